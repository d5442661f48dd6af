"""Draws replays in a worker process of their own, one at a time, with a bound on the wait.

A replay draws a picture per move and encodes them as a GIF: seconds of CPU for a long match.
In the bot's process it would hold the GIL against every match being played and leave its
memory behind (Python keeps what it once allocated), so it runs in a process of its own (a
:class:`bot.workers.WorkerProcess`) started at the first replay asked for.  The process draws
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

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any, TypeVar

from bot.workers import WorkerLost, WorkerNotStarted, WorkerProcess
from renderers.replay import Frame, Replay, as_frames, fit_replay

T = TypeVar("T")
TIMEOUT_S = 60.0  # a 1,000-move replay takes a few seconds; far past that it has hung
START_S = 60.0  # a new worker imports the renderer first


class ReplayUnavailable(RuntimeError):
    """The replay worker hung or died on this replay; nothing was drawn."""


def _import_renderer() -> None:
    """The worker's warm-up: the renderer imported before the first replay."""
    import renderers.board  # noqa: F401 - the import is the warm-up


class ReplayWorker:
    """``fit_replay`` run in one worker process, replaced when it hangs or dies."""

    def __init__(self, timeout: float = TIMEOUT_S) -> None:
        self._timeout = timeout
        # Callers are render threads: the process is waited for with run_blocking.
        self._process = WorkerProcess(_import_renderer, start_limit=START_S)

    def __call__(self, frames: Iterable[Frame | tuple[Any, str | None]], **options: Any) -> Replay:
        """:func:`renderers.replay.fit_replay` of ``frames`` with ``options``, in the worker;
        ValueError as it raises it; ReplayUnavailable when the worker hangs or dies."""
        items = as_frames(frames, options.pop("first_move_number", 0))
        return self.run(partial(fit_replay, items, **options))

    def run(self, job: Callable[[], T]) -> T:
        """``job()`` (picklable) in the worker, waited for on this thread at most ``timeout``
        seconds once the worker is ready (a new one is waited for up to ``START_S`` apart);
        the benchmark asks the worker for its peak memory this way."""
        try:
            return self._process.run_blocking(job, self._timeout)
        except WorkerNotStarted as exc:
            raise ReplayUnavailable("the replay worker did not start") from exc
        except WorkerLost as exc:
            raise ReplayUnavailable("the replay worker hung or died") from exc

    def close(self) -> None:
        """End the worker at once (a replay under way ends with it); the next call starts
        a new one."""
        self._process.kill()
