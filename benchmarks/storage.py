"""Storage benchmark: the cost of one committed move and of loading a match, at scale.

    .venv/bin/python benchmarks/storage.py [--matches 10000] [--moves 2000] [--history 2]

Fills a fresh database (in a temporary directory unless --path is given) with ``--matches``
matches of ``--history`` moves each, then times ``apply_move`` on random matches (each one a
committed, fsynced transaction) and ``get`` / ``get + moves`` of random matches.  Prints the
median and 99th percentile in milliseconds.  The target of issue 7 is a p99 under 5 ms per
committed move.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

# The repository root goes first: this file is itself called storage.py, and the directory of
# a script run by path is put on sys.path before anything else.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from storage import Database, Match  # noqa: E402

POSITION = "3RR3/8/8/N6n/N6n/8/8/3rr3 w"
USERS = 2000
GUILDS = 20


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--history", type=int, default=2, help="moves stored per match first")
    parser.add_argument("--moves", type=int, default=2000, help="timed apply_move calls")
    parser.add_argument("--loads", type=int, default=2000, help="timed get calls")
    parser.add_argument("--synchronous", default="FULL", choices=["NORMAL", "FULL"])
    parser.add_argument("--path", type=Path, help="database file (default: a temporary one)")
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


async def populate(db: Database, rng: random.Random, count: int, history: int) -> list[int]:
    """``count`` active matches between random users, each with ``history`` moves."""
    ids = []
    for _ in range(count):
        white, black = rng.sample(range(1, USERS + 1), 2)
        match = await db.matches.create(
            "charing-cross",
            {"first": "white"},
            white,
            black,
            POSITION,
            status="active",
            to_move_id=white,
            guild_id=rng.randrange(GUILDS),
            channel_id=rng.randrange(10**6),
            meta={"ai": None, "reminded": False},
        )
        for _ in range(history):
            match = await move(db, match)
        ids.append(match.id)
    return ids


async def move(db: Database, match: Match) -> Match:
    side = "white" if match.ply % 2 == 0 else "black"
    return await db.matches.apply_move(
        match.id,
        match.version,
        side=side,
        text="a4-b5",
        position=POSITION,
        to_move_id=match.black_id if side == "white" else match.white_id,
    )


async def timed(action: Callable[[], Awaitable[object]]) -> float:
    start = time.perf_counter()
    await action()
    return (time.perf_counter() - start) * 1000


def summary(name: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * len(ordered)) - 1)]
    return (
        f"{name:<28} n={len(samples):<6} median {statistics.median(samples):6.3f} ms   "
        f"p99 {p99:6.3f} ms   max {ordered[-1]:6.3f} ms"
    )


async def run(args: argparse.Namespace, path: Path) -> None:
    rng = random.Random(args.seed)
    async with await Database.open(path, synchronous=args.synchronous) as db:
        start = time.perf_counter()
        ids = await populate(db, rng, args.matches, args.history)
        filled = time.perf_counter() - start
        print(
            f"filled {args.matches} matches x {args.history} moves in {filled:.1f} s "
            f"({path.stat().st_size / 1e6:.1f} MB)"
        )
        move_ms = []
        for _ in range(args.moves):
            match = await db.matches.get(rng.choice(ids))
            move_ms.append(await timed(lambda m=match: move(db, m)))
        load_ms = []
        log_ms = []
        for _ in range(args.loads):
            match_id = rng.choice(ids)
            load_ms.append(await timed(lambda i=match_id: db.matches.get(i)))
            log_ms.append(await timed(lambda i=match_id: load_with_log(db, i)))
        print(summary("apply_move (committed)", move_ms))
        print(summary("get (load a match)", load_ms))
        print(summary("get + moves (with its log)", log_ms))


async def load_with_log(db: Database, match_id: int) -> None:
    await db.matches.get(match_id)
    await db.matches.moves(match_id)


def main() -> None:
    args = parse_args()
    print(
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
        f"synchronous={args.synchronous}, {platform.machine()} {platform.system()}"
    )
    if args.path:
        asyncio.run(run(args, args.path))
        return
    with tempfile.TemporaryDirectory() as directory:
        asyncio.run(run(args, Path(directory) / "bench.db"))


if __name__ == "__main__":
    main()
