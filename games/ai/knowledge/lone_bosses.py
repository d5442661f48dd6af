"""Checkers with Bosses, a lone boss against a lone boss: which positions a side can win.

Solved exhaustively through the engine contract (``load``, ``legal_moves``, ``play``,
``to_move``, ``outcome``) with one hit point each, where the first hit wins.  Where neither
side can force that first hit (nor leave the other without a move), the ending with one hit
point each is a dead draw.

It says nothing of more hit points.  Captures are compulsory, so a boss that can spare a hit
point steps where the other must jump it, then jumps back: solved the same way, a compound
boss of three hit points against an orthogonal boss of one wins from every one of the 8,064
positions; a diagonal boss of two against a compound one of one wins from 504 of them (144
with one hit point each), the compound one from 84 (1,992), and 7,476 are drawn.  So only one
hit point each is ever called a dead draw (``checkers_bosses.lone_bosses``).

The won positions are few (a diagonal boss near a corner or an edge, two bosses about to trade
jumps), and the solve takes seconds per pair of kinds, so they are stored in
``lone_bosses.txt`` next to this module with the fingerprint of what the solve read (its
code, the engine's modules); ``python -m games.ai.knowledge.solved_tables`` solves it again
(about a minute).  A test fails, naming that command, when the fingerprint is not today's, and
another holds pairs of kinds to a fresh solve of their own (``boss_endings``) on every run.
"""

from __future__ import annotations

import itertools
from functools import cache
from pathlib import Path

import games
from games.ai.knowledge.fingerprint import fingerprint, package_modules
from games.core.engine import Game, State, play_forced_passes
from games.core.geometry import BLACK, WHITE
from games.core.position import format_position

GAME_ID = "checkers-bosses"
KINDS = "DOC"
TABLE = Path(__file__).with_name("lone_bosses.txt")
Key = tuple[str, str, int, int, str]  # white kind, black kind, white square, black square, side
FINGERPRINT_LINE = "# fingerprint "


def position_text(game: Game, key: Key) -> str:
    """The position string of ``key`` with one hit point each, nothing in reserve."""
    white_kind, black_kind, white_sq, black_sq, side = key
    cells: list[str | None] = [None] * game.board.size
    cells[white_sq], cells[black_sq] = f"*{white_kind}(1)", f"*{black_kind.lower()}(1)"
    return format_position(game.board, cells, WHITE if side == "w" else BLACK, [("reserve", "/")])


def solve(game: Game, white_kind: str, black_kind: str) -> set[Key]:
    """Every position of the pair (either side to move) from which one side can force a win."""
    starts: dict[State, Key] = {}
    for white_sq, black_sq in itertools.permutations(range(game.board.size), 2):
        for side in "wb":
            key = (white_kind, black_kind, white_sq, black_sq, side)
            state = game.load(position_text(game, key))
            if game.outcome(state) is None:
                starts[state] = key
    children: dict[State, list[State]] = {}
    frontier = list(starts)
    while frontier:  # every state play can reach, mid-turn ones (a shift owed) included
        state = frontier.pop()
        if state in children or game.outcome(state) is not None:
            continue
        moves = game.legal_moves(state)
        children[state] = [play_forced_passes(game, game.play(state, m))[0] for m in moves]
        frontier.extend(children[state])
    winner: dict[State, str | None] = {}
    changed = True
    while changed:
        changed = False
        for state, after in children.items():
            if state in winner:
                continue
            decider = game.to_move(state)
            results = [_winner(game, winner, child) for child in after]
            if decider in results:
                winner[state] = decider
            elif after and all(r is not None and r != decider for r in results):
                winner[state] = results[0]
            else:
                continue
            changed = True
    return {key for state, key in starts.items() if state in winner}


def _winner(game: Game, winner: dict[State, str | None], state: State) -> str | None:
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome.winner
    return winner.get(state)


def _encode(key: Key) -> str:
    white_kind, black_kind, white_sq, black_sq, side = key
    return f"{white_kind}{black_kind.lower()} {white_sq} {black_sq} {side}"


@cache
def won_positions() -> frozenset[Key]:
    """The stored solution (see the module docstring)."""
    keys = set()
    for line in TABLE.read_text().splitlines():
        if line and not line.startswith("#"):
            pair, white_sq, black_sq, side = line.split()
            keys.add((pair[0], pair[1].upper(), int(white_sq), int(black_sq), side))
    return frozenset(keys)


def can_be_won(white_kind: str, black_kind: str, white_sq: int, black_sq: int, side: str) -> bool:
    """Whether a side can force a first hit (or a win) with these two lone bosses."""
    return (white_kind, black_kind, white_sq, black_sq, side) in won_positions()


def sources_fingerprint() -> str:
    """The fingerprint of what ``solve`` reads: its own code, the shared helpers it calls and
    every module of the game's engine (with the ``games`` modules they import)."""
    engine = type(games.get(GAME_ID)).__module__.rpartition(".")[0]
    code = (position_text, solve, _winner, play_forced_passes, format_position)
    return fingerprint((*code, KINDS, *package_modules(engine)))


def stored_fingerprint() -> str:
    """The fingerprint the stored table was solved with ("" if it has none)."""
    for line in TABLE.read_text().splitlines():
        if line.startswith(FINGERPRINT_LINE):
            return line.removeprefix(FINGERPRINT_LINE)
    return ""


def write_table() -> int:
    """Solve every pair of kinds and store the won positions; how many there are."""
    game = games.get(GAME_ID)
    pairs = itertools.product(KINDS, repeat=2)
    keys = sorted(key for white, black in pairs for key in solve(game, white, black))
    header = "# Checkers with Bosses: lone boss against lone boss positions a side can win.\n"
    header += "# kinds (White's, black's), White's square, Black's square (0 = a1), side to move\n"
    header += f"{FINGERPRINT_LINE}{sources_fingerprint()}\n"
    TABLE.write_text(header + "".join(_encode(key) + "\n" for key in keys))
    return len(keys)
