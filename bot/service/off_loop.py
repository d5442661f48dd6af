"""The one seam through which the service's CPU work leaves the event loop.

Rendering a board, replaying a move log, drawing a chart: each runs on a worker thread of one
bounded executor (two threads unless the host hands in its own), so the loop keeps serving
other matches meanwhile.  Every collaborator that computes is given this object, not the
executor, so there is one place that decides where such work runs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


class OffLoop:
    """Runs CPU work on the service's executor."""

    def __init__(self, executor: Executor | None = None) -> None:
        self.executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")

    async def run(self, work: Callable[[], T]) -> T:
        """``work()`` on a worker thread, awaited without blocking the loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, work)

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
