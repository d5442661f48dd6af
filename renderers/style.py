"""Colours, sizes and fonts of every board image, in one place.

Colours come from the Okabe-Ito set where they carry meaning (last move, highlights, trapped
pieces), because those stay distinct under the common colour-vision deficiencies; sides differ
by lightness (ivory against charcoal), never by hue alone.  The frame is an opaque dark slate so
an image reads the same on Discord's dark and light themes.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

from PIL import ImageFont

RGB = tuple[int, int, int]

CELL = 56  # pixels per square: readable on a phone once Discord scales the image down
MARGIN = 22  # the frame left of and under the squares, holding rank numbers and file letters
GOAL_BAND = 20  # thickness of a goal band, outside the squares along a goal edge
GOAL_GAP = 3  # frame between the squares and a goal band
RIM = GOAL_GAP + GOAL_BAND  # room round the squares of a board with goal bands
CAPTION = 48  # the caption strip under the board (two lines)
SUPERSAMPLE = 4  # sprites are drawn this many times larger, then reduced: smooth edges

FRAME: RGB = (38, 42, 51)
LABEL: RGB = (204, 209, 219)
LIGHT_SQUARE: RGB = (227, 215, 191)
DARK_SQUARE: RGB = (171, 142, 108)

FILL = {"white": (247, 243, 233), "black": (46, 46, 54)}
INK = {"white": (36, 36, 44), "black": (238, 234, 224)}  # outline and emblem of a piece

LAST_MOVE: RGB = (0, 114, 178)  # Okabe-Ito blue
HIGHLIGHT: RGB = (230, 159, 0)  # Okabe-Ito orange
TRAPPED: RGB = (213, 94, 0)  # Okabe-Ito vermillion
HIDDEN: RGB = (204, 121, 167)  # Okabe-Ito reddish purple: "only you see this"
CHOICE: RGB = (0, 158, 115)  # Okabe-Ito bluish green
# A square where the last move took a piece: the vermillion of "trapped" (both say a piece came
# to harm), drawn as a cross outlined in the dark ink so it shows on light and dark squares.
CAPTURED: RGB = TRAPPED

# The Okabe-Ito set (Okabe & Ito, "Color Universal Design", 2008): eight colours told apart
# by people with every common colour-vision deficiency, deuteranopia and protanopia included.
OKABE_ITO: dict[str, RGB] = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky blue": (86, 180, 233),
    "bluish green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish purple": (204, 121, 167),
}
PURE_WHITE: RGB = (255, 255, 255)


@dataclass(frozen=True)
class Scheme:
    """The colours of a board's pieces and marks, one set per palette a reader may choose
    (hashable: drawings are cached by it).  The squares and the frame do not change."""

    name: str
    white_fill: RGB
    black_fill: RGB
    white_ink: RGB
    black_ink: RGB
    last_move: RGB
    highlight: RGB
    trapped: RGB
    hidden: RGB
    choice: RGB

    def __hash__(self) -> int:
        """By name alone: every square and piece a board draws is cached with its scheme in
        the key, and the generated hash would hash all ten colours each time (equality still
        compares them, so two schemes of one name but other colours stay apart)."""
        return hash(self.name)

    def __reduce__(self) -> tuple[Any, ...]:
        """One of :data:`SCHEMES` is pickled as its name and unpickled as that very object
        (the web's drawing process is sent the palettes to draw in): a cached drawing's key
        then finds its scheme by identity, not by comparing ten colours on every hit."""
        if SCHEMES.get(self.name) is self:
            return (scheme_named, (self.name,))
        return (Scheme, tuple(getattr(self, f.name) for f in fields(self)))

    def fill(self, side: str) -> RGB:
        """A side's piece body (``white`` or ``black``)."""
        return self.black_fill if side == "black" else self.white_fill

    def ink(self, side: str) -> RGB:
        """A side's outline and emblem."""
        return self.black_ink if side == "black" else self.white_ink

    @property
    def captured(self) -> RGB:
        """A square where the last move took a piece: the colour of "trapped" (both say a
        piece came to harm)."""
        return self.trapped

    def colours(self) -> tuple[RGB, ...]:
        """Every colour a piece or a mark is drawn in, each once."""
        found = (
            self.white_fill, self.black_fill, self.white_ink, self.black_ink,
            self.last_move, self.highlight, self.trapped, self.hidden, self.choice,
        )  # fmt: skip
        return tuple(dict.fromkeys(found))


STANDARD = Scheme(
    "standard",
    FILL["white"],
    FILL["black"],
    INK["white"],
    INK["black"],
    LAST_MOVE,
    HIGHLIGHT,
    TRAPPED,
    HIDDEN,
    CHOICE,
)
# For colour-blind readers (as Abstract Play offers one): the sides in Okabe-Ito yellow and
# blue, far apart in lightness and in hue as a dichromat sees them, and every mark in another
# colour of the set, so no two meanings share a colour nor look alike under deuteranopia or
# protanopia.  The ink on the blue pieces is white, the one colour added to the set.
COLOUR_BLIND = Scheme(
    "colour-blind",
    OKABE_ITO["yellow"],
    OKABE_ITO["blue"],
    OKABE_ITO["black"],
    PURE_WHITE,
    OKABE_ITO["sky blue"],
    OKABE_ITO["orange"],
    OKABE_ITO["vermillion"],
    OKABE_ITO["reddish purple"],
    OKABE_ITO["bluish green"],
)
SCHEMES: dict[str, Scheme] = {scheme.name: scheme for scheme in (STANDARD, COLOUR_BLIND)}


def scheme_named(name: str) -> Scheme:
    """The palette of :data:`SCHEMES` called ``name`` (how one is unpickled)."""
    return SCHEMES[name]

# How strongly the last move tints its squares (0 = untouched, 1 = solid colour).
TINT = {"from": 0.38, "to": 0.55, "path": 0.25}

# Piece diameter as a share of the square.  King o' the Castle has three piece sizes that
# matter to the rules (what may jump what), so its kinds are drawn at three sizes.
DEFAULT_SCALE = 0.80
SCALE_BY_GAME = {"king-of-the-castle": {"king": 0.92, "knight": 0.76, "page": 0.58}}
BOSS_SCALE = 0.90


@dataclass(frozen=True)
class GamePieces:
    """What a game can put on its board: its piece letters (the White, upper-case letter of
    the position strings) with their kinds, and the flags its pieces can carry.

    It describes the game, not a position: the console's legend explains a crowned piece
    before the first crowning.  Kinds and flags are the view vocabulary of
    :mod:`games.core.view`.
    """

    letters: dict[str, str]
    flags: tuple[str, ...] = ()
    private_flags: tuple[str, ...] = ()  # only ever in a seat's own private view


GAME_PIECES: dict[str, GamePieces] = {
    "charing-cross": GamePieces({"N": "knight", "R": "rook"}),
    "kings-crossing": GamePieces({"K": "king", "M": "man"}, ("trapped",), ("hidden",)),
    "checkers-bosses": GamePieces(
        {"D": "diagonal", "O": "orthogonal", "C": "compound"}, ("crowned", "boss")
    ),
    "crossings": GamePieces({"P": "counter"}, ("crossed",)),
    "king-of-the-castle": GamePieces({"K": "king", "N": "knight", "P": "page"}),
}


def piece_scale(game: str, kind: str, flags: tuple[str, ...]) -> float:
    """The diameter of a piece as a share of the square."""
    if "boss" in flags:
        return BOSS_SCALE
    return SCALE_BY_GAME.get(game, {}).get(kind, DEFAULT_SCALE)


FONTS = Path(__file__).resolve().parent / "fonts"
REGULAR, BOLD = "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at ``size`` pixels, shipped in ``renderers/fonts/`` (nothing is fetched or
    looked up on the host), laid out without Raqm so every host draws the same.  Every
    picture's words use it: Pillow's bundled default font has no accented letter (Spanish
    "Movimiento ganó", German "Weiß" came out as boxes)."""
    path = FONTS / (BOLD if bold else REGULAR)
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


def blend(a: RGB, b: RGB, amount: float) -> RGB:
    """``a`` moved ``amount`` of the way toward ``b``."""
    return tuple(round(x + (y - x) * amount) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
