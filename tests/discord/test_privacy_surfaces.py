"""Every surface that can name a match, a challenge, an opponent or a result keeps hidden
matches hidden, from every place a stranger can ask: another server, a DM, a channel they
cannot read, a private thread they are not in.

The surfaces are read from the bot's own command tree, so a command added later is caught:
each slash command and each autocomplete is either checked here or listed, with the reason,
as naming none of those.  A command taking a ``match`` option is checked whatever it is.
"""

from __future__ import annotations

import re

import discord
import simcord

from tests.discord.conftest import World
from tests.discord.test_privacy import (
    MISSING,
    bot_answer,
    in_channel,
    in_dm,
    readable_only_by,
)
from tests.discord.test_tournaments import TOURNAMENT_AUTOCOMPLETES, TOURNAMENT_CHECKED

# What a match command needs besides ``match`` to get as far as looking the match up.
MATCH_COMMAND_OPTIONS = {"move": {"move": "a1-a2"}}
# Commands that name players' records rather than one match: checked below one by one.
RECORD_COMMANDS = {"profile", "games", "leaderboard"}
# Commands that cannot name a match, a challenge, an opponent or a result.
NAMES_NOTHING = {
    "play": "starts the asker's own challenge; it names no existing match or result",
    "rules": "a game's rules",
    "help": "what Gamut can do",
    "learn": "the asker's own lessons, on positions of the lesson, not of any match",
    "gamut-settings": "the server's settings",
    "tournament create": "opens the asker's own new tournament; names nothing existing",
    "web revoke": "revokes the asker's own links; names no match",
}
# Autocompletes: (command, option).
CHECKED_AUTOCOMPLETES = {("move", "move")}
AUTOCOMPLETES_NAMING_NOTHING = {
    ("learn", "answer"): "the moves of the asker's own current lesson",
}


def commands(world: World) -> dict[str, discord.app_commands.Command]:
    """Every slash command, subcommands by their full name (``tournament join``)."""
    return {
        c.qualified_name: c
        for c in world.bot.tree.walk_commands()
        if isinstance(c, discord.app_commands.Command)
    }


def match_commands(world: World) -> dict[str, dict]:
    """Every command with a ``match`` option, with the other options it needs."""
    found = {}
    for name, command in commands(world).items():
        options = {p.name for p in command.parameters}
        if "match" in options:
            needed = {p.name for p in command.parameters if p.required} - {"match"}
            given = MATCH_COMMAND_OPTIONS.get(name, {})
            assert needed <= set(given), f"/{name} needs {needed - set(given)}: add them above"
            found[name] = given
    return found


async def test_every_command_and_autocomplete_is_checked_or_names_nothing(world: World) -> None:
    tree = commands(world)
    # /tournament's commands are checked in test_tournaments (a hidden tournament is answered
    # as a missing one), which lists them all.
    checked = set(match_commands(world)) | RECORD_COMMANDS | TOURNAMENT_CHECKED
    unclassified = set(tree) - checked - set(NAMES_NOTHING)
    assert not unclassified, f"check these commands for privacy, or list them: {unclassified}"
    assert not checked & set(NAMES_NOTHING)
    assert set(NAMES_NOTHING) <= set(tree) and set(tree) >= RECORD_COMMANDS
    autocompletes = {
        (name, p.name) for name, c in tree.items() for p in c.parameters if p.autocomplete
    }
    assert autocompletes == (
        CHECKED_AUTOCOMPLETES | set(AUTOCOMPLETES_NAMING_NOTHING) | TOURNAMENT_AUTOCOMPLETES
    )
    assert {"board", "history", "replay", "review", "hint", "move"} <= checked


async def finished_in(world: World, home: simcord.ChannelHandle) -> int:
    """A rated Crossings match Alice (White) wins: started in ``home``, two moves each,
    then Bob resigns.  Its number."""
    await world.alice.slash(home, "play", game="crossings", opponent=world.bob, colour="white")
    await world.bob.click(home.last_message, label="Accept")
    (match,) = await world.bot.db.matches.active_for_user(world.alice.id)
    place = next((t for t in home.threads if t.id == match.thread_id), home)
    for _ in range(4):
        player = await world.to_move(match.id)
        move = (await world.legal(match.id))[0]
        await player.slash(place, "move", move=move, match=match.id)
    asked = await world.bob.slash(place, "resign", match=match.id)
    await world.bob.click(asked.response, label="Resign")
    assert (await world.bot.service.get_match(match.id)).status == "finished"
    return match.id


async def three_matches(world: World) -> dict[str, int]:
    """Alice's matches: one in #games, one in a channel only its players can read, one in a
    private thread of #games only its players are in."""
    secret = readable_only_by(world, world.alice, world.bob)
    found = {"open": await finished_in(world, world.channel)}
    found["hidden channel"] = await finished_in(world, secret)
    await world.manager.slash(world.channel, "gamut-settings", mode="channel")
    created = await world.bot.get_channel(world.channel.id).create_thread(
        name="quiet", type=discord.ChannelType.private_thread
    )
    for member in (world.alice, world.bob):
        await created.add_user(discord.Object(member.id))
    private = next(t for t in world.channel.threads if t.id == created.id)
    found["private thread"] = await finished_in(world, private)
    return found


def listed(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"#(\d+)", text)}


