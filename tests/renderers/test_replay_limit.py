"""A replay of any length stays under the upload limit, keeping every capture and the end."""

from __future__ import annotations

import hashlib
import io
import re

import pytest
from PIL import Image

import games
from bot.service.replay_note import ordinal, thinning_note
from games.core.changes import changes, moved_group, sent_home_squares, taken_squares
from renderers import Frame, render_gif
from renderers.board import compose
from renderers.replay import FINAL_MS, UPLOAD_LIMIT, Replay, fit_replay
from tests.helpers import long_playout

EIGHT_MIB = 8 * 1024 * 1024


def game_frames(game_id: str, moves: int, seed: int = 1) -> list[Frame]:
    """The replay frames of a long seeded game, as the service builds them."""
    game = games.get(game_id)
    state = game.start()
    frames = [Frame(game.view(state, None), move_number=0)]
    for number, move in enumerate(long_playout(game_id, seed, moves), start=1):
        before = game.view(state, None)
        state = game.play(state, move)
        after = game.view(state, None)
        found = changes(before, after, move)
        group = moved_group(before, after, move)
        frames.append(
            Frame(
                after,
                move,
                number,
                captured=taken_squares(found),
                sent_home=sent_home_squares(found),
                moved=group.squares if group else (),
            )
        )
    return frames


def picture(frame: Frame) -> str:
    image = compose(
        frame.view,
        last_move=frame.last_move,
        move_number=frame.move_number,
        captured=frame.captured,
        sent_home=frame.sent_home,
        moved=frame.moved,
    )
    return hashlib.sha256(image.convert("RGB").tobytes()).hexdigest()


def decoded(data: bytes) -> tuple[list[str], list[int]]:
    """Each frame of a GIF as the hash of its RGB pixels, and the frames' durations."""
    image = Image.open(io.BytesIO(data))
    pictures, durations = [], []
    for index in range(image.n_frames):
        image.seek(index)
        pictures.append(hashlib.sha256(image.convert("RGB").tobytes()).hexdigest())
        durations.append(image.info["duration"])
    return pictures, durations


@pytest.fixture(scope="module")
def thousand() -> list[Frame]:
    return game_frames("crossings", 1000)


@pytest.fixture(scope="module")
def thousand_pictures(thousand: list[Frame]) -> list[str]:
    """Each frame of the thousand drawn alone, as a hash (drawn once for the module's tests:
    a thousand pictures are most of its time)."""
    return [picture(frame) for frame in thousand]


@pytest.fixture(scope="module")
def thousand_replay(thousand: list[Frame]) -> Replay:
    """The thousand moves fitted under the default limit, encoded once for the module."""
    return fit_replay(thousand)


def test_a_thousand_move_replay_is_under_8_mib_keeps_every_capture_and_the_end_and_says_so(
    thousand: list[Frame], thousand_pictures: list[str], thousand_replay: Replay
) -> None:
    captures = [index for index, frame in enumerate(thousand) if frame.took]
    assert len(captures) >= 5  # the game is one with captures to keep
    data = thousand_replay.data
    assert len(data) < EIGHT_MIB
    pictures, durations = decoded(data)
    assert 2 < len(pictures) < len(thousand)  # thinned, but still a replay
    assert pictures[0] == thousand_pictures[0]
    assert pictures[-1] == thousand_pictures[-1] and durations[-1] == FINAL_MS
    shown = set(pictures)
    assert all(thousand_pictures[index] in shown for index in captures)
    # The frames are in the game's order: each shown picture is of a later move.
    order = {hashed: index for index, hashed in enumerate(thousand_pictures)}
    indices = [order[p] for p in pictures]
    assert indices == sorted(indices)
    # The reply's sentence about it, checked against the frames decoded from the GIF:
    # exactly every n-th move (by number), every capture, the first and the last (one test
    # with the claims above: encoding the thousand once is most of the module's time).
    replay = thousand_replay
    note = thinning_note(replay, len(thousand))
    found = re.fullmatch(
        r"every (\d+)(?:st|nd|rd|th) move shown, with every capture and the end, "
        r"to stay under the 8 MiB upload limit",
        note,
    )
    assert found, note
    step = int(found.group(1))
    assert step >= 2
    assert shown_in(replay.data, thousand, thousand_pictures) == promised(thousand, step, captures)


def test_a_replay_that_fits_shows_every_move(thousand: list[Frame]) -> None:
    short = thousand[:40]
    pictures, _ = decoded(render_gif(short))
    assert pictures == [picture(frame) for frame in short]


def test_a_small_limit_thins_captures_too_but_keeps_the_first_and_last() -> None:
    frames = game_frames("king-of-the-castle", 120, seed=3)
    whole = len(render_gif(frames, limit=10**9))
    # Far under what the captures alone need: every capture cannot be kept.
    limit = whole // 20
    replay = fit_replay(frames, limit=limit)
    assert len(replay.data) < limit
    pictures, _ = decoded(replay.data)
    assert pictures[0] == picture(frames[0]) and pictures[-1] == picture(frames[-1])
    assert len(pictures) < len(frames) // 10
    captures = {picture(frame) for frame in frames if frame.took}
    assert len(captures) > len(pictures)  # so some captures had to be left out


def test_a_limit_not_even_two_frames_fit_is_refused() -> None:
    frames = game_frames("crossings", 3)
    with pytest.raises(ValueError, match="first and last"):
        fit_replay(frames, limit=1000)


def test_the_default_limit_is_under_8_mib() -> None:
    assert UPLOAD_LIMIT <= EIGHT_MIB


def shown_in(data: bytes, frames: list[Frame], hashes: list[str] | None = None) -> list[int]:
    """The indices in ``frames`` of the pictures a GIF shows, in order (``hashes``: the
    frames' pictures when already drawn)."""
    drawn = hashes if hashes is not None else [picture(frame) for frame in frames]
    order = {hashed: index for index, hashed in enumerate(drawn)}
    return [order[p] for p in decoded(data)[0]]


def promised(frames: list[Frame], step: int, captures: list[int]) -> list[int]:
    """What a note promises: the first and last frames, every ``step``-th move, ``captures``."""
    numbered = {index for index, frame in enumerate(frames) if frame.move_number % step == 0}
    return sorted({0, len(frames) - 1} | numbered | set(captures))


def test_a_replay_that_fits_has_no_note(thousand: list[Frame]) -> None:
    short = thousand[:10]
    assert thinning_note(fit_replay(short), len(short)) == ""


def test_a_replay_thinned_past_its_captures_says_so() -> None:
    frames = game_frames("king-of-the-castle", 120, seed=3)
    limit = len(render_gif(frames, limit=10**9)) // 20
    replay = fit_replay(frames, limit=limit)
    note = thinning_note(replay, len(frames))
    found = re.fullmatch(
        r"every (\d+)(?:st|nd|rd|th) move and every \1(?:st|nd|rd|th) capture shown, "
        r"with the end, to stay under the ([\d.]+) KiB upload limit",
        note,
    )
    assert found, note
    step = int(found.group(1))
    assert abs(float(found.group(2)) * 1024 - limit) < 0.01 * limit
    captures = [index for index, frame in enumerate(frames) if frame.took]
    assert shown_in(replay.data, frames) == promised(frames, step, captures[::step])


def test_ordinals() -> None:
    words = [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112)]
    assert words == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
        "112th",
    ]  # fmt: skip
