"""The AI under load: many matches against the bot at once, through the match service.

    .venv/bin/python benchmarks/ai_load.py [--matches 10,50] [--moves 8] [--workers 2]
                                           [--budget 2.0] [--min-budget 0.1] [--level hard]
                                           [--think 0] [--seed 1]

For each number of matches in ``--matches``: a fresh SQLite database in a temporary folder,
and the service exactly as the Discord bot builds it (``ai_later=True``: a player's move is
applied and answered at once, then the host asks for the AI's answer) with the real
``AIRunner`` (``--workers`` spawned worker processes, the fair queue, budgets scaled to it).
Every match is a player challenging the bot at ``--level`` (White, the five games in turn)
who makes ``--moves`` moves: a seeded random legal move, then (after ``--think`` seconds, 0 by
default: everybody answers at once, the worst case) the next as soon as the bot has answered.
A match that ends is replaced by a rematch, so the load stays at ``--matches`` throughout.

One sample is the wait a player feels: from just before ``service.move`` (the player's move)
to the return of ``service.ai_followup`` (the bot's answer played and rendered), wall time.
Printed per run: p50 / p95 / max wait, moves per second (players' and bot's), the budget the
hard searches were given (mean, smallest, largest, the share at the floor), and failures (an
AI answer that did not come: the exit status is then 1).  The target of issue 23 is a p95
wait under 5 s with 50 matches on 2 cores.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from bot.ai_runner import AIRunner  # noqa: E402
from bot.metrics import METRICS  # noqa: E402
from bot.service import EVERYTHING, MatchService, Reply, ServiceSettings, Viewer  # noqa: E402
from storage import Database  # noqa: E402

BOT = 999_999
TARGET_P95_S = 5.0


@dataclass
class Run:
    matches: int
    waits: list[float] = field(default_factory=list)
    moves: int = 0  # players' and bot's decisions applied
    failures: int = 0
    seconds: float = 0.0
    budgets: list[float] = field(default_factory=list)


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile (``share`` in 0..1)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


class BudgetLog:
    """Every budget the runner hands a search, read off the histogram's observe()."""

    def __init__(self) -> None:
        self.values: list[float] = []
        self._observe = METRICS.ai_budget_seconds.observe

    def __enter__(self) -> BudgetLog:
        def observe(amount: float, exemplar: dict[str, str] | None = None) -> None:
            self.values.append(amount)
            self._observe(amount, exemplar)

        METRICS.ai_budget_seconds.observe = observe  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        METRICS.ai_budget_seconds.observe = self._observe  # type: ignore[method-assign]


async def player(
    service: MatchService,
    user: int,
    game_id: str,
    args: argparse.Namespace,
    rng: random.Random,
    run: Run,
) -> None:
    """One player against the bot for ``args.moves`` moves, rematching when a game ends."""
    reply = await service.challenge(user, game_id, opponent=BOT, level=args.level, colour="white")
    match_id = reply.match_id
    assert match_id is not None
    await service.ai_followup(Reply(match_id=match_id))  # the bot's set-up, if any
    made = 0
    while made < args.moves:
        match = await service.get_match(match_id)
        if match.status != "active":
            reply = await service.rematch(Viewer(user, sight=EVERYTHING), match_id)
            match_id = reply.match_id
            assert match_id is not None
            await service.ai_followup(Reply(match_id=match_id))
            continue
        legal = await service.legal_moves_for(Viewer(user, sight=EVERYTHING), match_id)
        if not legal:  # the bot still has the decision: its answer did not come
            run.failures += 1
            await service.ai_followup(Reply(match_id=match_id))
            continue
        if args.think:
            await asyncio.sleep(args.think)
        began = time.perf_counter()
        before = match.ply
        await service.move(Viewer(user, sight=EVERYTHING), match_id, rng.choice(legal))
        await service.ai_followup(Reply(match_id=match_id))
        run.waits.append(time.perf_counter() - began)
        after = await service.get_match(match_id)
        run.moves += after.ply - before
        made += 1


async def measure(count: int, runner: AIRunner, args: argparse.Namespace) -> Run:
    run = Run(count)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "load.sqlite3")
        service = MatchService(
            db,
            settings=ServiceSettings(ai_budget=args.budget),
            ai=runner,
            ai_user_id=BOT,
            ai_later=True,
            rng=random.Random(args.seed),
        )
        ids = games.ids()
        try:
            with BudgetLog() as budgets:
                began = time.perf_counter()
                await asyncio.gather(
                    *(
                        player(
                            service,
                            1000 + n,
                            ids[n % len(ids)],
                            args,
                            random.Random(args.seed * 10_000 + n),
                            run,
                        )
                        for n in range(count)
                    )
                )
                run.seconds = time.perf_counter() - began
            run.budgets = budgets.values
        finally:
            service.close()
            await db.close()
    return run


def report(run: Run, args: argparse.Namespace) -> None:
    waits = run.waits
    print(
        f"{run.matches} matches x {args.moves} moves ({len(waits)} waits, {run.seconds:.1f} s): "
        f"wait p50 {statistics.median(waits):.2f} s, p95 {percentile(waits, 0.95):.2f} s, "
        f"max {max(waits):.2f} s; {run.moves / run.seconds:.1f} moves/s "
        f"({len(waits) / run.seconds:.1f} bot answers/s); failures {run.failures}"
    )
    if run.budgets:
        floor = sum(1 for b in run.budgets if b <= args.min_budget + 1e-9) / len(run.budgets)
        print(
            f"    budget per hard search: mean {statistics.fmean(run.budgets):.3f} s, "
            f"min {min(run.budgets):.3f} s, max {max(run.budgets):.3f} s, "
            f"{floor:.0%} at the floor ({args.min_budget:g} s) over {len(run.budgets)} searches"
        )
    verdict = "meets" if percentile(waits, 0.95) < TARGET_P95_S else "misses"
    print(f"    p95 {verdict} the {TARGET_P95_S:g} s target")


async def main_async(args: argparse.Namespace) -> int:
    runner = AIRunner(max_workers=args.workers, min_budget=args.min_budget)
    try:
        await runner.warm_up()
        failures = 0
        for count in args.matches:
            run = await measure(count, runner, args)
            report(run, args)
            failures += run.failures
    finally:
        runner.close()
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--matches",
        type=lambda text: [int(n) for n in text.split(",")],
        default=[10, 50],
        help="comma-separated numbers of concurrent matches (default 10,50)",
    )
    parser.add_argument("--moves", type=int, default=8, help="moves per player (default 8)")
    parser.add_argument("--workers", type=int, default=2, help="AI worker processes")
    parser.add_argument("--budget", type=float, default=2.0, help="nominal hard budget, s")
    parser.add_argument("--min-budget", type=float, default=0.1, help="budget floor, s")
    parser.add_argument("--level", default="hard", choices=("easy", "medium", "hard"))
    parser.add_argument("--think", type=float, default=0.0, help="player's thinking time, s")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"Python {platform.python_version()}, {os.cpu_count()} cores, {args.workers} AI "
        f"workers, level {args.level}, nominal budget {args.budget:g} s, floor "
        f"{args.min_budget:g} s, player thinking {args.think:g} s"
    )
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
