"""Opening a PostgreSQL database that cannot be used: every case is refused by Database.open
with one DatabaseUnusable line naming the URL without its password and what to do, and by
bot.startup.open_database with the setting's name; a refused database is left as it was.
(The SQLite file's faults are in test_startup_faults; a newer schema is in test_schema, on
both backends.)"""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path

import asyncpg
import pytest

from bot.startup import SETTING, open_database
from storage import (
    LATEST_VERSION,
    Database,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    NotADatabase,
    schema,
    testing,
)
from storage.postgres import redact

pytestmark = pytest.mark.postgres
_roles = itertools.count(1)


def with_database(url: str, name: str, user: str | None = None) -> str:
    """``url`` pointing at database ``name`` (and logging in as ``user``)."""
    base, query = url.split("?", 1)
    scheme_user, _ = base.rsplit("/", 1)
    if user is not None:
        scheme_user = scheme_user.replace("//gamut@", f"//{user}@")
    return f"{scheme_user}/{name}?{query}"


async def refused(url: str, kind: type[DatabaseUnusable], *says: str) -> str:
    """Open ``url``, expect ``kind``, check the message is one line about ``url``."""
    with pytest.raises(kind) as caught:
        await Database.open(url, busy_timeout_ms=200)
    message = str(caught.value)
    assert message.startswith(f"{redact(url)}: "), message
    assert "\n" not in message
    for fragment in says:
        assert fragment in message, message
    return message


async def test_a_missing_database_is_named_without_the_password(postgres_url):
    url = with_database(postgres_url, "no_such_db").replace("//gamut@", "//gamut:s3cret@")
    message = await refused(url, DatabaseUnusable, "does not exist", "createdb")
    assert "s3cret" not in message
    assert message.startswith(f"{with_database(postgres_url, 'no_such_db')}: ")


async def test_an_unknown_role_is_a_refused_login(postgres_url):
    url = with_database(postgres_url, "postgres", user="nobody_here")
    await refused(url, DatabaseUnusable, "refused the login", "pg_hba.conf")


async def test_a_server_that_is_not_running_cannot_be_reached(tmp_path: Path):
    url = f"postgresql://gamut@/gamut?host={tmp_path}"
    await refused(url, DatabaseUnusable, "cannot be reached", "Start the server")


async def test_a_url_that_cannot_be_used_says_how_to_write_one():
    await refused("postgresql://gamut@/gamut?host=/tmp&sslmode=sometimes", DatabaseUnusable)


async def test_another_programs_database_is_refused_and_left_as_it_was(postgres_url):
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE TABLE bookmarks (url TEXT)")
    finally:
        await conn.close()
    await refused(postgres_url, NotADatabase, "another program's tables (bookmarks)")
    assert await testing.tables(postgres_url) == ["bookmarks"]
    assert await testing.schema_version(postgres_url) == 0


async def test_a_role_that_may_not_create_tables_is_read_only(postgres_server, postgres_url):
    role = f"reader_{next(_roles)}"
    postgres_server.admin(f"CREATE ROLE {role} LOGIN")
    url = with_database(postgres_url, postgres_url.split("?")[0].rsplit("/", 1)[1], user=role)
    # Without any right in the schema: no schema to create in.
    await refused(url, DatabaseReadOnly, "cannot create or change", "ownership")
    # With the right to use it, but not to create in it.
    schema_name = postgres_url.rsplit("search_path=", 1)[1]
    postgres_server.admin(f"GRANT USAGE ON SCHEMA {schema_name} TO {role}", "gamut_tests")
    await refused(url, DatabaseReadOnly, "permission denied for schema")
    assert await testing.tables(postgres_url) == []


async def test_a_migration_lock_held_too_long_is_locked_and_nothing_migrates(postgres_url):
    await testing.create_at_version(postgres_url, 2)
    async with testing.holding_lock(postgres_url, schema.MIGRATION_LOCK):
        await refused(postgres_url, DatabaseLocked, "another connection held a lock")
    assert await testing.schema_version(postgres_url) == 2
    async with await Database.open(postgres_url) as db:
        assert await db.schema_version() == LATEST_VERSION


async def test_the_bot_exits_with_one_line_naming_the_setting(postgres_url):
    url = with_database(postgres_url, "no_such_db")
    with pytest.raises(SystemExit) as caught:
        await open_database(url)  # type: ignore[arg-type]  # bot.startup takes a Path today
    message = caught.value.code
    assert isinstance(message, str)
    assert message.startswith(f"{SETTING}={url}: the database does not exist"), message
    assert message.endswith(f"or correct {SETTING}.")


async def test_a_new_database_is_migrated_in_its_public_schema(postgres_server):
    """The other tests get a schema of their own (tests/pg_server.py); a deployment gets a
    database of its own and uses its default schema."""
    url = postgres_server.create_database()
    try:
        async with await Database.open(url) as db:
            assert await db.schema_version() == LATEST_VERSION
            match = await db.matches.create(
                "crossings", {}, 1, 2, "p", status="active", to_move_id=1, now=1.0
            )
            assert match.id == 1
            assert await db.integrity_check() == ["ok"]
        assert sorted(await testing.tables(url)) == sorted(t for t, _, _ in schema.TABLES)
    finally:
        postgres_server.drop(url)


async def test_processes_starting_together_on_an_empty_database_all_open_it(postgres_url):
    """Several bot processes started at once on an empty database: one creates the tables,
    the others wait for it under the migration lock and never take the half-made tables for
    another program's (seen once in the four-process test)."""
    opened = await asyncio.gather(*(Database.open(postgres_url) for _ in range(6)))
    try:
        assert {await db.schema_version() for db in opened} == {LATEST_VERSION}
    finally:
        for db in opened:
            await db.close()
