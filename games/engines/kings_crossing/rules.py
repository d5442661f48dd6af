"""King's Crossing on bare cells: the position, trapping and the moves of one side.

Everything here is a pure function of a 32-character cell string (``.`` empty, ``M K m k``)
so that the engine, an AI's search and the tests share one move generator.  Kings and men move
alike, so nothing here asks which piece is a King: that is what keeps a Stealth King's square
out of every legal-move list.  Results are cached by cell string because the engine asks the
same questions of one position several times (legal moves, outcome, views).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress, product
from types import MappingProxyType
from typing import Final, NamedTuple

from games.core.geometry import BLACK, EAST, ORTHOGONAL, WEST, WHITE, Board, Direction, forward

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


class KCState(NamedTuple):
    """A King's Crossing position; everything here is written in its position string.

    A named tuple rather than a dataclass: a search makes one per move, and a tuple is built
    and hashed in C.
    """

    cells: str  # 32 characters, a1 first: "." or M K m k
    turn: str  # whose turn it is (during Stealth set-up: White, who moves first)
    homes: tuple[int, int]  # White's Home space, Black's Home space
    stealth: bool = False
    backcapture: bool = False
    backrow: tuple[int, int] = (0, 0)  # enemy turns White's/Black's King stood on the far rank
    quiet: int = 0  # completed turns without a forward move or a capture


def owner(letter: str) -> str:
    """The side a piece letter belongs to (uppercase White)."""
    return WHITE if letter.isupper() else BLACK


# The side of each cell letter as one character, for the pattern scan of trapping.
_COLOURS: Final = str.maketrans("MKmk", "WWBB")
# A run of one colour with the other colour at both ends (maximal because only three letters
# exist); the lookarounds keep the ends out of the match so neighbouring runs are all found.
_TRAPPED_RUN: Final = re.compile(r"(?<=W)B+(?=W)|(?<=B)W+(?=B)")
# Every line (rank, then file) joined into one string, lines apart by "|": one scan finds
# every trapped run.  Each position in that string -> its square (BOARD.size for a "|").
_READ_SQUARE: Final = tuple(sq for line in LINES for sq in (*line, BOARD.size))
_NONE_TRAPPED: Final = frozenset[int]()


def _line_slice(line: tuple[int, ...]) -> slice:
    """``line`` (a rank or a file: evenly spaced squares) as a slice of the cells."""
    found = slice(line[0], line[-1] + 1, line[1] - line[0])
    if tuple(SQUARES[found]) != line:
        raise ValueError(f"{line} is not evenly spaced")
    return found


_LINE_SLICES: Final = tuple(_line_slice(line) for line in LINES)
_FILE_LINES: Final = slice(BOARD.ranks, None)  # the files among the lines: the squares by name

Lines = tuple[str, ...]  # the colours of each line (``_lines``)


def _lines(cells: str) -> Lines:
    """The colours (``W``, ``B``, ``.``) of every rank and file of ``cells``, in LINES order."""
    return tuple(map(cells.translate(_COLOURS).__getitem__, _LINE_SLICES))


def _every_line(length: int) -> Iterator[str]:
    return ("".join(colours) for colours in product("WB.", repeat=length))


# Whether a line holds a trapped run, or a jump of a side (a piece, an enemy piece beside it
# and an empty square beyond), answered for every possible line at once: a position's lines
# are then looked up in a set, which is quicker than a pattern scan of them.
_ALL_LINES: Final = (*_every_line(BOARD.files), *_every_line(BOARD.ranks))
_TRAPPING_LINES: Final = frozenset(filter(re.compile(r"WB+W|BW+B").search, _ALL_LINES))
_JUMPING_LINES: Final = {
    WHITE: frozenset(filter(re.compile(r"WB\.|\.BW").search, _ALL_LINES)),
    BLACK: frozenset(filter(re.compile(r"BW\.|\.WB").search, _ALL_LINES)),
}
_JUMPING_OR_TRAPPING_LINES: Final = {
    side: jumping | _TRAPPING_LINES for side, jumping in _JUMPING_LINES.items()
}


@lru_cache(maxsize=16384)
def trapped_squares(cells: str) -> frozenset[int]:
    """Every square holding a trapped piece, of either side.

    A maximal run of one side's pieces along a rank or file with an enemy piece directly at both
    ends is trapped.  Ends are read from the plain colours, so trapped pieces still trap others
    and both sides can be trapped at once; the board edge never traps.
    """
    return _trapped_in(_lines(cells))


def _trapped_in(lines: Lines) -> frozenset[int]:
    """``trapped_squares`` of the position whose ``_lines`` are ``lines``."""
    if _TRAPPING_LINES.isdisjoint(lines):
        return _NONE_TRAPPED  # the usual answer, without walking the matches
    read = "|".join(lines)
    return frozenset(
        _READ_SQUARE[index]
        for run in _TRAPPED_RUN.finditer(read)
        for index in range(run.start(), run.end())
    )


# ----- move generation, in the sorted order of the texts -------------------------------------
#
# Every text starts with its origin's name (a1, a2, ..., d8), then "-" for a slide or "x" for a
# capture, then the target's name.  So the side's pieces are read in the order of their names,
# and each piece's slides (west, along its file, east: by target name) come before its trap
# captures: the legal list then needs no sort.  A slide is found by a table keyed by the
# occupancy of the piece's rank and of the squares ahead on its file.

_BY_NAME: Final = tuple(sorted(SQUARES, key=NAMES.__getitem__))
# Each colour letter as a byte flag of the side's pieces (for ``compress``).
_OWN_FLAG: Final = {
    side: bytes(chr(code) == colour for code in range(256))
    for side, colour in ((WHITE, "W"), (BLACK, "B"))
}
_OCCUPANCY: Final = str.maketrans("MKmk", "####")
_ENTRY = tuple[str, Move]  # (text, move), what ``dict.update`` takes


def _by_target_name(moves: list[Move]) -> tuple[_ENTRY, ...]:
    return tuple((move.text, move) for move in sorted(moves, key=lambda m: NAMES[m.target]))


def _ahead(side: str, sq: int) -> slice:
    """The squares ahead of ``sq`` on its file for ``side``, nearest first, as a slice of the
    cells (empty on the far rank: a negative start would wrap round)."""
    step = BOARD.files * forward(side)
    start = sq + step
    if not 0 <= start < BOARD.size:
        return slice(0, 0)
    return slice(start, None, step)


def _rank_slice(sq: int) -> slice:
    start = sq - BOARD.file_of(sq)
    return slice(start, start + BOARD.files)


_AHEAD: Final = {side: tuple(_ahead(side, sq) for sq in SQUARES) for side in (WHITE, BLACK)}
_RANK: Final = tuple(_rank_slice(sq) for sq in SQUARES)


def _ray_prefixes(sq: int, direction: Direction) -> list[tuple[_ENTRY, ...]]:
    """The slides along a ray when its first ``k`` squares are empty, for each ``k``, by
    target name."""
    moves = [Move(SLIDE, sq, target) for target in RAY[direction][sq]]
    return [_by_target_name(moves[:k]) for k in range(len(moves) + 1)]


def _free_run(key: str, squares: Sequence[int], sq: int, direction: Direction) -> int:
    """How many squares of ``direction``'s ray from ``sq`` are empty before the first
    occupied one, in the occupancy ``key`` of ``squares``."""
    run = 0
    for target in RAY[direction][sq]:
        if key[squares.index(target)] != EMPTY:
            break
        run += 1
    return run


def _slide_table(side: str, sq: int) -> dict[str, tuple[_ENTRY, ...]]:
    """Occupancy of ``sq``'s rank, then of the squares ahead -> the slides, by target name
    (west, along the file, east)."""
    rank = range(_RANK[sq].start, _RANK[sq].stop)
    ahead = RAY[FORWARD[side]][sq]
    west, east = _ray_prefixes(sq, WEST), _ray_prefixes(sq, EAST)
    forward = _ray_prefixes(sq, FORWARD[side])
    sideways = {  # the piece's own square is always occupied
        key: (west[_free_run(key, rank, sq, WEST)], east[_free_run(key, rank, sq, EAST)])
        for key in map("".join, product(".#", repeat=len(rank)))
        if key[rank.index(sq)] != EMPTY
    }
    onward = {
        key: forward[_free_run(key, ahead, sq, FORWARD[side])]
        for key in map("".join, product(".#", repeat=len(ahead)))
    }
    return {
        rank_key + ahead_key: west_slides + along + east_slides
        for rank_key, (west_slides, east_slides) in sideways.items()
        for ahead_key, along in onward.items()
    }


# Per side and square: the slices of its rank and of the squares ahead, and the slide table
# their occupancy is looked up in.
_SLIDE_READS: Final = {
    side: tuple((_RANK[sq], _AHEAD[side][sq], _slide_table(side, sq)) for sq in SQUARES)
    for side in (WHITE, BLACK)
}
# (jumped square, landing, move) of each square, by the landing's name.
_JUMP_TABLE: Final = tuple(
    tuple(
        sorted(
            (
                (over, land, Move(JUMP, sq, land, over))
                for d in ORTHOGONAL
                if (land := STEP2[d][sq]) is not None and (over := STEP[d][sq]) is not None
            ),
            key=lambda jump: NAMES[jump[1]],
        )
    )
    for sq in SQUARES
)
# (direction, target, move) of the trap captures a piece may try, by the target's name.
_TRAP_TABLE: Final = {
    (side, back): tuple(
        tuple(
            sorted(
                (
                    (d, target, Move(TRAP, sq, target, target))
                    for d in CAPTURE_DIRECTIONS[side, back]
                    if (target := STEP[d][sq]) is not None
                ),
                key=lambda trap: NAMES[trap[1]],
            )
        )
        for sq in SQUARES
    )
    for side in (WHITE, BLACK)
    for back in (False, True)
}


def _own_squares(lines: Lines, side: str) -> list[int]:
    """The squares of ``side``'s pieces, in the order of their names (the files' colours,
    one after the other, are the squares' colours in that order)."""
    flags = "".join(lines[_FILE_LINES]).encode().translate(_OWN_FLAG[side])
    return list(compress(_BY_NAME, flags))


