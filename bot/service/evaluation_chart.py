"""The evaluation chart of a review, in a unit a player understands.

The search scores positions in each game's own evaluation units (``games.ai.knowledge``): a
King's Crossing man is worth 10 of them, a Crossings counter 1, a Charing Cross runner the
square of its progress.  A chart in those units means nothing to a player, so the chart divides
by the worth of one ordinary piece of the game and says so on its axis ("in men": 1 is a man).
Charing Cross has no captures; its unit is the last step of a runner to its goal (the
difference of the squared progress of a runner on the goal line and one step before it).

A result the search proved (a forced win or loss, scored near ``±WIN``) is no number of
pieces: it is drawn in the strip above (won) or below (lost) the plot, so one proven line does
not squash the rest of the game into a flat line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.ai.knowledge import checkers_bosses, crossings, king_of_the_castle, kings_crossing
from games.ai.search import DECISIVE
from renderers.chart import Series, render_chart

CHARING_CROSS_SPAN = 8  # the board's size: progress runs to 8 on the goal line
# Game -> (evaluation units of one piece, the piece's name in the plural).
UNITS: dict[str, tuple[float, str]] = {
    "kings-crossing": (kings_crossing.MAN_VALUE, "men"),
    "crossings": (crossings.COUNTER, "counters"),
    "checkers-bosses": (checkers_bosses.MAN["d"], "men"),
    "king-of-the-castle": (king_of_the_castle.VALUE["p"], "pages"),
    "charing-cross": (
        float(CHARING_CROSS_SPAN**2 - (CHARING_CROSS_SPAN - 1) ** 2),
        "last steps to a goal",
    ),
}
GENERIC_UNIT = (1.0, "pieces")  # material counted in pieces (knowledge.GENERIC)


def unit(game_id: str) -> tuple[float, str]:
    """(evaluation units of one piece, its name) for ``game_id``."""
    return UNITS.get(game_id, GENERIC_UNIT)


def evaluation_series(
    game_id: str,
    moves: Iterable[Mapping[str, Any]],
    view_side: str,
    signs: Mapping[str, str],
) -> Series:
    """The series of a review's weighed moves: after each one (x = its move number) the
    evaluation from ``view_side``'s side in pieces, or a proven win or loss, with its mark's
    sign (``signs``: mark -> ``??``)."""
    worth, _ = unit(game_id)
    points, proven, marks = [], [], []
    for move in moves:
        x = float(move["number"])  # the one move numbering of every image and text
        score = float(move["played_score"]) * (1.0 if move["side"] == view_side else -1.0)
        if abs(score) > DECISIVE:
            proven.append((x, "win" if score > 0 else "loss"))
        else:
            points.append((x, score / worth))
        if move.get("mark"):
            marks.append((x, signs[move["mark"]]))
    return Series(view_side, points, marks=marks, proven=proven)


def evaluation_chart(title: str, game_id: str, series: Series) -> bytes:
    """The PNG of a review's evaluation chart, its y axis in the game's pieces."""
    _, name = unit(game_id)
    return render_chart(
        title,
        [series],
        y_label=f"{series.label}'s advantage, in {name}",
        x_label="move",
        zero_line=True,
    )
