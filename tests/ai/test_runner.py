"""The AI runner thinks in a worker process: the event loop keeps serving while it does."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.ai_runner import AIRunner
from games.ai import observe


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
