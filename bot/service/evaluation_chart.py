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
from dataclasses import dataclass
from typing import Any

from bot.i18n.messages import t
from bot.markup import plain
from bot.service.coach_words import side_name
from games.ai.knowledge import checkers_bosses, crossings, king_of_the_castle, kings_crossing
from games.ai.search import DECISIVE
from renderers.chart import Series, render_chart

CHARING_CROSS_SPAN = 8  # the board's size: progress runs to 8 on the goal line
# Game -> (evaluation units of one piece, the unit's key: message coach-unit, $unit).
UNITS: dict[str, tuple[float, str]] = {
    "kings-crossing": (kings_crossing.MAN_VALUE, "men"),
    "crossings": (crossings.COUNTER, "counters"),
    "checkers-bosses": (checkers_bosses.MAN["d"], "men"),
    "king-of-the-castle": (king_of_the_castle.VALUE["p"], "pages"),
    "charing-cross": (
        float(CHARING_CROSS_SPAN**2 - (CHARING_CROSS_SPAN - 1) ** 2),
        "last-steps",
    ),
}
GENERIC_UNIT = (1.0, "pieces")  # material counted in pieces (knowledge.GENERIC)


@dataclass(frozen=True)
class ChartWords:
    """A review chart's words, already in the reader's language."""

    title: str
    y_label: str
    x_label: str
    won: str  # the strip of proven wins
    lost: str  # the strip of proven losses


def unit(game_id: str) -> tuple[float, str]:
    """(evaluation units of one piece, its key) for ``game_id``."""
    return UNITS.get(game_id, GENERIC_UNIT)


def unit_name(game_id: str) -> str:
    """The unit's name in the plural ("men", "last steps to a goal"), as markup."""
    return t("coach-unit", unit=unit(game_id)[1])


def chart_words(
    match_id: str, game_name: str, game_id: str, side: str, language: str | None
) -> ChartWords:
    """A review chart's title and labels in ``language``: the renderer draws what it is
    given and knows no language."""

    def said(message_id: str, **args: str) -> str:
        return plain(t(message_id, **args), language)

    name = side_name(side)
    return ChartWords(
        title=said("coach-chart-title", match=match_id, game=game_name, side=name),
        y_label=said("coach-chart-advantage", side=side, unit=unit_name(game_id)),
        x_label=said("coach-chart-move"),
        won=said("coach-chart-won"),
        lost=said("coach-chart-lost"),
    )


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


def evaluation_chart(words: ChartWords, series: Series) -> bytes:
    """The PNG of a review's evaluation chart, its y axis in the game's pieces."""
    return render_chart(
        words.title,
        [series],
        y_label=words.y_label,
        x_label=words.x_label,
        zero_line=True,
        strip_labels=(words.won, words.lost),
    )
