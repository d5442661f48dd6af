"""Text from cached glyphs: each character is rasterised once per size, then pasted.

Laying out a caption through FreeType on every render cost more than everything else in a
render but the PNG encoding (about 0.5 ms of 1.5); pasting cached glyph masks costs a tenth
of that.  Kerning is not applied, which at caption sizes no one sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from renderers import style


@dataclass(frozen=True)
class Glyph:
    mask: Image.Image | None  # None for a blank (a space)
    offset: tuple[int, int]  # from the pen position (top of the line) to the mask's corner
    advance: float


class GlyphSet:
    """The glyphs of Pillow's bundled font at one size."""

    def __init__(self, size: int) -> None:
        self.font = style.font(size)
        self._glyphs: dict[str, Glyph] = {}

    def glyph(self, char: str) -> Glyph:
        found = self._glyphs.get(char)
        if found is None:
            found = self._glyphs[char] = self._rasterise(char)
        return found

    def _rasterise(self, char: str) -> Glyph:
        # Whole pixels for a FreeType font (the stubs allow floats for other layouts).
        left, top, right, bottom = (int(edge) for edge in self.font.getbbox(char))
        advance = self.font.getlength(char)
        if right <= left or bottom <= top:
            return Glyph(None, (0, 0), advance)
        mask = Image.new("L", (right - left, bottom - top), 0)
        ImageDraw.Draw(mask).text((-left, -top), char, font=self.font, fill=255)
        return Glyph(mask, (left, top), advance)

    def length(self, text: str) -> float:
        """The width of ``text`` in pixels."""
        return sum(self.glyph(char).advance for char in text)

    def draw(self, target: Image.Image, xy: tuple[float, float], text: str, fill: int) -> float:
        """Draw ``text`` into the greyscale ``target`` at ``xy`` (top left); return the end x."""
        x, y = xy
        for char in text:
            glyph = self.glyph(char)
            if glyph.mask is not None:
                dx, dy = glyph.offset
                target.paste(fill, (round(x) + dx, round(y) + dy), glyph.mask)
            x += glyph.advance
        return x


@cache
def glyphs(size: int) -> GlyphSet:
    return GlyphSet(size)
