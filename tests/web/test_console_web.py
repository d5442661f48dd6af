"""The README's first command with the web companion on: ``python -m bot`` serves the
console's matches in a browser while it waits for the next line, a move played on a seat's
page is printed by the console as if typed there, and Ctrl-C or SIGTERM still end it at once
and cleanly while it waits (the lines are read off the event loop then)."""

from __future__ import annotations

import re
import signal
import sqlite3
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

import pytest

import games
from bot.web.guard import csrf_token
from tests.bot.test_console_process import assert_clean, read_until
from tests.bot.test_console_process import console as console_process
from tests.processes import SAFETY

console = console_process  # the fixture: a console process reading a pipe
ROOT = Path(__file__).resolve().parents[2]
WEB_ON = {"GAMUT_WEB_PORT": "0", "PYTHONPATH": str(ROOT)}  # this checkout's bot, its web on


def opener() -> urllib.request.OpenerDirector:
    """A client keeping cookies (a seat's), as a browser does."""
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))


def test_the_console_serves_its_matches_in_a_browser_while_it_waits(console, tmp_path) -> None:
    process = console(**WEB_ON)
    assert process.stdin is not None and process.stdout is not None
    banner = read_until(process.stdout, b"In a browser:").decode()
    address = re.search(r"In a browser: (http://127\.0\.0\.1:\d+)", banner)
    assert address, banner
    process.stdin.write(b"play crossings vs bob colour=white\nuser bob\naccept\nuser alice\nweb\n")
    process.stdin.flush()
    said = read_until(process.stdout, b"Your seat").decode()
    watch = re.search(r"Watch match #1 in a browser: (\S+)", said)
    seat = re.search(r"Your seat, .*?: (\S+/s/(\S+))", said)
    assert watch and seat and watch[1].startswith(address[1])
    # The console now waits for a line; the page is served meanwhile.
    browser = opener()
    with browser.open(watch[1], timeout=SAFETY) as page:
        assert "Match #1 · Crossings" in page.read().decode()
    with browser.open(seat[1], timeout=SAFETY) as opened:
        assert opened.status == 200
    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    form = urllib.parse.urlencode({"move": move, "csrf": csrf_token(seat[2])}).encode()
    with browser.open(f"{address[1]}/seat/1/move", data=form, timeout=SAFETY) as played:
        assert "bob to move (Black)" in played.read().decode()  # the redirect, followed
    read_until(process.stdout, f"played {move}".encode())  # the console shows it
    process.stdin.write(b"quit\n")
    process.stdin.flush()
    out, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 0
    assert_clean(err)
    assert seat[2] not in err.decode()  # no token in the log
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        assert db.execute("SELECT text FROM moves").fetchall() == [(move,)]


@pytest.mark.parametrize(("stop", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 0)])
def test_a_stop_signal_while_waiting_for_a_line_ends_it_at_once(console, stop, status) -> None:
    process = console(**WEB_ON)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"play charing-cross\n")
    process.stdin.flush()
    read_until(process.stdout, b"match-1-board.png")
    process.send_signal(stop)
    out, err = process.communicate(timeout=SAFETY)  # stdin stays open: no end of input
    assert process.returncode == status
    assert_clean(err)
