"""An operator's first run as a real process (see pointed_discord.py): a wrong token is one
line saying so and what to do, exit status 1; an unreachable Discord is one line per attempt,
tried again; a stop signal while logging in ends it at once.  Under LOG_FORMAT=json every
line is JSON, and no start logs discord.py's voice warnings (Gamut has no voice)."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from storage.schema import LATEST_VERSION
from tests.bot.test_console_process import assert_clean, console_env, read_until
from tests.processes import SAFETY, ProcessGroup

SCRIPT = Path(__file__).with_name("pointed_discord.py")
VOICE_WARNINGS = (b"PyNaCl", b"davey", b"voice")


class RefusingDiscord(BaseHTTPRequestHandler):
    """Discord's answer to a token it does not know: 401 on every request."""

    seen: list[str] = []

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        type(self).seen.append(self.path)
        body = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture
def refusing_discord() -> Iterator[str]:
    RefusingDiscord.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), RefusingDiscord)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    server.shutdown()
    server.server_close()
    thread.join(SAFETY)


@pytest.fixture
def bot_process(tmp_path: Path) -> Iterator[object]:
    group = ProcessGroup(tmp_path)

    def start(api: str, **extra: str) -> subprocess.Popen[bytes]:
        env = console_env(
            tmp_path,
            DISCORD_TOKEN="fake.token.x",
            GAMUT_METRICS_PORT="0",
            GAMUT_TEST_DISCORD_API=api,
            **extra,
        )
        return group.start([sys.executable, str(SCRIPT)], env, stdin=subprocess.DEVNULL)

    yield start
    group.stop_all()


def json_lines(stderr: bytes) -> list[dict[str, object]]:
    """Every line of ``stderr`` as a JSON record (fails on any line that is not one)."""
    records = []
    for line in stderr.decode().splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            pytest.fail(f"not a JSON line: {line!r}\n{stderr.decode()}")
    return records


def test_a_wrong_token_is_one_json_line_saying_so_and_exit_status_1(bot_process, refusing_discord):
    process = bot_process(refusing_discord, LOG_FORMAT="json")
    _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 1
    assert_clean(err)
    records = json_lines(err)
    errors = [r for r in records if r["level"] in ("ERROR", "CRITICAL")]
    assert len(errors) == 1, records
    message = str(errors[0]["message"])
    assert "DISCORD_TOKEN" in message and "401" in message
    assert "client secret" in message and "Reset Token" in message
    assert "exception" not in errors[0]
    assert RefusingDiscord.seen == ["/api/v10/users/@me"]  # it did ask Discord, once
    assert not any(word in err for word in VOICE_WARNINGS)


def test_a_wrong_token_in_text_logs_is_one_line_without_a_traceback(bot_process, refusing_discord):
    process = bot_process(refusing_discord)
    _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 1
    assert_clean(err)
    lines = err.decode().splitlines()
    refused = [line for line in lines if "DISCORD_TOKEN" in line]
    assert len(refused) == 1 and " ERROR " in refused[0]
    assert not any(word in err for word in VOICE_WARNINGS)


def closed_port() -> int:
    """A loopback port nothing listens on: a connection there is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 0), (signal.SIGINT, 130)])
def test_an_unreachable_discord_is_one_line_per_attempt_and_a_signal_stops_the_waiting(
    bot_process, signum, status
):
    process = bot_process(f"http://127.0.0.1:{closed_port()}/api/v10", LOG_FORMAT="json")
    assert process.stderr is not None
    seen = read_until(process.stderr, b"cannot be reached")
    os.killpg(process.pid, signum)
    _, rest = process.communicate(timeout=SAFETY)
    assert process.returncode == status
    err = seen + rest
    assert_clean(err)
    records = json_lines(err)
    warnings = [r for r in records if "cannot be reached" in str(r["message"])]
    assert warnings and all(r["level"] == "WARNING" for r in warnings)
    assert "trying again in" in str(warnings[0]["message"])
    assert not any(r["level"] == "ERROR" for r in records)
    assert not any(word in err for word in VOICE_WARNINGS)


def test_sigterm_while_a_login_hangs_stops_at_once(bot_process):
    """Discord accepts the connection and never answers: the stop does not wait for it."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        silent.settimeout(SAFETY)  # a process that never connects fails the test, not hangs it
        process = bot_process(f"http://127.0.0.1:{silent.getsockname()[1]}/api/v10")
        assert process.stderr is not None
        read_until(process.stderr, b"logging in using static token")
        accepted, _ = silent.accept()  # the login's request has reached "Discord"
        with accepted:
            os.killpg(process.pid, signal.SIGTERM)
            _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 0
    assert_clean(err)
    assert b"cannot be reached" not in err


def test_a_database_of_a_newer_gamut_is_one_json_line_and_left_untouched(bot_process, tmp_path):
    """What rolling back without restoring the backup meets (docs/operating.md, Upgrading)."""
    database = tmp_path / "db.sqlite3"
    with sqlite3.connect(database) as db:  # a Gamut database, as a later release leaves it
        db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY)")
        db.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    db.close()
    before = database.read_bytes()
    process = bot_process(f"http://127.0.0.1:{closed_port()}/api/v10", LOG_FORMAT="json")
    _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 1
    assert_clean(err)
    (record,) = [r for r in json_lines(err) if r["level"] == "ERROR"]
    message = str(record["message"])
    assert message.startswith(f"GAMUT_DATABASE={database}") and "newer release" in message
    assert b"logging in" not in err  # refused before any login
    assert database.read_bytes() == before


def test_a_bad_setting_under_json_logs_is_one_json_line(bot_process):
    process = bot_process("http://127.0.0.1:9/api/v10", LOG_FORMAT="json", GAMUT_AI_WORKERS="many")
    _, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 1
    assert_clean(err)
    (record,) = json_lines(err)
    assert record["level"] == "ERROR" and "GAMUT_AI_WORKERS" in str(record["message"])