def _jumps(
    cells: str, side: str, lines: Lines, trapped: frozenset[int] | None = None
) -> list[Move]:
    """Jump captures of ``side``'s untrapped pieces, in all four orthogonal directions, in
    the order of their texts (``lines`` is ``_lines(cells)``, ``trapped`` its trapped squares
    when the caller has them)."""
    if _JUMPING_LINES[side].isdisjoint(lines):
        return []  # no piece of the side stands before an enemy piece and an empty square
    if trapped is None:
        trapped = _trapped_in(lines)
    enemy = ENEMY[side]
    return [
        move
        for sq in _own_squares(lines, side)
        if sq not in trapped
        for over, land, move in _JUMP_TABLE[sq]
        if cells[land] == EMPTY and cells[over] in enemy
    ]


def _trap_captures(cells: str, side: str, sq: int, backcapture: bool) -> list[Move]:
    """Trap captures by the piece on ``sq``: one step onto the adjacent piece of an enemy run
    trapped along that same line, which means ``sq`` is one of the run's two trapping ends."""
    own, enemy = OWN[side], ENEMY[side]
    out = []
    for d, target, move in _TRAP_TABLE[side, backcapture][sq]:
        if cells[target] not in enemy:
            continue
        beyond = STEP[d][target]
        while beyond is not None and cells[beyond] in enemy:
            beyond = STEP[d][beyond]
        if beyond is not None and cells[beyond] in own:
            out.append(move)
    return out


