"""Migrations on both backends: a fresh database, an upgrade in place, a newer one refused, an
atomic failure, two processes migrating at once; and the settings each backend runs with."""

from __future__ import annotations

import asyncio

import pytest

from storage import LATEST_VERSION, Database, SchemaTooNew, StorageFault, dialect, schema, testing
from storage.postgres import redact
from tests.storage.conftest import BLACK_ID, START, WHITE_ID, new_match


async def test_fresh_database_is_at_the_latest_version_and_sound(db):
    assert await db.schema_version() == LATEST_VERSION == len(schema.MIGRATIONS)
    assert await db.integrity_check() == ["ok"]
    assert sorted(await testing.tables(db.path)) == sorted(t for t, _, _ in schema.TABLES)


async def test_a_fresh_sqlite_file_runs_with_safe_settings(sqlite_db):
    """SQLite only: these are the file's pragmas."""
    pragmas = await sqlite_db.pragmas()
    assert pragmas["journal_mode"] == "wal"
    assert pragmas["foreign_keys"] == 1
    assert pragmas["busy_timeout"] == 5000
    assert pragmas["synchronous"] == 2  # FULL: a committed move survives a power cut


async def test_postgres_runs_with_the_busy_timeout_as_lock_timeout(postgres_url):
    async with await Database.open(postgres_url, busy_timeout_ms=1500) as db:
        settings = await db.pragmas()
        assert db.backend == "postgresql"
    assert settings["lock_timeout"] == "1500ms"
    assert settings["default_transaction_isolation"] == "read committed"
    assert settings["pool_max_size"] >= 2
    assert settings["server_version"].startswith(("1", "2"))


async def test_reopening_changes_nothing(database_url):
    async with await Database.open(database_url) as db:
        match = await new_match(db)
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == LATEST_VERSION
        assert await db.matches.get(match.id) == match


async def test_version_1_database_upgrades_in_place_keeping_its_data(database_url):
    await testing.create_at_version(database_url, 1)
    assert await testing.schema_version(database_url) == 1
    legacy_id = await testing.insert_row(
        database_url,
        "matches",
        game_id="charing-cross",
        options='{"first":"white"}',
        white_id=WHITE_ID,
        black_id=BLACK_ID,
        status="active",
        position=START,
        to_move_id=WHITE_ID,
        created_at=5.0,
        updated_at=5.0,
        last_move_at=5.0,
    )
    assert legacy_id is not None
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == LATEST_VERSION
        legacy = await db.matches.get(legacy_id)
        assert (legacy.position, legacy.version, legacy.deadline_at) == (START, 1, None)
        # The column migration 2 added works on the old row.
        updated = await db.matches.update(legacy_id, 1, deadline_at=50.0)
        assert await db.matches.due_for_timeout(now=60.0) == [updated]
        assert await db.integrity_check() == ["ok"]
        # The database numbers the next match after the legacy one.
        assert (await new_match(db)).id > legacy_id


# Each stored sentence of a release before kinds were kept, and the kind the rules make it
# (docs/rules): the service's own sentences and the engines' "neither side can move" name
# theirs exactly; any other sentence (an engine's own, or a word the service never wrote) is
# left 'unrecorded' rather than guessed at.
ENDINGS_OF_OLD_SENTENCES = [
    ("black", "White resigned", "resignation"),
    (None, "agreed by both players", "agreement"),
    ("white", "Black did not move within 72 h", "time"),
    ("black", "White ran out of time at the round's deadline", "time"),
    (None, "the host's limit of 300 moves was reached", "move-limit"),
    ("white", "Black withdrew from the tournament", "withdrawal"),
    (None, "neither side can move", "both-stuck"),
    ("white", "a white knight reached its goal at d8", "unrecorded"),
    ("white", "black resigned", "unrecorded"),
    ("black", "white did not move within 72 h", "unrecorded"),
    (None, "the host's limit of 300 moves", "unrecorded"),
    ("white", "Black resigned, they said", "unrecorded"),
]


async def test_the_ending_migration_gives_each_ended_match_the_kind_its_sentence_names(
    database_url,
):
    await testing.create_at_version(database_url, 11)
    common = {
        "game_id": "charing-cross",
        "white_id": WHITE_ID,
        "black_id": BLACK_ID,
        "position": START,
        "created_at": 5.0,
        "updated_at": 5.0,
        "last_move_at": 5.0,
    }
    ended = [
        await testing.insert_row(
            database_url, "matches", status="finished", winner=winner, reason=reason, **common
        )
        for winner, reason, _ in ENDINGS_OF_OLD_SENTENCES
    ]
    archived_after_ending = await testing.insert_row(
        database_url, "matches", status="archived", winner="black", reason="White resigned",
        **common,
    )
    archived_unplayed = await testing.insert_row(
        database_url, "matches", status="archived", **common
    )
    running = await testing.insert_row(
        database_url, "matches", status="active", to_move_id=WHITE_ID, **common
    )
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == LATEST_VERSION
        read = [await db.matches.get(match_id) for match_id in ended]
        assert [(m.winner, m.reason, m.ending) for m in read] == ENDINGS_OF_OLD_SENTENCES
        assert (await db.matches.get(archived_after_ending)).ending == "resignation"
        assert (await db.matches.get(archived_unplayed)).ending is None
        assert (await db.matches.get(running)).ending is None
        assert await db.integrity_check() == ["ok"]


