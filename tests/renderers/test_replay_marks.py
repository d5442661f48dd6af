"""A replay's frames carry the marks of the move's own board: a piece sent home gets the
return arrow (not a capture's cross), and every counter of a phalanx that moved is tinted as
the move's squares.  Sampled from the decoded GIF at points computed from the squares'
geometry, as in test_marks."""

from __future__ import annotations

import io

from PIL import Image

from renderers import Frame, render_gif, style
from renderers.board import layout_for
from tests.renderers.test_marks import VERMILLION, _near
from tests.renderers.views import piece, view


def _frame(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _plain(layout, square: str) -> tuple[int, int, int]:
    file, rank = ord(square[0]) - ord("a"), int(square[1:]) - 1
    return style.LIGHT_SQUARE if layout.is_light(file, rank) else style.DARK_SQUARE


def test_a_piece_sent_home_gets_the_return_arrow_in_a_replay():
    shown = view("kings-crossing", {"b5": piece("white", "man")}, [])
    layout = layout_for(shown)
    image = _frame(render_gif([Frame(shown, "b4-b5", 3, captured=("a3",), sent_home=("c3",))]))
    cell = style.CELL
    # The capture: a cross, vermillion on its diagonals.
    cx, cy = layout.centre("a3")
    assert _near(image, (cx + 0.12 * cell, cy + 0.12 * cell), VERMILLION)
    assert _near(image, (cx, cy), VERMILLION)  # a cross passes through the centre
    # Sent home: a ring round the centre and nothing at it, where a cross would be.
    cx, cy = layout.centre("c3")
    assert _near(image, (cx + 0.24 * cell, cy), VERMILLION)
    assert not _near(image, (cx, cy), VERMILLION, radius=3)


def test_every_counter_of_a_phalanx_that_moved_is_tinted_in_a_replay():
    # a1-a2 carried the pair a1-a2 to a2-a3: a1 left, a2 and a3 reached.
    after = view("crossings", {"a2": piece("white", "counter"), "a3": piece("white", "counter")})
    layout = layout_for(after)
    marked = _frame(render_gif([Frame(after, "a1-a2", 1, moved=("a1", "a2", "a3"))]))
    unmarked = _frame(render_gif([Frame(after, "a1-a2", 1)]))
    corner = 0.42 * style.CELL  # off the piece's body, on the square's own colour or tint
    for square in ("a1", "a2", "a3"):
        cx, cy = layout.centre(square)
        assert marked.getpixel((round(cx + corner), round(cy + corner))) != _plain(layout, square)
    # Without the group only the named move's two squares are tinted: the head a3 is plain.
    cx, cy = layout.centre("a3")
    assert unmarked.getpixel((round(cx + corner), round(cy + corner))) == _plain(layout, "a3")
