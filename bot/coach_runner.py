"""Runs the AI's coaching work (hints, reviews) in a worker process, off the event loop.

A hint or one move of a review is a search like a move of the bot's own: CPU-bound pure
Python, which in a thread would hold the GIL and stall every match.  It runs in a process of
its own, started (with ``spawn``, engines imported once, as ``bot.ai_runner`` does) at the
first request, so a bot nobody asks for hints pays nothing, and a 20-second review never
makes the bot's opponents wait for their moves in the AI runner's queue.

    coach = CoachRunner()
    found = await coach.run(games.ai.analysis.hint, observation, budget=1.5)
    coach.close()

Any object with this ``run`` coroutine will do (tests use one that runs in-process).
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import Any, Protocol, TypeVar

from bot.ai_runner import _load_engines

T = TypeVar("T")
GRACE_S = 15.0  # seconds a job may run past the budget it was given before it is given up


def end_pool(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down and kill its processes at once: a job under way ends with them (a
    hung one would otherwise keep its process, and a worker may ignore SIGTERM)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()


class Coach(Protocol):
    """What the service needs of a coach runner: run one picklable function, off the loop."""

    async def run(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T: ...


class CoachUnavailable(RuntimeError):
    """The coaching worker died or hung twice on one request; nothing was stored."""


class CoachRunner:
    """One worker process for hints and reviews, replaced if it dies or hangs."""

    def __init__(self, grace: float = GRACE_S) -> None:
        self._grace = grace
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_load_engines,
            )
        return self._pool

    async def run(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """``function(*args, **kwargs)`` in the worker.  ``kwargs['budget']`` (seconds), when
        given, bounds the wait: a job that runs ``grace`` seconds past it is deemed hung, its
        worker replaced and the job asked once more; a second failure raises CoachUnavailable.
        """
        job = partial(function, *args, **kwargs)
        limit = (kwargs.get("budget") or 0.0) + self._grace
        loop = asyncio.get_running_loop()
        for attempt in range(2):
            try:
                return await asyncio.wait_for(loop.run_in_executor(self._executor(), job), limit)
            except (BrokenProcessPool, TimeoutError) as exc:
                self._kill()
                if attempt:
                    raise CoachUnavailable("the coaching worker failed twice") from exc
        raise AssertionError("unreachable")

    def _kill(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            end_pool(pool)

    def close(self) -> None:
        """End the worker at once: a search under way ends with it."""
        self._kill()
