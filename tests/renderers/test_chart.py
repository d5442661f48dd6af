"""The shared line chart (ratings over games, evaluations over a match): deterministic,
refuses what it cannot draw truthfully, and draws what it is given where it belongs."""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image

from bot.service.evaluation_chart import ChartWords, chart_words
from renderers import style
from renderers.chart import (
    HEIGHT,
    LINE_COLOURS,
    MIN_TEXT_SIZE,
    PAD_BOTTOM,
    PAD_LEFT,
    PAD_RIGHT,
    PAD_TOP,
    WIDTH,
    PlacedText,
    Series,
    _ticks,
    band_colour,
    chart_texts,
    fitted,
    layout_chart,
    render_chart,
)


def _image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_a_chart_is_a_png_of_the_chart_size_and_the_same_input_gives_the_same_bytes():
    series = [
        Series(
            "rating",
            [(1, 1500.0), (2, 1523.5), (3, 1490.0)],
            band=[(1, 350.0), (2, 300.0), (3, 280.0)],
        )
    ]
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


# ----- the chart against its numbers --------------------------------------------------------
# Each expected pixel is computed here from the data and the plot's box (its padding), with
# the range rule stated in the test: the data's extremes (the band's included) and 8% margin.

RATINGS = [(0.0, 1500.0), (1.0, 1662.3), (2.0, 1590.1), (3.0, 1630.8), (4.0, 1702.5)]
DEVIATIONS = [(0.0, 350.0), (1.0, 290.3), (2.0, 251.0), (3.0, 222.4), (4.0, 199.9)]


def _expected_pixel(x, y, xs, lows, highs):
    left, right, top, bottom = PAD_LEFT, WIDTH - PAD_RIGHT, PAD_TOP, HEIGHT - PAD_BOTTOM
    low, high = min(lows), max(highs)
    margin = (high - low) * 0.08
    y0, y1 = low - margin, high + margin
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    return (
        left + (x - x0) / (x1 - x0) * (right - left),
        bottom - (y - y0) / (y1 - y0) * (bottom - top),
    )


def _band_rows(image, column, colour):
    return [y for y in range(HEIGHT) if image.getpixel((column, y)) == colour]


def test_the_band_matches_the_deviation_point_by_point_and_stays_in_the_plot():
    image = _image(
        render_chart("t", [Series("rating", RATINGS, band=DEVIATIONS)], y_label="rating")
    )
    xs = [x for x, _ in RATINGS]
    lows = [y - h for (_, y), (_, h) in zip(RATINGS, DEVIATIONS, strict=True)]
    highs = [y + h for (_, y), (_, h) in zip(RATINGS, DEVIATIONS, strict=True)]
    colour = band_colour(0)
    for (x, rating), (_, deviation) in zip(RATINGS[1:-1], DEVIATIONS[1:-1], strict=True):
        column, line_y = _expected_pixel(x, rating, xs, lows, highs)
        _, top = _expected_pixel(x, rating + deviation, xs, lows, highs)
        _, bottom = _expected_pixel(x, rating - deviation, xs, lows, highs)
        rows = _band_rows(image, round(column), colour)
        assert rows, f"no band at game {x}"
        assert abs(min(rows) - top) <= 2 and abs(max(rows) - bottom) <= 2, (x, rows[0], top)
        assert image.getpixel((round(column), round(line_y))) == LINE_COLOURS[0]
    # Nothing of the band outside the plot's box.
    left, right, top, bottom = PAD_LEFT, WIDTH - PAD_RIGHT, PAD_TOP, HEIGHT - PAD_BOTTOM
    outside = [
        (x, y)
        for x in range(WIDTH)
        for y in range(HEIGHT)
        if not (left <= x <= right and top <= y <= bottom) and image.getpixel((x, y)) == colour
    ]
    assert outside == []


def test_a_band_must_give_a_half_width_for_every_point():
    with pytest.raises(ValueError, match="every point"):
        render_chart("t", [Series("rating", RATINGS, band=DEVIATIONS[1:])])
    with pytest.raises(ValueError, match="every point"):
        shifted = [(x + 1, h) for x, h in DEVIATIONS]
        render_chart("t", [Series("rating", RATINGS, band=shifted)])


@pytest.mark.parametrize("count", [1, 2, 3, 7, 40, 999])
def test_x_ticks_are_whole_numbers_inside_the_games_played(count):
    points = [(float(i), 1500.0 + i) for i in range(count + 1)]
    layout = layout_chart([Series("rating", points)])
    assert layout.x_ticks, "at least one tick"
    assert all(isinstance(t, int) for t in layout.x_ticks)
    assert all(0 <= t <= count for t in layout.x_ticks)
    assert 0 in layout.x_ticks
    assert len(layout.x_ticks) <= 12


