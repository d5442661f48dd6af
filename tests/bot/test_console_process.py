"""``python -m bot`` as a real process: Ctrl-C, closed or binary standard input, a closed
output pipe, over-long lines and start-up faults each end cleanly — the documented exit status
and no traceback.  Timeouts here are safety nets against a hang, never what a test decides."""

from __future__ import annotations

import asyncio
import io
import os
import pty
import select
import signal
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import IO

import pytest

from bot.__main__ import run_console
from bot.settings import load_settings
from tests.processes import SAFETY, ProcessGroup

ROOT = Path(__file__).resolve().parents[2]


def console_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("GAMUT_", "DEV_GUILD", "LOG_LEVEL", "PYTHONIOENCODING"))
    }
    env.update(
        DISCORD_TOKEN="",
        GAMUT_DATABASE=str(tmp_path / "db.sqlite3"),
        GAMUT_BOARD_DIR=str(tmp_path / "png"),
        GAMUT_AI_WORKERS="0",
        GAMUT_LANGUAGE="en",  # whatever the machine's LANG: the tests read English
        PYTHONPATH=str(ROOT),  # this checkout's bot, whichever one the interpreter installed
        GAMUT_WEB_PORT="off",  # a test that wants the web companion says so
    )
    env.update(extra)
    return env


def run_bot(tmp_path: Path, script: bytes, **extra: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        input=script,
        capture_output=True,
        env=console_env(tmp_path, **extra),
        cwd=tmp_path,
        timeout=SAFETY,
    )


def read_until(stream: IO[bytes], marker: bytes) -> bytes:
    """Lines of ``stream`` up to and including the first holding ``marker`` (the process's
    own output says when it got there: no sleeping)."""
    seen = b""
    while True:
        line = stream.readline()
        assert line, f"output ended before {marker!r}: {seen[-2000:]!r}"
        seen += line
        if marker in line:
            return seen


def assert_clean(stderr: bytes) -> None:
    text = stderr.decode(errors="replace")
    assert "Traceback" not in text and "Exception ignored" not in text, text


@pytest.fixture
def console(tmp_path):
    """A console process reading a pipe (see tests/processes.py)."""
    group = ProcessGroup(tmp_path)
    yield lambda **extra: group.start([sys.executable, "-m", "bot"], console_env(tmp_path, **extra))
    group.stop_all()


def ctrl_c(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGINT)


@pytest.mark.parametrize("workers", ["0", "1"])
def test_ctrl_c_while_waiting_for_a_line_exits_at_once_and_cleanly(console, tmp_path, workers):
    process = console(GAMUT_AI_WORKERS=workers)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"play charing-cross\n")
    process.stdin.flush()
    read_until(process.stdout, b"match-1-board.png")
    ctrl_c(process)
    out, err = process.communicate(timeout=SAFETY)  # stdin stays open: no end of input
    assert process.returncode == 130
    assert_clean(err)
    assert b"[alice]>" not in out  # no further line was run
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM matches").fetchone() == (1,)


def test_ctrl_c_during_a_command_cancels_it_and_exits_cleanly(console, tmp_path):
    process = console()
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"play charing-cross\n")
    process.stdin.flush()
    read_until(process.stdout, b"match-1-board.png")
    # The next line's echo says the play command is done, its own writes with it (after it a
    # read-only command writes nothing): the lock taken now holds up the move alone.
    process.stdin.write(b"help\n")
    process.stdin.flush()
    read_until(process.stdout, b"[alice]> help")
    other = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the next move waits for this write lock
    try:
        process.stdin.write(b"a4-b5\nboard\n")
        process.stdin.flush()
        read_until(process.stdout, b"[alice]> a4-b5")
        ctrl_c(process)
    finally:
        other.execute("ROLLBACK")
        other.close()
    out, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 130
    assert_clean(err)
    assert b"[alice]> board" not in out


def test_closed_standard_input_is_a_one_line_fault_not_a_hang(tmp_path):
    result = subprocess.run(
        ["sh", "-c", 'exec "$0" -m bot <&-', sys.executable],
        capture_output=True,
        env=console_env(tmp_path),
        cwd=tmp_path,
        timeout=SAFETY,
    )
    assert result.returncode == 1
    assert_clean(result.stderr)
    assert result.stderr.decode().strip().startswith("Standard input is closed")


def test_binary_input_and_a_megabyte_line_are_refused_and_the_script_goes_on(tmp_path):
    """One script for two faults of a line (each refused in its own words, the next line run):
    stray bytes under a strict UTF-8 locale are read leniently, and a megabyte line is refused
    without reading it whole into a command."""
    script = (
        b"\xff\xfe\x00\x1b[A\n"
        + b"a" * 1_000_000
        + b" '\nplay charing-cross\n\xc3\x28\na4-b5\nquit\n"
    )
    result = run_bot(tmp_path, script, PYTHONIOENCODING="utf-8:strict")
    assert result.returncode == 0
    assert_clean(result.stderr)
    out = result.stdout.decode("utf-8")
    assert "error: unknown command: \ufffd\ufffd\\x00\\x1b[A" in out
    assert "error: a command has at most 1,000 characters" in out
    assert "Match #1 (Charing Cross) begins" in out
    assert "played a4-b5" in out


