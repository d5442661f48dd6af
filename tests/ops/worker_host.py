"""A host of the bot's five kinds of worker process, each started by real work, for
tests/ops/test_worker_orphans.py (run as ``python -m tests.ops.worker_host``).

It asks the AI for a move, the coach for a hint, the replay worker for a replay, the
tournament worker for a round-robin schedule and the web's drawing process for a watched
match's drawing, prints the process id each worker answered from as one JSON line, then
waits on standard input, its workers still held (a pool dropped unreferenced would end its
process itself): the test kills it there.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path

import games
from bot.ai_runner import AIRunner
from bot.coach_runner import CoachRunner
from bot.process_worker import ProcessWorker
from bot.replay_worker import ReplayWorker
from bot.service import EVERYTHING, MatchService, Viewer
from bot.web.drawing import Order
from bot.web.drawing_process import DrawingProcess
from bot.web.pages import Place
from games.ai import observe
from games.ai.analysis import hint
from renderers.style import STANDARD
from storage import Database
from tests.renderers.test_replay_limit import game_frames
from tournaments.roundrobin import schedule

LIMIT_S = 120.0  # a bound on each job, generous for a loaded machine


async def drawn_by(drawing: DrawingProcess, folder: Path) -> int:
    """The drawing process started by drawing a fresh match's first position; its id."""
    db = await Database.open(folder / "host.sqlite3")
    service = MatchService(db)
    try:
        offer = await service.challenge(1, "crossings", opponent=2, colour="white")
        accepted = await service.accept(
            Viewer(2, private=True, sight=EVERYTHING), offer.challenge_id
        )
        assert accepted.match_id is not None
        viewer = Viewer(1, private=True, sight=EVERYTHING)
        match, log = await service.match_log(viewer, accepted.match_id)
        order = Order(
            match,
            log,
            {"white": "a", "black": "b"},
            (),
            Place("/w/T", "/w/T/events"),
            (("en", STANDARD),),
        )
        assert (await drawing.draw(order)).latest == 0
    finally:
        service.close()
        await db.close()
    assert drawing.pid is not None
    return drawing.pid


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
    drawing = DrawingProcess(limit=LIMIT_S)
    folder = tempfile.TemporaryDirectory()
    pids = {
        "ai": ai.worker_pids[0],
        "coach": await coach.run(os.getpid),
        "replay": await asyncio.to_thread(replays.run, os.getpid),
        "tournament": await tournaments.run(os.getpid, limit=LIMIT_S),
        "drawing": await drawn_by(drawing, Path(folder.name)),
    }
    print(json.dumps(pids), flush=True)
    await asyncio.to_thread(sys.stdin.buffer.read)  # until the test kills this process
    for worker in (ai, coach, replays, tournaments):
        worker.close()
    await drawing.close()
    folder.cleanup()


if __name__ == "__main__":
    asyncio.run(host())
