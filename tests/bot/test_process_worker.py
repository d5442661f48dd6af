"""The worker process tournaments compute in (bot.process_worker), as a real spawned process:
one process for every job, started at the first; a job past its bound or a dead worker is
given up, and the next job gets a fresh process.

No timed assertion: a bound is exercised with a job that would run for an hour, and the test
waits for the answer the bound gives.
"""

from __future__ import annotations

import asyncio
import os
import time

import pytest

from bot.process_worker import ProcessWorker, WorkerBusy, WorkerUnavailable, WorkTimedOut
from bot.service.tournaments.rounds import Rounds
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import DAVE, enter, me

HOUR = 3600.0


@pytest.fixture
def worker():
    made = ProcessWorker()
    yield made
    made.close()


async def test_every_job_runs_in_one_other_process_started_at_the_first(worker):
    first = await worker.run(os.getpid, limit=HOUR)
    second = await worker.run(os.getpid, limit=HOUR)
    assert first == second != os.getpid()


async def test_a_job_past_its_bound_is_given_up_and_the_next_gets_a_new_process(worker):
    before = await worker.run(os.getpid, limit=HOUR)
    with pytest.raises(WorkTimedOut, match="ran past its bound of 0.5 s"):
        await worker.run(time.sleep, HOUR, limit=0.5)
    after = await worker.run(os.getpid, limit=HOUR)
    assert after not in (before, os.getpid())


async def test_a_worker_dying_twice_on_a_job_is_unavailable_and_then_replaced(worker):
    with pytest.raises(WorkerUnavailable):
        await worker.run(os._exit, 3, limit=HOUR)
    assert await worker.run(os.getpid, limit=HOUR) != os.getpid()


async def test_a_job_waiting_for_its_turn_past_its_bound_is_given_up(worker):
    await worker.run(os.getpid, limit=HOUR)  # started
    busy = asyncio.create_task(worker.run(time.sleep, HOUR, limit=HOUR))
    while worker._turn is None or not worker._turn.locked():
        await asyncio.sleep(0)  # until the hour-long job holds the turn
    with pytest.raises(WorkerBusy, match="busy with other jobs"):
        await worker.run(os.getpid, limit=HOUR, wait=0.2)
    busy.cancel()  # nobody wants the hour: its process is ended, the next job has a new one
    with pytest.raises(asyncio.CancelledError):
        await busy
    assert await worker.run(os.getpid, limit=HOUR) != os.getpid()


async def test_a_round_is_paired_in_the_worker_from_a_stored_snapshot(service, worker):
    """The snapshot and the pairing cross into a spawned interpreter and back: the pairing
    is a pure function of the stored tournament."""
    tid = (await service.tournaments.create(me(ALICE), game_id="crossings", rounds=2)
           ).tournament_id
    await enter(service, tid, ALICE, BOB, CAROL, DAVE)
    snapshot = await service.db.tournaments.snapshot(tid)
    games, byes, results = await worker.run(Rounds.plan, snapshot, 1, limit=HOUR)
    # Equal ratings, so the names order them: alice 1, bob 2, carol 3, dave 4; S1 {1, 2}
    # against S2 {3, 4}, player 1 white, board 2 the other way round (C.04.3).
    assert games == [(1, ALICE, CAROL), (2, DAVE, BOB)]
    assert byes == [] and results == {}
