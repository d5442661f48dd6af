"""The bot's own move rate beside the web companion's open streams (issue 47, as written):

    .venv/bin/python benchmarks/bot_watch.py [--streams 1000] [--watched 100] [--matches 200]
                                             [--moves 5] [--pairs 4] [--game crossings]
                                             [--seed 1] [--timeout 30] [--keep-history]
                                             [--unplayed]

Issue 47 asks for the move rate one process still serves beside 1,000 open live streams over
100 active matches "within 10 % of bot_latency.py's without watchers".  This is that: the real
bot of benchmarks/bot_latency.py (``create_bot`` on a temporary SQLite file, under simcord,
offline), its saturation phase (every match at once, each player answering the moment the
opponent's board arrives: ``/move`` interaction to the reply with the PNG), with the web
companion serving in the same process and event loop, started as the bot's ``setup_hook``
starts it where GAMUT_WEB_PORT is set (see :func:`companion` for why the benchmark starts it
itself), and ``--streams`` watch streams spread over the first ``--watched`` of its matches
(rated, as /play starts them: their spectators see them two moves behind).  The streams'
clients run in a second process (benchmarks/web.py's client code, the same process it
starts), as a deployment's browsers are elsewhere.

Before each phase what simcord stored of the phases before (messages but each thread's
last few, interactions, request log, the PNGs' bytes) is forgotten and a full collection made
(:func:`bot_latency.forget_history`): Discord keeps that history on its servers, not in the
bot's process, and kept here it grows by 62 tracked objects a move that every full collection
walks again, so that a later phase pays more than an earlier one for what neither did
(``--keep-history`` keeps it, as the runs before 2026-12-04's last did).

The phases come in ``--pairs`` pairs, one beside the open streams and one with none open (the
client process ended and every stream closed on the server), the order alternating from pair
to pair, so that the machine's other load weighs on both alike; each phase continues the same
matches with ``--moves`` fresh planned moves each (bot_latency.py's plans and checks).  A phase
beside the streams is counted until each watched match's last position has reached every one
of its watchers.  Printed per phase: moves/s, the process's processor time per move (every
thread: the bot's, its render workers, the database's and the companion's; not the
companion's drawing process, a process of its own, whose share of the machine shows in the
rate) and the load average; then the ratio of the rates (mean and range over the pairs) and
of processor time.

``--unplayed`` is a control: the streams watch ``--watched`` matches of their own that no
phase plays, so a phase beside them pays for holding 1,000 connections open (their objects,
the collector's passes over them, their heartbeats) but sends no change; the gap left over
against the ordinary run is what the changes' fan-out costs.

One setting differs from a deployment: the companion's rate limit per client address is
lifted, as benchmarks/web.py lifts it, since here all 1,000 streams come from 127.0.0.1 (behind
a reverse proxy the proxy is the place to limit).  The parent also reads the client process's
reports of each event's arrival (in batches); that reading is charged to the phases beside the
streams, a small share of their processor time.  Exit status 1 if any move failed (a reply
without the PNG, an ephemeral answer, a bot error) or a stream did not get its event.
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
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import bot_latency as latency  # noqa: E402 - benchmarks/bot_latency.py
import simcord  # noqa: E402
import web as web_bench  # noqa: E402 - benchmarks/web.py (its client process)

import games  # noqa: E402
from bot import create_bot  # noqa: E402
from bot.discord.app import GamutBot  # noqa: E402
from bot.service import EVERYTHING, Viewer  # noqa: E402
from bot.web import WebCompanion  # noqa: E402
from bot.web.hosting import WebPlace, start_web  # noqa: E402
from bot.web.snapshot import spectator_delay  # noqa: E402

DELIVERY_TIMEOUT_S = 60.0  # a stream's first event, or a phase's last, arrives within this


@dataclass
class Figures:
    """One phase's figures."""

    streams: int  # open during the phase
    outcome: latency.Outcome
    cpu_s: float  # the process's processor time, every thread
    load: float  # one-minute load average at the phase's end

    @property
    def cpu_ms_per_move(self) -> float:
        return self.cpu_s / len(self.outcome.samples) * 1000 if self.outcome.samples else 0.0


