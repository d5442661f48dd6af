"""The Discord entry point as a real process (offline: see offline_discord.py): it serves the
metrics and health endpoint on loopback, and SIGTERM or SIGINT stop it gracefully with the
documented exit status and without a traceback."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.bot.test_console_process import assert_clean, console_env, read_until
from tests.processes import SAFETY, ProcessGroup

SCRIPT = Path(__file__).with_name("offline_discord.py")


@pytest.fixture
def discord_process(tmp_path):
    """The Discord entry point, offline, with metrics on a free port (see tests/processes.py)."""
    group = ProcessGroup(tmp_path)

    def start(**extra: str) -> subprocess.Popen[bytes]:
        env = console_env(
            tmp_path, **{"DISCORD_TOKEN": "offline", "GAMUT_METRICS_PORT": "0", **extra}
        )
        return group.start([sys.executable, str(SCRIPT)], env, stdin=subprocess.DEVNULL)

    yield start
    group.stop_all()


def metrics_port(process: subprocess.Popen[bytes]) -> int:
    assert process.stderr is not None
    seen = read_until(process.stderr, b"metrics on http://127.0.0.1:")
    return int(re.search(rb"127\.0\.0\.1:(\d+)/metrics", seen)[1])


def get(port: int, path: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=SAFETY) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as failed:
        return failed.code, failed.read()


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 0), (signal.SIGINT, 130)])
def test_a_signal_stops_the_bot_gracefully(discord_process, signum, status):
    process = discord_process(GAMUT_AI_WORKERS="1")
    port = metrics_port(process)
    assert process.stderr is not None
    read_until(process.stderr, b"offline bot started")
    code, body = get(port, "/metrics")
    assert code == 200 and b"gamut_moves_total" in body and b"gamut_active_matches 0.0" in body
    code, body = get(port, "/healthz")
    # The database answers; this offline bot never connects, so it is not healthy.
    assert code == 503
    assert json.loads(body)["checks"] == {"database": True, "gateway": False, "clock": False}
    os.killpg(process.pid, signum)
    _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == status
    assert_clean(err)
    assert b"shutting down" in err


def test_a_port_in_use_is_one_line_naming_the_settings(discord_process, tmp_path):
    with socket.socket() as taken:  # what else holds the port does not matter: anything does
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        second = discord_process(GAMUT_METRICS_PORT=str(port))
        _, err = second.communicate(timeout=SAFETY)
    assert second.returncode == 1
    assert_clean(err)
    assert f"GAMUT_METRICS_HOST:GAMUT_METRICS_PORT 127.0.0.1:{port}".encode() in err
