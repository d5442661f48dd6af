"""King's Crossing on bare cells: trapping and the moves of one side.

Everything here is a pure function of a 32-character cell string (``.`` empty, ``M K m k``)
so that the engine, an AI's search and the tests share one move generator.  Kings and men move
alike, so nothing here asks which piece is a King: that is what keeps a Stealth King's square
out of every legal-move list.  Results are cached by cell string because the engine asks the
same questions of one position several times (legal moves, outcome, views).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Final

from games.core.geometry import BLACK, EAST, ORTHOGONAL, WEST, WHITE, Board, forward

BOARD: Final = Board(4, 8)
SQUARES: Final = range(BOARD.size)
EMPTY: Final = "."
NAMES: Final = tuple(BOARD.name(sq) for sq in SQUARES)
OWN: Final = {WHITE: frozenset("MK"), BLACK: frozenset("mk")}
ENEMY: Final = {WHITE: OWN[BLACK], BLACK: OWN[WHITE]}
KING: Final = {WHITE: "K", BLACK: "k"}
MAN: Final = {WHITE: "M", BLACK: "m"}

SLIDE, JUMP, TRAP, CHOICE = "slide", "jump", "trap", "king"

# Every rank and every file, in order along the line: trapping is checked along each.
LINES: Final = tuple(
    tuple(BOARD.square(f, r) for f in range(BOARD.files)) for r in range(BOARD.ranks)
) + tuple(tuple(BOARD.square(f, r) for r in range(BOARD.ranks)) for f in range(BOARD.files))

# Neighbour and next-but-one square in each orthogonal direction (None off the board).
STEP: Final = {d: tuple(BOARD.step(sq, d) for sq in SQUARES) for d in ORTHOGONAL}
STEP2: Final = {d: tuple(BOARD.step(sq, d, 2) for sq in SQUARES) for d in ORTHOGONAL}
RAY: Final = {d: tuple(tuple(BOARD.ray(sq, d)) for sq in SQUARES) for d in ORTHOGONAL}

FORWARD: Final = {side: (0, forward(side)) for side in (WHITE, BLACK)}
BACKWARD: Final = {side: (0, -forward(side)) for side in (WHITE, BLACK)}
# Slides go forward or sideways, never backward; trap captures too unless backcapture is on.
SLIDE_DIRECTIONS: Final = {side: (FORWARD[side], EAST, WEST) for side in (WHITE, BLACK)}
CAPTURE_DIRECTIONS: Final = {
    (side, back): SLIDE_DIRECTIONS[side] + ((BACKWARD[side],) if back else ())
    for side in (WHITE, BLACK)
    for back in (False, True)
}


@dataclass(frozen=True, slots=True)
class Move:
    """One decision: a slide, a jump, a trap capture or a Stealth King's set-up choice."""

    kind: str
    origin: int
    target: int
    captured: int | None = None  # the square of the piece removed, if any
    # The canonical notation (docs/rules/kings-crossing.md § Move notation), written once.
    text: str = field(init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind == CHOICE:
            text = f"king {NAMES[self.target]}"
        else:
            separator = "-" if self.kind == SLIDE else "x"
            text = f"{NAMES[self.origin]}{separator}{NAMES[self.target]}"
        object.__setattr__(self, "text", text)


def owner(letter: str) -> str:
    """The side a piece letter belongs to (uppercase White)."""
    return WHITE if letter.isupper() else BLACK


# The side of each cell letter as one character, for the pattern scan of trapping.
_COLOURS: Final = str.maketrans("MKmk", "WWBB")
# A run of one colour with the other colour at both ends (maximal because only three letters
# exist); the lookarounds keep the ends out of the match so neighbouring runs are all found.
_TRAPPED_RUN: Final = re.compile(r"(?<=W)B+(?=W)|(?<=B)W+(?=B)")
# Every line (rank, then file) read into one string, lines apart by "|" (index BOARD.size of
# the colour string, which gets that one extra character): one scan finds every trapped run.
_LINE_READ: Final = [sq for line in LINES for sq in (*line, BOARD.size)]
_READ_LINES: Final = itemgetter(*_LINE_READ)
_READ_SQUARE: Final = tuple(_LINE_READ)  # position in the read string -> square
_ANY_TRAPPED: Final = re.compile(r"WB+W|BW+B").search
_NONE_TRAPPED: Final = frozenset[int]()


@lru_cache(maxsize=1024)
def _lines(cells: str) -> str:
    """The colours of every rank and file of ``cells``, the lines apart by "|"."""
    return "".join(_READ_LINES(cells.translate(_COLOURS) + "|"))


# A piece, an enemy piece beside it and an empty square beyond, along a line: a jump.
_ANY_JUMP: Final = {
    WHITE: re.compile(r"WB\.|\.BW").search,
    BLACK: re.compile(r"BW\.|\.WB").search,
}


@lru_cache(maxsize=16384)
def trapped_squares(cells: str) -> frozenset[int]:
    """Every square holding a trapped piece, of either side.

    A maximal run of one side's pieces along a rank or file with an enemy piece directly at both
    ends is trapped.  Ends are read from the plain colours, so trapped pieces still trap others
    and both sides can be trapped at once; the board edge never traps.
    """
    lines = _lines(cells)
    if not _ANY_TRAPPED(lines):
        return _NONE_TRAPPED  # the usual answer, without walking the matches
    return frozenset(
        _READ_SQUARE[index]
        for run in _TRAPPED_RUN.finditer(lines)
        for index in range(run.start(), run.end())
    )


# Precomputed moves with their texts, so generation only reads the cells.
_JUMP_TABLE: Final = tuple(
    tuple(
        (STEP[d][sq], STEP2[d][sq], Move(JUMP, sq, STEP2[d][sq], STEP[d][sq]))
        for d in ORTHOGONAL
        if STEP2[d][sq] is not None
    )
    for sq in SQUARES
)
_SLIDE_RAYS: Final = {
    side: tuple(
        tuple(
            tuple(Move(SLIDE, sq, target) for target in RAY[d][sq])
            for d in SLIDE_DIRECTIONS[side]
        )
        for sq in SQUARES
    )
    for side in (WHITE, BLACK)
}


def _jumps(cells: str, side: str, trapped: frozenset[int]) -> list[Move]:
    """Jump captures of ``side``'s untrapped pieces, in all four orthogonal directions."""
    if not _ANY_JUMP[side](_lines(cells)):
        return []  # no piece of the side stands before an enemy piece and an empty square
    own, enemy = OWN[side], ENEMY[side]
    return [
        move
        for sq, letter in enumerate(cells)
        if letter in own and sq not in trapped
        for over, land, move in _JUMP_TABLE[sq]
        if cells[land] == EMPTY and cells[over] in enemy
    ]


def _slides(cells: str, side: str, sq: int) -> list[Move]:
    """Slides of the piece on ``sq``: any distance forward or sideways through empty squares."""
    out = []
    for ray in _SLIDE_RAYS[side][sq]:
        for move in ray:
            if cells[move.target] != EMPTY:
                break
            out.append(move)
    return out


def _trap_captures(cells: str, side: str, sq: int, backcapture: bool) -> list[Move]:
    """Trap captures by the piece on ``sq``: one step onto the adjacent piece of an enemy run
    trapped along that same line, which means ``sq`` is one of the run's two trapping ends."""
    own, enemy = OWN[side], ENEMY[side]
    out = []
    for d in CAPTURE_DIRECTIONS[side, backcapture]:
        target = STEP[d][sq]
        if target is None or cells[target] not in enemy:
            continue
        beyond = STEP[d][target]
        while beyond is not None and cells[beyond] in enemy:
            beyond = STEP[d][beyond]
        if beyond is not None and cells[beyond] in own:
            out.append(Move(TRAP, sq, target, target))
    return out


@lru_cache(maxsize=16384)
def turn_moves(cells: str, side: str, backcapture: bool) -> MappingProxyType[str, Move]:
    """``side``'s legal moves by canonical text (read-only: the result is shared).

    Jumps are compulsory: while any untrapped piece can jump, only jumps are listed.
    """
    trapped = trapped_squares(cells)
    moves = _jumps(cells, side, trapped)
    if not moves:
        own = OWN[side]
        rays = _SLIDE_RAYS[side]
        for sq, letter in enumerate(cells):
            if letter in own and sq not in trapped:
                for ray in rays[sq]:  # the slides, as _slides finds them, inline
                    for move in ray:
                        if cells[move.target] != EMPTY:
                            break
                        moves.append(move)
                # A trap capture steps onto a run bounded by the mover's pieces at both ends,
                # a trapped run: with nothing trapped there is none to look for.
                if trapped:
                    moves.extend(_trap_captures(cells, side, sq, backcapture))
    return MappingProxyType({move.text: move for move in moves})


def can_jump(cells: str, side: str) -> bool:
    """Whether any untrapped piece of ``side`` has a jump (the multi-jump turn goes on)."""
    return bool(_jumps(cells, side, trapped_squares(cells)))


def apply_move(cells: str, move: Move) -> str:
    """The cells after a slide, jump or trap capture (a trap capture lands on its victim)."""
    out = list(cells)
    piece = out[move.origin]
    out[move.origin] = EMPTY
    if move.captured is not None:
        out[move.captured] = EMPTY
    out[move.target] = piece
    return "".join(out)
