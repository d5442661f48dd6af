"""Where things go in an image: squares, margins, the caption strip, for any board size.

White's perspective puts a1 at the bottom left; Black's turns the board half round (a1 at the
top right).  Only positions turn: pieces and text stay upright.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderers import style

NEAR = style.MARGIN  # left and bottom: rank numbers and file letters
FAR = 8  # top and right: a thin frame
EDGES = ("north", "south", "east", "west")
_TURNED = {"north": "south", "south": "north", "east": "west", "west": "east"}


def parse_square(name: str) -> tuple[int, int]:
    """0-based (file, rank) of a square name such as ``'c7'``."""
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of one board size seen from one side."""

    files: int
    ranks: int
    perspective: str = "white"

    @property
    def flipped(self) -> bool:
        return self.perspective == "black"

    @property
    def board_width(self) -> int:
        return self.files * style.CELL

    @property
    def board_height(self) -> int:
        return self.ranks * style.CELL

    @property
    def width(self) -> int:
        return NEAR + self.board_width + FAR

    @property
    def caption_top(self) -> int:
        return FAR + self.board_height + NEAR

    @property
    def height(self) -> int:
        return self.caption_top + style.CAPTION

    def column(self, file: int) -> int:
        """Column on screen (0 = left) of a 0-based file."""
        return self.files - 1 - file if self.flipped else file

    def row(self, rank: int) -> int:
        """Row on screen (0 = top) of a 0-based rank."""
        return rank if self.flipped else self.ranks - 1 - rank

    def origin(self, file: int, rank: int) -> tuple[int, int]:
        """Top-left pixel of a square."""
        return NEAR + self.column(file) * style.CELL, FAR + self.row(rank) * style.CELL

    def centre(self, name: str) -> tuple[float, float]:
        x, y = self.origin(*parse_square(name))
        return x + style.CELL / 2, y + style.CELL / 2

    def on_board(self, name: str) -> bool:
        try:
            file, rank = parse_square(name)
        except (ValueError, IndexError):
            return False
        return 0 <= file < self.files and 0 <= rank < self.ranks

    def is_light(self, file: int, rank: int) -> bool:
        """a1 is dark, as on a chess or draughts board."""
        return (file + rank) % 2 == 1

    def screen_edge(self, edge: str) -> str:
        """Which side of the picture a board edge (named as White sees it) is drawn on."""
        return _TURNED[edge] if self.flipped else edge

    def file_labels(self) -> list[tuple[str, tuple[float, float]]]:
        """Each file letter and the centre of where it is written (under the board)."""
        y = FAR + self.board_height + NEAR / 2
        return [
            (chr(ord("a") + f), (NEAR + self.column(f) * style.CELL + style.CELL / 2, y))
            for f in range(self.files)
        ]

    def rank_labels(self) -> list[tuple[str, tuple[float, float]]]:
        """Each rank number and the centre of where it is written (left of the board)."""
        x = NEAR / 2
        return [
            (str(r + 1), (x, FAR + self.row(r) * style.CELL + style.CELL / 2))
            for r in range(self.ranks)
        ]


def full_edge(layout: Layout, squares: list[str]) -> str | None:
    """The board edge (as White sees it) whose whole line ``squares`` is, if any."""
    cells = {parse_square(name) for name in squares}
    lines = {
        "west": {(0, r) for r in range(layout.ranks)},
        "east": {(layout.files - 1, r) for r in range(layout.ranks)},
        "south": {(f, 0) for f in range(layout.files)},
        "north": {(f, layout.ranks - 1) for f in range(layout.files)},
    }
    for edge in EDGES:
        if cells == lines[edge]:
            return edge
    return None