class Streams:
    """The client process and its open watch streams on the bot's companion."""

    def __init__(self, bot: GamutBot, urls: list[str], of_stream: list[int]) -> None:
        self.bot = bot
        self.urls = urls
        self.of_stream = of_stream  # each stream's match
        self.arrivals: list[dict[str, float]] = []
        self.child: asyncio.subprocess.Process | None = None
        self.hearing: asyncio.Task[None] | None = None

    async def open(self) -> None:
        """Start the client process and wait until every stream has had its first event."""
        self.arrivals = [{} for _ in self.urls]
        self.child = await asyncio.create_subprocess_exec(
            sys.executable,
            web_bench.__file__,
            "--clients",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        assert self.child.stdin is not None
        self.child.stdin.write((json.dumps(self.urls) + "\n").encode())
        await self.child.stdin.drain()
        self.hearing = asyncio.create_task(web_bench.hear(self.child, self.arrivals))
        await self._until(lambda: all(self.arrivals), "the streams' first events")

    async def delivered(self, last: dict[int, str]) -> None:
        """Until every stream has had its match's event ``last[match]``."""
        await self._until(
            lambda: all(
                last[match] in seen
                for match, seen in zip(self.of_stream, self.arrivals, strict=True)
            ),
            "the phase's last events",
        )

    async def _until(self, done: Callable[[], bool], what: str) -> None:
        """Until ``done()``, woken by each report the client process sends (no polling)."""
        try:
            async with asyncio.timeout(DELIVERY_TIMEOUT_S), web_bench.HEARD:
                await web_bench.HEARD.wait_for(
                    lambda: done() or self.hearing is None or self.hearing.done()
                )
        except TimeoutError:
            raise SystemExit(f"{what} took over {DELIVERY_TIMEOUT_S:.0f} s") from None
        if not done():
            raise SystemExit(f"the client process stopped before {what}")

    async def close(self) -> None:
        """End the client process, then wake the watched matches' streams so that each
        finds its browser gone and ends (a stream waiting for a change notices only when
        it next writes), until the server holds none."""
        assert self.child is not None and self.hearing is not None
        self.child.kill()
        await self.child.wait()
        self.hearing.cancel()
        web = self.bot.web
        assert web is not None
        deadline = time.monotonic() + DELIVERY_TIMEOUT_S
        while web.hub.streams:
            if time.monotonic() > deadline:
                raise SystemExit(f"{web.hub.streams} streams still open after their client went")
            for match_id in set(self.of_stream):
                web.hub.wake(match_id)
            await asyncio.sleep(0.05)
        # Those wakes made readings no move followed, each with its snapshot and events in
        # the companion's cache until the match's next write drops them (the storage feed):
        # dropped now, so the phase after this one does not carry them.
        for match_id in set(self.of_stream):
            web.made.forget(match_id)


async def companion(bot: GamutBot) -> WebCompanion:
    """The web companion started beside the bot as its ``setup_hook`` starts it (GAMUT_WEB_PORT
    set: :func:`bot.web.hosting.start_web` with the bot's service, delivery and member names),
    but from the benchmark's own context once the matches are set up.  simcord counts every
    task begun in the bot's context as the bot's work, and an open stream's task is never done:
    ``env.settle``, which a phase waits on, would never return beside the streams.  Started
    here, the server's tasks are the process's as in a deployment (real time, not simcord's)."""
    web, why_not = await start_web(
        bot.service,
        WebPlace(port=0),
        deliver=bot.delivery.deliver,
        name=lambda uid: getattr(bot.get_user(uid), "display_name", str(uid)),
        fallbacks=(),
    )
    if web is None:
        raise SystemExit(why_not)
    bot.web = web  # the bot's posts carry the links, its release closes the companion
    # Every stream comes from 127.0.0.1 here: lift the limit per client address.
    web.limit.burst = web.limit.per_second = 1e9
    return web


async def last_events(bot: GamutBot, match_ids: set[int]) -> dict[int, str]:
    """Each watched match's stream event id now: the number of the last position a spectator
    is shown (the matches are rated, as /play starts them: a spectator sees them
    ``spectator_delay`` moves behind), still active and without a clock (see
    bot.web.snapshot.Snapshot.event_id)."""
    ids = {}
    for match_id in match_ids:
        match = await bot.service.get_match(match_id)
        ids[match_id] = str(max(0, match.ply - spectator_delay(match)))
    return ids


async def phase(
    env: simcord.Env,
    bot: GamutBot,
    seats: list[latency.Seat],
    args: argparse.Namespace,
    rng: random.Random,
    streams: Streams | None,
) -> Figures:
    """One saturation phase, beside the open ``streams`` or with none, from the same start:
    simcord's stored history of the phases before forgotten (unless ``--keep-history``) and
    a full collection made."""
    if not args.keep_history:
        latency.forget_history(env)
    gc.collect()
    plans = [await latency.plan_moves(bot, seat, args.moves, rng) for seat in seats]
    if streams is not None:
        await streams.open()
    assert bot.web is not None
    open_streams = bot.web.hub.streams
    errors = env.error_cursor
    cpu = time.process_time()
    outcome = await latency.play_concurrently(env, plans, phase="saturation", timeout=args.timeout)
    if streams is not None:
        await streams.delivered(await last_events(bot, set(streams.of_stream)))
    cpu_s = time.process_time() - cpu
    load = os.getloadavg()[0]
    if streams is not None:
        await streams.close()
    await latency.verify(seats, outcome)
    outcome.failures += [f"bot error: {e!r}" for e in env.errors_since(errors)]
    # Read back and judged: the interactions (simcord's records of each /move, ~50 tracked
    # objects each) would otherwise stay alive in ``pairs`` for the rest of the run and
    # every later phase's full collections would walk them again.
    outcome.interactions.clear()
    return Figures(open_streams, outcome, cpu_s, load)


def describe(number: int, figures: Figures) -> None:
    outcome = figures.outcome
    beside = f"beside {figures.streams} open streams" if figures.streams else "no stream open"
    print(
        f"  phase {number} ({beside}): {len(outcome.samples)} of {outcome.planned} moves in "
        f"{outcome.wall:.2f} s, {outcome.rate:.1f} moves/s; processor "
        f"{figures.cpu_ms_per_move:.2f} ms per move; load {figures.load:.2f}"
    )
    failures = list(dict.fromkeys(outcome.failures))
    for failure in failures[:10]:
        print(f"    FAILED: {failure}")
    if len(failures) > 10:
        print(f"    ... and {len(failures) - 10} more failures")


def summary(pairs: list[tuple[Figures, Figures]]) -> None:
    """The ratio of the rates (beside / without) and the processor time per move."""
    ratios = [w.outcome.rate / q.outcome.rate for w, q in pairs if q.outcome.rate]
    alone = [q.outcome.rate for _, q in pairs]
    beside = [w.outcome.rate for w, _ in pairs]
    cpu_alone = [q.cpu_ms_per_move for _, q in pairs]
    cpu_beside = [w.cpu_ms_per_move for w, _ in pairs]
    print(
        f"\nmoves/s without streams: mean {statistics.mean(alone):.1f} "
        f"({min(alone):.1f}-{max(alone):.1f}); beside them: mean {statistics.mean(beside):.1f} "
        f"({min(beside):.1f}-{max(beside):.1f})"
    )
    print(
        f"processor per move: without {statistics.mean(cpu_alone):.2f} ms "
        f"({min(cpu_alone):.2f}-{max(cpu_alone):.2f}), beside "
        f"{statistics.mean(cpu_beside):.2f} ms ({min(cpu_beside):.2f}-{max(cpu_beside):.2f}), "
        f"{statistics.mean(cpu_beside) - statistics.mean(cpu_alone):+.2f} ms"
    )
    if ratios:
        mean = statistics.mean(ratios)
        met = "met" if mean >= 0.9 else "MISSED"
        print(
            f"ratio beside / without: mean {mean:.3f} ({min(ratios):.3f}-{max(ratios):.3f}) over "
            f"{len(ratios)} pairs; within 10 % (issue 47): {met}"
        )


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000, help="open watch streams")
    parser.add_argument("--watched", type=int, default=100, help="matches the streams watch")
    parser.add_argument("--matches", type=int, default=200, help="matches played at once")
    parser.add_argument("--moves", type=int, default=5, help="moves per match and phase")
    parser.add_argument("--pairs", type=int, default=4, help="phase pairs (order alternating)")
    parser.add_argument("--game", default="crossings", choices=games.ids())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per reply")
    parser.add_argument(
        "--keep-history",
        action="store_true",
        help="keep what simcord stored of earlier phases (as before: each phase pays for them)",
    )
    parser.add_argument(
        "--unplayed",
        action="store_true",
        help="a control: the streams watch --watched further matches that no phase plays, so "
        "the process holds them open but has no change to send them",
    )
    args = parser.parse_args()
    if min(args.streams, args.watched, args.matches, args.moves, args.pairs) < 1:
        parser.error("every count must be positive")
    if args.watched > args.matches and not args.unplayed:
        parser.error("--watched cannot exceed --matches")
    return args


