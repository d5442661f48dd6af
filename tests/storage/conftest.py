"""Fixtures of the storage tests.

``db`` (the top-level conftest's) is a freshly opened database on each backend in turn (an
SQLite file in a temporary directory, or a schema on the throwaway PostgreSQL server), so every
test that takes it runs on both; tests of making and migrating one take ``database_url``
(empty) instead.  Tests about what only SQLite has (its file, its pragmas, a process killed
while writing it, preflight) take ``db_path`` / ``sqlite_db`` instead and say why in their
docstring.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from storage import Database, Match

START = "3RR3/8/8/N6n/N6n/8/8/3rr3 w"
WHITE_ID, BLACK_ID = 111, 222


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """An SQLite file (not created yet), for the SQLite-only tests."""
    return tmp_path / "gamut.db"


@pytest.fixture
async def sqlite_db(db_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(db_path)
    yield database
    await database.close()


async def new_match(db: Database, **overrides: Any) -> Match:
    """A Charing Cross match between WHITE_ID and BLACK_ID, White to move."""
    fields: dict[str, Any] = {
        "game_id": "charing-cross",
        "options": {"first": "white"},
        "white_id": WHITE_ID,
        "black_id": BLACK_ID,
        "position": START,
        "status": "active",
        "to_move_id": WHITE_ID,
        "now": 1000.0,
    }
    fields.update(overrides)
    return await db.matches.create(**fields)
