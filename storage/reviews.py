"""Stored match reviews: the AI's judgement of one player's moves in one finished match.

A review costs the AI a budget of seconds; a finished match never changes, so the result is
kept (as JSON the service writes and reads back) and a second request is answered at once.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from storage import rows
from storage.errors import StorageError

if TYPE_CHECKING:
    from storage.database import Database


class ReviewRepository:
    """``db.reviews``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, match_id: int, user_id: int) -> dict[str, Any] | None:
        """The stored review of ``user_id``'s moves in the match, or None."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT data FROM reviews WHERE match_id = ? AND user_id = ?",
                (match_id, user_id),
            )
        if not found:
            return None
        try:
            return rows.json_object(found[0], "data")
        except rows.RowError as exc:
            raise StorageError(f"The review of match #{match_id} is damaged ({exc}).") from None

    async def put(
        self, match_id: int, user_id: int, data: Mapping[str, Any], now: float | None = None
    ) -> None:
        """Store (or replace) a review; the match must exist (its deletion removes it)."""
        stamp = time.time() if now is None else float(now)
        async with self._db._write() as tx:
            await tx.execute(
                "INSERT INTO reviews (match_id, user_id, data, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (match_id, user_id) DO UPDATE SET data = excluded.data, "
                "created_at = excluded.created_at",
                (match_id, user_id, rows.dump_json(data, "review"), stamp),
            )
