"""Bot latency: ``/move`` interaction to the reply carrying the board PNG, 200 matches at once.

    .venv/bin/python benchmarks/bot_latency.py [--matches 200] [--moves 5] [--game crossings]
                                               [--seed 1] [--rate 50] [--timeout 30]
                                               [--phases saturation,paced,sequential]
                                               [--profile]

The real bot (``bot.create_bot`` on a temporary SQLite file) runs under simcord, offline and
without a token.  Set-up, not timed: a server, a #games channel, ``2 * --matches`` members and
``--matches`` matches started as players start them (``/play`` naming the opponent, who clicks
Accept), each in its own thread.  Before each phase every match gets a plan of ``--moves``
seeded random legal moves, computed with the engine from the stored position (a move that
would end the game is avoided while another exists; a plan stops at a decision ``/move``
cannot make, such as a private set-up stage).  Each phase continues the same matches.

One sample is the real wall time (``time.perf_counter``, which simcord leaves alone: it
virtualises ``time.monotonic`` and discord.py's ``utcnow`` for bot-owned code only) from just
before the player's ``/move`` interaction is built to the moment the bot's public reply carrying
the PNG is created in the match thread.  The phases:

* ``saturation``: every match at once (``asyncio.gather``), each player answering the moment
  the opponent's board arrives: the moves per second the bot sustains, until it has finished
  everything it started.  With no thinking time the players form a closed loop, so a move's
  latency here is mostly queueing: about matches / throughput (Little's law).
* ``paced``: every match at once, but each sends its moves on a schedule so that all matches
  together offer ``--rate`` moves per second (each match moves every ``matches / rate``
  seconds, from a seeded random offset; a player never moves before seeing the last board).
  This is the latency the players feel while the bot sustains that rate.
* ``sequential``: one ``actor.slash`` at a time through simcord's public API, round-robin over
  the matches (an otherwise idle bot; the time includes simcord settling the bot's work).

The targets of issue 9, p99 under 150 ms and at least 50 moves per second, are judged on the
paced phase at ``--rate`` 50 (the latency while 50 moves per second are sustained) and on the
saturation phase (the moves per second the bot can sustain).

Why not ``actor.slash`` for the concurrent phases: simcord 3.2.1 allows one driver operation at
a time (a ``slash`` from a second task raises ``SetupError: operation overlaps active slash``)
and returns from each only once the *whole* bot is idle.  The concurrent phases therefore build
and check each ``/move`` interaction exactly as ``actor.slash`` does (simcord's own command
lookup, permission checks, option building and INTERACTION_CREATE payload) and emit it on
simcord's gateway without the global wait; the reply is seen on simcord's backend event stream.
These are simcord internals (pinned to 3.2.1).  Every phase is verified afterwards: each reply
has a PNG whose bytes start with the PNG signature and names the mover and the move, no /move
got an ephemeral answer (a refusal or an error), and the bot raised nothing; the exit status is
1 if any move failed, 0 otherwise (whether the targets are met is printed, not an exit status).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import math
import os
import platform
import pstats
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord  # noqa: E402
import simcord  # noqa: E402
from simcord import actors as sim_actors  # noqa: E402
from simcord import interactions as sim_interactions  # noqa: E402
from simcord.enums import AppCommandType, InteractionType  # noqa: E402

import games  # noqa: E402
from bot import create_bot  # noqa: E402
from bot.discord.app import GamutBot  # noqa: E402
from bot.service import EVERYTHING, Viewer  # noqa: E402
from games import PASS  # noqa: E402

TARGET_P99_MS = 150.0
TARGET_MOVES_PER_SECOND = 50.0
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PHASES = ("saturation", "paced", "sequential")

Reply = tuple[float, Mapping[str, Any]]  # perf_counter when created, MESSAGE_CREATE payload


@dataclass(frozen=True)
class PlannedMove:
    player: simcord.MemberActor
    text: str  # what the player types
    public: str  # how the bot names it in the thread


@dataclass
class Seat:
    """A started match: its id, its thread and its two players by user id."""

    match_id: int
    thread: simcord.ChannelHandle
    players: dict[int, simcord.MemberActor]


@dataclass
class MatchPlan:
    seat: Seat
    moves: list[PlannedMove]


@dataclass
class Sample:
    match_id: int
    seconds: float
    message_id: int


@dataclass
class Outcome:
    phase: str
    planned: int
    samples: list[Sample] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    # every /move's interaction, to look for an ephemeral answer (a refusal or an error)
    interactions: list[tuple[int, int, simcord.InteractionResult]] = field(default_factory=list)
    wall: float = 0.0  # until the bot finished all it started
    last_reply: float = 0.0  # until the last reply with a PNG

    @property
    def rate(self) -> float:
        return len(self.samples) / self.wall if self.wall else 0.0

    @property
    def p99_ms(self) -> float:
        return percentile([s.seconds * 1000 for s in self.samples], 99)


# ----- set-up (not timed) ----------------------------------------------------------------------


async def start_match(
    channel: simcord.ChannelHandle,
    game: str,
    white: simcord.MemberActor,
    black: simcord.MemberActor,
) -> tuple[int, simcord.ChannelHandle]:
    """``white`` challenges ``black`` (as tests/discord/conftest.py does); ``black`` accepts."""
    challenged = await white.slash(channel, "play", game=game, opponent=black, colour="white")
    if challenged.response is None or not challenged.response.ephemeral:
        raise RuntimeError(f"/play was not answered: {challenged!r}")
    accepted = await black.click(channel.last_message, label="Accept")
    if accepted.followups:
        raise RuntimeError(f"Accept failed: {[f.content for f in accepted.followups]}")
    thread = channel.threads[-1]
    return int(thread.name.rsplit("#", 1)[1]), thread


async def set_up(env: simcord.Env, args: argparse.Namespace) -> list[Seat]:
    """The server, its members and ``--matches`` started matches, two distinct players each."""
    guild = env.create_guild("Benchmark club")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(f"player{i:04d}")) for i in range(2 * args.matches)]
    seats = []
    for white, black in zip(members[::2], members[1::2], strict=True):
        match_id, thread = await start_match(channel, args.game, white, black)
        seats.append(Seat(match_id, thread, {white.id: white, black.id: black}))
    return seats


async def plan_moves(bot: GamutBot, seat: Seat, count: int, rng: random.Random) -> MatchPlan:
    """``count`` seeded random legal moves from the match's stored position, replayed with the
    engine as the service will (forced passes included); game-ending moves avoided if possible."""
    service = bot.service
    match = await service.get_match(seat.match_id)
    game, state = await service.load_state(match)
    if match.status == "active" and match.to_move_id is not None:
        mover = Viewer(match.to_move_id, sight=EVERYTHING)
        offered = await service.legal_moves_for(mover, match.id)
        if offered != game.legal_moves(state):
            raise RuntimeError(f"match {match.id}: the engine and the bot disagree on moves")
    moves: list[PlannedMove] = []
    for _ in range(count):
        if game.outcome(state) is not None or service.in_setup(game, state):
            break
        side = game.to_move(state)
        legal = [m for m in game.legal_moves(state) if m != PASS]
        if side is None or not legal:
            break
        quiet = [m for m in legal if game.outcome(game.play(state, m)) is None]
        move = rng.choice(quiet or legal)
        player = seat.players[service.player_id(match, side)]
        moves.append(PlannedMove(player, move, game.public_move_text(state, move)))
        state = game.play(state, move)
        for _ in range(2):  # the service plays forced passes itself
            if game.outcome(state) is not None or game.legal_moves(state) != [PASS]:
                break
            state = game.play(state, PASS)
    return MatchPlan(seat, moves)


# ----- the concurrent phases -------------------------------------------------------------------


def emit_slash(
    env: simcord.Env, actor: simcord.MemberActor, channel: simcord.ChannelHandle, **options: Any
) -> simcord.InteractionResult:
    """``actor.slash(channel, "move", **options)`` without simcord's one-operation guard and
    its wait for the whole bot to settle: the same checks, lookup, options and payload as
    simcord.actors._slash and _dispatch_actor_interaction, emitted on the gateway.  The result
    fills in as the bot answers."""
    sim_actors._check_actor_channel(actor, channel)
    actor._check(channel, "view_channel")
    root = sim_actors._resolve_visible_command(actor, channel.id, "move", AppCommandType.CHAT_INPUT)
    leaf, nesting = sim_interactions.walk_to_subcommand(root, [])
    leaf_options, resolved = sim_interactions.build_options(
        actor, "move", leaf, options, channel_id=channel.id
    )
    data: dict[str, Any] = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", AppCommandType.CHAT_INPUT),
        "options": sim_interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    if root.get("guild_id"):
        data["guild_id"] = root["guild_id"]
    record, payload = sim_interactions.base_payload(
        env.backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    env._notify_dispatch_observers(record)
    env.backend.emit("INTERACTION_CREATE", payload)
    return simcord.InteractionResult(env, record)


class ReplyWatcher:
    """Listens on simcord's backend event stream for the bot's next message in each thread
    somebody waits on, and notes the time it was created."""

    def __init__(self, bot_user_id: int) -> None:
        self.bot_user_id = bot_user_id
        self.waiting: dict[int, asyncio.Future[Reply]] = {}

    def __call__(self, event: str, payload: Mapping[str, Any]) -> None:
        if event != "MESSAGE_CREATE":
            return
        waiter = self.waiting.get(int(payload["channel_id"]))
        author = payload.get("author") or {}
        if waiter is None or waiter.done() or int(author.get("id", 0)) != self.bot_user_id:
            return
        waiter.set_result((time.perf_counter(), payload))

    def expect(self, thread_id: int) -> asyncio.Future[Reply]:
        waiter: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        self.waiting[thread_id] = waiter
        return waiter


def check_reply(filenames: list[str], content: str, move: PlannedMove) -> str | None:
    """Why a reply is not the expected board message (None if it is)."""
    if not any(name.endswith(".png") for name in filenames):
        return f"no PNG attached (files {filenames}, content {content[:120]!r})"
    if move.public not in content or move.player.mention not in content:
        return f"the reply does not name {move.player.mention} and {move.public}: {content[:160]!r}"
    return None


async def play_concurrently(
    env: simcord.Env,
    plans: list[MatchPlan],
    *,
    phase: str,
    timeout: float,
    interval: float = 0.0,
    rng: random.Random | None = None,
) -> Outcome:
    """Every match at once; with ``interval``, each match's moves are scheduled that many
    seconds apart (from a random offset) instead of back to back."""
    outcome = Outcome(phase, sum(len(p.moves) for p in plans))
    assert env.bot.user is not None
    watcher = ReplyWatcher(env.bot.user.id)

    async def play(plan: MatchPlan, offset: float) -> None:
        due = started + offset
        for ply, move in enumerate(plan.moves):
            if interval:
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                due += interval
            waiter = watcher.expect(plan.seat.thread.id)
            sent = time.perf_counter()
            try:
                result = emit_slash(env, move.player, plan.seat.thread, move=move.text)
                outcome.interactions.append((plan.seat.match_id, ply, result))
                arrived, payload = await asyncio.wait_for(waiter, timeout)
            except Exception as error:  # noqa: BLE001 - every failure is reported
                outcome.failures.append(f"match {plan.seat.match_id} ply {ply}: {error!r}")
                return
            names = [a.get("filename", "") for a in payload.get("attachments") or []]
            problem = check_reply(names, payload.get("content", ""), move)
            if problem:
                outcome.failures.append(f"match {plan.seat.match_id} ply {ply}: {problem}")
                return
            outcome.samples.append(Sample(plan.seat.match_id, arrived - sent, int(payload["id"])))

    offsets = [rng.uniform(0, interval) if rng and interval else 0.0 for _ in plans]
    env.backend.subscribers.append(watcher)
    try:
        started = time.perf_counter()
        await asyncio.gather(*(play(p, o) for p, o in zip(plans, offsets, strict=True)))
        outcome.last_reply = time.perf_counter() - started
        await env.settle(timeout=max(timeout, 5.0))
        outcome.wall = time.perf_counter() - started
    finally:
        env.backend.subscribers.remove(watcher)
    return outcome


def forget_history(env: simcord.Env, keep: int = 3) -> int:
    """Drop what simcord stored of the phases already played and checked, keeping each
    channel's last ``keep`` messages (the bot may still edit its last boards); returns how
    many messages went.

    Discord keeps a channel's history, its interactions and the PNGs on its own servers;
    simcord, the stand-in, keeps them in the bot's process: 62 objects the cyclic collector
    tracks for every move, walked again by every full collection, the PNGs' bytes besides
    (bot_growth.py).  Two phases compared within one run (bot_watch.py) would otherwise pay
    for everything the phases before them stored, the later one more.  Called between phases,
    after :func:`verify` has read the replies back; the bot's own state is left alone."""
    backend = env.backend
    dropped = 0
    for messages in backend.messages.values():
        for message_id in sorted(messages)[:-keep]:
            del messages[message_id]
            dropped += 1
    backend.interactions.clear()
    backend.interaction_tokens.clear()
    backend.http_requests.clear()
    backend.transcript.clear()
    backend.cdn._blobs.clear()  # the attachments' bytes; the bot never reads its PNGs back
    return dropped


