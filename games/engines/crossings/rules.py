"""Crossings: the board, the counters, their lines and the rules of groups and crossings.

What the move generator (``engine``) and the refusals (``refusal``) both read, under public
names, so that neither reaches into the other: the rays from every square, each side's crossing
rank, the size of a moving group and the enemy-line test of a capture, and the position itself.
"""

from __future__ import annotations

from typing import NamedTuple

from games.core.geometry import ALL_DIRECTIONS, BLACK, OPPONENT, WHITE, Board

BOARD = Board(8, 8)
SQUARES = range(BOARD.size)
EMPTY = "."
COUNTER = {WHITE: "P", BLACK: "p"}
START_CELLS = "P" * 16 + EMPTY * 32 + "p" * 16
MAX_COUNTERS = 16

# RAYS[sq][d]: the squares from ``sq`` (exclusive) to the edge in ALL_DIRECTIONS[d].
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(BOARD.ray(sq, d)) for d in ALL_DIRECTIONS) for sq in SQUARES
)
# LINES[sq]: (direction index, ray) for every direction with at least one square.
LINES: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple((d, ray) for d, ray in enumerate(RAYS[sq]) if ray) for sq in SQUARES
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(ray[0] for ray in RAYS[sq] if ray) for sq in SQUARES
)
# FAR[side][sq]: the square is ``side``'s crossing rank, where its counters are locked.
FAR: dict[str, tuple[bool, ...]] = {
    side: tuple(BOARD.rank_of(sq) == BOARD.last_rank(side) for sq in SQUARES) for side in COUNTER
}
FAR_SLICE: dict[str, tuple[int, int]] = {
    side: (BOARD.last_rank(side) * BOARD.files, (BOARD.last_rank(side) + 1) * BOARD.files)
    for side in COUNTER
}
class CrossingsState(NamedTuple):
    """A Crossings position.

    A named tuple rather than a dataclass: a search makes one per move, and a tuple is built
    and hashed in C (the cells keep their string's hash once computed; the contract's caches
    hash each state several times).
    """

    cells: str  # 64 characters, a1 first: "." empty, "P" white, "p" black
    turn: str  # the side to move


def crossed(cells: str, side: str) -> int:
    """How many of ``side``'s counters stand on its crossing rank (all of them crossed)."""
    return cells.count(*_CROSSED[side])


def must_cross(state: CrossingsState) -> bool:
    """The side to move has fewer crossings and may only play moves that cross."""
    cells, side = state
    return crossed(cells, side) < crossed(cells, OPPONENT[side])


# _CROSSED[side]: the arguments of ``cells.count`` that count ``side``'s crossed counters.
_CROSSED: dict[str, tuple[str, int, int]] = {
    side: (COUNTER[side], *FAR_SLICE[side]) for side in COUNTER
}


def enemy_line_shorter(
    cells: str, ray: tuple[int, ...], index: int, enemy: str, size: int
) -> bool:
    """Whether the contiguous enemy line starting at ``ray[index]`` is shorter than ``size``.

    It is shorter exactly when the board ends or a non-enemy square comes within ``size``
    squares.  Crossed enemy counters count in the line (docs/rules/crossings.md § Crossing), so
    no lock check here.
    """
    line = ray[index : index + size]
    return len(line) < size or any(cells[sq] != enemy for sq in line)


def group_size(cells: str, origin: int, ray: tuple[int, ...]) -> int:
    """How many counters move from ``origin`` along ``ray``: it and every contiguous friend ahead
    (the moving part always holds the front end of its line)."""
    own = cells[origin]
    size = 1
    while size <= len(ray) and cells[ray[size - 1]] == own:
        size += 1
    return size
