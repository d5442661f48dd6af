"""A replay holds a few frames at a time, not the whole match: 1,000 moves of Crossings
once held every frame whole (over 500 MB) until the GIF was written."""

from __future__ import annotations

import weakref

import pytest

import renderers.replay
from renderers.replay import Frame, fit_replay
from tests.renderers.test_replay_limit import decoded, game_frames, picture


def test_a_long_replay_keeps_at_most_three_pictures_alive(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    frames = game_frames("crossings", 300)
    alive: list[weakref.ref] = []
    most = 0
    compose = renderers.replay.compose

    def counted(*args, **kwargs):
        nonlocal most
        image = compose(*args, **kwargs)
        alive.append(weakref.ref(image))
        # Counted as each picture is drawn: those of earlier frames still referenced.
        most = max(most, sum(ref() is not None for ref in alive))
        return image

    monkeypatch.setattr(renderers.replay, "compose", counted)
    replay = fit_replay(frames, limit=10**9)
    assert len(alive) == len(frames)  # every frame drawn once when all of them fit
    assert most <= 3  # the frame before, the one being encoded, the one just drawn
    assert len(replay.shown) == len(frames)


def test_a_frame_repeated_adds_its_time_to_the_one_before() -> None:
    frames = game_frames("crossings", 4)
    # The same position with the same caption three times: one frame on screen for all three.
    repeated = [frames[0], frames[1], frames[1], frames[1], frames[2]]
    pictures, durations = decoded(fit_replay(repeated, frame_ms=500, final_ms=2000).data)
    assert pictures == [picture(frames[0]), picture(frames[1]), picture(frames[2])]
    assert durations == [500, 1500, 2000]


def test_a_single_frame_replay_is_one_still_picture() -> None:
    (start,) = game_frames("crossings", 0)
    pictures, _ = decoded(fit_replay([Frame(start.view, move_number=0)]).data)
    assert pictures == [picture(start)]
