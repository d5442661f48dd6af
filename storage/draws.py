"""Draw offers: at most one standing offer per match, by the side that made it.

Kept out of the match row so that offering or withdrawing a draw never bumps the match version
(an offer must not make the opponent's move in flight fail with a conflict).  Each change is
still announced on the match's feed, as a match write is: a player's open web page shows
the opponent's offer (its Accept and Decline buttons) as it is made, and drops it with it.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from storage import rows
from storage.errors import MatchNotFound, StorageError
from storage.models import SIDES, DrawOffer, draw_offer_from_row

if TYPE_CHECKING:
    from storage.database import Database


class DrawRepository:
    """``db.draws``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def offer(self, match_id: int, side: str, now: float | None = None) -> DrawOffer:
        """Record ``side``'s offer, replacing any standing one; MatchNotFound for no match."""
        if side not in SIDES:
            raise ValueError(f"side is 'white' or 'black', not {side!r}.")
        created = time.time() if now is None else float(now)
        async with self._db._write() as tx:
            if not await tx.fetch("SELECT 1 FROM matches WHERE id = ?", (match_id,)):
                raise MatchNotFound(f"There is no match #{match_id}.")
            await tx.execute(
                "INSERT INTO draw_offers (match_id, side, created_at) VALUES (?, ?, ?) "
                "ON CONFLICT (match_id) DO UPDATE SET side = excluded.side, "
                "created_at = excluded.created_at",
                (match_id, side, created),
            )
        await self._db.announce(match_id)
        return DrawOffer(match_id, side, created)

    async def get(self, match_id: int) -> DrawOffer | None:
        """The standing offer, or None."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT match_id, side, created_at FROM draw_offers WHERE match_id = ?",
                (match_id,),
            )
        if not found:
            return None
        try:
            return draw_offer_from_row(found[0])
        except rows.RowError as exc:
            raise StorageError(f"The draw offer of match #{match_id} is damaged ({exc}).") from None

    async def clear(self, match_id: int) -> bool:
        """Withdraw the standing offer; whether there was one."""
        async with self._db._write() as tx:
            found = await tx.fetch(
                "DELETE FROM draw_offers WHERE match_id = ? RETURNING match_id", (match_id,)
            )
        if found:
            await self._db.announce(match_id)
        return bool(found)
