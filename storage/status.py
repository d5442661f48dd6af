"""The closed sets of words stored in status and system columns, as enums.

They are ``StrEnum`` on purpose: a member *is* its stored word (``MatchStatus.FINISHED ==
"finished"``), so rows read back compare equal, the database keeps plain text, and code that
names a status is checked by the type checker and found by a search instead of being spelled
again as a literal in thirty places.
"""

from __future__ import annotations

from enum import StrEnum


class MatchStatus(StrEnum):
    """Where a match is in its life: being set up, in play, over, or put away."""

    SETUP = "setup"
    ACTIVE = "active"
    FINISHED = "finished"
    ARCHIVED = "archived"

    @property
    def is_over(self) -> bool:
        """Finished or archived: no move can be made any more."""
        return self in (MatchStatus.FINISHED, MatchStatus.ARCHIVED)


class ChallengeStatus(StrEnum):
    """A challenge is open until it is answered, withdrawn or left too long."""

    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"


class TournamentStatus(StrEnum):
    """A tournament takes entries while open, plays while running, then ends one of two ways."""

    OPEN = "open"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class TournamentSystem(StrEnum):
    """How a tournament pairs its rounds."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    DOUBLE_ROUND_ROBIN = "double-round-robin"


class RatingPool(StrEnum):
    """Which of a game's two ratings a rated match changes: a match with a clock (games.clock)
    is played live, in one sitting, and rated in the live pool; one without, a move a day,
    in the correspondence pool.  Two pools because the two are different skills (as Lichess
    keeps blitz apart from correspondence); ratings from before live play are correspondence."""

    LIVE = "live"
    CORRESPONDENCE = "correspondence"


def words(kind: type[StrEnum]) -> tuple[str, ...]:
    """The plain words of ``kind``, in order: a tuple of them prints as ``('setup', ...)`` in
    an error message, where members would print as ``<MatchStatus.SETUP: 'setup'>``."""
    return tuple(member.value for member in kind)


MATCH_STATUSES: tuple[str, ...] = words(MatchStatus)
UNFINISHED: tuple[str, ...] = (MatchStatus.SETUP.value, MatchStatus.ACTIVE.value)
CHALLENGE_STATUSES: tuple[str, ...] = words(ChallengeStatus)
TOURNAMENT_STATUSES: tuple[str, ...] = words(TournamentStatus)
SYSTEMS: tuple[str, ...] = words(TournamentSystem)
