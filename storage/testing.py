"""Test support: build databases as earlier releases left them and damage rows on purpose.

The project keeps every line of SQL inside ``storage``; the tests of migrations and of damaged
rows need to write around the repositories, so the few raw writes they need live here.  Nothing
in the bot imports this module.  Each helper opens its own connection to the database (an SQLite
path or a PostgreSQL URL), because it stands in for another program touching it: an old
release, a bad disk, a hand edit.  ``damage_page`` and ``hold_write_lock`` are SQLite's only
(a file's bytes and its write lock); they are synchronous, for a child process to run.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager, closing, suppress
from os import PathLike
from typing import Any

from storage import schema
from storage.backend import Backend
from storage.postgres import PostgresBackend, is_url
from storage.sqlite import SqliteBackend

_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
Target = str | PathLike[str]


class RawText(bytes):
    """Bytes to store as a TEXT value as they are, e.g. ones that are not valid UTF-8 (SQLite
    only: PostgreSQL refuses text that is not in the database's encoding)."""


@asynccontextmanager
async def connect(target: Target) -> AsyncIterator[Backend]:
    """The database as it is, without Database.open's checks, settings or migrations."""
    backend: Backend
    if is_url(target):
        backend = await PostgresBackend.connect(str(target))
    else:
        backend = await SqliteBackend.connect(target)
    try:
        yield backend
    finally:
        await backend.close()


async def create_at_version(target: Target, version: int) -> None:
    """A new database with only migrations 1..``version`` applied, as that release left it
    (an SQLite file keeps SQLite's default journal mode, as a very old one might)."""
    async with connect(target) as backend:
        await schema.migrate(backend, target=version)


# A migration whose first statement succeeds and whose second fails: applying it must leave
# no trace (no table ``extra``, the schema version unchanged).
BROKEN_MIGRATION = ("CREATE TABLE extra (x {int})", "THIS IS NOT SQL")


async def set_schema_version(target: Target, version: int) -> None:
    """Stamp the database with a schema version, as a newer (or older) release would."""
    async with connect(target) as backend, backend.write() as tx:
        await backend.dialect.write_version(tx, version)


async def schema_version(target: Target) -> int:
    async with connect(target) as backend, backend.read() as tx:
        return await backend.dialect.read_version(tx)


async def tables(target: Target) -> list[str]:
    """The names of the tables in the database (not the schema-version bookkeeping)."""
    async with connect(target) as backend, backend.read() as tx:
        return await schema.foreign_tables(tx)


async def rows_of(target: Target) -> dict[str, list[dict[str, Any]]]:
    """Every row of every Gamut table, in key order: for comparing two databases."""
    found: dict[str, list[dict[str, Any]]] = {}
    async with connect(target) as backend, backend.read() as tx:
        for table, order, _ in schema.TABLES:
            result = await tx.fetch(f"SELECT * FROM {table} ORDER BY {order}")
            found[table] = [dict(zip(row.keys(), tuple(row), strict=True)) for row in result]
    return found


async def insert_row(target: Target, table: str, **values: Any) -> int | None:
    """Insert one row with exactly these columns (e.g. a row of an older schema); its id, if
    the table has one."""
    _check_names(table, *values)
    names = ", ".join(values)
    marks = ", ".join(_mark(value) for value in values.values())
    async with connect(target) as backend, backend.write() as tx:
        (row,) = await tx.fetch(
            f"INSERT INTO {table} ({names}) VALUES ({marks}) RETURNING *", tuple(values.values())
        )
    return int(row["id"]) if "id" in row.keys() else None  # noqa: SIM118 (sqlite3.Row)


async def damage(target: Target, table: str, where: Mapping[str, Any], **values: Any) -> int:
    """Overwrite columns of the rows matching ``where`` the way a bad disk or a careless hand
    edit would; the number of rows changed.

    SQLite is told to skip its CHECK constraints, and stores any value in any column, so
    anything can be written; PostgreSQL enforces its column types and CHECKs whatever a client
    does, so there only damage those allow can be made (anything else raises StorageFault).
    """
    _check_names(table, *where, *values)
    assignments = ", ".join(f"{name} = {_mark(value)}" for name, value in values.items())
    condition = " AND ".join(f"{name} = ?" for name in where) or "1 = 1"
    async with connect(target) as backend:
        if isinstance(backend, SqliteBackend):
            async with backend.read() as tx:
                await tx.execute("PRAGMA ignore_check_constraints = ON")
        async with backend.write() as tx:
            changed = await tx.fetch(
                f"UPDATE {table} SET {assignments} WHERE {condition} RETURNING 1",
                (*values.values(), *where.values()),
            )
    return len(changed)


def damage_page(path: str | PathLike[str], table: str) -> int:
    """Overwrite the b-tree header of ``table``'s root page with garbage, as a torn write or
    a bad sector would, leaving the file header intact (the file still opens); the page number.

    The database must be closed (its WAL checkpointed into the file) so the damage is not
    hidden by a newer copy of the page in the WAL.
    """
    _check_names(table)
    with closing(sqlite3.connect(str(path))) as conn:
        (page_size,) = conn.execute("PRAGMA page_size").fetchone()
        found = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
        ).fetchone()
    if found is None:
        raise ValueError(f"No table {table!r} in {path}")
    page = int(found[0])
    with open(path, "r+b") as file:
        file.seek((page - 1) * int(page_size))
        file.write(b"\xee" * 12)
    return page


