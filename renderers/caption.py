"""The caption strip under the board: game, move number, who decides now, the last move.

Text is drawn anti-aliased into a greyscale mask and turned into palette indices through the
palette's ramp (``ImageDraw`` cannot anti-alias into a palette image).  Brightness in the mask
is emphasis: the status is drawn at full brightness, the rest dimmer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from renderers import style
from renderers.glyphs import GlyphSet, glyphs
from renderers.palette import text_lut
from renderers.status import is_private, status
from renderers.tiles import palette

TITLE_SIZE = 16
STATUS_SIZE = 15
PAD = 8
DISC = 18
DIM = 165  # mask brightness of secondary text
# More characters than any caption can show (a few pixels each across at most a board's
# width): longer texts are cut to this before they are measured, so fitting costs the same
# for a 40-character move and a 1 MB one.
MAX_CHARS = 300
_LUT = text_lut()


def move_label(move_number: int | None) -> str:
    """How a move number reads: ``start`` for the position before any move, ``move N`` after
    the N-th move (one turn of one side; the decisions of one turn share its number), and
    nothing when no number is given.  One numbering for every image and message."""
    if move_number is None:
        return ""
    if move_number < 0:
        raise ValueError(f"A move number is 0 (the start) or more, not {move_number}.")
    return "start" if move_number == 0 else f"move {move_number}"


def title_line(view: Mapping[str, Any], move_number: int | None) -> str:
    """The game and which position this is: ``start``, or ``after move N``; on a private
    image "Private view" instead of the game's name (the player knows the game; a narrow
    board has room for one of the two).

    "after": the text sent with a board names the move to be played next (``move 95``),
    and a caption reading ``move 94`` beside it looked like a second numbering."""
    title = "Private view" if is_private(view) else str(view.get("title") or view.get("game") or "")
    label = move_label(move_number)
    if move_number:
        label = f"after {label}"
    return f"{title} · {label}" if label else title


@dataclass(frozen=True)
class CaptionWords:
    """A caption's words in its reader's language, formatted by the host (a renderer cannot
    reach the catalogue): the title line, the status words, the outcome's reason and the
    last move's words (``last a4-b5``), each '' for none."""

    title: str
    status: str
    reason: str = ""
    last: str = ""


def english_words(
    view: Mapping[str, Any], move_number: int | None, last_move: str | None
) -> CaptionWords:
    """The caption's words in English, as an image drawn without its reader's words shows."""
    _side, words, reason = status(view)
    last = f"last {last_move[:MAX_CHARS]}" if last_move else ""
    return CaptionWords(title_line(view, move_number), words, reason, last)


def _fit(text: str, size: int, room: float, *, words: bool = False) -> str:
    """``text``, cut short with an ellipsis if it is wider than ``room`` pixels.

    With ``words`` the cut falls between words where one can: a reason cut mid-word ("White
    captured Bl…") reads as a rendering fault, not as a shortened sentence.
    """
    font = glyphs(size)
    if font.length(text) <= room:
        return text
    cut = text[: _longest_prefix(font, text, room - font.length("…"))]
    if words and cut and not text[len(cut)].isspace():
        whole = cut.rsplit(" ", 1)[0]
        if whole.strip(" ·"):  # something is left besides the separator
            cut = whole
    return cut.rstrip(" ·") + "…"


def _longest_prefix(font: GlyphSet, text: str, room: float) -> int:
    """How many characters of ``text`` fit in ``room`` pixels: one pass over the advances,
    so a caption is fitted in linear time however long the text (a 5,000-character move text
    once took a second to fit by cutting one character at a time and measuring again)."""
    width = 0.0
    for count, char in enumerate(text):
        width += font.glyph(char).advance
        if width > room:
            return count
    return len(text)


def _detail(reason: str, last: str, size: int, room: float) -> str:
    """What follows the status: the reason (if any) and the last move, as much as fits.

    A shortened reason is cut between words; a move text is cut anywhere (it has no words).
    """
    font = glyphs(size)
    for parts in ((reason, last), (last,), (reason,)):
        text = " · ".join(p for p in parts if p)
        if text and font.length(" · " + text) <= room:
            return " · " + text
    if last:
        return _fit(" · " + last, size, room)
    return _fit(" · " + reason, size, room, words=True) if reason else ""


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
    words: CaptionWords | None = None,
) -> None:
    """Draw the caption strip into ``canvas`` from pixel row ``top`` down, in ``words`` (the
    reader's language; None: English)."""
    said = words or english_words(view, move_number, last_move)
    width = canvas.width
    mask = Image.new("L", (width, style.CAPTION), 0)
    room = width - 2 * PAD
    title = _fit(said.title[:MAX_CHARS], TITLE_SIZE, room)
    glyphs(TITLE_SIZE).draw(mask, (PAD, 4), title, 255)
    side = status(view)[0]
    reason = said.reason[:MAX_CHARS]
    x: float = PAD + DISC + 6
    y = 26
    shown = _fit(said.status[:MAX_CHARS], STATUS_SIZE, width - PAD - x)
    x = glyphs(STATUS_SIZE).draw(mask, (x, y), shown, 255)
    detail = _detail(reason, said.last[:MAX_CHARS], STATUS_SIZE, width - PAD - x)
    glyphs(STATUS_SIZE).draw(mask, (x, y), detail, DIM)
    strip = Image.frombytes("P", mask.size, mask.point(_LUT).tobytes())
    canvas.paste(strip, (0, top))
    canvas.paste(_disc(side), (PAD, top + y))


SWATCH = 22  # width of a legend's colour sample (a short arrow)


def draw_legend_caption(
    canvas: Image.Image,
    top: int,
    title: str,
    side: str | None,
    legend: Sequence[tuple[style.RGB, str]],
) -> None:
    """A caption whose second line is a legend: the disc of ``side`` (the side to move), then
    for each entry a short arrow in its colour and its words ("played b3-c2")."""
    width = canvas.width
    mask = Image.new("L", (width, style.CAPTION), 0)
    glyphs(TITLE_SIZE).draw(
        mask, (PAD, 4), _fit(title[:MAX_CHARS], TITLE_SIZE, width - 2 * PAD), 255
    )
    y = 26
    x: float = PAD + DISC + 6
    samples: list[tuple[style.RGB, float]] = []
    font = glyphs(STATUS_SIZE)
    for colour, words in legend:
        room = width - PAD - x - SWATCH - 6
        if room <= font.length("…"):
            break
        samples.append((colour, x))
        text = _fit(words[:MAX_CHARS], STATUS_SIZE, room)
        x = font.draw(mask, (x + SWATCH + 6, y), text, 255) + 14
    strip = Image.frombytes("P", mask.size, mask.point(_LUT).tobytes())
    canvas.paste(strip, (0, top))
    canvas.paste(_disc(side), (PAD, top + y))
    draw = ImageDraw.Draw(canvas)
    pal = palette()
    middle = top + y + DISC / 2
    for colour, x in samples:
        index = pal.index(colour)
        draw.line([x, middle, x + SWATCH - 7, middle], fill=index, width=5)
        draw.polygon(
            [(x + SWATCH, middle), (x + SWATCH - 8, middle - 6), (x + SWATCH - 8, middle + 6)],
            fill=index,
        )
