"""The flag timer's rounds on their own (bot.service.live_timer), over a database that only
answers the nearest flags: flags due together are settled side by side, so one whose
settling or delivery is slow holds no other back."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from bot.service.live_timer import AT_ONCE, FlagTimer
from bot.service.replies import Reply
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
