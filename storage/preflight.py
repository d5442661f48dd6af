"""Start-up checks of a database path, so that every way a file can be unusable is found when
the bot starts and reported as one :class:`DatabaseUnusable` naming the path and the fix.

Why at start: SQLite opens a read-only file without complaint and fails at the first write, and
reads a damaged file until a query touches the damaged page; found that late, the failure lands
in front of a player in the middle of a move.  Checked here, the operator reads one line before
the bot takes its first command.  ``Database.open`` runs these in order:

1. :func:`prepare_location` (no SQLite yet): refuse a folder given as the file, create missing
   parent folders, refuse a folder or file this process may not write;
2. :func:`check_contents`: not SQLite at all, another program's SQLite database, a newer
   Gamut's schema, damaged pages (``PRAGMA quick_check``);
3. after the migrations, ``storage.schema.probe_write``: one real committed write, which proves
   the file, its WAL and the file system accept writes whatever the permission bits said;

and :func:`classify` turns any raw ``sqlite3`` or ``OSError`` on the way (or the StorageFault
the backend made of one) into the same family.  These checks are SQLite's only: a PostgreSQL
server does its own (storage.postgres).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from games.phrase import Phrase
from storage import schema
from storage.errors import (
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    NotADatabase,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageFault,
)

if TYPE_CHECKING:
    from storage.backend import Backend

# The files SQLite keeps beside the database (WAL mode uses the first two; a rollback journal
# the third while a file is converted to WAL).
SIDECARS = ("-wal", "-shm", "-journal")
MAX_REPORTED_PROBLEMS = 3

# The remedies as phrases (storage.errors.DatabaseUnusable): ``{setting}`` is filled in last.
CHECK_ACCESS = Phrase.of(
    "startup-database-remedy-check-access",
    "Check that the file and its folder exist and that the bot's user may read and write both, "
    "or point {setting} at another place.",
    setting="{setting}",
)
READ_ONLY = Phrase.of(
    "startup-database-remedy-read-only",
    "Give the bot's user write permission (and clear an immutable flag: chattr -i), "
    "or point {setting} at a writable place.",
    setting="{setting}",
)
NOT_GAMUT = Phrase.of(
    "startup-database-remedy-not-gamut",
    "Point {setting} at the Gamut database, or move this file away so a new one is made.",
    setting="{setting}",
)


def corrupt_remedy(path: Path) -> Phrase:
    """How to recover a damaged file: the backup first, SQLite's salvage as a last resort."""
    return Phrase.of(
        "startup-database-remedy-corrupt",
        f"Stop the bot, copy your latest backup over {path} and delete any {path.name}-wal and "
        f"{path.name}-shm beside it, then start again; as a last resort, salvage what is "
        f"readable with `sqlite3 {path} .recover | sqlite3 recovered.sqlite3` and point "
        "{setting} at recovered.sqlite3.",
        path=str(path),
        name=path.name,
        setting="{setting}",
    )


def prepare_location(path: Path) -> None:
    """Make the path usable before SQLite sees it: missing parent folders are created; a folder
    given as the file, a path under a regular file, or a folder or file (or a SQLite sidecar)
    this process may not write is refused with what to do.

    ``os.access`` only reads the permission bits (and the immutable flag); ``schema.probe_write``
    later proves that writing really works, e.g. on a read-only mount.
    """
    where = str(path)
    if path.is_dir():
        example = str(path / "gamut.sqlite3")
        raise DatabaseUnusable(
            where,
            Phrase.of("startup-database-is-folder", "this is a folder, not a database file"),
            Phrase.of(
                "startup-database-remedy-file-inside",
                f"Point {{setting}} at a file inside it, e.g. {example}.",
                setting="{setting}",
                example=example,
            ),
        )
    parent = path.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        blocker = _first_non_folder(parent)
        if blocker is not None:
            raise DatabaseUnusable(
                where,
                Phrase.of(
                    "startup-database-blocked-by-file",
                    f"its folder cannot be created because {blocker} is a file, not a folder",
                    file=str(blocker),
                ),
                Phrase.of(
                    "startup-database-remedy-move-file",
                    f"Point {{setting}} at a path in a folder, or move {blocker} away.",
                    setting="{setting}",
                    file=str(blocker),
                ),
            ) from exc
        reason = str(exc.strerror or exc)
        raise DatabaseUnusable(
            where,
            Phrase.of(
                "startup-database-folder-uncreatable",
                f"its folder {parent} cannot be created ({reason})",
                folder=str(parent),
                reason=reason,
            ),
            Phrase.of(
                "startup-database-remedy-create-folder",
                "Create the folder yourself, or point {setting} at a place the bot's user may "
                "write.",
                setting="{setting}",
            ),
        ) from exc
    if not os.access(parent, os.W_OK | os.X_OK):
        raise DatabaseReadOnly(
            where,
            Phrase.of(
                "startup-database-folder-read-only",
                f"the folder {parent} is read-only for this process, and SQLite must create "
                f"{path.name}-wal and {path.name}-shm beside the database",
                folder=str(parent),
                name=path.name,
            ),
            READ_ONLY,
        )
    for candidate in (path, *(path.with_name(path.name + s) for s in SIDECARS)):
        if candidate.exists() and not os.access(candidate, os.R_OK | os.W_OK):
            raise DatabaseReadOnly(
                where,
                Phrase.of(
                    "startup-database-file-no-access",
                    f"this process may not read and write {candidate.name}",
                    file=candidate.name,
                ),
                READ_ONLY,
            )


