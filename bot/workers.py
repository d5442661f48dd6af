"""One bounded worker process: the foundation the AI, the coach, the replays and the
tournament work run on.

CPU work (a search, a replay, a pairing) must never run on the event loop, nor in a thread of
the bot's process, where it would hold the GIL against every match.  Each kind runs in a
:class:`WorkerProcess`: a single-process pool, so one process is replaced alone, that

- is started with ``spawn`` (a fork of a process running an event loop and database threads
  is unsafe), at its first job (or at :meth:`WorkerProcess.start`), so a bot that never asks
  for a kind of work pays nothing for it;
- waits a bounded time for a new process to be ready (``start_limit``: importing the engines
  or the renderer takes a second or more on a busy machine), apart from the job's own bound,
  so a job's bound measures the job alone;
- gives every job a bound: a job still unanswered past it is given up and its process killed
  (:class:`WorkerHung`); a process that died under a job (killed, out of memory) is
  :class:`WorkerDied`.  Either way the next job starts a fresh process; whether to ask
  again is the caller's policy;
- ignores SIGINT and SIGTERM (a Ctrl-C or systemd's SIGTERM reaches every process of the
  group, and a worker dying of it first would look like a crash to a host still finishing
  its work): the host ends its workers itself, with SIGKILL (:meth:`WorkerProcess.kill`);
- **ends with its host**, however the host ends.  A host killed outright (SIGKILL, out of
  memory) cannot end its workers, and a pool's worker never notices on its own (it blocks
  reading its call queue, whose write end it holds itself), so an orphan would think on for
  ever and keep the host's inherited pipes (its stdout) open.  A daemon thread in the worker
  waits on ``multiprocessing.parent_process()``'s sentinel (a pipe the host holds open only
  while it lives) and exits the worker when it closes.  This is preferred to Linux's
  ``PR_SET_PDEATHSIG``: that fires when the *thread* that spawned the worker ends (a pool
  spawns from whichever thread submits, a render thread for replays), and exists on Linux
  only.

Jobs are picklable callables of no arguments (``functools.partial`` of a top-level function
and plain data): they run in another interpreter.  It is safe to use from the event loop
(:meth:`WorkerProcess.run`) and from threads (:meth:`WorkerProcess.run_blocking`) alike.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import CancelledError as FutureCancelled
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TypeVar

from bot.gc_pause import collector_paused

T = TypeVar("T")

START_S = 60.0  # seconds a new process may take to be ready (it imports its warm-up first)


class WorkerLost(RuntimeError):
    """The worker process was lost to this job (hung, died, or never started); it is gone,
    and the next job starts a fresh one."""


class WorkerHung(WorkerLost):
    """The job ran past its bound; its process was killed."""


class WorkerDied(WorkerLost):
    """The worker process died under the job (killed, out of memory, exited)."""


class WorkerNotStarted(WorkerLost):
    """A new worker process was not ready within its start bound (or died starting)."""


def _nothing() -> None:
    """The default warm-up: none."""


def _ready() -> bool:
    """A job that answers at once: a new process has run its initializer when it returns."""
    return True


def _start_worker(warm_up: Callable[[], None]) -> None:
    """Every worker process's initializer: signals left to the host, the watch on the host
    started, then the kind's own ``warm_up`` (imports done before the first job)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Thread(target=_end_with_host, name="host-watch", daemon=True).start()
    with collector_paused():  # what the warm-up imports lives as long as the worker
        warm_up()


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


async def _answer(future: Future[T], limit: float, *, shielded: bool = False) -> T:
    """``future``'s answer, waited for at most ``limit`` seconds (TimeoutError past it).  A
    future cancelled by its pool's end (a kill ends the jobs still queued that way) raises
    BrokenProcessPool, as a job under way does; only the caller's own cancellation is
    CancelledError."""
    waited: asyncio.Future[T] = asyncio.wrap_future(future)
    try:
        return await asyncio.wait_for(asyncio.shield(waited) if shielded else waited, limit)
    except asyncio.CancelledError:
        task = asyncio.current_task()
        if future.cancelled() and (task is None or not task.cancelling()):
            raise BrokenProcessPool("the worker process was ended") from None
        raise


@dataclass(frozen=True, eq=False)
class _Started:
    """One process's pool and the answer to its first job (:func:`_ready`)."""

    pool: ProcessPoolExecutor
    ready: Future[bool]


