"""Live clocks benchmark (issue #48): how soon after its deadline a flag is committed, and what
the clock machinery costs a move, with 2 bot processes on one PostgreSQL database.

    .venv/bin/python benchmarks/clocks.py [--games 500] [--spread 20,60] [--pairs 300]

A throwaway PostgreSQL server is started with its durability settings on (fsync, synchronous
commit), as benchmarks/scale.py starts it.  Two separate Python processes (``--worker`` mode
below) each open the database, build the real MatchService and arm its flag timer as the
Discord front end does (bot.service.live_timer, looking again unprompted every
``FLAG_POLL_S``, woken by its own commits and by the other process's through NOTIFY).

1. Flags: each process starts half of ``--games`` rated live Crossings games and plays each
   to Black's timed turn (both first decisions, which are untimed, then White's timed move).
   Each game's control is ``B+0`` with B drawn from ``--spread`` seconds: the service's floor
   on short controls is the front ends' rule, bypassed here as the tests do, so every flag
   falls within the run, while the other games are still being set up and after.  Nobody
   moves again: both timers race for every flag, storage's one conditional update lets one
   through.  Measured: the committing process's clock right after the update committed,
   less the deadline (``flag_at`` as the last move stored it); and the same to the moment
   the announcement (its board drawn) was handed to delivery.
2. A move's clock cost: each process plays ``--pairs`` pairs of moves, one in a live game
   (10+5, never near its flag) and one in a correspondence game at the same ply with the same
   move, interleaved (which goes first alternates); both games' first two decisions are not
   timed (a live game's are not on its clock).  Measured: ``MatchService.move`` alone, the
   median of each kind and the median of the pairs' differences, of the wall clock and of the
   process's processor time (the figure a loaded machine leaves readable), the flag timer
   armed all the while; and the flag timer's own reads (``next_flags``), what it does after
   every commit it hears of.

Targets: p99 deadline to commit < 1 s; the clock work < 1 ms a move.  The machine's other
work counts: the load average is printed with the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# The repository root goes first (benchmarks/storage.py shadows the storage package).
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service import EVERYTHING, MatchService, Reply, Viewer  # noqa: E402
from games.clock import TimeControl  # noqa: E402
from storage import Database, Match  # noqa: E402

GAME = "crossings"  # one decision per turn, strictly alternating: a turn is one move
PROCESSES = 2
FLAG_POLL_S = 30.0  # as the Discord front end arms its timer (bot.discord.cogs.clock)
LIVE_CONTROL = TimeControl(600, 5)  # the move-cost games: 10+5, never near a flag
UNTIMED = 2  # a live game's first decisions (one each) are not on its clock
TIMED_PER_MATCH = 5  # timed moves per pair of matches before a fresh pair
USERS_FROM = 100_000  # player ids: every game its own two players
WAIT_S = 600.0  # the longest the flags may take in all (a hang, not a figure)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="live games that flag")
    parser.add_argument(
        "--spread", default="20,60", help="the controls' bases, lowest,highest seconds"
    )
    parser.add_argument("--pairs", type=int, default=300, help="move pairs per process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", nargs=2, metavar=("TARGET", "INDEX"), help=argparse.SUPPRESS)
    return parser.parse_args()


# ----- one process ---------------------------------------------------------------------------


class Instrumented:
    """A worker's service with its storage calls timed where the figures need them: the
    moment each flag's update committed, and the flag timer's reads of the nearest flags."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.committed: dict[int, float] = {}
        self.delivered: dict[int, float] = {}
        self.reads: list[float] = []
        settle, nearest = db.matches.settle_flag, db.matches.next_flags

        async def settle_flag(match_id: int, **fields: Any) -> Match | None:
            ended = await settle(match_id, **fields)
            if ended is not None:
                self.committed[match_id] = time.time()
            return ended

        async def next_flags(*, limit: int) -> list[tuple[int, float]]:
            began = time.perf_counter()
            found = await nearest(limit=limit)
            self.reads.append(time.perf_counter() - began)
            return found

        db.matches.settle_flag = settle_flag  # type: ignore[method-assign]
        db.matches.next_flags = next_flags  # type: ignore[method-assign]

    async def deliver(self, reply: Reply) -> None:
        """What the front end's delivery is handed (no Discord here: noted, not sent)."""
        if reply.match_id is not None:
            self.delivered[reply.match_id] = time.time()


