"""Test support: build databases as earlier releases left them and damage rows on purpose.

The project keeps every line of SQL inside ``storage``; the tests of migrations and of damaged
rows need to write around the repositories, so the few raw writes they need live here.  Nothing
in the bot imports this module.  The helpers are synchronous (plain ``sqlite3``) because they
stand in for another program touching the file: an old release, a bad disk, a hand edit.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import Mapping
from contextlib import closing
from os import PathLike
from typing import Any

import aiosqlite

from storage import schema

_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


class RawText(bytes):
    """Bytes to store as a TEXT value as they are, e.g. ones that are not valid UTF-8."""


async def create_at_version(path: str | PathLike[str], version: int) -> None:
    """A new database file with only migrations 1..``version`` applied, as that release left
    it (the journal mode of the file is left at SQLite's default, as a very old one might)."""
    async with aiosqlite.connect(str(path), isolation_level=None) as conn:
        await schema.migrate(conn, target=version)


# A migration whose first statement succeeds and whose second fails: applying it must leave
# no trace (no table ``extra``, the user_version unchanged).
BROKEN_MIGRATION = ("CREATE TABLE extra (x INTEGER)", "THIS IS NOT SQL")


def set_user_version(path: str | PathLike[str], version: int) -> None:
    """Stamp the file with a schema version, as a newer (or older) release would."""
    with closing(sqlite3.connect(str(path), isolation_level=None)) as conn:
        conn.execute(f"PRAGMA user_version = {int(version)}")


def user_version(path: str | PathLike[str]) -> int:
    with closing(sqlite3.connect(str(path))) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def insert_row(path: str | PathLike[str], table: str, **values: Any) -> int:
    """Insert one row with exactly these columns (e.g. a row of an older schema); its rowid."""
    _check_names(table, *values)
    names = ", ".join(values)
    marks = ", ".join(_mark(value) for value in values.values())
    with closing(sqlite3.connect(str(path), isolation_level=None)) as conn:
        cursor = conn.execute(
            f"INSERT INTO {table} ({names}) VALUES ({marks})", tuple(values.values())
        )
        return int(cursor.lastrowid or 0)


def damage(path: str | PathLike[str], table: str, where: Mapping[str, Any], **values: Any) -> int:
    """Overwrite columns of the rows matching ``where``, bypassing CHECK constraints, the way
    a bad disk or a careless hand edit would; the number of rows changed."""
    _check_names(table, *where, *values)
    assignments = ", ".join(f"{name} = {_mark(value)}" for name, value in values.items())
    condition = " AND ".join(f"{name} = ?" for name in where) or "1"
    with closing(sqlite3.connect(str(path), isolation_level=None)) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        cursor = conn.execute(
            f"UPDATE {table} SET {assignments} WHERE {condition}",
            (*values.values(), *where.values()),
        )
        return cursor.rowcount


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
