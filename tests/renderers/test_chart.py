"""The shared line chart (ratings over games, evaluations over a match): deterministic,
refuses what it cannot draw truthfully, and draws what it is given where it belongs."""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image

from renderers import style
from renderers.chart import HEIGHT, LINE_COLOURS, WIDTH, Series, _ticks, render_chart


def _image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_a_chart_is_a_png_of_the_chart_size_and_the_same_input_gives_the_same_bytes():
    series = [Series("rating", [(1, 1500.0), (2, 1523.5), (3, 1490.0)], band=[(1, 350.0)])]
    first = render_chart("alice · Crossings", series, y_label="rating", x_label="games")
    assert first == render_chart("alice · Crossings", series, y_label="rating", x_label="games")
    assert _image(first).size == (WIDTH, HEIGHT)


def test_the_line_is_drawn_in_the_line_colour_and_a_mark_in_the_capture_colour():
    plain = _image(render_chart("t", [Series("e", [(1, -1.0), (2, 2.0), (3, 0.5)])]))
    marked = _image(
        render_chart("t", [Series("e", [(1, -1.0), (2, 2.0), (3, 0.5)], marks=[(2, "??")])])
    )
    colours = {rgb for _, rgb in plain.getcolors(1 << 16)}
    assert LINE_COLOURS[0] in colours
    assert style.CAPTURED not in colours
    assert style.CAPTURED in {rgb for _, rgb in marked.getcolors(1 << 16)}


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_values_are_refused(bad):
    with pytest.raises(ValueError, match="finite"):
        render_chart("t", [Series("e", [(1, 0.0), (2, bad)])])


def test_an_empty_chart_is_refused_and_one_point_is_drawn():
    with pytest.raises(ValueError, match="at least one point"):
        render_chart("t", [Series("e", [])])
    assert _image(render_chart("t", [Series("e", [(1, 1500.0)])])).size == (WIDTH, HEIGHT)


def test_ticks_are_round_and_cover_the_range():
    assert _ticks(0, 10) == [0, 2, 4, 6, 8, 10]
    ticks = _ticks(1437.2, 1612.9)
    assert ticks == [1450, 1500, 1550, 1600]


def test_a_long_series_is_thinned_not_refused():
    points = [(float(i), math.sin(i / 50)) for i in range(20_000)]
    assert _image(render_chart("t", [Series("e", points)], zero_line=True)).size == (WIDTH, HEIGHT)
