"""A host of the bot's four kinds of worker process, each started by real work, for
tests/ops/test_worker_orphans.py (run as ``python -m tests.ops.worker_host``).

It asks the AI for a move, the coach for a hint, the replay worker for a replay and the
tournament worker for a round-robin schedule, prints the process id each worker answered
from as one JSON line, then waits on standard input, its workers still held (a pool dropped
unreferenced would end its process itself): the test kills it there.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys

import games
from bot.ai_runner import AIRunner
from bot.coach_runner import CoachRunner
from bot.process_worker import ProcessWorker
from bot.replay_worker import ReplayWorker
from games.ai import observe
from games.ai.analysis import hint
from tests.renderers.test_replay_limit import game_frames
from tournaments.roundrobin import schedule

LIMIT_S = 120.0  # a bound on each job, generous for a loaded machine


async def host() -> None:
    """Each worker started by its own kind of work; the process ids printed; then a wait."""
    opening = observe("crossings", games.get("crossings").start(), "white")
    ai = AIRunner(max_workers=1)
    assert await ai.choose(opening, "easy", seed=1) in opening.legal
    coach = CoachRunner()
    assert (await coach.run(hint, opening, max_nodes=200)).move in opening.legal
    replays = ReplayWorker()
    assert (await asyncio.to_thread(replays, game_frames("crossings", 2))).data
    tournaments = ProcessWorker()
    assert len(await tournaments.run(schedule, 4, limit=LIMIT_S)) == 3
    pids = {
        "ai": ai.worker_pids[0],
        "coach": await coach.run(os.getpid),
        "replay": await asyncio.to_thread(replays.run, os.getpid),
        "tournament": await tournaments.run(os.getpid, limit=LIMIT_S),
    }
    print(json.dumps(pids), flush=True)
    await asyncio.to_thread(sys.stdin.buffer.read)  # until the test kills this process
    for worker in (ai, coach, replays, tournaments):
        worker.close()


if __name__ == "__main__":
    asyncio.run(host())
