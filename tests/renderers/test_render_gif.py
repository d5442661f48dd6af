"""Animated replays: one frame per move, a longer pause on the last, deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderers import render_gif
from tests.renderers.views import busy_views, piece, view


def _frames(count: int):
    """A counter walking up the a-file, one move per frame."""
    out = [(view("crossings", {"a1": piece("white", "counter")}), None)]
    for rank in range(2, count + 1):
        out.append(
            (view("crossings", {f"a{rank}": piece("white", "counter")}), f"a{rank - 1}-a{rank}")
        )
    return out


def test_one_frame_per_view_and_a_longer_pause_on_the_last():
    data = render_gif(_frames(5), frame_ms=500, final_ms=3000)
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    assert image.n_frames == 5
    durations = []
    for index in range(image.n_frames):
        image.seek(index)
        durations.append(image.info["duration"])
    assert durations == [500, 500, 500, 500, 3000]
    assert image.info.get("loop") == 0


def test_frames_show_the_game_as_it_goes():
    image = Image.open(io.BytesIO(render_gif(_frames(3))))
    pictures = []
    for index in range(image.n_frames):
        image.seek(index)
        pictures.append(image.convert("RGB").tobytes())
    assert len(set(pictures)) == 3


def test_same_replay_gives_the_same_bytes():
    assert render_gif(_frames(6), perspective="black") == render_gif(
        _frames(6), perspective="black"
    )


def test_a_replay_needs_views_of_one_board_size():
    views = busy_views()
    with pytest.raises(ValueError, match="same board size"):
        render_gif([(views["crossings"], None), (views["kings-crossing"], None)])
    with pytest.raises(ValueError, match="at least one"):
        render_gif([])
