"""The SQLite backend: one connection through aiosqlite, set up for a long-running bot.

Why one connection and a lock: aiosqlite runs every call on the connection's own thread, but a
transaction spans several awaited calls, and two tasks interleaving statements on one
connection would share (and commit or roll back) each other's transaction.  The lock makes
each repository call one indivisible unit; SQLite work is sub-millisecond, so serialising it
costs nothing a bot would notice.  Other processes (a second bot instance, a maintenance
script) are kept consistent by SQLite's own locking, the busy timeout and ``BEGIN IMMEDIATE``.

Durability: WAL with ``synchronous=FULL`` by default, so a committed move survives a killed
process *and* a power cut (NORMAL survives only the former); fsync costs well under a
millisecond on the machines measured in benchmarks/storage.py.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from os import PathLike
from pathlib import Path
from typing import Any

import aiosqlite

from storage import preflight, schema
from storage.backend import Backend, ConstraintViolated, DataDamaged, Transaction, busy
from storage.dialect import SQLITE
from storage.errors import CommitUnknown, StorageBusy, StorageError, StorageFault
from storage.rows import Row, decode_text

log = logging.getLogger(__name__)

SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")


# How many busy timeouts start-up may wait for the write lock (see SqliteBackend.open).
STARTUP_WAIT_FACTOR = 6
# Between tries of switching a new file to WAL while another process holds it.
SETTINGS_RETRY_SECONDS = 0.05

class SqliteTransaction(Transaction):
    def __init__(self, backend: SqliteBackend, conn: aiosqlite.Connection) -> None:
        super().__init__(backend)
        self._conn = conn

    async def _fetch(self, sql: str, params: tuple[Any, ...]) -> list[Row]:
        return list(await self._conn.execute_fetchall(sql, params))

    async def _execute(self, sql: str, params: tuple[Any, ...]) -> None:
        await self._conn.execute(sql, params)

    async def _executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        await self._conn.executemany(sql, rows)


class SqliteBackend(Backend):
    """An SQLite file.  Create with :meth:`open` (checked and migrated) or :meth:`connect`."""

    dialect = SQLITE

    def __init__(self, conn: aiosqlite.Connection, location: str) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self._closed = False
        self.location = location

    @classmethod
    async def connect(
        cls, path: str | PathLike[str], *, busy_timeout_ms: int = 5000
    ) -> SqliteBackend:
        """The file as it is: no checks, no settings but the busy timeout, no migration (what
        tests use to stand for an older release or another program)."""
        conn = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            conn.text_factory = decode_text
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        except BaseException:
            await conn.close()
            raise
        return cls(conn, os.fspath(path))

    @classmethod
    async def open(
        cls, path: str | PathLike[str], *, busy_timeout_ms: int, synchronous: str
    ) -> SqliteBackend:
        """Open (creating it and its folders if needed), check and migrate the file.

        Raises only the storage package's own errors, each naming the path and what to do:
        DatabaseUnusable (a folder, a path under a file, unreachable) and its kinds
        NotADatabase, DatabaseCorrupt (quick_check), DatabaseReadOnly (checked by a real
        write), DatabaseLocked (also a StorageBusy) and SchemaTooNew, which leaves the file
        untouched.  See storage.preflight for the checks and why they run at start.
        """
        location = Path(os.fspath(path))
        await asyncio.to_thread(preflight.prepare_location, location)
        try:
            # Start-up waits longer for the write lock than a player's move does: another
            # process opening the same new file runs the whole migration history, one
            # transaction per migration, and a waiter (SQLite's busy handler polls) rarely
            # slips in between them, so it waits for all of them, not for one.
            backend = await cls.connect(
                location, busy_timeout_ms=busy_timeout_ms * STARTUP_WAIT_FACTOR
            )
        except (sqlite3.Error, OSError) as exc:
            raise preflight.classify(location, exc) from exc
        try:
            # Refuse a foreign, newer or damaged file before anything below writes to it
            # (journal_mode is persistent and would change the file).
            await preflight.check_contents(backend, location)
            await backend._settings(path, synchronous, busy_timeout_ms * STARTUP_WAIT_FACTOR)
            await schema.migrate(backend)
            await schema.probe_write(backend)
            await backend._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        except BaseException as exc:
            with suppress(sqlite3.Error):
                await backend.close()
            if not isinstance(exc, sqlite3.Error | OSError | StorageError):
                raise
            problem = preflight.classify(location, exc)
            if problem is exc:
                raise
            raise problem from exc
        return backend

    async def close(self) -> None:
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._conn.close()

    async def _settings(self, path: object, synchronous: str, wait_ms: int) -> None:
        """WAL, the sync level and foreign keys for this connection.

        Switching a new file to WAL needs it to itself for a moment: when another process
        opening the same new file holds it (switching or migrating), SQLite may answer
        "database is locked" at once, without its busy handler.  So the switch is tried again
        until the start-up wait for the write lock is over (then DatabaseLocked, as for a
        lock held all that time)."""
        deadline = asyncio.get_running_loop().time() + wait_ms / 1000
        while True:
            try:
                async with self.read() as tx:
                    (mode,) = await tx.fetch("PRAGMA journal_mode = WAL")
                    if mode[0] != "wal":  # e.g. a file system without shared memory
                        log.warning(
                            "%s: SQLite kept journal_mode=%s instead of WAL", path, mode[0]
                        )
                    await tx.execute(f"PRAGMA synchronous = {synchronous.upper()}")
                    await tx.execute("PRAGMA foreign_keys = ON")
                return
            except StorageBusy:
                if asyncio.get_running_loop().time() >= deadline:
                    raise
                await asyncio.sleep(SETTINGS_RETRY_SECONDS)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Transaction]:
        """The connection in autocommit mode: each statement sees committed data."""
        async with self._lock:
            with self.translating():
                yield SqliteTransaction(self, self._conn)

    @asynccontextmanager
    async def write(self, lock: str | None = None) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` takes SQLite's write lock up front, so a transaction never
        fails half-way because another process started writing after it read; it also
        excludes every other writer, so ``lock`` needs nothing more."""
        async with self._lock:
            with self.translating():
                await self._conn.execute("BEGIN IMMEDIATE")
            committing = False
            try:
                yield SqliteTransaction(self, self._conn)
                committing = True
                await self._conn.execute("COMMIT")
            except BaseException as exc:
                try:
                    await self._rollback()
                except sqlite3.Error as failed:
                    raise self.translate(failed) or failed from exc
                problem = self.translate(exc)
                if problem is None:
                    raise
                if committing and not isinstance(problem, StorageBusy):
                    # A failed COMMIT (a disk I/O error) may have written its commit record
                    # before failing: the repository looks whether the write is there.
                    raise CommitUnknown(str(exc), final=False) from exc
                raise problem from exc

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        """Nothing to take: an SQLite file serves one bot process (several processes are what
        PostgreSQL is for), whose own in-memory locks serialise its work; another program
        writing the file meanwhile is still kept consistent by the version checks."""
        yield

    async def _rollback(self) -> None:
        """Roll back whatever is open.  Always queued, never skipped: after a cancellation the
        statements before it may still be waiting on the connection's thread, and the queue
        runs in order.  "No transaction is active" means a queued COMMIT got there first."""
        try:
            await self._conn.execute("ROLLBACK")
        except sqlite3.OperationalError as exc:
            if "no transaction" not in str(exc):
                raise

    def translate(self, exc: BaseException) -> StorageError | None:
        """A lock is StorageBusy; a constraint ConstraintViolated; an unreadable page
        (a bare DatabaseError: "malformed", "not a database") DataDamaged; any other SQLite
        error a StorageFault."""
        if not isinstance(exc, sqlite3.Error):
            return None
        if isinstance(exc, sqlite3.IntegrityError):
            return ConstraintViolated(str(exc))
        if type(exc) is sqlite3.DatabaseError:
            return DataDamaged(str(exc))
        if isinstance(exc, sqlite3.OperationalError) and preflight.is_busy(exc):
            return busy()
        return StorageFault(str(exc))

    async def integrity_check(self) -> list[str]:
        """SQLite's ``PRAGMA integrity_check`` plus the foreign-key check."""
        async with self.read() as tx:
            problems = [str(row[0]) for row in await tx.fetch("PRAGMA integrity_check")]
            dangling = await tx.fetch("PRAGMA foreign_key_check")
        problems += [
            f"dangling reference in {row[0]} (rowid {row[1]}) to {row[2]}" for row in dangling
        ]
        if len(problems) > 1 and problems[0] == "ok":
            problems.pop(0)
        return problems

    async def settings(self) -> dict[str, Any]:
        report: dict[str, Any] = {}
        async with self.read() as tx:
            for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout"):
                (row,) = await tx.fetch(f"PRAGMA {name}")
                report[name] = row[0]
        return report
