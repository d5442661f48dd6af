"""Marks that mean different things look different, and each image's legend names them.

A capture (a cross on the square), a piece sent home (a return arrow on the square it left) and
a trapped piece (bars over it) are told apart by where their pixels are, sampled here at
positions computed from the square's geometry; an empty Charing Cross home square has nothing
at its centre, so it cannot be read as a piece."""

from __future__ import annotations

import io
import math

from PIL import Image

from renderers import render_png, style
from renderers.board import layout_for
from renderers.legend import marks_legend
from tests.renderers.views import mark, piece, view

VERMILLION = style.CAPTURED  # the capture's and the trap's colour (style.TRAPPED is the same)


def _pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _near(image: Image.Image, xy: tuple[float, float], colour, radius: int = 1) -> bool:
    x, y = round(xy[0]), round(xy[1])
    return any(
        image.getpixel((x + dx, y + dy)) == colour
        for dx in range(-radius, radius + 1)
        for dy in range(-radius, radius + 1)
    )


def test_a_capture_a_sending_home_and_a_trap_are_drawn_apart():
    shown = view("kings-crossing", {"b5": piece("white", "man", "trapped")}, [])
    layout = layout_for(shown)
    image = _pixels(render_png(shown, captured=["a3"], sent_home=["c3"]))
    cell = style.CELL
    # The cross: vermillion on its diagonals, nothing straight above its centre.
    cx, cy = layout.centre("a3")
    assert _near(image, (cx + 0.12 * cell, cy + 0.12 * cell), VERMILLION)
    assert not _near(image, (cx, cy - 0.14 * cell), VERMILLION)
    # The return arrow: a ring round the centre (vermillion on it at the right), none at it.
    cx, cy = layout.centre("c3")
    assert _near(image, (cx + 0.24 * cell, cy), VERMILLION)
    assert not _near(image, (cx, cy), VERMILLION, radius=3)
    # The bars: vermillion straight above the piece's centre, where a cross has none.
    cx, cy = layout.centre("b5")
    r = cell * style.DEFAULT_SCALE / 2
    assert _near(image, (cx, cy - 0.6 * r), VERMILLION)
    assert _near(image, (cx - 0.5 * r, cy + 0.3 * r), VERMILLION)


def test_an_empty_charing_cross_home_square_does_not_look_like_a_piece():
    """Nothing at the centre of an empty home square (a piece's body would be there): the
    square's own colour in a disc of a third of the square; the marker is at its edges."""
    shown = view("charing-cross", {}, [mark("home", "white", "d1", "e1", piece="rook")])
    layout = layout_for(shown)
    image = _pixels(render_png(shown))
    for square in ("d1", "e1"):
        cx, cy = layout.centre(square)
        file, rank = ord(square[0]) - ord("a"), int(square[1]) - 1
        plain = style.LIGHT_SQUARE if layout.is_light(file, rank) else style.DARK_SQUARE
        radius = style.CELL / 6
        for angle in range(0, 360, 30):
            x = cx + radius * math.cos(math.radians(angle))
            y = cy + radius * math.sin(math.radians(angle))
            assert image.getpixel((round(x), round(y))) == plain, (square, angle)
        assert image.getpixel((round(cx), round(cy))) == plain


def test_the_legend_names_exactly_the_marks_shown():
    trapped = view("kings-crossing", {"b5": piece("white", "man", "trapped")}, [])
    assert marks_legend(trapped) == "Marks: bars = a trapped piece."
    told = marks_legend(trapped, captured=["a3"], sent_home=["c3"])
    assert told.startswith("Marks: cross = a piece taken there")
    assert "return arrow = a piece sent home from there" in told
    homes = view("charing-cross", {}, [mark("home", "white", "d1", "e1", piece="rook")])
    assert marks_legend(homes) == (
        "Marks: framed square, emblem in its corner = that piece's home square."
    )
    assert marks_legend(view("crossings", {"a3": piece("white", "counter")}, [])) == ""
