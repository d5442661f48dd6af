"""A Stealth King set-up message says what its picture shows and shows what it says, for
both players: the legend names the green ring, and the picture has ring-green pixels on each
square the message asks to choose from, and nowhere else."""

from __future__ import annotations

import io
import re

from PIL import Image

from bot.markup import plain
from games.core.notation import squares_in
from renderers import style
from renderers.board import layout_for
from renderers.layout import parse_square
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer

RING = "green ring = a square you may choose"


def green_squares(png: bytes, view, side: str) -> set[str]:
    """The squares of the picture holding pixels of the choice ring's exact colour (and
    none of that colour off the squares)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    layout = layout_for(view, side)
    boxes = {}
    for file in range(layout.files):
        for rank in range(layout.ranks):
            left, top = layout.origin(file, rank)
            boxes[f"{chr(ord('a') + file)}{rank + 1}"] = (left, top)
    squares = set()
    for x in range(image.width):
        for y in range(image.height):
            if image.getpixel((x, y)) != style.CHOICE:
                continue
            (square,) = [
                name
                for name, (left, top) in boxes.items()
                if left <= x < left + style.CELL and top <= y < top + style.CELL
            ]
            squares.add(square)
    return squares


async def test_each_players_setup_picture_rings_the_squares_its_text_offers(service):
    offer = await service.challenge(
        ALICE, "kings-crossing", opponent=BOB, colour="white", options={"stealth": True}
    )
    started = await service.accept(local_viewer(BOB), offer.challenge_id)
    seen = {}
    for message in started.private:
        side = "white" if message.user_id == ALICE else "black"
        text = plain(message.text)
        assert RING in text, text
        offered = {plain(c.label) for c in message.prompt.choices if plain(c.label) != "Random"}
        assert all(len(squares_in(label)) == 1 for label in offered)
        ringed = green_squares(message.image.data, message.image.view, side)
        assert ringed == offered, (side, ringed, offered)
        seen[side] = ringed
    assert set(seen) == {"white", "black"}
    # White's home rows, Black's home rows: each ring on its own men.
    assert all(parse_square(sq)[1] <= 1 for sq in seen["white"])
    assert all(parse_square(sq)[1] >= 6 for sq in seen["black"])
    assert not re.search(r"green ring", plain(started.text or ""))
