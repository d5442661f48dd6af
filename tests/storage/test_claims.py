"""What several bot processes share through the database: the clock's claims (each duty taken
by exactly one process) and the cross-process lock behind the service's per-match lock.

Two handles opened on one database stand for two processes (each has its own connections);
the claims run on both backends, the lock's waiting only on PostgreSQL (SQLite serves one
process and has nothing to wait for)."""

from __future__ import annotations

import asyncio

import pytest

from games import Ending
from storage import Database, StorageBusy
from tests.storage.conftest import WHITE_ID, new_match


async def test_a_claim_moves_the_alarm_from_reminder_to_notice_to_none(db: Database) -> None:
    match = await new_match(db, deadline_at=100.0, clock_at=50.0)
    assert await db.matches.claim_alarms(49.0, limit=10) == []
    (reminder,) = await db.matches.claim_alarms(60.0, limit=10)
    assert (reminder.id, reminder.clock_at, reminder.version) == (match.id, 100.0, match.version)
    assert await db.matches.claim_alarms(60.0, limit=10) == [], "taken once"
    (notice,) = await db.matches.claim_alarms(100.0, limit=10)
    assert notice.clock_at is None and notice.version == match.version
    assert await db.matches.claim_alarms(10_000.0, limit=10) == []


async def test_a_late_claim_goes_straight_to_the_notice(db: Database) -> None:
    await new_match(db, deadline_at=100.0, clock_at=50.0)
    (claimed,) = await db.matches.claim_alarms(150.0, limit=10)
    assert claimed.clock_at is None


async def test_finished_matches_and_a_move_take_their_alarms_with_them(db: Database) -> None:
    done = await new_match(db, deadline_at=100.0, clock_at=50.0)
    await db.matches.finish(
        done.id, done.version, winner="white", reason="resigned", ending=Ending.RESIGNATION
    )
    moved = await new_match(db, deadline_at=100.0, clock_at=50.0)
    after = await db.matches.apply_move(
        moved.id,
        moved.version,
        side="white",
        text="a1-a2",
        position="8/8/8/8/8/8/8/8 b",
        to_move_id=WHITE_ID + 1,
        deadline_at=500.0,
        clock_at=300.0,
    )
    assert (after.deadline_at, after.clock_at) == (500.0, 300.0)
    assert await db.matches.claim_alarms(200.0, limit=10) == []


async def test_set_alarms_only_for_the_move_it_was_computed_for(db: Database) -> None:
    match = await new_match(db)
    assert [m.id for m in await db.matches.without_deadline(limit=10)] == [match.id]
    assert not await db.matches.set_alarms(match.id, 1, deadline_at=9.0, clock_at=5.0)
    assert await db.matches.set_alarms(match.id, 0, deadline_at=9.0, clock_at=5.0)
    stored = await db.matches.get(match.id)
    assert (stored.deadline_at, stored.clock_at, stored.version) == (9.0, 5.0, match.version)
    assert await db.matches.without_deadline(limit=10) == []


async def test_two_processes_claiming_at_once_take_each_duty_once(database_url: str) -> None:
    async with await Database.open(database_url) as one, await Database.open(database_url) as two:
        made = [await new_match(one, deadline_at=100.0, clock_at=float(n)) for n in range(60)]
        for n in range(30):
            await one.challenges.create(
                n + 1, n + 100, "crossings", {}, "random", guild_id=1, channel_id=2, expires_at=5.0
            )

        async def claims(db: Database) -> list[int]:
            taken = []
            for _ in range(6):
                taken += [m.id for m in await db.matches.claim_alarms(70.0, limit=7)]
            return taken

        async def expiries(db: Database) -> list[int]:
            taken = []
            for _ in range(6):
                taken += [c.id for c in await db.challenges.expire_due(10.0, limit=4)]
            return taken

        first, second, third, fourth = await asyncio.gather(
            claims(one), claims(two), expiries(one), expiries(two)
        )
        assert sorted(first + second) == [m.id for m in made]
        assert len(set(third + fourth)) == len(third + fourth) == 30
        expired = await one.challenges.get((third + fourth)[0])
        assert (expired.status, expired.resolved_at) == ("expired", 10.0)


@pytest.mark.postgres
async def test_hold_excludes_other_processes_until_released(postgres_url: str) -> None:
    async with (
        await Database.open(postgres_url) as one,
        await Database.open(postgres_url, busy_timeout_ms=200) as two,
    ):
        order: list[str] = []
        async with one.hold("match:1"):
            waiting = asyncio.create_task(_hold_and_note(two, "match:1", order, "two"))
            async with two.hold("match:2"):  # another key is free
                order.append("other key")
            await asyncio.sleep(0.05)
            order.append("one releases")
        await waiting
        assert order == ["other key", "one releases", "two"]

        async with one.hold("match:1"):
            with pytest.raises(StorageBusy):  # longer than two's busy timeout
                async with two.hold("match:1"):
                    pass
            # A wait cancelled half-way must not leave the lock held once it is got.
            cancelled = asyncio.create_task(_hold_and_note(two, "match:1", order, "never"))
            await asyncio.sleep(0.02)
            cancelled.cancel()
            with pytest.raises(asyncio.CancelledError):
                await cancelled
        await asyncio.sleep(0.05)
        async with one.hold("match:1"):
            order.append("free again")
        assert order[-1] == "free again" and "never" not in order


async def _hold_and_note(db: Database, key: str, order: list[str], note: str) -> None:
    async with db.hold(key):
        order.append(note)
