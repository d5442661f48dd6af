"""The console's own commands, in process: stored player names, prompts in the console's
spelling, unknown words, 'play' and 'resign' refusals, ids out of range, over-long lines, a busy
database and plain (Markdown-free) output."""

from __future__ import annotations

import io
import re
import sqlite3

import pytest

from bot.console import AI_USER_ID, Console, ScriptInput
from bot.console.lines import MAX_LINE
from bot.console.parsing import looks_like_move
from bot.markup import plain
from bot.service import MatchService
from bot.service.numbering import NUMBERING_RULE
from games.ai import Observation, choose_move
from storage import Database
from tests.bot.test_console import finished_script, run_console


class InProcessAI:
    """The real AI, thinking in this process (the runner's worker processes are not what
    these tests are about)."""

    async def choose(
        self,
        observation: Observation,
        level: str,
        budget: float | None = None,
        seed=None,
        match_id: int | None = None,
    ) -> str:
        return choose_move(observation, level, budget=budget, seed=0)


async def open_console(db: Database, tmp_path, *, ai: bool = False) -> tuple[Console, io.StringIO]:
    """A console over ``db`` writing to a string; ``ai``: with the bot as a player."""
    out = io.StringIO()
    console: Console
    service = MatchService(
        db,
        mention=lambda uid: console.mention(uid),
        ai=InProcessAI() if ai else None,  # type: ignore[arg-type]
        ai_user_id=AI_USER_ID if ai else None,
    )
    console = await Console.open(service, tmp_path / "boards", out)
    return console, out


def prompt_commands(output: str) -> list[str]:
    """Every command a prompt line ('  (who) question 'cmd' / 'cmd'') tells the player to type."""
    commands = []
    for line in output.splitlines():
        if re.match(r"\s+\(\w+\) ", line) or "to confirm" in line:
            commands += re.findall(r"'([^']+)'", line)
    return commands


# ----- players ------------------------------------------------------------------------------


async def test_a_name_is_the_same_player_in_every_session(tmp_path):
    first = await run_console(
        tmp_path, ["user bob", "user carol", "user alice", "play crossings vs bob", "quit"]
    )
    assert "bob, alice challenges you to Crossings" in first
    # A new session meets the names in another order: carol must still not be bob.
    second = await run_console(tmp_path, ["user carol", "accept 1", "user bob", "accept 1"])
    carol_part, bob_part = second.split("[carol]> user bob")
    assert "error:" in carol_part and "begins" not in carol_part
    assert "Match #1 (Crossings) begins" in bob_part and "error:" not in bob_part
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        assert await db.players.names() == {1: "alice", 2: "bob", 3: "carol"}
    finally:
        await db.close()


async def test_mention_names_every_stored_player_from_the_start(tmp_path, db):
    bob = await db.players.id_for("Bob")
    console, _ = await open_console(db, tmp_path)
    assert console.mention(bob) == "Bob"  # never typed in this session, shown as first typed
    assert console.mention(console.user) == "alice"
    assert console.mention(AI_USER_ID) == "ai"


async def test_user_lists_the_players_and_refuses_names_that_are_not_players(tmp_path):
    output = await run_console(
        tmp_path, ["user bob", "user", "user ai", "user open", "user 'two words'", "user"]
    )
    assert output.count("You are bob. Players: alice and bob.") == 2
    assert output.count("error:") == 3
    assert "'ai' is not a player's name here" in output


# ----- prompts and unknown words ---------------------------------------------------------------


async def test_every_prompt_names_a_command_the_console_knows(tmp_path, db):
    console, out = await open_console(db, tmp_path)
    script = [
        "play charing-cross vs bob colour=white",
        "user bob",
        "accept",
        "user alice",
        "a4-b5",
        "draw",
        "user bob",
        "resign",
        "resign no",
        "user alice",
        "play kings-crossing stealth=on",
    ]
    await console.run(script)
    output = out.getvalue()
    commands = prompt_commands(output)
    expected = {"accept 1", "decline 1", "cancel 1", "draw accept", "draw decline", "resign yes"}
    assert expected <= set(commands)
    white_king = next(c for c in commands if re.fullmatch(r"choose (king )?[a-d][12]", c))
    assert "choose random" in commands
    for command in commands:
        first = command.split()[0]
        assert first in console.command_names or looks_like_move(command), command
    assert "draw-accept" not in output and "/resign" not in output
    assert "Not resigned: the game goes on." in output
    # The prompted spellings work as typed.
    await console.run([white_king, "choose random"])
    assert "error:" not in out.getvalue().split(f"[alice]> {white_king}")[1]


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("hlep", "unknown command: hlep (did you mean help?)"),
        ("boadr", "unknown command: boadr (did you mean board?)"),
        ("clear", "unknown command: clear ("),
        ("\x1b[A", "unknown command: \\x1b[A ("),
        ("xyzzy", "unknown command: xyzzy (type 'help' for the commands)"),
    ],
)
async def test_an_unknown_first_word_is_an_unknown_command_not_a_move(tmp_path, typed, says):
    output = await run_console(tmp_path, ["play charing-cross", typed])
    assert f"error: {says}" in output
    assert "legal move" not in output


