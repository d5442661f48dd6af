"""The rating chart of a profile against its numbers: after one rated game the band is the
start deviation (350) at game 0 and the stored deviation at game 1, inside the plot."""

from __future__ import annotations

import io

from PIL import Image

from bot.service.ratings import history_chart
from renderers.chart import HEIGHT, PAD_BOTTOM, PAD_LEFT, PAD_RIGHT, PAD_TOP, WIDTH, band_colour
from storage.rating_rules import Standing
from storage.ratings import Profile, RatingChange


def _profile() -> Profile:
    change = RatingChange(1, 7, "crossings", 8, "win", 1500.0, 1662.3, 290.3, 1000.0)
    standing = Standing(7, "crossings", 1662.3, 290.3, 0.06, 1, 1, 0, 0, 1, 1000.0)
    return Profile(7, (standing,), (), "crossings", (change,))


def test_after_one_game_the_band_is_350_at_game_0_and_the_stored_deviation_at_game_1():
    image = Image.open(io.BytesIO(history_chart(_profile(), "alice"))).convert("RGB")
    # The range, computed here: the band's extremes and 8% margin either side.
    low, high = 1500.0 - 350.0, 1662.3 + 290.3
    y0, y1 = low - 0.08 * (high - low), high + 0.08 * (high - low)
    top, bottom = PAD_TOP, HEIGHT - PAD_BOTTOM

    def row(y: float) -> float:
        return bottom - (y - y0) / (y1 - y0) * (bottom - top)

    colour = band_colour(0)
    ends = ((PAD_LEFT + 2, 1500.0, 350.0), (WIDTH - PAD_RIGHT - 2, 1662.3, 290.3))
    for column, rating, deviation in ends:
        rows = [y for y in range(HEIGHT) if image.getpixel((column, y)) == colour]
        assert rows, f"no band in column {column}"
        assert abs(min(rows) - row(rating + deviation)) <= 3
        assert abs(max(rows) - row(rating - deviation)) <= 3
        assert min(rows) >= top and max(rows) <= bottom
