"""The errors of the storage layer.

Every one derives from :class:`StorageError`, so the service can catch one type at its edge;
the subclasses exist because the service reacts to each differently (a conflict is retried or
reported as a lost race, a missing match is a "not found", an unavailable match is an operator
problem that must not take the rest of the bot down).
"""

from __future__ import annotations

from games.phrase import Phrase


class StorageError(Exception):
    """Something the storage layer refuses or cannot do; the message says what and why."""


class StorageBusy(StorageError):
    """Another connection held a lock for longer than the busy timeout (or, on PostgreSQL, two
    transactions collided): nothing was written, and trying again will do."""


class StorageUnavailable(StorageBusy):
    """The database did not answer within its bounds (a lost or silent connection, a frozen or
    failing-over server): nothing was written, and trying again in a moment will do once the
    server is back.  A kind of StorageBusy, so every caller that retries a busy database
    retries this too."""

    def __init__(self, problem: str) -> None:
        self.problem = problem
        super().__init__(
            f"The database cannot be reached right now ({problem}); nothing was written. "
            "Try again in a moment."
        )


class CommitUnknown(StorageError):
    """The connection failed while the database was committing a write: it may or may not
    have been stored.  Raised only by a backend's write; the repository that made the write
    finds out which (MatchRepository.settle) before anyone is told anything."""

    def __init__(self, problem: str, *, final: bool, askable: bool = True) -> None:
        self.problem = problem
        # Whether the write's outcome can no longer change (the session that sent COMMIT is
        # gone): only then does not finding the write mean it was not stored.
        self.final = final
        # Whether the database answered since (a look for the write is worth its wait).
        self.askable = askable
        super().__init__(
            f"The database connection failed while a write was being committed ({problem}); "
            "whether it was stored is not known yet."
        )


class OutcomeUnknown(StorageError):
    """A write's commit was interrupted and the database could not be asked afterwards
    whether it landed: the only true answer is "unknown, look again in a moment"."""

    def __init__(self, match_id: int, problem: str) -> None:
        self.match_id = match_id
        self.problem = problem
        super().__init__(
            f"Match #{match_id}: the database connection failed while your action was being "
            f"stored ({problem}), and it cannot be told yet whether it was. Look at the board "
            "in a moment before trying again."
        )


class StorageFault(StorageError):
    """The database failed a statement for a reason other than a lock (SQLite: disk I/O error,
    disk full, read-only or damaged file; PostgreSQL: a lost connection, a server error) while
    the bot was running; the transaction was rolled back.

    It exists so that no raw ``sqlite3`` or ``asyncpg`` error reaches a front end: the message
    tells the player nothing was changed and that the operator has to look.
    """

    def __init__(self, problem: str) -> None:
        self.problem = problem
        super().__init__(
            f"The bot could not use its database ({problem}); nothing was changed. "
            "Try again later, and tell the bot's operator if it keeps happening."
        )


DEFAULT_SETTING = "the database path"


class DatabaseUnusable(StorageError):
    """The database cannot be opened for use at all: raised only by ``Database.open``.

    Carries the parts separately so a front end can say which setting to change:
    :meth:`explain` with the setting's name gives ``NAME=PATH: problem. remedy`` on one line;
    ``str()`` gives ``PATH: problem. remedy``.  ``remedy`` may name ``{setting}``.  For
    PostgreSQL, PATH is the URL without its password.

    The problem and the remedy may be given as phrases (games/phrase.py: the English and a
    catalogue message, ``startup-database-...`` in startup.ftl), so that the console says
    them in its user's language at start-up; ``problem_phrase`` and ``remedy_phrase`` keep
    them (None for plain English).  A phrase's argument ``setting`` holds the placeholder
    ``{setting}``.
    """

    def __init__(self, path: str, problem: Phrase | str, remedy: Phrase | str) -> None:
        self.path = path
        self.problem = str(problem)
        self.remedy = str(remedy)
        self.problem_phrase = problem if isinstance(problem, Phrase) else None
        self.remedy_phrase = remedy if isinstance(remedy, Phrase) else None
        super().__init__(self.explain())

    def explain(self, setting: str | None = None) -> str:
        """One line naming the path (after ``setting=`` when given), the problem and the fix."""
        where = f"{setting}={self.path}" if setting else self.path
        remedy = self.remedy.replace("{setting}", setting or DEFAULT_SETTING)
        return " ".join(f"{where}: {self.problem}. {remedy}".splitlines())