def test_a_closed_output_pipe_ends_quietly(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("help\n" * 400)  # far more output than a pipe holds
    result = subprocess.run(
        [
            "bash",
            "-c",
            '"$0" -m bot < "$1" | head -1; echo "status=${PIPESTATUS[0]}" >&2',
            sys.executable,
            str(script),
        ],
        capture_output=True,
        env=console_env(tmp_path),
        cwd=tmp_path,
        timeout=SAFETY,
    )
    assert result.stdout.decode().startswith("Gamut console")
    assert result.stdout.count(b"\n") == 1
    assert result.stderr.decode().strip() == "status=1"


# One process per kind of start-up fault: a setting's value (the settings check itself is
# tests/bot/test_settings.py's, in-process, for every setting), and a database Gamut cannot
# open.  The board folder's check runs in-process below.
@pytest.mark.parametrize(
    ("setting", "value", "named"),
    [
        ("GAMUT_DATABASE", "{tmp}", "GAMUT_DATABASE"),  # a folder, not a file
        ("LOG_LEVEL", "LOUD", "LOG_LEVEL"),
    ],
)
def test_a_start_up_fault_is_one_line_naming_the_setting(tmp_path, setting, value, named):
    result = run_bot(tmp_path, b"help\n", **{setting: value.format(tmp=tmp_path)})
    assert result.returncode == 1
    assert_clean(result.stderr)
    lines = result.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and named in lines[0], lines
    assert b"Commands" not in result.stdout


def test_a_board_folder_that_is_a_file_stops_the_console_before_it_opens_anything(tmp_path):
    """The console's own check (the process turns its SystemExit into one line and status 1,
    as the cases above show): refused in one line naming GAMUT_BOARD_DIR, before the database
    is created or anything is printed."""
    (tmp_path / "script.txt").write_text("help\n")
    database = tmp_path / "db.sqlite3"
    settings = replace(
        load_settings(env_file=None),
        database=database,
        board_dir=tmp_path / "script.txt",
        ai_workers=0,
        web_enabled=False,
        language="en",
    )
    out = io.StringIO()
    with pytest.raises(SystemExit) as stopped:
        asyncio.run(run_console(settings, out))
    message = stopped.value.code
    assert isinstance(message, str) and "\n" not in message, message
    assert message.startswith("GAMUT_BOARD_DIR is ") and str(tmp_path / "script.txt") in message
    assert out.getvalue() == "" and not database.exists()


def test_the_discord_bot_checks_its_database_before_connecting(tmp_path):
    result = run_bot(tmp_path, b"", DISCORD_TOKEN="not-a-real-token", GAMUT_DATABASE=str(tmp_path))
    assert result.returncode == 1
    assert_clean(result.stderr)
    lines = result.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"GAMUT_DATABASE={tmp_path}"), lines


def test_ctrl_c_at_a_terminal_exits_at_once_with_the_ai_workers_quiet(tmp_path):
    """The readline path: Ctrl-C typed at a (pseudo) terminal signals the console's process
    group, its AI worker included."""
    env = console_env(tmp_path, GAMUT_AI_WORKERS="1", TERM="dumb")
    pid, terminal = pty.fork()
    if pid == 0:  # the child: become the console, and never return into pytest
        try:
            os.chdir(tmp_path)
            os.execve(sys.executable, [sys.executable, "-m", "bot"], env)
        finally:
            os._exit(127)
    seen = b""

    def read_until_prompt(prompt: bytes) -> None:
        nonlocal seen
        while prompt not in seen:
            ready, _, _ = select.select([terminal], [], [], SAFETY)
            assert ready, f"no prompt {prompt!r}: {seen[-1000:]!r}"
            seen += os.read(terminal, 65536)

    try:
        read_until_prompt(b"[alice]> ")
        os.write(terminal, b"user bob\r")
        read_until_prompt(b"[bob]> ")
        os.write(terminal, b"\x03")  # Ctrl-C
        while True:  # drain what is left, to the end (EIO once the child has gone)
            ready, _, _ = select.select([terminal], [], [], SAFETY)
            assert ready, f"the console did not end: {seen[-1000:]!r}"
            try:
                data = os.read(terminal, 65536)
            except OSError:
                break
            if not data:
                break
            seen += data
        _, status = os.waitpid(pid, 0)
    finally:
        os.close(terminal)
    assert os.waitstatus_to_exitcode(status) == 130
    assert b"Traceback" not in seen and b"KeyboardInterrupt" not in seen, seen[-2000:]
