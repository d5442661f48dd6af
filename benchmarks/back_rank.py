"""King's Crossing: hard with an evaluation term at a weight against hard without.

    .venv/bin/python benchmarks/back_rank.py [--term back-rank|sortie] [--weight 1.0 ...]
        [--nodes 4000] [--openings 12] [--opening-plies 4] [--jobs 2] [--seed 1]
        [--max-plies 400] [--jsonl FILE]

Both sides are ``hard`` searching a fixed number of nodes (``--nodes``), so a game is the same
whatever the machine's load: the figure is a measure of the evaluation, not of the processor
time either side got.  Each opening is ``--opening-plies`` random legal moves (seeded), played
twice, the weighted side White in one game and Black in the other; from there both search.
The term is the one issue 44 asked for and 1795cfb built (a King on the enemy's first rank wins
once the enemy has completed 10 turns without winning: a win up to 20 plies away, past the
search's horizon): standing there ``STANDING``, rising to ``BACK_RANK_WIN`` as the enemy's
turns run out, one slide from it with the side to move ``REACHABLE``.  It is defined here, not
in the evaluation, because no weight has been measured better than without it (the figures are
in benchmarks/README.md); the weight multiplies all of it, added to the evaluation of today's
``kings_crossing`` knowledge (which counts the rule as ``BACK_RANK`` a turn counted), for the
weighted side only.  The other side plays today's evaluation.  ``--term sortie`` weighs another
term instead (``sortie``: the King's road withheld while enemy men stand, issue 44's early
King sortie).  The term is added to the search's leaf as well as to the text evaluation: the
search reads the leaf (``Knowledge.leaf``, since fac1d65), so a term in the text evaluation
alone would set today's evaluation against itself.  Printed per weight:
the weighted side's wins-draws-losses, unfinished games (stopped after ``--max-plies``
decisions; counted as draws in the score) and its score (a win 1, a draw half).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from benchmarks.ai import Chooser, play_game, run_all  # noqa: E402
from games.ai import choose_move, players  # noqa: E402
from games.ai.knowledge import Knowledge, kings_crossing, knowledge_for, read_position  # noqa: E402
from games.ai.knowledge.king_safety import EMPTY, colours  # noqa: E402
from games.ai.observation import Observation  # noqa: E402
from games.core.geometry import BLACK, WHITE, Board, opponent  # noqa: E402
from games.core.position import ParsedPosition  # noqa: E402

GAME_ID = "kings-crossing"
BACKROW_TURNS = 10  # enemy turns a King on the enemy's first rank must last to win
STANDING = 40.0
BACK_RANK_WIN = 250.0
REACHABLE = 15.0


def back_rank(board: Board, position: ParsedPosition, side: str) -> float:
    """What the back-rank rule is worth to ``side``'s King (see the module docstring)."""
    king = next(
        (sq for sq, t in enumerate(position.cells) if t and t.letter == kings_crossing.KING[side]),
        None,
    )
    if king is None:
        return 0.0
    if board.relative_rank(side, king) == board.ranks - 1:
        counted = 0
        for part in filter(None, position.keys.get("backrow", "").split(",")):
            if part[0] == kings_crossing.BACKROW_LETTER[side]:
                counted = int(part[1:])
        return STANDING + (BACK_RANK_WIN - STANDING) * min(counted, BACKROW_TURNS) / BACKROW_TURNS
    if position.side != side:
        return 0.0
    cells, step = colours(position.cells), board.files if side == WHITE else -board.files
    sq = king + step  # can the King slide forward along its file onto that rank now?
    while 0 <= sq < board.size and cells[sq] == EMPTY:
        if board.relative_rank(side, sq) == board.ranks - 1:
            return REACHABLE
        sq += step
    return 0.0


def sortie(board: Board, position: ParsedPosition, side: str) -> float:
    """Minus the King's road (``KING_ROAD`` a step nearer the enemy Home) in proportion to the
    enemy men still on the board: at weight 1 a King's walk out earns nothing while all the
    enemy's men stand, and the whole road once they are gone (issue 44: an early King sortie
    over-rewarded, then hunted)."""
    homes = kings_crossing._homes(board, position)
    king, enemy_men = None, 0
    for sq, token in enumerate(position.cells):
        if token is None:
            continue
        if token.letter == kings_crossing.KING[side]:
            king = sq
        elif token.side != side and token.letter != kings_crossing.KING[opponent(side)]:
            enemy_men += 1
    if king is None:
        return 0.0
    home = homes[opponent(side)]
    road = abs(board.file_of(king) - board.file_of(home)) + abs(
        board.rank_of(king) - board.rank_of(home)
    )
    start = 2 * board.files - 1  # the men a side starts with (8 pieces: two ranks, less the King)
    value = kings_crossing.KING_ROAD * (board.files + board.ranks - road)
    return -value * min(1.0, enemy_men / start)


TERMS = {"back-rank": back_rank, "sortie": sortie}


