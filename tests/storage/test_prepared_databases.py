"""The databases the ``db`` fixtures open are what Gamut's start-up makes of a new one.

``migrated_database_url`` (tests/conftest.py) copies an SQLite file migrated once per session
and lends PostgreSQL schemas again after emptying them (tests/pg_server.py's
``PreparedSchemas``), instead of migrating a new database for every test.  Checked here against
a database opened for the first time on ``database_url``, described by queries of this file
alone (the catalog as the database reports it, every row, the schema version): the same tables,
columns, keys and indexes, no row, the same version; after a test wrote rows the next one gets
none, numbered from 1 again; a schema a test changed is never lent again.
"""

from __future__ import annotations

from typing import Any

import pytest

from storage import Database, testing
from storage.schema import LATEST_VERSION
from tests.pg_server import SHARED_DATABASE, PostgresServer, PreparedSchemas
from tests.storage.conftest import new_match

SQLITE_CATALOG = ("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name",)
POSTGRES_CATALOG = (
    "SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity "
    "FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1, 2",
    "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
    "WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2",
    "SELECT tablename, indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1, 2",
)


async def described(target: str) -> dict[str, Any]:
    """The database's catalog, rows and schema version, as it reports them."""
    async with testing.connect(target) as backend, backend.read() as tx:
        postgres = backend.dialect.name == "postgresql"
        queries = POSTGRES_CATALOG if postgres else SQLITE_CATALOG
        catalog = [[tuple(row) for row in await tx.fetch(query)] for query in queries]
    return {
        "catalog": catalog,
        "rows": await testing.rows_of(target),
        "version": await testing.schema_version(target),
    }


async def test_a_prepared_database_is_what_opening_a_new_one_makes(
    migrated_database_url: str, database_url: str
) -> None:
    async with await Database.open(database_url):
        pass
    prepared, fresh = await described(migrated_database_url), await described(database_url)
    assert prepared == fresh
    assert fresh["version"] == LATEST_VERSION and fresh["catalog"][0]
    assert all(rows == [] for rows in fresh["rows"].values())


@pytest.mark.postgres
async def test_a_schema_given_back_is_lent_empty_and_numbering_from_one(
    prepared_schemas: PreparedSchemas,
) -> None:
    url = prepared_schemas.lend()
    async with await Database.open(url) as db:
        assert (await new_match(db)).id == 1
        assert (await new_match(db)).id == 2
    before = await described(url)
    prepared_schemas.give_back(url)
    again = prepared_schemas.lend()
    try:
        assert again == url  # the same schema, lent again
        after = await described(again)
        assert after["catalog"] == before["catalog"]
        assert all(rows == [] for rows in after["rows"].values())
        assert before["rows"]["matches"] != []
        async with await Database.open(again) as db:
            assert (await new_match(db)).id == 1
    finally:
        prepared_schemas.give_back(again)


@pytest.mark.postgres
async def test_a_schema_a_test_changed_is_dropped_not_lent_again(
    prepared_schemas: PreparedSchemas, postgres_server: PostgresServer
) -> None:
    url = prepared_schemas.lend()
    as_prepared = await described(url)
    await testing.add_unchecked_constraint(url, "matches", "no_crossings", "game_id <> 'x'")
    assert (await described(url))["catalog"] != as_prepared["catalog"]
    prepared_schemas.give_back(url)
    schema = url.rsplit("search_path=", 1)[1]
    gone = postgres_server.connect_and(
        lambda conn: conn.fetchval("SELECT to_regnamespace($1) IS NULL", schema), SHARED_DATABASE
    )
    assert gone is True
    other = prepared_schemas.lend()
    try:
        assert other != url
        assert await described(other) == as_prepared
    finally:
        prepared_schemas.give_back(other)
