"""A view dict -> the board as SVG text, for the web companion's pages.

The same view as the PNG (:mod:`renderers.board`), with the same geometry
(:mod:`renderers.layout`), colours (:mod:`renderers.style`) and shapes (the emblem outlines of
:mod:`renderers.sprites`), so a board reads alike in Discord and in a browser.  What the PNG
shows in its caption strip the page says in HTML, so the picture ends under the file letters.

Every square is a group with a ``<title>`` (what a screen reader says: the square and what
stands on it, in words the caller formats in the reader's language, since renderers know no
language) and ``data-square`` (what a click names).  Only the view is read, never a state, so
nothing the view hides can reach the markup; the same arguments always give the same text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from html import escape
from typing import Any

from renderers import sprites, style
from renderers.board import MAX_MOVE_CHARS, layout_for, move_paths, squares_on_board
from renderers.board import last_move_roles as roles_of_last_move
from renderers.goals import goal_edges
from renderers.layout import Layout, parse_square, square_name

LABEL_SIZE = 13
Describe = Callable[[str, Mapping[str, Any] | None], str]


@lru_cache(maxsize=1024)
def _rgb(colour: style.RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def _n(value: float) -> str:
    """A coordinate, short and stable (two decimals, no trailing zeros)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def english_title(square: str, piece: Mapping[str, Any] | None) -> str:
    """The default title: the square, and the piece in the view's own words."""
    if piece is None:
        return square
    flags = " ".join(str(flag) for flag in piece.get("flags") or ())
    words = " ".join(w for w in (str(piece.get("side")), flags, str(piece.get("kind"))) if w)
    return f"{square}: {words}"


def _points(shape: Iterable[tuple[float, float]], r: float) -> str:
    return " ".join(f"{_n(x * r)},{_n(y * r)}" for x, y in shape)


def _octagon(r: float) -> str:
    step = math.pi / 4
    return " ".join(
        f"{_n(r * math.cos(step * (i + 0.5)))},{_n(r * math.sin(step * (i + 0.5)))}"
        for i in range(8)
    )


def _bar(a: tuple[float, float], b: tuple[float, float], width: float, colour: str) -> str:
    return (
        f'<line x1="{_n(a[0])}" y1="{_n(a[1])}" x2="{_n(b[0])}" y2="{_n(b[1])}" '
        f'stroke="{colour}" stroke-width="{_n(width)}" stroke-linecap="round"/>'
    )


def _emblem(kind: str, r: float, ink: str) -> str:
    """A kind's emblem centred on 0,0, as :data:`renderers.sprites.EMBLEMS` draws it."""
    if kind == "king":
        return f'<polygon points="{_points(sprites.CROWN, r)}" fill="{ink}"/>'
    if kind == "knight":
        return f'<polygon points="{_points(sprites.HORSE, r)}" fill="{ink}"/>'
    if kind == "rook":
        return f'<polygon points="{_points(sprites.TOWER, r)}" fill="{ink}"/>'
    if kind == "page":
        return f'<circle r="{_n(r * 0.26)}" fill="{ink}"/>'
    rays = {
        "diagonal": (math.pi / 4, -math.pi / 4),
        "orthogonal": (0.0, math.pi / 2),
        "compound": (0.0, math.pi / 2, math.pi / 4, -math.pi / 4),
    }.get(kind)
    if rays is not None:
        parts = []
        for angle in rays:
            dx, dy = math.cos(angle) * r * 0.5, math.sin(angle) * r * 0.5
            parts.append(_bar((-dx, -dy), (dx, dy), r * 0.17, ink))
        return "".join(parts)
    # man, counter and any kind not known yet: the plain piece's inner ring
    return f'<circle r="{_n(r * 0.58)}" fill="none" stroke="{ink}" stroke-width="{_n(r * 0.09)}"/>'


def _body(r: float, fill: str, ink: str, boss: bool, dy: float = 0.0) -> str:
    width = _n(r * 0.09)
    if boss:
        return (
            f'<polygon points="{_octagon(r)}" transform="translate(0 {_n(dy)})" '
            f'fill="{fill}" stroke="{ink}" stroke-width="{width}"/>'
        )
    return (
        f'<circle cy="{_n(dy)}" r="{_n(r)}" fill="{fill}" stroke="{ink}" stroke-width="{width}"/>'
    )


def _piece(
    game: str, data: Mapping[str, Any], centre: tuple[float, float], scheme: style.Scheme
) -> str:
    """One piece as :func:`renderers.sprites.piece` draws it, in a group at its centre."""
    side = "black" if data.get("side") == "black" else "white"
    kind = str(data.get("kind"))
    flags = tuple(sorted(str(flag) for flag in data.get("flags") or ()))
    hp = data.get("hp")
    return _placed(game, side, kind, flags, hp if isinstance(hp, int) else None, centre, scheme)


