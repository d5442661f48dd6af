"""A yardstick for the AI levels: a plain UCT Monte-Carlo player, and matches against it.

    .venv/bin/python benchmarks/yardstick.py [--only GAME] [--stealth | --stealth-only]
        [--level hard] [--rival mc|easy|medium] [--games 4] [--first 0] [--playouts 1000]
        [--mc-time S] [--budget 0.5] [--jobs 2] [--seed 1] [--max-plies 1000] [--jsonl FILE]
        [--busy 6] [--wall-cap 6] [--nodes N]
    .venv/bin/python benchmarks/yardstick.py --summarise FILE...

The Monte-Carlo player knows no game: it reads an :class:`~games.ai.observation.Observation`
(the seat's view, the public position and its own legal moves, what every AI level gets),
and uses only the engine contract (``legal_moves``, ``play``, ``outcome``, ``to_move``).  It
runs UCT (UCB1 selection, one expansion per playout, uniformly random playouts to the end or
``MAX_PLAYOUT_PLIES``) for a fixed number of playouts per move, so its strength does not
depend on the machine's load; ``--mc-time`` gives it a wall-clock budget instead.  All its
random choices come from a seeded generator.

The ply cap is the one departure from playing every playout out, and it is game-blind: a
playout still going after ``MAX_PLAYOUT_PLIES`` random moves scores as a draw (0.5 to both).
Random games from the start go over it in a third of Checkers with Bosses games (median 255
plies), 14 % in Crossings, 8 % in The King o' the Castle and none in Charing Cross or King's
Crossing (100 seeded games each); later in a game, with fewer pieces, fewer do.
A playout's cost is the engine's move generation and play, 15-45 us a ply: the tree and the
playout loop are 3-11 % of a move (profiled; most in Charing Cross, whose playouts are
short), so 1,000 playouts take about 5 s a move in Checkers with Bosses,
Crossings and The King o' the Castle, and 0.5 s in Charing Cross.

Hidden information (Stealth King): the player never sees the opponent's King.  It samples
full positions consistent with its observation (``determinize`` of the game's AI knowledge,
which reads only the view and the public position: the opponent's King on one of the pieces
the seat sees as the opponent's), splits its playouts over ``DETERMINIZATIONS`` of them and
adds up the visits of each root move.  While the Kings are being placed it picks a legal
choice at random.

Each level (``games.ai.choose_move``) plays ``--games`` games against it per game, colours
alternating (even games: the level is White; ``--first`` numbers them on, for more games with
new seeds), the host playing forced passes as the bot does.  ``--rival easy`` or ``medium``
plays the level against another level instead (``--level medium --rival easy``).
``--stealth`` adds Stealth King to the games played; ``--stealth-only`` plays Stealth King
alone (``--only`` is then ignored). Printed per pairing: the level's wins-draws-losses
(``unfinished`` games, stopped after ``--max-plies``, are shown apart and count as neither; by
default the cap is the host's move limit, 1,000 decisions, where the bot ends a match as a
draw, so an unfinished game is one the bot would have drawn; a lower cap stops games the bot
would have played on), and the mean seconds per move of each side, wall clock and processor: on
a busy machine a side with a wall-clock budget gets only part of it. With ``--jsonl`` each
game's record (result, plies, seconds, final position and every move) is appended to the file
as the game ends, so a run stopped early keeps what it played, and ``--summarise`` prints the
table of any such files.

``--busy N`` starts N processes that only spin beside the games (at the run's own priority) and
ends them with the run: the busy machine a bot serving many players is, on which a level with
a wall-clock budget got a fraction of its search.  The record keeps the count (``busy``) and
the load average at the game's end (``load``), so a table says the load it was played at.
``hard``'s budget is processor time, stopped at ``--wall-cap`` times it on the wall clock (by
default the bot's cap, ``games.ai.players.WALL_CAP``; 0: no cap, the level's own search
whatever the load, for a machine busier than the cap allows for).  ``--nodes N`` makes hard
search N nodes a move instead (no budget, no cap): with the Monte-Carlo player's fixed
playouts, a game is then the same at any load, for comparing versions of the AI on a busy
machine.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from benchmarks.ai import Chooser, play_game, run_all  # noqa: E402
from games.ai import choose_move  # noqa: E402
from games.ai.knowledge import knowledge_for  # noqa: E402
from games.ai.observation import Observation  # noqa: E402
from games.ai.players import WALL_CAP  # noqa: E402
from games.core.engine import Game, State  # noqa: E402
from games.core.geometry import BLACK, WHITE, opponent  # noqa: E402

EXPLORATION = math.sqrt(2)  # UCB1's constant, for rewards in [0, 1]
MAX_PLAYOUT_PLIES = 300  # a playout still going after this many moves scores as a draw
DETERMINIZATIONS = 4  # sampled worlds a hidden-information search splits its playouts over
LEVELS = ("easy", "medium", "hard")
# The bot ends a match as a draw after this many decisions (``GAMUT_MOVE_LIMIT``'s default).
HOST_MOVE_LIMIT = 1000


class _Node:
    """A node of the UCT tree: ``wins`` are counted for the side that moved into it."""

    __slots__ = ("state", "mover", "untried", "children", "visits", "wins")

    def __init__(self, game: Game, state: State, mover: str | None, rng: random.Random) -> None:
        self.state = state
        self.mover = mover  # the side whose decision led here (None at the root)
        self.untried = game.legal_moves(state)  # a fresh list of the contract's, ours to pop
        rng.shuffle(self.untried)
        self.children: list[tuple[str, _Node]] = []
        self.visits = 0
        self.wins = 0.0

    def select(self) -> _Node:
        """The child of highest UCB1 value (every child has been visited once)."""
        scale = EXPLORATION * math.sqrt(math.log(self.visits))
        best, best_value = self.children[0][1], -1.0
        for _, child in self.children:
            value = child.wins / child.visits + scale / math.sqrt(child.visits)
            if value > best_value:
                best, best_value = child, value
        return best


def _winner(game: Game, state: State) -> str | None:
    """The side that has won in ``state``; None for a draw or a game still going."""
    outcome = game.outcome(state)
    return None if outcome is None else outcome.winner


def _playout(game: Game, state: State, rng: random.Random) -> State:
    """Uniformly random moves from ``state`` to the end, or ``MAX_PLAYOUT_PLIES`` of them.

    The engines' move generation and play are all its cost (``benchmarks/README.md``): the
    loop only picks an index, with one ``random()`` a ply (``choice`` draws bits until they
    fit, twice as slow here).
    """
    legal_moves, play, draw = game.legal_moves, game.play, rng.random
    for _ in range(MAX_PLAYOUT_PLIES):
        moves = legal_moves(state)
        if not moves:
            break
        state = play(state, moves[int(draw() * len(moves))])
    return state


def uct_visits(
    game: Game, state: State, playouts: int, rng: random.Random, deadline: float | None = None
) -> dict[str, int]:
    """Root move -> visits after ``playouts`` UCT iterations (or until ``deadline``).

    A playout scores 1 for the side that won it, 0 for the side that lost and 0.5 to both for
    a draw or a playout stopped at ``MAX_PLAYOUT_PLIES``.
    """
    root = _Node(game, state, None, rng)
    for done in range(playouts):
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        node, path = root, [root]
        while not node.untried and node.children:
            node = node.select()
            path.append(node)
        if node.untried:
            move = node.untried.pop()
            mover = game.to_move(node.state)
            child = _Node(game, game.play(node.state, move), mover, rng)
            node.children.append((move, child))
            node = child
            path.append(node)
        winner = _winner(game, _playout(game, node.state, rng))
        for visited in path:
            visited.visits += 1
            if winner is None:
                visited.wins += 0.5
            elif visited.mover == winner:
                visited.wins += 1.0
    return {move: child.visits for move, child in root.children}


def monte_carlo_move(
    observation: Observation,
    *,
    playouts: int = 1000,
    seed: int = 0,
    seconds: float | None = None,
) -> str:
    """The UCT player's move for ``observation.seat``: the most visited root move.

    Only the observation is read; a hidden opponent King is sampled (see the module
    docstring).  ``seconds`` replaces the playout count by a wall-clock budget.  The cyclic
    garbage collector is paused meanwhile, as ``choose_move`` pauses it for the levels: the
    tree and the playouts' states are acyclic, and its walks cost 5-15 % of a move.
    """
    began = time.perf_counter()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _monte_carlo_move(observation, playouts, seed, seconds, began)
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def _monte_carlo_move(
    observation: Observation, playouts: int, seed: int, seconds: float | None, began: float
) -> str:
    rng = random.Random(seed)
    legal = list(observation.legal)
    if len(legal) == 1:
        return legal[0]
    game = games.get(observation.game_id)
    knowledge = knowledge_for(observation.game_id)
    if (observation.view.get("info") or {}).get("setup"):
        return rng.choice(legal)  # placing a Stealth King: nothing to search yet
    worlds = DETERMINIZATIONS if knowledge.hidden(observation) else 1
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

RIVALS = ("mc", "easy", "medium")  # "mc": the Monte-Carlo player; else a level at its default


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
    rival: str = "mc"
    busy: int = 0
    wall_cap: float | None = WALL_CAP
    nodes: int | None = None  # hard searches this many nodes a move instead of its budget

    def rival_label(self) -> str:
        if self.rival != "mc":
            return self.rival
        return f"MC {self.mc_time} s" if self.mc_time is not None else f"MC {self.playouts}"

    def level_label(self) -> str:
        if self.level != "hard":
            return self.level
        if self.nodes is not None:
            return f"hard {self.nodes} nodes"
        cap = "no cap" if self.wall_cap is None else f"cap x{self.wall_cap:g}"
        return f"hard {self.budget} s of processor, {cap}"


def play(task: Task) -> dict[str, Any]:
    """One game of ``task.level`` against the rival, as one JSON-ready record; the level is
    White in even games.  Both sides get an observation only (``play_game`` of
    benchmarks/ai.py); the record keeps every decision's move, for reading a lost game."""
    game = games.get(task.game_id)
    level_side = WHITE if task.index % 2 == 0 else BLACK
    rival_side = opponent(level_side)
    moves: list[str] = []
    cpu = {WHITE: 0.0, BLACK: 0.0}  # processor seconds each side's choices used

    def logged(chooser: Chooser) -> Chooser:
        def choose(seen: Observation, seed: int) -> str:
            began = time.process_time()
            moves.append(chooser(seen, seed))
            cpu[seen.seat] += time.process_time() - began
            return moves[-1]

        return choose

    if task.rival == "mc":
        rival: Chooser = lambda seen, seed: monte_carlo_move(  # noqa: E731
            seen, playouts=task.playouts, seed=seed, seconds=task.mc_time
        )
    else:
        rival = lambda seen, seed: choose_move(seen, task.rival, seed=seed)  # noqa: E731
    if task.nodes is not None:
        level: Chooser = lambda seen, seed: choose_move(  # noqa: E731
            seen, task.level, seed=seed, max_nodes=task.nodes
        )
    else:
        level = lambda seen, seed: choose_move(  # noqa: E731
            seen, task.level, budget=task.budget, seed=seed, cap=task.wall_cap
        )
    players = {level_side: logged(level), rival_side: logged(rival)}
    seed = task.seed * 1_000_003 + task.index * 10_007
    played = play_game(task.game_id, dict(task.options), players, seed, task.max_plies)
    result = "draw" if played.dead_draw else "unfinished"
    outcome = game.outcome(played.state)
    if outcome is not None:
        winner = outcome.winner
        result = "draw" if winner is None else "win" if winner == level_side else "loss"
    level_times, rival_times = played.times[level_side], played.times[rival_side]
    return {
        "game": task.game_id,
        "options": dict(task.options),
        "level": task.level_label(),
        "rival": task.rival_label(),
        "index": task.index,
        "seed": task.seed,
        "level_side": level_side,
        "result": result,  # for the level: win, draw, loss or unfinished
        "plies": played.plies,
        "level_moves": len(level_times),
        "level_seconds": round(sum(level_times), 3),
        "level_max": round(max(level_times, default=0.0), 3),
        "rival_moves": len(rival_times),
        "rival_seconds": round(sum(rival_times), 3),
        "level_cpu": round(cpu[level_side], 3),  # below level_seconds when the machine is busy
        "rival_cpu": round(cpu[rival_side], 3),
        "final": game.public_position(played.state),
        "moves": moves,
        "busy": task.busy,
        "load": round(os.getloadavg()[0], 2),
    }