# ----- the sequential phase (simcord's public API only) ----------------------------------------


async def play_sequentially(plans: list[MatchPlan]) -> Outcome:
    """Round-robin over the matches, one ``actor.slash`` at a time."""
    outcome = Outcome("sequential", sum(len(p.moves) for p in plans))
    broken: set[int] = set()
    started = time.perf_counter()
    for ply in range(max((len(p.moves) for p in plans), default=0)):
        for plan in plans:
            seat = plan.seat
            if ply >= len(plan.moves) or seat.match_id in broken:
                continue
            move = plan.moves[ply]
            sent = time.perf_counter()
            try:
                result = await move.player.slash(seat.thread, "move", move=move.text)
            except Exception as error:  # noqa: BLE001 - every failure is reported
                outcome.failures.append(f"match {seat.match_id} ply {ply}: {error!r}")
                broken.add(seat.match_id)
                continue
            seconds = time.perf_counter() - sent
            outcome.interactions.append((seat.match_id, ply, result))
            posted = seat.thread.last_message
            if answers := ephemeral_answers(result):
                problem: str | None = f"answered {answers}"
            elif posted is None:
                problem = "no reply in the thread"
            else:
                names = [a.filename for a in posted.attachments]
                problem = check_reply(names, posted.content, move)
            if problem or posted is None:
                outcome.failures.append(f"match {seat.match_id} ply {ply}: {problem}")
                broken.add(seat.match_id)
                continue
            outcome.samples.append(Sample(seat.match_id, seconds, posted.id))
    outcome.wall = outcome.last_reply = time.perf_counter() - started
    return outcome


