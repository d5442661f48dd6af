"""Loop stall: the longest time the event loop is held while a 1,000-player Swiss round is
paired and other members keep playing.

    .venv/bin/python benchmarks/loop_stall.py [--players 1000] [--round 2] [--lanes 8]
                                              [--seed 1] [--on-loop]

Set-up, not measured: a temporary SQLite database, the match service as the bot builds it
(its tournament work in its worker process, what start-up made frozen out of the collector's
passes as the bot does), a rated Swiss of ``--players`` entrants with
distinct ratings, started (round 1 paired and its matches opened), and every round before
``--round`` played to its end through the service (resignations, 15 % agreed draws, seeded).
Then, measured: ``--lanes`` casual matches between other members play moves through
``MatchService.move`` one after the other (seeded random legal moves that do not end the
game), a heartbeat coroutine wakes every 5 ms, and the last game of the round before is
resigned: the service then computes the standings, pairs ``--round``, draws its pairing
table and opens its matches, while the lanes go on.  The window ends when that resignation
has answered.

A stall is how late the heartbeat woke (its gap less its 5 ms); printed: the longest (and
the processor time this process used within it: on a busy machine a stall can be the cores
taken by other work, not this process holding its loop), the 99th percentile, the median, the
most processor time the process used between two heartbeats, the load average; the moves the
other members played in the window with their median and slowest times; and how long the
round took to be paired and opened.  ``--on-loop`` runs the same with the tournament work on
the event loop (as before issue 43), for comparison.  ``--slow-callbacks MS`` names the steps
of the loop that held it that long.

Target (issue 43): no stall over 100 ms at 1,000 players.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

# The repository root goes first (benchmarks/storage.py shadows the storage package).
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service import EVERYTHING, MatchService, Viewer  # noqa: E402
from storage import Database  # noqa: E402

T = TypeVar("T")
GAME = "crossings"
ORGANISER = 1
FIRST_ENTRANT = 1000
FIRST_MEMBER = 900_000
BEAT_S = 0.005


class OnTheLoop:
    """The worker's interface, doing the work on the event loop (``--on-loop``)."""

    async def run(
        self, function: Callable[..., T], /, *args: Any, limit: float, wait: float | None = None
    ) -> T:
        return function(*args)

    def close(self) -> None:
        """Nothing to end."""


def viewer(user_id: int) -> Viewer:
    return Viewer(user_id, private=True, sight=EVERYTHING)


async def finish_round(service: MatchService, tournament_id: int, round_number: int,
                       rng: random.Random, *, keep_last: bool) -> int | None:
    """End the round's games (the last one left running with ``keep_last``: its match id)."""
    snapshot = await service.db.tournaments.snapshot(tournament_id)
    games_left = [g for g in snapshot.games_of(round_number) if not g.decided]
    last = games_left.pop() if keep_last else None
    for game in games_left:
        if rng.random() < 0.15:
            await service.offer_draw(viewer(game.white_id), game.match_id)
            await service.answer_draw(viewer(game.black_id), game.match_id, True)
        else:
            loser = rng.choice((game.white_id, game.black_id))
            await service.resign(viewer(loser), game.match_id, confirmed=True)
    return last.match_id if last else None


async def lane(service: MatchService, players: tuple[int, int], rng: random.Random,
               stop: asyncio.Event, times: list[float]) -> None:
    """Two members playing casual matches move after move through the service until
    ``stop`` (a new match when one ends, at the host's move limit say)."""
    game = games.get(GAME)
    match_id = None
    while not stop.is_set():
        match = None if match_id is None else await service.db.matches.get(match_id)
        if match is None or match.is_over:
            match_id = (await service.start_match(GAME, {}, *players)).match_id
            continue
        _, state = await service.load_state(match)
        side = game.to_move(state)
        legal = [m for m in game.legal_moves(state) if m != "pass"]
        quiet = [m for m in legal if game.outcome(game.play(state, m)) is None]
        if side is None or not quiet:
            match_id = None
            continue
        mover = match.white_id if side == "white" else match.black_id
        start = time.perf_counter()
        await service.move(viewer(mover), match_id, rng.choice(quiet))
        times.append(time.perf_counter() - start)


async def heartbeat(stop: asyncio.Event, stalls: list[tuple[float, float]]) -> None:
    """Each wake-up's lateness, with the processor time this process (every thread of it,
    not the worker process) used meanwhile: a late wake-up with little of it was the machine's
    other work holding the cores, not this process holding its loop."""
    last, last_cpu = time.perf_counter(), time.process_time()
    while not stop.is_set():
        await asyncio.sleep(BEAT_S)
        now, cpu = time.perf_counter(), time.process_time()
        stalls.append((max(0.0, now - last - BEAT_S), cpu - last_cpu))
        last, last_cpu = now, cpu


