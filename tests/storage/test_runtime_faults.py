"""While the bot runs, no raw driver error (sqlite3, asyncpg) leaves a repository: a lock or a
collision is StorageBusy ("try again"), any other failure a StorageFault telling the player
nothing was changed, and the transaction is rolled back either way.  On both backends: real
faults where they can be made on demand (a lock held too long, a connection the server
killed), injected driver errors for the rest (a full disk, damaged pages)."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import asyncpg.exceptions as pg
import pytest

import storage
import storage.matches
from storage import Database, StorageBusy, StorageError, StorageFault, testing
from tests.storage.conftest import BLACK_ID, new_match

PG = pytest.mark.postgres
FAULTS = [
    ("sqlite", sqlite3.OperationalError("disk I/O error"), StorageFault, "disk I/O error"),
    ("sqlite", sqlite3.OperationalError("database or disk is full"), StorageFault, "disk is full"),
    ("sqlite", sqlite3.DatabaseError("database disk image is malformed"), StorageFault, "image"),
    ("sqlite", sqlite3.OperationalError("database is locked"), StorageBusy, "Try again in a"),
    pytest.param(
        "postgres", pg.DiskFullError("could not extend file"), StorageFault, "extend", marks=PG
    ),
    pytest.param(
        "postgres", pg.DataCorruptedError("invalid page in block 7"), StorageFault, "page", marks=PG
    ),
    pytest.param(
        "postgres", pg.SerializationError("could not serialize"), StorageBusy, "Try again", marks=PG
    ),
    pytest.param(
        "postgres", pg.DeadlockDetectedError("deadlock detected"), StorageBusy, "Try", marks=PG
    ),
    pytest.param(
        "postgres",
        pg.AdminShutdownError("terminating connection due to administrator command"),
        StorageFault,
        "administrator command",
        marks=PG,
    ),
]


def fail_with(error: Exception) -> Any:
    async def failing(*_: Any, **__: Any) -> None:
        raise error

    return failing


async def move(db: Database, match: storage.Match) -> storage.Match:
    return await db.matches.apply_move(
        match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
    )


@pytest.mark.parametrize(("database_backend", "error", "expected", "says"), FAULTS)
async def test_a_failing_write_rolls_back_and_raises_a_storage_error(
    db, monkeypatch, error, expected, says
):
    match = await new_match(db)
    monkeypatch.setattr(storage.matches, "_store_secrets", fail_with(error))
    with pytest.raises(expected, match=says) as caught:
        await move(db, match)
    assert caught.value.__cause__ is error
    monkeypatch.undo()
    assert await db.matches.get(match.id) == match, "the move was rolled back"
    assert await db.matches.moves(match.id) == []


@pytest.mark.parametrize(
    ("database_backend", "error"),
    [
        ("sqlite", sqlite3.OperationalError("disk I/O error")),
        pytest.param("postgres", pg.InternalServerError("disk I/O error"), marks=PG),
    ],
)
async def test_a_failing_read_is_a_storage_fault_with_a_message_for_the_player(
    db, monkeypatch, error
):
    match = await new_match(db)
    monkeypatch.setattr(storage.matches, "_select_match", fail_with(error))
    with pytest.raises(StorageFault) as caught:
        await db.matches.get(match.id)
    assert str(caught.value) == (
        "The bot could not use its database (disk I/O error); nothing was changed. "
        "Try again later, and tell the bot's operator if it keeps happening."
    )


async def test_a_lock_held_past_the_busy_timeout_is_storage_busy_and_writes_nothing(
    database_url,
):
    async with await Database.open(database_url, busy_timeout_ms=100) as db:
        match = await new_match(db)
        async with testing.holding_match_lock(database_url, match.id):
            with pytest.raises(StorageBusy, match="nothing was written. Try again"):
                await move(db, match)
        assert await db.matches.get(match.id) == match
        assert (await move(db, match)).version == match.version + 1, "usable once released"


async def test_a_connection_killed_mid_transaction_is_a_fault_and_writes_nothing(postgres_url):
    """The server ends the connection of a move waiting for a row lock (an administrator, a
    restart): the move fails with StorageFault, nothing is written, and the next call gets a
    new connection from the pool."""
    async with await Database.open(postgres_url) as db:
        match = await new_match(db)
        async with testing.holding_match_lock(postgres_url, match.id):
            waiting = asyncio.create_task(move(db, match))
            while not (pids := await testing.lock_waiters(postgres_url)):
                await asyncio.sleep(0.01)  # until the move is blocked on the held row
            await testing.terminate(postgres_url, pids)
            with pytest.raises(StorageFault, match="nothing was changed"):
                await waiting
        assert await db.matches.get(match.id) == match
        assert (await move(db, match)).ply == 1


def test_every_error_storage_exports_is_a_storage_error():
    exported = [getattr(storage, name) for name in storage.__all__]
    errors = [kind for kind in exported if isinstance(kind, type) and issubclass(kind, Exception)]
    assert len(errors) >= 15
    assert all(issubclass(kind, StorageError) for kind in errors)