@lru_cache(maxsize=8192)
def _placed(
    game: str,
    side: str,
    kind: str,
    flags: tuple[str, ...],
    hp: int | None,
    centre: tuple[float, float],
    scheme: style.Scheme,
) -> str:
    """A piece drawn at ``centre``: a board drawn after a move repeats nearly every piece of
    the one before on the same square, so each placed piece is made once and kept."""
    drawn = _piece_drawing(game, side, kind, flags, hp, scheme)
    return (
        f'<g class="piece" data-side="{side}" data-kind="{escape(kind)}" '
        f'data-flags="{escape(" ".join(flags))}" '
        f'transform="translate({_n(centre[0])} {_n(centre[1])})">{drawn}</g>'
    )


@lru_cache(maxsize=1024)
def _piece_drawing(
    game: str,
    side: str,
    kind: str,
    flags: tuple[str, ...],
    hp: int | None,
    scheme: style.Scheme,
) -> str:
    """A piece's drawing centred on 0,0: the same few kinds stand on every board drawn, so
    each is drawn once and kept (the same arguments, the colour scheme among them, always
    give the same text)."""
    boss = "boss" in flags
    r = style.CELL * style.piece_scale(game, kind, flags) / 2
    fill, ink = _rgb(scheme.fill(side)), _rgb(scheme.ink(side))
    if "hidden" in flags:
        r *= 0.9
    parts = []
    cy = 0.0
    if "crowned" in flags:
        cy = -r * 0.07
        r *= 0.92
        parts.append(_body(r, fill, ink, boss, cy + r * 0.16))
    parts.append(_body(r, fill, ink, boss, cy))
    parts.append(
        f'<g transform="translate(0 {_n(cy)})">{_emblem(kind, r * (0.86 if boss else 1.0), ink)}'
    )
    if "crossed" in flags:
        parts.append(
            f'<rect x="{_n(-r * 0.36)}" y="{_n(-r * 0.08)}" width="{_n(r * 0.72)}" '
            f'height="{_n(r * 0.54)}" rx="{_n(r * 0.08)}" fill="{ink}"/>'
            f'<path d="M{_n(-r * 0.24)},{_n(-r * 0.04)} V{_n(-r * 0.18)} '
            f"A{_n(r * 0.24)},{_n(r * 0.28)} 0 0 1 {_n(r * 0.24)},{_n(-r * 0.18)} "
            f'V{_n(-r * 0.04)}" fill="none" stroke="{ink}" stroke-width="{_n(r * 0.11)}"/>'
        )
    if "hidden" in flags:
        rr = r * 1.08
        dash = 2 * math.pi * rr / 12
        parts.append(
            f'<circle r="{_n(rr)}" fill="none" stroke="{_rgb(scheme.hidden)}" '
            f'stroke-width="{_n(r * 0.12)}" stroke-dasharray="{_n(dash * 0.6)} {_n(dash * 0.4)}"/>'
        )
    if boss and hp is not None:
        br = r * 0.46
        parts.append(
            f'<circle cx="{_n(r * 0.62)}" cy="{_n(r * 0.62)}" r="{_n(br)}" fill="{ink}" '
            f'stroke="{fill}" stroke-width="{_n(r * 0.06)}"/>'
            f'<text x="{_n(r * 0.62)}" y="{_n(r * 0.62)}" font-size="{_n(br * 1.7)}" '
            f'fill="{fill}" text-anchor="middle" dominant-baseline="central">{hp}</text>'
        )
    if "trapped" in flags:
        for dx in (-0.5, 0.0, 0.5):
            x, half = dx * r, r * (1 - dx * dx) ** 0.5 * 0.92
            parts.append(_bar((x, -half), (x, half), r * 0.24, _rgb(scheme.ink("white"))))
            parts.append(_bar((x, -half), (x, half), r * 0.13, _rgb(scheme.trapped)))
    parts.append("</g>")
    return "".join(parts)


