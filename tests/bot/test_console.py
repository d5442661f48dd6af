"""End-to-end console tests: complete games of every engine driven by a script of commands."""

from __future__ import annotations

import io
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import games
from bot.console import Console
from bot.service import MatchService
from storage import Database
from tests.bot.test_console_process import assert_clean


def finished_script(game_id: str, options: dict[str, str], max_moves: int = 700) -> list[str]:
    """Moves of a seeded random game that ends by the rules (passes are played by the host)."""
    game = games.get(game_id)
    for seed in range(200):
        rng = random.Random(seed)
        state = game.start(**options)
        moves: list[str] = []
        while game.outcome(state) is None and len(moves) < max_moves:
            legal = game.legal_moves(state)
            move = rng.choice(legal)
            state = game.play(state, move)
            if move != "pass":
                moves.append(move)
        if game.outcome(state) is not None:
            return moves
    raise AssertionError(f"no seeded random {game_id} game ended within {max_moves} moves")


async def run_console(tmp_path, lines: list[str]) -> str:
    """The transcript of ``lines`` run by a console over a database in ``tmp_path`` (the same
    file on every call, so a second call is a new session of the same players)."""
    out = io.StringIO()
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        console: Console
        service = MatchService(db, mention=lambda uid: console.mention(uid))
        console = await Console.open(service, tmp_path / "boards", out)
        await console.run(lines)
        service.close()
    finally:
        await db.close()
    return out.getvalue()


@pytest.mark.parametrize("game_id", games.ids())
async def test_console_plays_a_complete_game_of_every_engine(tmp_path, game_id):
    options = {"stealth": "off"} if game_id == "kings-crossing" else {}
    moves = finished_script(game_id, options)
    opts = " ".join(f"{k}={v}" for k, v in options.items())
    output = await run_console(tmp_path, [f"play {game_id} {opts}", *moves, "history", "quit"])
    assert "error:" not in output, output[-2000:]
    assert " wins: " in output or "Draw" in output
    # A board after every move, each replacing the last in the match's one board file.
    board = tmp_path / "boards" / "match-1-board.png"
    assert output.count(f"[image written to {board}]") >= len(moves)
    assert [p.name for p in (tmp_path / "boards").iterdir()] == [board.name]


async def test_console_errors_are_reported_and_change_nothing(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "play charing-cross",
            "a4-a8",
            "frobnicate",
            "play chess",
            "board",
            "quit",
        ],
    )
    assert re.search(r"error: Match #1 \(Charing Cross\): '?a4-a8'? is not a legal move", output)
    assert "error: unknown command: frobnicate (type 'help' for the commands)" in output
    assert "error: There is no game 'chess'" in output
    assert output.count("error:") == 3


async def test_console_challenge_between_two_users(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "play charing-cross vs bob colour=white",
            "user bob",
            "accept",
            "user alice",
            "a4-b5",
            "user bob",
            "h5-g5",
            "draw",
            "user alice",
            "draw accept",
            "rematch",
            "quit",
        ],
    )
    assert "bob, alice challenges you to Charing Cross" in output
    assert "alice (white) played a4-b5" in output
    assert "Draw: agreed by both players." in output
    assert "challenges you" in output.split("rematch")[-1]


def test_python_m_bot_runs_the_console_from_standard_input(tmp_path):
    """A script on standard input is played line by line, and its end ends the console (no
    ``quit``, not even a newline after the last line)."""
    env = {
        **os.environ,
        "GAMUT_DATABASE": str(tmp_path / "db.sqlite3"),
        "GAMUT_BOARD_DIR": str(tmp_path / "png"),
        "DISCORD_TOKEN": "",
        "GAMUT_AI_WORKERS": "0",
        "GAMUT_LANGUAGE": "en",
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),  # this checkout's bot
        "GAMUT_WEB_PORT": "off",
    }
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        input="play charing-cross\na4-b5",
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert_clean(result.stderr.encode())
    assert "[alice]> a4-b5" in result.stdout and "played a4-b5" in result.stdout
    assert list((tmp_path / "png").glob("*.png"))


def stealth_script(white_king: str, black_king: str) -> list[str]:
    """Alice (white) vs Bob (black), Stealth King, played to the end with user switches."""
    game = games.get("kings-crossing")
    names = {"white": "alice", "black": "bob"}
    for seed in range(200):
        rng = random.Random(seed)
        state = game.play(
            game.play(game.start(stealth=True), f"king {white_king}"), f"king {black_king}"
        )
        lines = [
            "play kings-crossing vs bob colour=white stealth=on",
            "user bob",
            "accept",
            f"choose {black_king}",
            "user alice",
            f"choose {white_king}",
        ]
        current = "alice"
        while game.outcome(state) is None and len(lines) < 900:
            move = rng.choice(game.legal_moves(state))
            mover = names[game.to_move(state)]
            state = game.play(state, move)
            if move == "pass":
                continue
            if mover != current:
                lines.append(f"user {mover}")
                current = mover
            lines.append(move)
        if game.outcome(state) is not None:
            return [*lines, "quit"]
    raise AssertionError("no seeded Stealth King game ended")


def boards_by_audience(output: str) -> list[tuple[str, list[str]]]:
    """Split console output into (audience, board rows) blocks: 'public', or the name of the
    one user a private board is for."""
    blocks: list[tuple[str, list[str]]] = []
    audience = "public"
    for line in output.splitlines():
        private_to = re.match(r"\[(?:private to|only) (\w+)", line)
        if private_to:
            audience = private_to[1]
        elif line.startswith(("Match #", "[alice]>", "[bob]>")):
            audience = "public"
        elif re.match(r"^\s+\d+ ", line):
            if not blocks or blocks[-1][0] != audience or blocks[-1][1][-1].split()[-1] == "1":
                blocks.append((audience, []))
            blocks[-1][1].append(line)
    return blocks


async def test_console_stealth_king_game_keeps_the_kings_secret_until_the_end(tmp_path):
    output = await run_console(tmp_path, stealth_script("c1", "b7"))
    assert "error:" not in output, output[-3000:]
    ending = output.index(" wins: ")
    before_end = boards_by_audience(output[:ending])
    public = [rows for audience, rows in before_end if audience == "public"]
    private = [rows for audience, rows in before_end if audience != "public"]
    assert public and private
    assert all(not re.search(r"[Kk]", " ".join(rows)) for rows in public), "public King shown"
    assert any("K?" in " ".join(rows) for rows in private), "the owner sees their King"
    # Each private board shows its owner's King only: never the opponent's.
    for audience, rows in before_end:
        if audience == "alice":
            assert "k" not in " ".join(rows), "alice saw Black's King"
        elif audience == "bob":
            assert "K" not in " ".join(rows), "bob saw White's King"
    assert {a for a, _ in before_end} >= {"alice", "bob"}
    public_text = [
        line
        for line in output[:ending].splitlines()
        if line.startswith("Match #") and "private" not in line
    ]
    assert not any(re.search(r"\bking [a-d]\d", line) for line in public_text)
    assert output.count("✓ verified") == 2