def test_after_one_game_the_axis_reads_0_and_1_and_the_y_range_holds_the_whole_band():
    layout = layout_chart([Series("rating", RATINGS[:2], band=DEVIATIONS[:2])])
    assert layout.x_ticks == (0, 1)
    assert layout.y0 <= 1500.0 - 350.0 and layout.y1 >= 1662.3 + 290.3
    assert all(t == int(t) for t in layout.y_ticks)


def test_proven_results_are_drawn_in_strips_off_the_scale():
    points = [(1.0, 0.4), (2.0, -0.6), (3.0, 1.2)]
    series = Series("e", points, proven=[(4.0, "win"), (5.0, "win")], marks=[(4.0, "??")])
    layout = layout_chart([series], zero_line=True)
    assert layout.win_strip is not None and layout.loss_strip is None
    assert layout.y1 < 2.0, "a proven win does not stretch the scale"
    assert layout.win_strip[1] < layout.top, "the strip is above the plot"
    image = _image(render_chart("t", [series], zero_line=True))
    for x in (4.0, 5.0):
        px = PAD_LEFT + (x - 1) / (5 - 1) * (WIDTH - PAD_RIGHT - PAD_LEFT)
        assert image.getpixel((round(px), round(layout.strip_y("win")))) == LINE_COLOURS[0]
    with pytest.raises(ValueError, match="'win' or 'loss'"):
        layout_chart([Series("e", points, proven=[(4.0, "draw")])])


def test_an_evaluation_has_a_whole_unit_either_side_of_even():
    layout = layout_chart([Series("e", [(1.0, 0.1), (2.0, -0.2)])], zero_line=True)
    assert {-1, 0, 1} <= set(layout.y_ticks)
    assert all(t == int(t) for t in layout.y_ticks)


def _inside(text: PlacedText) -> bool:
    """Whether the text, measured with the font the chart draws it in, lies in its box."""
    left, top, right, bottom = style.font(text.size).getbbox(text.text, anchor=text.anchor)
    x, y = text.xy
    box = text.box
    return box[0] <= x + left and x + right <= box[2] and box[1] <= y + top and y + bottom <= box[3]


def _words(language: str) -> ChartWords:
    # The longest unit (Charing Cross's) and the side with the longer name in German.
    return chart_words("12345", "The King o' the Castle", "charing-cross", "black", language)


@pytest.mark.parametrize("language", ["de", "es-ES", "en-XA", "en"])
def test_a_reviews_words_are_drawn_inside_their_boxes_in_every_language(language):
    """German and Spanish run a third longer than English, the pseudo-language (en-XA) 40 %
    and more: every word of a review's chart still lies inside its box, the boxes apart."""
    words = _words(language)
    series = Series("e", [(1.0, 0.5), (2.0, -1.0)], proven=[(3.0, "win"), (4.0, "loss")])
    layout = layout_chart([series], zero_line=True)
    placed = chart_texts(
        layout, words.title, words.y_label, words.x_label, (words.won, words.lost)
    )
    assert len(placed) == 5
    for text in placed:
        assert _inside(text), (text.text, text.size, text.box)
        assert text.box[0] >= 0 and text.box[2] <= WIDTH and text.box[3] <= HEIGHT
    title, y_label = next(p for p in placed if p.anchor == "la"), placed[0]
    assert title.box[2] < y_label.box[0], "the title ends before the y axis's label begins"
    for text in placed[2:]:  # the x axis's label under the plot, the strips left of it
        assert text.box[3] <= layout.top or text.box[1] >= layout.bottom or (
            text.box[2] <= layout.left
        )


def test_german_and_the_pseudo_languages_words_are_drawn_whole_a_little_smaller():
    for language in ("de", "en-XA"):
        words = _words(language)
        placed = {p.text: p.size for p in _placed(words)}
        wanted = (words.title, words.y_label, words.x_label, words.won, words.lost)
        assert set(placed) == set(wanted), "every word whole: nothing cut"
        assert MIN_TEXT_SIZE <= placed[words.y_label] < 12, "the long label made smaller"
    assert len(_words("en-XA").y_label) > 1.4 * len(_words("en").y_label)


def _placed(words: ChartWords) -> list[PlacedText]:
    series = Series("e", [(1.0, 0.5)], proven=[(3.0, "win"), (4.0, "loss")])
    layout = layout_chart([series], zero_line=True)
    return chart_texts(layout, words.title, words.y_label, words.x_label, (words.won, words.lost))


def test_a_text_too_long_for_its_box_is_made_smaller_then_cut():
    assert fitted("move", 12, 200) == ("move", 12)
    text, size = fitted("a long label " * 3, 12, 150)
    assert size < 12 and style.font(size).getlength(text) <= 150
    cut, smallest = fitted("x" * 400, 12, 60)
    assert smallest == MIN_TEXT_SIZE and cut.endswith("…")
    assert style.font(MIN_TEXT_SIZE).getlength(cut) <= 60
