"""/replay draws in a worker process, one replay at a time, and every wait for it has a
bound: a hung worker is replaced, a replay that cannot get its turn is refused in words."""

from __future__ import annotations

import asyncio
import functools
import os
import threading
import time

import pytest

import bot.service.boards
from bot.replay_worker import ReplayUnavailable, ReplayWorker
from bot.service import ServiceError
from renderers.replay import Replay, fit_replay
from tests.bot.conftest import ALICE, BOB
from tests.helpers import long_playout
from tests.renderers.test_replay_limit import decoded, game_frames, picture
from tests.viewers import ONLOOKER, local_viewer


def test_the_worker_draws_in_another_process_what_fit_replay_draws_here() -> None:
    worker = ReplayWorker()
    try:
        frames = game_frames("crossings", 12)
        assert worker.run(os.getpid) != os.getpid()
        assert worker(frames).data == fit_replay(frames).data
    finally:
        worker.close()


def test_a_hung_worker_is_given_up_and_the_next_replay_gets_a_new_one() -> None:
    worker = ReplayWorker(timeout=5.0)
    try:
        first = worker.run(os.getpid)
        with pytest.raises(ReplayUnavailable):
            worker.run(functools.partial(time.sleep, 3600))  # the hang itself
        second = worker.run(os.getpid)
        assert second != first
        frames = game_frames("crossings", 3)
        pictures, _ = decoded(worker(frames).data)
        assert pictures == [picture(frame) for frame in frames]
    finally:
        worker.close()


async def test_the_default_service_draws_replays_in_its_worker(service) -> None:
    offer = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id
    for move in long_playout("crossings", 5, 6):
        match = await service.get_match(match_id)
        await service.move(local_viewer(match.to_move_id), match_id, move)
    reply = await service.replay(ONLOOKER, match_id)
    pictures, _ = decoded(reply.image.data)
    assert pictures == [picture(frame) for frame in game_frames("crossings", 6, seed=5)]
    assert service.replay_worker.run(os.getpid) != os.getpid()


async def finished_match(service) -> int:
    offer = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    return (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id


async def test_a_replay_waiting_too_long_for_its_turn_is_refused_in_words(
    recorded, recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawing, release = threading.Event(), threading.Event()
    record = recorder.gif

    def slow(frames, **kwargs) -> Replay:
        drawing.set()
        release.wait(60)
        return record(frames, **kwargs)

    recorded.boards._fit_replay = slow
    match_id = await finished_match(recorded)
    first = asyncio.create_task(recorded.replay(ONLOOKER, match_id))
    await asyncio.get_running_loop().run_in_executor(None, drawing.wait, 60)
    monkeypatch.setattr(bot.service.boards, "REPLAY_WAIT_S", 0.05)
    with pytest.raises(ServiceError, match="busy drawing other replays"):
        await recorded.replay(ONLOOKER, match_id)
    release.set()
    assert (await first).image.data == b"GIF89a"
    assert len(recorder.gifs) == 1  # the refused one drew nothing


async def test_a_worker_that_fails_is_told_as_such(recorded) -> None:
    def broken(frames, **kwargs) -> Replay:
        raise ReplayUnavailable("the replay worker hung or died")

    recorded.boards._fit_replay = broken
    match_id = await finished_match(recorded)
    with pytest.raises(ServiceError, match="could not be drawn"):
        await recorded.replay(ONLOOKER, match_id)
    # The slot is free again: the next replay is drawn.
    recorded.boards._fit_replay = lambda frames, **kwargs: Replay(b"GIF89a", (0,), 1, True)
    assert (await recorded.replay(ONLOOKER, match_id)).image.data == b"GIF89a"
