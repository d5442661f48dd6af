"""What the console keeps between commands and sessions, and how it names things: each
player's current match (stored, or the only one waiting on them), names shown as typed, games
by their short names, the AI's answer printed after what it answers, and one picture file per
match and purpose."""

from __future__ import annotations

import io
import re

import games
from bot.console import Console
from bot.console.pictures import stored_name
from bot.service import MatchService, Viewer
from storage import Database
from tests.bot.test_console import boards_by_audience, finished_script, run_console
from tests.bot.test_console_commands import open_console
from tests.bot.test_console_process import assert_clean, run_bot
from tests.learning.conftest import make_service

# ----- the current match ----------------------------------------------------------------------


async def test_a_new_console_process_knows_the_players_current_match(tmp_path):
    """The audit's case: Bob's one match, his turn, and the next session a real process (the
    first one, which only makes the match, runs in-process on the same database file)."""
    game = games.get("charing-cross")
    first_move = game.legal_moves(game.start())[0]
    made = await run_console(tmp_path, ["play charing-cross vs bob colour=black", "user bob",
                                        "accept", "quit"])  # fmt: skip
    assert "Match #1 (Charing Cross) begins" in made
    again = run_bot(
        tmp_path, f"user bob\n{first_move}\nquit\n".encode(),
        GAMUT_DATABASE=str(tmp_path / "console.sqlite3"),
    )  # fmt: skip
    assert again.returncode == 0
    assert_clean(again.stderr)
    assert f"bob (white) played {first_move}".encode() in again.stdout, again.stdout
    assert b"error:" not in again.stdout


async def test_a_new_session_goes_on_with_the_match_each_player_was_looking_at(tmp_path):
    """Bob has two matches, both his turn: only what he chose last session can say which."""
    await run_console(
        tmp_path,
        [
            "play crossings vs bob colour=black",
            "user bob",
            "accept",
            "user alice",
            "play charing-cross vs bob colour=black",
            "user bob",
            "accept",
            "match 1",  # the other one is current after accepting it
            "user alice",
            "match 2",
            "quit",
        ],
    )
    output = await run_console(tmp_path, ["user bob", "board", "user alice", "board", "quit"])
    bob, alice = output.split("[bob]> user alice")
    assert "You are now bob. Current match: #1." in bob
    assert "Match #1 (Crossings)" in bob and "Match #2" not in bob
    assert "Match #2 (Charing Cross)" in alice and "Match #1" not in alice
    assert "error:" not in output, output


async def test_a_player_without_a_current_match_plays_the_only_one_waiting_on_them(tmp_path):
    """The match was made elsewhere (another front end): the console never showed it."""
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        alice, bob = await db.players.id_for("alice"), await db.players.id_for("bob")
        service = MatchService(db)
        challenge = await service.challenge(alice, "crossings", opponent=bob, colour="black")
        assert challenge.challenge_id is not None
        await service.accept(Viewer(bob, private=True), challenge.challenge_id)
        service.close()
    finally:
        await db.close()
    first_move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    output = await run_console(tmp_path, ["user bob", first_move, "quit"])
    assert "You are now bob. Current match: #1." in output
    assert f"bob (white) played {first_move}" in output
    assert "error:" not in output, output


async def test_once_the_remembered_match_is_over_the_one_waiting_takes_its_place(tmp_path):
    await run_console(tmp_path, ["play crossings", "resign yes", "quit"])  # #1, finished
    db = await Database.open(tmp_path / "console.sqlite3")
    try:  # then bob challenges alice elsewhere: #2, alice (white) to move
        alice, bob = await db.players.id_for("alice"), await db.players.id_for("bob")
        service = MatchService(db)
        challenge = await service.challenge(bob, "charing-cross", opponent=alice, colour="black")
        assert challenge.challenge_id is not None
        await service.accept(Viewer(alice, private=True), challenge.challenge_id)
        service.close()
    finally:
        await db.close()
    game = games.get("charing-cross")
    first_move = game.legal_moves(game.start())[0]
    output = await run_console(tmp_path, [first_move, "quit"])
    assert f"Match #2 (Charing Cross): alice (white) played {first_move}" in output
    assert "error:" not in output, output


