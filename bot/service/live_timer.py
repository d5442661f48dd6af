"""Each process's timer on the nearest live flags (issue #48: a flag announced within a
second of its ``flag_at``, in whichever process is running).

``flag_at`` in the database is the one truth (bot.service.live).  Every process runs one
:class:`FlagTimer`: it reads the nearest flags (an indexed query), sleeps until the earliest
or until a match changes (the database's match feed: this process's writes at once, other
processes' through PostgreSQL's NOTIFY on every commit, which the timer itself listens for:
a deadline written by a process that died at once is still heard of), and asks the service
to settle every flag that has come.  Several processes' timers fire at once for the same
flag; storage's one conditional update lets one of them announce it.  A lost notification
costs at most ``poll_s`` (the timer looks again then), and the clock's sweep
(``service.tick``) is the backstop of last resort.

Only on PostgreSQL can a notification be lost (another process's NOTIFY, with its
connection); on SQLite every write is this process's own and reaches the feed at once, so the
timer sleeps until the nearest flag, or with none until a match changes, and never polls (as
the web companion's hub, bot.web.live).  A virtual clock then runs hours of a test in a few
wakes instead of one every ``poll_s``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.service.replies import Reply
from storage import Database

log = logging.getLogger(__name__)

NEAREST = 50  # flags read per look: the timer arms on the earliest, settles every one due
POLL_S = 5.0  # the longest a timer sleeps without looking again (a lost notification)
# Flags settled side by side in one look: each holds the match's lock and a few pooled
# connections meanwhile, so a burst takes no more of the pool than a few players' moves do.
AT_ONCE = 4
# A flag whose settling failed (a busy database, a statement past its bound) is tried again
# after this, not after ``poll_s``: it is already due.  Listening that failed is tried again
# after this at first, doubling up to ``poll_s``.
RETRY_S = 1.0
# ``wait(None)``: no flag to wait for and no notification to miss; only ``cut()`` ends it.


class Pause(Protocol):
    """How the timer sleeps between looks: ``wait(delay)`` returns after ``delay`` seconds
    (None: never by itself), or at once after ``cut()``.  A front end with waits of its own
    passes one built on them (Discord: its listeners, bot.discord.cogs.clock), so its event
    loop sees the timer as idle as it sees its own."""

    async def wait(self, delay: float | None) -> None: ...

    def cut(self) -> None: ...


class EventPause:
    """The plain asyncio pause: an event waited on with a timeout."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    async def wait(self, delay: float | None) -> None:
        # asyncio.timeout, not wait_for: Python 3.11's wait_for swallows a cancellation that
        # arrives as the event is set (a wake and stop() at once), and the timer ran on.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(delay):
                await self._event.wait()
        self._event.clear()

    def cut(self) -> None:
        self._event.set()