def hold_write_lock(path: str | PathLike[str]) -> None:
    """Take the database's write lock, print ``locked``, and keep it until stdin closes.

    Run in a child process (``python -c "...testing.hold_write_lock(PATH)"``) to stand for
    another program holding the lock: the test decides exactly when it is released.
    """
    with closing(sqlite3.connect(str(path), isolation_level=None)) as conn:
        conn.execute("BEGIN IMMEDIATE")
        print("locked", flush=True)
        sys.stdin.read()
        conn.execute("ROLLBACK")


def _mark(value: Any) -> str:
    return "CAST(? AS TEXT)" if isinstance(value, RawText) else "?"


def _check_names(*names: str) -> None:
    for name in names:
        if not _NAME.match(name):
            raise ValueError(f"Not a table or column name: {name!r}")


@asynccontextmanager
async def holding_match_lock(target: Target, match_id: int) -> AsyncIterator[None]:
    """Another connection holds the lock a write of ``match_id`` needs for the whole block
    (SQLite: the file's write lock; PostgreSQL: the match's row), as a stuck process would;
    its transaction is rolled back at the end, changing nothing."""
    async with connect(target) as backend:
        with suppress(_Release):
            async with backend.write() as tx:
                # SQLite's BEGIN IMMEDIATE already holds the file; a row is locked by reading
                # it FOR UPDATE.
                if not isinstance(backend, SqliteBackend):
                    await tx.fetch("SELECT id FROM matches WHERE id = ? FOR UPDATE", (match_id,))
                yield
                raise _Release


class _Release(Exception):
    """Ends holding_match_lock's transaction by rolling it back."""


async def lock_waiters(url: str) -> list[int]:
    """The server process ids of connections to the PostgreSQL database ``url`` that are
    waiting for a lock now."""
    async with connect(url) as backend, backend.read() as tx:
        found = await tx.fetch(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock' ORDER BY pid"
        )
    return [int(row["pid"]) for row in found]


async def terminate(url: str, pids: list[int]) -> None:
    """End these connections to the PostgreSQL server from its side, as an administrator (or
    a server restart) would."""
    async with connect(url) as backend, backend.read() as tx:
        for pid in pids:
            await tx.fetch("SELECT pg_terminate_backend(?)", (pid,))


async def add_unchecked_constraint(url: str, table: str, name: str, check: str) -> None:
    """Add a CHECK to a PostgreSQL table without checking the rows already there (``NOT
    VALID``), as a hurried hand edit might: rows that break it can then exist."""
    _check_names(table, name)
    async with connect(url) as backend, backend.write() as tx:
        await tx.execute(f"ALTER TABLE {table} ADD CONSTRAINT {name} CHECK ({check}) NOT VALID")


@asynccontextmanager
async def holding_lock(target: Target, key: str) -> AsyncIterator[None]:
    """Another connection holds a write transaction with ``lock=key`` (see Backend.write) for
    the whole block, e.g. the migration lock, as another Gamut process starting would."""
    async with connect(target) as backend, backend.write(lock=key):
        yield
