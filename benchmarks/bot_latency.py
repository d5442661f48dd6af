"""Bot latency: ``/move`` interaction to the reply carrying the board PNG, under load.

    .venv/bin/python benchmarks/bot_latency.py [--matches 200] [--moves 5] [--game crossings]
                                               [--seed 1] [--mode concurrent|sequential|both]
                                               [--timeout 30] [--profile]

The real bot (``bot.create_bot`` on a temporary SQLite file) runs under simcord, offline, with no
token.  Set-up (not timed): a server, a #games channel, ``2 * --matches`` members, and
``--matches`` matches started the way players start them (``/play`` with an opponent, then the
opponent clicks Accept), each in its own thread.  Every match then gets a plan of ``--moves``
random legal moves (seeded by ``--seed``; a move that would end the game is avoided while
another exists; a plan stops early at a decision ``/move`` cannot make, such as a private
set-up stage), computed with the engine before the clock starts.

Timed phase, for each match at once (``asyncio.gather``): the player to move sends ``/move``,
waits for the bot's public reply carrying the PNG in the match thread, then the opponent moves,
and so on.  One sample is the real wall time (``time.perf_counter``, which simcord leaves alone;
it virtualises ``time.monotonic`` and discord.py's ``utcnow`` for bot-owned code only) from just
before the interaction is built to the moment the reply with the PNG is created.  Sustained
moves per second is the number of moves over the wall time of the whole phase, until the bot
has finished everything it started (the "thinking…" placeholders deleted).  Targets (issue 9):
p99 under 150 ms and at least 50 moves per second.

Why not ``actor.slash`` for the concurrent phase: simcord 3.2.1 allows one driver operation at a
time (a second ``slash`` from another task raises ``SetupError: operation overlaps active
slash``), and each operation returns only once the *whole* bot is idle, so 200 overlapping
calls would be neither allowed nor individually timeable.  ``--mode concurrent`` (the default)
therefore builds and checks each ``/move`` interaction exactly as ``actor.slash`` does (simcord's
own command lookup, permission check and option building) and emits it on simcord's gateway
without waiting for global settlement; the reply is observed on simcord's backend event stream.
These are simcord internals (pinned 3.2.1).  ``--mode sequential`` uses only the public API,
one ``actor.slash`` at a time round-robin over the matches (the latency of an otherwise idle
bot, including simcord's settling), as a cross-check.  Either way every reply is verified
afterwards: a PNG attachment whose bytes start with the PNG signature, content naming the mover
and the move, and no ephemeral refusal or error; the exit status is 1 if any move failed.
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
from collections.abc import Mapping
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
from games import PASS  # noqa: E402

TARGET_P99_MS = 150.0
TARGET_MOVES_PER_SECOND = 50.0
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class PlannedMove:
    player: simcord.MemberActor
    text: str  # what the player types
    public: str  # how the bot names it in the thread


@dataclass
class MatchPlan:
    match_id: int
    thread: simcord.ChannelHandle
    moves: list[PlannedMove]


@dataclass
class Sample:
    match_id: int
    ply: int
    move: PlannedMove
    seconds: float
    message_id: int | None = None


@dataclass
class Outcome:
    mode: str
    samples: list[Sample] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    wall: float = 0.0
    last_reply_wall: float = 0.0


# ----- set-up ----------------------------------------------------------------------------------


async def start_match(
    channel: simcord.ChannelHandle,
    game: str,
    white: simcord.MemberActor,
    black: simcord.MemberActor,
) -> tuple[int, simcord.ChannelHandle]:
    """``white`` challenges ``black`` (as tests/discord/conftest.py does); ``black`` accepts."""
    result = await white.slash(channel, "play", game=game, opponent=black, colour="white")
    if result.followups and not result.ephemeral:
        raise RuntimeError(f"/play failed: {[f.content for f in result.followups]}")
    challenge = channel.last_message
    accepted = await black.click(challenge, label="Accept")
    if accepted.followups:
        raise RuntimeError(f"Accept failed: {[f.content for f in accepted.followups]}")
    thread = channel.threads[-1]
    return int(thread.name.rsplit("#", 1)[1]), thread


async def plan_moves(
    bot: Any,
    match_id: int,
    thread: simcord.ChannelHandle,
    players: Mapping[int, simcord.MemberActor],
    count: int,
    rng: random.Random,
) -> MatchPlan:
    """``count`` seeded random legal moves from the match's stored position, replayed with the
    engine as the service will (forced passes included); game-ending moves avoided if possible."""
    service = bot.service
    match = await service.get_match(match_id)
    game, state = await service.load_state(match)
    if match.status == "active":
        legal = await service.legal_moves_for(match_id, match.to_move_id)
        if legal != game.legal_moves(state):
            raise RuntimeError(f"match {match_id}: the engine and the bot disagree on legal moves")
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
        player = players[service.player_id(match, side)]
        moves.append(PlannedMove(player, move, game.public_move_text(state, move)))
        state = game.play(state, move)
        for _ in range(2):  # the service plays forced passes itself
            if game.outcome(state) is not None or game.legal_moves(state) != [PASS]:
                break
            state = game.play(state, PASS)
    return MatchPlan(match_id, thread, moves)


@dataclass
class Seat:
    """A started match: its id, thread and players by user id."""

    match_id: int
    thread: simcord.ChannelHandle
    players: dict[int, simcord.MemberActor]


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


# ----- the concurrent phase --------------------------------------------------------------------


def emit_slash(
    env: simcord.Env, actor: simcord.MemberActor, channel: simcord.ChannelHandle, **options: Any
) -> Any:
    """``actor.slash(channel, "move", **options)`` minus simcord's one-operation guard and its
    wait for global settlement: the same lookup, checks, options and INTERACTION_CREATE payload
    (simcord.actors._slash and _dispatch_actor_interaction), emitted on the gateway.  Returns the
    backend's interaction record."""
    sim_actors._check_actor_channel(actor, channel)
    actor._check(channel, "view_channel")
    root = sim_actors._resolve_visible_command(
        actor, channel.id, "move", AppCommandType.CHAT_INPUT
    )
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
    return record


