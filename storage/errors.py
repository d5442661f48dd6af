"""The errors of the storage layer.

Every one derives from :class:`StorageError`, so the service can catch one type at its edge;
the subclasses exist because the service reacts to each differently (a conflict is retried or
reported as a lost race, a missing match is a "not found", an unavailable match is an operator
problem that must not take the rest of the bot down).
"""

from __future__ import annotations


class StorageError(Exception):
    """Something the storage layer refuses or cannot do; the message says what and why."""


class SchemaTooNew(StorageError):
    """The database was written by a newer Gamut: opening it could corrupt data it relies on."""


class StorageBusy(StorageError):
    """Another connection held the write lock for longer than the busy timeout."""


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
    """No challenge has this id."""


class DuplicateChallenge(StorageError):
    """An open challenge between the same two users for the same game already exists."""


class ChallengeClosed(StorageError):
    """The challenge was already accepted, declined, cancelled or expired."""


class ReplayMismatch(StorageError):
    """Replaying a match's move log through its engine does not give what is stored."""


class MatchClosed(StorageError):
    """The match is finished or archived, so it takes no more moves or results."""
