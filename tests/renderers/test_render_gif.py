"""Animated replays: one frame per move, a longer pause on the last, deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from renderers import Frame, render_gif
from renderers.board import compose, layout_for
from renderers.caption import title_line
from renderers.status import status
from tests.renderers.views import busy_views, piece, square_box, view


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


# ----- per-frame captions (a frame says what was true then, not how the game ended) ---------


def _decoded(data: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(data))
    out = []
    for index in range(image.n_frames):
        image.seek(index)
        out.append(image.convert("RGB"))
    return out


def _story() -> list[Frame]:
    """A short game: the start, White's move, Black's capture that ends it."""
    start = view("crossings", {"a2": piece("white", "counter"), "b4": piece("black", "counter")})
    first = view("crossings", {"a3": piece("white", "counter"), "b4": piece("black", "counter")})
    first["to_move"] = first["turn"] = "black"
    won = view(
        "crossings",
        {"a3": piece("black", "counter")},
        to_move=None,
        outcome={"winner": "black", "reason": "white has no counters left on the board"},
    )
    return [Frame(start, None, 0), Frame(first, "a2-a3", 1), Frame(won, "b4xa3", 2, ("a3",))]


@pytest.mark.parametrize("perspective", ["white", "black"])
def test_every_frame_is_the_image_of_its_own_view_move_number_and_captures(perspective):
    frames = _story()
    decoded = _decoded(render_gif(frames, perspective=perspective))
    assert len(decoded) == len(frames)
    for frame, picture in zip(frames, decoded, strict=True):
        expected = compose(
            frame.view,
            last_move=frame.last_move,
            perspective=perspective,
            move_number=frame.move_number,
            captured=frame.captured,
        )
        assert picture.tobytes() == expected.convert("RGB").tobytes()


def test_the_first_frame_is_whole_and_says_start_and_who_moves():
    """The first frame is the full picture of the start: caption included, nothing cut."""
    frames = _story()
    first = Image.open(io.BytesIO(render_gif(frames)))
    assert first.tile[0].extents == (0, 0, *first.size), "the first frame covers the image"
    assert title_line(frames[0].view, frames[0].move_number) == "Crossings · start"
    assert status(frames[0].view)[1] == "White to move"
    assert (
        _decoded(render_gif(frames))[0].tobytes()
        == compose(frames[0].view, move_number=0).convert("RGB").tobytes()
    )


def test_a_frame_with_a_capture_differs_from_one_without_only_on_that_square():
    last = _story()[-1]
    without = _decoded(render_gif([Frame(last.view, last.last_move, last.move_number)]))[0]
    marked = _decoded(render_gif([last]))[0]
    x0, y0, x1, y1 = square_box(layout_for(last.view), "a3")
    changed = ImageChops.difference(without, marked).getbbox()
    assert changed is not None
    assert x0 <= changed[0] and y0 <= changed[1] and changed[2] <= x1 and changed[3] <= y1


def test_pairs_still_work_and_are_numbered_from_the_first_move_number():
    pairs = _frames(3)
    as_frames = [Frame(v, m, 5 + i) for i, (v, m) in enumerate(pairs)]
    assert render_gif(pairs, first_move_number=5) == render_gif(as_frames)
    mixed = [pairs[0], as_frames[1], pairs[2]]
    assert render_gif(mixed, first_move_number=5) == render_gif(as_frames)


def test_a_frame_without_a_move_number_has_no_number_in_its_caption():
    only = view("crossings", {"a1": piece("white", "counter")})
    unnumbered = _decoded(render_gif([Frame(only)]))[0]
    assert unnumbered.tobytes() == compose(only).convert("RGB").tobytes()
    assert unnumbered.tobytes() != _decoded(render_gif([Frame(only, None, 0)]))[0].tobytes()
