"""Captured squares: a cross exactly where the last move took a piece, never hiding a piece."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from renderers import render_png, sprites, style, tiles
from renderers.board import layout_for
from tests.renderers.views import SIZES, board_box, busy_views, decode, piece, square_box, view

BUSY = busy_views()


def _names(game: str) -> list[str]:
    files, ranks = SIZES[game]
    return [f"{chr(ord('a') + f)}{r + 1}" for f in range(files) for r in range(ranks)]


def _changed(a: bytes, b: bytes, source: dict, perspective: str) -> set[str]:
    layout = layout_for(source, perspective)
    ia, ib = decode(a), decode(b)
    return {
        name
        for name in _names(source["game"])
        if ImageChops.difference(
            ia.crop(square_box(layout, name)), ib.crop(square_box(layout, name))
        ).getbbox()
    }


@pytest.mark.parametrize("perspective", ["white", "black"])
@pytest.mark.parametrize("game", sorted(BUSY))
def test_the_mark_is_drawn_exactly_on_the_captured_squares(game, perspective):
    """Empty and occupied, light and dark squares; nothing else on the board changes."""
    source = BUSY[game]
    occupied = sorted(source["pieces"])[0]
    taken = {"a1", "b1", "c3", occupied}  # a1 dark, b1 light, c3 dark
    plain = render_png(source, perspective=perspective)
    marked = render_png(source, perspective=perspective, captured=sorted(taken))
    assert _changed(plain, marked, source, perspective) == taken
    board = board_box(layout_for(source, perspective))
    difference = ImageChops.difference(decode(plain), decode(marked))
    assert difference.crop(board).getbbox() is not None
    assert difference.crop((0, board[3], *decode(plain).size)).getbbox() is None, "no caption"


def test_the_mark_shows_in_the_capture_colour_on_light_and_dark_squares():
    empty = view("crossings", {})
    layout = layout_for(empty)
    png = decode(render_png(empty, captured=["a1", "b1"]))
    for name in ("a1", "b1"):
        colours = {colour for _, colour in png.crop(square_box(layout, name)).getcolors(4096)}
        assert style.CAPTURED in colours, name
        assert style.INK["white"] in colours, f"{name}: the dark outline carries it"


def test_captured_squares_are_read_as_square_names_and_off_board_ones_ignored():
    base = BUSY["crossings"]
    assert render_png(base, captured=["C3", " d4 "]) == render_png(base, captured=("c3", "d4"))
    assert render_png(base, captured=["z9", "a0", "pass"]) == render_png(base)


@pytest.mark.parametrize("perspective", ["white", "black"])
def test_a_boss_that_lost_a_hit_point_stays_whole_under_the_mark(perspective):
    """A boss hit by a jump keeps its square; the mark sits in the square's corner."""
    boss = piece("black", "compound", "boss", "crowned", hp=1)
    source = view("checkers-bosses", {"e5": boss, "f6": piece("white", "diagonal")})
    layout = layout_for(source, perspective)
    box = square_box(layout, "e5")
    plain = decode(render_png(source, perspective=perspective)).crop(box)
    marked = decode(render_png(source, perspective=perspective, captured=["e5"])).crop(box)
    changed = ImageChops.difference(plain, marked).convert("L").point(lambda v: 255 if v else 0)
    solid = sprites.solid_mask("checkers-bosses", "black", "compound", ("boss", "crowned"), 1)
    hidden = Image.new("L", solid.size, 0)
    hidden.paste(changed, (0, 0), solid)
    assert hidden.histogram()[255] <= 0.02 * solid.histogram()[255], "at most a sliver of rim"
    centre = (style.CELL // 4, style.CELL // 4, 3 * style.CELL // 4, 3 * style.CELL // 4)
    assert changed.crop(centre).getbbox() is None, "the emblem and hit points are untouched"
    assert changed.getbbox() is not None


def test_the_mark_on_a_jumped_square_stays_above_the_chain_line():
    """The line of a chain crosses the jumped squares; their capture marks are drawn over it."""
    source = view("checkers-bosses", {"c7": piece("white", "diagonal")})
    layout = layout_for(source)
    chained = decode(render_png(source, last_move="c3xe5xc7", captured=["d4", "d6"]))
    alone = decode(render_png(view("checkers-bosses", {}), captured=["d4", "d6"]))
    mark = tiles.capture_mark(False).getchannel("A").point(lambda a: 255 if a >= 128 else 0)
    for name in ("d4", "d6"):
        box = square_box(layout, name)
        difference = ImageChops.difference(chained.crop(box), alone.crop(box)).convert("L")
        under = Image.new("L", mark.size, 0)
        under.paste(difference, (0, 0), mark.convert("1"))
        assert under.getbbox() is None, "every solid pixel of the mark is as drawn alone"


def test_same_captures_give_the_same_bytes_after_the_caches_are_emptied():
    source = BUSY["king-of-the-castle"]
    first = render_png(source, captured=("b2", "c4"), last_move="c2-c4")
    tiles.tile.cache_clear()
    tiles.capture_mark.cache_clear()
    tiles.foreground_mask.cache_clear()
    assert render_png(source, captured=("b2", "c4"), last_move="c2-c4") == first
