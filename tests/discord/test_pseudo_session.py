"""Every slash command in the pseudo-language (issue #46): a member and a server in ``en-XA``
go through every command Gamut registers, and every text the bot sent (messages, ephemeral
answers, edits, direct messages, thread names, button labels, menus) must be the
pseudo-language's: accented and bracketed.

A text the catalogue did not produce shows as plain ASCII letters outside every bracket; the
test names each such text, where it was sent and the sentence, so that whoever converts its
file finds it.  Discord's own limits hold all the while (tests/discord/discord_limits.py
refuses what Discord refuses, and the pseudo-language is 40 % longer than English).

What may stand outside the brackets is what no translation changes: mentions, channel links,
code spans and blocks (commands, moves, salts), links, numbers and punctuation, the games'
and the members' names, square names and move notation, and the bot's own name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
import simcord
from discord import app_commands

import games
from bot.i18n import PSEUDO
from tests.discord.conftest import World
from tests.discord.discord_limits import Traffic
from tests.discord.languages import custom_ids
from tests.discord.locales import Locales
from tests.learning.conftest import cheap_reviews
from tests.viewers import local_viewer

_CODE = re.compile(r"```.*?```|`[^`]*`", re.DOTALL)
_MARKUP = re.compile(r"<[^<>\s]*>|https?://\S+")
_NOTATION = re.compile(r"\b[a-z]\d{1,2}(?:[-x:][a-z]\d{1,2})*\b")
_LETTERS = re.compile(r"[A-Za-z]")


def unbracketed(text: str) -> str:
    """``text`` without its (nested) bracketed parts: what no pseudo message covers."""
    out: list[str] = []
    depth = 0
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]" and depth:
            depth -= 1
        elif depth == 0:
            out.append(char)
    return "".join(out)


def pseudo_club(world: World, locales: Locales) -> tuple[Any, Any, tuple[Any, Any, Any]]:
    """A server in the pseudo-language with its channel ``games`` and three members who read
    it: Ana, Ben and Boss (who manages the server); reviews think little (their words are
    checked, not their judgement) and the bot's work is bounded generously (a review and a
    replay on a busy machine)."""
    env = world.env
    env.settle_timeout = 300.0
    cheap_reviews(world.bot.service)
    guild = env.create_guild("Pseudo club", preferred_locale=PSEUDO)
    channel = guild.create_text_channel("games")
    managers = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    ana = guild.add_member(env.create_user("ana"))
    ben = guild.add_member(env.create_user("ben"))
    boss = guild.add_member(env.create_user("boss"), roles=[managers])
    for actor in (ana, ben, boss):
        locales.speak(actor, PSEUDO)
    return guild, channel, (ana, ben, boss)


def assert_no_english_sent(discord_limits: Traffic, *member_names: str) -> None:
    """Nothing the bot sent Discord (but its command registrations) holds English outside
    the pseudo-language's brackets, save the games' and the members' names."""
    names = [
        *(games.get(game_id).name for game_id in games.ids()),
        "Gamut",
        "Pseudo club",
        "games",
        *member_names,
    ]
    left = sorted(
        {
            f"{request.method} {request.path.split('/')[1]} {where}: {english} <- {text!r}"
            for request in discord_limits.sent
            if not request.path.endswith("/commands")
            for where, text in texts_of(request.json)
            if (english := english_left(text, names))
        }
    )
    assert left == [], "English left outside the pseudo-language:\n" + "\n".join(left)


def english_left(text: str, names: list[str]) -> str:
    """What of ``text`` is neither the pseudo-language nor what no translation changes
    (empty: nothing was left in English)."""
    rest = unbracketed(_MARKUP.sub(" ", _CODE.sub(" ", text)))
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    rest = _NOTATION.sub(" ", rest)
    return " ".join(rest.split()) if _LETTERS.search(rest) else ""


