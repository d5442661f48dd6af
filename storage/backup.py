"""Backups of a live database and health checks of a stored one.

``python -m storage backup DEST`` copies the SQLite database the bot is using while it runs.
A plain file copy of a live SQLite database can tear (a page written between two reads) and
misses what is still only in the ``-wal`` file; SQLite's online backup API (``sqlite3``'s
``Connection.backup``) copies the pages through SQLite itself, inside one read transaction, so
the copy is exactly the database as of one committed moment.  In WAL mode a reader never
blocks the bot's writers, so the bot keeps playing during the backup.  The copy is written
beside DEST under a temporary name, checked (``PRAGMA integrity_check``), flushed to disk and
only then renamed to DEST, so DEST is either a complete, sound copy or absent.

A backup holds everything: every user id and the secrets of Stealth King matches (the salts of
the hidden squares' commitments), so it is readable by its owner only (mode 0600), from the
moment the temporary file exists: it is created so before SQLite writes a page into it, and
SQLite gives its own temporary journal the database file's mode.

PostgreSQL has its own tool for this, ``pg_dump`` (a consistent snapshot of a live database);
for a PostgreSQL URL the command says so instead of copying, with a umask that makes the dump
private too.

``python -m storage check`` runs the integrity check and the schema version check without
changing anything (no migration, no settings written): what an operator runs before
restoring a backup, or from a monitoring job.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from storage import postgres, schema
from storage.backend import Backend
from storage.errors import StorageError
from storage.sqlite import SqliteBackend


class BackupRefused(StorageError):
    """The backup cannot be made as asked (a PostgreSQL source, a DEST that exists, a source
    that is not there); the message says what to do."""


@dataclass(frozen=True)
class BackupReport:
    source: str
    destination: Path
    size: int
    schema_version: int
    matches: int

    def summary(self) -> str:
        return (
            f"Backed up {self.source} to {self.destination} ({self.size:,} bytes, schema "
            f"version {self.schema_version}, {self.matches:,} matches); integrity check ok."
        )


@dataclass(frozen=True)
class CheckReport:
    location: str
    schema_version: int
    latest_version: int
    problems: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems and self.schema_version == self.latest_version

    def summary(self) -> str:
        lines = [f"{self.location}: schema version {self.schema_version} "]
        if self.schema_version == self.latest_version:
            lines[0] += "(current)"
        elif self.schema_version < self.latest_version:
            lines[0] += (
                f"(older than this Gamut's {self.latest_version}: the bot migrates it at its "
                "next start)"
            )
        else:
            lines[0] += (
                f"(newer than this Gamut's {self.latest_version}: run the Gamut that wrote it)"
            )
        if self.problems:
            lines.append("integrity check FAILED: " + "; ".join(self.problems[:10]))
        else:
            lines.append("integrity check ok")
        if self.counts:
            lines.append(
                "matches: " + ", ".join(f"{n:,} {s}" for s, n in sorted(self.counts.items()))
            )
        return "\n".join(lines)


def backup_destination(destination: Path, now: datetime | None = None) -> Path:
    """DEST itself, or inside a folder a dated file name (for a daily job: one file a run)."""
    if destination.is_dir():
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        return destination / f"gamut-{stamp}.sqlite3"
    return destination


PRIVATE = 0o600  # a backup's mode: its owner reads and writes it, nobody else


def create_private(path: Path) -> None:
    """Create ``path`` empty, readable and writable by its owner only whatever the umask
    (an empty file is an empty SQLite database); FileExistsError if it exists."""
    fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, PRIVATE)
    try:
        os.fchmod(fd, PRIVATE)  # the umask can only take bits away; this states them all
    finally:
        os.close(fd)


def _online_copy(source: Path, target: Path) -> None:
    """The whole database in one step of SQLite's backup API (one read transaction: one
    consistent moment) into the new private file ``target``, then checked and made durable."""
    src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
    try:
        create_private(target)
        dst = sqlite3.connect(target)
        try:
            src.backup(dst, pages=-1)
            dst.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file
            problems = [str(row[0]) for row in dst.execute("PRAGMA integrity_check")]
            if problems != ["ok"]:
                raise StorageError(f"the copy failed its integrity check: {'; '.join(problems)}")
        finally:
            dst.close()
    finally:
        src.close()
    with open(target, "rb") as written:
        os.fsync(written.fileno())


async def backup_sqlite(source: str | os.PathLike[str], destination: Path) -> BackupReport:
    """Copy the live SQLite database ``source`` to ``destination`` (see the module's doc)."""
    if postgres.is_url(source):
        raise BackupRefused(
            f"{postgres.redact(str(source))} is a PostgreSQL database: back it up with "
            "pg_dump ((umask 077 && pg_dump --format=custom --file=gamut.dump URL), so only "
            "you can read the dump; restore with pg_restore into an empty database), which "
            "takes a consistent snapshot while the bot runs."
        )
    source_path = Path(source)
    if not source_path.is_file():
        raise BackupRefused(f"{source_path} is not a database file; name the bot's database.")
    target = backup_destination(destination)
    if target.exists():
        raise BackupRefused(f"{target} exists already; name a new file or a folder.")
    if not target.parent.is_dir():
        raise BackupRefused(f"{target.parent} is not a folder; create it first.")
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)  # left by a backup that was killed
    try:
        await asyncio.to_thread(_online_copy, source_path, partial)
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise StorageError(f"the backup of {source_path} failed: {exc}") from exc
    finally:
        partial.unlink(missing_ok=True)
    report = await check_database(target)
    return BackupReport(
        str(source_path),
        target,
        target.stat().st_size,
        report.schema_version,
        sum(report.counts.values()),
    )