def _mark(kind: str, side: str | None, x: int, y: int, scheme: style.Scheme) -> str:
    """A marker on a square (home, home space, castle, choice, goal), as the tiles draw it in
    outline: a frame in the side's ink, the castle solid, the choice a green ring."""
    c = style.CELL
    known = side in ("white", "black")
    ink = _rgb(scheme.ink(str(side))) if known else _rgb(style.LABEL)
    if kind == "castle" and known:
        return (
            f'<rect x="{x}" y="{y}" width="{c}" height="{c}" '
            f'fill="{_rgb(scheme.fill(str(side)))}"/>'
            f'<rect x="{x + 2}" y="{y + 2}" width="{c - 4}" height="{c - 4}" fill="none" '
            f'stroke="{ink}" stroke-width="2"/>'
        )
    if kind == "choice":
        return (
            f'<circle cx="{_n(x + c / 2)}" cy="{_n(y + c / 2)}" r="{_n(c * 0.47 - 1.5)}" '
            f'fill="none" stroke="{_rgb(scheme.choice)}" stroke-width="3"/>'
        )
    dash = ' stroke-dasharray="4 3"' if kind == "goal" else ""
    return (
        f'<rect x="{x + 3}" y="{y + 3}" width="{c - 6}" height="{c - 6}" fill="none" '
        f'stroke="{ink}" stroke-width="3"{dash}/>'
    )


def _cross(cx: float, cy: float, arm: float, width: float, scheme: style.Scheme) -> str:
    parts: list[str] = []
    bars = (
        ((cx - arm, cy - arm), (cx + arm, cy + arm)),
        ((cx - arm, cy + arm), (cx + arm, cy - arm)),
    )
    for bar_width, ink in ((width * 1.7, scheme.ink("white")), (width, scheme.captured)):
        parts.extend(_bar(a, b, bar_width, _rgb(ink)) for a, b in bars)
    return "".join(parts)


@lru_cache(maxsize=64)
def _grid(layout: Layout) -> tuple[tuple[str, int, int, bool], ...]:
    """Every square of ``layout`` in drawing order (rank by rank from a1): its name, its
    top-left pixel and whether it is light; the same for every board of that size and side."""
    return tuple(
        (square_name(file, rank), *layout.origin(file, rank), layout.is_light(file, rank))
        for rank in range(layout.ranks)
        for file in range(layout.files)
    )


@lru_cache(maxsize=64)
def _centres(layout: Layout) -> dict[str, tuple[float, float]]:
    """The centre pixel of every square on ``layout``, by name (read only)."""
    return {name: layout.centre(name) for name, _, _, _ in _grid(layout)}


@lru_cache(maxsize=16384)
def _square(
    name: str,
    x: int,
    y: int,
    light: bool,
    role: str | None,
    on_square: tuple[tuple[str, str | None], ...],
    lit: bool,
    title: str,
    scheme: style.Scheme,
) -> str:
    """One square's group: its colour (tinted for its part in the last move), its marks, its
    highlight and its title.  Made once per look and kept: a board drawn after a move shows
    nearly every square as the board before it did."""
    c = style.CELL
    base = style.LIGHT_SQUARE if light else style.DARK_SQUARE
    colour = style.blend(base, scheme.last_move, style.TINT[role]) if role else base
    role_attr = f' data-last="{role}"' if role else ""
    body = [f'<rect x="{x}" y="{y}" width="{c}" height="{c}" fill="{_rgb(colour)}"/>']
    body.extend(_mark(kind, side, x, y, scheme) for kind, side in on_square)
    if lit:
        body.append(
            f'<rect class="lit" x="{x + 2}" y="{y + 2}" width="{c - 4}" height="{c - 4}" '
            f'fill="none" stroke="{_rgb(scheme.highlight)}" stroke-width="4"/>'
        )
    return (
        f'<g class="square" data-square="{name}"{role_attr}><title>{escape(title)}</title>'
        f"{''.join(body)}</g>"
    )


@lru_cache(maxsize=64)
def _labels(layout: Layout) -> str:
    return "".join(
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="{LABEL_SIZE}" fill="{_rgb(style.LABEL)}" '
        f'text-anchor="middle" dominant-baseline="central" aria-hidden="true">{text}</text>'
        for text, (x, y) in layout.file_labels() + layout.rank_labels()
    )


def _bands(view: Mapping[str, Any], layout: Layout, scheme: style.Scheme) -> str:
    parts = []
    for goal in goal_edges(view, layout):
        left, top, right, bottom = layout.band_box(goal.edge)
        parts.append(
            f'<rect class="goal" x="{left}" y="{top}" width="{right - left}" '
            f'height="{bottom - top}" fill="{_rgb(scheme.fill(goal.side))}" '
            f'stroke="{_rgb(scheme.ink(goal.side))}" stroke-width="2"/>'
        )
    return "".join(parts)


