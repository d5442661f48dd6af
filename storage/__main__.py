"""Tools for Gamut's database, each printing what it did, or one line saying what to do on
stderr with exit status 1.

* ``python -m storage copy SRC DST``: copy a Gamut database into a new, empty one.  SRC and DST
  are each an SQLite file path or a ``postgresql://`` URL, so one command moves an existing bot
  from its SQLite file to PostgreSQL (or back); nothing is written to DST on a problem.  See
  storage.transfer.
* ``python -m storage backup DEST``: a consistent copy of the live SQLite database while the
  bot runs (SQLite's online backup API; PostgreSQL: pg_dump).  See storage.backup.
* ``python -m storage check``: the integrity check and the schema version check, changing
  nothing; exit status 1 if either fails.

``backup`` and ``check`` read the bot's database from ``--database``, else GAMUT_DATABASE (the
environment, then a ``.env`` file, as the bot reads it), else the bot's default.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from storage.backup import backup_sqlite, check_database
from storage.errors import DatabaseUnusable, StorageError
from storage.postgres import is_url, redact
from storage.transfer import copy_database

DEFAULT_DATABASE = "data/gamut.sqlite3"  # the bot's default GAMUT_DATABASE


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m storage", description="Tools for Gamut's database."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    copy = commands.add_parser(
        "copy",
        help="copy every table of SRC into the new, empty database DST",
        description="Copy every table of SRC into the new, empty database DST (either may be "
        "an SQLite file path or a postgresql:// URL). Stop the bot first.",
    )
    copy.add_argument("source", metavar="SRC")
    copy.add_argument("destination", metavar="DST")
    backup = commands.add_parser(
        "backup",
        help="a consistent copy of the live SQLite database, while the bot runs",
        description="Copy the bot's SQLite database to DEST (a new file, or a folder to put "
        "a dated file in) while the bot runs, through SQLite's online backup API; the copy "
        "is checked before it is named DEST. For PostgreSQL use pg_dump.",
    )
    backup.add_argument("destination", metavar="DEST", type=Path)
    check = commands.add_parser(
        "check",
        help="the integrity check and the schema version check (changes nothing)",
        description="Run the integrity check and compare the schema version with this "
        "Gamut's; exit status 1 if the data is damaged or the schema is not current.",
    )
    for command in (backup, check):
        command.add_argument(
            "--database",
            metavar="DATABASE",
            default=None,
            help=f"an SQLite file or a postgresql:// URL (default: GAMUT_DATABASE, else "
            f"{DEFAULT_DATABASE})",
        )
    return parser.parse_args(argv)


def bot_database(given: str | None) -> str:
    """The database the bot uses: ``given``, else GAMUT_DATABASE from the environment or a
    ``.env`` file (never overriding the environment), else the bot's default."""
    if given:
        return given
    from dotenv import dotenv_values

    try:
        from_file = dotenv_values(".env").get("GAMUT_DATABASE") or ""
    except (OSError, UnicodeDecodeError):
        from_file = ""
    return os.environ.get("GAMUT_DATABASE", "").strip() or from_file.strip() or DEFAULT_DATABASE


def display(target: str) -> str:
    """How Database.open names ``target`` in its errors."""
    return redact(target) if is_url(target) else str(Path(target))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    try:
        if args.command == "backup":
            source = bot_database(args.database)
            print(asyncio.run(backup_sqlite(source, args.destination)).summary())
            return 0
        if args.command == "check":
            checked = asyncio.run(check_database(bot_database(args.database)))
            print(checked.summary())
            return 0 if checked.ok else 1
        report = asyncio.run(copy_database(args.source, args.destination))
    except DatabaseUnusable as exc:
        copied_from = getattr(args, "source", None)
        print(
            exc.explain("SRC" if exc.path == display(copied_from or "") else "DST"),
            file=sys.stderr,
        )
        return 1
    except (StorageError, ValueError, OSError) as exc:
        print(" ".join(str(exc).split()), file=sys.stderr)
        return 1
    print(report.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
