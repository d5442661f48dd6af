"""Line charts in the board style: a rating over a player's games, an evaluation over a match.

One chart renderer for every chart the bot draws, in the boards' palette and font, so a
profile or a review sits beside a board as part of one family of images.  Like the boards, a
chart is a pure function of its input (the same input gives the same bytes).

    png = render_chart(
        "alice · Crossings",
        [Series("rating", [(1, 1500.0), (2, 1523.4)], band=[(1, 350.0), (2, 290.0)])],
        y_label="rating", x_label="games",
    )
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from renderers import style

WIDTH, HEIGHT = 640, 320
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 58, 18, 40, 40
TITLE_SIZE, LABEL_SIZE = 16, 12
PLOT = style.blend(style.FRAME, style.LIGHT_SQUARE, 0.08)  # the plot area, a shade off the frame
GRID = style.blend(style.FRAME, style.LABEL, 0.22)
LINE_COLOURS: tuple[style.RGB, ...] = (style.LAST_MOVE, style.HIGHLIGHT, style.CHOICE)
MAX_POINTS = 2000  # more points than pixels across: thinned evenly before drawing


@dataclass(frozen=True)
class Series:
    """One line: ``points`` are (x, y) in data units, in x order.

    ``band`` (optional, same x values) is a half-width drawn as a shaded band round the line
    (a rating's deviation).  ``marks`` are x values to mark on the line with a small label
    each (a blunder ``??``, a mistake ``?``).
    """

    label: str
    points: Sequence[tuple[float, float]]
    band: Sequence[tuple[float, float]] = ()
    marks: Sequence[tuple[float, str]] = field(default_factory=tuple)


@dataclass(frozen=True)
class _Frame:
    """Data units to pixels."""

    x0: float
    x1: float
    y0: float
    y1: float

    def px(self, x: float, y: float) -> tuple[float, float]:
        left, right = PAD_LEFT, WIDTH - PAD_RIGHT
        top, bottom = PAD_TOP, HEIGHT - PAD_BOTTOM
        fx = 0.5 if self.x1 == self.x0 else (x - self.x0) / (self.x1 - self.x0)
        fy = 0.5 if self.y1 == self.y0 else (y - self.y0) / (self.y1 - self.y0)
        return left + fx * (right - left), bottom - fy * (bottom - top)


def render_chart(
    title: str,
    series: Sequence[Series],
    *,
    y_label: str = "",
    x_label: str = "",
    zero_line: bool = False,
) -> bytes:
    """The PNG of a line chart of ``series`` (at least one point in all).

    ``zero_line`` draws y = 0 stronger (an evaluation: above it the asking player stands
    better).  Non-finite values are refused: a chart must never hide a broken figure.
    """
    points = [p for s in series for p in s.points] + [
        (x, y + h) for s in series for (x, h), (_, y) in zip(s.band, s.points, strict=False)
    ]
    points += [(x, y - h) for s in series for (x, h), (_, y) in zip(s.band, s.points, strict=False)]
    if not points:
        raise ValueError("A chart needs at least one point.")
    if not all(math.isfinite(v) for p in points for v in p):
        raise ValueError("A chart's values must be finite numbers.")
    xs, ys = [x for x, _ in points], [y for _, y in points]
    low, high = min(ys), max(ys)
    if zero_line:
        low, high = min(low, 0.0), max(high, 0.0)
    margin = (high - low) * 0.08 or 1.0
    frame = _Frame(min(xs), max(xs), low - margin, high + margin)
    image = Image.new("RGB", (WIDTH, HEIGHT), style.FRAME)
    draw = ImageDraw.Draw(image)
    draw.rectangle(
        [PAD_LEFT, PAD_TOP, WIDTH - PAD_RIGHT, HEIGHT - PAD_BOTTOM], fill=PLOT, outline=GRID
    )
    _grid(draw, frame, zero_line)
    for index, line in enumerate(series):
        _line(draw, frame, line, LINE_COLOURS[index % len(LINE_COLOURS)])
    draw.text((PAD_LEFT, 12), title[:80], font=style.font(TITLE_SIZE), fill=style.LABEL)
    small = style.font(LABEL_SIZE)
    if x_label:
        draw.text(
            ((PAD_LEFT + WIDTH - PAD_RIGHT) / 2, HEIGHT - 12),
            x_label[:60],
            font=small,
            fill=style.LABEL,
            anchor="mm",
        )
    if y_label:
        draw.text((WIDTH - PAD_RIGHT, 20), y_label[:40], font=small, fill=style.LABEL, anchor="rm")
    buffer = io.BytesIO()
    # RGB at zlib level 1: quantising to a palette cost two thirds of a chart's time (16 ms).
    image.save(buffer, "PNG", compress_level=1)
    return buffer.getvalue()


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering [low, high]: steps of 1, 2 or 5 times a power of ten."""
    span = high - low
    if span <= 0:
        return [low]
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(low / step) * step
    return [first + i * step for i in range(int((high - first) / step) + 1)]


def _label(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 10 or value == int(value) else f"{value:.1f}"


def _grid(draw: ImageDraw.ImageDraw, frame: _Frame, zero_line: bool) -> None:
    small = style.font(LABEL_SIZE)
    for y in _ticks(frame.y0, frame.y1):
        _, py = frame.px(frame.x0, y)
        strong = zero_line and y == 0
        draw.line(
            [PAD_LEFT, py, WIDTH - PAD_RIGHT, py],
            fill=style.LABEL if strong else GRID,
            width=2 if strong else 1,
        )
        draw.text((PAD_LEFT - 6, py), _label(y), font=small, fill=style.LABEL, anchor="rm")
    for x in _ticks(frame.x0, frame.x1):
        px, _ = frame.px(x, frame.y0)
        draw.text(
            (px, HEIGHT - PAD_BOTTOM + 10), _label(x), font=small, fill=style.LABEL, anchor="mm"
        )


def _thinned(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    if len(points) <= MAX_POINTS:
        return list(points)
    step = len(points) / MAX_POINTS
    kept = [points[int(i * step)] for i in range(MAX_POINTS)]
    return [*kept[:-1], points[-1]]


def _line(draw: ImageDraw.ImageDraw, frame: _Frame, line: Series, colour: style.RGB) -> None:
    points = _thinned(line.points)
    if line.band:
        band = dict(line.band)
        upper = [frame.px(x, y + band.get(x, 0.0)) for x, y in points]
        lower = [frame.px(x, y - band.get(x, 0.0)) for x, y in reversed(points)]
        if len(upper) > 1:
            draw.polygon(upper + lower, fill=style.blend(PLOT, colour, 0.25))
    pixels = [frame.px(x, y) for x, y in points]
    if len(pixels) > 1:
        draw.line(pixels, fill=colour, width=3, joint="curve")
    for x, y in pixels[-1:] if len(pixels) > 60 else pixels:
        draw.ellipse([x - 3, y - 3, x + 3, y + 3], fill=colour)
    at = dict(points)
    small = style.font(LABEL_SIZE)
    for x, text in line.marks:
        if x not in at:
            continue
        px, py = frame.px(x, at[x])
        draw.ellipse([px - 5, py - 5, px + 5, py + 5], outline=style.CAPTURED, width=2)
        draw.text((px, py - 14), text[:6], font=small, fill=style.CAPTURED, anchor="mm")
