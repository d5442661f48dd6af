"""Charing Cross: the pieces, their homes and goals, and the forward-step rules.

What the move generator (``engine``) and the refusals (``refusal``) both read, under public
names, so that neither reaches into the other: each piece's heading toward its goal, the edges a
forward move may not enter, and the position itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.core.geometry import BLACK, EAST, NORTH, SOUTH, WEST, WHITE, Board, Direction

BOARD: Final = Board(8, 8)
_SQ = BOARD.parse

KIND: Final = {"N": "knight", "R": "rook"}
HOMES: Final[dict[str, tuple[int, int]]] = {
    "N": (_SQ("a4"), _SQ("a5")),
    "R": (_SQ("d8"), _SQ("e8")),
    "n": (_SQ("h4"), _SQ("h5")),
    "r": (_SQ("d1"), _SQ("e1")),
}
HEADING: Final[dict[str, Direction]] = {"N": EAST, "R": SOUTH, "n": WEST, "r": NORTH}
# How a refusal names each piece's goal and the edges its forward moves may not enter.
GOAL_NAMES: Final = {"N": "file h", "R": "rank 1", "n": "file a", "r": "rank 8"}
EDGE_NAMES: Final = {
    "N": "ranks 1 and 8",
    "R": "files a and h",
    "n": "ranks 1 and 8",
    "r": "files a and h",
}


@dataclass(frozen=True)
class CCState:
    cells: tuple[str | None, ...]
    turn: str  # whose turn it is (after a pending placement, whose turn follows)
    place: str | None = None  # a jumped piece waiting for its owner to choose a home


def owner(letter: str) -> str:
    """The side a piece letter belongs to: upper case White, lower case Black."""
    return WHITE if letter.isupper() else BLACK


def is_knight(letter: str) -> bool:
    return letter in "Nn"


def on_goal(letter: str, sq: int) -> bool:
    """Knights' goals are the far file, rooks' the far rank (the heading's last line)."""
    df, dr = HEADING[letter]
    if df:
        return BOARD.file_of(sq) == (BOARD.files - 1 if df > 0 else 0)
    return BOARD.rank_of(sq) == (BOARD.ranks - 1 if dr > 0 else 0)


def on_edge(letter: str, sq: int) -> bool:
    """The two lines a forward move may not enter: ranks 1/8 for knights, files a/h for rooks."""
    if is_knight(letter):
        return BOARD.rank_of(sq) in (0, BOARD.ranks - 1)
    return BOARD.file_of(sq) in (0, BOARD.files - 1)


def forward_steps(letter: str) -> tuple[Direction, ...]:
    """Straight toward the goal and the two diagonals beside it."""
    df, dr = HEADING[letter]
    if df:
        return ((df, 0), (df, 1), (df, -1))
    return ((0, dr), (1, dr), (-1, dr))