def _per_move(seconds: float, moves: int) -> str:
    return f"{seconds / moves:.2f}" if moves else "-"


def _cpu_per_move(group: list[dict[str, Any]], side: str) -> str:
    """Processor seconds a move of ``side``, over the records that carry them."""
    timed = [r for r in group if f"{side}_cpu" in r]
    return _per_move(sum(r[f"{side}_cpu"] for r in timed), sum(r[f"{side}_moves"] for r in timed))


def summarise(records: list[dict[str, Any]]) -> list[str]:
    """One Markdown table row per (game, options, level, rival)."""
    rows = [
        "| game | level | vs | games | W-D-L | unfinished | level s/move (max) | rival s/move "
        "| level / rival CPU s/move |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for record in records:
        label = record["game"] + "".join(f" {k}={v}" for k, v in record["options"].items())
        if record.get("busy"):
            label += f" (beside {record['busy']} busy)"
        groups.setdefault((label, record["level"], record["rival"]), []).append(record)
    for (label, level, rival), group in sorted(groups.items()):
        count = {k: sum(r["result"] == k for r in group) for k in ("win", "draw", "loss")}
        level_moves = sum(r["level_moves"] for r in group)
        rival_moves = sum(r["rival_moves"] for r in group)
        rows.append(
            f"| {label} | {level} | {rival} | {len(group)} "
            f"| {count['win']}-{count['draw']}-{count['loss']} "
            f"| {sum(r['result'] == 'unfinished' for r in group)} "
            f"| {_per_move(sum(r['level_seconds'] for r in group), level_moves)} "
            f"({max(r['level_max'] for r in group):.2f}) "
            f"| {_per_move(sum(r['rival_seconds'] for r in group), rival_moves)} "
            f"| {_cpu_per_move(group, 'level')} / {_cpu_per_move(group, 'rival')} |"
        )
    return rows


Variant = tuple[str, tuple[tuple[str, object], ...]]  # a game id and its start options
STEALTH_KING: Variant = ("kings-crossing", (("stealth", True),))


def game_variants(only: list[str] | None, *, stealth: bool, stealth_only: bool) -> list[Variant]:
    """The games a run plays: ``only`` (default every game) with their default options, plus
    Stealth King with ``stealth``; Stealth King alone with ``stealth_only``."""
    if stealth_only:
        return [STEALTH_KING]
    variants: list[Variant] = [(game_id, ()) for game_id in only or games.ids()]
    return variants + [STEALTH_KING] if stealth else variants


def _spin() -> None:
    """A busy process: nothing but processor work, until it is ended."""
    while True:
        pass


@contextmanager
def busy_processes(count: int) -> Iterator[None]:
    """``count`` spinning processes beside the block, ended (by their own ids) after it."""
    spinners = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(count)]
    for spinner in spinners:
        spinner.start()
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.terminate()
            spinner.join()


