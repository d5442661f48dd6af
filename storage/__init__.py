"""Durable storage for Gamut: schema, migrations and repositories, on SQLite (aiosqlite, the
embedded default) or PostgreSQL (asyncpg, for several processes).

    db = await Database.open(path)          # or a postgresql:// URL
    match = await db.matches.create(...)
    match = await db.matches.apply_move(match.id, match.version, side=..., text=..., ...)

All SQL of the project lives in this package, written once for both databases (the few
differences are in storage.dialect).  ``python -m storage copy SRC DST`` moves a database
from one to the other.  It imports ``games`` only to replay a move log
(storage.replay), never ``bot``.
"""

from storage.database import Database
from storage.errors import (
    ChallengeClosed,
    ChallengeNotFound,
    CommitUnknown,
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    DuplicateChallenge,
    MatchClosed,
    MatchNotFound,
    MatchUnavailable,
    NotADatabase,
    OutcomeUnknown,
    PlayersFull,
    ReplayMismatch,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageFault,
    StorageUnavailable,
    VersionConflict,
)
from storage.models import Challenge, DrawOffer, Match, MoveRecord, Written
from storage.players import (
    FIRST_RESERVED_ID,
    MAX_NAME_LENGTH,
    BadName,
    displayed_name,
    normalise_name,
)
from storage.schema import LATEST_VERSION
from storage.tournaments import PairingTaken, TournamentClosed, TournamentNotFound

__all__ = [
    "FIRST_RESERVED_ID",
    "LATEST_VERSION",
    "MAX_NAME_LENGTH",
    "Challenge",
    "ChallengeClosed",
    "ChallengeNotFound",
    "CommitUnknown",
    "Database",
    "DatabaseCorrupt",
    "DatabaseLocked",
    "DatabaseReadOnly",
    "DatabaseUnusable",
    "DrawOffer",
    "DuplicateChallenge",
    "Match",
    "MatchClosed",
    "MatchNotFound",
    "MatchUnavailable",
    "MoveRecord",
    "NotADatabase",
    "OutcomeUnknown",
    "PairingTaken",
    "PlayersFull",
    "ReplayMismatch",
    "SchemaTooNew",
    "StorageBusy",
    "StorageError",
    "StorageFault",
    "StorageUnavailable",
    "TournamentClosed",
    "TournamentNotFound",
    "VersionConflict",
    "Written",
    "BadName",
    "displayed_name",
    "normalise_name",
]