async def check_contents(backend: Backend, path: Path) -> None:
    """Refuse, before anything writes to it, a file that is not a Gamut database of a version
    this code knows, or whose pages are damaged (``PRAGMA quick_check``: the structure of every
    page, without the slower index cross-check of integrity_check; milliseconds for a bot's
    database of a few megabytes)."""
    where = str(path)
    async with backend.read() as tx:
        version = await backend.dialect.read_version(tx)  # the first read: "not a database"
        if version > schema.LATEST_VERSION:
            raise SchemaTooNew(version, schema.LATEST_VERSION, where)
        # Migration 1 is atomic, so a Gamut file at version 0 has no tables at all.
        tables = await schema.foreign_tables(tx) if version == 0 else []
        if tables:
            # Unless another process opening the same new file committed migration 1 between
            # the two reads (each statement may see the latest commit): read the version again,
            # after the tables, which migration 1 commits together with it.
            version = await backend.dialect.read_version(tx)
        if tables and version == 0:
            listed = ", ".join(tables[:MAX_REPORTED_PROBLEMS])
            raise NotADatabase(
                where,
                Phrase.of(
                    "startup-database-other-program",
                    f"this is an SQLite database of another program (tables {listed}), not a "
                    "Gamut one",
                    tables=listed,
                ),
                NOT_GAMUT,
            )
        problems = [str(row[0]) for row in await tx.fetch("PRAGMA quick_check")]
    if problems != ["ok"]:
        shown = "; ".join(problems[:MAX_REPORTED_PROBLEMS])
        more = len(problems) - MAX_REPORTED_PROBLEMS
        more = max(more, 0)
        and_more = f"; and {more} more" if more else ""
        raise DatabaseCorrupt(
            where,
            Phrase.of(
                "startup-database-damaged-check",
                f"the file is damaged (SQLite's quick_check: {shown}{and_more})",
                problems=shown,
                more=more,
            ),
            corrupt_remedy(path),
        )


def classify(path: Path, exc: BaseException) -> StorageError:
    """The storage error that explains ``exc``, met while opening the database at ``path``."""
    where = str(path)
    if isinstance(exc, SchemaTooNew):
        return exc if exc.path == where else SchemaTooNew(exc.current, exc.known, where)
    if isinstance(exc, DatabaseUnusable):
        return exc
    if isinstance(exc, StorageFault) and isinstance(exc.__cause__, sqlite3.Error | OSError):
        exc = exc.__cause__  # the backend's translation: explain the error SQLite gave
    if isinstance(exc, StorageBusy) or (isinstance(exc, sqlite3.OperationalError) and is_busy(exc)):
        return DatabaseLocked(
            where,
            Phrase.of(
                "startup-database-locked",
                "another process held its write lock for the whole busy timeout (another Gamut "
                "instance, or a tool such as the sqlite3 shell, using the same file)",
            ),
            Phrase.of(
                "startup-database-remedy-stop-other",
                "Stop the other program or wait for it to finish, then start again.",
            ),
        )
    if isinstance(exc, OSError):
        reason = str(exc.strerror or exc)
        return DatabaseUnusable(
            where,
            Phrase.of(
                "startup-database-unreachable", f"it cannot be reached ({reason})", reason=reason
            ),
            CHECK_ACCESS,
        )
    message = str(exc)
    lower = message.lower()
    if "not a database" in lower:
        return NotADatabase(where, _sqlite_said("startup-database-not-gamut", message), NOT_GAMUT)
    if "malformed" in lower or "corrupt" in lower:
        return DatabaseCorrupt(
            where, _sqlite_said("startup-database-damaged", message), corrupt_remedy(path)
        )
    if "readonly" in lower or "read-only" in lower:
        return DatabaseReadOnly(
            where, _sqlite_said("startup-database-cannot-write", message), READ_ONLY
        )
    if "full" in lower:
        return DatabaseUnusable(
            where,
            _sqlite_said("startup-database-disk-full", message),
            Phrase.of("startup-database-remedy-free-space", "Free some space, then start again."),
        )
    return DatabaseUnusable(
        where,
        Phrase.of(
            "startup-database-sqlite-cannot", f"SQLite cannot use it ({message})", reason=message
        ),
        CHECK_ACCESS,
    )


# What each SQLite fault is, before SQLite's own words in brackets: (message id) -> English.
_SQLITE_FAULTS = {
    "startup-database-not-gamut": "this file is not a Gamut database",
    "startup-database-damaged": "the file is damaged",
    "startup-database-cannot-write": "this process cannot write it",
    "startup-database-disk-full": "the disk is full",
}


def _sqlite_said(message_id: str, message: str) -> Phrase:
    """A fault SQLite reported, ``<what it is> (SQLite: <its message>)``."""
    english = f"{_SQLITE_FAULTS[message_id]} (SQLite: {message})"
    return Phrase.of(message_id, english, reason=message)


def is_busy(exc: sqlite3.OperationalError) -> bool:
    """Whether SQLite gave up waiting for another connection's lock."""
    message = str(exc).lower()
    return "locked" in message or "busy" in message


def _first_non_folder(folder: Path) -> Path | None:
    """The nearest existing ancestor of ``folder`` (or itself) when it is not a folder."""
    for candidate in (folder, *folder.parents):
        if candidate.exists() or candidate.is_symlink():
            return None if candidate.is_dir() else candidate
    return None
