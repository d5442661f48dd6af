"""Live pages: who watches which match, and waking their streams when it changes.

A stream waits on its match here.  The database's feed (:mod:`storage.notify`) wakes it after
every write of the match in this process, and on PostgreSQL after a write in any process
(``LISTEN``); there one poll wakes every watched match now and then as a backstop, since a
notification can be lost with its connection.  SQLite has one process, whose feed hears every
write: no poll.

Each wake of a match gives it a new reading number (:meth:`Hub.seen`), the same for every
stream of it: the streams woken together share one reading of the match and one event made
from it (the web companion keys its cache by this number), so a move watched by a thousand
costs one read and one drawing, not one per stream.  A spurious wake costs that one read and
sends nothing, since a stream sends an event only if what its page shows changed.  A move
written in this process comes with its match row as written and the move it logged
(:meth:`MatchFeed.carry`), kept for that reading (:meth:`Hub.written`) so the reading need read
neither again: a watched move of this process costs no statement; a word from elsewhere
(another process, the poll) carries none, and that reading reads them.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Callable, Iterator

from aiohttp import web

from storage import Database, Written

POLL_S = 5.0  # the backstop: every watched match is looked at again at least this often
POLL_TICK_S = 1.0  # how often the backstop checks whether a match's poll is due


class Hub:
    """The matches with open streams, each with its reading number and its waiters."""

    def __init__(self, db: Database, *, poll_s: float | None = None) -> None:
        self.db = db
        if poll_s is None and db.backend == "postgresql":
            poll_s = POLL_S
        self.poll_s = poll_s
        self._watchers: dict[int, int] = {}
        self._readings: dict[int, int] = {}
        # Per match the newest row a write of this process handed over, and the reading it
        # stands for (another reading must read the row: it may be newer than this one).
        self._written: dict[int, tuple[int, Written]] = {}
        self._numbers = itertools.count(1)  # never repeats: a reading's key is never stale
        # Each waiting stream's own future, per match: a wake resolves them all at once (no
        # task per waiting stream, a thousand streams wait on plain futures and timers).
        self._waiters: dict[int, set[asyncio.Future[None]]] = {}
        # Who else is told of each wake (the spectators' writer, :mod:`bot.web.fanout`).
        self._listeners: list[Callable[[int], None]] = []
        self._closing = asyncio.Event()
        self._polled_at = time.monotonic()
        self._backstop: asyncio.Task[None] | None = None
        self._unsubscribe = db.feed.carry(self.wake)

    @property
    def closing(self) -> bool:
        return self._closing.is_set()

    @property
    def streams(self) -> int:
        """How many streams are open (for tests and metrics)."""
        return sum(self._watchers.values())

    def wake(self, match_id: int, written: Written | None = None) -> None:
        """``match_id`` changed: every stream of it looks again, sharing one new reading
        (of ``written``, the match as this process's write left it and the move it logged,
        when given and newer than any handed over before: two writes' words may come in
        either order)."""
        if match_id not in self._watchers:
            return
        previous, reading = self._readings.get(match_id), next(self._numbers)
        self._readings[match_id] = reading
        held = self._written.get(match_id)
        if written is not None and (held is None or held[1].match.version < written.match.version):
            self._written[match_id] = (reading, written)
        elif written is not None and held is not None and held[0] == previous:
            # An older write's word after the newer's, which stood for the last reading: the
            # newer still stands.
            self._written[match_id] = (reading, held[1])
        elif held is not None:
            # Unknown here (another process's write, the poll): this reading reads the row;
            # the newest row handed over stays, so an older one heard late is not taken.
            self._written[match_id] = (0, held[1])
        for waiter in self._waiters.pop(match_id, ()):
            _release(waiter)
        for listener in self._listeners:
            listener(match_id)

    def listen(self, listener: Callable[[int], None]) -> Callable[[], None]:
        """Tell ``listener`` the match of each wake (after its new reading is taken, so
        :meth:`seen` already gives it; synchronous and cheap: it schedules its work); the
        call returned stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def written(self, match_id: int, reading: int) -> Written | None:
        """The match as it stands at ``reading`` (and the move its log ends with) when a
        write of this process handed it over (so the reading need not read them), else None:
        read it."""
        held = self._written.get(match_id)
        return held[1] if held is not None and held[0] == reading else None

    def seen(self, match_id: int) -> int:
        """The reading number of ``match_id`` now, shared by its streams until it changes."""
        return self._readings.get(match_id, 0)

    async def wait(self, match_id: int, seen: int, timeout: float) -> None:
        """Until ``match_id`` changes after reading ``seen`` (or the backstop wakes it),
        ``timeout`` passes, or the server closes."""
        if self._readings.get(match_id, 0) != seen or self.closing:
            return
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        waiting = self._waiters.setdefault(match_id, set())
        waiting.add(waiter)
        timer = loop.call_later(timeout, _release, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            waiting.discard(waiter)

    @contextlib.contextmanager
    def watching(self, match_id: int) -> Iterator[None]:
        """Count one open stream of ``match_id`` for the block."""
        if match_id not in self._watchers:
            self._readings[match_id] = next(self._numbers)
        self._watchers[match_id] = self._watchers.get(match_id, 0) + 1
        self._start_backstop()
        try:
            yield
        finally:
            left = self._watchers[match_id] - 1
            if left:
                self._watchers[match_id] = left
            else:
                del self._watchers[match_id]
                self._readings.pop(match_id, None)
                self._written.pop(match_id, None)
                self._waiters.pop(match_id, None)

    def _start_backstop(self) -> None:
        if self.poll_s is not None and self._backstop is None and not self.closing:
            self._backstop = asyncio.get_running_loop().create_task(self._poll())

    async def _poll(self) -> None:
        """Wake every watched match once each ``poll_s`` (read afresh: a test may change
        it), one task for all of them."""
        while not self.closing:
            tick = min(POLL_TICK_S, self.poll_s or POLL_TICK_S)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closing.wait(), tick)
            poll_s = self.poll_s
            if self.closing or poll_s is None:
                continue
            if time.monotonic() - self._polled_at >= poll_s:
                self._polled_at = time.monotonic()
                for match_id in list(self._watchers):
                    self.wake(match_id)

    async def closed(self) -> None:
        """Until the server closes (a stream of something other than a match waits on it)."""
        await self._closing.wait()

    def close(self) -> None:
        """End every stream (they notice at once) and stop hearing the feed."""
        self._closing.set()
        self._unsubscribe()
        for waiting in self._waiters.values():
            for waiter in waiting:
                _release(waiter)
        self._waiters.clear()


def _release(waiter: asyncio.Future[None]) -> None:
    """Let a waiting stream go on (once: a wake, the timeout and closing may all come)."""
    if not waiter.done():
        waiter.set_result(None)


def last_event_id(request: web.Request) -> str | None:
    """The id of what the browser shows: a reconnect's ``Last-Event-ID``, else the page's own
    (``?last=``, the script's, so a fresh page is not sent itself again).  Only compared,
    never written back: any text will do, the first event of another id is sent."""
    return request.headers.get("Last-Event-ID") or request.query.get("last") or None
