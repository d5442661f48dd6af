"""Graceful shutdown: SIGTERM (how systemd and container hosts stop a service) in the middle
of a stream of moves loses nothing acknowledged and stores nothing half-done.

The console process reads its moves from a pipe and acknowledges each on standard output
("... played a1-a2."); the signal goes to its whole process group, as systemd sends it to
every process of a service, AI workers included.  The Discord bot's own shutdown is checked
under simcord: interactions under way finish, new ones are turned away, everything closes.
Timeouts are safety nets against a hang, never what a test decides.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sqlite3
from pathlib import Path

import games
from bot.console import AI_USER_ID
from bot.discord.app import RESTARTING
from bot.i18n.messages import english
from tests.bot.test_console import finished_script
from tests.bot.test_console_process import assert_clean, read_until
from tests.discord.conftest import World
from tests.processes import SAFETY

ACK = re.compile(rb"\) played (\S+?)(?=[.,]?(?:\s|$))")


def acknowledged(out: bytes) -> list[str]:
    """The moves the console said it played, in order."""
    return [move.decode() for move in ACK.findall(out)]


def stored(path: Path, match_id: int = 1) -> tuple[list[str], tuple]:
    """The match's move log and its row (position, ply, to_move_id), read with sqlite3."""
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        moves = [
            row[0]
            for row in db.execute(
                "SELECT text FROM moves WHERE match_id = ? ORDER BY ply", (match_id,)
            )
        ]
        row = db.execute(
            "SELECT position, ply, to_move_id FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
    return moves, row


def replayed(game_id: str, moves: list[str]) -> str:
    game = games.get(game_id)
    state = game.start()
    for move in moves:
        state = game.play(state, move)
    return game.dump(state)


def sigterm(process) -> None:
    os.killpg(process.pid, signal.SIGTERM)


def test_sigterm_mid_stream_keeps_every_acknowledged_move_and_nothing_half_done(console, tmp_path):
    moves = finished_script("crossings", {})[:-1]  # the game never ends inside the stream
    process = console()
    assert process.stdin is not None and process.stdout is not None
    first, rest = moves[:5], moves[5:]
    process.stdin.write(b"play crossings\n" + "".join(f"{m}\n" for m in first).encode())
    process.stdin.flush()
    for move in first:
        read_until(process.stdout, f"played {move}".encode())
    process.stdin.write("".join(f"{m}\n" for m in rest).encode())
    process.stdin.flush()
    sigterm(process)  # while the console works through the stream
    out, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 0
    assert_clean(err)
    acked = [*first, *acknowledged(out)]
    assert acked == moves[: len(acked)], "acknowledged in the order sent"
    log, (position, ply, _) = stored(tmp_path / "db.sqlite3")
    assert [m for m in log if m != "pass"] == acked, "stored exactly what was acknowledged"
    assert ply == len(log) and position == replayed("crossings", log)


def test_sigterm_while_the_ai_thinks_keeps_the_players_move_and_plays_none_for_the_ai(
    console, tmp_path
):
    process = console(GAMUT_AI_WORKERS="1", GAMUT_AI_SECONDS="60", LOG_FORMAT="json")
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"play crossings vs ai level=hard colour=white\na1-a2\nh1-h2\n")
    process.stdin.flush()
    read_until(process.stdout, b"[alice]> a1-a2")  # the console has started on the move
    sigterm(process)  # the AI would think for up to a minute
    out, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 0
    assert_clean(err)
    assert acknowledged(out) == ["a1-a2"]
    assert b"[alice]> h1-h2" not in out, "no line is read after the signal"
    log, (position, ply, to_move) = stored(tmp_path / "db.sqlite3")
    assert log == ["a1-a2"] and ply == 1 and to_move == AI_USER_ID
    assert position == replayed("crossings", log)
    records = [json.loads(line) for line in err.decode().splitlines() if line.strip()]
    left = [r for r in records if "left for the next start" in r["message"]]
    assert left and left[0]["match_id"] == 1 and left[0]["level"] == "INFO"


async def test_the_discord_bot_finishes_a_move_under_way_then_closes(world: World):
    """A /move waiting on the database when the shutdown begins is committed and answered;
    the shutdown then closes the bot and its database."""
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]
    blocker = sqlite3.connect(world.db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # the move waits for this write lock
    bot = world.bot
    moving = asyncio.ensure_future(world.alice.slash(thread, "move", move=move))
    while not bot._under_way():  # the interaction has reached the bot
        await asyncio.sleep(0.01)
    stopping = asyncio.ensure_future(bot.shutdown(grace=SAFETY))
    await asyncio.sleep(0.2)  # the shutdown is now waiting for the move
    assert not stopping.done()
    blocker.execute("ROLLBACK")
    blocker.close()
    await moving
    await stopping
    assert bot.is_closed() and bot.ai_runner is None
    log, (position, ply, _) = stored(world.db_path, match_id)
    assert log == [move] and ply == 1
    assert f"played **{move}**" in thread.last_message.content


async def test_the_discord_bot_turns_new_interactions_away_while_stopping(world: World):
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]
    world.bot.stop_taking_interactions()
    result = await world.alice.slash(thread, "move", move=move)
    assert result.response.content == english(RESTARTING) and result.response.ephemeral
    assert (await world.bot.service.get_match(match_id)).ply == 0
    await world.bot.shutdown()
    assert world.bot.is_closed()