# ----- verification and report -----------------------------------------------------------------


def ephemeral_answers(result: simcord.InteractionResult) -> list[str]:
    """What the bot told the player privately: nothing after a good move (the "thinking…"
    placeholder is deleted once the board is posted)."""
    messages = ([result.response] if result.response else []) + result.followups
    return [m.content[:160] for m in messages]


async def verify(seats: list[Seat], outcome: Outcome) -> None:
    """Read the phase's replies back (PNG bytes) and look at every /move's interaction for an
    ephemeral answer (a refusal or an error)."""
    for match_id, ply, result in outcome.interactions:
        if answers := ephemeral_answers(result):
            outcome.failures.append(f"match {match_id} ply {ply}: answered {answers}")
    replies = {s.message_id for s in outcome.samples}
    for seat in seats:
        for message in seat.thread.history():
            if message.id in replies:
                files = message.attachments
                if not files or not (await files[0].read()).startswith(PNG_SIGNATURE):
                    outcome.failures.append(f"match {seat.match_id}: reply {message.id}: no PNG")


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (nan for no values)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def report(outcome: Outcome, note: str) -> None:
    ms = [s.seconds * 1000 for s in outcome.samples]
    print(f"\n[{outcome.phase}] {note}")
    print(f"  {len(ms)} of {outcome.planned} planned moves answered with the board PNG")
    if ms:
        print(
            f"  ms per /move: median {statistics.median(ms):.1f}, p90 {percentile(ms, 90):.1f}, "
            f"p99 {percentile(ms, 99):.1f}, max {max(ms):.1f} (min {min(ms):.1f})"
        )
        print(
            f"  {len(ms)} moves in {outcome.wall:.2f} s wall (last reply after "
            f"{outcome.last_reply:.2f} s): {outcome.rate:.1f} moves/s sustained"
        )
    failures = list(dict.fromkeys(outcome.failures))
    for failure in failures[:20]:
        print(f"  FAILED: {failure}")
    if len(failures) > 20:
        print(f"  ... and {len(failures) - 20} more failures")