def texts_of(body: Any) -> Iterator[tuple[str, str]]:
    """Every text a request body shows a member: (where in it, the text)."""
    if not isinstance(body, dict):
        return
    if isinstance(body.get("data"), dict):  # an interaction's answer
        yield from texts_of(body["data"])
        return
    for key in ("content", "name"):
        if isinstance(body.get(key), str) and body[key]:
            yield key, body[key]
    for row in body.get("components") or []:
        for item in row.get("components") or []:
            for key in ("label", "placeholder"):
                if item.get(key):
                    yield f"component {key}", item[key]
            for option in item.get("options") or []:
                yield "select option", option.get("label", "")


def every_leaf(tree: app_commands.CommandTree) -> set[str]:
    """The qualified name of every command a member can invoke."""
    found: set[str] = set()

    def walk(command: Any) -> None:
        if isinstance(command, app_commands.Group):
            for child in command.commands:
                walk(child)
        else:
            found.add(command.qualified_name)

    for command in tree.get_commands():
        walk(command)
    return found


class Session:
    """The members' commands, each one recorded (to prove every command was used)."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.used: set[str] = set()

    async def slash(
        self, actor: simcord.MemberActor, channel: simcord.ChannelHandle, name: str, **options: Any
    ) -> simcord.InteractionResult:
        self.used.add(name)
        return await actor.slash(channel, name, **options)


async def test_every_slash_command_in_the_pseudo_language_leaves_no_english(
    world: World, locales: Locales, discord_limits: Traffic
) -> None:
    guild, channel, (ana, ben, boss) = pseudo_club(world, locales)
    session = Session(world)
    slash = session.slash
    bot = world.bot

    await slash(boss, channel, "gamut-settings")
    await slash(boss, channel, "gamut-settings", time_limit_hours=48.0)
    for name in ("help", "games", "profile"):
        await slash(ana, channel, name)
    await slash(ana, channel, "rules", game="crossings")
    await slash(ana, channel, "learn", game="crossings")
    await slash(ana, channel, "learn", game="crossings", answer="zz9")
    await slash(ana, channel, "leaderboard", game="crossings")

    await slash(ana, channel, "play", game="crossings", opponent=ben, colour="white")
    challenge = channel.last_message
    await ben.click(challenge, custom_id=custom_ids(challenge, "gamut:b:accept:")[0])
    thread = channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    for _ in range(2):
        match = await bot.service.get_match(match_id)
        player = ana if match.to_move_id == ana.id else ben
        legal = await bot.service.legal_moves_for(local_viewer(player.id), match_id)
        await slash(player, thread, "move", move=legal[0])
    await slash(ana, thread, "move", move="zz9")
    for name in ("board", "peek", "history", "replay", "hint", "rematch"):
        await slash(ana, thread, name)
    await slash(ana, thread, "draw")
    offer = thread.last_message
    await ben.click(offer, custom_id=custom_ids(offer, "gamut:b:draw-decline:")[0])
    asked = await slash(ben, thread, "resign")
    question = asked.followups[0] if asked.followups else asked.response
    await ben.click(question, custom_id=custom_ids(question, "gamut:b:resign:")[0])
    await slash(ana, thread, "review", match=match_id)
    await slash(ana, thread, "rematch")
    await slash(ana, thread, "watch", match=match_id)  # no web companion here: it says so
    await slash(ana, channel, "web revoke")

    await slash(ana, channel, "tournament create", game="crossings")
    for name in ("join", "info", "standings", "pairings", "bye", "leave", "export", "web"):
        await slash(ben, channel, f"tournament {name}", tournament=1)
    await slash(ben, channel, "tournament join", tournament=1)
    await slash(ana, channel, "tournament list")
    await slash(ana, channel, "tournament start", tournament=1)
    await slash(ben, channel, "tournament withdraw", tournament=1)
    await slash(ana, channel, "tournament cancel", tournament=1)

    assert every_leaf(bot.tree) - session.used == set(), "commands the session did not use"
    assert discord_limits.refused == [], "the bot sent what Discord refuses"
    assert_no_english_sent(discord_limits, ana.name, ben.name, boss.name)
