"""A phalanx move marks every counter that moved, in the text and on the board."""

from __future__ import annotations

import io

from PIL import Image

from bot.markup import plain
from renderers import style
from renderers.board import layout_for
from renderers.layout import parse_square
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer


def _corner(image: Image.Image, view, square: str) -> tuple[int, int, int]:
    """The colour of a square's corner, where no piece reaches."""
    layout = layout_for(view)
    left, top = layout.origin(*parse_square(square))
    return image.getpixel((left + 3, top + 3))


def _tinted(view, square: str, role: str) -> tuple[int, int, int]:
    file, rank = parse_square(square)
    base = style.LIGHT_SQUARE if layout_for(view).is_light(file, rank) else style.DARK_SQUARE
    return style.blend(base, style.LAST_MOVE, style.TINT[role])


async def test_the_pair_c8_b7_is_told_and_drawn_as_a_pair(service):
    reply = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    await service.move(local_viewer(ALICE), match_id, "a2-a3")
    moved = await service.move(local_viewer(BOB), match_id, "c8-b7")
    assert "played c8-b7 (the pair c8\u2013b7 to b7\u2013a6)" in plain(moved.text)
    view = moved.image.view
    assert {sq for sq in ("b7", "a6", "c8") if sq in view["pieces"]} == {"b7", "a6"}
    image = Image.open(io.BytesIO(moved.image.data)).convert("RGB")
    assert _corner(image, view, "c8") == _tinted(view, "c8", "from")
    for square in ("b7", "a6"):
        assert _corner(image, view, square) == _tinted(view, square, "to"), square
    # A single counter's step marks its two squares only.
    single = await service.move(local_viewer(ALICE), match_id, "h2-h3")
    assert "(the pair" not in plain(single.text)
    image = Image.open(io.BytesIO(single.image.data)).convert("RGB")
    assert _corner(image, single.image.view, "h4") not in (
        _tinted(single.image.view, "h4", "to"),
        _tinted(single.image.view, "h4", "from"),
    )


async def test_a_piece_sent_home_gets_a_return_arrow_and_the_legend_says_so(service):
    """White's a4 knight jumps its own a5 knight, which leaves the board to be placed at home:
    the reply explains the return arrow (and no cross), drawn on a5 (vermillion on its ring,
    none on the diagonals where a capture's cross would be)."""
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    jumped = await service.move(local_viewer(ALICE), match_id, "a4-a6")
    text = plain(jumped.text)
    assert "return arrow = a piece sent home from there" in text
    assert "cross =" not in text
    assert "framed square, emblem in its corner = that piece's home square" in text
    view = jumped.image.view
    image = Image.open(io.BytesIO(jumped.image.data)).convert("RGB")
    cx, cy = layout_for(view).centre("a5")
    cell = style.CELL
    assert image.getpixel((round(cx + 0.24 * cell), round(cy))) == style.CAPTURED
    assert image.getpixel((round(cx + 0.12 * cell), round(cy + 0.12 * cell))) != style.CAPTURED
