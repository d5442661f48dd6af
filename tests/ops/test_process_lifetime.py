"""A process a test started cannot outlive its bound (tests/processes.py): a test blocked on
its output line by line sees the output end instead of waiting for ever."""

from __future__ import annotations

import sys

from tests.processes import ProcessGroup


def test_a_process_past_its_lifetime_is_killed_and_its_output_ends(tmp_path):
    group = ProcessGroup(tmp_path, lifetime=1.0)
    script = "import time; print('up', flush=True); time.sleep(600)"
    process = group.start([sys.executable, "-c", script], {})
    assert process.stdout is not None
    assert process.stdout.readline() == b"up\n"
    assert process.stdout.readline() == b""  # killed: the pipe closed, no hang
    assert process.wait(60) != 0
    group.stop_all()
