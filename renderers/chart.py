"""Line charts in the board style: a rating over a player's games, an evaluation over a match.

One chart renderer for every chart the bot draws, in the boards' palette and font, so a
profile or a review sits beside a board as part of one family of images.  Like the boards, a
chart is a pure function of its input (the same input gives the same bytes).

    png = render_chart(
        "alice · Crossings",
        [Series("rating", [(0, 1500.0), (1, 1662.3)], band=[(0, 350.0), (1, 290.3)])],
        y_label="rating", x_label="rated games",
    )

Where everything goes is decided first, as a :class:`ChartLayout` (the plot's box, the data
range, the ticks), and only then drawn, so a test can check a chart's geometry against its
numbers and sample the pixels where the numbers say the line and the band must be.  The x axis
counts things (games, moves), so its ticks are whole numbers; a band (a rating's deviation)
must give a half-width for every point, and everything is clipped to the plot.  A proven
result (a forced win or loss in an evaluation) is no number on the scale: it is drawn in a
strip above (won) or below (lost) the plot, so it never crushes the scale of the rest.
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
STRIP = 22  # height of the strip for proven results, above or below the plot
TITLE_SIZE, LABEL_SIZE = 16, 12
PLOT = style.blend(style.FRAME, style.LIGHT_SQUARE, 0.08)  # the plot area, a shade off the frame
GRID = style.blend(style.FRAME, style.LABEL, 0.22)
LINE_COLOURS: tuple[style.RGB, ...] = (style.LAST_MOVE, style.HIGHLIGHT, style.CHOICE)
BAND_SHARE = 0.25  # how far a band's colour is from the plot's toward its line's
MAX_POINTS = 2000  # more points than pixels across: thinned evenly before drawing
MAX_TICKS = 6
PROVEN = ("win", "loss")
MIN_TEXT_SIZE = 8  # the smallest a chart's words are drawn, to fit a longer language
MAX_TEXT = 120  # characters of a label measured at most (more never fit)
TEXT_GAP = 4  # pixels between a chart's words and whatever is next to them


def band_colour(index: int) -> style.RGB:
    """The colour of the band of the ``index``-th series."""
    return style.blend(PLOT, LINE_COLOURS[index % len(LINE_COLOURS)], BAND_SHARE)


@dataclass(frozen=True)
class Series:
    """One line: ``points`` are (x, y) in data units, in x order.

    ``band`` (optional) gives, for every point, its x and a half-width drawn as a shaded band
    round the line (a rating's deviation); its x values must be the points' own.  ``marks``
    are x values to mark on the line with a small label each (a blunder ``??``, a mistake
    ``?``).  ``proven`` are x values with ``'win'`` or ``'loss'``: results the search proved,
    drawn in the strip above or below the plot instead of on the scale.
    """

    label: str
    points: Sequence[tuple[float, float]]
    band: Sequence[tuple[float, float]] = ()
    marks: Sequence[tuple[float, str]] = field(default_factory=tuple)
    proven: Sequence[tuple[float, str]] = field(default_factory=tuple)


@dataclass(frozen=True)
class ChartLayout:
    """Where a chart's parts go: the plot's box in pixels (right and bottom inclusive), the
    data range it shows, its ticks, and the strips for proven results (None: no strip)."""

    left: int
    top: int
    right: int
    bottom: int
    x0: float
    x1: float
    y0: float
    y1: float
    x_ticks: tuple[int, ...]
    y_ticks: tuple[float, ...]
    win_strip: tuple[int, int] | None = None  # (top, bottom) pixel rows
    loss_strip: tuple[int, int] | None = None

    def px(self, x: float, y: float) -> tuple[float, float]:
        """The pixel of a data point (y is not clipped; drawing clips to the plot)."""
        fx = (x - self.x0) / (self.x1 - self.x0)
        fy = (y - self.y0) / (self.y1 - self.y0)
        x_pixel = self.left + fx * (self.right - self.left)
        return x_pixel, self.bottom - fy * (self.bottom - self.top)

    def strip_y(self, result: str) -> float:
        """The pixel row of the middle of the strip of a proven ``'win'`` or ``'loss'``."""
        strip = self.win_strip if result == "win" else self.loss_strip
        assert strip is not None, f"no strip for a proven {result}"
        return (strip[0] + strip[1]) / 2


def _check(series: Sequence[Series]) -> None:
    """Refuse what cannot be drawn truthfully: no point at all, a non-finite value, a band
    that does not give one half-width per point, a proven result that is not 'win'/'loss'."""
    if not any(s.points for s in series) and not any(s.proven for s in series):
        raise ValueError("A chart needs at least one point.")
    for s in series:
        values = [v for p in (*s.points, *s.band) for v in p] + [x for x, _ in s.proven]
        if not all(math.isfinite(v) for v in values):
            raise ValueError("A chart's values must be finite numbers.")
        if s.band and [x for x, _ in s.band] != [x for x, _ in s.points]:
            raise ValueError(f"The band of {s.label!r} must give a half-width for every point.")
        if any(h < 0 for _, h in s.band):
            raise ValueError("A band's half-width is never negative.")
        if any(result not in PROVEN for _, result in s.proven):
            raise ValueError("A proven result is 'win' or 'loss'.")


def layout_chart(series: Sequence[Series], *, zero_line: bool = False) -> ChartLayout:
    """The layout of a chart of ``series`` (see the module docstring); ValueError for what
    :func:`render_chart` refuses."""
    _check(series)
    xs = [x for s in series for x, _ in (*s.points, *s.proven)]
    ys = [y for s in series for _, y in s.points]
    for s in series:
        ys += [y + h for (_, y), (_, h) in zip(s.points, s.band, strict=False)]
        ys += [y - h for (_, y), (_, h) in zip(s.points, s.band, strict=False)]
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    if x1 == x0:
        x0, x1 = x0 - 1, x1 + 1
    low, high = (min(ys), max(ys)) if ys else (0.0, 0.0)
    if zero_line:
        low, high = min(low, -1.0), max(high, 1.0)  # at least one unit either side of even
    margin = (high - low) * 0.08 or 1.0
    y0, y1 = low - margin, high + margin
    results = {result for s in series for _, result in s.proven}
    top, bottom = PAD_TOP, HEIGHT - PAD_BOTTOM
    win_strip = loss_strip = None
    if "win" in results:
        win_strip, top = (top, top + STRIP - 4), top + STRIP
    if "loss" in results:
        loss_strip, bottom = (bottom - STRIP + 4, bottom), bottom - STRIP
    return ChartLayout(
        left=PAD_LEFT,
        top=top,
        right=WIDTH - PAD_RIGHT,
        bottom=bottom,
        x0=float(x0),
        x1=float(x1),
        y0=y0,
        y1=y1,
        x_ticks=tuple(int(t) for t in _ticks(x0, x1, whole=True)),
        y_ticks=tuple(_ticks(y0, y1, whole=True)),
        win_strip=win_strip,
        loss_strip=loss_strip,
    )


def render_chart(
    title: str,
    series: Sequence[Series],
    *,
    y_label: str = "",
    x_label: str = "",
    zero_line: bool = False,
    strip_labels: tuple[str, str] = ("", ""),
) -> bytes:
    """The PNG of a line chart of ``series`` (at least one point in all).

    ``zero_line`` draws y = 0 stronger (an evaluation: above it the asking player stands
    better).  ``strip_labels`` name the strips of proven results (a win, a loss), in the
    reader's language: the renderer has no words of its own, so every text is an argument.
    Every text is fitted inside its box (:func:`chart_texts`).  Non-finite values are
    refused: a chart must never hide a broken figure.
    """
    layout = layout_chart(series, zero_line=zero_line)
    image = Image.new("RGB", (WIDTH, HEIGHT), style.FRAME)
    draw = ImageDraw.Draw(image)
    box = [layout.left, layout.top, layout.right, layout.bottom]
    draw.rectangle(box, fill=PLOT)
    _grid(draw, layout, zero_line)
    for strip in (layout.win_strip, layout.loss_strip):
        if strip is not None:
            draw.rectangle([layout.left, strip[0], layout.right, strip[1]], fill=PLOT)
    for index, line in enumerate(series):
        _band(image, layout, line, band_colour(index))
    draw.rectangle(box, outline=GRID)
    for index, line in enumerate(series):
        _line(image, layout, line, LINE_COLOURS[index % len(LINE_COLOURS)])
    for text in chart_texts(layout, title, y_label, x_label, strip_labels):
        draw.text(
            text.xy, text.text, font=style.font(text.size), fill=style.LABEL, anchor=text.anchor
        )
    buffer = io.BytesIO()
    # RGB at zlib level 1: quantising to a palette cost two thirds of a chart's time (16 ms).
    image.save(buffer, "PNG", compress_level=1)
    return buffer.getvalue()


@dataclass(frozen=True)
class PlacedText:
    """A text of a chart (its title, an axis's label, a strip's name) where it is drawn: at
    ``xy`` with Pillow's ``anchor``, in the chart font at ``size``, inside ``box`` (left, top,
    right, bottom), fitted there."""

    text: str
    size: int
    xy: tuple[float, float]
    anchor: str
    box: tuple[float, float, float, float]


def fitted(text: str, size: int, room: float) -> tuple[str, int]:
    """``text`` and the font size that fits it in ``room`` pixels across: the given size, or
    a smaller one down to ``MIN_TEXT_SIZE``, and at that size cut with an ellipsis (a German
    or Spanish label runs a third longer than the English the chart was laid out for)."""
    text = text[:MAX_TEXT]
    for tried in range(size, MIN_TEXT_SIZE - 1, -1):
        if style.font(tried).getlength(text) <= room:
            return text, tried
    font = style.font(MIN_TEXT_SIZE)
    while text and font.getlength(text + "…") > room:
        text = text[:-1]
    return (text.rstrip() + "…" if text else ""), MIN_TEXT_SIZE


def chart_texts(
    layout: ChartLayout,
    title: str,
    y_label: str,
    x_label: str,
    strip_labels: tuple[str, str],
) -> list[PlacedText]:
    """Where a chart's words go, each fitted inside its own box: the y axis's label at the
    top right (at most half the width), the title left of it, the x axis's label under the
    plot, the strips' names left of them, where the tick numbers are."""
    placed = []
    right = WIDTH - PAD_RIGHT
    title_right = float(right)
    if y_label:
        text, size = fitted(y_label, LABEL_SIZE, (right - PAD_LEFT) / 2)
        width = style.font(size).getlength(text)
        placed.append(PlacedText(text, size, (right, 20), "rm", (right - width, 10, right, 30)))
        title_right = right - width - TEXT_GAP
    if title:
        text, size = fitted(title, TITLE_SIZE, title_right - PAD_LEFT)
        placed.append(PlacedText(text, size, (PAD_LEFT, 12), "la", (PAD_LEFT, 4, title_right, 36)))
    if x_label:
        text, size = fitted(x_label, LABEL_SIZE, layout.right - layout.left)
        middle = (PAD_LEFT + right) / 2
        half = (layout.right - layout.left) / 2
        box = (middle - half, HEIGHT - 22, middle + half, HEIGHT - 2)
        placed.append(PlacedText(text, size, (middle, HEIGHT - 12), "mm", box))
    for strip, label in zip((layout.win_strip, layout.loss_strip), strip_labels, strict=True):
        if strip is not None and label:
            end = layout.left - 6
            text, size = fitted(label, LABEL_SIZE, end - TEXT_GAP)
            box = (TEXT_GAP, strip[0], end, strip[1])
            placed.append(PlacedText(text, size, (end, (strip[0] + strip[1]) / 2), "rm", box))
    return placed


