"""Opening the database when a front end starts (the console and the Discord bot alike).

Why a module of its own: a database that cannot be used (not a database, damaged, read-only,
locked, from a newer release, a bad path) is an operator's problem that only the operator can
fix, so it must end start-up with one line saying which setting to change and how, and exit
status 1, never a traceback and never a bot that starts and then fails at the first move.
``storage.Database.open`` finds and explains every such fault; this adds the setting's name.
"""

from __future__ import annotations

from pathlib import Path

from storage import Database, DatabaseUnusable
from storage.bounds import Bounds
from storage.database import DEFAULT_BUSY_TIMEOUT_MS

SETTING = "GAMUT_DATABASE"


async def open_database(
    path: str | Path,
    *,
    busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    bounds: Bounds | None = None,
) -> Database:
    """The open, checked and migrated database at ``path``: an SQLite file (its folders
    created if missing) or a ``postgresql://`` URL.  Nothing is read but the schema version,
    so start-up costs the same with a hundred thousand stored matches as with none.

    Raises SystemExit whose message is one line, ``GAMUT_DATABASE=PATH: problem. remedy`` (a
    URL shown without its password), if the database cannot be used; Python prints it to
    stderr and exits with status 1.
    """
    try:
        return await Database.open(path, busy_timeout_ms=busy_timeout_ms, bounds=bounds)
    except DatabaseUnusable as exc:
        raise SystemExit(exc.explain(SETTING)) from None
