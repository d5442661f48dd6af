"""Many writers on one match, on both backends: exactly one move per version, no lost update,
nothing escapes but the VersionConflict each loser is told about."""

from __future__ import annotations

import asyncio
import random

from storage import Database, VersionConflict
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match

TASKS = 24
MOVES_PER_TASK = 5


async def writer(db: Database, match_id: int, name: str, rng: random.Random) -> tuple[list, int]:
    """Land MOVES_PER_TASK moves, each based on a fresh read; (versions won, conflicts lost)."""
    won: list[tuple[int, str]] = []
    conflicts = 0
    while len(won) < MOVES_PER_TASK:
        match = await db.matches.get(match_id)
        if rng.random() < 0.5:
            await asyncio.sleep(0)  # let others read the same version
        side = "white" if match.ply % 2 == 0 else "black"
        text = f"{name}-{len(won)}"
        try:
            moved = await db.matches.apply_move(
                match_id,
                match.version,
                side=side,
                text=text,
                position=f"after {text}",
                to_move_id=BLACK_ID if side == "white" else WHITE_ID,
                secrets={"last": text},
            )
        except VersionConflict as exc:
            assert exc.expected == match.version < exc.actual
            conflicts += 1
            continue
        assert moved.version == match.version + 1
        won.append((moved.version, text))
    return won, conflicts


async def check_history(db: Database, match_id: int, results: list) -> None:
    """Every win is in the log at its own ply, and the log holds nothing else."""
    assert not [r for r in results if isinstance(r, BaseException)], "an exception escaped"
    wins = sorted(win for won, _ in results for win in won)
    total = TASKS * MOVES_PER_TASK
    assert [version for version, _ in wins] == list(range(2, total + 2)), "one move per version"
    match = await db.matches.get(match_id)
    assert (match.ply, match.version) == (total, total + 1)
    log = await db.matches.moves(match_id)
    assert [(m.ply + 1, m.text) for m in log] == wins, "no lost or phantom update"
    assert [m.side for m in log] == ["white", "black"] * (total // 2)
    assert match.position == f"after {log[-1].text}"
    assert await db.matches.secrets(match_id) == {"last": log[-1].text}
    assert sum(conflicts for _, conflicts in results) > 0, "the writers really raced"


async def test_many_tasks_on_one_handle(db):
    """One handle: SQLite's single connection, or PostgreSQL's pool of several."""
    match = await new_match(db)
    rng = random.Random(7)
    results = await asyncio.gather(
        *(writer(db, match.id, f"t{i}", random.Random(rng.random())) for i in range(TASKS)),
        return_exceptions=True,
    )
    await check_history(db, match.id, results)


async def test_many_tasks_on_two_handles_to_one_database(db, database_url):
    """Two handles stand for two processes (or a restart overlapping the old instance): the
    database's locking and the version check keep them consistent, not the in-process lock."""
    match = await new_match(db)
    async with await Database.open(database_url) as other:
        rng = random.Random(11)
        results = await asyncio.gather(
            *(
                writer(db if i % 2 else other, match.id, f"t{i}", random.Random(rng.random()))
                for i in range(TASKS)
            ),
            return_exceptions=True,
        )
        await check_history(db, match.id, results)
        assert await other.integrity_check() == ["ok"]


async def test_writers_with_the_same_version_one_wins(db):
    match = await new_match(db)
    attempts = [
        db.matches.apply_move(
            match.id,
            match.version,
            side="white",
            text=f"m{i}",
            position="p",
            to_move_id=BLACK_ID,
        )
        for i in range(20)
    ]
    results = await asyncio.gather(*attempts, return_exceptions=True)
    winners = [r for r in results if not isinstance(r, BaseException)]
    assert len(winners) == 1
    assert all(isinstance(r, VersionConflict) for r in results if r is not winners[0])
    log = await db.matches.moves(match.id)
    assert len(log) == 1
    assert winners[0] == await db.matches.get(match.id)
    assert winners[0].position == "p"
    assert (winners[0].version, winners[0].ply) == (2, 1)


async def test_a_writer_cancelled_at_any_point_leaves_a_whole_move_or_none(db):
    match = await new_match(db)
    for yields in range(12):  # cancel after 0, 1, 2 ... turns of the event loop
        current = await db.matches.get(match.id)
        task = asyncio.create_task(
            db.matches.apply_move(
                match.id,
                current.version,
                side="white" if current.ply % 2 == 0 else "black",
                text=f"m{current.ply + 1}",
                position=f"p{current.ply + 1}",
                to_move_id=None,
                secrets={"last": str(current.ply + 1)},
            )
        )
        for _ in range(yields):
            await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        after = await db.matches.get(match.id)
        assert after.version - current.version in (0, 1)
        assert after.ply == current.ply + (after.version - current.version)
        log = await db.matches.moves(match.id)
        assert [m.text for m in log] == [f"m{p}" for p in range(1, after.ply + 1)]
        if after.ply:
            assert await db.matches.secrets(match.id) == {"last": str(after.ply)}
    assert await db.integrity_check() == ["ok"]


async def test_closing_twice_is_harmless(database_url):
    db = await Database.open(database_url)
    await db.close()
    await db.close()
