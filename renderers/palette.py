"""The one 256-colour palette every image shares.

Board images are palette ("P") images: PNG encodes a byte per pixel quickly, tiles paste by
copying indices, and GIF frames need a palette anyway.  One shared palette means every cached
tile can be pasted into every image without conversion.

Indices 0-15 are a ramp from the frame colour to the label colour, so anti-aliased text drawn
into a greyscale mask becomes palette indices through a lookup table (``ImageDraw`` cannot
anti-alias into a "P" image).  Then come the exact colours that carry meaning, then colours
chosen by median cut from sample tiles, for the anti-aliased edges between them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from PIL import Image

from renderers import style

RAMP_STEPS = 16
PALETTE_SIZE = 256


def ramp() -> list[style.RGB]:
    """Frame colour to label colour in ``RAMP_STEPS`` steps (indices 0..RAMP_STEPS-1)."""
    return [style.blend(style.FRAME, style.LABEL, i / (RAMP_STEPS - 1)) for i in range(RAMP_STEPS)]


def text_lut() -> list[int]:
    """Maps a greyscale text mask (0 = frame, 255 = label) to ramp indices."""
    return [round(value * (RAMP_STEPS - 1) / 255) for value in range(256)]


class Palette:
    """A fixed palette and the means to map RGB images onto it."""

    def __init__(self, exact: Iterable[style.RGB], samples: Iterable[Image.Image]) -> None:
        colours: list[style.RGB] = []
        for colour in [*ramp(), *exact]:
            if colour not in colours:
                colours.append(colour)
        room = PALETTE_SIZE - len(colours)
        placed = list(colours)
        for colour in _median_cut(list(samples), room):
            if len(colours) == PALETTE_SIZE:
                break
            # A colour a hair from a placed one adds nothing, and Pillow's mapping (a cache
            # of coarse colour cells) could then map the placed colour itself onto it.
            if not any(_close(colour, other) for other in placed):
                colours.append(colour)
        self.colours = colours
        flat = [channel for colour in colours for channel in colour]
        self.flat = flat + [0] * (3 * PALETTE_SIZE - len(flat))
        self._image = Image.new("P", (1, 1))
        self._image.putpalette(self.flat)

    def index(self, colour: style.RGB) -> int:
        """The index of a colour placed exactly (the ramp and the exact colours)."""
        return self.colours.index(colour)

    def quantize(self, image: Image.Image) -> Image.Image:
        """An RGB image as a "P" image on this palette, each pixel its nearest colour."""
        return image.convert("RGB").quantize(palette=self._image, dither=Image.Dither.NONE)

    def new(self, size: tuple[int, int], colour: style.RGB) -> Image.Image:
        """A blank "P" image on this palette."""
        image = Image.new("P", size, self.index(colour))
        image.putpalette(self.flat)
        return image


NEAR = 6  # channel difference below which a trained colour counts as a placed one


def _close(a: style.RGB, b: style.RGB) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= NEAR


def _median_cut(samples: list[Image.Image], count: int) -> list[style.RGB]:
    """Up to ``count`` colours that represent the sample images (deterministic)."""
    if not samples or count <= 0:
        return []
    width = max(sample.width for sample in samples)
    height = sum(sample.height for sample in samples)
    mosaic = Image.new("RGB", (width, height))
    y = 0
    for sample in samples:
        mosaic.paste(sample.convert("RGB"), (0, y))
        y += sample.height
    reduced = mosaic.quantize(
        colors=count, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
    )
    flat = reduced.getpalette() or []
    # A "P" image's colours are (count, palette index) pairs: the index is an int.
    used = sorted({cast(int, index) for _, index in reduced.getcolors(PALETTE_SIZE) or []})
    return [(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]) for i in used]
