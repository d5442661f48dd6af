"""Real processes for the tests that start Gamut itself (the console, the Discord entry point):
each in a session of its own, so a signal can reach its whole group (AI workers included) as
Ctrl-C at a terminal does, and each killed at the end of the test whatever happened."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SAFETY = 120  # seconds; a process that takes this long has hung (a safety net, not a check)
LIFETIME = 4 * SAFETY  # seconds a started process may live at all: a test reading its output
# line by line (which has no timeout of its own) then sees the output end instead of hanging


class ProcessGroup:
    """The processes one test started; :meth:`stop_all` kills whatever is still running."""

    def __init__(self, cwd: Path, lifetime: float = LIFETIME) -> None:
        self.cwd = cwd
        self.lifetime = lifetime
        self.started: list[subprocess.Popen[bytes]] = []
        self.watchdogs: list[threading.Timer] = []

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
        watchdog = threading.Timer(self.lifetime, self._kill, args=(process,))
        watchdog.daemon = True
        watchdog.start()
        self.watchdogs.append(watchdog)
        return process

    @staticmethod
    def _kill(process: subprocess.Popen[bytes]) -> None:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):  # ended meanwhile
                os.killpg(process.pid, signal.SIGKILL)

    def stop_all(self) -> None:
        for watchdog in self.watchdogs:
            watchdog.cancel()
        for process in self.started:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(SAFETY)
