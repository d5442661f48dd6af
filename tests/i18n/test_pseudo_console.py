"""A console session in the pseudo-language (``en-XA``) through every console command: any
English left, outside the pseudo-language's brackets or inside them as an argument, is a text
that escaped the catalogue.

The pseudo-language accents every letter of a message (``[Ţĥéé ĝåɱéé·····]``), so a word of
plain ASCII letters anywhere in the transcript was not written by the catalogue.

The session runs in-process (the console app over a real database, as tests/bot/test_console.py
runs it): the same printing as ``python -m bot``, without a process to start.  What may stand
outside a message is what is typed, never translated: the commands, their options and
placeholders as the help spells them (:data:`bot.console.words.HELP`), the words of the script
(quoted back in refusals), the games' ids, aliases and names, the languages' own names and
codes, the players' names, square names and moves, and file paths, each matched with its
case (``match`` is a command; ``Match #1 begins`` is English).  Any other word of two letters or
more is English left, and the test names each line it is in.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import games
from bot.console import Console
from bot.console.languages import language_names
from bot.console.words import HELP
from bot.i18n import PSEUDO, shared_translator
from bot.service import MatchService
from storage import Database

WORD = re.compile(r"[A-Za-z]{2,}")
FILES = re.compile(r"\S*\.(?:png|gif|trf|txt|md)\b")
PLAYERS = ("alice", "bob")

# Every command of the console, its refusals too (no number, a bad number, a bad word).
SCRIPT = [
    "help", "language", "user", "user bob", "user alice",
    "play", "play nosuch", "play kings crossing", "play charing-cross vs",
    "play charing-cross vs bob vs bob", "play charing-cross vs ai", "play charing-cross x",
    "play charing-cross rated=maybe", "play charing-cross time=x", "play charing-cross time=1+0",
    "match", "match x", "board", "move",
    "play charing-cross vs bob", "user bob", "games", "decline 99", "accept",
    "board", "peek", "moretime", "a4-b5", "takeback", "history", "web", "web revoke", "replay",
    "hint", "draw",
    "user alice",
    "takeback maybe", "takeback no", "draw maybe", "draw decline", "resign maybe", "resign",
    "resign no", "claim", "choose",
    "match 1", "rematch", "cancel", "rules", "rules crossings", "learn", "learn crossings",
    "learn crossings lesson x", "leaderboard", "leaderboard crossings", "leaderboard crossings 2",
    "profile", "profile nobody", "profile bob crossings", "review", "review 1",
    "tournament", "tournament list", "tournament create", "tournament create crossings rounds=x",
    "tournament info 99", "frobnicate", "plya", '"unclosed', "x" * 1001,
    "resign yes", "review 1", "language xx", "language en-XA",
]  # fmt: skip


def typed_words() -> set[str]:
    """Every word a player types or the console names as it is: commands, options and
    placeholders, what the script typed, games, languages, players."""
    words = {w for syntax, _ in HELP for w in WORD.findall(syntax)}
    words |= {w for line in SCRIPT for w in WORD.findall(line)}
    names = language_names(shared_translator()).values()
    words |= {w for name in names for w in WORD.findall(name)}
    words.add("and")  # Babel joins the pseudo-language's lists as English's ("a, b, and c")
    for game_id in games.ids():
        game = games.find(game_id)
        assert game is not None
        words |= set(WORD.findall(f"{game_id} {game.name} {' '.join(games.aliases(game_id))}"))
    return words | set(PLAYERS)


def english_left(transcript: str, boards: Path) -> list[str]:
    """Each printed line with English outside the messages, and the words found."""
    allowed = typed_words()
    found = []
    for line in transcript.splitlines():
        prompt = re.match(r"\[(\w+)\]> ", line)
        if prompt and prompt.group(1) in PLAYERS:
            continue  # the echo of what was typed
        rest = FILES.sub("", line.replace(str(boards), ""))
        english = [w for w in WORD.findall(rest) if w not in allowed]
        if english:
            found.append(f"{' '.join(english)[:60]!s:60}  <- {line[:140]}")
    return found


async def pseudo_session(tmp_path: Path) -> tuple[str, Path, list[str]]:
    """The transcript of :data:`SCRIPT` in the pseudo-language, the board folder, and the
    console's command words."""
    out = io.StringIO()
    boards = tmp_path / "boards"
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        console: Console
        service = MatchService(db, mention=lambda uid: console.mention(uid))
        console = await Console.open(service, boards, out, language=PSEUDO)
        await console.run(SCRIPT)
        service.close()
    finally:
        await db.close()
    return out.getvalue(), boards, console.command_names


async def test_every_console_command_speaks_the_pseudo_language(tmp_path: Path) -> None:
    transcript, boards, command_names = await pseudo_session(tmp_path)
    assert set(command_names) - {line.split()[0] for line in SCRIPT} == {"quit", "exit"}
    assert transcript.count("[alice]> ") + transcript.count("[bob]> ") == len(SCRIPT)
    left = english_left(transcript, boards)
    assert left == [], f"{len(left)} lines with English outside the catalogue:\n" + "\n".join(
        left
    )


def test_the_check_finds_english_outside_the_brackets_and_nothing_inside(tmp_path: Path) -> None:
    """Not vacuous: an English line, English beside a message, in plain brackets or as a
    message's argument are found; a message, typed words, a file path, a nested message and
    the echo of a command are not."""
    boards = tmp_path / "boards"
    transcript = "\n".join(
        [
            "[alice]> play crossings vs bob",
            "[Ţĥéé ĝåɱéé šţåŕţš [ƀý åļîîçéé·]·····]",
            "[only alice sees] Your move",
            "'play GAME' [Ŵĥîîçĥ ĝåɱéé·····] crossings (charing-cross)",
            f"  [Îɱååĝéé ŵŕîîţţéñ ţöö {boards}/match-1-board.png··]",
            "Match #1 begins",
            "[Ţĥéé ĝåɱéé šţåŕţš: Moves are numbered·····]",
        ]
    )
    assert [entry.split("  <- ")[0].strip() for entry in english_left(transcript, boards)] == [
        "only sees Your",
        "Match begins",
        "Moves are numbered",
    ]
