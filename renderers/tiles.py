"""Square tiles: a square's background (colour, markers, last-move tint) with its piece on it,
and the capture cross of a square where the last move took a piece.

Every distinct look of a square is drawn once in RGB, mapped onto the shared palette and
cached; a render then only pastes ready tiles.  This is why a render costs little more than
the PNG encoding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageChops, ImageDraw

from renderers import sprites, style
from renderers.palette import Palette

S = style.SUPERSAMPLE
C = style.CELL


@dataclass(frozen=True, order=True)
class MarkLook:
    """A marker drawn on a square: ``kind`` from the view vocabulary, its side and piece."""

    kind: str
    side: str | None = None
    piece: str = ""


@dataclass(frozen=True)
class SquareLook:
    """Everything that decides how an empty square looks."""

    game: str
    light: bool
    marks: tuple[MarkLook, ...] = ()
    overlay: str | None = None  # "from", "to" or "path" of the last move
    highlight: bool = False
    captured: bool = False  # the last move took a piece here (drawn over the piece, if any)
    sent_home: bool = False  # the last move sent the piece here back home (or off to wait)


@dataclass(frozen=True)
class PieceLook:
    """Everything that decides how a piece looks (a view's piece less its letter)."""

    side: str
    kind: str
    flags: tuple[str, ...] = ()
    hp: int | None = None


# ----- markers ---------------------------------------------------------------------------------


def _overlay_canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (C * S, C * S), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def _inner_frame(
    draw: ImageDraw.ImageDraw, inset: float, width: float, colour: style.RGB
) -> None:
    draw.rectangle(
        [inset, inset, C * S - 1 - inset, C * S - 1 - inset], outline=colour, width=round(width)
    )


def _home_space(side: str) -> Image.Image:
    """King's Crossing Home space: a framed square with a house, visible around a piece."""
    image, draw = _overlay_canvas()
    _inner_frame(draw, S * 1, S * 5, style.INK[side])
    _inner_frame(draw, S * 2, S * 3, style.FILL[side])
    u = C * S / 2
    house = [(-0.34, 0.30), (0.34, 0.30), (0.34, -0.06), (0.0, -0.36), (-0.34, -0.06)]
    fill = (*style.FILL[side], 170)
    draw.polygon(
        [(u + x * u, u + y * u) for x, y in house], fill=fill, outline=style.INK[side], width=S * 2
    )
    return image


def _castle(side: str) -> Image.Image:
    """King o' the Castle castle: the square in the side's solid colour, a tower on it.

    Solid ivory or charcoal is unlike any board square, so the castle stays plain around an
    enemy King standing on it; the tower shows when it is empty.
    """
    image, draw = _overlay_canvas()
    size, fill, ink = C * S, style.FILL[side], style.INK[side]
    draw.rectangle([0, 0, size - 1, size - 1], fill=fill)
    draw.rectangle([S * 2, S * 2, size - 1 - S * 2, size - 1 - S * 2], outline=ink, width=S * 2)
    u = size / 2
    tower = [(u + x * u * 0.9, u + y * u * 0.9) for x, y in sprites.TOWER]
    draw.polygon(tower, fill=(*ink, 110))
    return image


def _choice() -> Image.Image:
    """A square the viewer may pick for a pending private decision: a green ring round the
    square's edge, so it shows around the piece standing there (the squares to choose hold
    the chooser's own men; a small ring in the middle was hidden under them)."""
    image, draw = _overlay_canvas()
    r, u = C * S * 0.47, C * S / 2
    draw.ellipse([u - r, u - r, u + r, u + r], outline=style.CHOICE, width=S * 3)
    return image


def _hatch(side: str) -> Image.Image:
    """A goal square that is not a whole edge line (a whole line is a band beside the board,
    see :mod:`renderers.goals`): diagonal hatching in the side's ink."""
    image, draw = _overlay_canvas()
    colour = (*style.INK[side], 70)
    for offset in range(-C * S, C * S, S * 10):
        draw.line([(offset, C * S), (offset + C * S, 0)], fill=colour, width=S * 2)
    return image


def _generic(side: str | None) -> Image.Image:
    """A marker kind this renderer does not know yet: a plain frame, so it is not lost."""
    image, draw = _overlay_canvas()
    _inner_frame(draw, S * 3, S * 3, style.INK[side] if side else style.LABEL)
    return image


@cache
def marker(game: str, mark: MarkLook) -> Image.Image:
    """The RGBA image of one marker, square-sized."""
    if mark.kind == "home":
        return sprites.home_marker(game, mark.side or "white", mark.piece or "man")
    if mark.kind == "home-space":
        image = _home_space(mark.side or "white")
    elif mark.kind == "castle":
        image = _castle(mark.side or "white")
    elif mark.kind == "choice":
        image = _choice()
    elif mark.kind == "goal":
        image = _hatch(mark.side or "white")
    else:
        image = _generic(mark.side)
    return image.reduce(S)


# ----- the capture cross ----------------------------------------------------------------------


def _cross(draw: ImageDraw.ImageDraw, cx: float, cy: float, arm: float, width: float) -> None:
    """An X of vermillion bars outlined in dark ink: the outline carries it on light squares,
    the vermillion on dark ones and on the last move's blue tint."""
    bars = [
        ((cx - arm, cy - arm), (cx + arm, cy + arm)),
        ((cx - arm, cy + arm), (cx + arm, cy - arm)),
    ]
    for bar_width, ink in ((width * 1.7, style.INK["white"]), (width, style.CAPTURED)):
        for a, b in bars:
            sprites.bar(draw, a, b, bar_width, ink)


@cache
def capture_mark(occupied: bool) -> Image.Image:
    """The RGBA mark of a square where the last move took a piece, square-sized.

    On an empty square: a cross in its middle, with no ring round it (a ring and a cross
    would read as a Checkers with Bosses diagonal piece).  On a square with a piece still on it
    (a boss that lost a hit point keeps its square): a small cross in the top-right corner,
    which no piece reaches, so the piece stays whole.
    """
    image, draw = _overlay_canvas()
    size = C * S
    if occupied:
        _cross(draw, size - S * 7.5, S * 7.5, S * 4, S * 2.4)
    else:
        _cross(draw, size / 2, size / 2, size * 0.17, S * 4.5)
    return image.reduce(S)


@cache
def sent_home_mark() -> Image.Image:
    """The RGBA mark of a square whose piece the last move sent back home (or off the board
    until its owner places it): a return arrow, three quarters of a circle ending in a head,
    in the capture's vermillion outlined in dark ink, unlike the X of a piece taken for good."""
    image, draw = _overlay_canvas()
    size = C * S
    centre, radius = size / 2, size * 0.24
    start, end = 200, 470  # degrees, clockwise from east: the gap is at the top left
    head_at = end % 360
    tip_angle = math.radians(head_at)
    tip = (centre + radius * math.cos(tip_angle), centre + radius * math.sin(tip_angle))
    along = (-math.sin(tip_angle), math.cos(tip_angle))  # clockwise tangent
    out = (math.cos(tip_angle), math.sin(tip_angle))
    head = size * 0.15
    for width, ink, grow in ((S * 9, style.INK["white"], S * 2.0), (S * 5, style.CAPTURED, 0.0)):
        outer = radius + width / 2  # an arc's width grows inward from its box
        box = [centre - outer, centre - outer, centre + outer, centre + outer]
        draw.arc(box, start, end, fill=ink, width=round(width))
        point = (tip[0] + along[0] * (head + grow), tip[1] + along[1] * (head + grow))
        wing = head * 0.8 + grow
        draw.polygon(
            [
                point,
                (
                    tip[0] + out[0] * wing - along[0] * grow,
                    tip[1] + out[1] * wing - along[1] * grow,
                ),
                (
                    tip[0] - out[0] * wing - along[0] * grow,
                    tip[1] - out[1] * wing - along[1] * grow,
                ),
            ],
            fill=ink,
        )
    return image.reduce(S)


# ----- squares and tiles -----------------------------------------------------------------------


@lru_cache(maxsize=2048)
def background(look: SquareLook) -> Image.Image:
    """The RGBA image of an empty square."""
    base = style.LIGHT_SQUARE if look.light else style.DARK_SQUARE
    if look.overlay:
        base = style.blend(base, style.LAST_MOVE, style.TINT[look.overlay])
    image = Image.new("RGBA", (C, C), (*base, 255))
    for mark in look.marks:
        image.alpha_composite(marker(look.game, mark))
    if look.highlight:
        draw = ImageDraw.Draw(image)
        draw.rectangle([1, 1, C - 2, C - 2], outline=style.HIGHLIGHT, width=4)
    return image


def rgb_tile(look: SquareLook, piece: PieceLook | None) -> Image.Image:
    """A square with its piece (and capture mark), in RGB."""
    image = background(look).copy()
    if piece is not None:
        image.alpha_composite(
            sprites.piece(look.game, piece.side, piece.kind, piece.flags, piece.hp)
        )
    if look.captured:
        image.alpha_composite(capture_mark(piece is not None))
    if look.sent_home:
        image.alpha_composite(sent_home_mark())
    return image.convert("RGB")


@lru_cache(maxsize=8192)
def tile(look: SquareLook, piece: PieceLook | None) -> Image.Image:
    """A square with its piece, as a "P" image on the shared palette."""
    return palette().quantize(rgb_tile(look, piece))


@lru_cache(maxsize=1024)
def foreground_mask(look: SquareLook, piece: PieceLook | None) -> Image.Image | None:
    """The "1" mask of what stands on a tile above its square: the piece's solid pixels and
    the capture mark's.  Pasting the tile through it puts them back over a chain's line
    (pastes are exact on palette images); None when nothing stands there."""
    masks = []
    if piece is not None:
        masks.append(sprites.solid_mask(look.game, piece.side, piece.kind, piece.flags, piece.hp))
    if look.captured:
        alpha = capture_mark(piece is not None).getchannel("A")
        masks.append(alpha.point(lambda a: 255 if a >= 128 else 0).convert("1"))
    if look.sent_home:
        alpha = sent_home_mark().getchannel("A")
        masks.append(alpha.point(lambda a: 255 if a >= 128 else 0).convert("1"))
    if not masks:
        return None
    mask = masks[0]
    for extra in masks[1:]:
        mask = ImageChops.logical_or(mask, extra)
    return mask


# ----- the shared palette ----------------------------------------------------------------------

# Every kind any game has, in a fixed order (the palette must come out the same every time).
_SAMPLE_KINDS = tuple(
    dict.fromkeys(kind for pieces in style.GAME_PIECES.values() for kind in pieces.letters.values())
)
_SAMPLE_FLAGS: tuple[tuple[tuple[str, ...], int | None], ...] = (
    ((), None),
    (("crowned",), None),
    (("boss",), 3),
    (("crossed",), None),
    (("trapped",), None),
    (("hidden",), None),
)
_SAMPLE_MARKS = (
    MarkLook("home-space", "white"),
    MarkLook("home-space", "black"),
    MarkLook("castle", "white"),
    MarkLook("castle", "black"),
    MarkLook("home", "white", "rook"),
    MarkLook("home", "black", "knight"),
    MarkLook("choice"),
    MarkLook("goal", "white", "knight"),
    MarkLook("goal", "black", "rook"),
)


def _samples() -> list[Image.Image]:
    """Tiles that show every colour an image uses, for the palette's median cut."""
    looks = [
        SquareLook("sample", light, (), overlay, highlight)
        for light in (True, False)
        for overlay in (None, "from", "to")
        for highlight in (False, True)
    ]
    looks += [
        SquareLook("sample", light, (mark,)) for light in (True, False) for mark in _SAMPLE_MARKS
    ]
    looks += [
        SquareLook("sample", light, (), overlay, captured=True)
        for light in (True, False)
        for overlay in (None, "path")
    ]
    looks += [
        SquareLook("sample", light, (), overlay, sent_home=True)
        for light in (True, False)
        for overlay in (None, "from")
    ]
    out = [rgb_tile(look, None) for look in looks]
    out += [
        rgb_tile(
            SquareLook("sample", light, captured=True), PieceLook("white", "man", ("boss",), 2)
        )
        for light in (True, False)
    ]
    for kind in _SAMPLE_KINDS:
        for flags, hp in _SAMPLE_FLAGS:
            for side in ("white", "black"):
                for light in (True, False):
                    look = SquareLook("sample", light)
                    out.append(rgb_tile(look, PieceLook(side, kind, flags, hp)))
    return out


def _exact_colours() -> list[style.RGB]:
    squares = [style.LIGHT_SQUARE, style.DARK_SQUARE]
    tints = [
        style.blend(sq, style.LAST_MOVE, amount) for sq in squares for amount in style.TINT.values()
    ]
    return [
        style.FRAME,
        style.LABEL,
        *squares,
        *tints,
        *style.FILL.values(),
        *style.INK.values(),
        style.LAST_MOVE,
        style.HIGHLIGHT,
        style.TRAPPED,
        style.CAPTURED,
        style.HIDDEN,
        style.CHOICE,
    ]


@cache
def palette() -> Palette:
    """The palette, trained once per process on sample tiles (deterministically)."""
    return Palette(_exact_colours(), _samples())
