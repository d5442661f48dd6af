"""Ratings through the service and the console, on both backends: the final message of a rated
match, casual and bot matches, the console's leaderboard and profile (with its chart PNG)."""

from __future__ import annotations

import re

import pytest
from PIL import Image

import games
from bot.console import AI_USER_ID
from bot.markup import plain
from bot.service import NotAllowed, ServiceError
from storage import Database
from tests.bot.test_console_commands import open_console
from tests.viewers import viewer_in

GUILD = 4242


def opening(game_id: str, count: int) -> list[str]:
    """The first ``count`` moves of a game, each the first legal one."""
    game = games.get(game_id)
    state, moves = game.start(), []
    for _ in range(count):
        move = game.legal_moves(state)[0]
        moves.append(move)
        state = game.play(state, move)
    return moves


def alternating(moves: list[str]) -> list[str]:
    """Console lines playing ``moves`` with alice (White) and bob taking turns."""
    lines = []
    for index, move in enumerate(moves):
        lines += [f"user {('alice', 'bob')[index % 2]}", f"move {move}"]
    return lines


def rated_game(extra: str = "") -> list[str]:
    """Alice (White) challenges Bob, two moves each, then Alice resigns."""
    return [
        "user alice",
        f"play crossings vs bob colour=white {extra}".strip(),
        "user bob",
        "accept",
        *alternating(opening("crossings", 4)),
        "user alice",
        "resign yes",
    ]


@pytest.fixture
async def db(database_url: str):
    database = await Database.open(database_url)
    yield database
    await database.close()


async def test_a_rated_match_tells_both_rating_changes_in_its_final_message(db, tmp_path):
    console, out = await open_console(db, tmp_path)
    await console.run(rated_game())
    text = out.getvalue()
    assert "error:" not in text, text[-2000:]
    assert "colours drawn" not in text and ", rated." in text
    assert "The match is rated." in text
    found = re.search(
        r"Ratings \(correspondence\): alice (\d+) \(\u2212(\d+)\), bob (\d+) \(\+(\d+)\)\.", text
    )
    assert found, text[-1500:]
    alice, alice_loss, bob, bob_gain = map(int, found.groups())
    assert alice == 1500 - alice_loss and bob == 1500 + bob_gain and alice_loss == bob_gain > 0

    out.truncate(0)
    await console.run(["leaderboard crossings", "profile alice", "profile bob crossings"])
    shown = out.getvalue()
    assert f"1. bob {bob}? \u00b1" in shown and f"2. alice {alice}?" in shown
    assert "alice: rank 2" in shown
    assert "1 game (0 won, 1 lost, 0 drawn), current streak: 1 loss" in shown
    assert "#1 Crossings vs bob: loss (\u2212" in shown
    charts = sorted((tmp_path / "boards").glob("rating-*.png"))
    assert len(charts) == 2
    with Image.open(charts[0]) as image:
        assert image.format == "PNG" and image.size == (640, 320)
        assert len(image.convert("RGB").getcolors(1 << 16) or []) > 4  # a drawing, not blank


async def test_casual_and_too_short_matches_change_no_rating(db, tmp_path):
    console, out = await open_console(db, tmp_path)
    await console.run(rated_game("rated=no"))
    await console.run(
        [
            "user alice",
            "play crossings vs bob colour=white",
            "user bob",
            "accept",
            *alternating(opening("crossings", 2)),
            "user alice",
            "resign yes",
        ]
    )
    text = out.getvalue()
    assert "error:" not in text, text[-2000:]
    assert "casual (no rating change)" in text
    assert "Not rated: the match ended before each side had made two moves." in text
    assert "Ratings (" not in text
    assert await db.ratings.standings(await db.players.id_for("alice")) == []
    out.truncate(0)
    await console.run(["leaderboard crossings", "profile"])
    assert "Nobody is ranked here yet." in out.getvalue()
    assert "No rated match yet." in out.getvalue()
    assert "not rated" in out.getvalue()  # a match that changed no rating, for any reason


async def test_games_against_the_bot_or_oneself_are_never_rated(db, tmp_path):
    console, out = await open_console(db, tmp_path, ai=True)
    await console.run(["play crossings vs ai rated=yes", "play crossings rated=yes"])
    refusals = out.getvalue()
    assert "A game against the bot is never rated" in refusals
    assert "A game against yourself is never rated" in refusals
    await console.run(["play crossings vs ai colour=white", "play crossings"])
    alice = await db.players.id_for("alice")
    matches = await db.matches.active_for_user(alice)
    assert len(matches) == 2 and not any(m.rated for m in matches)
    assert {m.black_id for m in matches} == {AI_USER_ID, alice}


async def test_a_server_can_turn_its_leaderboards_off(db, tmp_path):
    console, _ = await open_console(db, tmp_path)
    service = console.service
    board = await service.leaderboard(viewer_in(1, GUILD), "crossings", scope="server")
    assert "Nobody is ranked here yet." in plain(board.text) and not board.has_next
    await db.settings.set(GUILD, "leaderboards", "off")
    with pytest.raises(NotAllowed, match="turned off"):
        await service.leaderboard(viewer_in(1, GUILD), "crossings", scope="everywhere")
    with pytest.raises(ServiceError, match="There is no game .no-such-game."):
        await service.leaderboard(viewer_in(1, None), "no-such-game")


async def test_a_live_game_is_on_the_consoles_live_board_alone(db, tmp_path):
    console, out = await open_console(db, tmp_path)
    await console.run(rated_game("time=10+5"))
    assert "error:" not in out.getvalue(), out.getvalue()[-2000:]
    out.truncate(0)
    out.seek(0)
    await console.run(["leaderboard crossings live", "leaderboard crossings"])
    live, post = out.getvalue().split("Crossings leaderboard (correspondence)")
    assert "Crossings leaderboard (live), everywhere, page 1" in live
    assert "1. bob " in live and "2. alice " in live
    assert "Nobody is ranked here yet." in post and "1. " not in post, post
    out.truncate(0)
    out.seek(0)
    await console.run(["leaderboard crossings blitz"])
    assert "The pool is live or correspondence, not 'blitz'." in out.getvalue()
