"""The database handle: one SQLite connection through aiosqlite, set up for a long-running bot.

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
from types import TracebackType
from typing import Any

import aiosqlite

from storage import preflight, schema
from storage.challenges import ChallengeRepository
from storage.draws import DrawRepository
from storage.errors import StorageBusy, StorageError, StorageFault
from storage.matches import MatchRepository
from storage.players import PlayerRepository
from storage.rows import decode_text
from storage.settings import SettingsRepository

log = logging.getLogger(__name__)

DEFAULT_BUSY_TIMEOUT_MS = 5000
_SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")


class Database:
    """An open Gamut database and its repositories (``matches``, ``challenges``, ``draws``,
    ``settings``, ``players``).  Create with :meth:`open`; close with :meth:`close` or
    ``async with``."""

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self._closed = False
        self.path = path
        self.matches = MatchRepository(self)
        self.challenges = ChallengeRepository(self)
        self.draws = DrawRepository(self)
        self.settings = SettingsRepository(self)
        self.players = PlayerRepository(self)

    @classmethod
    async def open(
        cls,
        path: str | PathLike[str],
        *,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
        synchronous: str = "FULL",
    ) -> Database:
        """Open (creating it and its folders if needed), check and migrate the database.

        Raises only the storage package's own errors, each naming the path and what to do:
        DatabaseUnusable (a folder, a path under a file, unreachable) and its kinds
        NotADatabase, DatabaseCorrupt (quick_check), DatabaseReadOnly (checked by a real
        write), DatabaseLocked (also a StorageBusy) and SchemaTooNew, which leaves the file
        untouched.  See storage.preflight for the checks and why they run at start.
        """
        if synchronous.upper() not in _SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {_SYNCHRONOUS}, not {synchronous!r}")
        location = Path(os.fspath(path))
        await asyncio.to_thread(preflight.prepare_location, location)
        try:
            conn = await aiosqlite.connect(str(location), isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise preflight.classify(location, exc) from exc
        try:
            conn.row_factory = sqlite3.Row
            conn.text_factory = decode_text
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            # Refuse a foreign, newer or damaged file before anything below writes to it
            # (journal_mode is persistent and would change the file).
            await preflight.check_contents(conn, location)
            (mode,) = await conn.execute_fetchall("PRAGMA journal_mode = WAL")
            if mode[0] != "wal":  # e.g. a file system without shared memory
                log.warning("%s: SQLite kept journal_mode=%s instead of WAL", path, mode[0])
            await conn.execute(f"PRAGMA synchronous = {synchronous.upper()}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await schema.migrate(conn)
            await preflight.probe_write(conn)
        except BaseException as exc:
            with suppress(sqlite3.Error):
                await conn.close()
            if not isinstance(exc, sqlite3.Error | OSError | StorageError):
                raise
            problem = preflight.classify(location, exc)
            if problem is exc:
                raise
            raise problem from exc
        return cls(conn, str(path))

    async def close(self) -> None:
        """Close the connection (waiting for a running call to finish); closing twice is fine."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._conn.close()

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    # ----- diagnostics ---------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._read() as conn:
            return await schema.user_version(conn)

    async def pragmas(self) -> dict[str, Any]:
        """The connection settings that matter for safety, for diagnostics and tests."""
        report: dict[str, Any] = {}
        async with self._read() as conn:
            for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout"):
                (row,) = await conn.execute_fetchall(f"PRAGMA {name}")
                report[name] = row[0]
        return report

    async def integrity_check(self) -> list[str]:
        """SQLite's ``PRAGMA integrity_check`` plus the foreign-key check: ``['ok']`` if sound."""
        async with self._read() as conn:
            problems = [
                str(row[0]) for row in await conn.execute_fetchall("PRAGMA integrity_check")
            ]
            dangling = await conn.execute_fetchall("PRAGMA foreign_key_check")
        problems += [
            f"dangling reference in {row[0]} (rowid {row[1]}) to {row[2]}" for row in dangling
        ]
        if len(problems) > 1 and problems[0] == "ok":
            problems.pop(0)
        return problems

    # ----- for the repositories only -------------------------------------------------------

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection, for statements that only read (autocommit: each sees committed data)."""
        async with self._lock:
            try:
                yield self._conn
            except sqlite3.Error as exc:
                raise _failure(exc) from exc

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection inside one write transaction: committed if the block ends normally,
        rolled back (and nothing written) if it raises, even if the task is cancelled.

        ``BEGIN IMMEDIATE`` takes SQLite's write lock up front, so a transaction never fails
        half-way because another process started writing after it read.
        """
        async with self._lock:
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise _failure(exc) from exc
            try:
                yield self._conn
                await self._conn.execute("COMMIT")
            except BaseException as exc:
                try:
                    await self._rollback()
                except sqlite3.Error as failed:
                    raise _failure(failed) from exc
                if isinstance(exc, sqlite3.Error):
                    raise _failure(exc) from exc
                raise

    async def _rollback(self) -> None:
        """Roll back whatever is open.  Always queued, never skipped: after a cancellation the
        statements before it may still be waiting on the connection's thread, and the queue
        runs in order.  "No transaction is active" means a queued COMMIT got there first."""
        try:
            await self._conn.execute("ROLLBACK")
        except sqlite3.OperationalError as exc:
            if "no transaction" not in str(exc):
                raise


def _failure(exc: sqlite3.Error) -> StorageError:
    """The storage error a player may see for a raw SQLite error met while the bot runs: a
    lock is StorageBusy ("try again"), anything else a StorageFault for the operator.  Errors a
    repository can explain (a damaged row, a stale version) are raised inside the block first.
    """
    if isinstance(exc, sqlite3.OperationalError) and preflight.is_busy(exc):
        return StorageBusy(
            "The database stayed locked by another connection for longer than the busy "
            "timeout; nothing was written. Try again in a moment."
        )
    return StorageFault(str(exc))