async def play_one(service: MatchService, match_id: int, game: Any) -> tuple[float, float]:
    """The side to move plays a deterministic legal move; the seconds ``move`` took, of the
    wall clock and of this process's processor (the second is what the machine's other work
    barely changes: on a loaded machine a wall-clock difference of a millisecond is noise)."""
    match = await service.db.matches.get(match_id)
    legal = game.legal_moves(game.load(match.position))
    text = legal[(match.ply * 7 + 3) % len(legal)]
    assert match.to_move_id is not None
    viewer = Viewer(match.to_move_id, sight=EVERYTHING)
    began, began_cpu = time.perf_counter(), time.process_time()
    await service.move(viewer, match_id, text)
    return time.perf_counter() - began, time.process_time() - began_cpu


async def set_up_flags(
    service: MatchService, index: int, count: int, spread: tuple[int, int], seed: int
) -> list[tuple[int, float]]:
    """``count`` live games played to Black's timed turn, one after the other (each within
    its first decisions' window); each one's id and deadline (``flag_at`` as stored then:
    the earliest fall while the rest are set up)."""
    game = games.get(GAME)
    rng = random.Random(seed * 100 + index)
    found = []
    for n in range(count):
        user = USERS_FROM + 2 * (index * count + n)
        control = TimeControl(rng.randint(*spread), 0)
        reply = await service.start_match(GAME, {}, user, user + 1, control=control, rated=True)
        assert reply.match_id is not None
        for _ in range(3):  # White's and Black's first decisions, White's timed move
            await play_one(service, reply.match_id, game)
        match = await service.db.matches.get(reply.match_id)
        assert match.clock is not None and match.clock.flag_at is not None
        found.append((match.id, match.clock.flag_at))
    return found


async def move_pairs(service: MatchService, index: int, pairs: int) -> dict[str, list[float]]:
    """Interleaved pairs: a timed move in a live game, the same move at the same ply in a
    correspondence game (see the module docstring)."""
    game = games.get(GAME)
    live: list[float] = []
    plain: list[float] = []
    live_cpu: list[float] = []
    plain_cpu: list[float] = []
    user = USERS_FROM * 2 + 1000 * index * 4
    done = 0
    while done < pairs:
        user += 4
        started = [
            await service.start_match(GAME, {}, user, user + 1, control=LIVE_CONTROL),
            await service.start_match(GAME, {}, user + 2, user + 3),
        ]
        live_id, plain_id = (reply.match_id for reply in started)
        assert live_id is not None and plain_id is not None
        for _ in range(UNTIMED):
            for match_id in (live_id, plain_id):
                await play_one(service, match_id, game)
        for _ in range(TIMED_PER_MATCH):
            if done >= pairs:
                break
            live_first = done % 2 == 0
            order = (live_id, plain_id) if live_first else (plain_id, live_id)
            first = await play_one(service, order[0], game)
            second = await play_one(service, order[1], game)
            (live_s, live_c), (plain_s, plain_c) = (
                (first, second) if live_first else (second, first)
            )
            live.append(live_s)
            plain.append(plain_s)
            live_cpu.append(live_c)
            plain_cpu.append(plain_c)
            done += 1
    return {"live": live, "plain": plain, "live_cpu": live_cpu, "plain_cpu": plain_cpu}


