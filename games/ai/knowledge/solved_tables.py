"""Solve the AI's stored tables again: ``python -m games.ai.knowledge.solved_tables``.

    python -m games.ai.knowledge.solved_tables [--only lone_bosses|boss_hunts] [--check]

The tables the AI reads instead of solving them in play (``lone_bosses.txt``: a minute of
processor time; ``boss_hunts.zip``: four seconds), each stored with the fingerprint of what
its solve read.  Run it when a test says a fingerprint is not today's (an engine, a solver
or the tables it reads changed), and commit the files it writes; it says for each whether the
solution itself changed.  ``--check`` solves nothing: it prints each table's state and exits
with 1 if one is stale.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from games.ai.knowledge import boss_hunts, lone_bosses

COMMAND = "python -m games.ai.knowledge.solved_tables"


@dataclass(frozen=True)
class StoredTable:
    """A solved table in a file beside the code, and how to check and remake it."""

    name: str
    path: Path
    sources: Callable[[], str]  # today's fingerprint of what the solve reads
    stored: Callable[[], str]  # the fingerprint the file was solved with
    write: Callable[[], int]  # solve and store afresh; a count of what was stored

    def stale(self) -> bool:
        return self.stored() != self.sources()


TABLES = (
    StoredTable(
        "lone_bosses",
        lone_bosses.TABLE,
        lone_bosses.sources_fingerprint,
        lone_bosses.stored_fingerprint,
        lone_bosses.write_table,
    ),
    StoredTable(
        "boss_hunts",
        boss_hunts.TABLE,
        boss_hunts.sources_fingerprint,
        boss_hunts.stored_fingerprint,
        boss_hunts.write_table,
    ),
)


def stale_message(table: StoredTable) -> str:
    """What a test says of a table whose fingerprint is not today's."""
    return (
        f"{table.path.name} was solved from other sources than today's (an engine, its "
        f"solver or the tables it reads changed): run `{COMMAND} --only {table.name}` "
        "and commit the file it writes"
    )


def _solution_digest(table: StoredTable) -> str:
    """A digest of the stored solution without its fingerprint, to tell whether a new solve
    changed it (the zip's members are compared by their checksums)."""
    if table.path.suffix == ".zip":
        with zipfile.ZipFile(table.path) as stored:
            rows = [f"{i.filename} {i.CRC}" for i in stored.infolist()]
        rows = [row for row in rows if not row.startswith(boss_hunts.FINGERPRINT_MEMBER)]
        return hashlib.sha256("\n".join(rows).encode()).hexdigest()
    lines = [line for line in table.path.read_text().splitlines() if not line.startswith("#")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=[t.name for t in TABLES], action="append")
    parser.add_argument("--check", action="store_true", help="solve nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    chosen = [t for t in TABLES if not args.only or t.name in args.only]
    if args.check:
        stale = [t for t in chosen if t.stale()]
        for table in chosen:
            print(f"{table.path.name}: {'stale' if table in stale else 'up to date'}")
        return 1 if stale else 0
    for table in chosen:
        before = _solution_digest(table) if table.path.exists() else ""
        began = time.process_time()
        count = table.write()
        changed = "unchanged" if _solution_digest(table) == before else "changed"
        print(
            f"{table.path.name}: {count:,} stored, solution {changed} "
            f"({time.process_time() - began:.1f} s of processor)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