class ReplyWatcher:
    """Resolves a waiter when the bot posts a message with a PNG in that waiter's thread (or
    anything else there, which is a failure); listens on simcord's backend event stream."""

    def __init__(self, bot_user_id: int) -> None:
        self.bot_user_id = bot_user_id
        self.waiting: dict[int, asyncio.Future[tuple[float, Mapping[str, Any]]]] = {}

    def __call__(self, event: str, payload: Mapping[str, Any]) -> None:
        if event != "MESSAGE_CREATE":
            return
        waiter = self.waiting.get(int(payload["channel_id"]))
        author = payload.get("author") or {}
        if waiter is None or waiter.done() or int(author.get("id", 0)) != self.bot_user_id:
            return
        waiter.set_result((time.perf_counter(), payload))

    def expect(self, thread_id: int) -> asyncio.Future[tuple[float, Mapping[str, Any]]]:
        waiter = asyncio.get_running_loop().create_future()
        self.waiting[thread_id] = waiter
        return waiter


def check_payload(payload: Mapping[str, Any], move: PlannedMove) -> str | None:
    """Why a reply is not the expected board message (None if it is)."""
    names = [a.get("filename", "") for a in payload.get("attachments") or []]
    content = payload.get("content", "")
    if not any(name.endswith(".png") for name in names):
        return f"no PNG attached (files {names}, content {content[:120]!r})"
    if move.public not in content or move.player.mention not in content:
        return f"the reply does not name {move.player.mention} and {move.public}: {content[:160]!r}"
    return None


