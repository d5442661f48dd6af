"""While the bot runs, no raw sqlite3 error leaves a repository: a lock is StorageBusy ("try
again"), any other SQLite failure a StorageFault telling the player nothing was changed, and
the transaction is rolled back either way."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

import storage
import storage.matches
from storage import StorageBusy, StorageError, StorageFault
from tests.storage.conftest import BLACK_ID, new_match


def fail_with(error: sqlite3.Error) -> Any:
    async def failing(*_: Any, **__: Any) -> None:
        raise error

    return failing


@pytest.mark.parametrize(
    ("error", "expected", "says"),
    [
        (sqlite3.OperationalError("disk I/O error"), StorageFault, "disk I/O error"),
        (sqlite3.OperationalError("database or disk is full"), StorageFault, "disk is full"),
        (sqlite3.DatabaseError("database disk image is malformed"), StorageFault, "malformed"),
        (sqlite3.OperationalError("database is locked"), StorageBusy, "Try again in a moment"),
    ],
)
async def test_a_failing_write_rolls_back_and_raises_a_storage_error(
    db, monkeypatch, error, expected, says
):
    match = await new_match(db)
    monkeypatch.setattr(storage.matches, "_store_secrets", fail_with(error))
    with pytest.raises(expected, match=says) as caught:
        await db.matches.apply_move(
            match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
        )
    assert caught.value.__cause__ is error
    monkeypatch.undo()
    assert await db.matches.get(match.id) == match, "the move was rolled back"
    assert await db.matches.moves(match.id) == []


async def test_a_failing_read_is_a_storage_fault_with_a_message_for_the_player(db, monkeypatch):
    match = await new_match(db)
    monkeypatch.setattr(
        storage.matches, "_select_match", fail_with(sqlite3.OperationalError("disk I/O error"))
    )
    with pytest.raises(StorageFault) as caught:
        await db.matches.get(match.id)
    assert str(caught.value) == (
        "The bot could not use its database (disk I/O error); nothing was changed. "
        "Try again later, and tell the bot's operator if it keeps happening."
    )


def test_every_error_storage_exports_is_a_storage_error():
    exported = [getattr(storage, name) for name in storage.__all__]
    errors = [kind for kind in exported if isinstance(kind, type) and issubclass(kind, Exception)]
    assert len(errors) >= 15
    assert all(issubclass(kind, StorageError) for kind in errors)