async def test_with_several_matches_and_none_waiting_the_console_asks_which(tmp_path):
    db = await Database.open(tmp_path / "console.sqlite3")
    try:  # dave is black (white moves first) in two matches the console never showed
        alice, dave = await db.players.id_for("alice"), await db.players.id_for("dave")
        service = MatchService(db)
        for game_id in ("crossings", "charing-cross"):
            challenge = await service.challenge(dave, game_id, opponent=alice, colour="black")
            assert challenge.challenge_id is not None
            await service.accept(Viewer(alice, private=True), challenge.challenge_id)
        service.close()
    finally:
        await db.close()
    output = await run_console(tmp_path, ["user dave", "board", "match 2", "board", "quit"])
    assert "You are now dave.\n" in output
    asked = output.split("[dave]> board")[1]
    assert "error: No current match: You have several matches (#2 and #1)" in asked
    assert "Pick one with 'match ID'." in asked
    assert "Match #2 (Charing Cross)" in output.split("[dave]> match 2")[1]


# ----- names ----------------------------------------------------------------------------------


async def test_a_name_is_shown_as_typed_and_matched_without_case(tmp_path):
    first = await run_console(
        tmp_path, ["user Ana", "user ANA", "user alice", "play crossings vs aNa", "user", "quit"]
    )
    assert first.count("You are now Ana.") == 2
    assert "Ana, alice challenges you to Crossings" in first
    assert "Players: alice and Ana." in first
    second = await run_console(tmp_path, ["user ana", "accept", "quit"])
    assert "You are now Ana." in second and "[Ana]> accept" in second
    assert "error:" not in first + second, first + second
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        assert await db.players.names() == {1: "alice", 2: "Ana"}
        assert await db.players.find("ANA") == 2
    finally:
        await db.close()


async def test_the_players_a_refusal_lists_are_those_user_lists_in_the_same_order(tmp_path):
    output = await run_console(
        tmp_path, ["user Zoe", "user bob", "user Ana", "profile nobody", "user", "quit"]
    )
    assert "There is no player called 'nobody' here. Players: alice, Ana, bob, and Zoe." in output
    assert "You are Ana. Players: alice, Ana, bob, and Zoe." in output


async def test_the_service_names_local_players_as_storage_keeps_them(service, db):
    """service.players: a new name is stored and shown as typed, an old one keeps its id and
    first spelling whatever its case, looking one up creates nobody, and the current matches
    stored are read back (what db.players holds, read directly)."""
    assert await service.players.enter("Ana") == (1, "Ana")
    assert await service.players.enter("@ANA") == (1, "Ana")
    assert await service.players.enter("bob") == (2, "bob")
    assert await service.players.find("BOB") == 2
    assert await service.players.find("carol") is None
    assert await service.players.names() == await db.players.names() == {1: "Ana", 2: "bob"}
    ana = (await service.challenge(1, "crossings", opponent=1)).match_id
    bob = (await service.challenge(2, "crossings", opponent=2)).match_id
    assert ana is not None and bob is not None and ana != bob
    await service.players.remember_matches({1: ana, 2: bob})
    assert await service.players.current_matches() == await db.players.current_matches()
    assert await db.players.current_matches() == {1: ana, 2: bob}

# ----- games by their short names ---------------------------------------------------------------

# Each alias the help lists, and the game's name as its rules page spells it.
ALIASES = {
    "kc": "King's Crossing",
    "cwb": "Checkers with Bosses",
    "bosses": "Checkers with Bosses",
    "castle": "The King o' the Castle",
    "kotc": "The King o' the Castle",
    "cc": "Charing Cross",
    "charing": "Charing Cross",
    "crossing": "Crossings",
}


async def test_a_game_named_in_two_words_is_no_game_and_the_ids_are_suggested(tmp_path):
    output = await run_console(tmp_path, ["play kings crossing", "rules charing cross", "quit"])
    play, rules = output.split("[alice]> rules")
    assert "error: There is no game 'kings'. Did you mean 'kings-crossing' (one word)?" in play
    assert "Cannot read" not in play
    assert "error: There is no game 'charing'" not in rules  # an alias: the rules are shown
    for game_id in games.ids():
        assert game_id in play