def verdict(outcomes: dict[str, Outcome], rate: float) -> None:
    print("\nTargets (issue 9):")
    paced = outcomes.get("paced")
    if paced and paced.samples:
        p99 = paced.p99_ms
        met = "met" if p99 < TARGET_P99_MS else "MISSED"
        print(
            f"  p99 < {TARGET_P99_MS:.0f} ms while {rate:g} moves/s are offered: {met} "
            f"(p99 {p99:.1f} ms, {paced.rate:.1f} moves/s achieved)"
        )
    else:
        print("  p99 target: not judged (run the paced phase)")
    saturation = outcomes.get("saturation")
    if saturation and saturation.samples:
        met = "met" if saturation.rate >= TARGET_MOVES_PER_SECOND else "MISSED"
        print(
            f"  >= {TARGET_MOVES_PER_SECOND:.0f} moves/s sustained: {met} "
            f"({saturation.rate:.1f} moves/s at saturation)"
        )
    else:
        print("  moves/s target: not judged (run the saturation phase)")


def print_profile(profiler: cProfile.Profile) -> None:
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(40)
    print(out.getvalue())


# ----- main ------------------------------------------------------------------------------------


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200, help="matches played at once")
    parser.add_argument("--moves", type=int, default=5, help="timed moves per match and phase")
    parser.add_argument("--game", default="crossings", choices=games.ids())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--rate", type=float, default=50.0, help="moves/s all matches offer in the paced phase"
    )
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per reply")
    parser.add_argument(
        "--phases", default=",".join(PHASES), help=f"comma-separated, from {', '.join(PHASES)}"
    )
    parser.add_argument(
        "--profile", action="store_true", help="cProfile each phase (the event-loop thread)"
    )
    args = parser.parse_args()
    args.phases = [p.strip() for p in args.phases.split(",") if p.strip()]
    if unknown := set(args.phases) - set(PHASES):
        parser.error(f"unknown phases: {', '.join(sorted(unknown))}")
    if args.matches < 1 or args.moves < 1 or args.rate <= 0:
        parser.error("--matches, --moves and --rate must be positive")
    return args