class FlagTimer:
    """See the module docstring.  ``flag_due`` is the service's (``service.flag_due``),
    ``deliver`` the front end's, ``clock`` the service's time; ``poll_s`` applies on
    PostgreSQL only (see the module docstring)."""

    def __init__(
        self,
        db: Database,
        flag_due: Callable[[int], Awaitable[Reply | None]],
        deliver: Callable[[Reply], Awaitable[None]],
        clock: Callable[[], float],
        *,
        nearest: int = NEAREST,
        poll_s: float = POLL_S,
        pause: Pause | None = None,
    ) -> None:
        self.db = db
        self.flag_due = flag_due
        self.deliver = deliver
        self.clock = clock
        self.nearest = nearest
        # None: every change reaches the feed (SQLite), nothing to poll for.
        self.poll_s: float | None = poll_s if db.backend == "postgresql" else None
        self._wake = asyncio.Event()  # set: look again without sleeping
        self._pause: Pause = pause or EventPause()
        self._task: asyncio.Task[None] | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self.rounds = 0  # looks taken (tests wait for a round, never for time)
        self._round_done = asyncio.Event()
        self._at_once = asyncio.Semaphore(AT_ONCE)
        self._hearing = asyncio.Event()  # set once other processes' commits reach the feed

    def start(self) -> None:
        """Arm the timer (idempotent)."""
        if self._task is not None and not self._task.done():
            return
        self._unsubscribe = self.db.feed.subscribe(lambda _match_id: self.wake())
        self._task = asyncio.get_running_loop().create_task(self._run(), name="flag-timer")

    def wake(self) -> None:
        """Look again now (a match changed, or a test moved its clock)."""
        self._wake.set()
        self._pause.cut()

    async def hearing(self) -> None:
        """Wait until the timer hears the other processes' commits (at once on SQLite, where
        there are none): from then on a deadline another process writes wakes it, though that
        process die at once.  Before, only the poll would find it (for tests, which must not
        kill a process before its fellow listens)."""
        await self._hearing.wait()

    async def settled_round(self) -> None:
        """Wait until the timer has finished one more look (for tests and benchmarks)."""
        self._round_done.clear()
        self.wake()
        await self._round_done.wait()

    async def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _listen(self) -> Callable[[], Awaitable[None]]:
        """Hear the other processes' commits (PostgreSQL's LISTEN, shared with whatever else
        listens in this process): without it, a deadline set by a process that then died
        would be seen only at the next poll.  Tried again every ``poll_s`` until it works,
        beside the rounds (which never wait for it: the poll covers meanwhile); once it
        works, the timer looks again, for what was committed before.  Tried again soon at
        first (``RETRY_S``, doubling up to ``poll_s``): a failure under load is usually
        brief, and until it works the deadlines other processes write go unheard."""
        retry_s = RETRY_S
        while True:
            try:
                stop = await self.db.listen()
            except Exception as exc:  # noqa: BLE001 - the timer must keep running
                log.warning("flag timer not told of other processes' moves yet: %s", exc)
                await asyncio.sleep(retry_s)
                retry_s = min(retry_s * 2, self.poll_s or POLL_S)
                continue
            self._hearing.set()
            self.wake()
            return stop

    async def _run(self) -> None:
        if self.poll_s is None:  # SQLite: no other process to hear
            self._hearing.set()
            await self._rounds()
            return
        listening = asyncio.get_running_loop().create_task(self._listen(), name="flag-listen")
        try:
            await self._rounds()
        finally:
            if not listening.done():
                listening.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await listening
            elif listening.exception() is None:
                await listening.result()()

    async def _rounds(self) -> None:
        while True:
            self._wake.clear()
            try:
                delay = await self._look()
            except Exception:  # noqa: BLE001 - the timer must keep running
                log.exception("flag timer round failed")
                delay = POLL_S  # a failed look is tried again, whatever the database
            self.rounds += 1
            self._round_done.set()
            if (delay is None or delay > 0) and not self._wake.is_set():
                await self._pause.wait(delay)

    async def _look(self) -> float | None:
        """Settle every flag due; how long until the next one (at most ``poll_s``; 0 to look
        again at once after settling some, since more may have come due meanwhile; None: no
        flag to wait for and no poll, until a match changes)."""
        flags = await self.db.matches.next_flags(limit=self.nearest)
        now = self.clock()
        due = [match_id for match_id, flag_at in flags if flag_at <= now]
        ahead = [flag_at for _, flag_at in flags if flag_at > now]
        # Side by side (AT_ONCE at a time): a flag due with others is not held back by their
        # settling, drawing and delivery (one after the other, a burst of deadlines missed
        # the second by several seconds on a loaded machine: benchmarks/clocks.py).
        outcomes = await asyncio.gather(*(self._settle(match_id) for match_id in due))
        settled = sum(outcome is True for outcome in outcomes)
        if None in outcomes:  # a due flag not settled: soon again, whatever the poll
            return RETRY_S if self.poll_s is None else min(RETRY_S, self.poll_s)
        if ahead:
            if settled:
                return 0.0
            until = max(0.0, ahead[0] - self.clock())
            return until if self.poll_s is None else min(self.poll_s, until)
        return 0.0 if settled and len(flags) == self.nearest else self.poll_s

    async def _settle(self, match_id: int) -> bool | None:
        """Settle one due flag and deliver its announcement; True if this process did, False
        if there was nothing for it to announce (another process did), None if it failed."""
        async with self._at_once:
            try:
                reply = await self.flag_due(match_id)
            except Exception:  # noqa: BLE001 - one match must not cost the others theirs
                log.exception("flag of match %s failed", match_id)
                return None
        if reply is None:
            return False
        await self.deliver(reply)  # outside the limit: a slow delivery holds no settling back
        return True
