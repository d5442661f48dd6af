"""The AI under load: a fair line between matches, budgets that shrink with it, and workers
that are replaced when they die or hang, without the move being lost.

The runner's own worker processes are used throughout (spawned, as in the bot); what they
think is swapped for functions of tests/ops/faulty.py where a test needs a fault.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator, Callable
from functools import cache

import pytest

import games
from bot.ai_queue import FairQueue, scaled_budget
from bot.ai_runner import AIRunner, AIStopped
from bot.metrics import METRICS
from games.ai import Observation, observe
from tests.ops import faulty

WAIT_S = 60.0  # the longest a test waits for a worker to reach a point (a hang, not a check)


@cache
def opening() -> Observation:
    """Crossings' opening as White observes it, made on first use rather than when the module is
    collected: listing it builds Crossings' move tables, which a test process that runs none
    of these tests need never build."""
    return observe("crossings", games.get("crossings").start(), "white")


def test_the_queue_serves_matches_in_turn_and_each_match_in_order() -> None:
    queue: FairQueue[str] = FairQueue()
    for item in ("a1", "a2", "a3"):
        queue.push("a", item)
    queue.push("b", "b1")
    queue.push("c", "c1")
    queue.push("b", "b2")
    served = [queue.pop() for _ in range(len(queue))]
    assert served == ["a1", "b1", "c1", "a2", "b2", "a3"]
    with pytest.raises(IndexError):
        queue.pop()


def test_a_request_given_up_leaves_the_line() -> None:
    queue: FairQueue[str] = FairQueue()
    queue.push("a", "a1")
    queue.push("b", "b1")
    assert queue.remove("a", "a1") and not queue.remove("a", "a1")
    assert len(queue) == 1 and queue.pop() == "b1"
    queue.push("c", "c1")
    assert queue.clear() == ["c1"] and len(queue) == 0


@pytest.mark.parametrize(
    ("outstanding", "expected"),
    [(1, 2.0), (2, 2.0), (4, 1.0), (10, 0.4), (40, 0.1), (50, 0.1), (500, 0.1)],
)
def test_the_budget_shrinks_with_the_line_down_to_the_floor(outstanding, expected) -> None:
    """Two workers, 2 s nominal, 0.1 s floor: the line drains in about one nominal budget."""
    assert scaled_budget(2.0, outstanding, 2, 0.1) == pytest.approx(expected)


def test_a_floor_above_the_budget_never_lengthens_it() -> None:
    assert scaled_budget(0.05, 30, 1, 0.1) == 0.05


@pytest.fixture
def make_runner(tmp_path, monkeypatch) -> AsyncIterator[Callable[..., AIRunner]]:
    """Runners whose workers see a fresh fault folder; all closed at the end."""
    monkeypatch.setenv("GAMUT_TEST_FAULT_DIR", str(tmp_path))
    made: list[AIRunner] = []

    def make(**kwargs) -> AIRunner:
        runner = AIRunner(**kwargs)
        made.append(runner)
        return runner

    yield make
    for runner in made:
        runner.close()


async def test_budgets_given_to_searches_follow_the_line(make_runner) -> None:
    runner = make_runner(max_workers=1, think=faulty.report_budget, min_budget=0.1)
    await runner.warm_up()
    answers = await asyncio.gather(
        *(runner.choose(opening(), "hard", budget=2.0, match_id=n) for n in range(1, 11))
    )
    budgets = [float(answer) for answer in answers]
    # The first search started with all ten outstanding, the next with nine, and so on: the
    # budget grows back as the line drains.
    assert budgets == pytest.approx([2.0 / left for left in range(10, 0, -1)])
    medium = await runner.choose(opening(), "medium", match_id=1)
    assert medium == "None", "fixed-depth levels get no budget to scale"


async def test_a_match_with_many_requests_does_not_hold_up_the_others(make_runner) -> None:
    runner = make_runner(max_workers=1, think=faulty.report_budget)
    await runner.warm_up()
    finished: list[int] = []

    async def ask(match_id: int) -> None:
        await runner.choose(opening(), "hard", budget=1.0, match_id=match_id)
        finished.append(match_id)

    await asyncio.gather(*(ask(1) for _ in range(4)), ask(2), ask(3))
    # Match 1's first request took the free worker; then one of each match in turn.
    assert finished == [1, 1, 2, 3, 1, 1]


async def test_a_worker_killed_mid_search_is_replaced_and_the_move_asked_again(
    make_runner, tmp_path
) -> None:
    runner = make_runner(max_workers=1, think=faulty.slow_once, hang_grace=300)
    await runner.warm_up()
    (old_pid,) = runner.worker_pids
    restarts = METRICS.ai_worker_restarts.labels(reason="crashed")._value.get()
    asking = asyncio.ensure_future(runner.choose(opening(), "easy", seed=1, match_id=7))
    # Killed only once inside its slow search: killed before taking it, the worker would
    # leave the slow minute to its replacement (the test then took a minute, not a second).
    async with asyncio.timeout(WAIT_S):
        while not faulty.has_begun(tmp_path, "slow"):
            await asyncio.sleep(0.01)
    os.kill(old_pid, signal.SIGKILL)
    move = await asking
    assert move in opening().legal
    assert runner.worker_pids and old_pid not in runner.worker_pids
    assert METRICS.ai_worker_restarts.labels(reason="crashed")._value.get() == restarts + 1


async def test_a_worker_that_dies_on_its_own_is_replaced(make_runner) -> None:
    runner = make_runner(max_workers=2, think=faulty.crash_once)
    moves = await asyncio.gather(
        *(runner.choose(opening(), "easy", seed=n, match_id=n) for n in range(1, 5))
    )
    assert all(move in opening().legal for move in moves)


async def test_a_hung_worker_is_replaced_and_the_move_asked_again(make_runner) -> None:
    # The grace also covers starting the replacement worker (a fresh process importing the
    # engines): 1 s was too little on a loaded machine, where the healthy second attempt was
    # deemed hung too.  The hang itself is still found after budget + grace.
    runner = make_runner(max_workers=1, think=faulty.hang_once, hang_grace=8.0)
    hung = METRICS.ai_worker_restarts.labels(reason="hung")._value.get()
    move = await runner.choose(opening(), "hard", budget=0.1, seed=1, match_id=3)
    assert move in opening().legal
    assert METRICS.ai_worker_restarts.labels(reason="hung")._value.get() == hung + 1


async def test_stopping_answers_every_open_request_at_once(make_runner) -> None:
    runner = make_runner(max_workers=1, think=faulty.slow_once, hang_grace=300)
    await runner.warm_up()
    asks = [
        asyncio.ensure_future(runner.choose(opening(), "easy", match_id=n)) for n in range(1, 4)
    ]
    while runner.thinking == 0:
        await asyncio.sleep(0.01)
    runner.stop()
    results = await asyncio.gather(*asks, return_exceptions=True)
    assert all(isinstance(result, AIStopped) for result in results), results
    assert runner.queued == 0 and runner.thinking == 0
    with pytest.raises(AIStopped):
        await runner.choose(opening(), "easy")
