"""Think functions for AIRunner tests, run in its worker processes (so: top-level, picklable).

Each misbehaves once, on the first call it sees across every worker, then thinks normally.
"Once" is a marker file in the folder named by GAMUT_TEST_FAULT_DIR, which the workers
inherit from the test's environment when they are spawned.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from games.ai import Observation, choose_move


def _first_time(name: str) -> bool:
    """True exactly once per marker name (O_EXCL: only one process creates the file)."""
    marker = Path(os.environ["GAMUT_TEST_FAULT_DIR"]) / name
    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def has_begun(folder: Path, name: str) -> bool:
    """Whether a worker has taken the misbehaviour ``name`` (its marker exists): a test that
    kills the worker during it waits for this, or a replacement could take it instead."""
    return (folder / name).exists()


def crash_once(observation: Observation, level: str, **kwargs: object) -> str:
    """The worker dies (as if killed or out of memory) on the first request."""
    if _first_time("crashed"):
        os._exit(3)
    return choose_move(observation, level, **kwargs)  # type: ignore[arg-type]


def hang_once(observation: Observation, level: str, **kwargs: object) -> str:
    """The worker never answers the first request (a search stuck in a loop)."""
    if _first_time("hung"):
        while True:
            time.sleep(60)
    return choose_move(observation, level, **kwargs)  # type: ignore[arg-type]


def report_budget(observation: Observation, level: str, **kwargs: object) -> str:
    """No thinking: the budget the runner gave, as text (to check the queue's scaling)."""
    return repr(kwargs.get("budget"))


def slow_once(observation: Observation, level: str, **kwargs: object) -> str:
    """The first request takes a minute (long enough to kill its worker in the middle)."""
    if _first_time("slow"):
        time.sleep(60)
    return choose_move(observation, level, **kwargs)  # type: ignore[arg-type]