@pytest.mark.parametrize(
    "text",
    [
        *("a4-b5", "c3xe5xc7", "D@c2", "@c2", "b2b3", "king c1", "pass", "shift left", "swap b1"),
        *("Dh3-a4", "Pc5-b2"),  # a letter glued to a square: the engine names what is wrong
    ],
)
def test_move_notation_of_every_game_is_recognised(text):
    assert looks_like_move(text)


@pytest.mark.parametrize("text", ["hlep", "clear", "\x1b[A", "help2", "", "quti"])
def test_words_that_are_not_moves_are_not_taken_for_moves(text):
    assert not looks_like_move(text)


async def test_a_mistyped_move_is_still_judged_as_a_move(tmp_path):
    output = await run_console(tmp_path, ["play charing-cross", "a4-a9"])
    assert "unknown command" not in output
    assert "error: Match #1" in output


# ----- play, resign, ids --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("play kings-crossing colour=purple", "Colour is white, black or random"),
        ("play crossings vs bob colour=purple", "Colour is white, black or random"),
        ("play crossings vs bob vs carol", "one opponent"),
        ("play crossings vs", "Against whom?"),
        ("play crossings vs ai", "Playing the bot is switched off"),
        ("play crossings vs bob level=hard", "only for a game against the bot"),
    ],
)
async def test_play_refuses_what_it_cannot_start(tmp_path, line, says):
    output = await run_console(tmp_path, [line, "games"])
    assert says in output
    assert "begins" not in output and "challenges you" not in output


async def test_vs_ai_plays_the_bot_when_it_is_on(tmp_path, db):
    console, out = await open_console(db, tmp_path, ai=True)
    await console.run(["play crossings vs ai colour=black level=easy"])
    assert "Match #1 (Crossings) begins: ai (White) vs alice (Black)." in out.getvalue()
    # Alice's board has her side at the bottom: files run h to a, rank 1 at the top.
    rows = [line.split() for line in out.getvalue().split("move 2.")[1].splitlines()[1:11]]
    assert rows[0] == list("hgfedcba") == rows[-1]
    assert [row[0] for row in rows[1:9]] == [str(rank) for rank in range(1, 9)]


async def test_resign_no_cancels_and_resign_yes_resigns(tmp_path):
    output = await run_console(
        tmp_path,
        ["play charing-cross", "resign", "resign no", "a4-b5", "resign maybe", "resign yes"],
    )
    assert "Not resigned: the game goes on." in output
    assert "error: 'resign', then 'resign yes'" in output
    before_yes = output.split("[alice]> resign yes")[0]
    assert "resigns" not in before_yes and "played a4-b5" in before_yes
    assert "resigns" in output.split("[alice]> resign yes")[1]


@pytest.mark.parametrize("command", ["accept", "decline", "cancel", "match"])
@pytest.mark.parametrize(
    ("number", "says"),
    [
        ("99999999999999999999", "There is no {what} #99999999999999999999."),
        ("0", "There is no {what} #0."),
        ("-3", "'-3' is not a {what} number."),
        ("x", "'x' is not a {what} number."),
    ],
)
async def test_an_id_is_a_number_in_range_or_not_found(tmp_path, command, number, says):
    what = "match" if command == "match" else "challenge"
    output = await run_console(tmp_path, [f"{command} {number}"])
    assert f"error: {says.format(what=what)}" in output


# ----- input limits, storage faults, output -----------------------------------------------------


