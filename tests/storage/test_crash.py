"""Crash safety of an SQLite file: a writer killed with SIGKILL at random moments loses no
committed move and leaves a file that opens and passes PRAGMA integrity_check.  (SQLite only:
the file is written by the killed process itself; a PostgreSQL client killed mid-transaction
is covered by test_accept, and a server's durability is the server's.)"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from storage import Database, Match
from tests.storage.conftest import new_match

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 20
MAX_LINES = 40  # committed moves to wait for before a kill
STALL_LIMIT = 60.0  # seconds without progress before the test gives up (a safety stop only)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def start_child(path: Path, match_id: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.storage.crash_child", str(path), str(match_id)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def read_lines(child: subprocess.Popen[bytes], wanted: int) -> bytes:
    """The child's output until it has printed ``wanted`` lines (or died)."""
    assert child.stdout is not None
    fd = child.stdout.fileno()
    output = b""
    while output.count(b"\n") < wanted:
        ready, _, _ = select.select([fd], [], [], STALL_LIMIT)
        if not ready:
            child.kill()
            pytest.fail("the child stopped making progress")
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        output += chunk
    return output


def kill_at_random(child: subprocess.Popen[bytes], rng: random.Random) -> list[int]:
    """Wait for a random number of commits and a random fraction of one more, SIGKILL the
    child, and return every version it reported as committed."""
    output = read_lines(child, rng.randint(0, MAX_LINES))
    time.sleep(rng.uniform(0, 0.002))  # lands the kill anywhere inside the next transaction
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert child.stdout is not None and child.stderr is not None
    output += child.stdout.read()
    errors = child.stderr.read().decode()
    child.stdout.close()
    child.stderr.close()
    assert child.returncode == -signal.SIGKILL, f"the child died on its own: {errors}"
    complete = output[: output.rfind(b"\n") + 1]
    return [int(line) for line in complete.split()]


async def check_database(path: Path, match_id: int, promised: int) -> Match:
    """The file opens, is sound, holds every promised move and nothing half-written."""
    async with await Database.open(path) as db:
        assert await db.integrity_check() == ["ok"]
        match = await db.matches.get(match_id)
        assert match.version >= promised, "a move reported as committed was lost"
        assert match.version == match.ply + 1
        moves = await db.matches.moves(match_id)
        assert [(m.ply, m.text) for m in moves] == [(p, f"m{p}") for p in range(1, match.ply + 1)]
        assert match.position == (f"p{match.ply}" if match.ply else match.position)
        if match.ply:  # the move, its secrets and its meta were committed together
            assert match.meta == {"ply": match.ply}
            assert await db.matches.secrets(match_id) == {"last": str(match.ply)}
        secret = await db.matches.secret_moves(match_id)
        assert secret == {p: f"s{p}" for p in range(3, match.ply + 1, 3)}
        return match


async def test_sigkilled_writers_lose_no_committed_move(tmp_path):
    path = tmp_path / "crash.db"
    async with await Database.open(path) as db:
        match_id = (await new_match(db)).id
    rng = random.Random(20240607)
    stored_version = 1  # the match's version as the last check found it
    rounds_with_commits = 0
    for _ in range(ROUNDS):
        reported = kill_at_random(start_child(path, match_id), rng)
        if reported:
            rounds_with_commits += 1
            # The child started from the stored version and committed one version at a time.
            assert reported == list(range(stored_version + 1, reported[-1] + 1))
        match = await check_database(path, match_id, max(reported, default=stored_version))
        stored_version = match.version
    assert rounds_with_commits >= ROUNDS // 2
