"""One worker process for pure CPU work the event loop must never run: tournament pairing,
standings with tie-breaks, their pictures, TRF exports.

Pairing a later round of a big Swiss is seconds of pure Python; on the event loop (or in a
thread, holding the GIL) it would freeze every match, button and autocomplete of the process
meanwhile, and Discord drops a gateway whose heartbeat goes unanswered.  So the work runs in a
process of its own (a :class:`bot.workers.WorkerProcess`: spawned at the first job, so a
process that never pairs anything pays nothing, and ended with its host however the host
ends).

Jobs take their turn, one at a time, and each is bounded: a job still running ``limit``
seconds after it started is given up, its worker killed (a new one starts with the next job)
and :class:`WorkTimedOut` raised, so the caller stores nothing of it and says so.  The bound
counts from the job's start, not from its wait for its turn: one long job never makes the next
one look hung (nor does a new process's start), and the wait for a turn has a bound of its
own.  A worker that dies (killed, out of memory) is replaced and the job asked once more; a
second death, or a worker that does not start, raises :class:`WorkerUnavailable`.

    worker = ProcessWorker()
    games, byes, results = await worker.run(Rounds.plan, snapshot, 3, limit=300.0)
    worker.close()

The function and its arguments must be picklable (a top-level function or a static method,
plain data) and the work a pure function of them: it runs in another interpreter.  Any object
with this ``run`` coroutine will do (tests use one that runs in a thread of their own
process).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, TypeVar

from bot.workers import WorkerDied, WorkerHung, WorkerNotStarted, WorkerProcess

T = TypeVar("T")


class Worker(Protocol):
    """What the service needs of a worker: run one picklable function off the loop, bounded."""

    async def run(
        self, function: Callable[..., T], /, *args: Any, limit: float, wait: float | None = None
    ) -> T: ...

    def close(self) -> None: ...


class WorkTimedOut(RuntimeError):
    """The job ran past its bound (or waited past its turn's) and was given up."""


class WorkerBusy(WorkTimedOut):
    """The job waited past its bound for the jobs before it; it never started."""


class WorkerUnavailable(RuntimeError):
    """The worker process died twice on one job (or would not start); nothing came of it."""


class ProcessWorker:
    """One worker process, started at the first job, replaced when it dies or hangs."""

    def __init__(self) -> None:
        self._process = WorkerProcess()
        self._turn: asyncio.Lock | None = None

    async def run(
        self, function: Callable[..., T], /, *args: Any, limit: float, wait: float | None = None
    ) -> T:
        """``function(*args)`` in the worker, once the jobs before it are done (waiting at
        most ``wait`` seconds, by default ``limit``), given up after ``limit`` seconds of its
        own.  Raises WorkerBusy or WorkTimedOut for these bounds, WorkerUnavailable after two
        deaths, and whatever ``function`` raised."""
        if self._turn is None:
            self._turn = asyncio.Lock()
        try:
            async with asyncio.timeout(limit if wait is None else wait):
                await self._turn.acquire()
        except TimeoutError:
            raise WorkerBusy("the worker stayed busy with other jobs") from None
        try:
            return await self._attempts(partial(function, *args), limit)
        finally:
            self._turn.release()

    async def _attempts(self, job: Callable[[], T], limit: float) -> T:
        for attempt in range(2):
            try:
                # Cancelled, nobody wants the answer any more: the worker is freed for the
                # next job now rather than after this one's remaining time.
                return await self._process.run(job, limit, end_on_cancel=True)
            except WorkerHung as exc:
                raise WorkTimedOut(str(exc)) from None
            except WorkerNotStarted as exc:
                raise WorkerUnavailable("the worker process did not start") from exc
            except WorkerDied as exc:
                if attempt:
                    raise WorkerUnavailable("the worker process died twice on this job") from exc
        raise AssertionError("unreachable")

    def close(self) -> None:
        """End the worker at once: a job under way ends with it."""
        self._process.kill()