def weighted(weight: float, term: str = "back-rank") -> Knowledge:
    """Today's King's Crossing knowledge with ``weight`` times ``term`` (for a side, less the
    opponent's) added to its score, in the text evaluation and in the search's leaf alike
    (the search reads the leaf: a knowledge with the text evaluation alone changed would
    measure today's against itself)."""
    plain = knowledge_for(GAME_ID)
    if not weight:
        return plain
    function = TERMS[term]
    game = games.get(GAME_ID)

    def extra(board: Board, position: ParsedPosition, side: str) -> float:
        return weight * (
            function(board, position, side) - function(board, position, opponent(side))
        )

    def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
        return plain.evaluate(board, position, side) + extra(board, position, side)

    def leaf(state: Any, side: str, contempt: float) -> float:
        assert plain.leaf is not None
        position = read_position(game, game.dump(state))
        return plain.leaf(state, side, contempt) + extra(game.board, position, side)

    return replace(plain, evaluate=evaluate, leaf=leaf)


@dataclass(frozen=True)
class Task:
    weight: float
    opening: int  # which seeded opening
    weighted_side: str
    nodes: int
    opening_plies: int
    seed: int
    max_plies: int
    term: str = "back-rank"


def _hard(weight: float, nodes: int, term: str = "back-rank") -> Chooser:
    """Hard at ``nodes`` nodes with ``term`` at ``weight`` (its knowledge handed to the search
    for each of its moves: both sides share the process)."""
    knowledge = weighted(weight, term)

    def chosen(game_id: str) -> Knowledge:
        return knowledge if game_id == GAME_ID else knowledge_for(game_id)

    def choose(seen: Observation, seed: int) -> str:
        players.knowledge_for = chosen  # type: ignore[attr-defined]  # the search asks it
        return choose_move(seen, "hard", max_nodes=nodes, seed=seed)

    return choose


def _opening(players: dict[str, Chooser], plies: int, rng: random.Random) -> dict[str, Chooser]:
    """``players`` after ``plies`` random legal moves between them (the first decisions)."""
    made = [0]

    def seat(chooser: Chooser) -> Chooser:
        def choose(seen: Observation, seed: int) -> str:
            made[0] += 1
            if made[0] <= plies:
                return rng.choice(list(seen.legal))
            return chooser(seen, seed)

        return choose

    return {side: seat(chooser) for side, chooser in players.items()}


def play(task: Task) -> dict[str, Any]:
    """One game, as a JSON-ready record; the result is the weighted side's."""
    game = games.get(GAME_ID)
    players = {
        task.weighted_side: _hard(task.weight, task.nodes, task.term),
        opponent(task.weighted_side): _hard(0.0, task.nodes),
    }
    rng = random.Random(task.seed * 1_000_003 + task.opening)
    players = _opening(players, task.opening_plies, rng)
    played = play_game(GAME_ID, {}, players, task.seed + task.opening, task.max_plies)
    outcome = game.outcome(played.state)
    result = "draw" if played.dead_draw else "unfinished"
    if outcome is not None:
        winner = outcome.winner
        result = "draw" if winner is None else "win" if winner == task.weighted_side else "loss"
    return {
        "term": task.term,
        "weight": task.weight,
        "nodes": task.nodes,
        "opening": task.opening,
        "weighted_side": task.weighted_side,
        "result": result,
        "plies": played.plies,
        "final": game.public_position(played.state),
    }


def summarise(records: list[dict[str, Any]]) -> list[str]:
    """One row per weight: the weighted side's results and score."""
    rows = ["| weight | nodes | games | W-D-L | unfinished | score |", "|---|---|---|---|---|---|"]
    for weight, nodes in sorted({(r["weight"], r["nodes"]) for r in records}):
        group = [r for r in records if (r["weight"], r["nodes"]) == (weight, nodes)]
        # one term a run: the rows name the weight, the records the term
        count = {k: sum(r["result"] == k for r in group) for k in ("win", "draw", "loss")}
        unfinished = len(group) - sum(count.values())
        score = count["win"] + (count["draw"] + unfinished) / 2
        rows.append(
            f"| {weight:g} | {nodes} | {len(group)} "
            f"| {count['win']}-{count['draw']}-{count['loss']} | {unfinished} "
            f"| {score:g} / {len(group)} ({100 * score / len(group):.0f} %) |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--weight", type=float, action="append", help="default: 1.0")
    parser.add_argument(
        "--term",
        choices=sorted(TERMS),
        default="back-rank",
        help="the term weighted (sortie: the King's road while enemy men stand)",
    )
    parser.add_argument("--nodes", type=int, default=4000, help="nodes a move, both sides")
    parser.add_argument("--openings", type=int, default=12, help="openings, two games each")
    parser.add_argument("--opening-plies", type=int, default=4, help="random moves an opening")
    parser.add_argument("--jobs", type=int, default=2, help="games played in parallel")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=400, help="stop a game after this")
    parser.add_argument("--jsonl", help="append each game's record to this file as it ends")
    args = parser.parse_args()
    tasks = [
        Task(
            weight,
            opening,
            side,
            args.nodes,
            args.opening_plies,
            args.seed,
            args.max_plies,
            args.term,
        )
        for opening in range(args.openings)  # every weight's games at once: a stopped run
        for weight in args.weight or [1.0]  # has played as many openings of each
        for side in (WHITE, BLACK)
    ]

    def describe(record: dict[str, Any]) -> str:
        if args.jsonl:
            with open(args.jsonl, "a") as out:
                out.write(json.dumps(record) + "\n")
        return (
            f"weight {record['weight']:g} opening {record['opening']} "
            f"({record['weighted_side']}): {record['result']} in {record['plies']} plies"
        )

    records = run_all(play, tasks, args.jobs, describe)
    print("\n".join(summarise(records)))


if __name__ == "__main__":
    main()