async def test_an_over_long_line_is_refused_before_it_is_parsed(tmp_path):
    huge = "a" * 1_000_000 + ' "'  # unbalanced quote: shlex would fail slowly if it ran
    output = await run_console(tmp_path, [huge, "x" * (MAX_LINE + 1), "x" * MAX_LINE, "help"])
    assert output.count(f"error: a command has at most {MAX_LINE:,} characters") == 2
    assert "unknown command: " + "x" * MAX_LINE in output  # at the limit: read as usual
    assert len(output) < 20_000  # the huge line is not echoed back whole
    assert "Commands (the same as the Discord bot's)" in output


def test_script_input_decodes_leniently_and_bounds_long_lines():
    data = b"play crossings\n\xff\xfebinary\r\n" + b"y" * 100_000 + b"\nquit"
    lines = list(ScriptInput(io.BytesIO(data)))
    assert lines[0] == "play crossings"
    assert lines[1] == "\ufffd\ufffdbinary"
    assert MAX_LINE < len(lines[2]) < 10 * MAX_LINE
    assert lines[3] == "quit"  # the rest of the long line was skipped, the next line kept


async def test_a_busy_database_is_reported_and_nothing_is_lost(tmp_path):
    path = tmp_path / "busy.sqlite3"
    db = await Database.open(path, busy_timeout_ms=50)
    try:
        console, out = await open_console(db, tmp_path)
        await console.run(["play charing-cross"])
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        try:
            await console.run(["a4-b5"])
        finally:
            other.execute("ROLLBACK")
            other.close()
        busy = out.getvalue().split("[alice]> a4-b5")[1]
        assert "error:" in busy and "try again" in busy and "played" not in busy
        await console.run(["a4-b5", "history"])
        again = out.getvalue().split("[alice]> a4-b5")[2]
        assert "played a4-b5" in again and "error:" not in again
    finally:
        await db.close()


async def test_a_played_game_prints_no_discord_markdown(tmp_path):
    moves = finished_script("crossings", {})
    output = await run_console(
        tmp_path,
        ["play crossings vs bob colour=white", "user bob", "accept", "user alice", "draw",
         "user bob", "draw decline", "user alice", "board", "history", "rules crossings",
         "help", "resign"],
    )  # fmt: skip
    solo = await run_console(tmp_path, ["play crossings", *moves, "history", "replay"])
    for transcript in (output, solo):
        assert "**" not in transcript and "```" not in transcript
        assert not re.search("[\ue000-\ue008]", transcript)  # no markup character left over
        assert "</" not in transcript and "<@" not in transcript  # no Discord mentions


async def test_help_states_the_move_numbering(tmp_path):
    """The one move numbering is documented where a console player asks for help."""
    output = await run_console(tmp_path, ["help"])
    assert plain(NUMBERING_RULE) in output


async def test_a_letter_glued_to_a_square_gets_the_engines_answer(tmp_path):
    """Issue 18: ``Dh3-a4`` once played b3-a4; it is judged as a move and refused by name."""
    output = await run_console(tmp_path, ["play checkers-bosses", "Dh3-a4"])
    assert "'Dh3' is not part of a move" in output
    assert "played" not in output.split("Dh3-a4", 1)[1]


# ----- challenges and draws -------------------------------------------------------------------


async def test_games_lists_the_challenges_and_accept_knows_when_nothing_waits(tmp_path, db):
    console, out = await open_console(db, tmp_path)
    await console.run(
        ["user bob", "user alice", "accept", "play crossings vs bob", "games", "user bob", "games"]
    )
    text = out.getvalue()
    assert "No challenge is waiting for you to accept." in text
    assert "Which challenge?" not in text
    outgoing = "#1 from you to bob: Crossings, colours at random, rated; withdraw it with"
    assert f"{outgoing} 'cancel 1'" in text
    incoming = "#1 to you from alice: Crossings, colours at random, rated; answer with"
    assert f"{incoming} 'accept 1' or 'decline 1'" in text
    await console.run(["accept"])
    assert "Match #1 (Crossings) begins" in out.getvalue()


async def test_after_the_bot_declines_a_draw_nobody_is_asked_to_accept_it(tmp_path, db):
    console, out = await open_console(db, tmp_path, ai=True)
    await console.run(["play crossings vs ai colour=white level=easy", "draw"])
    text = out.getvalue()
    assert "ai declines the draw." in text
    assert "Accept the draw?" not in text and "'draw accept'" not in text