async def worker(target: str, index: int) -> None:
    """A bot process: serves the main process's requests (one JSON line each) in order."""
    db = await Database.open(target)
    probe = Instrumented(db)
    service = MatchService(db)
    game = games.get(GAME)
    # Warm-up, not timed (a long-running bot is past it): the renderer's palette, the pool.
    await service.render(game.view(game.start(), None), "warm-up.png")
    timer = service.flag_timer(probe.deliver, poll_s=FLAG_POLL_S)
    timer.start()
    gc.freeze()  # as the bot does after start-up (bot.discord.app)
    print(json.dumps({"ready": True}), flush=True)
    try:
        while line := await asyncio.to_thread(sys.stdin.readline):
            request = json.loads(line)
            op = request["op"]
            answer: dict[str, Any]
            if op == "flags":
                spread = (int(request["low"]), int(request["high"]))
                ids = await set_up_flags(service, index, request["games"], spread, request["seed"])
                answer = {"matches": ids}
            elif op == "settled":
                answer = {"committed": probe.committed, "delivered": probe.delivered}
            elif op == "moves":
                probe.reads.clear()
                rounds = timer.rounds
                pairs = await move_pairs(service, index, request["pairs"])
                answer = {**pairs, "reads": probe.reads, "rounds": timer.rounds - rounds}
            else:
                raise ValueError(f"unknown op {op!r}")
            print(json.dumps(answer), flush=True)
    finally:
        await timer.stop()
        service.close()
        await db.close()


# ----- the run -------------------------------------------------------------------------------