async def test_every_short_name_in_help_plays_its_game(tmp_path):
    lines = ["help"]
    for alias in ALIASES:
        lines += [f"play {alias}", "resign yes"]
    output = await run_console(tmp_path, [*lines, "quit"])
    assert "error:" not in output, output
    help_text = output.split("[alice]> play")[0]
    for alias, name in ALIASES.items():
        assert re.search(rf"\(([a-z]+, )*{alias}(, [a-z]+)*\)", help_text), alias
        started = output.split(f"[alice]> play {alias}\n")[1]
        assert started.startswith("Match #") and f"({name})" in started.splitlines()[0]


async def test_rules_leaderboard_learn_and_profile_take_short_names(tmp_path):
    output = await run_console(
        tmp_path, ["rules cwb", "leaderboard castle", "learn cc", "profile alice kc", "quit"]
    )
    assert "error:" not in output, output
    assert "Checkers with Bosses (checkers-bosses)" in output
    assert "The King o' the Castle" in output.split("[alice]> leaderboard castle")[1]
    assert "Charing Cross, lesson 1" in output


async def test_the_service_stores_the_game_a_short_name_means(service, db):
    reply = await service.challenge(1, "CWB", opponent=2)
    assert reply.challenge_id is not None
    challenge = await db.challenges.get(reply.challenge_id)
    assert challenge.game_id == "checkers-bosses"


# ----- the order of what happened ------------------------------------------------------------


async def test_against_the_ai_the_last_board_shown_is_after_its_reply(tmp_path, db):
    """Stealth King: the mover's private board comes before the AI's move, whose public board
    (the position now) is the last one printed."""
    console, out = await open_console(db, tmp_path, ai=True)
    await console.run(["play kings-crossing vs ai stealth=on colour=white", "choose d1", "a2-a3"])
    console.service.close()
    output = out.getvalue()
    assert "error:" not in output, output
    after_move = output.split("[alice]> a2-a3")[1]
    ai_move = re.search(r"ai \(black\) played ([a-d][1-8])-([a-d][1-8])", after_move)
    assert ai_move, after_move
    assert after_move.index("[private to alice]") < ai_move.start()
    audience, rows = boards_by_audience(after_move)[-1]
    assert audience == "public"
    cells = {row.split()[0]: row.split()[1:-1] for row in rows}
    start, end = ai_move[1], ai_move[2]
    assert cells[end[1]]["abcd".index(end[0])] == "m"  # a black man where the AI moved
    assert cells[start[1]]["abcd".index(start[0])] == "."
    assert cells["3"][0] == "M" and cells["2"][0] == "."  # alice's a2-a3


# ----- pictures ---------------------------------------------------------------------------------


async def test_the_picture_folder_holds_one_file_per_match_and_purpose(tmp_path, db):
    service, _ = make_service(db)
    out = io.StringIO()
    console = await Console.open(service, tmp_path / "boards", out)
    lines = ["play kings-crossing"]
    # Four moves: each side's peek, the board and the hint are each drawn twice or more, and
    # each kind still has one file.
    for move in finished_script("kings-crossing", {})[:4]:
        lines += [move, "board", "peek", "hint"]  # alice against herself: hints allowed
    await console.run(lines)
    output = out.getvalue()
    assert "error:" not in output, output
    folder = tmp_path / "boards"
    names = sorted(path.name for path in folder.iterdir())
    assert names == ["match-1-black.png", "match-1-board.png", "match-1-hint.png",
                     "match-1-white.png"], names
    # The board file is the latest board: what the service draws for the position now.
    now = await service.board(console.viewer, 1)
    assert now.image is not None
    assert (folder / "match-1-board.png").read_bytes() == now.image.data
    service.close()


def test_each_kind_of_match_picture_has_one_file():
    for filename, stored in {
        "match-3-start.png": "match-3-board.png",
        "match-3-41.png": "match-3-board.png",
        "match-3-41-before.png": "match-3-before.png",
        "match-3-41-white.png": "match-3-white.png",
        "match-3-white-peek.png": "match-3-white.png",
        "match-3-black-setup.png": "match-3-black.png",
        "match-3-black-private.png": "match-3-black.png",
        "match-3-41-hint.png": "match-3-hint.png",
        "match-3-replay.gif": "match-3-replay.gif",
        "review-3-move-12-white.png": "review-3-move-12-white.png",
        "lesson-crossings-1.png": "lesson-crossings-1.png",
    }.items():
        assert stored_name(filename) == stored, filename
