"""A view dict -> a palette image of the board with its caption.

The empty board of a game (frame, coordinates, markers on empty squares) is drawn
once per size, perspective and marker set and cached; a render copies it, pastes the ready
tiles of the squares that differ (pieces, last move, highlights, captures), draws the path
of a chain and the caption.  Only the view is read, never an engine state, so whatever a view hides
cannot reach the picture.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core.notation import normalise, squares_in
from renderers import style
from renderers.caption import CaptionWords, draw_caption
from renderers.goals import GoalEdge, draw_goal_bands, edge_of_goal, goal_edges
from renderers.layout import Layout, parse_square, square_name
from renderers.tiles import (
    MarkLook,
    PieceLook,
    SquareLook,
    background,
    foreground_mask,
    palette,
    tile,
)

LABEL_SIZE = 13
PERSPECTIVES = ("white", "black")
# Per square name, the looks of the marks drawn on it.
SquareMarks = tuple[tuple[str, tuple[MarkLook, ...]], ...]
_OVERLAY_RANK = {"path": 1, "from": 2, "to": 3}


# ----- reading the view ------------------------------------------------------------------------


def _marks(view: Mapping[str, Any], layout: Layout) -> SquareMarks:
    """Square name -> its marker looks (sorted), as a tuple of pairs (a cache key).

    A goal that is a whole edge line (Charing Cross) is no square's marker: it is a band
    beside that edge (:mod:`renderers.goals`).
    """
    per_square: dict[str, set[MarkLook]] = defaultdict(set)
    for mark in view.get("marks", ()):
        if edge_of_goal(mark, layout):
            continue
        look = MarkLook(str(mark.get("kind")), mark.get("side"), str(mark.get("piece") or ""))
        for square in mark.get("squares", ()):
            if layout.on_board(square):
                per_square[square].add(look)
    return tuple(sorted((sq, tuple(sorted(looks))) for sq, looks in per_square.items()))


# Longer than any move of any game (the longest chains name a few dozen squares): a longer
# text is cut before it is read, so a render costs the same whatever text it is handed.
MAX_MOVE_CHARS = 300


def layout_for(view: Mapping[str, Any], perspective: str = "white") -> Layout:
    """The geometry ``view`` is drawn with: with a rim round the squares if it has goal bands."""
    board = view["board"]
    layout = Layout(int(board["files"]), int(board["ranks"]), perspective)
    has_bands = any(edge_of_goal(mark, layout) for mark in view.get("marks", ()))
    return replace(layout, rim=style.RIM) if has_bands else layout


def move_paths(last_move: str | None) -> list[list[str]]:
    """The square paths a move text names: one per blank-separated part that names squares.

    ``c3xe5xc7`` is one chain; ``shift a3-b3 c5-c4`` two steps; ``pass`` none.
    """
    if not last_move:
        return []
    paths = [squares_in(part) for part in normalise(last_move).split()]
    return [path for path in paths if path]


def last_move_roles(paths: Iterable[list[str]], layout: Layout) -> dict[str, str]:
    """Square -> "from", "to" or "path" for the last move (the strongest role wins)."""
    roles: dict[str, str] = {}
    for path in paths:
        path = [sq for sq in path if layout.on_board(sq)]
        for index, square in enumerate(path):
            role = "to" if index == len(path) - 1 else "from" if index == 0 else "path"
            if _OVERLAY_RANK[role] > _OVERLAY_RANK.get(roles.get(square, ""), 0):
                roles[square] = role
    return roles


def squares_on_board(names: Iterable[str], layout: Layout) -> set[str]:
    """The square names of ``names`` that are on the board, in canonical form (``E4`` is
    ``e4``); anything else is ignored, as a move text's squares are."""
    found = {name.strip().lower() for name in names}
    return {name for name in found if layout.on_board(name)}


def _piece(data: Mapping[str, Any]) -> PieceLook:
    flags = tuple(sorted(str(flag) for flag in data.get("flags") or ()))
    hp = data.get("hp")
    return PieceLook(
        str(data.get("side")), str(data.get("kind")), flags, hp if "boss" in flags else None
    )


# ----- the empty board -------------------------------------------------------------------------


@lru_cache(maxsize=64)
def empty_board(
    game: str, layout: Layout, marks: SquareMarks, goals: tuple[GoalEdge, ...] = ()
) -> Image.Image:
    """The board with nothing on it: frame, coordinates, goal bands, markers; a palette image."""
    image = Image.new("RGB", (layout.width, layout.height), style.FRAME)
    draw_goal_bands(image, layout, goals)
    draw = ImageDraw.Draw(image)
    label_font = style.font(LABEL_SIZE)
    for text, xy in layout.file_labels() + layout.rank_labels():
        draw.text(xy, text, font=label_font, fill=style.LABEL, anchor="mm")
    square_marks = dict(marks)
    for file in range(layout.files):
        for rank in range(layout.ranks):
            look = SquareLook(
                game, layout.is_light(file, rank), square_marks.get(square_name(file, rank), ())
            )
            image.paste(background(look).convert("RGB"), layout.origin(file, rank))
    return palette().quantize(image)


