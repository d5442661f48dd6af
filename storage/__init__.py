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
    DuplicateChallenge,
    MatchClosed,
    MatchNotFound,
    MatchUnavailable,
    ReplayMismatch,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    VersionConflict,
)
from storage.models import Challenge, DrawOffer, Match, MoveRecord
from storage.schema import LATEST_VERSION

__all__ = [
    "LATEST_VERSION",
    "Challenge",
    "ChallengeClosed",
    "ChallengeNotFound",
    "Database",
    "DrawOffer",
    "DuplicateChallenge",
    "Match",
    "MatchClosed",
    "MatchNotFound",
    "MatchUnavailable",
    "MoveRecord",
    "ReplayMismatch",
    "SchemaTooNew",
    "StorageBusy",
    "StorageError",
    "VersionConflict",
]
