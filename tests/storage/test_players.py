"""db.players: a local player's name keeps its user id across restarts and never shares it."""

from __future__ import annotations

import asyncio

import pytest

from storage import (
    FIRST_RESERVED_ID,
    LATEST_VERSION,
    MAX_NAME_LENGTH,
    Database,
    PlayersFull,
    StorageError,
    StorageFault,
    normalise_name,
    testing,
)
from tests.storage.conftest import new_match


async def test_ids_start_at_one_in_order_of_first_use(db):
    assert await db.players.names() == {}
    assert await db.players.id_for("alice") == 1
    assert await db.players.id_for("bob") == 2
    assert await db.players.id_for("alice") == 1
    assert await db.players.names() == {1: "alice", 2: "bob"}


async def test_ids_survive_a_reopen_whatever_order_names_come_back_in(database_url):
    async with await Database.open(database_url) as db:
        first = {name: await db.players.id_for(name) for name in ("alice", "bob", "carol")}
    async with await Database.open(database_url) as db:
        # carol first this time: she must not get the id bob had.
        again = {name: await db.players.id_for(name) for name in ("carol", "dave", "bob")}
        assert again["carol"] == first["carol"] and again["bob"] == first["bob"]
        assert again["dave"] not in first.values()
        assert await db.players.name_of(first["alice"]) == "alice"
        assert await db.players.names() == {
            first["alice"]: "alice",
            first["bob"]: "bob",
            first["carol"]: "carol",
            again["dave"]: "dave",
        }


async def test_spellings_of_one_name_are_one_player_and_distinct_names_never_share(db):
    bob = await db.players.id_for("bob")
    for spelling in ("Bob", "@bob", "  @BOB\t", "bOb"):
        assert await db.players.id_for(spelling) == bob
    names = [f"player{i}" for i in range(50)]
    ids = [await db.players.id_for(name) for name in names]
    assert len(set(ids) | {bob}) == 51
    assert all(1 <= i < FIRST_RESERVED_ID for i in ids)
    assert await db.players.name_of(bob) == "bob"


async def test_two_handles_naming_players_at_once_agree(database_url):
    first, second = await asyncio.gather(Database.open(database_url), Database.open(database_url))
    try:
        names = [f"p{i}" for i in range(20)]
        got_first, got_second = await asyncio.gather(
            asyncio.gather(*(first.players.id_for(n) for n in names)),
            asyncio.gather(*(second.players.id_for(n) for n in reversed(names))),
        )
        assert list(got_first) == list(reversed(got_second))
        assert len(set(got_first)) == len(names)
        assert await first.players.names() == await second.players.names()
    finally:
        await first.close()
        await second.close()


async def test_unknown_id_has_no_name(db):
    assert await db.players.name_of(7) is None
    assert await db.players.name_of(FIRST_RESERVED_ID) is None


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        pytest.param("", "empty", id="empty"),
        pytest.param("   ", "empty", id="blank"),
        pytest.param("@", "empty", id="only-at"),
        pytest.param("x" * (MAX_NAME_LENGTH + 1), "at most 32", id="too-long"),
        pytest.param("bob smith", "without spaces", id="inner-space"),
        pytest.param("bob\x00", "control", id="nul"),
        pytest.param("bo\x1bb", "control", id="escape"),
        pytest.param("bo\u200bb", "control", id="zero-width-space"),
        pytest.param(42, "text", id="not-text"),
    ],
)
async def test_bad_names_are_refused_and_nothing_is_stored(db, name, problem):
    with pytest.raises(ValueError, match=problem):
        await db.players.id_for(name)
    assert await db.players.names() == {}


def test_normalise_name_keeps_the_longest_allowed_name_and_strips_one_at():
    longest = "x" * MAX_NAME_LENGTH
    assert normalise_name(f" @{longest.upper()} ") == longest
    assert normalise_name("@@bob") == "@bob"
    assert normalise_name("Zoë") == "zoë"


async def test_no_new_id_once_every_id_below_the_reserved_one_is_taken(db, database_url):
    await testing.insert_row(database_url, "players", id=FIRST_RESERVED_ID - 1, name="last")
    with pytest.raises(PlayersFull, match="Reuse an existing name"):
        await db.players.id_for("newcomer")
    assert await db.players.id_for("last") == FIRST_RESERVED_ID - 1
    assert await db.players.name_of(FIRST_RESERVED_ID - 1) == "last"


async def test_the_schema_refuses_a_player_with_a_reserved_id(db, database_url):
    with pytest.raises(StorageFault, match="(?i)check constraint"):
        await testing.insert_row(database_url, "players", id=FIRST_RESERVED_ID, name="robot")
    assert await db.players.names() == {}


async def test_an_older_database_gains_the_players_table_on_open(database_url):
    await testing.create_at_version(database_url, 2)
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == LATEST_VERSION
        assert await db.players.id_for("alice") == 1


async def test_a_damaged_player_row_is_a_storage_error(sqlite_db, db_path):
    """SQLite only: PostgreSQL stores nothing but text in a TEXT column."""
    db = sqlite_db
    alice = await db.players.id_for("alice")
    await testing.damage(db_path, "players", {"id": alice}, name=b"\x00blob")
    with pytest.raises(StorageError, match="damaged"):
        await db.players.name_of(alice)
    with pytest.raises(StorageError, match="damaged"):
        await db.players.names()


async def test_a_name_is_shown_as_first_typed_and_found_in_any_case(db):
    ana = await db.players.id_for("@Ana ")
    assert await db.players.id_for("ANA") == ana and await db.players.find("aNA") == ana
    assert await db.players.name_of(ana) == "Ana"
    assert await db.players.names() == {ana: "Ana"}


async def test_players_stored_before_names_kept_their_capitals_keep_their_names(database_url):
    await testing.create_at_version(database_url, LATEST_VERSION - 1)
    await testing.insert_row(database_url, "players", id=1, name="ana")
    async with await Database.open(database_url) as db:
        assert await db.players.names() == {1: "ana"}
        assert await db.players.id_for("Ana") == 1
        assert await db.players.current_matches() == {}


async def test_each_local_players_current_match_is_stored(db):
    alice, bob = await db.players.id_for("alice"), await db.players.id_for("bob")
    first, second = (await new_match(db)).id, (await new_match(db)).id
    await db.players.remember_matches({alice: first, bob: first})
    await db.players.remember_matches({bob: second, FIRST_RESERVED_ID: first})  # not local
    assert await db.players.current_matches() == {alice: first, bob: second}
    with pytest.raises(StorageFault):  # a match that does not exist is never current
        await db.players.remember_matches({alice: second + 100})
    assert await db.players.current_matches() == {alice: first, bob: second}
