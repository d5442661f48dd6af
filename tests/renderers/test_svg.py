"""The SVG board and the PNG board of one view show the same pieces on the same squares.

Each picture is read on its own terms, with the geometry worked out here by hand (a square is
56 pixels; the squares start 22 pixels from the left and 8 from the top, plus a rim of 23 where
goal bands run round them; White's view puts a1 at the bottom left, Black's at the top right):
the PNG by its pixels (a square holds a piece where its pixels differ from the same board with
no pieces, and the piece's side is the one whose body and outline colours those pixels are),
the SVG by its elements (each piece group's centre, and its side).  Positions: every game's
start and a seeded playout, from both sides, public and private views.
"""

from __future__ import annotations

import io
import random
import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops

import games
from renderers import render_png
from renderers.svg import render_svg

CELL, LEFT, TOP, RIM = 56, 22, 8, 23
FILL = {"white": (247, 243, 233), "black": (46, 46, 54)}
INK = {"white": (36, 36, 44), "black": (238, 234, 224)}
SVG = "{http://www.w3.org/2000/svg}"


# Each game's positions, as (game, which): its start, then a seeded playout of 14 decisions
# seen by everyone and by White.  Played when a test first needs them, not when the module is
# collected: every test process collects every module, and most run none of these tests.
POSITIONS = [
    (game_id, which) for game_id in games.ids() for which in ("start", "playout", "playout-white")
]


@cache
def position(game_id: str, which: str) -> tuple[Any, str | None]:
    """The state and seat of ``which`` position of ``game_id`` (see POSITIONS)."""
    options = {"stealth": True} if game_id == "kings-crossing" else {}
    game = games.get(game_id)
    state = game.start(**options)
    if which == "start":
        return state, None
    rng = random.Random(7)
    for _ in range(14):
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.play(state, rng.choice(moves))
    return state, "white" if which == "playout-white" else None


def _has_rim(view: dict[str, Any]) -> bool:
    return view["game"] == "charing-cross" and any(m["kind"] == "goal" for m in view["marks"])


