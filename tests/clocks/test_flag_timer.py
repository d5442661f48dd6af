"""The flag timer's rounds on their own (bot.service.live_timer), over a database that only
answers the nearest flags: flags due together are settled side by side, so one whose
settling or delivery is slow holds no other back."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from bot.service.live_timer import AT_ONCE, FlagTimer
from bot.service.replies import Reply
from storage import StorageBusy, StorageError
from storage.notify import MatchFeed

WAIT_S = 60.0  # the longest a round may take (a hang, not a check)


class Flags:
    """The matches repository as the timer reads it: every flag due at 0 until settled."""

    def __init__(self, due: list[int]) -> None:
        self.due = due

    async def next_flags(self, *, limit: int) -> list[tuple[int, float]]:
        return [(match_id, 0.0) for match_id in self.due[:limit]]


class FlagsOnly:
    """A database with nothing but the nearest flags and the match feed (PostgreSQL's:
    the timer listens and polls there)."""

    backend = "postgresql"

    def __init__(self, due: list[int]) -> None:
        self.matches = Flags(due)
        self.feed = MatchFeed()

    async def listen(self) -> Callable[[], Awaitable[None]]:
        async def stop() -> None:
            return None

        return stop


async def test_a_slow_delivery_holds_no_other_flag_back() -> None:
    count = AT_ONCE + 2  # more than settle at once: the later ones wait only for a free slot
    db = FlagsOnly(list(range(1, count + 1)))
    delivered: list[int] = []
    everyone = asyncio.Event()

    async def flag_due(match_id: int) -> Reply | None:
        db.matches.due.remove(match_id)
        return Reply(text="flag", match_id=match_id)

    async def deliver(reply: Reply) -> None:
        assert reply.match_id is not None
        delivered.append(reply.match_id)
        if len(delivered) == count:
            everyone.set()
        if reply.match_id == 1:  # the first delivery waits until all the others are made
            await everyone.wait()

    timer = FlagTimer(db, flag_due, deliver, lambda: 1.0, poll_s=3600)  # type: ignore[arg-type]
    timer.start()
    try:
        await asyncio.wait_for(everyone.wait(), WAIT_S)
        assert sorted(delivered) == list(range(1, count + 1))
        await asyncio.wait_for(timer.settled_round(), WAIT_S)
        assert len(delivered) == count  # each once: a settled flag is not looked at again
    finally:
        await timer.stop()


async def test_a_flag_whose_settling_failed_is_tried_again_before_the_poll() -> None:
    """A settling that fails (a busy database under load) leaves its flag due: the timer tries
    again after ``RETRY_S``, not after its hour-long poll, and announces it then."""
    db = FlagsOnly([7])
    tries: list[int] = []
    delivered = asyncio.Event()

    async def flag_due(match_id: int) -> Reply | None:
        tries.append(match_id)
        if len(tries) == 1:
            raise StorageBusy("the database was busy")
        db.matches.due.remove(match_id)
        return Reply(text="flag", match_id=match_id)

    async def deliver(reply: Reply) -> None:
        delivered.set()

    timer = FlagTimer(db, flag_due, deliver, lambda: 1.0, poll_s=3600)  # type: ignore[arg-type]
    timer.start()
    try:
        await asyncio.wait_for(delivered.wait(), WAIT_S)
        assert tries == [7, 7]
    finally:
        await asyncio.wait_for(timer.stop(), WAIT_S)


class DeafAtFirst(FlagsOnly):
    """Its first LISTEN fails, as one past its bound on a loaded machine does."""

    def __init__(self, due: list[int]) -> None:
        super().__init__(due)
        self.listens = 0
        self.listening = asyncio.Event()

    async def listen(self) -> Callable[[], Awaitable[None]]:
        self.listens += 1
        if self.listens == 1:
            raise StorageError("LISTEN ran past its bound")
        self.listening.set()
        return await super().listen()


def idle_timer(db: FlagsOnly) -> FlagTimer:
    """A started timer over ``db`` with nothing to settle or deliver, polling only hourly."""

    async def flag_due(match_id: int) -> Reply | None:
        return None

    async def deliver(reply: Reply) -> None:
        return None

    timer = FlagTimer(db, flag_due, deliver, lambda: 1.0, poll_s=3600)  # type: ignore[arg-type]
    timer.start()
    return timer


async def test_listening_that_failed_is_tried_again_before_the_poll() -> None:
    db = DeafAtFirst([])
    timer = idle_timer(db)
    try:
        await asyncio.wait_for(db.listening.wait(), WAIT_S)
        assert db.listens == 2
    finally:
        await asyncio.wait_for(timer.stop(), WAIT_S)


async def test_stop_ends_the_timer_when_a_wake_comes_with_it() -> None:
    """A wake and ``stop()`` at once: the timer ends.  With the pause built on Python 3.11's
    wait_for, a cancellation arriving as the event was set could be swallowed and stop hung
    (seen with the test above while this was written; this order does not always hit it)."""
    timer = idle_timer(FlagsOnly([]))
    await asyncio.wait_for(timer.settled_round(), WAIT_S)
    timer.wake()
    await asyncio.wait_for(timer.stop(), WAIT_S)
