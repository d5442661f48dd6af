"""Fixtures of the storage tests: a real SQLite file in a temporary directory."""

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
    return tmp_path / "gamut.db"


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
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
