"""Piece sprites: one transparent image per look of a piece, drawn once and cached.

A piece is a body (a disc; an octagon for a boss) in its side's fill with an outline in its
side's ink, and an emblem in that ink that names its kind by shape, so kinds and flags read
without colour.  Sprites are drawn ``SUPERSAMPLE`` times larger and reduced, which gives smooth
edges without anti-aliasing support in ``ImageDraw``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw

from renderers import style

Point = tuple[float, float]
EMBLEM_SHARE = 0.68  # a lone emblem's body radius as a share of its image: fills it, uncut
Ink = tuple[int, ...]  # RGB, or RGBA where a marker is translucent
Emblem = Callable[[ImageDraw.ImageDraw, float, float, float, Ink], None]

# A horse head facing left, in units of the body radius (y grows downward).
HORSE: tuple[Point, ...] = (
    (0.38, 0.62),
    (-0.30, 0.62),
    (-0.16, 0.22),
    (-0.50, 0.10),
    (-0.60, -0.08),
    (-0.42, -0.30),
    (-0.16, -0.48),
    (-0.10, -0.72),
    (0.06, -0.50),
    (0.30, -0.42),
    (0.46, -0.10),
    (0.46, 0.30),
)
# A tower with three merlons, in units of the body radius.
TOWER: tuple[Point, ...] = (
    (-0.46, 0.56),
    (0.46, 0.56),
    (0.46, 0.40),
    (0.30, 0.40),
    (0.30, -0.22),
    (0.44, -0.22),
    (0.44, -0.56),
    (0.26, -0.56),
    (0.26, -0.40),
    (0.09, -0.40),
    (0.09, -0.56),
    (-0.09, -0.56),
    (-0.09, -0.40),
    (-0.26, -0.40),
    (-0.26, -0.56),
    (-0.44, -0.56),
    (-0.44, -0.22),
    (-0.30, -0.22),
    (-0.30, 0.40),
    (-0.46, 0.40),
)
# A three-pointed crown, in units of the body radius.
CROWN: tuple[Point, ...] = (
    (-0.52, 0.36),
    (0.52, 0.36),
    (0.60, -0.34),
    (0.28, -0.04),
    (0.0, -0.48),
    (-0.28, -0.04),
    (-0.60, -0.34),
)


def _polygon(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, shape: tuple[Point, ...], ink: Ink
) -> None:
    draw.polygon([(cx + x * r, cy + y * r) for x, y in shape], fill=ink)


def bar(draw: ImageDraw.ImageDraw, a: Point, b: Point, width: float, ink: Ink) -> None:
    """A thick line with round ends (``ImageDraw.line`` ends are square)."""
    draw.line([a, b], fill=ink, width=round(width))
    for x, y in (a, b):
        draw.ellipse([x - width / 2, y - width / 2, x + width / 2, y + width / 2], fill=ink)


def _rays(angles: tuple[float, ...]) -> Emblem:
    """An emblem of bars through the centre at ``angles``: the directions a piece moves."""

    def draw_rays(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
        for angle in angles:
            dx, dy = math.cos(angle) * r * 0.5, math.sin(angle) * r * 0.5
            bar(draw, (cx - dx, cy - dy), (cx + dx, cy + dy), r * 0.17, ink)

    return draw_rays


def _shape(points: tuple[Point, ...]) -> Emblem:
    def draw_shape(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
        _polygon(draw, cx, cy, r, points, ink)

    return draw_shape


def _ring(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A checker's inner ring: the plain piece (man, counter)."""
    inner = r * 0.58
    draw.ellipse(
        [cx - inner, cy - inner, cx + inner, cy + inner], outline=ink, width=round(r * 0.09)
    )


def _dot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A page: the smallest piece, marked with a dot."""
    inner = r * 0.26
    draw.ellipse([cx - inner, cy - inner, cx + inner, cy + inner], fill=ink)


def _lock(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A padlock: a crossed counter is locked in place."""
    body = (cx - r * 0.36, cy - r * 0.08, cx + r * 0.36, cy + r * 0.46)
    draw.rounded_rectangle(body, radius=r * 0.08, fill=ink)
    shackle = (cx - r * 0.24, cy - r * 0.46, cx + r * 0.24, cy + r * 0.10)
    draw.arc(shackle, 180, 360, fill=ink, width=round(r * 0.11))
    for x in (shackle[0], shackle[2]):
        draw.line([(x, cy - r * 0.18), (x, cy - r * 0.04)], fill=ink, width=round(r * 0.11))


EMBLEMS: dict[str, Emblem] = {
    "man": _ring,
    "counter": _ring,
    "king": _shape(CROWN),
    "knight": _shape(HORSE),
    "rook": _shape(TOWER),
    "page": _dot,
    "diagonal": _rays((math.pi / 4, -math.pi / 4)),
    "orthogonal": _rays((0.0, math.pi / 2)),
    "compound": _rays((0.0, math.pi / 2, math.pi / 4, -math.pi / 4)),
}


def _octagon(cx: float, cy: float, r: float) -> list[Point]:
    step = math.pi / 4
    return [
        (cx + r * math.cos(step * (i + 0.5)), cy + r * math.sin(step * (i + 0.5))) for i in range(8)
    ]


