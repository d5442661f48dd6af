"""The console's start-up refusal of an unusable database in its user's language.

Storage explains every fault it meets opening a database in English (``explain``: what the
Discord bot's operator log says) and names each problem's and remedy's message beside it
(startup-database-... in startup.ftl).  Over faults of every kind, made real where that is
cheap (a folder, a file in the way, another program's file, a damaged file, a newer schema)
and classified from the errors SQLite, the system and PostgreSQL raise otherwise, the
catalogue's English must read exactly as storage's own line, and Spanish and German must
say it in their words; one line is checked word for word against Spanish written here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import asyncpg.exceptions as pg
import pytest

from bot.i18n.messages import message_ids
from bot.markup import plain
from bot.startup import SETTING, database_refusal, open_database
from storage import Database, DatabaseUnusable, SchemaTooNew, postgres, preflight

URL = "postgresql://gamut@db.example/gamut"


async def _refusal(path: Path) -> DatabaseUnusable:
    with pytest.raises(DatabaseUnusable) as refused:
        await Database.open(path)
    return refused.value


def _folder(tmp: Path) -> Path:
    return tmp


def _under_a_file(tmp: Path) -> Path:
    (tmp / "plain").write_text("x")
    return tmp / "plain" / "gamut.sqlite3"


def _other_program(tmp: Path) -> Path:
    path = tmp / "other.sqlite3"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE invoices (id INTEGER)")
    other.close()
    return path


def _not_a_database(tmp: Path) -> Path:
    path = tmp / "notes.sqlite3"
    path.write_bytes(b"these are not the pages of an SQLite database " * 100)
    return path


MADE: list[Callable[[Path], Path]] = [_folder, _under_a_file, _other_program, _not_a_database]

CLASSIFIED: list[Callable[[], DatabaseUnusable]] = [
    lambda: SchemaTooNew(99, 12, "gamut.sqlite3"),
    lambda: preflight.classify(Path("g.sqlite3"), sqlite3.OperationalError("database is locked")),
    lambda: preflight.classify(Path("g.sqlite3"), OSError(13, "Permission denied")),
    lambda: preflight.classify(Path("g.sqlite3"), sqlite3.DatabaseError("file is not a database")),
    lambda: preflight.classify(Path("g.sqlite3"), sqlite3.DatabaseError("disk image is malformed")),
    lambda: preflight.classify(
        Path("g.sqlite3"), sqlite3.OperationalError("attempt to write a readonly database")
    ),
    lambda: preflight.classify(
        Path("g.sqlite3"), sqlite3.OperationalError("database or disk is full")
    ),
    lambda: preflight.classify(Path("g.sqlite3"), sqlite3.OperationalError("unexpected")),
    lambda: postgres.classify(URL, pg.InvalidCatalogNameError('database "gamut" does not exist')),
    lambda: postgres.classify(URL, pg.InvalidPasswordError("password authentication failed")),
    lambda: postgres.classify(URL, pg.InsufficientPrivilegeError("permission denied")),
    lambda: postgres.classify(URL, ConnectionRefusedError(111, "Connection refused")),
    lambda: postgres.classify(URL, ValueError("invalid DSN")),
    lambda: postgres.classify(URL, pg.PostgresError("something else")),
]


def _check(exc: DatabaseUnusable) -> dict[str, str]:
    """The line in each language, after checking that its English is storage's own."""
    assert isinstance(exc, DatabaseUnusable), exc
    assert exc.problem_phrase is not None and exc.remedy_phrase is not None, exc.explain()
    markup = database_refusal(exc)
    ids = message_ids(markup)
    assert ids[0] == "startup-database" and all(i.startswith("startup-database") for i in ids)
    said = {language: plain(markup, language) for language in ("en", "es-ES", "de")}
    assert said["en"] == exc.explain(SETTING)
    assert len(set(said.values())) == 3, said
    return said


@pytest.mark.parametrize("make", MADE, ids=[m.__name__ for m in MADE])
async def test_a_real_fault_reads_in_each_language(make, tmp_path: Path) -> None:
    _check(await _refusal(make(tmp_path)))


@pytest.mark.parametrize("make", CLASSIFIED)
def test_a_classified_fault_reads_in_each_language(make) -> None:
    _check(make())


def test_every_fault_message_is_tried() -> None:
    """Not vacuous: the faults above send most of the database messages (the rest are the
    preflight's own checks of permissions, covered in English by tests/storage)."""
    english = (Path(__file__).parents[2] / "bot/i18n/locales/en/startup.ftl").read_text()
    written = {
        line.split(" =")[0] for line in english.splitlines() if line.startswith("startup-database")
    }
    sent = set()
    for make in CLASSIFIED:
        sent.update(message_ids(database_refusal(make())))
    assert sent <= written
    assert len(sent) >= 20


async def test_the_console_user_reads_the_line_in_spanish(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stopped:
        await open_database(tmp_path, language="es-ES")
    assert stopped.value.code == (
        f"GAMUT_DATABASE={tmp_path}: es una carpeta, no un archivo de base de datos. Haz que "
        f"GAMUT_DATABASE apunte a un archivo dentro de ella, p. ej. {tmp_path / 'gamut.sqlite3'}."
    )
    with pytest.raises(SystemExit) as logged:  # the Discord bot's: an operator's log line
        await open_database(tmp_path)
    assert logged.value.code == (
        f"GAMUT_DATABASE={tmp_path}: this is a folder, not a database file. Point "
        f"GAMUT_DATABASE at a file inside it, e.g. {tmp_path / 'gamut.sqlite3'}."
    )
