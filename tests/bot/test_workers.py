"""The worker-process foundation (bot.workers) under the four workers, as real spawned
processes: what each of them relies on beyond their own tests (a cancelled job ending its
process is tests/bot/test_process_worker.py's; ending with a killed host,
tests/ops/test_worker_orphans.py's).  Bounds are met by work that would take an hour.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from functools import partial

import pytest

from bot.workers import WorkerDied, WorkerHung, WorkerNotStarted, WorkerProcess
from tests.bot.test_process_worker import HOUR


@pytest.fixture
def process():
    made = WorkerProcess()
    yield made
    made.kill()


async def test_the_process_starts_at_first_use_and_serves_every_job(process):
    assert process.pid is None
    first = await process.run(os.getpid, HOUR)
    assert process.pid == first != os.getpid()
    assert await asyncio.to_thread(process.run_blocking, os.getpid, HOUR) == first


async def test_sigterm_and_sigint_are_left_to_the_host(process):
    """systemd's SIGTERM and a terminal's Ctrl-C reach the whole group; the host ends its
    workers itself, so a worker outlives both (an ignored signal is dropped when sent)."""
    pid = await process.run(os.getpid, HOUR)
    os.kill(pid, signal.SIGTERM)
    os.kill(pid, signal.SIGINT)
    assert await process.run(os.getpid, HOUR) == pid


async def test_a_job_queued_behind_a_hung_one_is_told_its_worker_was_lost(process):
    await process.start()
    hung = asyncio.ensure_future(process.run(partial(time.sleep, HOUR), 2.0))
    queued = asyncio.ensure_future(process.run(os.getpid, HOUR))
    with pytest.raises(WorkerHung, match="past its bound of 2 s"):
        await hung
    with pytest.raises(WorkerDied):  # not a CancelledError: nobody cancelled its asker
        await queued
    assert await process.run(os.getpid, HOUR) == process.pid


def test_a_process_not_ready_within_its_start_bound_is_given_up() -> None:
    stuck = WorkerProcess(partial(time.sleep, HOUR), start_limit=0.5)
    try:
        with pytest.raises(WorkerNotStarted, match=r"not ready within 0.5 s"):
            stuck.run_blocking(os.getpid, HOUR)
        assert stuck.pid is None  # killed, not left importing for an hour
    finally:
        stuck.kill()
