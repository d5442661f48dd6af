"""A review board: the position before a reviewed move, with the move played and the move the
review prefers drawn as two arrows of different colours, and a caption that says which is which.

The position is the one the player faced, so nothing on it has moved yet: the caption reads
"before move N", and the moves are arrows (from square to square, through every square of a
chain), not the tinted squares of a last move, which would claim a move the board does not show.
A placement (one square, ``@d1``) is a ring on its square.  The played arrow is blue, the colour
of a last move everywhere; the better one orange, the colour of a hint's squares; the pair stays
distinct under the common colour-vision deficiencies, and the better arrow is also drawn
narrower, with its squares framed, so the two differ by more than hue.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from renderers import PNG_COMPRESS_LEVEL, style
from renderers.board import compose, layout_for, move_paths
from renderers.caption import draw_legend_caption
from renderers.layout import Layout
from renderers.tiles import palette

PLAYED, BETTER = "played", "better"


@dataclass(frozen=True)
class ArrowLook:
    colour: style.RGB
    width: int  # of the shaft, before its outline


ARROWS: dict[str, ArrowLook] = {
    PLAYED: ArrowLook(style.LAST_MOVE, 9),
    BETTER: ArrowLook(style.HIGHLIGHT, 6),
}
OUTLINE = 2  # dark ink round an arrow, so it shows on light and dark squares
HEAD = 1.9  # the head's half-width, as a multiple of the shaft's
START = 0.22  # an arrow starts this share of a square away from the centre it leaves


@dataclass(frozen=True)
class ReviewWords:
    """A review board's caption, in the reader's language (the renderer knows none): the
    title ("Charing Cross · before move 6": the board shows the position the move was played
    from) and each arrow's words ("played b3-c2", "better b3-c3")."""

    title: str
    played: str
    better: str


def render_review_png(
    view: Mapping[str, Any],
    words: ReviewWords,
    *,
    played: str,
    better: str,
    perspective: str = "white",
) -> bytes:
    """The PNG of the position before a reviewed move: ``played`` as a blue arrow,
    ``better`` as an orange one with its squares framed, and a caption naming both in
    ``words``."""
    image = compose_review(view, words, played=played, better=better, perspective=perspective)
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def compose_review(
    view: Mapping[str, Any],
    words: ReviewWords,
    *,
    played: str,
    better: str,
    perspective: str = "white",
) -> Image.Image:
    """The palette image of :func:`render_review_png`."""
    better_squares = [sq for path in move_paths(better) for sq in path]
    canvas = compose(view, perspective=perspective, highlights=better_squares)
    layout = layout_for(view, perspective)
    draw_move_arrow(canvas, layout, better, BETTER)
    draw_move_arrow(canvas, layout, played, PLAYED)
    side = view.get("to_move") or view.get("turn")
    draw_legend_caption(canvas, layout.caption_top, words.title, side, review_legend(words))
    return canvas


def review_legend(words: ReviewWords) -> list[tuple[style.RGB, str]]:
    """The caption's legend: each arrow's colour and its words."""
    return [(ARROWS[PLAYED].colour, words.played), (ARROWS[BETTER].colour, words.better)]


def arrow_paths(move: str, layout: Layout) -> list[list[tuple[float, float]]]:
    """The pixel points of each arrow of ``move`` (one per part that names squares): from
    the first square's centre through every square it names to the last one's."""
    paths = []
    for path in move_paths(move):
        squares = [sq for sq in path if layout.on_board(sq)]
        if squares:
            paths.append([layout.centre(sq) for sq in squares])
    return paths


def draw_move_arrow(canvas: Image.Image, layout: Layout, move: str, role: str) -> None:
    """Draw ``move`` on ``canvas`` as an arrow of ``role`` (``played`` or ``better``)."""
    look = ARROWS[role]
    pal = palette()
    ink, colour = pal.index(style.INK["white"]), pal.index(look.colour)
    draw = ImageDraw.Draw(canvas)
    for points in arrow_paths(move, layout):
        if len(points) == 1:  # a placement: a ring on its square
            x, y = points[0]
            r = style.CELL * 0.36
            draw.ellipse([x - r, y - r, x + r, y + r], outline=ink, width=look.width + 2 * OUTLINE)
            draw.ellipse(
                [x - r + OUTLINE, y - r + OUTLINE, x + r - OUTLINE, y + r - OUTLINE],
                outline=colour,
                width=look.width,
            )
            continue
        _arrow(draw, _trimmed(points), look.width, ink, colour)


def _trimmed(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points with the first moved off its centre toward the second, so the piece that
    moves stays visible under the arrow's tail."""
    (x0, y0), (x1, y1) = points[0], points[1]
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    shift = min(START * style.CELL, length / 3)
    return [(x0 + (x1 - x0) * shift / length, y0 + (y1 - y0) * shift / length), *points[1:]]


def _arrow(
    draw: ImageDraw.ImageDraw,
    points: list[tuple[float, float]],
    width: int,
    ink: int,
    colour: int,
) -> None:
    """A polyline with a triangular head at its last point: the outline first, then the
    colour inside it."""
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head_length = min(width * 2.6, length * 0.6)
    base = (x1 - ux * head_length, y1 - uy * head_length)
    shaft = [*points[:-1], base]
    for shaft_width, fill, grow in ((width + 2 * OUTLINE, ink, OUTLINE * 1.6), (width, colour, 0)):
        draw.line(shaft, fill=fill, width=round(shaft_width), joint="curve")
        half = width * HEAD + grow
        tip = (x1 + ux * grow, y1 + uy * grow)
        back = (base[0] - ux * grow, base[1] - uy * grow)
        head = [
            tip,
            (back[0] - uy * half, back[1] + ux * half),
            (back[0] + uy * half, back[1] - ux * half),
        ]
        draw.polygon(head, fill=fill)
