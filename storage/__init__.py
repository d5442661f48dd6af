"""Durable SQLite storage for Gamut (aiosqlite): schema, migrations and repositories.

    db = await Database.open(path)
    match = await db.matches.create(...)
    match = await db.matches.apply_move(match.id, match.version, side=..., text=..., ...)

All SQL of the project lives in this package.  It imports ``games`` only to replay a move log
(storage.replay), never ``bot``.
"""

from storage.database import Database
from storage.errors import (
    ChallengeClosed,
    ChallengeNotFound,
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    DuplicateChallenge,
    MatchClosed,
    MatchNotFound,
    MatchUnavailable,
    NotADatabase,
    PlayersFull,
    ReplayMismatch,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageFault,
    VersionConflict,
)
from storage.models import Challenge, DrawOffer, Match, MoveRecord
from storage.players import FIRST_RESERVED_ID, MAX_NAME_LENGTH, normalise_name
from storage.schema import LATEST_VERSION

__all__ = [
    "FIRST_RESERVED_ID",
    "LATEST_VERSION",
    "MAX_NAME_LENGTH",
    "Challenge",
    "ChallengeClosed",
    "ChallengeNotFound",
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
    "PlayersFull",
    "ReplayMismatch",
    "SchemaTooNew",
    "StorageBusy",
    "StorageError",
    "StorageFault",
    "VersionConflict",
    "normalise_name",
]
