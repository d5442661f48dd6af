"""The Crossings generator against a slow, literal reading of docs/rules/crossings.md § Moves.

The reference below knows nothing of the engine's tables or state: it reads the public view,
finds every phalanx line of the side to move, takes each front part of it ("a moving part must
contain the end of the line it moves toward"), and walks it 1 to N squares.  Both must agree on
the move list and on every resulting placement, over positions from seeded random games.
"""

from __future__ import annotations

import games
from tests.helpers import random_states

CX = "crossings"
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
Square = tuple[int, int]  # (file, rank), 0-based
Pieces = dict[Square, tuple[str, bool]]  # side, crossed


def read_view(view: dict) -> Pieces:
    return {
        (ord(name[0]) - ord("a"), int(name[1:]) - 1): (piece["side"], "crossed" in piece["flags"])
        for name, piece in view["pieces"].items()
    }


def name(square: Square) -> str:
    return f"{chr(ord('a') + square[0])}{square[1] + 1}"


def shift(square: Square, direction: tuple[int, int], steps: int) -> Square | None:
    file, rank = square[0] + direction[0] * steps, square[1] + direction[1] * steps
    return (file, rank) if 0 <= file < 8 and 0 <= rank < 8 else None


def movable(pieces: Pieces, square: Square | None, side: str) -> bool:
    return square in pieces and pieces[square] == (side, False)


def lines_toward(pieces: Pieces, side: str, direction: tuple[int, int]) -> list[list[Square]]:
    """Every maximal line of movable counters along ``direction``, rear first."""
    back = (-direction[0], -direction[1])
    lines = []
    for square in pieces:
        if not movable(pieces, square, side) or movable(pieces, shift(square, back, 1), side):
            continue  # not the rear end of its line
        line = [square]
        while movable(pieces, shift(line[-1], direction, 1), side):
            line.append(shift(line[-1], direction, 1))
        lines.append(line)
    return lines


def enemy_line(pieces: Pieces, start: Square, direction: tuple[int, int], enemy: str) -> int:
    length, square = 0, start
    while square is not None and square in pieces and pieces[square][0] == enemy:
        length += 1
        square = shift(square, direction, 1)
    return length


def reference_moves(pieces: Pieces, side: str) -> dict[str, Pieces]:
    """Move text -> resulting placement, by the letter of docs/rules/crossings.md § Moves (no
    obligation filter)."""
    enemy = "black" if side == "white" else "white"
    far_rank = 7 if side == "white" else 0
    moves: dict[str, Pieces] = {}
    for direction in DIRECTIONS:
        for line in lines_toward(pieces, side, direction):
            for size in range(1, len(line) + 1):
                part = line[-size:]
                for distance in range(1, size + 1):
                    head = shift(part[-1], direction, distance)
                    path = [shift(part[-1], direction, k) for k in range(1, distance)]
                    if head is None or any(sq in pieces for sq in path):
                        break
                    capture = head in pieces
                    if capture and (
                        size == 1
                        or pieces[head] != (enemy, False)
                        or enemy_line(pieces, head, direction, enemy) >= size
                    ):
                        break
                    result = {sq: p for sq, p in pieces.items() if sq not in part and sq != head}
                    for sq in part:
                        landed = shift(sq, direction, distance)
                        result[landed] = (side, landed[1] == far_rank)
                    landing = shift(part[0], direction, distance)
                    text = f"{name(part[0])}{'x' if capture else '-'}{name(landing)}"
                    assert text not in moves, f"two moves written {text}"
                    moves[text] = result
                    if capture:
                        break
    return moves


def crosses(before: Pieces, after: Pieces) -> bool:
    """Whether a move added a crossed counter (its side is the one whose count grew)."""
    return sum(crossed for _, crossed in after.values()) > sum(
        crossed for _, crossed in before.values()
    )


def sample_states(seeds: range) -> list:
    game = games.get(CX)
    found = {}
    for seed in seeds:
        for state, _ in random_states(CX, {}, seed):
            if game.outcome(state) is None:
                found.setdefault(game.dump(state), state)
    return list(found.values())


def test_generator_agrees_with_a_literal_reading_of_the_rules():
    """Single steps, phalanx front parts, 1 to N squares, blocking, capture and the answer to
    a crossing (docs/rules/crossings.md § Crossing): the move lists of every sampled position,
    and the placement after every move of every fourth one (all of them would be slow)."""
    game = games.get(CX)
    obliged_seen = 0
    for index, state in enumerate(sample_states(range(100, 108))):
        view = game.view(state, None)
        pieces = read_view(view)
        expected = reference_moves(pieces, view["turn"])
        if view["info"]["must_cross"]:
            obliged_seen += 1
            expected = {text: after for text, after in expected.items() if crosses(pieces, after)}
        moves = game.legal_moves(state)
        assert moves == sorted(expected) or (moves == ["pass"] and not expected)
        if index % 4 == 0:
            for text, placement in expected.items():
                assert read_view(game.view(game.play(state, text), None)) == placement, text
    assert obliged_seen > 0, "the sample should include crossings to answer"
