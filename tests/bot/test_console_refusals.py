"""A refused move tells the player which rule refuses it, in the console as in every front end
(issue 28): the service passes the engine's reason through (bot/service/play.py)."""

from __future__ import annotations

from tests.bot.test_console import run_console


async def test_the_console_shows_which_rule_refuses_a_move(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "play kings-crossing stealth=off",
            "a3-a4",  # empty
            "a2-a5",
            "a7-a6",
            "b2b4",  # a jump is compulsory
            "b2xb4",  # x on a plain slide (the jump still comes first: that is said)
            "quit",
        ],
    )
    assert (
        "error: Match #1 (King's Crossing): 'a3-a4' is not a legal move here: there is no piece "
        "on a3." in output
    )
    assert (
        "error: Match #1 (King's Crossing): 'b2b4' is not a legal move here: a jump is "
        "compulsory, and after a jump the turn goes on while any of your pieces can jump: "
        "play a5xa7." in output
    )
    assert (
        "'b2xb4' is not a legal move here: a jump is compulsory, and after a jump the turn goes "
        "on while any of your pieces can jump: play a5xa7." in output
    )


async def test_the_console_refuses_an_x_on_a_plain_move_and_the_opponents_piece(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "play charing-cross",
            "a4xb5",
            "a4-b4",
            "a5-b5",
            "play checkers-bosses",
            "c3-b2",
            "quit",
        ],
    )
    assert (
        "'a4xb5' is not a legal move here: 'x' marks a capture, and a4-b5 captures nothing "
        "there. Type a4-b5." in output
    )
    assert "'a5-b5' is not a legal move here: the knight on a5 is White's; you play Black." in (
        output
    )
    assert (
        "error: Match #2 (Checkers with Bosses): 'c3-b2' is not a legal move here: a diagonal "
        "man never moves or captures backward until it is crowned on the far rank. Its moves: "
        "c3-b4, c3-d4." in output
    )