class WorkerProcess:
    """One spawned worker process running ``warm_up`` first, started at first use, killed
    and replaced (at the next use) when a job hangs past its bound or the process dies."""

    def __init__(
        self, warm_up: Callable[[], None] = _nothing, *, start_limit: float = START_S
    ) -> None:
        self._warm_up = warm_up
        self._start_limit = start_limit
        self._current: _Started | None = None
        self._guard = threading.Lock()  # held only to read or swap _current, never to wait

    @property
    def pid(self) -> int | None:
        """The process's id while one runs (None before the first use and after a kill)."""
        current = self._current
        if current is None:
            return None
        processes = getattr(current.pool, "_processes", None) or {}
        pids = [process.pid for process in processes.values() if process.pid is not None]
        return pids[0] if pids else None

    def _started(self) -> _Started:
        with self._guard:
            if self._current is None:
                pool = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start_worker,
                    initargs=(self._warm_up,),
                )
                self._current = _Started(pool, pool.submit(_ready))
            return self._current

    def _end(self, started: _Started) -> None:
        """Kill ``started``'s process, and forget it if it is still the current one (a
        replacement started meanwhile by another caller is left alone)."""
        with self._guard:
            if self._current is started:
                self._current = None
        end_pool(started.pool)

    def _submit(self, started: _Started, job: Callable[[], T]) -> Future[T]:
        """``job`` handed to ``started``'s process; WorkerDied if it was ended meanwhile (by
        :meth:`kill`, or by another caller's hung job)."""
        try:
            return started.pool.submit(job)
        except RuntimeError as exc:  # BrokenProcessPool, or a pool already shut down
            self._end(started)
            raise WorkerDied("the worker process was ended before the job reached it") from exc

    def _lost(self, started: _Started, cause: BaseException, limit: float | None) -> WorkerLost:
        """End ``started``'s process, and say how it was lost to a job of bound ``limit``
        (None: while it started) that ``cause`` ended."""
        self._end(started)
        if limit is None:
            return WorkerNotStarted(
                f"the worker process did not start (not ready within {self._start_limit:g} s,"
                " or died starting)"
            )
        if isinstance(cause, TimeoutError):
            return WorkerHung(f"the job ran past its bound of {limit:g} s")
        return WorkerDied("the worker process died under the job")

    # ----- from the event loop ---------------------------------------------------------

    async def start(self) -> None:
        """Start the process now, if none runs, and wait (at most ``start_limit`` seconds)
        until it is ready: the first job then does not pay for the start."""
        await self._ready(self._started())

    async def _ready(self, started: _Started) -> None:
        try:
            # Shielded: one caller giving up never cancels the start others wait for.
            await _answer(started.ready, self._start_limit, shielded=True)
        except (TimeoutError, BrokenProcessPool) as exc:
            raise self._lost(started, exc, None) from exc

    async def run(self, job: Callable[[], T], limit: float, *, end_on_cancel: bool = False) -> T:
        """``job()`` in the worker, answered within ``limit`` seconds of the process being
        ready.  Raises WorkerHung or WorkerDied (the process is gone), WorkerNotStarted, or
        whatever ``job`` raised.  Cancelled, the job runs on in the process unless
        ``end_on_cancel`` (then the process ends at once, freed for the next job)."""
        started = self._started()
        await self._ready(started)
        future = self._submit(started, job)
        try:
            return await _answer(future, limit)
        except (TimeoutError, BrokenProcessPool) as exc:
            raise self._lost(started, exc, limit) from exc
        except asyncio.CancelledError:
            if end_on_cancel:
                self._end(started)
            raise

    # ----- from a thread ---------------------------------------------------------------

    def run_blocking(self, job: Callable[[], T], limit: float) -> T:
        """:meth:`run` for a thread that may block (never the event loop's).  (A future's
        TimeoutError is the built-in one since Python 3.11.)"""
        started = self._started()
        try:
            started.ready.result(timeout=self._start_limit)
        except (TimeoutError, BrokenProcessPool, FutureCancelled) as exc:
            raise self._lost(started, exc, None) from exc
        future = self._submit(started, job)
        try:
            return future.result(timeout=limit)
        except (TimeoutError, BrokenProcessPool, FutureCancelled) as exc:
            raise self._lost(started, exc, limit) from exc

    # ----- ending ----------------------------------------------------------------------

    def kill(self) -> None:
        """End the process now (a job under way ends with it); the next use starts anew."""
        with self._guard:
            current, self._current = self._current, None
        if current is not None:
            end_pool(current.pool)
