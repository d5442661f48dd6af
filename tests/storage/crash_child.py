"""The child process of the crash test: applies moves to one match until it is killed.

Usage: ``python -m tests.storage.crash_child DB_PATH MATCH_ID``.  After each committed move it
prints the match's new version on its own line and flushes, so every printed version is a
promise that the move is durable; the parent kills it with SIGKILL at random moments and
checks every promise against the database.
"""

from __future__ import annotations

import asyncio
import sys

from storage import Database


async def apply_moves_forever(path: str, match_id: int) -> None:
    async with await Database.open(path) as db:
        match = await db.matches.get(match_id)
        while True:
            ply = match.ply + 1
            side = "white" if ply % 2 else "black"
            match = await db.matches.apply_move(
                match_id,
                match.version,
                side=side,
                text=f"m{ply}",
                secret_text=f"s{ply}" if ply % 3 == 0 else None,
                position=f"p{ply}",
                to_move_id=2 if side == "white" else 1,
                secrets={"last": str(ply)},
                meta={"ply": ply},
            )
            print(match.version, flush=True)


if __name__ == "__main__":
    asyncio.run(apply_moves_forever(sys.argv[1], int(sys.argv[2])))
