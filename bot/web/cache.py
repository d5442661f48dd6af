"""What pages are made of, made once per version of a match: a snapshot, a board, the live
part of a page, a stream's event.

A match's version grows with every write, so an entry keyed by it is never stale; the
storage feed (the one the live streams wake on) drops a match's entries when it changes, so
the old versions do not fill the cache until the oldest are pushed out.  Each entry is a
future: the first request of a key makes it, the ones arriving meanwhile await the same
work instead of repeating it (a thousand watchers of one move cost one replay and one
drawing).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")
KEPT = 4096  # entries kept at most: a page's parts for a few hundred matches being watched


class Made:
    """A bounded map from keys (starting with a match's id) to the work making them."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        self._entries: OrderedDict[tuple[Any, ...], asyncio.Future[Any]] = OrderedDict()
        self._of_match: dict[int, set[tuple[Any, ...]]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    async def get(self, key: tuple[Any, ...], make: Callable[[], Awaitable[T]]) -> T:
        """The value of ``key``: made now by ``make()`` unless made (or being made) already;
        a failure is not kept, so the next request tries again."""
        future = self._entries.get(key)
        if future is None:
            future = asyncio.ensure_future(make())
            self._keep(key, future)
        else:
            self._entries.move_to_end(key)
        try:
            return await asyncio.shield(future)
        except Exception:
            if self._entries.get(key) is future:
                self._drop(key)
            raise

    def put(self, key: tuple[Any, ...], value: Any) -> None:
        """``key``'s ``value``, made along with other work (a drawing that job did too),
        kept unless made or being made already."""
        if key not in self._entries:
            future = asyncio.get_running_loop().create_future()
            future.set_result(value)
            self._keep(key, future)

    def close(self) -> None:
        """The server closes: work still making an entry is cancelled (it would reach for
        a worker that is shutting down) and nothing is kept."""
        for future in self._entries.values():
            future.cancel()
        self._entries.clear()
        self._of_match.clear()

    def forget(self, match_id: int) -> None:
        """``match_id`` changed: its entries go (the storage feed's listener)."""
        for key in self._of_match.pop(match_id, ()):
            self._entries.pop(key, None)

    def _keep(self, key: tuple[Any, ...], future: asyncio.Future[Any]) -> None:
        future.add_done_callback(_settled)
        self._entries[key] = future
        self._of_match.setdefault(key[0], set()).add(key)
        while len(self._entries) > self.kept:
            oldest = next(iter(self._entries))
            self._drop(oldest)

    def _drop(self, key: tuple[Any, ...]) -> None:
        self._entries.pop(key, None)
        keys = self._of_match.get(key[0])
        if keys is not None:
            keys.discard(key)
            if not keys:
                del self._of_match[key[0]]


def _settled(future: asyncio.Future[Any]) -> None:
    """Mark a making's failure as seen.  Whoever still awaits it answers for it (a page's
    error, the fan-out's warning); when every asker went away first (a browser closed, the
    server closing), nobody is left to tell, and asyncio would otherwise print the
    traceback as "exception was never retrieved" when the task is collected."""
    if not future.cancelled():
        future.exception()
