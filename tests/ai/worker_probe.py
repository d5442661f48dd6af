"""A think function for AIRunner tests that reports what the worker had solved before the
move (run in the worker process: top-level, picklable)."""

from __future__ import annotations

from games.ai import Observation, choose_move
from games.ai.knowledge.boss_hunts import solution


def hunts_solved(observation: Observation, level: str, **kwargs: object) -> str:
    """``"<move> <combinations solved before it> <combinations the move solved>"``."""
    before = solution.cache_info()
    move = choose_move(observation, level, **kwargs)  # type: ignore[arg-type]
    return f"{move} {before.currsize} {solution.cache_info().misses - before.misses}"
