"""The colour-blind palette: its colours stay apart as people with deuteranopia or protanopia
see them, and a board drawn with it paints its pieces in those colours only.

What a dichromat sees is computed here, independently of the renderer: sRGB decoded to linear
light, then the simulation matrices of Machado, Oliveira & Fernandes (2009, severity 1.0) and
of Viénot, Brettel & Mollon (1999, through LMS cone space), then CIE L*a*b* (D65) and the
CIE76 colour difference.  The palette's colours are checked against the Okabe-Ito hex codes
as published, written out here.
"""

from __future__ import annotations

import itertools
import math
import pickle
import random
import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

import games
from renderers import style
from renderers.svg import render_svg

Matrix = tuple[tuple[float, float, float], ...]
# Okabe & Ito (2008), as published: black, orange, sky blue, bluish green, yellow, blue,
# vermillion, reddish purple; and white, the ink of the dark pieces.
OKABE_ITO_HEX = {"#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00",
                 "#cc79a7"}  # fmt: skip
PALETTE_HEX = OKABE_ITO_HEX | {"#ffffff"}
# A CIE76 difference of 2.3 is the smallest noticed side by side; 12 is told apart at a glance.
AT_A_GLANCE = 12.0
SVG = "{http://www.w3.org/2000/svg}"

MACHADO_PROTANOPIA: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
MACHADO_DEUTERANOPIA: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
VIENOT_RGB_TO_LMS: Matrix = (
    (17.8824, 43.5161, 4.11935),
    (3.45565, 27.1554, 3.86714),
    (0.0299566, 0.184309, 1.46709),
)
VIENOT_LMS_TO_RGB: Matrix = (
    (0.0809444479, -0.130504409, 0.116721066),
    (-0.0102485335, 0.0540193266, -0.113614708),
    (-0.000365296938, -0.00412161469, 0.693511405),
)
# The missing cone's response rebuilt from the other two (Viénot et al. 1999).
VIENOT_PROTANOPIA: Matrix = ((0.0, 2.02344, -2.52581), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
VIENOT_DEUTERANOPIA: Matrix = ((1.0, 0.0, 0.0), (0.494207, 0.0, 1.24827), (0.0, 0.0, 1.0))


def apply(matrix: Matrix, vector: tuple[float, ...]) -> tuple[float, float, float]:
    a, b, c = (sum(m * v for m, v in zip(row, vector, strict=True)) for row in matrix)
    return a, b, c


def linear(colour: style.RGB) -> tuple[float, float, float]:
    def decode(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (decode(c) for c in colour)
    return r, g, b


def machado(matrix: Matrix) -> object:
    return lambda rgb: apply(matrix, rgb)


def vienot(dichromacy: Matrix) -> object:
    return lambda rgb: apply(VIENOT_LMS_TO_RGB, apply(dichromacy, apply(VIENOT_RGB_TO_LMS, rgb)))


SIMULATIONS = {
    "protanopia (Machado)": machado(MACHADO_PROTANOPIA),
    "deuteranopia (Machado)": machado(MACHADO_DEUTERANOPIA),
    "protanopia (Viénot)": vienot(VIENOT_PROTANOPIA),
    "deuteranopia (Viénot)": vienot(VIENOT_DEUTERANOPIA),
}


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear sRGB (clipped to the gamut) as CIE L*a*b* under D65."""
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = 0.4124 * r + 0.3576 * g + 0.1805 * b
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = 0.0193 * r + 0.1192 * g + 0.9505 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / 0.95047), f(y / 1.0), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def hex_of(colour: style.RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def test_the_palette_is_the_okabe_ito_set_and_white() -> None:
    colours = style.COLOUR_BLIND.colours()
    assert {hex_of(c) for c in colours} <= PALETTE_HEX
    assert len(colours) == 9  # two bodies, two inks, five marks: no two meanings share one


def test_the_simulation_keeps_a_grey_grey_and_merges_what_a_dichromat_confuses() -> None:
    """The simulation itself, on what is known of it: a grey stays grey for every observer,
    and a red and the colour a dichromat sees in its place, far apart to most, look alike to
    them (each simulation is, or nearly is, a projection)."""
    grey = linear((128, 128, 128))
    for simulate in SIMULATIONS.values():
        assert math.dist(lab(simulate(grey)), lab(grey)) < 1.0  # type: ignore[operator]
    for name, simulate in SIMULATIONS.items():
        for colour in ((220, 40, 40), (40, 180, 40)):
            red = linear(colour)
            seen = tuple(min(1.0, max(0.0, c)) for c in simulate(red))  # type: ignore[operator]
            assert math.dist(lab(red), lab(seen)) > 40, name
            again = simulate(seen)  # type: ignore[operator]
            assert math.dist(lab(seen), lab(again)) < 3, name


@pytest.mark.parametrize("simulation", SIMULATIONS)
def test_every_pair_of_the_palettes_colours_is_told_apart(simulation: str) -> None:
    simulate = SIMULATIONS[simulation]
    close = []
    for a, b in itertools.combinations(style.COLOUR_BLIND.colours(), 2):
        seen = math.dist(lab(simulate(linear(a))), lab(simulate(linear(b))))  # type: ignore[operator]
        if seen < AT_A_GLANCE:
            close.append((hex_of(a), hex_of(b), round(seen, 1)))
    assert close == []


def busy_positions() -> list[tuple[str, dict, str | None]]:
    """Every game's start and a seeded playout, public and a seat's view (hidden pieces)."""
    found = []
    for game_id in games.ids():
        game = games.get(game_id)
        state = game.start(**({"stealth": True} if game_id == "kings-crossing" else {}))
        rng = random.Random(3)
        last = None
        for _ in range(16):
            moves = game.legal_moves(state)
            if not moves:
                break
            last = rng.choice(moves)
            state = game.play(state, last)
        found.append((game_id, game.view(state, None), last))
        found.append((game_id, game.view(state, "white"), last))
    return found


COLOUR = re.compile(r"#[0-9a-f]{6}")


@pytest.mark.parametrize(("game_id", "view", "last"), busy_positions())
def test_a_board_in_the_palette_paints_its_pieces_in_it_only(game_id, view, last) -> None:
    svg = render_svg(view, last_move=last, scheme=style.COLOUR_BLIND, highlights=["a1"])
    root = ET.fromstring(svg)
    pieces = root.findall(f".//{SVG}g[@class='piece']")
    assert pieces, game_id
    for piece in pieces:
        painted = {
            value
            for element in piece.iter()
            for attr in ("fill", "stroke")
            if (value := element.get(attr)) not in (None, "none")
        }
        assert painted <= PALETTE_HEX, (game_id, painted - PALETTE_HEX)
        body = next(e for e in piece.iter() if e.tag in (f"{SVG}circle", f"{SVG}polygon"))
        side = piece.get("data-side")
        assert body.get("fill") == {"white": "#f0e442", "black": "#0072b2"}[side]
    lit = root.find(f".//{SVG}rect[@class='lit']")
    if lit is not None:
        assert lit.get("stroke") == "#e69f00"
    # The standard board of the same view paints none of its pieces in the palette's colours.
    standard = ET.fromstring(render_svg(view, last_move=last))
    for piece in standard.findall(f".//{SVG}g[@class='piece']"):
        body = next(e for e in piece.iter() if e.tag in (f"{SVG}circle", f"{SVG}polygon"))
        assert body.get("fill") in ("#f7f3e9", "#2e2e36")


def test_a_palette_sent_to_another_process_arrives_as_that_very_palette() -> None:
    """The web's drawing process is sent the palettes to draw in: each of SCHEMES comes back
    as the same object (a cached drawing's key finds it by identity), any other scheme as an
    equal copy of its own colours, never as a palette of the same name."""
    for scheme in style.SCHEMES.values():
        assert pickle.loads(pickle.dumps(scheme)) is scheme
    odd = replace(style.STANDARD, last_move=(1, 2, 3))
    back = pickle.loads(pickle.dumps(odd))
    assert back == odd and back != style.STANDARD and back.last_move == (1, 2, 3)