async def play_concurrently(
    env: simcord.Env, plans: list[MatchPlan], timeout: float
) -> Outcome:
    outcome = Outcome("concurrent")
    assert env.bot.user is not None
    watcher = ReplyWatcher(env.bot.user.id)

    async def play(plan: MatchPlan) -> None:
        for ply, move in enumerate(plan.moves):
            waiter = watcher.expect(plan.thread.id)
            started = time.perf_counter()
            try:
                emit_slash(env, move.player, plan.thread, move=move.text)
                arrived, payload = await asyncio.wait_for(waiter, timeout)
            except Exception as error:  # noqa: BLE001 - every failure is reported
                outcome.failures.append(f"match {plan.match_id} ply {ply}: {error!r}")
                return
            problem = check_payload(payload, move)
            if problem:
                outcome.failures.append(f"match {plan.match_id} ply {ply}: {problem}")
                return
            outcome.samples.append(
                Sample(plan.match_id, ply, move, arrived - started, int(payload["id"]))
            )

    env.backend.subscribers.append(watcher)
    try:
        started = time.perf_counter()
        await asyncio.gather(*(play(plan) for plan in plans))
        outcome.last_reply_wall = time.perf_counter() - started
        await env.settle(timeout=max(timeout, 5.0))
        outcome.wall = time.perf_counter() - started
    finally:
        env.backend.subscribers.remove(watcher)
    return outcome


# ----- the sequential phase (public API only) --------------------------------------------------


async def play_sequentially(plans: list[MatchPlan]) -> Outcome:
    """Round-robin over the matches, one ``actor.slash`` at a time."""
    outcome = Outcome("sequential")
    broken: set[int] = set()
    started = time.perf_counter()
    for ply in range(max((len(p.moves) for p in plans), default=0)):
        for plan in plans:
            if ply >= len(plan.moves) or plan.match_id in broken:
                continue
            move = plan.moves[ply]
            t0 = time.perf_counter()
            try:
                result = await move.player.slash(plan.thread, "move", move=move.text)
            except Exception as error:  # noqa: BLE001 - every failure is reported
                outcome.failures.append(f"match {plan.match_id} ply {ply}: {error!r}")
                broken.add(plan.match_id)
                continue
            seconds = time.perf_counter() - t0
            posted = plan.thread.last_message
            problem = (
                f"ephemeral answer {[f.content for f in result.followups]}"
                if result.followups
                else "no reply in the thread"
                if posted is None
                else check_payload(
                    {
                        "attachments": [{"filename": a.filename} for a in posted.attachments],
                        "content": posted.content,
                    },
                    move,
                )
            )
            if problem:
                outcome.failures.append(f"match {plan.match_id} ply {ply}: {problem}")
                broken.add(plan.match_id)
                continue
            assert posted is not None
            outcome.samples.append(Sample(plan.match_id, ply, move, seconds, posted.id))
    outcome.wall = outcome.last_reply_wall = time.perf_counter() - started
    return outcome


# ----- verification and report -----------------------------------------------------------------