def render_svg(
    view: Mapping[str, Any],
    *,
    last_move: str | None = None,
    perspective: str = "white",
    highlights: Iterable[str] = (),
    captured: Iterable[str] = (),
    moved: Iterable[str] = (),
    sent_home: Iterable[str] = (),
    describe: Describe = english_title,
    label: str = "",
    scheme: style.Scheme = style.STANDARD,
) -> str:
    """The SVG of ``view``; the arguments are :func:`renderers.render_png`'s, and
    ``describe(square, piece or None)`` the title of each square, ``label`` the picture's
    accessible name (both already in the reader's language), ``scheme`` the colours of
    its pieces and marks (:data:`renderers.style.SCHEMES`)."""
    if perspective not in ("white", "black"):
        raise ValueError(f"perspective is 'white' or 'black', not {perspective!r}.")
    game = str(view.get("game", ""))
    layout = layout_for(view, perspective)
    if last_move and len(last_move) > MAX_MOVE_CHARS:
        last_move = last_move[:MAX_MOVE_CHARS]
    paths = move_paths(last_move)
    roles = roles_of_last_move(paths, layout)
    pieces: Mapping[str, Any] = view.get("pieces", {})
    for square in sorted(squares_on_board(moved, layout) - set(roles)):
        roles[square] = "to" if square in pieces else "from"
    lit = squares_on_board(highlights, layout)
    taken = squares_on_board(captured, layout)
    homeward = squares_on_board(sent_home, layout) - taken
    marks: dict[str, list[tuple[str, str | None]]] = {}
    edge_goals = {(g.side, g.piece) for g in goal_edges(view, layout)}
    for mark in view.get("marks", ()):
        kind, side = str(mark.get("kind")), mark.get("side")
        if kind == "goal" and (str(side or "white"), str(mark.get("piece") or "")) in edge_goals:
            continue
        for square in mark.get("squares", ()):
            if layout.on_board(square):
                marks.setdefault(square, []).append((kind, side))
    c = style.CELL
    squares = [
        _square(
            name,
            x,
            y,
            light,
            roles.get(name),
            tuple(sorted(marks[name], key=str)) if name in marks else (),
            name in lit,
            describe(name, pieces.get(name)),
            scheme,
        )
        for name, x, y, light in _grid(layout)
    ]
    chains = []
    for path in paths:
        chain = [sq for sq in path if layout.on_board(sq)]
        if len(chain) >= 3:
            points = " ".join(f"{_n(x)},{_n(y)}" for x, y in map(layout.centre, chain))
            for width, ink in ((9, scheme.ink("black")), (5, scheme.last_move)):
                chains.append(
                    f'<polyline points="{points}" fill="none" stroke="{_rgb(ink)}" '
                    f'stroke-width="{width}" stroke-linejoin="round" stroke-linecap="round"/>'
                )
    above = []
    centres = _centres(layout)
    for name in sorted(pieces):
        centre = centres.get(name)
        if centre is None and layout.on_board(name):  # a name not written as the grid's
            centre = layout.centre(name)
        if centre is not None:
            above.append(_piece(game, pieces[name], centre, scheme))
    for name in sorted(taken | homeward):
        x, y = layout.origin(*parse_square(name))
        if name in homeward:
            cx, cy = x + c / 2, y + c / 2
            above.append(
                f'<circle class="sent-home" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(c * 0.24)}" '
                f'fill="none" stroke="{_rgb(scheme.captured)}" stroke-width="5" '
                f'stroke-dasharray="{_n(c * 1.13)} {_n(c * 0.38)}"/>'
            )
        elif name in pieces:
            above.append(_cross(x + c - 7.5, y + 7.5, 4, 2.4, scheme))
        else:
            above.append(_cross(x + c / 2, y + c / 2, c * 0.17, 4.5, scheme))
    width, height = layout.width, layout.caption_top
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{escape(label)}" '
        f'font-family="sans-serif">'
        f'<rect width="{width}" height="{height}" fill="{_rgb(style.FRAME)}"/>'
        f"{_bands(view, layout, scheme)}{_labels(layout)}{''.join(squares)}{''.join(chains)}"
        f"{''.join(above)}</svg>"
    )


def piece_sample(
    game: str, kind: str, flags: tuple[str, ...] = (), scheme: style.Scheme = style.STANDARD
) -> str:
    """One White piece of ``kind`` (with ``flags``) alone, drawn as a board draws it, in a
    small SVG of its own: a key's sample of a symbol, beside the words naming it."""
    half = style.CELL / 2
    drawn = _piece_drawing(game, "white", kind, tuple(sorted(flags)), None, scheme)
    return (
        f'<svg class="sample" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" '
        f'viewBox="{_n(-half)} {_n(-half)} {style.CELL} {style.CELL}" width="28" height="28">'
        f"{drawn}</svg>"
    )
