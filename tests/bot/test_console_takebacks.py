"""The console's ``takeback`` and ``takeback yes|no``: a casual game's last move taken back
once both agree (the stored log one move shorter, the position the engine's replay of it),
a refusal in a rated game, and the command's own refusal of a word it does not know."""

from __future__ import annotations

import games
from storage import Database
from tests.bot.test_console import run_console


async def test_the_console_takes_back_a_move_both_agree_to(tmp_path):
    game = games.get("crossings")
    first = game.legal_moves(game.start())[0]
    second = game.legal_moves(game.play(game.start(), first))[0]
    output = await run_console(
        tmp_path,
        [
            "play crossings vs bob colour=white rated=no",
            "user bob",
            "accept",
            "user alice",
            first,
            "user bob",
            second,
            "takeback maybe",
            "takeback",
            "user alice",
            "takeback yes",
            "quit",
        ],
    )
    assert "takeback, takeback yes or takeback no" in output.replace("'", "")
    assert f"asks to take back {second}" in output.replace("*", "")
    assert f"{second} of bob (black) taken back" in output.replace("*", "")
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        (match,) = await db.matches.all_active()
        log = [m.text for m in await db.matches.moves(match.id)]
        assert log == [first]
        assert match.position == game.public_position(game.play(game.start(), first))
    finally:
        await db.close()


async def test_the_console_refuses_a_takeback_in_a_rated_game(tmp_path):
    game = games.get("crossings")
    first = game.legal_moves(game.start())[0]
    output = await run_console(
        tmp_path,
        [
            "play crossings vs bob colour=white",
            "user bob",
            "accept",
            "user alice",
            first,
            "takeback",
            "quit",
        ],
    )
    assert "a rated game's moves are never taken back" in output
