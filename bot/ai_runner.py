"""Runs the AI off the event loop: worker processes, a fair queue, and a watch on each worker.

The search is CPU-bound pure Python; in a thread it would hold the GIL and stall every other
match, so it runs in worker processes (:class:`bot.workers.WorkerProcess`: spawned, ended with
the bot however it ends) that import the engines once, in their initializer, so a move pays
only for thinking and a small pickle.

Under load (many matches against the bot at once) requests wait in a
:class:`~bot.ai_queue.FairQueue`: in order per match, round-robin between matches, and each
hard search gets a budget scaled to the length of the line (:func:`~bot.ai_queue.scaled_budget`).
A budget is processor time in the worker (``games.ai.players``), so a search does as much
whatever else the machine runs; when other work takes the cores it answers later, never more
than :func:`~games.ai.players.wall_cap` of its budget on the wall clock, so the line still
clears within that multiple of one budget.

Each worker is a process of its own, so a worker that dies (killed, out of memory) or hangs
(thinks far past its budget) is replaced alone, without disturbing the searches of the
others, and its move is asked again of the new one.

The host passes an :class:`~games.ai.Observation` (``games.ai.observe(game_id, state, seat)``):
only what the AI's seat may know ever crosses into the worker.

    runner = AIRunner(max_workers=2)
    await runner.warm_up()                      # optional: start the workers at bot start-up
    move = await runner.choose(observe(game_id, state, seat), "hard", budget=2.0, match_id=7)
    runner.stop()                               # shutting down: every open request fails now
    runner.close()
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import partial

from bot.ai_queue import DEFAULT_MIN_BUDGET, FairQueue, scaled_budget
from bot.engine_warm_up import load_engines
from bot.metrics import METRICS
from bot.workers import WorkerHung, WorkerLost, WorkerProcess
from games.ai import LEVELS, Observation, choose_move
from games.ai.players import wall_cap

log = logging.getLogger(__name__)

ATTEMPTS = 3  # a request survives two worker failures; the third is reported
HANG_GRACE_S = 15.0  # seconds past its wall-clock cap after which a search is deemed hung


class AIUnavailable(RuntimeError):
    """The AI could not answer: stopped for shutdown, or its workers kept failing.  Nothing
    was played; the clock asks again later (after a restart, in the next process)."""


class AIStopped(AIUnavailable):
    """The runner was stopped (the bot is shutting down) before the move was chosen."""


Think = Callable[..., str]  # choose_move's signature; a picklable top-level function


@dataclass(eq=False)
class _Request:
    key: Hashable
    observation: Observation
    level: str
    budget: float | None
    seed: int | None
    future: asyncio.Future[str]
    asked: float = field(default_factory=time.perf_counter)
    failures: int = 0


@dataclass(eq=False)
class _Worker:
    """One worker process, replaceable on its own, and the request it is thinking about."""

    process: WorkerProcess
    request: _Request | None = None


class AIRunner:
    """Asks the AI for moves in worker processes; one instance serves the whole bot.

    ``max_workers`` processes think at once.  ``min_budget`` is the floor of a hard search's
    budget under load.  ``hang_grace`` is how long past its wall-clock cap (``wall_cap`` of
    its budget) a search may run before its worker is deemed hung and replaced.  ``think`` is
    what runs in the worker (choose_move; tests pass a function that crashes or hangs on
    purpose); ``initializer`` is each worker's warm-up (a picklable top-level function).
    """

    def __init__(
        self,
        max_workers: int = 1,
        *,
        min_budget: float = DEFAULT_MIN_BUDGET,
        hang_grace: float = HANG_GRACE_S,
        think: Think = choose_move,
        initializer: Callable[[], None] = load_engines,
    ) -> None:
        if max_workers < 1:
            raise ValueError("an AIRunner needs at least one worker")
        self._workers = [_Worker(WorkerProcess(initializer)) for _ in range(max_workers)]
        self._queue: FairQueue[_Request] = FairQueue()
        self._tasks: set[asyncio.Task[None]] = set()
        self._think = think
        self._min_budget = min_budget
        self._hang_grace = hang_grace
        self._stopped = False
        self._unkeyed = itertools.count()

    @property
    def max_workers(self) -> int:
        return len(self._workers)

    @property
    def queued(self) -> int:
        """Requests waiting for a worker."""
        return len(self._queue)

    @property
    def thinking(self) -> int:
        """Requests a worker is thinking about."""
        return sum(worker.request is not None for worker in self._workers)

    @property
    def worker_pids(self) -> list[int]:
        return [worker.process.pid for worker in self._workers if worker.process.pid is not None]

    async def warm_up(self) -> None:
        """Start the workers now, so the first AI move does not pay for process start-up."""
        await asyncio.gather(*(worker.process.start() for worker in self._workers))

    async def choose(
        self,
        observation: Observation,
        level: str,
        budget: float | None = None,
        seed: int | None = None,
        *,
        match_id: int | None = None,
    ) -> str:
        """The AI's move for ``observation.seat`` at ``level`` (``budget``: seconds, hard only;
        shortened while the queue is long).  ``match_id`` is the line the request waits in
        (requests of one match are answered in order; without it, a line of its own).

        Raises AIStopped once :meth:`stop` was called, AIUnavailable if the workers failed
        :data:`ATTEMPTS` times on this request.
        """
        if level not in LEVELS:
            raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
        if self._stopped:
            raise AIStopped("the AI is stopped")
        key: Hashable = match_id if match_id is not None else ("unkeyed", next(self._unkeyed))
        request = _Request(
            key, observation, level, budget, seed, asyncio.get_running_loop().create_future()
        )
        self._queue.push(key, request)
        self._dispatch()
        try:
            return await asyncio.shield(request.future)
        except asyncio.CancelledError:
            # The asker gave up: out of the line if still waiting; a search under way
            # finishes (within its budget) and its answer is dropped.
            if self._queue.remove(key, request):
                self._gauges()
            if not request.future.done():
                request.future.cancel()
            raise

    # ----- serving the queue -------------------------------------------------------------

    def _dispatch(self) -> None:
        """Give every idle worker the next request in the round."""
        for worker in self._workers:
            if worker.request is None and self._queue:
                request = self._queue.pop()
                worker.request = request
                task = asyncio.get_running_loop().create_task(self._serve(worker, request))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        self._gauges()

    def _gauges(self) -> None:
        METRICS.ai_queue_length.set(self.queued)
        METRICS.ai_thinking.set(self.thinking)

    async def _serve(self, worker: _Worker, request: _Request) -> None:
        """Think about ``request`` on ``worker``, replacing the worker (and asking again) when
        it dies or hangs; then take the next request."""
        METRICS.ai_wait_seconds.observe(time.perf_counter() - request.asked)
        try:
            while not request.future.done():
                budget = request.budget
                if budget is not None:
                    outstanding = self.queued + self.thinking
                    budget = scaled_budget(budget, outstanding, self.max_workers, self._min_budget)
                    METRICS.ai_budget_seconds.observe(budget)
                move = await self._attempt(worker, request, budget)
                if move is not None and not request.future.done():
                    request.future.set_result(move)
                    METRICS.ai_answer_seconds.observe(time.perf_counter() - request.asked)
        except Exception as exc:  # noqa: BLE001 - the asker gets it, not this task
            if not request.future.done():
                request.future.set_exception(exc)
        finally:
            worker.request = None
            if not self._stopped:
                self._dispatch()

    async def _attempt(
        self, worker: _Worker, request: _Request, budget: float | None
    ) -> str | None:
        """One try on ``worker``: the move, or None after replacing a dead or hung worker
        (the caller tries again); AIUnavailable after the last allowed failure."""
        job = partial(
            self._think, request.observation, request.level, budget=budget, seed=request.seed
        )
        limit = wall_cap(budget or 0.0) + self._hang_grace
        try:
            return await worker.process.run(job, limit)
        except WorkerLost as exc:
            if self._stopped:
                raise AIStopped("the AI is stopped") from None
            reason = "hung" if isinstance(exc, WorkerHung) else "crashed"
            request.failures += 1
            METRICS.ai_worker_restarts.labels(reason=reason).inc()
            METRICS.error(f"ai_worker_{reason}")
            log.warning(
                "AI worker %s (%s, %s); replaced, attempt %d of %d",
                reason,
                request.observation.game_id,
                request.level,
                request.failures + 1,
                ATTEMPTS,
                extra={"match_id": request.key} if isinstance(request.key, int) else None,
            )
            if request.failures >= ATTEMPTS:
                METRICS.error("ai_failed")
                raise AIUnavailable(
                    f"the AI's workers failed {ATTEMPTS} times on this move"
                ) from exc
            return None

    # ----- stopping ----------------------------------------------------------------------

    def stop(self) -> None:
        """Answer every open request with AIStopped now (nothing is played for them) and
        refuse new ones; searches under way end with their workers.  For shutting down: the
        bot finishes what it was applying without waiting for any thinking budget."""
        if self._stopped:
            return
        self._stopped = True
        waiting = self._queue.clear()
        running = [worker.request for worker in self._workers if worker.request is not None]
        for request in [*waiting, *running]:
            if not request.future.done() and not request.future.get_loop().is_closed():
                request.future.set_exception(AIStopped("the AI is stopped"))
        for worker in self._workers:
            worker.process.kill()
            worker.request = None
        self._gauges()

    def close(self) -> None:
        """Stop (see :meth:`stop`) and end the workers at once: shutting down never waits
        for a thinking budget."""
        self.stop()
        for task in list(self._tasks):
            if not task.get_loop().is_closed():
                task.cancel()