async def test_an_upgraded_sqlite_file_switches_to_wal(db_path):
    """SQLite only: an old release's file had SQLite's default journal."""
    await testing.create_at_version(db_path, 1)
    async with await Database.open(db_path) as db:
        assert (await db.pragmas())["journal_mode"] == "wal"


async def test_newer_database_is_refused_and_left_untouched(database_url):
    async with await Database.open(database_url) as db:
        await new_match(db)
    await testing.set_schema_version(database_url, LATEST_VERSION + 1)
    before = await testing.rows_of(database_url)
    newer = f"version {LATEST_VERSION + 1}.*newer release"
    with pytest.raises(SchemaTooNew, match=newer) as caught:
        await Database.open(database_url)
    assert str(caught.value).startswith(f"{database_url}: ")
    assert await testing.rows_of(database_url) == before
    assert await testing.schema_version(database_url) == LATEST_VERSION + 1


async def test_a_newer_sqlite_file_is_left_byte_for_byte(db_path):
    """SQLite only: not even the journal mode of the file may change."""
    async with await Database.open(db_path) as db:
        await new_match(db)
    await testing.set_schema_version(db_path, LATEST_VERSION + 1)
    before = db_path.read_bytes()
    with pytest.raises(SchemaTooNew):
        await Database.open(db_path)
    assert db_path.read_bytes() == before


async def test_a_failing_migration_leaves_the_last_complete_version(database_url):
    broken = (*schema.MIGRATIONS, testing.BROKEN_MIGRATION)
    await testing.create_at_version(database_url, 1)
    async with testing.connect(database_url) as backend:
        with pytest.raises(StorageFault, match="syntax error"):
            await schema.migrate(backend, broken)
    # The real migrations committed, the broken one after them rolled back whole (its first
    # table is gone too).
    assert await testing.schema_version(database_url) == LATEST_VERSION
    assert "extra" not in await testing.tables(database_url)
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == LATEST_VERSION
        assert await db.integrity_check() == ["ok"]


async def test_two_processes_opening_a_new_database_at_once_migrate_it_once(database_url):
    first, second = await asyncio.gather(Database.open(database_url), Database.open(database_url))
    try:
        assert await first.schema_version() == await second.schema_version() == LATEST_VERSION
        match = await new_match(first)
        assert await second.matches.get(match.id) == match
    finally:
        await first.close()
        await second.close()


async def test_bad_synchronous_setting_is_refused(database_url):
    with pytest.raises(ValueError, match="synchronous"):
        await Database.open(database_url, synchronous="SOMETIMES")


def test_every_migration_renders_for_both_dialects_and_unknown_tokens_are_refused():
    for migration in schema.MIGRATIONS:
        for statement in migration:
            if callable(statement):  # a Python step (the ratings migration): no SQL text
                continue
            for language in (dialect.SQLITE, dialect.POSTGRES):
                assert "{" not in language.ddl(statement).replace("'{}'", "")
    with pytest.raises(ValueError, match="Unknown schema token"):
        dialect.SQLITE.ddl("CREATE TABLE t (x {integer})")


@pytest.mark.parametrize(
    ("written", "numbered"),
    [
        ("SELECT 1", "SELECT 1"),
        ("UPDATE t SET a = ?, b = ? WHERE c = ?", "UPDATE t SET a = $1, b = $2 WHERE c = $3"),
        ("SELECT '?' || ? FROM \"odd?name\" WHERE x = 'it''s ?'", None),
    ],
)
def test_placeholders_become_numbered_for_postgres_outside_quotes(written, numbered):
    expected = numbered or "SELECT '?' || $1 FROM \"odd?name\" WHERE x = 'it''s ?'"
    assert dialect.POSTGRES.sql(written) == expected
    assert dialect.SQLITE.sql(written) == written


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://gamut:pw@db.example:5433/gamut", "postgresql://gamut@db.example:5433/gamut"),
        ("postgres://u:p%40ss@h/d?sslmode=require", "postgres://u@h/d?sslmode=require"),
        ("postgresql://u@/d?host=/run/pg&password=pw", "postgresql://u@/d?host=/run/pg"),
        ("postgresql://h/d", "postgresql://h/d"),
    ],
)
def test_messages_name_a_postgres_url_without_its_password_the_password_wherever_it_is(url, shown):
    assert redact(url) == shown
