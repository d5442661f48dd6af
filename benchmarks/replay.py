"""How long ``/replay`` of a very long match takes and how much memory it costs, through the
service as the bot runs it (the replay drawn in its worker process).

    .venv/bin/python benchmarks/replay.py [--moves 1000] [--game crossings] [--repeat 3] [--review]

Plays ``--moves`` seeded random moves that do not end the game (a match ended by the host's
move limit, as long as matches get) into a fresh SQLite database, then asks for its replay
``--repeat`` times once its worker has started.  Prints the seconds of each (and their
median), the processor seconds each process spent on it (steadier than the wall clock when
other work shares the cores), the GIF's size, the reply's text, and the peak memory (maximum
resident set) each process gained while drawing: the bot's process and the worker's, each
against its own peak before the first replay.  Target (issue 44): under 5 s and under 100 MB
more in any process for 1,000 moves (before: 27.6 s and 520 MB in the bot's process).

With ``--review``, White's review of the same match is timed too (the real coaching worker,
the documented bound of 20 s; before: 66.7 s), with the line saying it was cut short.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.markup import plain  # noqa: E402
from bot.service import MatchService, ServiceSettings  # noqa: E402
from bot.service.review import REVIEW_BUDGET  # noqa: E402
from bot.service.viewer import EVERYTHING, Viewer  # noqa: E402
from storage import Database  # noqa: E402
from tests.helpers import long_playout  # noqa: E402

WHITE, BLACK = 1, 2
TARGET_S = 5.0
TARGET_MB = 100.0


def peak_mb() -> float:
    """This process's maximum resident set so far, in MB (Linux counts ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def viewer(user_id: int) -> Viewer:
    """A player at the console, who sees every local match."""
    return Viewer(user_id, private=True, sight=EVERYTHING)


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "replay.db")
        service = MatchService(db, settings=ServiceSettings(move_limit=args.moves))
        try:
            offer = await service.challenge(WHITE, args.game, opponent=BLACK, colour="white")
            match_id = (await service.accept(viewer(BLACK), offer.challenge_id)).match_id
            for ply, move in enumerate(long_playout(args.game, args.seed, args.moves)):
                match = await service.get_match(match_id)
                if match.ply > ply:
                    continue  # a pass the service played for a side with no move
                await service.move(viewer(match.to_move_id), match_id, move)
            host_before = peak_mb()
            began = time.perf_counter()
            worker_before = service.replay_worker.run(peak_mb)
            started = time.perf_counter() - began
            seconds, host_cpu, worker_cpu = [], [], []
            for _ in range(args.repeat):
                began, cpu = time.perf_counter(), time.process_time()
                worker_began = service.replay_worker.run(time.process_time)
                reply = await service.replay(viewer(WHITE), match_id)
                seconds.append(time.perf_counter() - began)
                host_cpu.append(time.process_time() - cpu)
                worker_cpu.append(service.replay_worker.run(time.process_time) - worker_began)
            worker_after = service.replay_worker.run(peak_mb)
            host_gain = peak_mb() - host_before
            review = None
            if args.review:
                began = time.perf_counter()
                told = await service.reviewer.review(viewer(WHITE), match_id)
                review = (time.perf_counter() - began, plain(told.notice))
        finally:
            service.close()
            await db.close()
    print(
        f"{args.game}, {args.moves} moves, load average {os.getloadavg()[0]:.1f}: "
        f"worker started in {started:.2f} s; replay median {statistics.median(seconds):.2f} s "
        f"of {len(seconds)} ({', '.join(f'{s:.2f}' for s in seconds)}); "
        f"GIF {len(reply.image.data) / 2**20:.2f} MiB"
    )
    print(f"  {reply.text}")
    print(
        f"  processor seconds a replay (median): bot process {statistics.median(host_cpu):.2f}, "
        f"worker {statistics.median(worker_cpu):.2f} (what the wall clock comes to on a "
        "quiet machine)"
    )
    print(
        f"  peak memory gained: bot process {host_gain:.1f} MB, worker "
        f"{worker_after - worker_before:.1f} MB over its {worker_before:.1f} MB once started"
    )
    met = (
        statistics.median(seconds) < TARGET_S
        and max(host_gain, worker_after - worker_before) < TARGET_MB
    )
    print(f"  targets (< {TARGET_S:g} s, < {TARGET_MB:g} MB more): {'met' if met else 'NOT met'}")
    if review is not None:
        seconds_taken, text = review
        lines = text.splitlines()
        told = [lines[0], *(line for line in lines if line.startswith("Cut short"))]
        print(f"review of White's moves: {seconds_taken:.1f} s (bound {REVIEW_BUDGET:g} s)")
        for line in told:
            print(f"  {line}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--game", default="crossings")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--review", action="store_true", help="then time White's review of the same match"
    )
    asyncio.run(main(parser.parse_args()))
