"""The King o' the Castle generator against a slow, literal reading of
docs/rules/king-of-the-castle.md § Moves.

The reference below knows nothing of the engine's tables, bitmasks or state: it reads the public
view (pieces, castle marks, swap rights), walks every jump path with a plain recursive search,
and only then chooses, for each distinct enemy piece on the path, captured or left.  Both must
agree on the move list and on every resulting board, over positions from seeded random games.
"""

from __future__ import annotations

from itertools import product

import pytest

import games
from tests.helpers import random_states

KC = "king-of-the-castle"
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
SIZE = {"page": 1, "knight": 2, "king": 3}
REACH = {"page": 3, "knight": 2, "king": 1}
Square = tuple[int, int]  # (file, rank), 0-based
Pieces = dict[Square, tuple[str, str]]  # side, kind
Board = tuple[Pieces, dict[str, Square]]  # pieces, castle square per side


def square(text: str) -> Square:
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


def name(sq: Square) -> str:
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


def shift(sq: Square, direction: tuple[int, int], steps: int) -> Square | None:
    file, rank = sq[0] + direction[0] * steps, sq[1] + direction[1] * steps
    return (file, rank) if 0 <= file < 7 and 0 <= rank < 8 else None


def read_view(view: dict) -> Board:
    pieces = {square(sq): (p["side"], p["kind"]) for sq, p in view["pieces"].items()}
    castles = {m["side"]: square(m["squares"][0]) for m in view["marks"] if m["kind"] == "castle"}
    return pieces, castles


def may_enter(side: str, kind: str, sq: Square, castles: dict[str, Square]) -> bool:
    """No piece enters its own castle; only a King enters the enemy's."""
    if sq == castles[side]:
        return False
    return kind == "king" or sq not in castles.values()


def jump_paths(board: Board, start: Square, pos: Square, landed: list[Square]):
    """Every jump path from ``pos``: lists of (jumped square, landing square)."""
    pieces, castles = board
    side, kind = pieces[start]
    for direction in DIRECTIONS:
        over, land = shift(pos, direction, 1), shift(pos, direction, 2)
        if over is None or land is None or over == start or over not in pieces:
            continue
        if SIZE[pieces[over][1]] > SIZE[kind]:
            continue
        if (land in pieces and land != start) or land == start or land in landed:
            continue
        if not may_enter(side, kind, land, castles):
            continue
        yield [(over, land)]
        if land not in castles.values():  # entering the enemy castle ends the game
            for rest in jump_paths(board, start, land, landed + [land]):
                yield [(over, land), *rest]


def moved(board: Board, start: Square, end: Square, captured: set[Square]) -> Board:
    pieces, castles = board
    after = {sq: piece for sq, piece in pieces.items() if sq not in captured and sq != start}
    after[end] = pieces[start]
    return after, dict(castles)


def reference_moves(view: dict) -> dict[str, Board]:
    board = read_view(view)
    pieces, castles = board
    side = view["to_move"]
    moves: dict[str, Board] = {}
    for start, (owner, kind) in pieces.items():
        if owner != side:
            continue
        for direction in DIRECTIONS:
            for steps in range(1, REACH[kind] + 1):
                end = shift(start, direction, steps)
                if end is None or end in pieces or not may_enter(side, kind, end, castles):
                    break
                moves[f"{name(start)}-{name(end)}"] = moved(board, start, end, set())
                if end in castles.values():
                    break
        for path in jump_paths(board, start, start, []):
            enemies = sorted({over for over, _ in path if pieces[over][0] != side})
            for choice in product((False, True), repeat=len(enemies)):
                captured = {sq for sq, taken in zip(enemies, choice, strict=True) if taken}
                text = name(start) + "".join(
                    ("x" if over in captured else "-") + name(land) for over, land in path
                )
                moves[text] = moved(board, start, path[-1][1], captured)
    for text in view["info"]["swap"][side]:
        king = square(text)
        after = dict(pieces)
        after[castles[side]] = after.pop(king)
        moves[f"swap {text}"] = (after, {**castles, side: king})
    return moves


VARIANTS = [{"castle_swap": False}, {"castle_swap": True}, {"first": "black"}]


@pytest.mark.parametrize(
    "options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items())
)
def test_engine_agrees_with_the_literal_reading(options):
    game = games.get(KC)
    compared = 0
    for seed in (11, 12, 13, 14):
        for state, _ in random_states(KC, options, seed, max_moves=150):
            if game.outcome(state) is not None:
                break
            expected = reference_moves(game.view(state, None))
            engine = game.legal_moves(state)
            assert sorted(expected) == (engine if engine != ["pass"] else [])
            for text, board in expected.items():
                assert read_view(game.view(game.play(state, text), None)) == board, text
            compared += 1
    assert compared >= 100


def test_reference_agrees_two_plies_from_the_start():
    """Both readings give White 62 moves and 3,820 two-move sequences from the start."""
    game = games.get(KC)
    start = game.start()
    assert len(reference_moves(game.view(start, None))) == 62
    total = 0
    for move in game.legal_moves(start):
        state = game.play(start, move)
        expected = reference_moves(game.view(state, None))
        assert sorted(expected) == game.legal_moves(state)
        total += len(expected)
    assert total == 3820
