"""The AI runner thinks in a worker process: the event loop keeps serving while it does."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.ai_runner import AIRunner
from games.ai import choose_move, observe
from games.ai.knowledge.boss_hunts import solution
from tests.ai import worker_probe


@pytest.fixture
async def runner():
    ai = AIRunner(max_workers=1)
    await ai.warm_up()
    yield ai
    ai.close()


async def test_moves_come_back_from_the_pool_for_every_level(runner):
    game = games.get("kings-crossing")
    state = game.start(stealth=True)
    for level in ("easy", "medium", "hard"):
        seat = game.to_move(state)
        move = await runner.choose(observe(game.id, state, seat), level, budget=0.2, seed=1)
        assert move in game.legal_moves(state)
        state = game.play(state, move)


async def test_the_event_loop_runs_while_the_ai_thinks(runner):
    game = games.get("crossings")
    observation = observe(game.id, game.start(), "white")
    ticks = 0
    thinking = asyncio.ensure_future(runner.choose(observation, "hard", budget=0.5, seed=2))
    while not thinking.done():
        ticks += 1
        await asyncio.sleep(0.01)
    assert await thinking in observation.legal
    assert ticks > 1, "the loop was blocked while the AI searched"


async def test_an_unknown_level_fails_before_reaching_the_pool(runner):
    observation = observe("crossings", games.get("crossings").start(), "white")
    with pytest.raises(ValueError, match="Unknown AI level"):
        await runner.choose(observation, "impossible")


# Checkers with Bosses: White's diagonal and compound bosses hunt Black's lone diagonal boss,
# an ending the two-hunter solution (games/ai/knowledge/boss_hunts.py) scores.
HUNT = "8/8/5*d(3)2/8/6*C(3)1/8/2*D(1)5/8 w reserve=/"


def test_a_worker_solves_the_boss_hunts_before_its_first_move():
    """Issue 44: the solution was solved the first time a search met a combination of kinds,
    inside a move (some 0.5 s moves took 1.26 s).  The worker's initializer solves every
    combination: 3 kinds give 6 pairs of hunters, each against 3 prey kinds, all but three
    diagonal pieces (17); the move solves none."""
    game = games.get("checkers-bosses")
    state = game.load(HUNT)
    observation = observe(game.id, state, "white")
    solution.cache_clear()
    choose_move(observation, "hard", max_nodes=300, seed=1)
    assert solution.cache_info().misses == 1  # this search does read the solution

    async def ask() -> str:
        ai = AIRunner(max_workers=1, think=worker_probe.hunts_solved)
        try:
            return await ai.choose(observation, "hard", budget=0.2, seed=1)
        finally:
            ai.close()

    move, solved_before, solved_by_the_move = asyncio.run(ask()).split()
    assert move in game.legal_moves(state)
    assert int(solved_before) == 6 * 3 - 1
    assert int(solved_by_the_move) == 0
