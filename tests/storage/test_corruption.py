"""A damaged row makes only its own match unavailable, with a clear error.

SQLite stores any value in any column (and, told to, ignores its CHECKs), so every kind of
damage below can happen to a file.  PostgreSQL enforces its column types and CHECK constraints
whatever a client does, so only the damage it can hold (valid JSON that is not an object, a
counter out of step) runs on both; for the rest, the PostgreSQL test proves the server refuses
to store it at all.
"""

from __future__ import annotations

import logging

import pytest

from storage import Database, MatchUnavailable, StorageError, StorageFault, testing
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match

# (id, columns, what the error says, whether PostgreSQL can hold it)
DAMAGE = [
    ("bad-json", {"options": "{not json"}, "options is not valid JSON", False),
    ("meta-not-object", {"meta": "[1, 2]"}, "meta is JSON list, not an object", True),
    ("unknown-status", {"status": "exploded"}, "status is str 'exploded'", False),
    ("id-not-a-number", {"white_id": "alice"}, "white_id is str 'alice'", False),
    ("reason-a-blob", {"reason": b"\x00blob"}, "reason is bytes", False),
    ("text-not-utf8", {"game_id": testing.RawText(b"\xffcross")}, "not UTF-8", False),
    ("bad-winner", {"winner": "nobody"}, "winner is str 'nobody'", False),
]
ON_BOTH = [
    pytest.param(backend, columns, problem, id=f"{name}-{backend}", marks=marks)
    for name, columns, problem, postgres_holds_it in DAMAGE
    for backend, marks in [("sqlite", ()), ("postgres", pytest.mark.postgres)]
    if backend == "sqlite" or postgres_holds_it
]
SQLITE_ONLY = [
    pytest.param(columns, id=name)
    for name, columns, _, postgres_holds_it in DAMAGE
    if not postgres_holds_it
]


@pytest.mark.parametrize(("database_backend", "columns", "problem"), ON_BOTH)
async def test_a_damaged_match_is_unavailable_and_the_others_keep_working(
    db, database_url, columns, problem
):
    good = await new_match(db, now=1.0)
    bad = await new_match(db, now=2.0)
    assert await testing.damage(database_url, "matches", {"id": bad.id}, **columns) == 1

    with pytest.raises(MatchUnavailable, match=f"Match #{bad.id} is unavailable") as caught:
        await db.matches.get(bad.id)
    assert problem in str(caught.value)
    assert caught.value.match_id == bad.id
    with pytest.raises(MatchUnavailable):
        await db.matches.apply_move(
            bad.id, bad.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
        )
    assert await db.matches.moves(bad.id) == [], "the refused move was rolled back"

    assert await db.matches.get(good.id) == good
    if columns.get("status") != "exploded":  # an unknown status is in no list at all
        assert await db.matches.active_for_user(BLACK_ID) == [good]
    assert await db.matches.all_active() == [good]
    moved = await db.matches.apply_move(
        good.id, good.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
    )
    assert moved.ply == 1


@pytest.mark.postgres
@pytest.mark.parametrize("columns", SQLITE_ONLY)
async def test_postgres_refuses_to_store_the_damage_only_sqlite_can_hold(postgres_url, columns):
    async with await Database.open(postgres_url) as db:
        match = await new_match(db)
        with pytest.raises(StorageFault):
            await testing.damage(postgres_url, "matches", {"id": match.id}, **columns)
        assert await db.matches.get(match.id) == match


async def test_lists_log_the_match_they_leave_out(db, database_url, caplog):
    bad = await new_match(db)
    await testing.damage(database_url, "matches", {"id": bad.id}, meta='"oops"')
    with caplog.at_level(logging.WARNING, logger="storage"):
        assert await db.matches.waiting_on(WHITE_ID) == []
    assert f"Match #{bad.id} is unavailable" in caplog.text
    assert "meta is JSON str, not an object" in caplog.text


async def test_a_damaged_move_log_makes_only_that_match_unavailable(sqlite_db, db_path):
    """SQLite only: PostgreSQL's CHECK keeps a move's side white or black."""
    db = sqlite_db
    good = await new_match(db)
    bad = await new_match(db)
    for match in (good, bad):
        await db.matches.apply_move(
            match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=None
        )
    await testing.damage(db_path, "moves", {"match_id": bad.id}, side="purple")
    with pytest.raises(MatchUnavailable, match="the move log: side is str 'purple'"):
        await db.matches.moves(bad.id)
    assert [m.text for m in await db.matches.moves(good.id)] == ["a4-b3"]


async def test_a_ply_counter_behind_its_log_refuses_moves_without_writing(db, database_url):
    match = await new_match(db)
    moved = await db.matches.apply_move(
        match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=None
    )
    await testing.damage(database_url, "matches", {"id": match.id}, ply=0)
    with pytest.raises(MatchUnavailable, match="the move log does not fit"):
        await db.matches.apply_move(
            match.id, moved.version, side="black", text="h4-g4", position="y", to_move_id=None
        )
    assert (await db.matches.get(match.id)).version == moved.version


@pytest.mark.parametrize(
    ("database_backend", "columns", "problem"),
    [
        pytest.param("sqlite", {"colour": "plaid"}, "colour", id="colour-sqlite"),
        pytest.param("sqlite", {"options": "[1]"}, "options", id="options-sqlite"),
        pytest.param(
            "postgres",
            {"options": "[1]"},
            "options",
            id="options-postgres",
            marks=pytest.mark.postgres,
        ),
    ],
)
async def test_a_damaged_challenge_is_a_clear_storage_error(db, database_url, columns, problem):
    made = await db.challenges.create(
        1, 2, "crossings", {}, "white", guild_id=None, channel_id=None, expires_at=9.0, now=1.0
    )
    await testing.damage(database_url, "challenges", {"id": made.id}, **columns)
    with pytest.raises(StorageError, match=f"Challenge #{made.id} is unavailable.*{problem}"):
        await db.challenges.get(made.id)
    assert await db.challenges.open_for_user(1) == []


async def test_integrity_check_names_a_row_that_breaks_its_constraints(sqlite_db, db_path):
    """SQLite only: PostgreSQL never stores such a row (see the refusal test above)."""
    match = await new_match(sqlite_db)
    assert await sqlite_db.integrity_check() == ["ok"]
    await testing.damage(db_path, "matches", {"id": match.id}, status="exploded")
    assert await sqlite_db.integrity_check() == ["CHECK constraint failed in matches"]


async def test_postgres_integrity_check_names_a_constraint_added_unchecked(postgres_url):
    async with await Database.open(postgres_url) as db:
        await new_match(db)
        assert await db.integrity_check() == ["ok"]
        await testing.add_unchecked_constraint(postgres_url, "matches", "short_games", "ply < 0")
        assert await db.integrity_check() == ["constraint short_games of matches is not validated"]
