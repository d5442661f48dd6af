"""A review board against its data: the position before the move (nothing moved, no last-move
tint), the played move and the better one as arrows of their two colours along their own
squares, and a caption that names both in the words it is given."""

from __future__ import annotations

import io

from PIL import Image

import games
from renderers import style
from renderers.board import layout_for
from renderers.review import ARROWS, BETTER, PLAYED, ReviewWords, render_review_png, review_legend

OPENING = [
    "a4-b3",
    "e1-e2",
    "a5-b4",
    "d1-f3",
    "@d1",
    "b4-c3",
    "d1-d2",
    "c3-d4",
    "d2-d3",
    "d4-e3",
    "h4-g5",
]


def _position():
    game = games.get("charing-cross")
    state = game.start()
    for move in OPENING:
        state = game.play(state, game.parse_move(state, move))
    return game.view(state, "white")


# The caption's words as the service gives them (bot/service/review.py, in the reader's
# language: tests/learning/test_review.py checks them).
WORDS = ReviewWords("Charing Cross · before move 6", "played b3-c2", "better b3-c3")


def _image(view, perspective="white"):
    data = render_review_png(view, WORDS, played="b3-c2", better="b3-c3", perspective=perspective)
    return Image.open(io.BytesIO(data)).convert("RGB")


def _along(layout, start, end, share):
    """The pixel ``share`` of the way from the centre of ``start`` to that of ``end``."""
    (x0, y0), (x1, y1) = layout.centre(start), layout.centre(end)
    return round(x0 + (x1 - x0) * share), round(y0 + (y1 - y0) * share)


def test_each_arrow_runs_along_its_own_move_in_its_own_colour():
    view = _position()
    for perspective in ("white", "black"):
        image, layout = _image(view, perspective), layout_for(view, perspective)
        assert image.getpixel(_along(layout, "b3", "c2", 0.55)) == ARROWS[PLAYED].colour
        assert image.getpixel(_along(layout, "b3", "c3", 0.55)) == ARROWS[BETTER].colour
        assert ARROWS[PLAYED].colour != ARROWS[BETTER].colour


def test_the_board_is_the_position_before_the_move_and_claims_no_last_move():
    view = _position()
    assert view["pieces"]["b3"]["side"] == "white" and "c2" not in view["pieces"]
    image, layout = _image(view), layout_for(view)
    # The piece still stands on b3: its fill shows beside the arrow's tail.
    x, y = layout.centre("b3")
    assert image.getpixel((round(x - 14), round(y + 12))) == style.FILL["white"]
    # c2 is a plain square (no last-move tint): sampled in a corner the arrow does not reach.
    left, top = layout.origin(2, 1)
    light = layout.is_light(2, 1)
    plain = style.LIGHT_SQUARE if light else style.DARK_SQUARE
    assert image.getpixel((left + style.CELL - 4, top + style.CELL - 4)) == plain


def test_the_caption_names_both_colours_with_the_words_it_is_given():
    assert review_legend(WORDS) == [
        (ARROWS[PLAYED].colour, "played b3-c2"),
        (ARROWS[BETTER].colour, "better b3-c3"),
    ]
    image, layout = _image(_position()), layout_for(_position())
    strip = image.crop((0, layout.caption_top, image.width, image.height))
    colours = {rgb for _, rgb in strip.getcolors(1 << 16)}
    assert ARROWS[PLAYED].colour in colours and ARROWS[BETTER].colour in colours


def test_a_placement_is_a_ring_on_its_square():
    game = games.get("charing-cross")
    state = game.start()
    for move in OPENING[:4]:
        state = game.play(state, game.parse_move(state, move))
    view = game.view(state, game.to_move(state))
    words = ReviewWords("Charing Cross · before move 3", "played @e1", "better @d1")
    data = render_review_png(view, words, played="@e1", better="@d1")
    image, layout = Image.open(io.BytesIO(data)).convert("RGB"), layout_for(view)
    for square, role in (("e1", PLAYED), ("d1", BETTER)):
        x, y = layout.centre(square)
        ring = round(style.CELL * 0.36) - 2 - ARROWS[role].width // 2
        assert image.getpixel((round(x), round(y - ring))) == ARROWS[role].colour, square
