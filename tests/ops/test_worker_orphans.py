"""No worker process outlives the bot: a host killed outright (SIGKILL, the out-of-memory
killer) cannot end its workers itself, so each of them must notice and end on its own.

A real host process (tests/ops/worker_host.py) starts the AI, coach, replay and tournament
workers and the web's drawing process, each by real work, and names their process ids; the
test checks they are its children, kills the host alone (never its group, which would end the
workers for it) and waits for every worker's exit as an event: a pidfd, opened before the
kill, becomes readable when its process ends.  The bound is a safety net, not what the test decides.
"""

from __future__ import annotations

import json
import os
import select
import signal
import sys
from pathlib import Path

import pytest

from tests.processes import SAFETY, ProcessGroup

ROOT = Path(__file__).resolve().parents[2]  # the host imports this checkout's packages


def parent_of(pid: int) -> int:
    """The parent process id of ``pid``, from /proc (the field after the state)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return int(stat.rsplit(")", 1)[1].split()[1])


@pytest.fixture
def group(tmp_path):
    made = ProcessGroup(tmp_path)
    yield made
    made.stop_all()  # whatever the test left running, the host's workers included


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_every_worker_ends_when_its_host_is_killed(group):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    host = group.start([sys.executable, "-m", "tests.ops.worker_host"], env)
    assert host.stdout is not None
    line = host.stdout.readline()
    assert line, host.stderr.read().decode(errors="replace") if host.stderr else ""
    workers: dict[str, int] = json.loads(line)
    assert set(workers) == {"ai", "coach", "replay", "tournament", "drawing"}
    assert len(set(workers.values())) == 5, workers
    assert all(parent_of(pid) == host.pid for pid in workers.values()), workers
    exits = {os.pidfd_open(pid): kind for kind, pid in workers.items()}
    waiting = set(exits)
    try:
        os.kill(host.pid, signal.SIGKILL)
        assert host.wait(SAFETY) == -signal.SIGKILL
        while waiting:
            ended, _, _ = select.select(list(waiting), [], [], SAFETY)
            assert ended, "still running after their host was killed: " + ", ".join(
                sorted(exits[fd] for fd in waiting)
            )
            waiting -= set(ended)
    finally:
        for fd in exits:
            if fd in waiting:  # an orphan the failed check left: its host's group is gone
                signal.pidfd_send_signal(fd, signal.SIGKILL)
            os.close(fd)
