"""The child process of the accept-crash test: dies by SIGKILL half-way through accepting.

Usage: ``python -m tests.storage.accept_crash_child DATABASE CHALLENGE_ID`` (an SQLite path
or a PostgreSQL URL).  It makes the secrets write, which runs after the match row is inserted
and before the challenge is resolved, kill the process, so the write transaction is cut
between its two halves the way a power cut or an OOM kill would cut it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from typing import Any

import storage.matches
from storage import Database
from tests.storage.conftest import START


async def die(*_: Any) -> None:
    os.kill(os.getpid(), signal.SIGKILL)


async def accept_and_die(path: str, challenge_id: int) -> None:
    storage.matches._store_secrets = die
    async with await Database.open(path) as db:
        await db.matches.create(
            "charing-cross",
            {},
            1,
            2,
            START,
            status="active",
            to_move_id=1,
            secrets={"position": START},
            accepting_challenge=challenge_id,
            now=200.0,
        )
    print("the accept finished: the kill did not happen", flush=True)


if __name__ == "__main__":
    asyncio.run(accept_and_die(sys.argv[1], int(sys.argv[2])))
