"""Copying a whole Gamut database into an empty one, from either backend to either: how an
operator moves from the embedded SQLite file to PostgreSQL (or back, or between servers).

Every table is copied row for row with its ids, so match and challenge numbers, move logs,
secrets and local players' ids stay what players know them as.  The destination is written in
ONE transaction: if anything fails, it is left as empty as it was.  Both databases are opened
with Database.open, so each is checked and brought to the current schema first; the
destination must hold no Gamut data (a copy never merges).  Stop every Gamut process using the
source first, or moves made during the copy may be missed.
"""

from __future__ import annotations

from dataclasses import dataclass
from os import PathLike

from storage import schema
from storage.bounds import UNBOUNDED_STATEMENTS
from storage.database import Database
from storage.errors import StorageError

BATCH_ROWS = 1000


class DestinationNotEmpty(StorageError):
    """The destination already holds Gamut data; copying would mix two histories."""


@dataclass(frozen=True)
class CopyReport:
    """What was copied: rows per table, in copy order, and the two databases' names."""

    source: str
    destination: str
    counts: dict[str, int]

    def summary(self) -> str:
        """One line for the operator."""
        tables = ", ".join(f"{count} {table}" for table, count in self.counts.items())
        return f"Copied {tables} from {self.source} to {self.destination}."


async def copy_database(
    source: str | PathLike[str], destination: str | PathLike[str]
) -> CopyReport:
    """Copy every row of ``source`` into the empty database ``destination`` (each an SQLite
    path or a PostgreSQL URL).  DatabaseUnusable if either cannot be opened;
    DestinationNotEmpty, with nothing written, if the destination holds data."""
    # An operator's job that may copy millions of rows in one statement: no statement bound.
    async with (
        await Database.open(source, bounds=UNBOUNDED_STATEMENTS) as src,
        await Database.open(destination, bounds=UNBOUNDED_STATEMENTS) as dst,
    ):
        if (src.backend, src.location) == (dst.backend, dst.location):
            raise ValueError(f"The source and the destination are the same: {src.location}")
        counts: dict[str, int] = {}
        async with dst._write() as out:
            filled = [
                table
                for table, _, _ in schema.TABLES
                if await out.fetch(f"SELECT 1 FROM {table} LIMIT 1")
            ]
            if filled:
                raise DestinationNotEmpty(
                    f"{dst.location} already holds Gamut data (in {', '.join(filled)}); "
                    "copy into a new, empty database instead. Nothing was changed."
                )
            for table, order, numbered in schema.TABLES:
                counts[table] = 0
                offset = 0
                while True:
                    async with src._read() as inp:
                        batch = await inp.fetch(
                            f"SELECT * FROM {table} ORDER BY {order} LIMIT ? OFFSET ?",
                            (BATCH_ROWS, offset),
                        )
                    if not batch:
                        break
                    columns = list(batch[0].keys())
                    marks = ", ".join("?" * len(columns))
                    await out.executemany(
                        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                        [tuple(row) for row in batch],
                    )
                    counts[table] += len(batch)
                    offset += len(batch)
                if numbered:
                    for statement in out.dialect.reset_identity(table, "id"):
                        await out.execute(statement)
    return CopyReport(src.location, dst.location, counts)
