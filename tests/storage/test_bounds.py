"""Bounds on every database call, and the truth about a commit whose outcome was lost.

PostgreSQL: the server keeps the configured bounds on every connection, a statement past its
bound is StorageUnavailable ("try again", nothing written) and the pool serves again at once.
SQLite: a COMMIT that fails with an I/O error is looked into before anything is said: the
move found in the log is reported as played, one not found as unknown (SQLite may have
written its commit record before failing), never as "nothing was changed".
(The network faults themselves, with real processes: tests/multiprocess/test_network_faults.)
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

import storage.sqlite
from storage import Database, OutcomeUnknown, StorageUnavailable
from storage.bounds import Bounds
from tests.storage.conftest import BLACK_ID, new_match

PG = pytest.mark.postgres


@PG
async def test_every_connection_carries_the_bounds(postgres_url: str) -> None:
    bounds = Bounds(statement_s=3, idle_in_transaction_s=7, keepalive_s=0)
    async with await Database.open(postgres_url, bounds=bounds) as db:
        settings = await db.pragmas()
    assert settings["statement_timeout"] == "3s"
    assert settings["idle_in_transaction_session_timeout"] == "7s"


@PG
async def test_a_statement_past_its_bound_is_unavailable_and_the_pool_serves_on(
    postgres_url: str,
) -> None:
    async with await Database.open(postgres_url, bounds=Bounds(statement_s=0.2)) as db:
        match = await new_match(db)
        with pytest.raises(StorageUnavailable, match="Try again in a moment"):
            async with db._read() as tx:
                await tx.fetch("SELECT pg_sleep(3)")
        assert await db.matches.get(match.id) == match


def test_bounds_refuse_a_negative_or_missing_number() -> None:
    for bad in (-1.0, float("nan")):
        with pytest.raises(ValueError, match="statement_s"):
            Bounds(statement_s=bad)
    assert Bounds(statement_s=0).answer_s is None, "0 switches the client's bound off"
    assert Bounds(keepalive_s=0).server_settings().keys() == {
        "statement_timeout",
        "idle_in_transaction_session_timeout",
    }


def failing_commit(*, lands: bool) -> Any:
    """An aiosqlite ``execute`` whose COMMIT fails with a disk I/O error, after committing
    (``lands``) or not."""
    real = storage.sqlite.aiosqlite.Connection.execute

    async def execute(self: Any, sql: str, *args: Any) -> Any:
        if sql == "COMMIT":
            if lands:
                await real(self, sql, *args)
            raise sqlite3.OperationalError("disk I/O error")
        return await real(self, sql, *args)

    return execute


async def move(db: Database, match: Any, key: str) -> Any:
    return await db.matches.apply_move(
        match.id,
        match.version,
        side="white",
        text="a4-b3",
        position="after",
        to_move_id=BLACK_ID,
        request_key=key,
    )


@pytest.mark.parametrize("database_backend", ["sqlite"])
@pytest.mark.parametrize("lands", [True, False], ids=["landed", "not-landed"])
async def test_sqlite_a_failed_commit_is_told_as_the_log_shows_it(
    db: Database, monkeypatch: pytest.MonkeyPatch, lands: bool
) -> None:
    """Landed: the move is reported as played.  Not found: "unknown" (SQLite may have
    written its commit record before failing), never "nothing was changed"."""
    match = await new_match(db)
    monkeypatch.setattr(storage.sqlite.aiosqlite.Connection, "execute", failing_commit(lands=lands))
    try:
        played = await move(db, match, "k1")
    except OutcomeUnknown as exc:
        told, played = str(exc), None
    else:
        told = "played"
    monkeypatch.undo()
    async with db._read() as tx:
        logged = await tx.fetch("SELECT ply FROM moves WHERE request_key = 'k1'")
    if lands:
        assert told == "played" and played is not None
        assert (played.ply, played.version) == (1, match.version + 1)
        assert [row["ply"] for row in logged] == [1]
        assert (await db.matches.get(match.id)).position == "after"
    else:
        assert f"Match #{match.id}" in told and "cannot be told yet" in told
        assert logged == []
        assert await db.matches.get(match.id) == match
