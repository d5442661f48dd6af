"""`python -m tournaments pair FILE`, run as a real process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).with_name("fixtures")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "tournaments", *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )


def test_pair_prints_javafo_format_and_exits_0():
    done = run("pair", str(FIXTURES / "half_point_bye_round1.trf"))
    assert done.returncode == 0, done.stderr
    # Five players paired: 2-4 and 5-3, the last one (6) on the bye; the count includes it.
    assert done.stdout == "3\n2 4\n5 3\n6 0\n"


def test_a_missing_file_is_one_line_and_status_2(tmp_path):
    missing = tmp_path / "nowhere.trf"
    done = run("pair", str(missing))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert "cannot read" in done.stderr and "nowhere.trf" in done.stderr


def test_an_unreadable_line_is_named_with_status_2(tmp_path):
    broken = tmp_path / "broken.trf"
    broken.write_text("XXR five\n")
    done = run("pair", str(broken))
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"{broken}: not a tournament report file: line 1: the number of rounds: ' five'"
    )


def test_a_file_without_players_is_refused(tmp_path):
    empty = tmp_path / "empty.trf"
    empty.write_text("012 Nobody came\n")
    done = run("pair", str(empty))
    assert (done.returncode, done.stderr.strip()) == (
        2, f"{empty}: no player (no line starting with 001)"
    )


def test_a_round_that_cannot_be_paired_exits_1(tmp_path):
    rematch = tmp_path / "rematch.trf"
    head = "001    {n}      {name:<33} 2400" + " " * 28 + " {pts} {n:4d}"
    rematch.write_text(
        head.format(n=1, name="A", pts="1.0") + "     2 w 1\n"
        + head.format(n=2, name="B", pts="0.0") + "     1 b 0\n"
    )
    done = run("pair", str(rematch))
    assert done.returncode == 1
    assert "no pairing" in done.stderr
