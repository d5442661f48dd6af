"""Reading stored values back with the checks the schema promises.

SQLite stores whatever it is given (type affinity, not types), and a damaged or hand-edited file
can hold anything (PostgreSQL enforces the column types, but not, say, that a JSON column holds
an object).  Each reader here turns one column into the Python type the models promise
or raises :class:`RowError` naming the column, so a bad row surfaces as a clear "this match is
unavailable" instead of a ``KeyError`` deep inside the service.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from enum import StrEnum
from typing import Any, TypeVar, cast

# A fetched row: sqlite3.Row or asyncpg.Record.  Both read a column by name (row["id"]) or by
# position (row[0]), which is all the readers here and the repositories use.
Row = Any

Word = TypeVar("Word", bound=str | None)
Kind = TypeVar("Kind", bound=StrEnum)


class RowError(ValueError):
    """A stored value that is not what its column promises."""


class Undecodable:
    """The raw bytes of a TEXT value that is not UTF-8 (see :func:`decode_text`)."""

    __slots__ = ("raw",)

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    def __repr__(self) -> str:
        return f"<undecodable text {self.raw[:20]!r}>"


def decode_text(raw: bytes) -> str | Undecodable:
    """The connection's text factory: never fail while fetching.

    The default factory raises inside ``fetchall`` on one bad row, which would make a whole list
    query fail; returning a marker lets the row readers reject just that row.
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return Undecodable(raw)


def text(row: Row, column: str) -> str:
    value = row[column]
    if not isinstance(value, str):
        raise RowError(f"{column} is {_describe(value)}, not text")
    return value


def optional_text(row: Row, column: str) -> str | None:
    return None if row[column] is None else text(row, column)


def integer(row: Row, column: str) -> int:
    value = row[column]
    if not isinstance(value, int):
        raise RowError(f"{column} is {_describe(value)}, not a whole number")
    return value


def optional_integer(row: Row, column: str) -> int | None:
    return None if row[column] is None else integer(row, column)


def real(row: Row, column: str) -> float:
    value = row[column]
    if not isinstance(value, int | float):
        raise RowError(f"{column} is {_describe(value)}, not a number")
    return float(value)


def optional_real(row: Row, column: str) -> float | None:
    return None if row[column] is None else real(row, column)


def choice(row: Row, column: str, allowed: Collection[Word]) -> Word:
    """The column's value, checked to be one of ``allowed`` (so typed as they are)."""
    value = row[column]
    if value not in allowed:
        raise RowError(f"{column} is {_describe(value)}, not one of {sorted(map(str, allowed))}")
    return cast(Word, value)


def member(row: Row, column: str, kind: type[Kind]) -> Kind:
    """The column's word as a member of the enum ``kind`` (storage.status), so code that reads
    a status compares members, never a word spelled again."""
    value = row[column]
    try:
        return kind(value)
    except ValueError:
        allowed = sorted(str(word) for word in kind)
        raise RowError(f"{column} is {_describe(value)}, not one of {allowed}") from None


def json_object(row: Row, column: str) -> dict[str, Any]:
    raw = text(row, column)
    try:
        value = json.loads(raw)
    except ValueError as exc:
        raise RowError(f"{column} is not valid JSON ({exc})") from None
    if not isinstance(value, dict):
        raise RowError(f"{column} is JSON {type(value).__name__}, not an object")
    return value


def dump_json(value: Mapping[str, Any], what: str) -> str:
    """Canonical JSON of a mapping; ValueError (a caller's bug) if it is not JSON data."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a mapping, not {type(value).__name__}")
    try:
        return json.dumps(dict(value), sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{what} is not JSON data: {exc}") from None


def _describe(value: Any) -> str:
    if value is None:
        return "missing"
    if isinstance(value, Undecodable):
        return "text that is not UTF-8"
    return f"{type(value).__name__} {value!r}"[:80]
