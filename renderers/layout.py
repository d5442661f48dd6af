"""Where things go in an image: squares, margins, the caption strip, for any board size.

White's perspective puts a1 at the bottom left; Black's turns the board half round (a1 at the
top right).  Only positions turn: pieces and text stay upright.

A board whose goals are whole edge lines (Charing Cross) gets a rim round its squares that holds
the goal bands, so they never cover a square (nor the pieces and home markers on it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from renderers import style

NEAR = style.MARGIN  # left and bottom: rank numbers and file letters
FAR = 8  # top and right: a thin frame
EDGES = ("north", "south", "east", "west")
_TURNED = {"north": "south", "south": "north", "east": "west", "west": "east"}


def parse_square(name: str) -> tuple[int, int]:
    """0-based (file, rank) of a square name such as ``'c7'``."""
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def square_name(file: int, rank: int) -> str:
    """The name of a 0-based (file, rank), the inverse of :func:`parse_square`."""
    return f"{chr(ord('a') + file)}{rank + 1}"


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of one board size seen from one side."""

    files: int
    ranks: int
    perspective: str = "white"
    rim: int = 0  # pixels between the squares and the margins, for goal bands

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
    def left(self) -> int:
        """x of the squares' left edge."""
        return NEAR + self.rim

    @property
    def top(self) -> int:
        """y of the squares' top edge."""
        return FAR + self.rim

    @property
    def width(self) -> int:
        return self.left + self.board_width + self.rim + FAR

    @property
    def caption_top(self) -> int:
        return self.top + self.board_height + self.rim + NEAR

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
        return self.left + self.column(file) * style.CELL, self.top + self.row(rank) * style.CELL

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
        y = self.caption_top - NEAR / 2
        return [
            (chr(ord("a") + f), (self.left + self.column(f) * style.CELL + style.CELL / 2, y))
            for f in range(self.files)
        ]

    def rank_labels(self) -> list[tuple[str, tuple[float, float]]]:
        """Each rank number and the centre of where it is written (left of the board)."""
        x = NEAR / 2
        return [
            (str(r + 1), (x, self.top + self.row(r) * style.CELL + style.CELL / 2))
            for r in range(self.ranks)
        ]

    def band_box(self, edge: str) -> tuple[int, int, int, int]:
        """The box (left, top, right, bottom; right and bottom exclusive) of the goal band
        along a screen edge: in the rim, a gap away from the squares so that a light band does
        not run into light squares."""
        left, top = self.left, self.top
        right, bottom = left + self.board_width, top + self.board_height
        near, far = style.GOAL_GAP, style.RIM
        return {
            "north": (left, top - far, right, top - near),
            "south": (left, bottom + near, right, bottom + far),
            "west": (left - far, top, left - near, bottom),
            "east": (right + near, top, right + far, bottom),
        }[edge]


def full_edge(layout: Layout, squares: Iterable[str]) -> str | None:
    """The board edge (as White sees it) whose whole line ``squares`` is, if any."""
    return _edge_lines(layout.files, layout.ranks).get(frozenset(squares))


@cache
def _edge_lines(files: int, ranks: int) -> dict[frozenset[str], str]:
    """Each edge's whole line of square names -> the edge; built once per size, because
    every render asks of every goal mark whether it is a whole edge."""
    lines = {
        "north": [square_name(f, ranks - 1) for f in range(files)],
        "south": [square_name(f, 0) for f in range(files)],
        "east": [square_name(files - 1, r) for r in range(ranks)],
        "west": [square_name(0, r) for r in range(ranks)],
    }
    found: dict[frozenset[str], str] = {}
    for edge in EDGES:
        found.setdefault(frozenset(lines[edge]), edge)
    return found
