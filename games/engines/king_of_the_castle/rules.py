"""The King o' the Castle: the pieces, their sizes and reach, the castles and the position.

What the move generator (``engine``) and the refusals (``refusal``) both read, under public
names, so that neither reaches into the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.geometry import BLACK, WHITE, Board

BOARD = Board(7, 8)
SQ = BOARD.parse
SQUARES = range(BOARD.size)
NAMES: tuple[str, ...] = tuple(BOARD.name(sq) for sq in SQUARES)

KIND = {"K": "king", "N": "knight", "P": "page"}
SIZE = {"K": 3, "N": 2, "P": 1, "k": 3, "n": 2, "p": 1}  # a piece jumps sizes <= its own
REACH = {3: 1, 2: 2, 1: 3}  # normal-move range by size: King 1, Knight 2, Page 3
MOST = {"K": 2, "N": 3, "P": 4}  # pieces of a kind a side owns; none are ever added
OWNER = {letter: WHITE if letter.isupper() else BLACK for letter in SIZE}

CASTLE_START = {WHITE: SQ("d1"), BLACK: SQ("d8")}
KING_STARTS = {WHITE: (SQ("b1"), SQ("f1")), BLACK: (SQ("b8"), SQ("f8"))}
# The side whose King starts on each of those squares.  A swap right (``KCState.swap``) names
# only such a square while that side's unmoved King stands on it (``load`` checks it, and the
# right goes when the King moves or is taken), so it is also the side the right belongs to.
SWAP_SIDE: dict[int, str] = {sq: side for side, squares in KING_STARTS.items() for sq in squares}
SETUP: dict[str, str] = {
    "b1": "K",
    "f1": "K",
    "a2": "P",
    "b2": "N",
    "c2": "P",
    "d2": "N",
    "e2": "P",
    "f2": "N",
    "g2": "P",
}


@dataclass(frozen=True)
class KCState:
    """A position: pieces, castles (apart from the cells: they are not pieces) and swap rights."""

    cells: tuple[str | None, ...]
    turn: str
    castles: tuple[int, int]  # White's castle square, Black's castle square
    swap: tuple[int, ...] = ()  # squares of unmoved Kings that may still swap, sorted

    def castle(self, side: str) -> int:
        return self.castles[0] if side == WHITE else self.castles[1]

    def __hash__(self) -> int:
        """The hash of the fields, computed once: the contract's cache hashes a state several
        times, and the 56 cells each time cost as much as a third of a generation."""
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.cells, self.turn, self.castles, self.swap))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the cached hash: another process hashes text differently."""
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}
