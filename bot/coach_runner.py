"""Runs the AI's coaching work (hints, reviews) in a worker process, off the event loop.

A hint or one move of a review is a search like a move of the bot's own: CPU-bound pure
Python, which in a thread would hold the GIL and stall every match.  It runs in a process of
its own (a :class:`bot.workers.WorkerProcess`, engines imported once, as ``bot.ai_runner``
does), started at the first request, so a bot nobody asks for hints pays nothing, and a
20-second review never makes the bot's opponents wait for their moves in the AI runner's
queue.

    coach = CoachRunner()
    found = await coach.run(games.ai.analysis.hint, observation, budget=1.5)
    coach.close()

Any object with this ``run`` coroutine will do (tests use one that runs in-process).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, TypeVar

from bot.engine_warm_up import load_engines
from bot.workers import WorkerLost, WorkerProcess

T = TypeVar("T")
GRACE_S = 15.0  # seconds a job may run past the budget it was given before it is given up


class Coach(Protocol):
    """What the service needs of a coach runner: run one picklable function, off the loop."""

    async def run(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T: ...


class CoachUnavailable(RuntimeError):
    """The coaching worker died or hung twice on one request; nothing was stored."""


class CoachRunner:
    """One worker process for hints and reviews, replaced if it dies or hangs."""

    def __init__(self, grace: float = GRACE_S) -> None:
        self._grace = grace
        self._process = WorkerProcess(load_engines)

    async def run(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """``function(*args, **kwargs)`` in the worker.  ``kwargs['budget']`` (seconds), when
        given, bounds the wait: a job that runs ``grace`` seconds past it is deemed hung, its
        worker replaced and the job asked once more; a second failure raises CoachUnavailable.
        """
        job = partial(function, *args, **kwargs)
        limit = (kwargs.get("budget") or 0.0) + self._grace
        for attempt in range(2):
            try:
                return await self._process.run(job, limit)
            except WorkerLost as exc:
                if attempt:
                    raise CoachUnavailable("the coaching worker failed twice") from exc
        raise AssertionError("unreachable")

    def close(self) -> None:
        """End the worker at once: a search under way ends with it."""
        self._process.kill()
