"""The caption strip under the board: game, move number, who decides now, the last move.

Text is drawn anti-aliased into a greyscale mask and turned into palette indices through the
palette's ramp (``ImageDraw`` cannot anti-alias into a palette image).  Brightness in the mask
is emphasis: the status is drawn at full brightness, the rest dimmer.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from renderers import style
from renderers.glyphs import glyphs
from renderers.palette import text_lut
from renderers.status import is_private, status
from renderers.tiles import palette

TITLE_SIZE = 16
STATUS_SIZE = 15
PAD = 8
DISC = 18
DIM = 165  # mask brightness of secondary text
_LUT = text_lut()


def title_line(view: Mapping[str, Any], move_number: int | None) -> str:
    """The game and move number; on a private image "Private view" instead of the game's
    name (the player knows the game; a narrow board has room for one of the two)."""
    title = "Private view" if is_private(view) else str(view.get("title") or view.get("game") or "")
    return title if move_number is None else f"{title} · move {move_number}"


def _fit(text: str, size: int, room: float) -> str:
    """``text``, cut short with an ellipsis if it is wider than ``room`` pixels."""
    font = glyphs(size)
    if font.length(text) <= room:
        return text
    while text and font.length(text + "…") > room:
        text = text[:-1]
    return text.rstrip(" ·") + "…"


def _detail(reason: str, last_move: str | None, size: int, room: float) -> str:
    """What follows the status: the reason (if any) and the last move, as much as fits."""
    last = f"last {last_move}" if last_move else ""
    font = glyphs(size)
    for parts in ((reason, last), (last,), (reason,)):
        text = " · ".join(p for p in parts if p)
        if text and font.length(" · " + text) <= room:
            return " · " + text
    return _fit(" · " + (last or reason), size, room) if (last or reason) else ""


@cache
def _disc(side: str | None) -> Image.Image:
    """The side-to-move indicator: a small piece on a chip of board colour.

    The chip matters for Black: a charcoal disc straight on the dark frame would read as an
    empty ring.
    """
    size, s = DISC * style.SUPERSAMPLE, style.SUPERSAMPLE
    image = Image.new("RGB", (size, size), style.FRAME)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([0, 0, size - 1, size - 1], radius=3 * s, fill=style.LIGHT_SQUARE)
    inset = 2 * s
    box = [inset, inset, size - 1 - inset, size - 1 - inset]
    if side in style.FILL:
        draw.ellipse(box, fill=style.FILL[side], outline=style.INK[side], width=s * 3 // 2)
    else:
        draw.ellipse(box, outline=style.DARK_SQUARE, width=2 * s)
    return palette().quantize(image.reduce(s))


def draw_caption(
    canvas: Image.Image,
    top: int,
    view: Mapping[str, Any],
    move_number: int | None,
    last_move: str | None,
) -> None:
    """Draw the caption strip into ``canvas`` from pixel row ``top`` down."""
    width = canvas.width
    mask = Image.new("L", (width, style.CAPTION), 0)
    room = width - 2 * PAD
    title = _fit(title_line(view, move_number), TITLE_SIZE, room)
    glyphs(TITLE_SIZE).draw(mask, (PAD, 4), title, 255)
    side, words, reason = status(view)
    x, y = PAD + DISC + 6, 26
    words = _fit(words, STATUS_SIZE, width - PAD - x)
    x = glyphs(STATUS_SIZE).draw(mask, (x, y), words, 255)
    detail = _detail(reason, last_move, STATUS_SIZE, width - PAD - x)
    glyphs(STATUS_SIZE).draw(mask, (x, y), detail, DIM)
    strip = Image.frombytes("P", mask.size, mask.point(_LUT).tobytes())
    canvas.paste(strip, (0, top))
    canvas.paste(_disc(side), (PAD, top + y))
