"""The values the repositories return: frozen snapshots of stored rows.

They are snapshots on purpose: the service changes a match only through a repository call that
names the version it read, so holding a stale object can never silently overwrite newer data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import Ending
from storage import rows
from storage.rows import Row
from storage.status import ChallengeStatus, MatchStatus

SIDES = ("white", "black")
COLOURS = ("white", "black", "random")


@dataclass(frozen=True)
class StoredClock:
    """A live match's clock as stored (games.clock does the arithmetic): the control, each
    side's time left and lag quota at the start of the current turn (milliseconds), when that
    turn began and when the side to move's flag falls (unix seconds; None while nobody's
    clock runs, as in a secret set-up stage or once the match is over)."""

    base_s: int
    increment_s: int
    white_ms: int
    black_ms: int
    white_quota_ms: int
    black_quota_ms: int
    turn_started_at: float | None
    flag_at: float | None

    def remaining_ms(self, side: str) -> int:
        return self.white_ms if side == "white" else self.black_ms

    def quota_ms(self, side: str) -> int:
        return self.white_quota_ms if side == "white" else self.black_quota_ms

    def columns(self) -> dict[str, Any]:
        """The matches columns that store this clock."""
        return {
            "clock_base_s": self.base_s,
            "clock_increment_s": self.increment_s,
            "white_ms": self.white_ms,
            "black_ms": self.black_ms,
            "white_quota_ms": self.white_quota_ms,
            "black_quota_ms": self.black_quota_ms,
            "turn_started_at": self.turn_started_at,
            "flag_at": self.flag_at,
        }


CLOCK_COLUMNS = tuple(StoredClock(0, 0, 0, 0, 0, 0, None, None).columns())


@dataclass(frozen=True)
class Match:
    """One match.  Holds only public data: hidden information lives in the secrets table."""

    id: int
    game_id: str
    options: dict[str, Any]
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    white_id: int  # Discord user ids (the bot's own id when an AI plays)
    black_id: int
    status: MatchStatus
    position: str  # the PUBLIC position string (game.public_position(state))
    to_move_id: int | None  # the user who must decide now (None when finished)
    ply: int  # number of moves in the log
    version: int  # optimistic-concurrency version, +1 on every write
    meta: dict[str, Any]  # small JSON for the service (AI level, commitments, reminders ...)
    winner: str | None  # 'white' | 'black' | None (a draw, or not finished)
    reason: str | None
    created_at: float  # unix seconds
    updated_at: float
    last_move_at: float
    deadline_at: float | None = None  # when the side to move runs out of time (or None)
    # When the clock next has a duty in the match (a reminder, a time-out notice, an AI turn
    # to resume), or None: see MatchRepository.claim_alarms.
    clock_at: float | None = None
    # Whether the match changes ratings when it ends (storage.ratings: created rated between
    # two people, and each side made two decisions).
    rated: bool = False
    # The kind of ending beside ``reason`` (None while the match is not over), for code that
    # asks what sort of ending it was: a time loss, a withdrawal, without reading the sentence.
    ending: Ending | None = None
    # A live match's clock (games.clock; None: a correspondence match).
    clock: StoredClock | None = None

    def side_of(self, user_id: int) -> str | None:
        """The side ``user_id`` plays ('white' first if they play both), or None."""
        if user_id == self.white_id:
            return "white"
        if user_id == self.black_id:
            return "black"
        return None

    def user_of(self, side: str) -> int:
        """The user id playing ``side``."""
        return self.white_id if side == "white" else self.black_id

    @property
    def is_over(self) -> bool:
        # Compared, not self.status.is_over: a Match built by hand may hold the plain word.
        return self.status in (MatchStatus.FINISHED, MatchStatus.ARCHIVED)


@dataclass(frozen=True)
class MoveRecord:
    """One logged move; ``text`` is what everyone may see (a secret move is redacted)."""

    ply: int
    side: str
    text: str
    created_at: float


@dataclass(frozen=True)
class Written:
    """What a write of this process hands the feed's carriers (:meth:`MatchFeed.carry`), so
    they need not read it back: the match row as the write left it, and the move it logged
    when that move's text is the whole truth (no secret text behind it), as the log now ends
    with it.  Nothing hidden: the row holds no secret, and a redacted move is never handed."""

    match: Match
    logged: MoveRecord | None = None


@dataclass(frozen=True)
class Challenge:
    """An invitation to play; ``target_id`` None means anyone may accept."""

    id: int
    challenger_id: int
    target_id: int | None
    game_id: str
    options: dict[str, Any]
    colour: str  # the challenger's colour: 'white' | 'black' | 'random'
    guild_id: int | None
    channel_id: int | None
    message_id: int | None
    status: ChallengeStatus
    created_at: float
    expires_at: float
    resolved_at: float | None
    match_id: int | None  # the match an accepted challenge became, when the service says so
    rated: bool = True  # the match it becomes is rated (between two people)
    # The live control of the match it becomes, "BASE_S+INCREMENT_S" (None: correspondence).
    clock_control: str | None = None


@dataclass(frozen=True)
class DrawOffer:
    """A standing draw offer in a match, by ``side``."""

    match_id: int
    side: str
    created_at: float


MATCH_COLUMNS = (
    "id, game_id, options, guild_id, channel_id, thread_id, white_id, black_id, status, "
    "position, to_move_id, ply, version, meta, winner, reason, created_at, updated_at, "
    "last_move_at, deadline_at, clock_at, rated, ending, " + ", ".join(CLOCK_COLUMNS)
)

CHALLENGE_COLUMNS = (
    "id, challenger_id, target_id, game_id, options, colour, guild_id, channel_id, message_id, "
    "status, created_at, expires_at, resolved_at, match_id, rated, clock_control"
)


def match_from_row(row: Row) -> Match:
    """A Match from a ``MATCH_COLUMNS`` row; rows.RowError names the first damaged column."""
    return Match(
        id=rows.integer(row, "id"),
        game_id=rows.text(row, "game_id"),
        options=rows.json_object(row, "options"),
        guild_id=rows.optional_integer(row, "guild_id"),
        channel_id=rows.optional_integer(row, "channel_id"),
        thread_id=rows.optional_integer(row, "thread_id"),
        white_id=rows.integer(row, "white_id"),
        black_id=rows.integer(row, "black_id"),
        status=rows.member(row, "status", MatchStatus),
        position=rows.text(row, "position"),
        to_move_id=rows.optional_integer(row, "to_move_id"),
        ply=rows.integer(row, "ply"),
        version=rows.integer(row, "version"),
        meta=rows.json_object(row, "meta"),
        winner=rows.choice(row, "winner", (*SIDES, None)),
        reason=rows.optional_text(row, "reason"),
        created_at=rows.real(row, "created_at"),
        updated_at=rows.real(row, "updated_at"),
        last_move_at=rows.real(row, "last_move_at"),
        deadline_at=rows.optional_real(row, "deadline_at"),
        clock_at=rows.optional_real(row, "clock_at"),
        rated=bool(rows.integer(row, "rated")),
        ending=None if row["ending"] is None else rows.member(row, "ending", Ending),
        clock=_clock_from_row(row),
    )


def _clock_from_row(row: Row) -> StoredClock | None:
    """The live clock of a matches row, None for a correspondence match (no control)."""
    base = rows.optional_integer(row, "clock_base_s")
    if base is None:
        return None
    return StoredClock(
        base_s=base,
        increment_s=rows.integer(row, "clock_increment_s"),
        white_ms=rows.integer(row, "white_ms"),
        black_ms=rows.integer(row, "black_ms"),
        white_quota_ms=rows.integer(row, "white_quota_ms"),
        black_quota_ms=rows.integer(row, "black_quota_ms"),
        turn_started_at=rows.optional_real(row, "turn_started_at"),
        flag_at=rows.optional_real(row, "flag_at"),
    )


def move_from_row(row: Row) -> MoveRecord:
    return MoveRecord(
        ply=rows.integer(row, "ply"),
        side=rows.choice(row, "side", SIDES),
        text=rows.text(row, "text"),
        created_at=rows.real(row, "created_at"),
    )


def challenge_from_row(row: Row) -> Challenge:
    return Challenge(
        id=rows.integer(row, "id"),
        challenger_id=rows.integer(row, "challenger_id"),
        target_id=rows.optional_integer(row, "target_id"),
        game_id=rows.text(row, "game_id"),
        options=rows.json_object(row, "options"),
        colour=rows.choice(row, "colour", COLOURS),
        guild_id=rows.optional_integer(row, "guild_id"),
        channel_id=rows.optional_integer(row, "channel_id"),
        message_id=rows.optional_integer(row, "message_id"),
        status=rows.member(row, "status", ChallengeStatus),
        created_at=rows.real(row, "created_at"),
        expires_at=rows.real(row, "expires_at"),
        resolved_at=rows.optional_real(row, "resolved_at"),
        match_id=rows.optional_integer(row, "match_id"),
        rated=bool(rows.integer(row, "rated")),
        clock_control=rows.optional_text(row, "clock_control"),
    )


def draw_offer_from_row(row: Row) -> DrawOffer:
    return DrawOffer(
        match_id=rows.integer(row, "match_id"),
        side=rows.choice(row, "side", SIDES),
        created_at=rows.real(row, "created_at"),
    )
