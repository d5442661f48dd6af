"""Live clocks in storage, on SQLite and PostgreSQL: the columns, and the one conditional
update that decides who announces a flag (storage.matches.settle_flag)."""

from __future__ import annotations

import asyncio
from typing import Any

from games import Ending
from storage import Database
from storage.models import StoredClock
from storage.status import MatchStatus
from tests.storage.conftest import BLACK_ID, START, WHITE_ID, new_match

CLOCK = StoredClock(600, 5, 600_000, 600_000, 3_000, 3_000, 1000.0, 1030.0)


async def live(db: Database, **overrides: Any) -> Any:
    return await new_match(db, clock=CLOCK, rated=True, **overrides)


async def test_a_live_clock_is_stored_and_read_back_and_correspondence_has_none(
    db: Database,
) -> None:
    match = await live(db)
    assert (await db.matches.get(match.id)).clock == CLOCK
    plain = await new_match(db)
    assert plain.clock is None and (await db.matches.get(plain.id)).clock is None


async def test_a_move_stores_the_stepped_clock_and_a_result_clears_the_flag(db: Database) -> None:
    match = await live(db)
    after = StoredClock(600, 5, 593_455, 600_000, 3_200, 3_000, 1012.345, 1614.345)
    moved = await db.matches.apply_move(
        match.id, match.version, side="white", text="a1-b2", position=START,
        to_move_id=BLACK_ID, clock=after, now=1012.345,
    )
    assert moved.clock == after == (await db.matches.get(match.id)).clock
    ended = await db.matches.finish(
        moved.id, moved.version, winner="white", reason="r", ending=Ending.RESIGNATION
    )
    assert ended.clock is not None and ended.clock.flag_at is None
    assert ended.clock.white_ms == 593_455  # the times left stay to be shown


async def test_a_flag_is_settled_once_however_many_try_at_once(db: Database) -> None:
    match = await live(db)
    attempts = [
        db.matches.settle_flag(
            match.id, ply=0, to_move_id=WHITE_ID, now=1031.0, status=MatchStatus.FINISHED,
            winner="black", reason="flag", ending=Ending.TIME,
        )
        for _ in range(6)
    ]
    results = await asyncio.gather(*attempts)
    won = [r for r in results if r is not None]
    assert len(won) == 1
    stored = await db.matches.get(match.id)
    assert (stored.status, stored.winner, stored.ending) == (
        MatchStatus.FINISHED, "black", Ending.TIME,
    )
    assert stored.version == match.version + 1 and stored.clock is not None
    assert stored.clock.flag_at is None


async def test_no_flag_before_its_time_nor_after_a_move_nor_for_the_wrong_side(
    db: Database,
) -> None:
    match = await live(db)
    args: dict[str, Any] = {
        "status": MatchStatus.FINISHED, "winner": "black", "reason": "flag",
        "ending": Ending.TIME,
    }
    assert await db.matches.settle_flag(
        match.id, ply=0, to_move_id=WHITE_ID, now=1029.999, **args
    ) is None
    assert await db.matches.settle_flag(
        match.id, ply=0, to_move_id=BLACK_ID, now=1031.0, **args
    ) is None
    assert await db.matches.settle_flag(
        match.id, ply=1, to_move_id=WHITE_ID, now=1031.0, **args
    ) is None
    stored = await db.matches.get(match.id)
    assert stored.status is MatchStatus.ACTIVE and stored.version == match.version


async def test_an_abort_archives_without_a_result_and_rates_nothing(db: Database) -> None:
    match = await live(db)
    aborted = await db.matches.settle_flag(
        match.id, ply=0, to_move_id=WHITE_ID, now=1030.0, status=MatchStatus.ARCHIVED,
        meta={"aborted": "no first move"},
    )
    assert aborted is not None
    assert (aborted.status, aborted.winner, aborted.reason) == (MatchStatus.ARCHIVED, None, None)
    assert aborted.meta == {"aborted": "no first move"}
    assert await db.ratings.standings(WHITE_ID) == []


async def test_next_flags_are_the_nearest_of_running_live_matches(db: Database) -> None:
    late = await new_match(db, clock=StoredClock(600, 0, 1, 1, 0, 0, 0.0, 2000.0))
    soon = await new_match(db, clock=StoredClock(600, 0, 1, 1, 0, 0, 0.0, 1500.0))
    stopped = await new_match(db, clock=StoredClock(600, 0, 1, 1, 0, 0, None, None))
    await new_match(db)
    assert await db.matches.next_flags(limit=5) == [(soon.id, 1500.0), (late.id, 2000.0)]
    assert await db.matches.next_flags(limit=1) == [(soon.id, 1500.0)]
    running = await db.matches.live_running(limit=10)
    assert [m.id for m in running] == sorted([late.id, soon.id])
    assert stopped.id not in [m.id for m in running]