async def verify(env: simcord.Env, plans: list[MatchPlan], outcome: Outcome) -> None:
    """Read every reply back: PNG bytes, and no ephemeral refusal or error in any thread."""
    replies = {s.message_id for s in outcome.samples}
    for plan in plans:
        for message in plan.thread.history():
            if message.flags.ephemeral:
                outcome.failures.append(
                    f"match {plan.match_id}: ephemeral message {message.content[:160]!r}"
                )
            elif message.id in replies:
                if not message.attachments:
                    outcome.failures.append(f"match {plan.match_id}: reply {message.id}: no file")
                    continue
                data = await message.attachments[0].read()
                if not data.startswith(PNG_SIGNATURE):
                    outcome.failures.append(
                        f"match {plan.match_id}: reply {message.id} is not a PNG"
                    )
    if env.errors:
        outcome.failures += [f"bot error: {error!r}" for error in env.errors]


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def report(outcome: Outcome, planned: int) -> None:
    ms = [s.seconds * 1000 for s in outcome.samples]
    moves = len(ms)
    rate = moves / outcome.wall if outcome.wall else 0.0
    print(f"\n[{outcome.mode}] {moves} of {planned} planned moves answered with a PNG")
    if ms:
        p99 = percentile(ms, 99)
        print(
            f"  ms per /move: median {statistics.median(ms):.1f}, p90 {percentile(ms, 90):.1f}, "
            f"p99 {p99:.1f}, max {max(ms):.1f}, min {min(ms):.1f}"
        )
        first = [s.seconds * 1000 for s in outcome.samples if s.ply == 0]
        later = [s.seconds * 1000 for s in outcome.samples if s.ply > 0]
        if first and later:
            print(
                f"  first move of each match: median {statistics.median(first):.1f} ms; "
                f"later moves: median {statistics.median(later):.1f} ms"
            )
        print(
            f"  wall {outcome.wall:.2f} s (last reply after {outcome.last_reply_wall:.2f} s), "
            f"{rate:.1f} moves/s sustained"
        )
        print(
            f"  target p99 < {TARGET_P99_MS:.0f} ms: {'met' if p99 < TARGET_P99_MS else 'MISSED'}"
            f"; target >= {TARGET_MOVES_PER_SECOND:.0f} moves/s: "
            f"{'met' if rate >= TARGET_MOVES_PER_SECOND else 'MISSED'}"
        )
    for failure in outcome.failures[:20]:
        print(f"  FAILED: {failure}")
    if len(outcome.failures) > 20:
        print(f"  ... and {len(outcome.failures) - 20} more failures")


# ----- main ------------------------------------------------------------------------------------


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200, help="concurrent matches")
    parser.add_argument("--moves", type=int, default=5, help="timed moves per match")
    parser.add_argument("--game", default="crossings", choices=games.ids())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--mode",
        default="concurrent",
        choices=["concurrent", "sequential", "both"],
        help="concurrent /move calls (simcord internals) or one actor.slash at a time",
    )
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per reply")
    parser.add_argument(
        "--profile", action="store_true", help="cProfile the timed phase (event-loop thread)"
    )
    args = parser.parse_args()
    if args.matches < 1 or args.moves < 1:
        parser.error("--matches and --moves must be positive")
    return args


async def run(args: argparse.Namespace, db_path: Path) -> int:
    bot = create_bot(db_path, rng=random.Random(args.seed))
    rng = random.Random(args.seed)
    failed = False
    try:
        async with simcord.run(bot) as env:
            started = time.perf_counter()
            seats = await set_up(env, args)
            print(
                f"set-up: {len(seats)} matches started in {time.perf_counter() - started:.1f} s "
                "(not timed)"
            )
            modes = ["concurrent", "sequential"] if args.mode == "both" else [args.mode]
            for mode in modes:
                # Each phase continues the same matches from where they stand.
                plans = [
                    await plan_moves(bot, s.match_id, s.thread, s.players, args.moves, rng)
                    for s in seats
                ]
                planned = sum(len(p.moves) for p in plans)
                profiler = cProfile.Profile() if args.profile else None
                if profiler:
                    profiler.enable()
                if mode == "concurrent":
                    outcome = await play_concurrently(env, plans, args.timeout)
                else:
                    outcome = await play_sequentially(plans)
                if profiler:
                    profiler.disable()
                await verify(env, plans, outcome)
                report(outcome, planned)
                if profiler:
                    print_profile(profiler)
                failed |= bool(outcome.failures) or len(outcome.samples) != planned
    finally:
        await bot.release()
    return 1 if failed else 0


def print_profile(profiler: cProfile.Profile) -> None:
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(40)
    print(out.getvalue())


def main() -> int:
    args = parse_args()
    print(
        f"bot latency: {args.matches} matches x {args.moves} moves of {args.game}, "
        f"seed {args.seed}, mode {args.mode}; Python {platform.python_version()}, "
        f"discord.py {discord.__version__}, simcord {simcord.__version__}, "
        f"{platform.machine()} with {os.cpu_count()} CPUs"
    )
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(run(args, Path(tmp) / "bench.sqlite3"))


if __name__ == "__main__":
    sys.exit(main())