def _ticks(low: float, high: float, count: int = 5, *, whole: bool = False) -> list[float]:
    """Round tick values inside [low, high]: steps of 1, 2 or 5 times a power of ten, and
    with ``whole`` never less than 1 (counts and ratings have no fractions)."""
    span = high - low
    if span <= 0:
        return [low]
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if whole:
        step = max(1, round(step))
    while (high - low) / step > MAX_TICKS * 2:
        step *= 2
    first = math.ceil(low / step) * step
    ticks = [first + i * step for i in range(int((high - first) / step + 1e-9) + 1)]
    return [int(t) if whole else t for t in ticks]


def _label(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 10 or value == int(value) else f"{value:.1f}"


def _grid(draw: ImageDraw.ImageDraw, layout: ChartLayout, zero_line: bool) -> None:
    small = style.font(LABEL_SIZE)
    for y in layout.y_ticks:
        _, py = layout.px(layout.x0, y)
        strong = zero_line and y == 0
        draw.line(
            [layout.left, py, layout.right, py],
            fill=style.LABEL if strong else GRID,
            width=2 if strong else 1,
        )
        draw.text((layout.left - 6, py), _label(y), font=small, fill=style.LABEL, anchor="rm")
    for x in layout.x_ticks:
        px, _ = layout.px(x, layout.y0)
        draw.line([px, layout.bottom, px, layout.bottom + 4], fill=GRID)
        draw.text((px, HEIGHT - PAD_BOTTOM + 12), str(x), font=small, fill=style.LABEL, anchor="mm")


def _thinned(points: Sequence[tuple[float, float]]) -> list[int]:
    """The indices of the points drawn: all of them, or evenly many with the last one."""
    if len(points) <= MAX_POINTS:
        return list(range(len(points)))
    step = len(points) / MAX_POINTS
    return [*(int(i * step) for i in range(MAX_POINTS - 1)), len(points) - 1]


def _plot_layer(image: Image.Image, layout: ChartLayout) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A copy of the plot's box to draw into, so what is drawn there is clipped to it."""
    layer = image.crop((layout.left, layout.top, layout.right + 1, layout.bottom + 1))
    return layer, ImageDraw.Draw(layer)


def _band(image: Image.Image, layout: ChartLayout, line: Series, colour: style.RGB) -> None:
    """The band round the line, point by point, clipped to the plot."""
    if not line.band:
        return
    kept = _thinned(line.points)
    layer, draw = _plot_layer(image, layout)
    shift = (-layout.left, -layout.top)

    def at(x: float, y: float) -> tuple[float, float]:
        px, py = layout.px(x, y)
        return px + shift[0], py + shift[1]

    upper = [at(line.points[i][0], line.points[i][1] + line.band[i][1]) for i in kept]
    lower = [at(line.points[i][0], line.points[i][1] - line.band[i][1]) for i in reversed(kept)]
    if len(upper) > 1:
        draw.polygon(upper + lower, fill=colour)
    else:  # a single point: its band is a short vertical bar
        (x, top), (_, bottom) = upper[0], lower[0]
        draw.rectangle([x - 4, top, x + 4, bottom], fill=colour)
    image.paste(layer, (layout.left, layout.top))


def _line(image: Image.Image, layout: ChartLayout, line: Series, colour: style.RGB) -> None:
    draw = ImageDraw.Draw(image)
    points = [line.points[i] for i in _thinned(line.points)]
    layer, plot = _plot_layer(image, layout)
    pixels = [layout.px(x, y) for x, y in points]
    shifted = [(px - layout.left, py - layout.top) for px, py in pixels]
    if len(shifted) > 1:
        plot.line(shifted, fill=colour, width=3, joint="curve")
    image.paste(layer, (layout.left, layout.top))
    for x, y in pixels[-1:] if len(pixels) > 60 else pixels:
        draw.ellipse([x - 3, y - 3, x + 3, y + 3], fill=colour)
    small = style.font(LABEL_SIZE)
    for x, result in line.proven:
        px, py = layout.px(x, 0.0)[0], layout.strip_y(result)
        draw.rectangle([px - 4, py - 4, px + 4, py + 4], fill=colour)
    at = dict(points)
    spots = {x: layout.px(x, y) for x, y in at.items()}
    spots.update({x: (layout.px(x, 0.0)[0], layout.strip_y(r)) for x, r in line.proven})
    for x, text in line.marks:
        if x not in spots:
            continue
        px, py = spots[x]
        draw.ellipse([px - 6, py - 6, px + 6, py + 6], outline=style.CAPTURED, width=2)
        label_y = py - 14 if py - 14 > PAD_TOP - 6 else py + 14
        draw.text((px, label_y), text[:6], font=small, fill=style.CAPTURED, anchor="mm")
