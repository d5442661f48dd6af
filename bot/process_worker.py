"""One worker process for pure CPU work the event loop must never run: tournament pairing,
standings with tie-breaks, their pictures, TRF exports.

Pairing a later round of a big Swiss is seconds of pure Python; on the event loop (or in a
thread, holding the GIL) it would freeze every match, button and autocomplete of the process
meanwhile, and Discord drops a gateway whose heartbeat goes unanswered.  So the work runs in a
process of its own, started (with ``spawn``: a fork of a process running an event loop and
database threads is unsafe) at the first job, so a process that never pairs anything pays
nothing.

Jobs take their turn, one at a time, and each is bounded: a job still running ``limit``
seconds after it started is given up, its worker killed (a new one starts with the next job)
and :class:`WorkTimedOut` raised, so the caller stores nothing of it and says so.  The bound
counts from the job's start, not from its wait for its turn: one long job never makes the next
one look hung, and the wait for a turn has a bound of its own.  A worker that dies (killed,
out of memory) is replaced and the job asked once more; a second death raises
:class:`WorkerUnavailable`.  The worker ends with its host, however the host ends.

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
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import Any, Protocol, TypeVar

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
    """The worker process died twice on one job; nothing came of it."""


def _start_worker() -> None:
    """Worker initializer.  A Ctrl-C or a systemd SIGTERM reaches every process of the group;
    the host ends its worker itself (with SIGKILL), so the worker never dies of them first.
    And the worker ends with its host: a host killed outright (SIGKILL, out of memory) cannot
    end it, and an orphan would keep the host's inherited pipes (its stdout) open for ever."""
    import signal
    import threading

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Thread(target=_end_with_host, name="host-watch", daemon=True).start()


def _end_with_host() -> None:
    """Wait for the host process to end (its sentinel closes), then end this worker."""
    host = multiprocessing.parent_process()
    if host is not None:
        host.join()
        os._exit(0)


def end_pool(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down now and kill its processes: a job under way ends with them (a
    worker that ignores SIGTERM needs SIGKILL)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()


class ProcessWorker:
    """One worker process, started at the first job, replaced when it dies or hangs."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._turn: asyncio.Lock | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
            )
        return self._pool

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
        loop = asyncio.get_running_loop()
        for attempt in range(2):
            try:
                return await asyncio.wait_for(loop.run_in_executor(self._executor(), job), limit)
            except TimeoutError:
                self._kill()
                raise WorkTimedOut(f"the job ran past its bound of {limit:g} s") from None
            except BrokenProcessPool as exc:
                self._kill()
                if attempt:
                    raise WorkerUnavailable("the worker process died twice on this job") from exc
            except asyncio.CancelledError:
                # Nobody wants the answer any more: the worker is freed for the next job now
                # rather than after this one's remaining time.
                self._kill()
                raise
        raise AssertionError("unreachable")

    def _kill(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            end_pool(pool)

    def close(self) -> None:
        """End the worker at once: a job under way ends with it."""
        self._kill()
