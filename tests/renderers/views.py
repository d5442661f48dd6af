"""Hand-built views in the schema of games/core/view.py, one per game's markers.

They let the renderer be tested on every marker whether or not an engine produces it today.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from renderers import style
from renderers.layout import Layout

TITLES = {
    "charing-cross": "Charing Cross",
    "kings-crossing": "King's Crossing",
    "checkers-bosses": "Checkers with Bosses",
    "crossings": "Crossings",
    "king-of-the-castle": "The King o' the Castle",
}
SIZES = {
    "charing-cross": (8, 8),
    "kings-crossing": (4, 8),
    "checkers-bosses": (8, 8),
    "crossings": (8, 8),
    "king-of-the-castle": (7, 8),
}


def piece(
    side: str, kind: str, *flags: str, hp: int | None = None, letter: str = "X"
) -> dict[str, Any]:
    return {"side": side, "kind": kind, "letter": letter, "flags": list(flags), "hp": hp}


def mark(kind: str, side: str | None, *squares: str, **extra: Any) -> dict[str, Any]:
    return {"kind": kind, "side": side, "squares": list(squares), "label": "", **extra}


def view(
    game: str,
    pieces: dict[str, dict[str, Any]],
    marks: list[dict[str, Any]] | None = None,
    *,
    to_move: str | None = "white",
    outcome: dict[str, Any] | None = None,
    seat: str | None = None,
) -> dict[str, Any]:
    files, ranks = SIZES[game]
    return {
        "game": game,
        "title": TITLES[game],
        "seat": seat,
        "board": {"files": files, "ranks": ranks},
        "turn": to_move or "white",
        "to_move": to_move,
        "pieces": pieces,
        "marks": marks or [],
        "outcome": outcome,
        "info": {},
    }


def busy_views() -> dict[str, dict[str, Any]]:
    """A view per game with every marker that game uses."""
    return {
        "charing-cross": view(
            "charing-cross",
            {
                "c5": piece("white", "knight"),
                "e8": piece("white", "rook"),
                "h4": piece("black", "knight"),
                "d3": piece("black", "rook"),
            },
            [
                mark("home", "white", "a4", "a5", piece="knight"),
                mark("home", "white", "d8", "e8", piece="rook"),
                mark("home", "black", "h4", "h5", piece="knight"),
                mark("home", "black", "d1", "e1", piece="rook"),
                mark("goal", "white", *[f"h{r}" for r in range(1, 9)], piece="knight"),
                mark("goal", "white", *[f"{f}1" for f in "abcdefgh"], piece="rook"),
                mark("goal", "black", *[f"a{r}" for r in range(1, 9)], piece="knight"),
                mark("goal", "black", *[f"{f}8" for f in "abcdefgh"], piece="rook"),
            ],
        ),
        "kings-crossing": view(
            "kings-crossing",
            {
                "b3": piece("white", "king", "hidden"),
                "a5": piece("white", "man", "trapped"),
                "a4": piece("black", "man"),
                "a6": piece("black", "man"),
                "c7": piece("black", "king"),
                "d2": piece("white", "man"),
            },
            [
                mark("home-space", "white", "d1"),
                mark("home-space", "black", "a8"),
                mark("choice", "white", "a1", "b1"),
            ],
            seat="white",
        ),
        "checkers-bosses": view(
            "checkers-bosses",
            {
                "c1": piece("white", "compound"),
                "b2": piece("white", "orthogonal", "crowned"),
                "d4": piece("white", "diagonal", "boss", hp=3),
                "f6": piece("black", "diagonal", "crowned"),
                "e7": piece("black", "compound", "boss", hp=1),
                "g7": piece("black", "orthogonal", "boss", "crowned", hp=2),
            },
        ),
        "crossings": view(
            "crossings",
            {
                "a8": piece("white", "counter", "crossed"),
                "b1": piece("white", "counter"),
                "c2": piece("white", "counter"),
                "h1": piece("black", "counter", "crossed"),
                "g7": piece("black", "counter"),
            },
        ),
        "king-of-the-castle": view(
            "king-of-the-castle",
            {
                "b1": piece("white", "king"),
                "b2": piece("white", "knight"),
                "a2": piece("white", "page"),
                "d8": piece("white", "king"),
                "f7": piece("black", "knight"),
                "g7": piece("black", "page"),
            },
            [mark("castle", "white", "d1"), mark("castle", "black", "d8")],
        ),
    }


def decode(png: bytes) -> Image.Image:
    """A PNG as an RGB image (what a viewer sees)."""
    return Image.open(io.BytesIO(png)).convert("RGB")


def square_box(layout: Layout, name: str) -> tuple[int, int, int, int]:
    """The pixel box of a square on screen."""
    file, rank = ord(name[0]) - ord("a"), int(name[1:]) - 1
    x, y = layout.origin(file, rank)
    return x, y, x + style.CELL, y + style.CELL


def board_box(layout: Layout) -> tuple[int, int, int, int]:
    """The whole image but the caption strip."""
    return 0, 0, layout.width, layout.caption_top
