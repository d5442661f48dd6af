"""A yardstick for the AI levels: a plain UCT Monte-Carlo player, and matches against it.

    .venv/bin/python benchmarks/yardstick.py [--only GAME] [--stealth] [--level hard]
        [--games 4] [--playouts 1000] [--mc-time S] [--budget 0.5] [--jobs 2] [--seed 1]

The Monte-Carlo player knows no game: it reads an :class:`~games.ai.observation.Observation`
(the seat's view, the public position and its own legal moves, what every AI level gets),
and uses only the engine contract (``legal_moves``, ``play``, ``outcome``, ``to_move``).  It
runs UCT (UCB1 selection, one expansion per playout, uniformly random playouts to the end or
``MAX_PLAYOUT_PLIES``) for a fixed number of playouts per move, so its strength does not
depend on the machine's load; ``--mc-time`` gives it a wall-clock budget instead.  All its
random choices come from a seeded generator.

Hidden information (Stealth King): the player never sees the opponent's King.  It samples
full positions consistent with its observation (``determinize`` of the game's AI knowledge,
which reads only the view and the public position: the opponent's King on one of the pieces
the seat sees as the opponent's), splits its playouts over ``DETERMINIZATIONS`` of them and
adds up the visits of each root move.  While the Kings are being placed it picks a legal
choice at random.

Each level (``games.ai.choose_move``) plays ``--games`` games against it per game, colours
alternating (even games: the level is White), the host playing forced passes as the bot does.
Printed per pairing: the level's wins-draws-losses (``unfinished`` games, stopped after
``--max-plies``, are shown apart and count as neither), and the mean seconds per move of each
side.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from benchmarks.ai import Chooser, play_game, run_all  # noqa: E402
from games.ai import choose_move  # noqa: E402
from games.ai.knowledge import knowledge_for  # noqa: E402
from games.ai.observation import Observation  # noqa: E402
from games.core.engine import Game, State  # noqa: E402
from games.core.geometry import BLACK, WHITE, opponent  # noqa: E402

EXPLORATION = math.sqrt(2)  # UCB1's constant, for rewards in [0, 1]
MAX_PLAYOUT_PLIES = 300  # a playout still going after this many moves scores as a draw
DETERMINIZATIONS = 4  # sampled worlds a hidden-information search splits its playouts over
LEVELS = ("easy", "medium", "hard")


class _Node:
    """A node of the UCT tree: ``wins`` are counted for the side that moved into it."""

    __slots__ = ("state", "mover", "untried", "children", "visits", "wins")

    def __init__(self, game: Game, state: State, mover: str | None, rng: random.Random) -> None:
        self.state = state
        self.mover = mover  # the side whose decision led here (None at the root)
        self.untried = list(game.legal_moves(state))
        rng.shuffle(self.untried)
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.wins = 0.0

    def select(self) -> tuple[str, _Node]:
        """The child of highest UCB1 value (every child has been visited once)."""
        log_visits = math.log(self.visits)
        return max(
            self.children.items(),
            key=lambda item: item[1].wins / item[1].visits
            + EXPLORATION * math.sqrt(log_visits / item[1].visits),
        )


def _reward(game: Game, state: State, side: str | None) -> float:
    """1 if ``side`` has won in ``state``, 0 if it has lost, 0.5 for a draw or no result."""
    outcome = game.outcome(state)
    if outcome is None or outcome.winner is None or side is None:
        return 0.5
    return 1.0 if outcome.winner == side else 0.0


def _playout(game: Game, state: State, rng: random.Random) -> State:
    """Uniformly random moves from ``state`` to the end, or ``MAX_PLAYOUT_PLIES`` of them."""
    for _ in range(MAX_PLAYOUT_PLIES):
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.play(state, rng.choice(moves))
    return state


def uct_visits(
    game: Game, state: State, playouts: int, rng: random.Random, deadline: float | None = None
) -> dict[str, int]:
    """Root move -> visits after ``playouts`` UCT iterations (or until ``deadline``)."""
    root = _Node(game, state, None, rng)
    for done in range(playouts):
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        node, path = root, [root]
        while not node.untried and node.children:
            _, node = node.select()
            path.append(node)
        if node.untried:
            move = node.untried.pop()
            mover = game.to_move(node.state)
            child = _Node(game, game.play(node.state, move), mover, rng)
            node.children[move] = child
            node = child
            path.append(node)
        final = _playout(game, node.state, rng)
        for visited in path:
            visited.visits += 1
            visited.wins += _reward(game, final, visited.mover)
    return {move: child.visits for move, child in root.children.items()}


def monte_carlo_move(
    observation: Observation,
    *,
    playouts: int = 1000,
    seed: int = 0,
    seconds: float | None = None,
) -> str:
    """The UCT player's move for ``observation.seat``: the most visited root move.

    Only the observation is read; a hidden opponent King is sampled (see the module
    docstring).  ``seconds`` replaces the playout count by a wall-clock budget.
    """
    rng = random.Random(seed)
    legal = list(observation.legal)
    if len(legal) == 1:
        return legal[0]
    game = games.get(observation.game_id)
    knowledge = knowledge_for(observation.game_id)
    if (observation.view.get("info") or {}).get("setup"):
        return rng.choice(legal)  # placing a Stealth King: nothing to search yet
    worlds = DETERMINIZATIONS if knowledge.hidden(observation) else 1
    began = time.perf_counter()
    totals = dict.fromkeys(legal, 0)
    for index in range(worlds):
        state = knowledge.determinize(game, observation, rng)
        if seconds is None:
            visits = uct_visits(game, state, max(1, playouts // worlds), rng)
        else:  # each world gets an equal share of the wall-clock budget
            deadline = began + seconds * (index + 1) / worlds
            visits = uct_visits(game, state, sys.maxsize, rng, deadline)
        for move, count in visits.items():
            if move in totals:  # a sampled world has the same moves; this keeps it certain
                totals[move] += count
    best = max(totals.values())
    return next(move for move in legal if totals[move] == best)


# ----- matches -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Task:
    game_id: str
    options: tuple[tuple[str, object], ...]
    level: str
    index: int
    budget: float
    playouts: int
    mc_time: float | None
    seed: int
    max_plies: int


@dataclass
class Record:
    task: Task
    result: str = "unfinished"  # for the level: "win", "draw", "loss" or "unfinished"
    plies: int = 0
    level_times: list[float] = field(default_factory=list)
    mc_times: list[float] = field(default_factory=list)


def play(task: Task) -> Record:
    """One game of ``task.level`` against the Monte-Carlo player; the level is White in even
    games.  Both sides get an observation only (``play_game`` of benchmarks/ai.py)."""
    game = games.get(task.game_id)
    level_side = WHITE if task.index % 2 == 0 else BLACK
    players: dict[str, Chooser] = {
        level_side: lambda seen, seed: choose_move(seen, task.level, budget=task.budget,
                                                   seed=seed),
        opponent(level_side): lambda seen, seed: monte_carlo_move(
            seen, playouts=task.playouts, seed=seed, seconds=task.mc_time
        ),
    }
    seed = task.seed * 1_000_003 + task.index * 10_007
    played = play_game(task.game_id, dict(task.options), players, seed, task.max_plies)
    record = Record(task, "draw" if played.dead_draw else "unfinished", played.plies)
    record.level_times = played.times[level_side]
    record.mc_times = played.times[opponent(level_side)]
    outcome = game.outcome(played.state)
    if outcome is not None:
        winner = outcome.winner
        record.result = "draw" if winner is None else "win" if winner == level_side else "loss"
    return record


def _mean(values: list[float]) -> str:
    return f"{statistics.fmean(values):.3f}" if values else "-"


def summarise(records: list[Record]) -> list[str]:
    """One Markdown table row per (game, level)."""
    rows = [
        "| game | level | vs MC | games | W-D-L | unfinished | level s/move | MC s/move |",
        "|---|---|---|---|---|---|---|---|",
    ]
    keys = sorted({(r.task.game_id, r.task.options, r.task.level) for r in records}, key=str)
    for game_id, options, level in keys:
        group = [r for r in records if (r.task.game_id, r.task.options, r.task.level)
                 == (game_id, options, level)]
        count = {k: sum(r.result == k for r in group) for k in ("win", "draw", "loss")}
        task = group[0].task
        opponent = f"{task.mc_time} s" if task.mc_time is not None else f"{task.playouts} playouts"
        label = game_id + "".join(f" {k}={v}" for k, v in options)
        rows.append(
            f"| {label} | {level}{f' {task.budget} s' if level == 'hard' else ''} "
            f"| {opponent} | {len(group)} "
            f"| {count['win']}-{count['draw']}-{count['loss']} "
            f"| {sum(r.result == 'unfinished' for r in group)} "
            f"| {_mean([t for r in group for t in r.level_times])} "
            f"| {_mean([t for r in group for t in r.mc_times])} |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", help="a game id (repeatable); default all")
    parser.add_argument("--stealth", action="store_true",
                        help="also play King's Crossing with the Stealth King option")
    parser.add_argument("--level", action="append", choices=LEVELS, help="default: hard")
    parser.add_argument("--games", type=int, default=4, help="games per game and level")
    parser.add_argument("--playouts", type=int, default=1000, help="MC playouts per move")
    parser.add_argument("--mc-time", type=float, default=None,
                        help="seconds per MC move instead of a playout count")
    parser.add_argument("--budget", type=float, default=0.5, help="seconds per hard move")
    parser.add_argument("--jobs", type=int, default=2, help="games played in parallel")
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    variants: list[tuple[str, tuple[tuple[str, object], ...]]] = [
        (game_id, ()) for game_id in args.only or games.ids()
    ]
    if args.stealth:
        variants.append(("kings-crossing", (("stealth", True),)))
    tasks = [
        Task(game_id, options, level, index, args.budget, args.playouts, args.mc_time,
             args.seed, args.max_plies)
        for game_id, options in variants
        for level in args.level or ["hard"]
        for index in range(args.games)
    ]
    records = run_all(play, tasks, args.jobs, _describe)
    print("\n".join(summarise(records)))


def _describe(record: Record) -> str:
    t = record.task
    return (f"{t.game_id}{dict(t.options) or ''} {t.level} #{t.index}: {record.result} "
            f"in {record.plies} plies")


if __name__ == "__main__":
    main()