async def run(args: argparse.Namespace, db_path: Path) -> int:
    bot = create_bot(db_path, rng=random.Random(args.seed))
    rng = random.Random(args.seed)
    outcomes: dict[str, Outcome] = {}
    try:
        # Bot errors are reported (and fail the run) per phase, not re-raised at the end.
        async with simcord.run(bot, check_errors=False) as env:
            started = time.perf_counter()
            seats = await set_up(env, args)
            print(
                f"set-up: {len(seats)} matches started in {time.perf_counter() - started:.1f} s "
                "(not timed)"
            )
            for phase in args.phases:
                plans = [await plan_moves(bot, seat, args.moves, rng) for seat in seats]
                errors = env.error_cursor
                profiler = cProfile.Profile() if args.profile else None
                if profiler:
                    profiler.enable()
                if phase == "sequential":
                    outcome = await play_sequentially(plans)
                    note = "one actor.slash at a time (public API), round-robin"
                elif phase == "paced":
                    interval = args.matches / args.rate
                    outcome = await play_concurrently(
                        env, plans, phase=phase, timeout=args.timeout, interval=interval, rng=rng
                    )
                    note = (
                        f"{args.matches} matches at once offering {args.rate:g} moves/s "
                        f"(each match moves every {interval:.2f} s)"
                    )
                else:
                    outcome = await play_concurrently(env, plans, phase=phase, timeout=args.timeout)
                    note = f"{args.matches} matches at once, no thinking time"
                if profiler:
                    profiler.disable()
                await verify(seats, outcome)
                outcome.failures += [f"bot error: {e!r}" for e in env.errors_since(errors)]
                report(outcome, note)
                if profiler:
                    print_profile(profiler)
                outcomes[phase] = outcome
            verdict(outcomes, args.rate)
    finally:
        await bot.release()
    return 1 if failed(outcomes.values()) or len(outcomes) != len(args.phases) else 0


def environment() -> str:
    """The versions and cores a figure was taken with (printed first by each bot benchmark)."""
    return (
        f"Python {platform.python_version()}, discord.py {discord.__version__}, "
        f"simcord {simcord.__version__}, {os.cpu_count()} CPUs"
    )


def failed(outcomes: Iterable[Outcome]) -> bool:
    """Whether any phase had a move refused, an error, or a move left unanswered."""
    return any(o.failures or len(o.samples) != o.planned for o in outcomes)


def main() -> int:
    args = parse_args()
    print(
        f"bot latency: {args.matches} matches x {args.moves} moves of {args.game} per phase "
        f"({', '.join(args.phases)}), seed {args.seed}; {environment()}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(run(args, Path(tmp) / "bench.sqlite3"))


if __name__ == "__main__":
    sys.exit(main())