async def _connect(target: str | os.PathLike[str]) -> Backend:
    """The database as it is: no migration, nothing written."""
    if postgres.is_url(target):
        try:
            return await postgres.PostgresBackend.connect(str(target))
        except Exception as exc:  # noqa: BLE001 - asyncpg's and the OS's errors, told in a line
            raise StorageError(f"{postgres.redact(str(target))} cannot be reached: {exc}") from exc
    path = Path(target)
    if not path.is_file():
        raise BackupRefused(f"{path} is not a database file.")
    try:
        return await SqliteBackend.connect(path)
    except sqlite3.Error as exc:
        raise StorageError(f"{path} cannot be opened: {exc}") from exc


async def check_database(target: str | os.PathLike[str]) -> CheckReport:
    """The integrity check, the schema version against this code's, and matches by status."""
    backend = await _connect(target)
    counts: dict[str, int] = {}
    try:
        async with backend.read() as tx:
            version = await backend.dialect.read_version(tx)
        try:
            problems = await backend.integrity_check()
            if problems == ["ok"] and version > 0:
                counts = await status_counts(backend)
        except StorageError as exc:  # damage bad enough to stop the check itself
            problems = [f"the check stopped: {(exc.__cause__ or exc)}"]
    except sqlite3.Error as exc:
        raise StorageError(f"{backend.location} cannot be checked: {exc}") from exc
    finally:
        await backend.close()
    return CheckReport(
        backend.location,
        version,
        schema.LATEST_VERSION,
        [] if problems == ["ok"] else problems,
        counts,
    )


async def status_counts(backend: Any) -> dict[str, int]:
    """Matches by status (``{'active': 12, 'finished': 340, ...}``), for the check's report
    and the bot's ``gamut_active_matches`` metric; ``backend`` is a Backend or a Database."""
    read = backend.read if isinstance(backend, Backend) else backend._read
    async with read() as tx:
        rows = await tx.fetch("SELECT status, COUNT(*) FROM matches GROUP BY status")
    return {str(row[0]): int(row[1]) for row in rows}
