"""Scale benchmark: committed moves per second through the match service (engine, storage,
render) with 1, 2 and 4 bot processes on one PostgreSQL database, and with 1 on SQLite, side
by side in one run; per-move median and p99; the start-up time of a process.

    .venv/bin/python benchmarks/scale.py [--stored 100000] [--active 10000] [--moves 1200]

One database is filled with ``--stored`` matches of which ``--active`` are unfinished (SQLite,
in bulk), then copied to a throwaway PostgreSQL server (``python -m storage copy``'s code)
started with its durability settings on (fsync, synchronous commit), as SQLite runs with
synchronous=FULL.  Each process is a separate Python process (``--worker`` mode below): it
opens the database, builds the service and runs one clock tick (that is its start-up,
measured from spawn to ready), then, once every process is ready, plays ``--moves`` moves
over matches of its own, ``--lanes`` matches at a time (default one: the rate then shows what
more processes add, not what concurrency inside one process adds, which
benchmarks/bot_latency.py measures), five moves per match: the moves a sharded bot's
processes make side by side.  A move's time is ``MatchService.move`` alone (the player's
choice of move is made before the clock starts), including the cross-process match lock.
The machine's other work counts: run it on an idle machine.

Targets (issue: several bot processes): PostgreSQL with 2 processes at least 1.6x its own
1-process rate; p99 per move under 20 ms with 2 processes; 1-process PostgreSQL at least half
the SQLite rate; start-up under 2 s with 100,000 stored matches.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# The repository root goes first (benchmarks/storage.py shadows the storage package).
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service import EVERYTHING, Viewer  # noqa: E402
from storage import Database  # noqa: E402
from storage.transfer import copy_database  # noqa: E402

GAME = "crossings"
MOVES_PER_MATCH = 5
USERS = 5000
TIME_LIMIT = 72 * 3600.0


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stored", type=int, default=100_000, help="matches stored in all")
    parser.add_argument("--active", type=int, default=10_000, help="of which unfinished")
    parser.add_argument("--moves", type=int, default=1200, help="timed moves per process")
    parser.add_argument("--lanes", type=int, default=1, help="matches in play per process")
    parser.add_argument("--processes", default="1,2,4", help="PostgreSQL process counts")
    parser.add_argument(
        "--worker", nargs=3, metavar=("TARGET", "IDS", "MOVES"), help=argparse.SUPPRESS
    )
    return parser.parse_args()


# ----- filling the database ------------------------------------------------------------------


async def fill(path: Path, stored: int, active: int) -> list[int]:
    """``stored`` matches in one transaction (``active`` unfinished, with their deadlines and
    clock alarms hours ahead, as the service stores them); the unfinished ids."""
    game = games.get(GAME)
    position = game.dump(game.start())
    now = time.time()
    meta = json.dumps({"time_limit": TIME_LIMIT, "secret_state": False})
    rows = []
    for n in range(stored):
        white, black = 1 + n % USERS, 1 + (n * 7 + 1) % USERS
        if white == black:
            black = 1 + (black % USERS)
        unfinished = n % (stored // active) == 0 if active else False
        rows.append(
            (
                GAME,
                "{}",
                n % 50,
                white,
                black,
                "active" if unfinished else "finished",
                position,
                white if unfinished else None,
                meta,
                None if unfinished else "white",
                None if unfinished else "White resigned",
                now - 3600,
                now - 3600,
                now - 3600,
                now + TIME_LIMIT if unfinished else None,
                now + TIME_LIMIT / 2 if unfinished else None,
            )
        )
    async with await Database.open(path, synchronous="OFF") as db, db._write() as tx:
        await tx.executemany(
            "INSERT INTO matches (game_id, options, guild_id, white_id, black_id, status, "
            "position, to_move_id, meta, winner, reason, created_at, updated_at, "
            "last_move_at, deadline_at, clock_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    async with await Database.open(path) as db, db._read() as tx:
        found = await tx.fetch("SELECT id FROM matches WHERE status = 'active' ORDER BY id")
    return [row["id"] for row in found]


# ----- one process ---------------------------------------------------------------------------


async def worker(target: str, match_ids: list[int], moves: int, lanes: int) -> None:
    """A bot process: start, say ready (with the start-up time), wait for 'go', play, report."""
    from bot.service import MatchService

    began = time.perf_counter()
    db = await Database.open(target)
    service = MatchService(db)
    await service.tick()  # a process's first clock round: claims only what is due
    opened = time.perf_counter()
    game = games.get(GAME)
    # Warm-up, not timed (a long-running bot is past it): the renderer's first board builds
    # its palette (~150 ms), and the pool opens its connections on first use.
    await service.render(game.view(game.start(), None), "warm-up.png")
    await asyncio.gather(*(db.matches.get(match_ids[0]) for _ in range(lanes)))
    gc.freeze()  # as the bot does after start-up (bot.discord.app)
    print(json.dumps({"open": opened - began, "warm_up": time.perf_counter() - opened}), flush=True)
    await asyncio.to_thread(sys.stdin.readline)  # 'go'
    per_lane = moves // lanes
    latencies: list[float] = []

    async def lane(mine: list[int]) -> None:
        for match_id in mine:
            for _ in range(MOVES_PER_MATCH):
                if len(latencies) >= moves:
                    return
                match = await db.matches.get(match_id)
                legal = game.legal_moves(game.load(match.position))
                if not legal or match.to_move_id is None:
                    break
                text = legal[(match_id + match.ply) % len(legal)]
                start = time.perf_counter()
                await service.move(Viewer(match.to_move_id, sight=EVERYTHING), match_id, text)
                latencies.append(time.perf_counter() - start)

    needed = -(-per_lane // MOVES_PER_MATCH)
    started = time.perf_counter()
    await asyncio.gather(*(lane(match_ids[k * needed : (k + 1) * needed]) for k in range(lanes)))
    wall = time.perf_counter() - started
    print(json.dumps({"latencies": latencies, "wall": wall}), flush=True)
    service.close()
    await db.close()


async def run(target: str, processes: int, ids: list[int], moves: int, lanes: int) -> dict:
    """``processes`` workers on ``target``, each with matches of its own; the figures."""
    per_process = -(-moves // MOVES_PER_MATCH) + lanes
    spawned = []
    for p in range(processes):
        mine = ids[p * per_process : (p + 1) * per_process]
        assert len(mine) == per_process, "not enough unfinished matches for this run"
        began = time.perf_counter()
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--worker",
            target,
            json.dumps(mine),
            str(moves),
            "--lanes",
            str(lanes),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**24,
        )
        spawned.append((proc, began))
    startups = []
    for proc, began in spawned:
        assert proc.stdout is not None
        ready = json.loads(await proc.stdout.readline())
        # Spawn to serving: interpreter, imports, database, service, first tick; the
        # warm-up after it is the benchmark's own.
        startups.append(time.perf_counter() - began - ready["warm_up"])
    for proc, _ in spawned:
        assert proc.stdin is not None
        proc.stdin.write(b"go\n")
        await proc.stdin.drain()
    results = []
    for proc, _ in spawned:
        assert proc.stdout is not None
        results.append(json.loads(await proc.stdout.readline()))
        await proc.wait()
    latencies = sorted(x for r in results for x in r["latencies"])
    return {
        "moves": len(latencies),
        "rate": len(latencies) / max(r["wall"] for r in results),
        "median_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[int(len(latencies) * 0.99) - 1] * 1000,
        "startup_s": max(startups),
    }


async def main(args: argparse.Namespace) -> None:
    from tests.pg_server import PostgresServer

    counts = [int(c) for c in args.processes.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scale.sqlite3"
        began = time.perf_counter()
        ids = await fill(path, args.stored, args.active)
        print(
            f"filled {args.stored} matches ({len(ids)} unfinished) in "
            f"{time.perf_counter() - began:.1f} s"
        )
        server = PostgresServer.start(durable=True)
        try:
            url = server.create_database()
            began = time.perf_counter()
            await copy_database(path, url)
            print(f"copied to PostgreSQL in {time.perf_counter() - began:.1f} s")
            per_process = -(-args.moves // MOVES_PER_MATCH) + args.lanes
            rows: list[tuple[str, dict[str, Any]]] = []
            used = 0
            rows.append(("SQLite, 1 process", await run(str(path), 1, ids, args.moves, args.lanes)))
            used += per_process
            for count in counts:
                figures = await run(url, count, ids[used:], args.moves, args.lanes)
                rows.append((f"PostgreSQL, {count} process{'es' if count > 1 else ''}", figures))
                used += per_process * count
        finally:
            server.stop()
    base = rows[1][1]["rate"]
    print(
        f"\n{args.stored} stored matches, {args.active} unfinished; "
        f"{args.moves} moves per process, {args.lanes} in flight per process; "
        f"{os.cpu_count()} cores"
    )
    print(f"{'':24} {'moves/s':>8} {'x 1 proc':>8} {'median ms':>10} {'p99 ms':>8} {'start s':>8}")
    for name, f in rows:
        ratio = f["rate"] / base if name.startswith("PostgreSQL") else float("nan")
        print(
            f"{name:24} {f['rate']:8.0f} {ratio:8.2f} {f['median_ms']:10.2f} "
            f"{f['p99_ms']:8.2f} {f['startup_s']:8.2f}"
        )
    print(f"PostgreSQL 1 process / SQLite: {base / rows[0][1]['rate']:.2f}")


if __name__ == "__main__":
    arguments = parse_args()
    if arguments.worker:
        target, ids_json, moves = arguments.worker
        asyncio.run(worker(target, json.loads(ids_json), int(moves), arguments.lanes))
    else:
        asyncio.run(main(arguments))