class Process:
    """One worker process and its request line."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    @classmethod
    async def start(cls, target: str, index: int) -> Process:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--worker",
            target,
            str(index),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**26,
        )
        process = cls(proc)
        assert json.loads(await process._line()) == {"ready": True}
        return process

    async def ask(self, op: str, **fields: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps({"op": op, **fields}) + "\n").encode())
        await self.proc.stdin.drain()
        return dict(json.loads(await self._line()))

    async def _line(self) -> bytes:
        assert self.proc.stdout is not None
        line = await self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"worker {self.proc.pid} ended (exit {await self.proc.wait()})")
        return line

    async def stop(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        await self.proc.wait()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, round(len(ordered) * share) - 1)]


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.1f} / {five:.1f} / {fifteen:.1f}"


async def time_flags(db: Database) -> int:
    """How many matches have ended on time."""
    async with db._read() as tx:
        found = await tx.fetch("SELECT count(*) AS n FROM matches WHERE ending = 'time'")
    return int(found[0]["n"])


async def flag_phase(
    db: Database, workers: list[Process], args: argparse.Namespace
) -> dict[str, Any]:
    low, high = (int(part) for part in args.spread.split(","))
    share = args.games // len(workers)
    began = time.perf_counter()
    answers = await asyncio.gather(
        *(
            worker.ask("flags", games=share, low=low, high=high, seed=args.seed)
            for worker in workers
        )
    )
    set_up_s = time.perf_counter() - began
    deadlines = {match_id: flag_at for answer in answers for match_id, flag_at in answer["matches"]}
    ids = list(deadlines)
    # Wait for the flags themselves (the last deadline, then the count): not a figure.
    while await time_flags(db) < len(ids):
        if time.time() > max(deadlines.values()) + WAIT_S:
            raise RuntimeError("flags missing")
        await asyncio.sleep(0.5)
    settled = [await worker.ask("settled") for worker in workers]
    committed: dict[int, float] = {}
    by_process = []
    for answer in settled:
        mine = {int(k): v for k, v in answer["committed"].items()}
        by_process.append(len(mine))
        assert not committed.keys() & mine.keys(), "a flag committed twice"
        committed.update(mine)
    delivered = {int(k): v for a in settled for k, v in a["delivered"].items()}
    assert committed.keys() == set(ids), "every flag committed once"
    late = [committed[m] - deadlines[m] for m in ids]
    shown = [delivered[m] - deadlines[m] for m in ids]
    return {
        "games": len(ids),
        "set_up_s": set_up_s,
        "window_s": max(deadlines.values()) - min(deadlines.values()),
        "by_process": by_process,
        "late": late,
        "shown": shown,
    }


async def main(args: argparse.Namespace) -> None:
    from tests.pg_server import PostgresServer

    server = PostgresServer.start(durable=True)
    try:
        url = server.create_database()
        async with await Database.open(url) as db:  # migrated once, before the workers
            workers = list(await asyncio.gather(*(Process.start(url, n) for n in range(PROCESSES))))
            try:
                load_before = load()
                flags = await flag_phase(db, workers, args)
                load_flags = load()
                moves = await asyncio.gather(
                    *(worker.ask("moves", pairs=args.pairs) for worker in workers)
                )
                load_moves = load()
            finally:
                await asyncio.gather(*(worker.stop() for worker in workers))
    finally:
        server.stop()
    report(args, flags, moves, (load_before, load_flags, load_moves))


def report(
    args: argparse.Namespace,
    flags: dict[str, Any],
    moves: list[dict[str, Any]],
    loads: tuple[str, str, str],
) -> None:
    ms = 1000
    late, shown = flags["late"], flags["shown"]
    print(
        f"{flags['games']} live games over {PROCESSES} processes, PostgreSQL (fsync on); set up "
        f"in {flags['set_up_s']:.1f} s, deadlines over {flags['window_s']:.1f} s; flags "
        f"committed by process: {flags['by_process']}"
    )
    print(
        f"deadline to the flag's commit: p50 {statistics.median(late) * ms:.1f} ms, "
        f"p99 {percentile(late, 0.99) * ms:.1f} ms, max {max(late) * ms:.1f} ms "
        f"(target p99 < 1000 ms)"
    )
    within = sum(x < 1.0 for x in late) / len(late)
    print(f"flags committed within 1 s of their deadline: {within:.1%}")
    print(
        f"deadline to the announcement handed to delivery (board drawn): p50 "
        f"{statistics.median(shown) * ms:.1f} ms, p99 {percentile(shown, 0.99) * ms:.1f} ms, "
        f"max {max(shown) * ms:.1f} ms"
    )
    live = [x for m in moves for x in m["live"]]
    plain = [x for m in moves for x in m["plain"]]
    differences = [a - b for m in moves for a, b in zip(m["live"], m["plain"], strict=True)]
    reads = [x for m in moves for x in m["reads"]]
    rounds = sum(m["rounds"] for m in moves)
    print(
        f"a move ({len(live)} pairs, interleaved): live median {statistics.median(live) * ms:.2f}"
        f" ms, correspondence {statistics.median(plain) * ms:.2f} ms; the clock's cost: "
        f"difference of medians {(statistics.median(live) - statistics.median(plain)) * ms:.2f}"
        f" ms, median of the pairs' differences {statistics.median(differences) * ms:.2f} ms "
        f"(target < 1 ms)"
    )
    live_cpu = [x for m in moves for x in m["live_cpu"]]
    plain_cpu = [x for m in moves for x in m["plain_cpu"]]
    cpu_differences = [
        a - b for m in moves for a, b in zip(m["live_cpu"], m["plain_cpu"], strict=True)
    ]
    print(
        f"a move's processor time: live median {statistics.median(live_cpu) * ms:.2f} ms, "
        f"correspondence {statistics.median(plain_cpu) * ms:.2f} ms; the clock's cost: "
        f"difference of medians "
        f"{(statistics.median(live_cpu) - statistics.median(plain_cpu)) * ms:.2f} ms, median "
        f"of the pairs' differences {statistics.median(cpu_differences) * ms:.2f} ms "
        f"(target < 1 ms)"
    )
    print(
        f"a move's p99 (the machine's tail, to read the flags' against): live "
        f"{percentile(live, 0.99) * ms:.1f} ms, "
        f"correspondence {percentile(plain, 0.99) * ms:.1f} ms"
    )
    print(
        f"the flag timer meanwhile: {rounds} looks for {2 * len(live)} moves, its read of the "
        f"nearest flags median {statistics.median(reads) * ms:.2f} ms, "
        f"p99 {percentile(reads, 0.99) * ms:.2f} ms"
    )
    print(f"load average (1 / 5 / 15 min) before, after the flags, after the moves: {loads}")
    print(
        f"{os.cpu_count()} cores; --games {args.games} --spread {args.spread} --pairs {args.pairs}"
    )


if __name__ == "__main__":
    arguments = parse_args()
    if arguments.worker:
        target, index = arguments.worker
        asyncio.run(worker(target, int(index)))
    else:
        asyncio.run(main(arguments))