def _read_records(paths: list[str]) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for path in paths
        for line in Path(path).read_text().splitlines()
        if line.strip()
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", help="a game id (repeatable); default all")
    parser.add_argument("--stealth", action="store_true",
                        help="also play King's Crossing with the Stealth King option")
    parser.add_argument("--stealth-only", action="store_true",
                        help="play only King's Crossing with the Stealth King option")
    parser.add_argument("--level", action="append", choices=LEVELS, help="default: hard")
    parser.add_argument("--rival", choices=RIVALS, default="mc",
                        help="the opponent: the Monte-Carlo player (default) or a level")
    parser.add_argument("--games", type=int, default=4, help="games per game and level")
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first game (its colours and seed): extends a run")
    parser.add_argument("--playouts", type=int, default=1000, help="MC playouts per move")
    parser.add_argument("--mc-time", type=float, default=None,
                        help="seconds per MC move instead of a playout count")
    parser.add_argument("--budget", type=float, default=0.5, help="seconds per hard move")
    parser.add_argument("--jobs", type=int, default=2, help="games played in parallel")
    parser.add_argument("--max-plies", type=int, default=HOST_MOVE_LIMIT,
                        help="stop a game after this many decisions (default: the host's limit)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jsonl", help="append each game's record to this file as it ends")
    parser.add_argument("--busy", type=int, default=0,
                        help="start this many spinning processes beside the games")
    parser.add_argument("--wall-cap", type=float, default=WALL_CAP,
                        help="hard's wall-clock cap, times its budget (0: none)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="hard searches this many nodes a move instead of --budget")
    parser.add_argument("--summarise", nargs="+", metavar="JSONL",
                        help="print the table of the records in these files; play nothing")
    args = parser.parse_args()
    if args.summarise:
        print("\n".join(summarise(_read_records(args.summarise))))
        return
    variants = game_variants(args.only, stealth=args.stealth, stealth_only=args.stealth_only)
    tasks = [
        Task(game_id, options, level, index, args.budget, args.playouts, args.mc_time,
             args.seed, args.max_plies, args.rival, args.busy, args.wall_cap or None,
             args.nodes)
        for game_id, options in variants
        for level in args.level or ["hard"]
        for index in range(args.first, args.first + args.games)
    ]

    def describe(record: dict[str, Any]) -> str:
        if args.jsonl:
            with open(args.jsonl, "a") as out:
                out.write(json.dumps(record) + "\n")
        return (f"{record['game']}{record['options'] or ''} {record['level']} vs "
                f"{record['rival']} #{record['index']}: {record['result']} "
                f"in {record['plies']} plies")

    with busy_processes(args.busy):
        records = run_all(play, tasks, args.jobs, describe)
    print("\n".join(summarise(records)))


if __name__ == "__main__":
    main()