async def run(args: argparse.Namespace, db_path: Path) -> int:
    bot = create_bot(db_path, rng=random.Random(args.seed))
    rng = random.Random(args.seed)
    pairs: list[tuple[Figures, Figures]] = []
    try:
        async with simcord.run(bot, check_errors=False) as env:
            started = time.perf_counter()
            if args.unplayed:
                more = argparse.Namespace(**{**vars(args), "matches": args.matches + args.watched})
                every = await latency.set_up(env, more)
                seats, watched = every[: args.matches], every[args.matches :]
            else:
                seats = await latency.set_up(env, args)
                watched = seats[: args.watched]
            web = await companion(bot)
            urls, of_stream = [], []
            for index in range(args.streams):
                seat = watched[index % len(watched)]
                player = next(iter(seat.players))
                links = await bot.service.web_links.links(
                    Viewer(player, private=True, sight=EVERYTHING), seat.match_id
                )
                urls.append(f"{web.url}/w/{links.watch}/events")
                of_stream.append(seat.match_id)
            print(
                f"set-up: {len(seats)} matches started, {args.streams} watch links minted in "
                f"{time.perf_counter() - started:.1f} s (not timed); companion at {web.url}"
            )
            streams = Streams(bot, urls, of_stream)
            number = 0
            for pair in range(args.pairs):
                results: dict[bool, Figures] = {}
                for beside in (True, False) if pair % 2 == 0 else (False, True):
                    number += 1
                    figures = await phase(env, bot, seats, args, rng, streams if beside else None)
                    describe(number, figures)
                    results[beside] = figures
                pairs.append((results[True], results[False]))
            summary(pairs)
    finally:
        await bot.release()
    outcomes = [f.outcome for pair in pairs for f in pair]
    return 1 if latency.failed(outcomes) or len(pairs) != args.pairs else 0


def main() -> int:
    args = parse_args()
    print(
        f"bot beside watchers: {args.matches} matches x {args.moves} moves of {args.game} per "
        f"phase, {args.pairs} pairs, {args.streams} streams over {args.watched} matches, seed "
        f"{args.seed}; {latency.environment()}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(run(args, Path(tmp) / "bench.sqlite3"))


if __name__ == "__main__":
    sys.exit(main())
