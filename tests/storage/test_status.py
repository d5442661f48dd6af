"""The status and system enums of storage.status, and the kinds of ending (games.Ending),
against the schema, on both backends.

The words are written twice on purpose, once in the enums and once in the schema's CHECK
constraints (a migration is history and never changes); here the database itself says they
agree: it stores every member's word and refuses a word outside the enum, and a row read
back carries the member itself, so code compares members.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from enum import StrEnum
from typing import Any

import pytest

from games import Ending
from storage import Database, StorageFault
from storage.status import ChallengeStatus, MatchStatus, TournamentStatus, TournamentSystem
from storage.testing import connect
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match
from tests.storage.test_tournaments import new_tournament


async def _match(db: Database) -> tuple[int, Callable[[int], Awaitable[Any]]]:
    return (await new_match(db)).id, db.matches.get


async def _challenge(db: Database) -> tuple[int, Callable[[int], Awaitable[Any]]]:
    made = await db.challenges.create(
        WHITE_ID, BLACK_ID, "crossings", {}, "random", guild_id=None, channel_id=None,
        expires_at=500.0, now=100.0,
    )
    return made.id, db.challenges.get


async def _tournament(db: Database) -> tuple[int, Callable[[int], Awaitable[Any]]]:
    return (await new_tournament(db)).id, db.tournaments.get


CASES = [
    ("matches", "status", MatchStatus, _match),
    ("matches", "ending", Ending, _match),
    ("challenges", "status", ChallengeStatus, _challenge),
    ("tournaments", "status", TournamentStatus, _tournament),
    ("tournaments", "system", TournamentSystem, _tournament),
]


@pytest.mark.parametrize(
    ("table", "column", "kind", "make"), CASES, ids=[f"{t}.{c}" for t, c, _, _ in CASES]
)
async def test_the_database_stores_exactly_the_enums_words(
    db: Database, database_url: str, table: str, column: str, kind: type[StrEnum], make: Any
) -> None:
    row_id, get = await make(db)
    async with connect(database_url) as backend:
        for member in kind:
            async with backend.write() as tx:
                await tx.execute(
                    f"UPDATE {table} SET {column} = ? WHERE id = ?", (member.value, row_id)
                )
            read = getattr(await get(row_id), column)
            assert read is member
        with pytest.raises(StorageFault):
            async with backend.write() as tx:
                await tx.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", ("x", row_id))
    assert getattr(await get(row_id), column) is list(kind)[-1]
