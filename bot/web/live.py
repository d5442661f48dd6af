"""Live pages: who watches which match, and waking their streams when it changes.

A stream waits on its match here.  The database's feed (:mod:`storage.notify`) wakes it after
every write of the match in this process, and on PostgreSQL after a write in any process
(``LISTEN``); there a poll wakes every stream now and then as a backstop, since a notification
can be lost with its connection.  SQLite has one process, whose feed hears every write: no
poll (a thousand streams polling at once would cost more than they guard against).
A woken stream reads the match again and sends an event only if what its page shows
changed, so a spurious wake costs a read and nothing more.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

from storage import Database

POLL_S = 5.0  # the backstop: every stream looks again at least this often


class Hub:
    """The matches with open streams, each with a counter of changes and its waiters."""

    def __init__(self, db: Database, *, poll_s: float | None = None) -> None:
        self.db = db
        if poll_s is None and db.backend == "postgresql":
            poll_s = POLL_S
        self.poll_s = poll_s
        self._watchers: dict[int, int] = {}
        self._changes: dict[int, int] = {}
        self._events: dict[int, asyncio.Event] = {}
        self._closing = asyncio.Event()
        self._unsubscribe = db.feed.subscribe(self.wake)

    @property
    def closing(self) -> bool:
        return self._closing.is_set()

    @property
    def streams(self) -> int:
        """How many streams are open (for tests and metrics)."""
        return sum(self._watchers.values())

    def wake(self, match_id: int) -> None:
        """``match_id`` changed: every stream of it looks again."""
        if match_id not in self._watchers:
            return
        self._changes[match_id] = self._changes.get(match_id, 0) + 1
        event = self._events.pop(match_id, None)
        if event is not None:
            event.set()

    def seen(self, match_id: int) -> int:
        """The change counter of ``match_id`` now: what a stream read its match at."""
        return self._changes.get(match_id, 0)

    async def wait(self, match_id: int, seen: int, timeout: float) -> None:
        """Until ``match_id`` changes after ``seen``, the poll's interval (if any) or
        ``timeout`` passes (the shorter), or the server closes."""
        if self._changes.get(match_id, 0) != seen or self.closing:
            return
        event = self._events.setdefault(match_id, asyncio.Event())
        waiters = [asyncio.ensure_future(event.wait()), asyncio.ensure_future(self._closing.wait())]
        try:
            await asyncio.wait(
                waiters,
                timeout=min(timeout, self.poll_s or timeout),
                return_when=asyncio.FIRST_COMPLETED,
            )
        finally:
            for waiter in waiters:
                waiter.cancel()

    @contextlib.contextmanager
    def watching(self, match_id: int) -> Iterator[None]:
        """Count one open stream of ``match_id`` for the block."""
        self._watchers[match_id] = self._watchers.get(match_id, 0) + 1
        try:
            yield
        finally:
            left = self._watchers[match_id] - 1
            if left:
                self._watchers[match_id] = left
            else:
                del self._watchers[match_id]
                self._changes.pop(match_id, None)
                self._events.pop(match_id, None)

    def close(self) -> None:
        """End every stream (they notice at once) and stop hearing the feed."""
        self._closing.set()
        self._unsubscribe()
