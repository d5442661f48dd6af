"""Checkers with Bosses: two bosses of one hit point against a lone boss of one, solved.

    .venv/bin/python benchmarks/boss_endings.py [--hunters DO,DC,OC] [--prey O,C,D]
        [--prey-hp 1] [--hunter-hp 1]

White's two bosses (two kinds, one hit point each, or ``--hunter-hp``; or one boss, a single
letter) against Black's lone boss of one (or ``--prey-hp``), nothing in reserve: every
placement of the pieces, either side to move (499,968 positions a combination of two
hunters' kinds, 8,064 of one), solved by retrograde analysis through the engine contract
alone (``load``, ``legal_moves``, ``play``, ``outcome``, ``to_move``; no AI knowledge),
captures compulsory (with one hit point each, the first hit decides: a hunter jumped is
removed, the prey jumped is the game).  A position neither side can force a win from is
drawn: nobody can pass, and such games go on to the move limit.  Prints, for each
combination, the positions the hunters win (and of them with the hunters to move), those the
prey wins, the drawn ones, and the longest forced win of the hunters in plies.  About a
minute a combination of two hunters on one core.

These figures are what ``games/ai/knowledge/checkers_bosses.py``'s ``hopeless_hunt`` states
for a prey of one hit point: a compound hunter beside either other kind wins against an
orthogonal prey from nearly every position; every other combination against an orthogonal
or compound prey is drawn from nearly all.  (A diagonal prey is hunted without trades:
``games/ai/knowledge/boss_hunts.py``.)  ``--hunters D --prey O --hunter-hp 3`` is what
``duel_score`` states: a diagonal boss hits an orthogonal one only where it can jump it at
once.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.core.engine import Game, State, play_forced_passes  # noqa: E402
from games.core.geometry import BLACK, WHITE  # noqa: E402
from games.core.position import format_position  # noqa: E402

GAME_ID = "checkers-bosses"


def position_text(
    game: Game,
    hunters: str,
    prey: str,
    squares: tuple[int, ...],
    side: str,
    prey_hp: int,
    hunter_hp: int = 1,
) -> str:
    """White's bosses ``hunters`` (kind letters, ``hunter_hp`` each) and Black's ``prey`` (of
    ``prey_hp``) on ``squares`` (in that order), nothing in reserve, ``side`` to move."""
    cells: list[str | None] = [None] * game.board.size
    for letter, square in zip(hunters, squares, strict=False):
        cells[square] = f"*{letter}({hunter_hp})"
    cells[squares[-1]] = f"*{prey.lower()}({prey_hp})"
    return format_position(game.board, cells, side, [("reserve", "/")])


def solve(
    game: Game, hunters: str, prey: str, prey_hp: int = 1, hunter_hp: int = 1
) -> dict[str, int]:
    """Counts of the positions of the combination by their value (see the module docstring)."""
    index: dict[State, int] = {}
    states: list[State] = []

    def number(state: State) -> int:
        if state not in index:
            index[state] = len(states)
            states.append(state)
        return index[state]

    starts = []
    for squares in itertools.permutations(range(game.board.size), len(hunters) + 1):
        for side in (WHITE, BLACK):
            text = position_text(game, hunters, prey, squares, side, prey_hp, hunter_hp)
            starts.append((side, number(game.load(text))))
    children: list[list[int]] = []
    winner: list[str | None] = []
    at = 0
    while at < len(states):  # every state play reaches from the starts, in order of discovery
        state = states[at]
        outcome = game.outcome(state)
        if outcome is not None:
            children.append([])
            winner.append(outcome.winner)
        else:
            moves = game.legal_moves(state)
            after = (play_forced_passes(game, game.play(state, move))[0] for move in moves)
            children.append([number(child) for child in after])
            winner.append(None)
        at += 1
    mover = [game.to_move(state) for state in states]
    parents: list[list[int]] = [[] for _ in states]
    undecided = [len(reached) for reached in children]
    for parent, reached in enumerate(children):
        for child in reached:
            parents[child].append(parent)
    plies = [0] * len(states)
    queue = deque(i for i, won in enumerate(winner) if won is not None)
    while queue:  # a position is won when one move wins, lost when every move loses
        child = queue.popleft()
        won = winner[child]
        for parent in parents[child]:
            if winner[parent] is not None:
                continue
            undecided[parent] -= 1
            if mover[parent] == won or undecided[parent] == 0:
                winner[parent], plies[parent] = won, plies[child] + 1
                queue.append(parent)
    hunters_win = [i for side, i in starts if winner[i] == WHITE]
    to_move = sum(1 for side, i in starts if side == WHITE and winner[i] == WHITE)
    return {
        "positions": len(starts),
        "hunters win": len(hunters_win),
        "of them hunters to move": to_move,
        "prey wins": sum(1 for _, i in starts if winner[i] == BLACK),
        "drawn": sum(1 for _, i in starts if winner[i] is None),
        "longest hunters' win (plies)": max((plies[i] for i in hunters_win), default=0),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hunters", default="DO,DC,OC", help="pairs of White's kinds, by commas")
    parser.add_argument("--prey", default="O,C", help="Black's lone kinds, by commas")
    parser.add_argument("--prey-hp", type=int, default=1, help="the lone boss's hit points")
    parser.add_argument("--hunter-hp", type=int, default=1, help="each hunter's hit points")
    args = parser.parse_args()
    game = games.get(GAME_ID)
    for hunters in args.hunters.split(","):
        for prey in args.prey.split(","):
            began = time.perf_counter()
            counts = solve(game, hunters.upper(), prey.upper(), args.prey_hp, args.hunter_hp)
            figures = ", ".join(f"{name} {value:,}" for name, value in counts.items())
            print(
                f"{hunters.upper()}({args.hunter_hp}) against {prey.upper()}({args.prey_hp}): "
                f"{figures} "
                f"({time.perf_counter() - began:.0f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
