"""``python -m storage copy SRC DST``: copy a Gamut database into a new, empty one.

SRC and DST are each an SQLite file path or a ``postgresql://`` URL, so one command moves an
existing bot from its SQLite file to PostgreSQL (or back).  Prints one line saying what was
copied; on a problem, one line saying what to do on stderr and exit status 1 (nothing is
written to DST then).  See storage.transfer.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from storage.errors import DatabaseUnusable, StorageError
from storage.postgres import is_url, redact
from storage.transfer import copy_database


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
    return parser.parse_args(argv)


def display(target: str) -> str:
    """How Database.open names ``target`` in its errors."""
    return redact(target) if is_url(target) else str(Path(target))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    try:
        report = asyncio.run(copy_database(args.source, args.destination))
    except DatabaseUnusable as exc:
        print(exc.explain("SRC" if exc.path == display(args.source) else "DST"), file=sys.stderr)
        return 1
    except (StorageError, ValueError) as exc:
        print(" ".join(str(exc).split()), file=sys.stderr)
        return 1
    print(report.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
