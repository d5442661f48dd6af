"""Checkers with Bosses: a few bosses against a lone boss, solved through the engine alone.

White's bosses (the hunters: one, or two of two kinds) against Black's lone boss (the prey),
each with the hit points given, nothing in reserve: every placement of the pieces, either
side to move, solved by retrograde analysis through the engine contract alone (``load``,
``legal_moves``, ``play``, ``outcome``, ``to_move``; no AI knowledge), captures compulsory.
A position neither side can force a win from is drawn: nobody can pass, and such games go on
to the move limit.  About a minute a combination of two hunters on one core, seconds for one.

The AI's ending knowledge is held to it: ``checkers_bosses``'s ``DUEL_WINS`` and hopeless
hunts (``tests/ai/test_lone_boss_edge.py``), and the stored lone-boss table, which
``lone_bosses`` solves its own way (``tests/ai/test_knowledge.py``).  The figures are printed
by ``benchmarks/boss_endings.py``.
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass

from games.core.engine import Game, State, play_forced_passes
from games.core.geometry import BLACK, WHITE
from games.core.position import format_position


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
    solved = _solve(game, hunters, prey, prey_hp, hunter_hp)
    winner, plies = solved.winner, solved.plies
    hunters_win = [i for _, side, i in solved.starts if winner[i] == WHITE]
    to_move = sum(1 for _, side, i in solved.starts if side == WHITE and winner[i] == WHITE)
    return {
        "positions": len(solved.starts),
        "hunters win": len(hunters_win),
        "of them hunters to move": to_move,
        "prey wins": sum(1 for _, _, i in solved.starts if winner[i] == BLACK),
        "drawn": sum(1 for _, _, i in solved.starts if winner[i] is None),
        "longest hunters' win (plies)": max((plies[i] for i in hunters_win), default=0),
    }


def winners(
    game: Game, hunters: str, prey: str, prey_hp: int = 1, hunter_hp: int = 1
) -> dict[tuple[tuple[int, ...], str], str | None]:
    """Who wins each position of the combination with best play (None: nobody can force a
    win), by (the pieces' squares in ``position_text``'s order, the side to move)."""
    solved = _solve(game, hunters, prey, prey_hp, hunter_hp)
    return {(squares, side): solved.winner[i] for squares, side, i in solved.starts}


@dataclass
class _Solved:
    starts: list[tuple[tuple[int, ...], str, int]]  # squares, side to move, state number
    winner: list[str | None]  # by state number
    plies: list[int]  # to the end with best play, by state number (0 where undecided)


def _solve(game: Game, hunters: str, prey: str, prey_hp: int, hunter_hp: int) -> _Solved:
    """Every state play reaches from the combination's positions, solved backwards from the
    ends: a state is won when one move wins it, lost when every move loses it."""
    index: dict[State, int] = {}
    states: list[State] = []

    def number(state: State) -> int:
        if state not in index:
            index[state] = len(states)
            states.append(state)
        return index[state]

    starts: list[tuple[tuple[int, ...], str, int]] = []
    for squares in itertools.permutations(range(game.board.size), len(hunters) + 1):
        for side in (WHITE, BLACK):
            text = position_text(game, hunters, prey, squares, side, prey_hp, hunter_hp)
            starts.append((squares, side, number(game.load(text))))
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
    return _Solved(starts, winner, plies)
