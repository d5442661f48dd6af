"""What the bot's process keeps alive, phase after phase: simcord's own records against the rest.

    .venv/bin/python benchmarks/bot_growth.py [--matches 200] [--moves 5] [--phases 5]
                                              [--game crossings] [--seed 1]

bot_latency.py's *saturation* phase (the real bot under simcord on a temporary SQLite file,
``--matches`` matches at once, each player answering the moment the board arrives), run
``--phases`` times on the same matches.  After each phase, a full collection, then a census of
the objects the cyclic collector tracks (``gc.get_objects``: those frozen at the bot's start-up
are out of its passes and not counted), and separately the tracked objects reachable from
simcord's backend (``env.backend``: the stand-in Discord's messages, interactions and request
log, which it keeps for the whole run), found by walking ``gc.get_referents`` from it.  The
rest is the bot's (and discord.py's) own.  Printed per phase: moves/s, the process's processor
time per move, the full (generation 2) collections during the phase and their wall time, the
process's resident memory, and both counts with their growth per move; then the median growth
per move of each over the phases after the first (the first fills the bounded caches: the
engines' move caches).  The benchmark keeps no phase's outcome past its census, so that its
own samples are not counted as the bot's.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import tempfile
import time
import types
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import bot_latency as latency  # noqa: E402 - benchmarks/bot_latency.py
import simcord  # noqa: E402

import games  # noqa: E402
from bot import create_bot  # noqa: E402

# Not walked from the backend: shared by everything (classes, modules, code, functions).
SHARED = (type, types.ModuleType, types.FunctionType, types.CodeType)


class FullCollections:
    """Counts the collector's generation-2 passes and their wall time (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.count = 0
        self.seconds = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.count += 1
            self.seconds += time.perf_counter() - self._started

    def reset(self) -> None:
        self.count, self.seconds = 0, 0.0


@dataclass
class Census:
    tracked: int  # every tracked object not frozen
    simcord: int  # tracked objects reachable from simcord's backend
    rss_mb: float


def reachable_tracked(root: object) -> int:
    """Tracked objects reachable from ``root`` through ``gc.get_referents`` (shared objects such
    as classes and modules not followed)."""
    seen = {id(root)}
    queue: deque[object] = deque([root])
    tracked = 0
    while queue:
        obj = queue.popleft()
        tracked += gc.is_tracked(obj)
        for ref in gc.get_referents(obj):
            if not isinstance(ref, SHARED) and id(ref) not in seen:
                seen.add(id(ref))
                queue.append(ref)
    return tracked


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * 4096 / 2**20


def census(env: simcord.Env) -> Census:
    gc.collect()
    return Census(len(gc.get_objects()), reachable_tracked(env.backend), resident_mb())


async def run(args: argparse.Namespace, db_path: Path) -> int:
    bot = create_bot(db_path, rng=random.Random(args.seed))
    rng = random.Random(args.seed)
    full = FullCollections()
    gc.callbacks.append(full)
    growth_simcord: list[float] = []
    growth_rest: list[float] = []
    failed = False  # outcomes are not kept: their samples would count as the bot's growth
    try:
        async with simcord.run(bot, check_errors=False) as env:
            seats = await latency.set_up(env, args)
            before = census(env)
            print(
                f"after set-up: {before.tracked} tracked objects, {before.simcord} of them "
                f"simcord's, {before.rss_mb:.0f} MB resident"
            )
            for number in range(1, args.phases + 1):
                plans = [await latency.plan_moves(bot, seat, args.moves, rng) for seat in seats]
                errors = env.error_cursor
                full.reset()
                cpu = time.process_time()
                outcome = await latency.play_concurrently(
                    env, plans, phase="saturation", timeout=args.timeout
                )
                cpu_s = time.process_time() - cpu
                collections, collected_s = full.count, full.seconds
                del plans
                await latency.verify(seats, outcome)
                outcome.failures += [f"bot error: {e!r}" for e in env.errors_since(errors)]
                failed = failed or latency.failed([outcome])
                answered, planned, rate = len(outcome.samples), outcome.planned, outcome.rate
                failures = list(dict.fromkeys(outcome.failures))[:10]
                del outcome  # not counted as the bot's
                moves = max(1, answered)
                after = census(env)
                per_simcord = (after.simcord - before.simcord) / moves
                per_rest = (after.tracked - after.simcord - before.tracked + before.simcord) / moves
                if number > 1:
                    growth_simcord.append(per_simcord)
                    growth_rest.append(per_rest)
                print(
                    f"  phase {number}: {answered} of {planned} moves, "
                    f"{rate:.1f} moves/s, processor {cpu_s / moves * 1000:.2f} ms per "
                    f"move; {collections} full collections, {collected_s:.2f} s; "
                    f"{after.rss_mb:.0f} MB resident; tracked {after.tracked}: simcord's "
                    f"{after.simcord} ({per_simcord:+.1f} per move), the rest "
                    f"{after.tracked - after.simcord} ({per_rest:+.1f} per move)"
                )
                for failure in failures:
                    print(f"    FAILED: {failure}")
                before = after
    finally:
        gc.callbacks.remove(full)
        await bot.release()
    if growth_simcord:
        print(
            f"\nmedian growth per move after phase 1: simcord's "
            f"{statistics.median(growth_simcord):+.1f} tracked objects, the rest "
            f"{statistics.median(growth_rest):+.1f}"
        )
    return 1 if failed else 0


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200, help="matches played at once")
    parser.add_argument("--moves", type=int, default=5, help="moves per match and phase")
    parser.add_argument("--phases", type=int, default=5, help="saturation phases")
    parser.add_argument("--game", default="crossings", choices=games.ids())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per reply")
    args = parser.parse_args()
    if min(args.matches, args.moves, args.phases) < 1:
        parser.error("every count must be positive")
    return args


def main() -> int:
    args = parse_args()
    print(
        f"bot growth: {args.matches} matches x {args.moves} moves of {args.game} per phase, "
        f"{args.phases} phases, seed {args.seed}; {latency.environment()}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(run(args, Path(tmp) / "bench.sqlite3"))


if __name__ == "__main__":
    sys.exit(main())
