"""Board geometry shared by every engine: squares of any board size, directions, and what
"forward" means for each side.

Squares are integers ``rank_index * files + file_index`` (``a1`` is 0) because engines do a lot
of stepping; names (``"a1"``) exist only at the text boundary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

WHITE = "white"
BLACK = "black"
SIDES = (WHITE, BLACK)

Direction = tuple[int, int]  # (file delta, rank delta) as seen by White

NORTH, SOUTH, EAST, WEST = (0, 1), (0, -1), (1, 0), (-1, 0)
ORTHOGONAL: tuple[Direction, ...] = (NORTH, SOUTH, EAST, WEST)
DIAGONAL: tuple[Direction, ...] = ((1, 1), (-1, 1), (1, -1), (-1, -1))
ALL_DIRECTIONS: tuple[Direction, ...] = ORTHOGONAL + DIAGONAL


# The other side, as a table: a lookup where a move is played thousands of times a second.
OPPONENT = {WHITE: BLACK, BLACK: WHITE}


def opponent(side: str) -> str:
    """The other side."""
    return BLACK if side == WHITE else WHITE


def side_letter(side: str) -> str:
    """``'w'`` or ``'b'``: how a side is written in a position string."""
    return "w" if side == WHITE else "b"


def forward(side: str) -> int:
    """The rank delta of one step forward: toward rank 8 for White, toward rank 1 for Black."""
    return 1 if side == WHITE else -1


def oriented(side: str, direction: Direction) -> Direction:
    """Turn a direction written from ``side``'s point of view (north = forward) into a board one."""
    df, dr = direction
    return (df, dr) if side == WHITE else (-df, -dr)


@dataclass(frozen=True)
class Board:
    """A rectangular board of ``files`` x ``ranks`` squares with precomputed step tables."""

    files: int
    ranks: int
    _steps: dict[Direction, tuple[int | None, ...]] = field(
        init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        steps = {}
        for df in (-3, -2, -1, 0, 1, 2, 3):
            for dr in (-3, -2, -1, 0, 1, 2, 3):
                steps[(df, dr)] = tuple(
                    self._offset(sq, df, dr) for sq in range(self.files * self.ranks)
                )
        object.__setattr__(self, "_steps", steps)

    @property
    def size(self) -> int:
        return self.files * self.ranks

    def square(self, file: int, rank: int) -> int:
        """The square at 0-based ``file`` and ``rank`` indices."""
        return rank * self.files + file

    def file_of(self, sq: int) -> int:
        return sq % self.files

    def rank_of(self, sq: int) -> int:
        return sq // self.files

    def on_board(self, file: int, rank: int) -> bool:
        return 0 <= file < self.files and 0 <= rank < self.ranks

    def _offset(self, sq: int, df: int, dr: int) -> int | None:
        file, rank = self.file_of(sq) + df, self.rank_of(sq) + dr
        return self.square(file, rank) if self.on_board(file, rank) else None

    def step(self, sq: int, direction: Direction, distance: int = 1) -> int | None:
        """The square ``distance`` steps away in ``direction``, or None off the board."""
        df, dr = direction
        table = self._steps.get((df * distance, dr * distance))
        if table is not None:
            return table[sq]
        return self._offset(sq, df * distance, dr * distance)

    def ray(self, sq: int, direction: Direction) -> list[int]:
        """Every square from ``sq`` (exclusive) to the edge in ``direction``."""
        out = []
        table = self._steps[direction]
        nxt = table[sq]
        while nxt is not None:
            out.append(nxt)
            nxt = table[nxt]
        return out

    def name(self, sq: int) -> str:
        """``'a1'``-style name of a square."""
        return f"{chr(ord('a') + self.file_of(sq))}{self.rank_of(sq) + 1}"

    def parse(self, text: str) -> int:
        """The square named ``text`` (case-insensitive); ValueError if it is not on this board."""
        text = text.strip().lower()
        # ASCII digits, and few of them: int() would read '٣' as 3 and refuses 4,300+ digits
        # with a message about sys.set_int_max_str_digits() that means nothing to a player.
        digits = text[1:]
        if (
            not 2 <= len(text) <= 4
            or not "a" <= text[0] <= "z"
            or not (digits.isascii() and digits.isdigit())
        ):
            shown = text if len(text) <= 12 else text[:11] + "…"
            raise ValueError(f"{shown!r} is not a square name")
        file, rank = ord(text[0]) - ord("a"), int(text[1:]) - 1
        if not self.on_board(file, rank):
            raise ValueError(f"{text} is not on this board ({self.describe()})")
        return self.square(file, rank)

    def is_square_name(self, text: str) -> bool:
        try:
            self.parse(text)
        except ValueError:
            return False
        return True

    def describe(self) -> str:
        """``'8×8, a1–h8'``: for error messages."""
        return f"{self.files}×{self.ranks}, a1–{self.name(self.size - 1)}"

    def first_rank(self, side: str) -> int:
        """0-based index of ``side``'s own first rank."""
        return 0 if side == WHITE else self.ranks - 1

    def last_rank(self, side: str) -> int:
        """0-based index of the far rank, ``side``'s opponent's first rank."""
        return self.ranks - 1 if side == WHITE else 0

    def relative_rank(self, side: str, sq: int) -> int:
        """0-based rank counted from ``side``'s own first rank."""
        rank = self.rank_of(sq)
        return rank if side == WHITE else self.ranks - 1 - rank