async def run(args: argparse.Namespace, path: Path) -> None:
    rng = random.Random(args.seed)
    db = await Database.open(path)
    service = MatchService(db, rng=random.Random(args.seed))
    if args.on_loop:
        service.tournament_worker = OnTheLoop()
    try:
        # As the bot does once started (bot/discord/app.py): what start-up made lives as long
        # as the process, out of the cyclic collector's full passes, which would otherwise walk
        # it all and hold the loop for tens of milliseconds each time.
        games.get(GAME)
        gc.freeze()
        desk = service.tournaments
        created = await desk.create(viewer(ORGANISER), game_id=GAME, rounds=args.round + 1,
                                    name="Loop stall")
        tid = created.tournament_id
        assert tid is not None
        for n in range(args.players):
            await db.tournaments.join(tid, FIRST_ENTRANT + n, f"Player {n + 1}", 2400 - n)
        started = time.perf_counter()
        await desk.start(viewer(ORGANISER), tid)
        print(f"set-up: {args.players} entrants, round 1 paired and opened in "
              f"{time.perf_counter() - started:.1f} s", flush=True)
        for r in range(1, args.round):
            last = await finish_round(service, tid, r, rng, keep_last=r == args.round - 1)
            print(f"set-up: round {r} played", flush=True)
        assert last is not None
        lanes = [(FIRST_MEMBER + 2 * n, FIRST_MEMBER + 2 * n + 1) for n in range(args.lanes)]
        stop = asyncio.Event()
        stalls: list[tuple[float, float]] = []
        move_times: list[float] = []
        tasks = [asyncio.create_task(heartbeat(stop, stalls))]
        tasks += [asyncio.create_task(lane(service, pair, random.Random(args.seed + i), stop,
                                           move_times)) for i, pair in enumerate(lanes)]
        snapshot = await db.tournaments.snapshot(tid)
        game = next(g for g in snapshot.games_of(args.round - 1) if g.match_id == last)
        if args.slow_callbacks:
            loop = asyncio.get_running_loop()
            loop.slow_callback_duration = args.slow_callbacks / 1000
            loop.set_debug(True)
        started = time.perf_counter()
        await service.resign(viewer(game.black_id), last, confirmed=True)
        took = time.perf_counter() - started
        stop.set()
        await asyncio.gather(*tasks)
        snapshot = await db.tournaments.snapshot(tid)
        paired = len(snapshot.games_of(args.round))
        assert snapshot.tournament.current_round == args.round and paired, "round not paired"
        where = "on the event loop" if args.on_loop else "in the worker process"
        print(f"round {args.round} of {args.players} players ({paired} boards) paired, drawn "
              f"and opened in {took:.1f} s, the tournament work {where}")
        ordered = sorted(stalls)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))][0]
        longest, its_cpu = ordered[-1]
        busiest = max(cpu for _, cpu in stalls)
        print(f"loop stalls over {len(stalls)} heartbeats: longest {1000 * longest:.1f} ms "
              f"(this process used {1000 * its_cpu:.1f} ms of processor in it), p99 "
              f"{1000 * p99:.1f} ms, median {1000 * statistics.median(s for s, _ in stalls):.2f} "
              f"ms (target: none over 100 ms); the most processor this process used between "
              f"two heartbeats: {1000 * busiest:.1f} ms; load average "
              f"{os.getloadavg()[0]:.1f}")
        if move_times:
            print(f"moves played meanwhile by {args.lanes} other matches: {len(move_times)}, "
                  f"median {1000 * statistics.median(move_times):.1f} ms, slowest "
                  f"{1000 * max(move_times):.1f} ms")
    finally:
        service.close()
        await db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--round", type=int, default=2, help="the round paired, measured (≥ 2)")
    parser.add_argument("--lanes", type=int, default=8, help="casual matches playing meanwhile")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--slow-callbacks", type=float, metavar="MS",
                        help="log each step of the loop that held it this long (asyncio's "
                        "debug mode, in the window only: slower, for finding a stall)")
    parser.add_argument("--on-loop", action="store_true",
                        help="the tournament work on the event loop, for comparison")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    if args.round < 2:
        parser.error("--round is a round after the first (one with results before it)")
    print(f"Python {platform.python_version()} on {platform.machine()}")
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(run(args, Path(folder) / "gamut.sqlite3"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
