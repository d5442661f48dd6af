"""King's Crossing on bare cells: trapping and the moves of one side.

Everything here is a pure function of a 32-character cell string (``.`` empty, ``M K m k``)
so that the engine, an AI's search and the tests share one move generator.  Kings and men move
alike, so nothing here asks which piece is a King: that is what keeps a Stealth King's square
out of every legal-move list.  Results are cached by cell string because the engine asks the
same questions of one position several times (legal moves, outcome, views).
"""

from __future__ import annotations

from dataclasses import dataclass
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

    @property
    def text(self) -> str:
        """The canonical notation (docs/rules/kings-crossing.md § Move notation)."""
        if self.kind == CHOICE:
            return f"king {NAMES[self.target]}"
        separator = "-" if self.kind == SLIDE else "x"
        return f"{NAMES[self.origin]}{separator}{NAMES[self.target]}"


def owner(letter: str) -> str:
    """The side a piece letter belongs to (uppercase White)."""
    return WHITE if letter.isupper() else BLACK


@lru_cache(maxsize=16384)
def trapped_squares(cells: str) -> frozenset[int]:
    """Every square holding a trapped piece, of either side.

    A maximal run of one side's pieces along a rank or file with an enemy piece directly at both
    ends is trapped.  Ends are read from the plain colours, so trapped pieces still trap others
    and both sides can be trapped at once; the board edge never traps.
    """
    out: set[int] = set()
    for line in LINES:
        colours = [cells[sq] for sq in line]
        length = len(line)
        start = 0
        while start < length:
            letter = colours[start]
            if letter == EMPTY:
                start += 1
                continue
            white = letter.isupper()
            end = start
            while end + 1 < length and colours[end + 1] != EMPTY:
                if colours[end + 1].isupper() != white:
                    break
                end += 1
            if _enemy_at(colours, start - 1, white) and _enemy_at(colours, end + 1, white):
                out.update(line[start : end + 1])
            start = end + 1
    return frozenset(out)


def _enemy_at(colours: list[str], index: int, white: bool) -> bool:
    """Whether ``colours[index]`` exists and holds a piece of the side opposite ``white``."""
    if index < 0 or index >= len(colours) or colours[index] == EMPTY:
        return False
    return colours[index].isupper() != white


def _jumps(cells: str, side: str, trapped: frozenset[int]) -> list[Move]:
    """Jump captures of ``side``'s untrapped pieces, in all four orthogonal directions."""
    own, enemy = OWN[side], ENEMY[side]
    out = []
    for sq in SQUARES:
        if cells[sq] not in own or sq in trapped:
            continue
        for d in ORTHOGONAL:
            land = STEP2[d][sq]
            if land is not None and cells[land] == EMPTY and cells[STEP[d][sq]] in enemy:
                out.append(Move(JUMP, sq, land, STEP[d][sq]))
    return out


def _slides(cells: str, side: str, sq: int) -> list[Move]:
    """Slides of the piece on ``sq``: any distance forward or sideways through empty squares."""
    out = []
    for d in SLIDE_DIRECTIONS[side]:
        for target in RAY[d][sq]:
            if cells[target] != EMPTY:
                break
            out.append(Move(SLIDE, sq, target))
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
        for sq in SQUARES:
            if cells[sq] in OWN[side] and sq not in trapped:
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