async def assert_hidden(world: World, ask, complete, match_id: int) -> None:
    """Every match command answers as for a match that does not exist; the autocomplete
    offers nothing."""
    for command, options in match_commands(world).items():
        answer = bot_answer(await ask(command, match=match_id, **options))
        missing = bot_answer(await ask(command, match=MISSING, **options))
        assert answer == missing.replace(f"#{MISSING}", f"#{match_id}"), command
    for command, option in CHECKED_AUTOCOMPLETES:
        assert await complete(command, option, "", match=match_id) == [], command


async def test_no_surface_names_a_hidden_match_from_anywhere(world: World) -> None:
    matches = await three_matches(world)
    elsewhere = world.env.create_guild("Elsewhere")
    lobby = elsewhere.create_text_channel("lobby")
    stranger = elsewhere.add_member(world.carol.user)
    places = {
        "another server": (in_channel(stranger, lobby), set(matches.values())),
        "a DM": (in_dm(world.carol.user), set(matches.values())),
        "#games": (
            in_channel(world.carol, world.channel),
            {matches["hidden channel"], matches["private thread"]},
        ),
    }
    for place, ((ask, complete), hidden) in places.items():
        for match_id in hidden:
            await assert_hidden(world, ask, complete, match_id)
        # /games lists the asker's own matches: none of Alice's.
        games = bot_answer(await ask("games"))
        assert not listed(games) & hidden, place
        # /profile of Alice leaves out every hidden match and what it says.
        shown = (await ask("profile", user=world.alice.user)).response
        assert not listed(shown.content) & hidden, place
        assert shown.attachments == [], place  # no chart drawn from hidden games
        text = shown.content
        if place == "#games":
            assert listed(shown.content) == {matches["open"]}
            assert "3 games; of the 1 you can see here: 1 won, 0 lost, 0 drawn" in text
        else:  # the everywhere leaderboard's figures, nothing more
            assert f"<@{world.bob.id}>" not in text and "won" not in text, place
            figures = r"^Crossings \(correspondence\): \*\*\d+\??\*\* \u00b1\d+, 3 games$"
            assert re.search(figures, text, re.M)
    # The leaderboards name players and ratings (public everywhere), never a match.
    for ask, _ in (places["another server"][0], places["#games"][0]):
        for scope in ("server", "everywhere"):
            board = (await ask("leaderboard", game="crossings", scope=scope)).response
            assert not listed(board.content), scope
    assert commands(world)["leaderboard"].guild_only  # not asked from a DM at all
    here = (await stranger.slash(lobby, "leaderboard", game="crossings")).response
    assert "Nobody is ranked here yet." in here.content  # Alice never played there


async def test_the_players_themselves_still_see_them(world: World) -> None:
    """The hiding above is not an empty answer for everyone: Alice, privately, sees all."""
    matches = await three_matches(world)
    own = (await world.alice.user.slash("profile")).response
    assert own.ephemeral
    assert listed(own.content) == set(matches.values())
    assert "3 games (3 won, 0 lost, 0 drawn), current streak: 3 wins" in own.content
    assert own.attachments  # the chart
    for match_id in matches.values():
        answer = bot_answer(await world.alice.user.slash("history", match=match_id))
        assert f"Match #{match_id}" in answer


async def test_a_profile_is_answered_privately_when_asked(world: World) -> None:
    asked = await world.alice.slash(world.channel, "profile", private=True)
    assert asked.response.ephemeral and world.channel.history() == []
    public = await world.alice.slash(world.channel, "profile")
    assert not public.response.ephemeral


async def test_a_server_board_names_nobody_known_only_from_a_hidden_channel(
    world: World,
) -> None:
    """Alice and Bob play only in a channel Carol cannot read: Carol's server board is the
    one she got before that match existed; the manager, who reads the channel, sees both, as
    Alice herself does."""

    async def board(member: simcord.MemberActor) -> discord.Message:
        asked = await member.slash(world.channel, "leaderboard", game="crossings")
        return asked.response

    before = (await board(world.carol)).content
    secret = readable_only_by(world, world.alice, world.bob, world.manager)
    await finished_in(world, secret)
    assert (await board(world.carol)).content == before
    assert "Nobody is ranked here yet." in before
    seen = await board(world.manager)
    ranked = re.findall(r"^\d+\. <@(\d+)>", seen.content, re.M)
    assert ranked == [str(world.alice.id), str(world.bob.id)]  # Alice won the match
    mine = (await board(world.alice)).content
    assert re.findall(r"^\d+\. <@(\d+)>", mine, re.M) == ranked
    assert f"<@{world.alice.id}>: rank 1, " in mine



async def test_a_match_challenged_in_a_thread_is_placed_in_the_threads_channel(
    world: World,
) -> None:
    """A challenge posted inside a match's thread opens its match in a thread of that
    thread's channel, which is stored as the match's channel: the place a server board asks
    about is that channel (read by whoever reads the new thread), not the old thread."""
    secret = readable_only_by(world, world.alice, world.bob, world.manager)
    first = await world.bot.service.get_match(await finished_in(world, secret))
    thread = next(t for t in secret.threads if t.id == first.thread_id)
    await world.alice.slash(thread, "play", game="crossings", opponent=world.bob)
    await world.bob.click(thread.last_message, label="Accept")
    (match,) = await world.bot.db.matches.active_for_user(world.alice.id)
    assert match.thread_id not in (None, thread.id)
    assert any(t.id == match.thread_id for t in secret.threads)
    assert match.channel_id == secret.id
