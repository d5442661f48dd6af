"""Draws replays in a worker process of their own, one at a time, with a bound on the wait.

A replay draws a picture per move and encodes them as a GIF: seconds of CPU for a long match.
In the bot's process it would hold the GIL against every match being played and leave its
memory behind (Python keeps what it once allocated), so it runs in a process started (with
``spawn``, as ``bot.coach_runner`` does) at the first replay asked for.  The process draws
one replay at a time and :func:`renderers.replay.fit_replay` keeps only the frame before the
one it encodes, so neither process grows with the length of the match beyond the frames'
views and the file itself.

An instance is a drop-in for ``fit_replay``: a plain function of the frames, called on a
render thread (``Boards.render_replay``), which waits for the worker without holding the
event loop.  A replay still unfinished after ``timeout`` seconds, or a worker that died, is
given up: its process is killed, the next replay starts a fresh one, and the caller gets
:class:`ReplayUnavailable`.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import Any, TypeVar

from bot.process_worker import end_pool
from renderers.replay import Frame, Replay, as_frames, fit_replay

T = TypeVar("T")
TIMEOUT_S = 60.0  # a 1,000-move replay takes a few seconds; far past that it has hung
START_S = 60.0  # a new worker imports the renderer first


class ReplayUnavailable(RuntimeError):
    """The replay worker hung or died on this replay; nothing was drawn."""


def _start_worker() -> None:
    """The worker's initializer: the renderer imported before the first replay, and Ctrl-C
    at the terminal left to the host (which ends the worker itself)."""
    import signal

    import renderers.board  # noqa: F401 - the import is the warm-up

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ready() -> bool:
    return True


class ReplayWorker:
    """``fit_replay`` run in one worker process, replaced when it hangs or dies."""

    def __init__(self, timeout: float = TIMEOUT_S) -> None:
        self._timeout = timeout
        self._pool: ProcessPoolExecutor | None = None
        self._guard = threading.Lock()  # callers are render threads

    def __call__(self, frames: Iterable[Frame | tuple[Any, str | None]], **options: Any) -> Replay:
        """:func:`renderers.replay.fit_replay` of ``frames`` with ``options``, in the worker;
        ValueError as it raises it; ReplayUnavailable when the worker hangs or dies."""
        items = as_frames(frames, options.pop("first_move_number", 0))
        return self.run(partial(fit_replay, items, **options))

    def run(self, job: Callable[[], T]) -> T:
        """``job()`` (picklable) in the worker, waited for on this thread at most ``timeout``
        seconds (the benchmark asks the worker for its peak memory this way)."""
        pool = self._started()
        try:
            return pool.submit(job).result(timeout=self._timeout)
        except (FutureTimeout, BrokenProcessPool) as exc:
            self._end(pool)
            raise ReplayUnavailable("the replay worker hung or died") from exc

    def _started(self) -> ProcessPoolExecutor:
        """The worker, started and ready: a new process is waited for up to ``START_S``
        apart from the job's own ``timeout`` (starting one takes a second or more)."""
        with self._guard:
            pool = self._pool
            if pool is not None:
                return pool
            pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
            )
            try:
                pool.submit(_ready).result(timeout=START_S)
            except (FutureTimeout, BrokenProcessPool) as exc:
                end_pool(pool)
                raise ReplayUnavailable("the replay worker did not start") from exc
            self._pool = pool
            return pool

    def _end(self, pool: ProcessPoolExecutor) -> None:
        with self._guard:
            if self._pool is pool:
                self._pool = None
        end_pool(pool)

    def close(self) -> None:
        """End the worker at once (a replay under way ends with it); the next call starts
        a new one."""
        with self._guard:
            pool, self._pool = self._pool, None
        if pool is not None:
            end_pool(pool)
