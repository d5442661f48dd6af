"""Migrations: a fresh file, an upgrade in place, a newer file refused, an atomic failure."""

from __future__ import annotations

import asyncio
import sqlite3

import aiosqlite
import pytest

from storage import LATEST_VERSION, Database, SchemaTooNew, schema, testing
from tests.storage.conftest import BLACK_ID, START, WHITE_ID, new_match


async def test_fresh_database_is_at_the_latest_version_with_safe_settings(db):
    assert await db.schema_version() == LATEST_VERSION == len(schema.MIGRATIONS)
    pragmas = await db.pragmas()
    assert pragmas["journal_mode"] == "wal"
    assert pragmas["foreign_keys"] == 1
    assert pragmas["busy_timeout"] == 5000
    assert pragmas["synchronous"] == 2  # FULL: a committed move survives a power cut
    assert await db.integrity_check() == ["ok"]


async def test_reopening_changes_nothing(db_path):
    async with await Database.open(db_path) as db:
        match = await new_match(db)
    async with await Database.open(db_path) as db:
        assert await db.schema_version() == LATEST_VERSION
        assert await db.matches.get(match.id) == match


async def test_version_1_database_upgrades_in_place_keeping_its_data(db_path):
    await testing.create_at_version(db_path, 1)
    assert testing.user_version(db_path) == 1
    legacy_id = testing.insert_row(
        db_path,
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
    async with await Database.open(db_path) as db:
        assert await db.schema_version() == LATEST_VERSION
        legacy = await db.matches.get(legacy_id)
        assert (legacy.position, legacy.version, legacy.deadline_at) == (START, 1, None)
        # The column migration 2 added works on the old row.
        updated = await db.matches.update(legacy_id, 1, deadline_at=50.0)
        assert await db.matches.due_for_timeout(now=60.0) == [updated]
        assert (await db.pragmas())["journal_mode"] == "wal"
        assert await db.integrity_check() == ["ok"]


async def test_newer_database_is_refused_and_left_untouched(db_path):
    async with await Database.open(db_path) as db:
        await new_match(db)
    testing.set_user_version(db_path, LATEST_VERSION + 1)
    before = db_path.read_bytes()
    with pytest.raises(SchemaTooNew, match=f"version {LATEST_VERSION + 1}.*newer release"):
        await Database.open(db_path)
    assert db_path.read_bytes() == before
    assert testing.user_version(db_path) == LATEST_VERSION + 1


async def test_a_failing_migration_leaves_the_last_complete_version(db_path):
    broken = (*schema.MIGRATIONS, testing.BROKEN_MIGRATION)
    await testing.create_at_version(db_path, 1)
    async with aiosqlite.connect(str(db_path), isolation_level=None) as conn:
        with pytest.raises(Exception, match="syntax error"):
            await schema.migrate(conn, broken)
    # The real migrations committed, the broken one after them rolled back whole (its first
    # table is gone too).
    assert testing.user_version(db_path) == LATEST_VERSION
    with pytest.raises(sqlite3.OperationalError, match="no such table: extra"):
        testing.insert_row(db_path, "extra", x=1)
    async with await Database.open(db_path) as db:
        assert await db.schema_version() == LATEST_VERSION
        assert await db.integrity_check() == ["ok"]


async def test_two_processes_opening_a_new_file_at_once_migrate_it_once(db_path):
    first, second = await asyncio.gather(Database.open(db_path), Database.open(db_path))
    try:
        assert await first.schema_version() == await second.schema_version() == LATEST_VERSION
        match = await new_match(first)
        assert await second.matches.get(match.id) == match
    finally:
        await first.close()
        await second.close()


async def test_bad_synchronous_setting_is_refused(db_path):
    with pytest.raises(ValueError, match="synchronous"):
        await Database.open(db_path, synchronous="SOMETIMES")