def _square_at(x: float, y: float, view: dict[str, Any], perspective: str) -> str:
    files, ranks = view["board"]["files"], view["board"]["ranks"]
    rim = RIM if _has_rim(view) else 0
    column, row = int((x - LEFT - rim) // CELL), int((y - TOP - rim) // CELL)
    assert 0 <= column < files and 0 <= row < ranks, (x, y)
    file, rank = (files - 1 - column, row) if perspective == "black" else (column, ranks - 1 - row)
    return f"{chr(ord('a') + file)}{rank + 1}"


def _indices(data: bytes) -> tuple[Image.Image, list[tuple[int, int, int]]]:
    """A PNG's pixels as palette indices (an "L" image) and its palette's colours."""
    image = Image.open(io.BytesIO(data))
    assert image.mode == "P"
    flat = image.getpalette() or []
    colours = [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]
    return Image.frombytes("L", image.size, image.tobytes()), colours  # type: ignore[misc]


def png_pieces(view: dict[str, Any], perspective: str) -> dict[str, str]:
    """Square -> side, read from the PNG's pixels against the same board without pieces."""
    drawn, colours = _indices(render_png(view, perspective=perspective))
    bare, _ = _indices(render_png({**view, "pieces": {}}, perspective=perspective))
    changed = ImageChops.difference(drawn, bare).point(lambda v: 255 if v else 0)
    masks = {}
    for side in ("white", "black"):
        wanted = {i for i, colour in enumerate(colours) if colour in (FILL[side], INK[side])}
        lut = [255 if i in wanted else 0 for i in range(256)]
        masks[side] = ImageChops.multiply(drawn.point(lut), changed)
    files, ranks = view["board"]["files"], view["board"]["ranks"]
    rim = RIM if _has_rim(view) else 0
    found = {}
    for column in range(files):
        for row in range(ranks):
            x0, y0 = LEFT + rim + column * CELL, TOP + rim + row * CELL
            box = (x0, y0, x0 + CELL, y0 + CELL)
            counts = {side: mask.crop(box).histogram()[255] for side, mask in masks.items()}
            if sum(counts.values()) > CELL * CELL // 20:
                square = _square_at(x0 + 1, y0 + 1, view, perspective)
                found[square] = max(counts, key=lambda side: counts[side])
    return found


def svg_pieces(view: dict[str, Any], perspective: str) -> dict[str, str]:
    """Square -> side, read from the SVG's piece groups (their centres)."""
    root = ET.fromstring(render_svg(view, perspective=perspective))
    found = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") != "piece":
            continue
        moved = re.fullmatch(r"translate\(([\d.]+) ([\d.]+)\)", group.get("transform", ""))
        assert moved is not None
        square = _square_at(float(moved[1]), float(moved[2]), view, perspective)
        found[square] = group.get("data-side", "")
    return found


@pytest.mark.parametrize(("game_id", "which"), POSITIONS)
@pytest.mark.parametrize("perspective", ["white", "black"])
def test_svg_and_png_show_the_same_pieces(game_id: str, which: str, perspective: str) -> None:
    state, seat = position(game_id, which)
    view = games.get(game_id).view(state, seat)
    expected = {square: piece["side"] for square, piece in view["pieces"].items()}
    assert png_pieces(view, perspective) == expected
    assert svg_pieces(view, perspective) == expected


def test_every_square_has_a_title_and_a_name_to_click() -> None:
    game = games.get("king-of-the-castle")
    view = game.view(game.start(), None)
    root = ET.fromstring(render_svg(view, describe=lambda sq, p: f"{sq}={p and p['kind']}"))
    squares = [g for g in root.iter(f"{SVG}g") if g.get("class") == "square"]
    assert len(squares) == 7 * 8
    titles = {g.get("data-square"): g.find(f"{SVG}title").text for g in squares}  # type: ignore[union-attr]
    assert titles["b1"] == "b1=king" and titles["d4"] == "d4=None"


def test_a_title_is_escaped() -> None:
    game = games.get("crossings")
    text = render_svg(game.view(game.start(), None), describe=lambda sq, p: "<script>", label="<b>")
    assert "<script>" not in text and "&lt;script&gt;" in text and 'aria-label="&lt;b&gt;"' in text


def test_the_last_move_marks_its_squares() -> None:
    game = games.get("crossings")
    state = game.start()
    move = game.legal_moves(state)[0]
    root = ET.fromstring(render_svg(game.view(game.play(state, move), None), last_move=move))
    marked = {
        g.get("data-square"): g.get("data-last") for g in root.iter(f"{SVG}g") if g.get("data-last")
    }
    first, last = re.findall(r"[a-h][1-8]", move)[0], re.findall(r"[a-h][1-8]", move)[-1]
    assert marked[first] == "from" and marked[last] == "to"


def test_boards_drawn_one_after_another_each_show_their_own_pieces_and_marks() -> None:
    """Squares and pieces are kept once drawn (renderers.svg caches them): a board drawn after
    others shows its own pieces, last move and titles, read from its own elements, never one
    kept from a board before; the same board drawn again is the same text."""
    game = games.get("crossings")
    state = game.start()
    rng = random.Random(11)
    drawn = []
    for _ in range(8):
        move = rng.choice(game.legal_moves(state))
        state = game.play(state, move)
        view = game.view(state, None)
        text = render_svg(view, last_move=move, describe=lambda sq, p: f"{sq}={p and p['side']}")
        root = ET.fromstring(text)
        squares = {
            g.get("data-square"): g for g in root.iter(f"{SVG}g") if g.get("class") == "square"
        }
        titles = {name: g.find(f"{SVG}title").text for name, g in squares.items()}  # type: ignore[union-attr]
        pieces = view["pieces"]
        assert titles == {
            sq: f"{sq}={pieces[sq]['side'] if sq in pieces else None}" for sq in squares
        }
        last = re.findall(r"[a-h][1-8]", move)
        marked = {name for name, g in squares.items() if g.get("data-last")}
        assert {last[0], last[-1]} <= marked
        assert svg_pieces(view, "white") == {sq: piece["side"] for sq, piece in pieces.items()}
        drawn.append((view, move, text))
    for view, move, text in drawn:
        again = render_svg(view, last_move=move, describe=lambda sq, p: f"{sq}={p and p['side']}")
        assert again == text
