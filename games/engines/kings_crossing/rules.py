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


# The side of each cell letter as one character, for the pattern scans of trapping.
_COLOURS: Final = str.maketrans("MKmk", "WWBB")
# A run of one colour with the other colour at both ends (maximal because only three letters
# exist); the lookarounds keep the ends out of the match so neighbouring runs are all found.
_TRAPPED_RUN: Final = re.compile(r"(?<=W)B+(?=W)|(?<=B)W+(?=B)")
# Every rank as (first square, step 1) and every file as (first square, step files).
_LINE_SLICES: Final = tuple((r * BOARD.files, 1) for r in range(BOARD.ranks)) + tuple(
    (f, BOARD.files) for f in range(BOARD.files)
)
_RANK_LENGTH: Final = BOARD.files


@lru_cache(maxsize=16384)
def trapped_squares(cells: str) -> frozenset[int]:
    """Every square holding a trapped piece, of either side.

    A maximal run of one side's pieces along a rank or file with an enemy piece directly at both
    ends is trapped.  Ends are read from the plain colours, so trapped pieces still trap others
    and both sides can be trapped at once; the board edge never traps.
    """
    colours = cells.translate(_COLOURS)
    out: set[int] = set()
    for first, step in _LINE_SLICES:
        line = colours[first : first + _RANK_LENGTH] if step == 1 else colours[first::step]
        for run in _TRAPPED_RUN.finditer(line):
            out.update(range(first + run.start() * step, first + run.end() * step, step))
    return frozenset(out)


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
        for sq, letter in enumerate(cells):
            if letter in own and sq not in trapped:
                moves.extend(_slides(cells, side, sq))
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