def _body(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Ink, ink: Ink, boss: bool
) -> None:
    """The piece's body: a disc, or an octagon for a boss, filled and outlined."""
    width = round(r * 0.09)
    if boss:
        draw.polygon(_octagon(cx, cy, r), fill=fill, outline=ink, width=width)
    else:
        box = [cx - r, cy - r, cx + r, cy + r]
        draw.ellipse(box, fill=fill, outline=ink, width=width)


def _hp_badge(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, side: str, hp: int
) -> None:
    """A boss's hit points in a badge at its lower right, inverted so it stands out."""
    br = r * 0.46
    bx, by = cx + r * 0.62, cy + r * 0.62
    draw.ellipse(
        [bx - br, by - br, bx + br, by + br],
        fill=style.INK[side],
        outline=style.FILL[side],
        width=round(r * 0.06),
    )
    text_font = style.font(round(br * 1.7))
    draw.text(
        (bx, by),
        str(hp),
        font=text_font,
        fill=style.FILL[side],
        anchor="mm",
        stroke_width=round(br * 0.06),
        stroke_fill=style.FILL[side],
    )


def _trapped_bars(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Three vertical bars over the piece, as a cage: it is trapped and cannot move.  Bars,
    not the X of a capture, so a trapped piece and a captured one's square never look alike."""
    for dx in (-0.5, 0.0, 0.5):
        x = cx + dx * r
        half = r * (1 - (dx * dx)) ** 0.5 * 0.92
        a, b = (x, cy - half), (x, cy + half)
        bar(draw, a, b, r * 0.24, style.INK["white"])
        bar(draw, a, b, r * 0.13, style.TRAPPED)


def _hidden_ring(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A dashed ring: this King is hidden from the opponent and only its owner sees it."""
    rr = r * 1.08
    for start in range(0, 360, 30):
        draw.arc(
            [cx - rr, cy - rr, cx + rr, cy + rr],
            start,
            start + 18,
            fill=style.HIDDEN,
            width=round(r * 0.12),
        )


@cache
def piece(game: str, side: str, kind: str, flags: tuple[str, ...], hp: int | None) -> Image.Image:
    """The RGBA sprite (one square in size) of a piece as a view describes it."""
    size = style.CELL * style.SUPERSAMPLE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    boss = "boss" in flags
    r = size * style.piece_scale(game, kind, flags) / 2
    cx = cy = size / 2
    fill, ink = style.FILL[side], style.INK[side]
    if "hidden" in flags:
        r *= 0.9
    if "crowned" in flags:
        # A crowned piece is a stack of two, as a king in draughts: a second body peeks below.
        cy -= r * 0.07
        r *= 0.92
        _body(draw, cx, cy + r * 0.16, r, fill, ink, boss)
    _body(draw, cx, cy, r, fill, ink, boss)
    EMBLEMS.get(kind, _ring)(draw, cx, cy, r * (0.86 if boss else 1.0), ink)
    if "crossed" in flags:
        _lock(draw, cx, cy, r, ink)
    if "hidden" in flags:
        _hidden_ring(draw, cx, cy, r)
    if boss and hp is not None:
        _hp_badge(draw, cx, cy, r, side, hp)
    if "trapped" in flags:
        _trapped_bars(draw, cx, cy, r)
    return image.reduce(style.SUPERSAMPLE)


@cache
def solid_mask(
    game: str, side: str, kind: str, flags: tuple[str, ...], hp: int | None
) -> Image.Image:
    """The mostly opaque pixels of a sprite, as a "1" mask: pasting a tile through it puts a
    piece back over a chain's line without its square (pastes are exact on palette images)."""
    alpha = piece(game, side, kind, flags, hp).getchannel("A")
    return alpha.point(lambda a: 255 if a >= 128 else 0).convert("1")


@cache
def home_marker(game: str, side: str, kind: str) -> Image.Image:
    """A home square (Charing Cross: where a jumped piece returns): a thin frame in the side's
    ink and the kind's emblem small in the lower-left corner, where no piece reaches.

    Nothing round and nothing at the centre, so an empty home square never looks like a piece,
    and the marker stays visible around a piece standing on it.
    """
    size = style.CELL * style.SUPERSAMPLE
    s = style.SUPERSAMPLE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    ink = (*style.INK[side], 200)
    inset = 3 * s
    draw.rectangle([inset, inset, size - 1 - inset, size - 1 - inset], outline=ink, width=2 * s)
    badge = 15 * s
    corner = (inset + s, size - inset - s - badge)
    draw.rectangle(
        [corner[0], corner[1], corner[0] + badge, corner[1] + badge],
        fill=style.FILL[side],
        outline=style.INK[side],
        width=s,
    )
    middle = (corner[0] + badge / 2, corner[1] + badge / 2)
    EMBLEMS.get(kind, _ring)(draw, middle[0], middle[1], badge * 0.5, style.INK[side])
    return image.reduce(style.SUPERSAMPLE)


@cache
def emblem(side: str, kind: str, size: int) -> Image.Image:
    """A piece's emblem alone, in its side's ink, ``size`` pixels square: drawn on a goal band
    it says which kind of piece has that goal."""
    big = size * style.SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    EMBLEMS.get(kind, _ring)(draw, big / 2, big / 2, big * EMBLEM_SHARE, style.INK[side])
    return image.reduce(style.SUPERSAMPLE)
