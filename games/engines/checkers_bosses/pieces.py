"""Checkers with Bosses pieces as small integers, and the precomputed tables they move by.

A square holds ``EMPTY`` (0) or a piece code: the kind in bits 0-1 (1 diagonal, 2 orthogonal,
3 compound), the side in bit 2 (set for Black), "moves as crowned" in bit 3, "boss" in bit 4 and
a boss's hit points from bit 5 up.  Integers keep states small and hashing cheap: the AI and the
conformance suite generate a great many moves.  Bits 0-3 together (``code & MOVER``) select the
step and jump tables, so a boss uses the tables of a crowned piece of its kind (or of a man of its
kind while ``boss_promotes`` keeps it uncrowned).
"""

from __future__ import annotations

from games.core.geometry import (
    ALL_DIRECTIONS,
    BLACK,
    DIAGONAL,
    ORTHOGONAL,
    WHITE,
    Board,
    Direction,
    oriented,
)

BOARD = Board(8, 8)

EMPTY = 0
DIAG, ORTHO, COMPOUND = 1, 2, 3
KINDS = (DIAG, ORTHO, COMPOUND)
KIND_MASK = 3
BLACK_BIT = 4
CROWNED = 8
BOSS = 16
HP_UNIT = 32
MOVER = KIND_MASK | BLACK_BIT | CROWNED  # the bits that decide how a piece moves

KIND_LETTER = {DIAG: "D", ORTHO: "O", COMPOUND: "C"}
LETTER_KIND = {letter: kind for kind, letter in KIND_LETTER.items()}
KIND_NAME = {DIAG: "diagonal", ORTHO: "orthogonal", COMPOUND: "compound"}
START_COUNT = {DIAG: 8, ORTHO: 8, COMPOUND: 4}  # men of each kind a side starts with

# Directions from the mover's point of view (north = forward).
_FORWARD_DIAGONALS: tuple[Direction, ...] = ((-1, 1), (1, 1))
_FORWARD_AND_SIDEWAYS: tuple[Direction, ...] = ((0, 1), (-1, 0), (1, 0))
MAN_DIRECTIONS: dict[int, tuple[Direction, ...]] = {
    DIAG: _FORWARD_DIAGONALS,
    ORTHO: _FORWARD_AND_SIDEWAYS,
    COMPOUND: _FORWARD_DIAGONALS + _FORWARD_AND_SIDEWAYS,
}
CROWNED_DIRECTIONS: dict[int, tuple[Direction, ...]] = {
    DIAG: DIAGONAL,
    ORTHO: ORTHOGONAL,
    COMPOUND: ALL_DIRECTIONS,
}


def side_bit(side: str) -> int:
    """The side bit of a piece code for ``side``."""
    return BLACK_BIT if side == BLACK else 0


def side_of(code: int) -> str:
    return BLACK if code & BLACK_BIT else WHITE


def make_piece(kind: int, side: str, *, crowned: bool = False, hp: int = 0) -> int:
    """The code of a piece; ``hp`` > 0 makes it a boss."""
    code = kind | side_bit(side) | (CROWNED if crowned else 0)
    return code | BOSS | hp * HP_UNIT if hp else code


def hp_of(code: int) -> int:
    return code // HP_UNIT


def letter_of(code: int) -> str:
    """The position-string letter: uppercase for White, lowercase for Black."""
    letter = KIND_LETTER[code & KIND_MASK]
    return letter.lower() if code & BLACK_BIT else letter


def far_rank(side: str) -> int:
    return BOARD.last_rank(side)


def colour(sq: int) -> int:
    """0 or 1: the square colour, which diagonal moves never change."""
    return (BOARD.file_of(sq) + BOARD.rank_of(sq)) % 2


def _directions(mover: int) -> tuple[Direction, ...]:
    kind = mover & KIND_MASK
    side = BLACK if mover & BLACK_BIT else WHITE
    table = CROWNED_DIRECTIONS if mover & CROWNED else MAN_DIRECTIONS
    return tuple(oriented(side, d) for d in table[kind])


_Jumps = tuple[tuple[tuple[int, int], ...], ...]  # [sq] -> (jumped square, landing) pairs


def _build_tables() -> tuple[list[tuple[tuple[int, ...], ...]], list[_Jumps]]:
    """STEPS[mover][sq] -> targets; JUMPS[mover][sq] -> (jumped square, landing) pairs."""
    steps: list[tuple[tuple[int, ...], ...]] = [()] * (MOVER + 1)
    jumps: list[_Jumps] = [()] * (MOVER + 1)
    for mover in range(MOVER + 1):
        if not mover & KIND_MASK:
            continue
        directions = _directions(mover)
        step_rows: list[tuple[int, ...]] = []
        jump_rows: list[tuple[tuple[int, int], ...]] = []
        for sq in range(BOARD.size):
            targets = (BOARD.step(sq, d) for d in directions)
            step_rows.append(tuple(t for t in targets if t is not None))
            pairs = ((BOARD.step(sq, d), BOARD.step(sq, d, 2)) for d in directions)
            jump_rows.append(
                tuple(
                    (over, land) for over, land in pairs if land is not None and over is not None
                )
            )
        steps[mover] = tuple(step_rows)
        jumps[mover] = tuple(jump_rows)
    return steps, jumps


STEPS, JUMPS = _build_tables()

# The three ranks a side drops its bosses on (its own first three ranks).
DROP_ZONE: dict[str, tuple[int, ...]] = {
    side: tuple(sq for sq in range(BOARD.size) if BOARD.relative_rank(side, sq) < 3)
    for side in (WHITE, BLACK)
}


# The squares of each side's far rank, by the side bit of a piece code (0 White, BLACK_BIT Black).
FAR_SQUARES: dict[int, frozenset[int]] = {
    bit: frozenset(sq for sq in range(BOARD.size) if BOARD.rank_of(sq) == far_rank(side))
    for bit, side in ((0, WHITE), (BLACK_BIT, BLACK))
}


def crown_if_due(code: int, sq: int) -> int:
    """The code of a piece that has just ended a step or jump on ``sq``: crowned on its far rank."""
    if code & CROWNED or sq not in FAR_SQUARES[code & BLACK_BIT]:
        return code
    return code | CROWNED
