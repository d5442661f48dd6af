"""Opening the database when a front end starts (the console and the Discord bot alike).

Why a module of its own: a database that cannot be used (not a database, damaged, read-only,
locked, from a newer release, a bad path) is an operator's problem that only the operator can
fix, so it must end start-up with one line saying which setting to change and how, and exit
status 1, never a traceback and never a bot that starts and then fails at the first move.
``storage.Database.open`` finds and explains every such fault; this adds the setting's name.
"""

from __future__ import annotations

from pathlib import Path

from bot.markup import clean, plain, t
from bot.service.phrases import said
from games.phrase import Phrase
from storage import Database, DatabaseUnusable
from storage.backup import status_counts
from storage.bounds import Bounds
from storage.database import DEFAULT_BUSY_TIMEOUT_MS
from storage.postgres import is_url
from storage.status import MatchStatus

SETTING = "GAMUT_DATABASE"


async def open_database(
    path: str | Path,
    *,
    busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    bounds: Bounds | None = None,
    language: str | None = None,
) -> Database:
    """The open, checked and migrated database at ``path``: an SQLite file (its folders
    created if missing) or a ``postgresql://`` URL.  Nothing is read but the schema version,
    so start-up costs the same with a hundred thousand stored matches as with none.

    Raises SystemExit whose message is one line, ``GAMUT_DATABASE=PATH: problem. remedy`` (a
    URL shown without its password), if the database cannot be used; Python prints it to
    stderr and exits with status 1.  The console passes its user's ``language``: the person
    at it reads the line, as they read the other start-up refusals (startup.ftl).  Without
    one (the Discord bot, whose line is an operator's log record) it is the English.
    """
    try:
        return await Database.open(path, busy_timeout_ms=busy_timeout_ms, bounds=bounds)
    except DatabaseUnusable as exc:
        if language is None:
            raise SystemExit(exc.explain(SETTING)) from None
        raise SystemExit(plain(database_refusal(exc), language)) from None


def database_refusal(exc: DatabaseUnusable, setting: str = SETTING) -> str:
    """``exc.explain(setting)`` as markup in the catalogue's words (startup-database): the
    storage layer names each problem's and remedy's message beside its English."""
    return t(
        "startup-database",
        setting=setting,
        path=exc.path,
        problem=_said_part(exc.problem_phrase, exc.problem, setting),
        remedy=_said_part(exc.remedy_phrase, exc.remedy, setting),
    )


def _said_part(phrase: Phrase | None, english: str, setting: str) -> str:
    """A problem or remedy as markup, ``{setting}`` (its placeholder) named."""
    if phrase is None:
        return clean(" ".join(english.replace("{setting}", setting).splitlines()))
    named = tuple((name, setting if value == "{setting}" else value) for name, value in phrase.args)
    return said(Phrase(phrase.id, phrase.english, named))


DatabaseSource = Database | str | Path
"""What a front end is given to run on: an open Database (its host closes it), or the path of
an SQLite file or a ``postgresql://`` URL that the front end opens at start-up."""


class FrontEndDatabase:
    """The database of one front end (the Discord bot): the open one it was given, or the one
    it opens from a path or URL at start-up and closes when it stops.

    Why here: a front end never touches storage (the layer rule of tests/docs/test_layers.py);
    opening, health and the count of active matches for the metrics are start-up and
    operating work, done in this module for it."""

    def __init__(self, source: DatabaseSource) -> None:
        self.source = source
        self._opened: Database | None = None

    @property
    def given(self) -> bool:
        """Whether the database was handed over open (its host closes it)."""
        return isinstance(self.source, Database)

    async def open(self) -> Database:
        """The open database: the one given, else the one opened from the source (an SQLite
        file's folders made first)."""
        if isinstance(self.source, Database):
            return self.source
        if self._opened is None:
            if is_url(self.source):
                self._opened = await Database.open(self.source)
            else:
                path = Path(self.source)
                path.parent.mkdir(parents=True, exist_ok=True)
                self._opened = await Database.open(path)
        return self._opened

    def in_use(self) -> Database:
        """The open database (the given one exists before start-up); RuntimeError before a
        database the front end opens itself is open, which fails a health check."""
        database = self.source if isinstance(self.source, Database) else self._opened
        if database is None:
            raise RuntimeError("The database is not open yet.")
        return database

    async def answers(self) -> bool:
        """Whether the database answers a read (the health check)."""
        await self.in_use().schema_version()
        return True

    async def active_matches(self) -> int:
        """How many matches are being played, counted by every process of a bot alike."""
        return (await status_counts(self.in_use())).get(MatchStatus.ACTIVE, 0)

    async def close(self) -> None:
        """Close the database this front end opened (never the one it was given); idempotent."""
        opened, self._opened = self._opened, None
        if opened is not None:
            await opened.close()
