"""Listening for other processes' match changes (PostgreSQL's LISTEN): however many of a
process's collaborators listen (the web companion, the flag timer), each change another
process commits reaches the feed once, and it keeps reaching it until the last one stops."""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest

from storage import Database
from tests.storage.conftest import new_match

pytestmark = pytest.mark.postgres

WAIT_S = 60.0  # the longest a notification may take (a hang, not a check)


async def test_two_listeners_share_one_hearing_until_the_last_stops(postgres_url: str) -> None:
    async with (
        await Database.open(postgres_url) as db,
        await Database.open(postgres_url) as other,
    ):
        heard: Counter[int] = Counter()
        arrived: dict[int, asyncio.Event] = {}

        def note(match_id: int) -> None:
            heard[match_id] += 1
            arrived.setdefault(match_id, asyncio.Event()).set()

        async def written_and_heard() -> int:
            """A match another process writes (archives: a new match is not announced,
            nobody watches it yet), once this one has heard of it."""
            match = await other.matches.archive((await new_match(other)).id)
            event = arrived.setdefault(match.id, asyncio.Event())
            await asyncio.wait_for(event.wait(), WAIT_S)
            return match.id

        db.feed.subscribe(note)
        stop_web, stop_timer = await db.listen(), await db.listen()
        first = await written_and_heard()
        # Notifications arrive in commit order: once the second is heard, every copy of the
        # first has arrived too.
        second = await written_and_heard()
        assert (heard[first], heard[second]) == (1, 1)
        await stop_web()
        await stop_web()  # stopping twice is stopping once: the timer still listens
        third = await written_and_heard()
        assert heard[third] == 1
        await stop_timer()
