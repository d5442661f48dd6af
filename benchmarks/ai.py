"""AI strength and speed: ``hard`` against ``easy`` and ``medium`` in every game.

    .venv/bin/python benchmarks/ai.py [--games 20] [--budget 2.0] [--jobs 2] [--only GAME]
                                      [--max-plies 600] [--seed 1] [--option k=v]

For each game (default options, or ``--option`` for one game), ``hard`` plays ``--games`` games
against ``easy`` and as many against ``medium``, colours alternating (even games: hard is
White).  The host plays forced passes, as the bot does.  A game longer than ``--max-plies``
decisions is stopped and counted as unfinished (not a win); its last position is printed.
A game that reaches a position the AI knows nobody can win (``is_dead_draw``: in Checkers with
Bosses, a lone boss against a lone boss, one hit point each, neither able to force a hit) is
stopped there and counted as a draw, the result the bot itself accepts in that position.
Printed per pairing: hard's wins/losses/draws/unfinished, its win rate, and the median and
maximum seconds per hard move (observation + choice, measured in the process that thinks).
Targets (issue 10): hard wins >= 90% against easy and >= 65% against medium; no hard move
over 110% of the budget.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.ai import choose_move, is_dead_draw, observe  # noqa: E402
from games.ai.observation import RECENT_POSITIONS, Observation  # noqa: E402
from games.core.engine import State, play_forced_passes  # noqa: E402
from games.core.geometry import BLACK, WHITE, opponent  # noqa: E402

OPPONENTS = ("easy", "medium")


@dataclass(frozen=True)
class Task:
    game_id: str
    opponent: str
    index: int
    budget: float
    seed: int
    max_plies: int
    options: tuple[tuple[str, str], ...] = ()


@dataclass
class GameRecord:
    task: Task
    result: str  # "win", "loss", "draw" or "unfinished", for hard
    plies: int
    hard_times: list[float] = field(default_factory=list)
    final: str = ""  # the last public position, printed for a game that did not finish


Chooser = Callable[[Observation, int], str]  # (observation, seed) -> move
TaskT = TypeVar("TaskT")
RecordT = TypeVar("RecordT")


@dataclass
class Playout:
    """How one game went: the last state, the decisions made, seconds per decision by side,
    and whether it was stopped at a position nobody can win."""

    state: State
    plies: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: {WHITE: [], BLACK: []})
    dead_draw: bool = False


def play_game(
    game_id: str, options: dict[str, Any], players: dict[str, Chooser], seed: int, max_plies: int
) -> Playout:
    """A game between ``players`` (by side), each asked with an observation only, the host
    playing forced passes as the bot does; stopped after ``max_plies`` decisions or at a
    position the AI knows nobody can win (``is_dead_draw``).  Seconds per decision include
    building the observation, measured in the process that thinks."""
    game = games.get(game_id)
    state, _ = play_forced_passes(game, game.start(**options))
    result = Playout(state)
    seen: deque[str] = deque(maxlen=RECENT_POSITIONS)  # as the bot remembers them
    for ply in range(max_plies):
        seat = game.to_move(state)
        if seat is None:
            break
        began = time.perf_counter()
        move = players[seat](observe(game.id, state, seat, seen), seed + ply)
        result.times[seat].append(time.perf_counter() - began)
        state, _ = play_forced_passes(game, game.play(state, move))
        seen.append(game.public_position(state))
        result.state, result.plies = state, ply + 1
        if is_dead_draw(game.id, seen[-1]):
            result.dead_draw = True  # as the bot would agree to it; nobody can win from here
            break
    return result


def play(task: Task) -> GameRecord:
    """One game of hard against ``task.opponent``; hard is White in even-numbered games."""
    game = games.get(task.game_id)
    hard_side = WHITE if task.index % 2 == 0 else BLACK
    players: dict[str, Chooser] = {
        hard_side: lambda seen, seed: choose_move(seen, "hard", budget=task.budget, seed=seed),
        opponent(hard_side): lambda seen, seed: choose_move(seen, task.opponent, seed=seed),
    }
    seed = task.seed * 1_000_003 + task.index * 10_007
    played = play_game(task.game_id, dict(task.options), players, seed, task.max_plies)
    record = GameRecord(task, "draw" if played.dead_draw else "unfinished", played.plies)
    record.hard_times = played.times[hard_side]
    record.final = game.public_position(played.state)
    outcome = game.outcome(played.state)
    if outcome is not None:
        if outcome.winner is None:
            record.result = "draw"
        else:
            record.result = "win" if outcome.winner == hard_side else "loss"
    return record


def summarise(records: list[GameRecord], budget: float) -> list[str]:
    """One table row per (game, opponent)."""
    rows = [
        "| game | hard vs | games | W | L | D | unfinished | win rate | median s/move "
        "| max s/move | median plies |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    pairs = sorted({(r.task.game_id, r.task.opponent) for r in records})
    for game_id, rival in pairs:
        group = [r for r in records if (r.task.game_id, r.task.opponent) == (game_id, rival)]
        counts = {
            k: sum(r.result == k for r in group) for k in ("win", "loss", "draw", "unfinished")
        }
        times = [t for r in group for t in r.hard_times]
        rows.append(
            f"| {game_id} | {rival} | {len(group)} | {counts['win']} | {counts['loss']} "
            f"| {counts['draw']} | {counts['unfinished']} | {counts['win'] / len(group):.0%} "
            f"| {statistics.median(times):.3f} | {max(times):.3f} "
            f"| {statistics.median(r.plies for r in group):.0f} |"
        )
    over = [t for r in records for t in r.hard_times if t > budget * 1.1]
    rows.append(f"\nbudget {budget} s; hard moves over 110% of it: {len(over)}")
    return rows


def run_all(
    play_one: Callable[[TaskT], RecordT],
    tasks: list[TaskT],
    jobs: int,
    describe: Callable[[RecordT], str],
) -> list[RecordT]:
    """Play ``tasks`` in ``jobs`` worker processes, printing each record as soon as its game
    ends (a long game does not hold back the ones after it, so a stopped run has told all it
    finished)."""
    records = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for future in as_completed([pool.submit(play_one, task) for task in tasks]):
            records.append(future.result())
            print(describe(records[-1]), flush=True)
    return records


def _describe(record: GameRecord) -> str:
    t = record.task
    return (
        f"{t.game_id} vs {t.opponent} #{t.index}: {record.result} in {record.plies} plies, "
        f"max {max(record.hard_times, default=0):.3f} s"
        + (f", ends at {record.final}" if record.result in ("unfinished", "draw") else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per pairing")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds per hard move")
    parser.add_argument("--jobs", type=int, default=2, help="games played in parallel")
    parser.add_argument("--only", action="append", help="a game id (repeatable)")
    parser.add_argument("--opponent", action="append", choices=OPPONENTS)
    parser.add_argument("--max-plies", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--option", action="append", default=[], help="k=v, a start option (with one --only)"
    )
    args = parser.parse_args()
    ids = args.only or games.ids()
    options = tuple(tuple(text.split("=", 1)) for text in args.option)
    if options and len(ids) != 1:
        parser.error("--option needs exactly one --only GAME")
    tasks = [
        Task(game_id, opponent, index, args.budget, args.seed, args.max_plies, options)
        for game_id in ids
        for opponent in args.opponent or OPPONENTS
        for index in range(args.games)
    ]
    records = run_all(play, tasks, args.jobs, _describe)
    print("\n".join(summarise(records, args.budget)))


if __name__ == "__main__":
    main()