class NotADatabase(DatabaseUnusable):
    """The file is not SQLite, or is an SQLite database of another program."""


class DatabaseCorrupt(DatabaseUnusable):
    """SQLite's quick_check finds damaged pages: using the file would fail or lose data."""


class DatabaseReadOnly(DatabaseUnusable):
    """The process cannot write the file or create its journal files beside it."""


class DatabaseLocked(DatabaseUnusable, StorageBusy):
    """Another process held a lock Gamut needed for the whole busy timeout while it started."""


class SchemaTooNew(DatabaseUnusable):
    """The database was written by a newer Gamut: opening it could corrupt data it relies on."""

    def __init__(self, current: int, known: int, path: str = "The database") -> None:
        self.current = current
        self.known = known
        super().__init__(
            path,
            Phrase.of(
                "startup-database-too-new",
                f"it is at schema version {current}, but this Gamut knows versions up to "
                f"{known}; it was written by a newer release",
                current=current,
                known=known,
            ),
            Phrase.of(
                "startup-database-remedy-upgrade",
                "Upgrade Gamut instead of opening it with this one (nothing was changed).",
            ),
        )


class MatchNotFound(StorageError, LookupError):
    """No match has this id."""


class MatchUnavailable(StorageError):
    """The match's row (or its move log) cannot be read; only this match is affected."""

    def __init__(self, match_id: int, problem: str) -> None:
        self.match_id = match_id
        self.problem = problem
        super().__init__(
            f"Match #{match_id} is unavailable: its stored data is damaged ({problem}). "
            "Other matches are not affected; an operator has to repair or archive this one."
        )


class VersionConflict(StorageError):
    """A write based on a stale read: someone else changed the match first; nothing was written."""

    def __init__(self, match_id: int, expected: int, actual: int) -> None:
        self.match_id = match_id
        self.expected = expected
        self.actual = actual
        super().__init__(
            f"Match #{match_id} changed meanwhile (version {actual}, expected {expected}); "
            "nothing was written. Reload it and try again."
        )


class ChallengeNotFound(StorageError, LookupError):
    """No challenge has this id (kept in ``challenge_id``, for the service to word)."""

    def __init__(self, challenge_id: int) -> None:
        self.challenge_id = challenge_id
        super().__init__(f"There is no challenge #{challenge_id}.")


class DuplicateChallenge(StorageError):
    """An open challenge between the same two users for the same game already exists
    (``challenge_id``, the one that stands)."""

    def __init__(self, challenge_id: int, game_id: str) -> None:
        self.challenge_id = challenge_id
        self.game_id = game_id
        super().__init__(
            f"Challenge #{challenge_id} for {game_id} between these players is still open: "
            "answer or cancel it first."
        )


class ChallengeClosed(StorageError):
    """The challenge was already accepted, declined, cancelled or expired: ``status`` says
    which (a ChallengeStatus value), so the service words it in the reader's language."""

    def __init__(self, challenge_id: int, status: str) -> None:
        self.challenge_id = challenge_id
        self.status = status
        super().__init__(
            f"Challenge #{challenge_id} has expired."
            if status == "expired"
            else f"Challenge #{challenge_id} was already {status}."
        )


class ReplayMismatch(StorageError):
    """Replaying a match's move log through its engine does not give what is stored."""


class MatchClosed(StorageError):
    """The match is finished or archived, so it takes no more moves or results."""


class PlayersFull(StorageError):
    """Every local-player id below the reserved AI id is taken: no new name can be stored."""
