"""Runs the AI off the event loop: a process pool, so the bot answers while the AI thinks.

The search is CPU-bound pure Python; in a thread it would hold the GIL and stall every other
match, so it runs in worker processes.  Workers are started with ``spawn`` (a fork of a process
running an event loop and aiosqlite threads is unsafe) and import the engines once, in their
initializer, so a move pays only for thinking and a small pickle.

The host passes an :class:`~games.ai.Observation` (``games.ai.observe(game_id, state, seat)``):
only what the AI's seat may know ever crosses into the worker.

    runner = AIRunner(max_workers=1)
    await runner.warm_up()                      # optional: start the worker at bot start-up
    move = await runner.choose(observe(game_id, state, seat), "hard")
    runner.close()
"""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial

from games.ai import LEVELS, Observation, choose_move


def _load_engines() -> None:
    """Worker initializer: import every engine before the first move is asked for.

    Workers ignore SIGINT: a Ctrl-C at the terminal reaches the whole process group, and the
    host shuts the pool down itself; a worker dying of it would only print a traceback.
    """
    import signal

    import games

    signal.signal(signal.SIGINT, signal.SIG_IGN)

    for game_id in games.ids():
        games.get(game_id)


def _ready() -> bool:
    return True


class AIRunner:
    """Asks the AI for moves in a process pool; one instance serves the whole bot."""

    def __init__(self, max_workers: int = 1) -> None:
        self._max_workers = max_workers
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self._max_workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_load_engines,
        )

    async def warm_up(self) -> None:
        """Start the workers now, so the first AI move does not pay for process start-up."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self._max_workers))
        )

    async def choose(
        self,
        observation: Observation,
        level: str,
        budget: float | None = None,
        seed: int | None = None,
    ) -> str:
        """The AI's move for ``observation.seat`` at ``level`` (``budget``: seconds, hard only).

        A worker that died (killed, out of memory) is replaced and the move asked once more.
        """
        if level not in LEVELS:
            raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
        job = partial(choose_move, observation, level, budget=budget, seed=seed)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, job)
        except BrokenProcessPool:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._new_pool()
            return await loop.run_in_executor(self._pool, job)

    def close(self) -> None:
        """Stop the workers at once: queued searches are cancelled and a search under way is
        ended with its worker, so shutting down never waits for a thinking budget."""
        workers = list((getattr(self._pool, "_processes", None) or {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for worker in workers:
            if worker.is_alive():
                worker.terminate()
