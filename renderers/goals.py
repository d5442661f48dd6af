"""Goal bands: a goal that is a whole edge line of the board (Charing Cross), drawn beside it.

A band in the owner's colours (ivory for White, charcoal for Black, each outlined in its ink,
as the pieces are) runs along that edge outside the squares, with the emblem of the piece kind
whose goal it is beside every square.  Sides read by lightness and kinds by shape, so no hue is
needed; outside the squares a band never hides a piece or a home marker, and every edge square
keeps its full size.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from renderers import sprites, style
from renderers.layout import Layout, full_edge

OUTLINE = 2  # the band's outline in the side's ink: what shows a charcoal band on the frame
EMBLEM = style.GOAL_BAND - 2 * OUTLINE  # an emblem fills the band inside its outline


@dataclass(frozen=True, order=True)
class GoalEdge:
    """A goal band: the screen side it runs along, whose goal it is and for which piece kind."""

    edge: str  # "north", "south", "east" or "west", as drawn in this perspective
    side: str
    piece: str = ""


def edge_of_goal(mark: Mapping[str, Any], layout: Layout) -> str | None:
    """The board edge (as White sees it) that a goal mark covers whole; None for any other
    mark, which stays a marker on its squares."""
    if mark.get("kind") != "goal":
        return None
    squares = [sq for sq in mark.get("squares", ()) if layout.on_board(sq)]
    return full_edge(layout, squares) if squares else None


def goal_edges(view: Mapping[str, Any], layout: Layout) -> tuple[GoalEdge, ...]:
    """The goal bands of ``view``, sorted (a cache key), on their screen sides for ``layout``."""
    found = set()
    for mark in view.get("marks", ()):
        edge = edge_of_goal(mark, layout)
        if edge:
            side, piece = str(mark.get("side") or "white"), str(mark.get("piece") or "")
            found.add(GoalEdge(layout.screen_edge(edge), side, piece))
    return tuple(sorted(found))


def draw_goal_bands(image: Image.Image, layout: Layout, goals: tuple[GoalEdge, ...]) -> None:
    """Draw the bands into the RGB ``image`` (the empty board, drawn once and cached)."""
    draw = ImageDraw.Draw(image)
    for goal in goals:
        left, top, right, bottom = layout.band_box(goal.edge)
        fill, ink = style.FILL[goal.side], style.INK[goal.side]
        draw.rectangle([left, top, right - 1, bottom - 1], fill=fill, outline=ink, width=OUTLINE)
        if not goal.piece:
            continue
        mark = sprites.emblem(goal.side, goal.piece, EMBLEM)
        for x, y in _emblem_corners(layout, goal.edge):
            image.paste(mark, (x, y), mark)


def _emblem_corners(layout: Layout, edge: str) -> list[tuple[int, int]]:
    """Top-left pixels of the emblems of a band: one beside each square of its edge, so the
    key is in sight wherever along the edge a player looks."""
    left, top, right, bottom = layout.band_box(edge)
    half = EMBLEM // 2
    if edge in ("north", "south"):
        y = (top + bottom) // 2 - half
        return [(x + style.CELL // 2 - half, y) for x in range(left, right, style.CELL)]
    x = (left + right) // 2 - half
    return [(x, y + style.CELL // 2 - half) for y in range(top, bottom, style.CELL)]