# ----- a render --------------------------------------------------------------------------------


def compose(
    view: Mapping[str, Any],
    *,
    last_move: str | None = None,
    perspective: str = "white",
    highlights: Iterable[str] = (),
    move_number: int | None = None,
    captured: Iterable[str] = (),
    moved: Iterable[str] = (),
    sent_home: Iterable[str] = (),
    caption: CaptionWords | None = None,
) -> Image.Image:
    """The palette image of ``view``; see :func:`renderers.render_png` for the arguments."""
    if perspective not in PERSPECTIVES:
        raise ValueError(f"perspective is 'white' or 'black', not {perspective!r}.")
    game = str(view.get("game", ""))
    layout = layout_for(view, perspective)
    marks = _marks(view, layout)
    canvas = empty_board(game, layout, marks, goal_edges(view, layout)).copy()
    if last_move and len(last_move) > MAX_MOVE_CHARS:
        last_move = last_move[:MAX_MOVE_CHARS]  # no legal move is that long; bound the work
    paths = move_paths(last_move)
    overlays = last_move_roles(paths, layout)
    lit, taken = squares_on_board(highlights, layout), squares_on_board(captured, layout)
    homeward = squares_on_board(sent_home, layout) - taken
    pieces: Mapping[str, Any] = view.get("pieces", {})
    for square in sorted(squares_on_board(moved, layout) - set(overlays)):
        # The rest of a moving group: a square it reached holds a piece now, one it left not.
        overlays[square] = "to" if square in pieces else "from"
    square_marks = dict(marks)
    # Squares with something standing above the square itself (a piece, a capture mark).
    standing: dict[str, tuple[SquareLook, PieceLook | None, tuple[int, int]]] = {}
    for square in sorted(set(pieces) | set(overlays) | lit | taken | homeward):
        if not layout.on_board(square):
            continue
        file, rank = parse_square(square)
        look = SquareLook(
            game,
            layout.is_light(file, rank),
            square_marks.get(square, ()),
            overlays.get(square),
            square in lit,
            square in taken,
            square in homeward,
        )
        piece = _piece(pieces[square]) if square in pieces else None
        origin = layout.origin(file, rank)
        canvas.paste(tile(look, piece), origin)
        if piece is not None or look.captured or look.sent_home:
            standing[square] = (look, piece, origin)
    # The line runs under the pieces and capture marks: a jumped piece that stays (a boss that
    # survives, a King o' the Castle piece left uncaptured) must not be hidden by it.
    for square in sorted(_draw_chains(canvas, layout, paths) & set(standing)):
        look, piece, origin = standing[square]
        canvas.paste(tile(look, piece), origin, foreground_mask(look, piece))
    draw_caption(canvas, layout.caption_top, view, move_number, last_move, caption)
    return canvas


def _draw_chains(canvas: Image.Image, layout: Layout, paths: list[list[str]]) -> set[str]:
    """A line through the landing squares of a chain of jumps (three squares or more);
    return the squares it crosses.

    The tinted squares show from and to for every move; the line shows the way of a chain.
    """
    chains = [[sq for sq in path if layout.on_board(sq)] for path in paths]
    chains = [chain for chain in chains if len(chain) >= 3]
    if not chains:
        return set()
    draw = ImageDraw.Draw(canvas)
    pal = palette()
    outline, colour = pal.index(style.INK["black"]), pal.index(style.LAST_MOVE)
    for chain in chains:
        points = [layout.centre(sq) for sq in chain]
        for width, ink in ((9, outline), (5, colour)):
            draw.line(points, fill=ink, width=width, joint="curve")
            for x, y in points:
                r = width / 2 + 2
                draw.ellipse([x - r, y - r, x + r, y + r], fill=ink)
    return {square for chain in chains for square in _crossed_squares(chain)}


def _crossed_squares(chain: list[str], samples: int = 8) -> set[str]:
    """The squares a line through the centres of ``chain`` passes over (sampled finely; the
    line is too thin to reach the discs of squares it only grazes at a corner)."""
    crossed = set()
    for start, end in zip(chain, chain[1:], strict=False):
        (f0, r0), (f1, r1) = parse_square(start), parse_square(end)
        steps = samples * max(abs(f1 - f0), abs(r1 - r0), 1)
        for i in range(steps + 1):
            t = i / steps
            crossed.add(square_name(round(f0 + (f1 - f0) * t), round(r0 + (r1 - r0) * t)))
    return crossed
