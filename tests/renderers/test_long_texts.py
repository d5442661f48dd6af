"""Over-long texts cost a render no more than short ones (issue 19: a 5,000-character
``last_move`` made one render take about a second, because the caption was fitted by cutting
one character at a time and measuring the rest again).

The work is counted, not timed: every glyph advance the caption reads is counted, and a
megabyte of move text must read no more of them than a few hundred characters do.
"""

from __future__ import annotations

import games
from renderers import caption, render_png
from renderers.glyphs import GlyphSet


def _glyph_reads(monkeypatch, last_move: str) -> int:
    count = 0
    original = GlyphSet.glyph

    def counting(self: GlyphSet, char: str):
        nonlocal count
        count += 1
        return original(self, char)

    monkeypatch.setattr(GlyphSet, "glyph", counting)
    game = games.get("crossings")
    render_png(game.view(game.start(), None), last_move=last_move)
    monkeypatch.setattr(GlyphSet, "glyph", original)
    return count


def test_a_huge_last_move_reads_no_more_glyphs_than_a_long_one(monkeypatch):
    long_reads = _glyph_reads(monkeypatch, "a1-a2" * 100)
    huge_reads = _glyph_reads(monkeypatch, "a1-a2" * 200_000)
    assert huge_reads == long_reads
    assert huge_reads < 10 * caption.MAX_CHARS


def test_fitting_is_one_pass_over_the_text():
    font = caption.glyphs(caption.STATUS_SIZE)
    text = "x" * 5000
    fitted = caption._fit(text, caption.STATUS_SIZE, 100)
    assert fitted.endswith("…")
    assert font.length(fitted) <= 100
    assert font.length(fitted[:-1] + "x" + "…") > 100 or len(fitted) - 1 == len(text)


def test_a_cut_move_text_still_names_its_first_squares():
    game = games.get("crossings")
    view = game.view(game.start(), None)
    assert render_png(view, last_move="a1-a2" + "x" * 10_000) == render_png(
        view, last_move=("a1-a2" + "x" * 10_000)[:300]
    )
