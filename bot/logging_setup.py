"""Logs an operator can search: one line per event, the match, server and user as fields.

``bind(match_id=..., guild_id=..., user_id=...)`` attaches those ids to every record logged
afterwards by the same task (a context variable: an asyncio task starts with a copy of its
creator's context, so ids bound while handling one interaction never leak into another's);
``with fields(...):`` binds them for a block only.  Ids given in a call's ``extra=`` win over
bound ones.

``LOG_FORMAT=text`` (the default) writes ``time LEVEL logger: message match_id=1 guild_id=2``;
``LOG_FORMAT=json`` writes one JSON object per line (``time``, ``level``, ``logger``,
``message``, the ids present, and ``exception`` with the traceback), for a log shipper.  A
traceback stays inside its record's one line in JSON; in text it follows the line as Python
prints it.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from types import MappingProxyType
from typing import TextIO

from bot.metrics import ErrorCounter

FIELDS = ("match_id", "guild_id", "user_id")
FORMATS = ("text", "json")
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

# A mapping replaced (never changed in place) on each bind: a task's copy of the context then
# keeps the ids it started with.  MappingProxyType makes the shared empty default read-only.
_bound: ContextVar[Mapping[str, int]] = ContextVar("gamut_log_fields", default=MappingProxyType({}))


def bind(**fields: int | None) -> None:
    """Attach ids (``match_id``, ``guild_id``, ``user_id``) to this task's later records;
    None leaves a field as it was."""
    unknown = set(fields) - set(FIELDS)
    if unknown:
        raise TypeError(f"unknown log fields: {', '.join(sorted(unknown))}")
    given = {name: value for name, value in fields.items() if value is not None}
    if given:
        _bound.set({**_bound.get(), **given})


@contextmanager
def fields(**given: int | None) -> Iterator[None]:
    """The ids bound (as :func:`bind`) for the block only: for code that runs inside a task
    doing other things too (the console's one task, a clock round over many matches)."""
    token = _bound.set(_bound.get())
    try:
        bind(**given)
        yield
    finally:
        _bound.reset(token)


def bound() -> dict[str, int]:
    """The ids bound in this task."""
    return dict(_bound.get())


class ContextFilter(logging.Filter):
    """Puts the bound ids on each record (as attributes, where ``extra=`` would put them)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, value in _bound.get().items():
            if not hasattr(record, name):
                setattr(record, name, value)
        return True


def _fields(record: logging.LogRecord) -> dict[str, object]:
    return {name: getattr(record, name) for name in FIELDS if getattr(record, name, None)}


class TextFormatter(logging.Formatter):
    """The classic line, with ``name=value`` for each id present."""

    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT)

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 - logging's name
        line = super().formatMessage(record)
        fields = " ".join(f"{name}={value}" for name, value in _fields(record).items())
        return f"{line} {fields}" if fields else line


class JsonFormatter(logging.Formatter):
    """One JSON object per record, on one line."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            **_fields(record),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        return json.dumps(entry, default=str, ensure_ascii=False)


def configure(level: str, fmt: str = "text", stream: TextIO | None = None) -> None:
    """Set up the root logger once for the process: ``level``, ``fmt`` (one of
    :data:`FORMATS`), the bound ids on every record, and errors counted for the metrics."""
    if fmt not in FORMATS:
        raise ValueError(f"log format must be one of {FORMATS}, not {fmt!r}")
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else TextFormatter())
    handler.addFilter(ContextFilter())
    counter = ErrorCounter()
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.addHandler(counter)
    root.setLevel(level)
    # Python's warnings (a library's deprecation, an unclosed resource) go through the same
    # handler, so under LOG_FORMAT=json every line is JSON.
    logging.captureWarnings(True)
