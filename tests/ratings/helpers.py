"""Playing rated matches through storage's real finishing transactions (no engine involved):
for the rating tests, and for any test that needs ratings in a database."""

from __future__ import annotations

from games import Ending
from storage import Database, Match
from storage.models import StoredClock

POSITION = "any position"  # storage does not read positions; the engines are not involved


async def play_out(
    db: Database,
    white: int,
    black: int,
    winner: str | None,
    *,
    game_id: str = "crossings",
    moves_each: int = 2,
    rated: bool = True,
    guild_id: int | None = None,
    channel_id: int | None = None,
    now: float = 1000.0,
    meta: dict | None = None,
    finish: bool = True,
    clock: StoredClock | None = None,
) -> Match:
    """A match played to its end through storage: ``moves_each`` moves a side, the last one
    finishing it with ``winner`` (None: a draw), as the service's ``record`` stores them.
    ``finish=False``: the same moves, the match left running (to finish it another way).
    ``clock``: a live match's (rated in the live pool), else a correspondence one."""
    match = await db.matches.create(
        game_id,
        {},
        white,
        black,
        POSITION,
        status="active",
        to_move_id=white,
        guild_id=guild_id,
        channel_id=channel_id,
        rated=rated,
        meta=meta,
        now=now,
        clock=clock,
    )
    total = 2 * moves_each
    for ply in range(total):
        side = "white" if ply % 2 == 0 else "black"
        last = finish and ply == total - 1
        match = await db.matches.apply_move(
            match.id,
            match.version,
            side=side,
            text=f"m{ply}",
            position=POSITION,
            to_move_id=None if last else (black if side == "white" else white),
            status="finished" if last else None,
            winner=winner if last else None,
            reason="the test says so" if last else None,
            ending=Ending.RESIGNATION if last else None,
            now=now + ply,
        )
    return match


# A live match's clock (ten minutes and five seconds a move), as it stands when the match opens.
LIVE = StoredClock(600, 5, 600_000, 600_000, 0, 0, None, None)