@lru_cache(maxsize=16384)
def turn_moves(cells: str, side: str, backcapture: bool) -> MappingProxyType[str, Move]:
    """``side``'s legal moves by canonical text, in sorted order (read-only: the result is
    shared).

    Jumps are compulsory: while any untrapped piece can jump, only jumps are listed.
    """
    lines = _lines(cells)
    moves: dict[str, Move] = {}
    occupancy = cells.translate(_OCCUPANCY)
    reads = _SLIDE_READS[side]
    if _JUMPING_OR_TRAPPING_LINES[side].isdisjoint(lines):
        # The usual case, read in one look-up: no jump, nothing trapped, so every piece may
        # slide and no trap capture exists.
        for sq in _own_squares(lines, side):
            rank, ahead, table = reads[sq]
            moves.update(table[occupancy[rank] + occupancy[ahead]])
        return MappingProxyType(moves)
    trapped = _trapped_in(lines)
    jumps = _jumps(cells, side, lines, trapped)
    if jumps:
        return MappingProxyType({move.text: move for move in jumps})
    if not trapped:
        for sq in _own_squares(lines, side):
            rank, ahead, table = reads[sq]
            moves.update(table[occupancy[rank] + occupancy[ahead]])
        return MappingProxyType(moves)
    for sq in _own_squares(lines, side):
        if sq not in trapped:
            rank, ahead, table = reads[sq]
            moves.update(table[occupancy[rank] + occupancy[ahead]])
            # A trap capture steps onto a run bounded by the mover's pieces at both ends, a
            # trapped run: with nothing trapped there is none to look for.
            for move in _trap_captures(cells, side, sq, backcapture):
                moves[move.text] = move
    return MappingProxyType(moves)


def can_jump(cells: str, side: str) -> bool:
    """Whether any untrapped piece of ``side`` has a jump (the multi-jump turn goes on)."""
    return bool(_jumps(cells, side, _lines(cells)))


def apply_move(cells: str, move: Move) -> str:
    """The cells after a slide, jump or trap capture (a trap capture lands on its victim)."""
    out = list(cells)
    piece = out[move.origin]
    out[move.origin] = EMPTY
    if move.captured is not None:
        out[move.captured] = EMPTY
    out[move.target] = piece
    return "".join(out)
