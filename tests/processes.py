"""Real processes for the tests that start Gamut itself (the console, the Discord entry point):
each in a session of its own, so a signal can reach its whole group (AI workers included) as
Ctrl-C at a terminal does, and each killed at the end of the test whatever happened."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SAFETY = 120  # seconds; a process that takes this long has hung (a safety net, not a check)


class ProcessGroup:
    """The processes one test started; :meth:`stop_all` kills whatever is still running."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.started: list[subprocess.Popen[bytes]] = []

    def start(
        self, argv: Sequence[str], env: dict[str, str], *, stdin: Any = subprocess.PIPE
    ) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            list(argv),
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=self.cwd,
            start_new_session=True,
        )
        self.started.append(process)
        return process

    def stop_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(SAFETY)
