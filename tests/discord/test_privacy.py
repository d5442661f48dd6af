"""A match is shown only where it may be seen (bot/discord/visibility.py).

Its players see it anywhere (privately outside its server); anyone else only inside its server
when they can see its channel or thread.  Every other asker gets, word for word, the answer a
match number that does not exist gets: nothing confirms that a match exists.
"""

from __future__ import annotations

import discord
import pytest
import simcord

from storage import MatchUnavailable
from tests.discord.conftest import World

MISSING = 999
# Every command that takes a match number, with the other options it needs.
MATCH_COMMANDS = {
    "board": {},
    "history": {},
    "replay": {},
    "peek": {},
    "resign": {},
    "draw": {},
    "rematch": {},
    "move": {"move": "a1-a2"},
}


def bot_answer(result) -> str:
    """The ephemeral answer to a deferred command."""
    assert result.response is not None and result.response.ephemeral
    return result.response.content


async def missing_answer(ask, command: str, match_id: int) -> str:
    """What ``ask`` is told for a match number that does not exist, as it would read for
    ``match_id`` (the number is the only difference)."""
    answer = bot_answer(await ask(command, match=MISSING, **MATCH_COMMANDS[command]))
    assert f"#{MISSING}" in answer
    return answer.replace(f"#{MISSING}", f"#{match_id}")


async def assert_hidden(ask, complete, match_id: int) -> None:
    """Every match command answers as for a missing match; the autocomplete offers nothing."""
    for command, options in MATCH_COMMANDS.items():
        answer = bot_answer(await ask(command, match=match_id, **options))
        assert answer == await missing_answer(ask, command, match_id), command
    assert await complete("move", "move", "", match=match_id) == []


def in_channel(actor: simcord.MemberActor, channel: simcord.ChannelHandle):
    """(slash, autocomplete) of a member in one channel."""

    async def ask(command: str, **options):
        return await actor.slash(channel, command, **options)

    async def complete(command: str, option: str, value: str, **filled):
        return await actor.autocomplete(channel, command, option, value, **filled)

    return ask, complete


def in_dm(user: simcord.UserHandle):
    """(slash, autocomplete) of a user in their direct messages with the bot."""

    async def ask(command: str, **options):
        return await user.slash(command, **options)

    async def complete(command: str, option: str, value: str, **filled):
        return await user.autocomplete(command, option, value, **filled)

    return ask, complete


def readable_only_by(world: World, *members: simcord.MemberActor) -> simcord.ChannelHandle:
    """A channel of the club that only ``members`` (and the bot) can read."""
    guild = world.guild
    allowed = discord.PermissionOverwrite(view_channel=True)
    hidden = discord.PermissionOverwrite(view_channel=False)
    readers = {member: allowed for member in (world.bot_member(), *members)}
    return guild.create_text_channel("secret", overwrites={guild.default_role: hidden, **readers})


def public(channel: simcord.ChannelHandle) -> list[discord.Message]:
    """What everyone sees in a channel (no ephemeral answers)."""
    return channel.history()


async def test_another_server_cannot_see_a_match_but_its_player_can_privately(
    world: World,
) -> None:
    match_id, thread = await world.start_match("crossings")
    elsewhere = world.env.create_guild("Elsewhere")
    lobby = elsewhere.create_text_channel("lobby")
    stranger = elsewhere.add_member(world.carol.user)
    await assert_hidden(*in_channel(stranger, lobby), match_id)
    # Alice plays the match: from another server she sees it, but only she does.
    traveller = elsewhere.add_member(world.alice.user)
    for command in ("board", "history", "replay"):
        shown = await traveller.slash(lobby, command, match=match_id)
        assert shown.response.ephemeral and f"Match #{match_id}" in shown.response.content
    board = await traveller.slash(lobby, "board", match=match_id)
    assert board.response.attachments[0].filename.endswith(".png")
    assert public(lobby) == []
    # Her moves from there still go to the match's thread, and nowhere else.
    move = (await world.legal(match_id))[0]
    played = await traveller.slash(lobby, "move", move=move, match=match_id)
    assert played.followups == [] and "played" in thread.last_message.content
    assert public(lobby) == []


async def test_a_hidden_channel_hides_its_matches_from_members_who_cannot_see_it(
    world: World,
) -> None:
    dave = world.guild.add_member(world.env.create_user("dave"))
    secret = readable_only_by(world, world.alice, world.bob, dave)
    await world.alice.slash(secret, "play", game="crossings", opponent=world.bob)
    await world.bob.click(secret.last_message, label="Accept")
    thread = secret.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    await assert_hidden(*in_channel(world.carol, world.channel), match_id)
    assert public(world.channel) == []
    # Dave may read the channel: he sees the match, posted where he asked, as before.
    shown = await dave.slash(world.channel, "board", match=match_id)
    assert shown.followups == []
    assert f"Match #{match_id}" in world.channel.last_message.content
    refused = await dave.slash(world.channel, "peek", match=match_id)
    assert "not playing" in bot_answer(refused)


async def test_a_private_thread_hides_its_match_from_non_members(world: World) -> None:
    guild = world.guild
    await world.manager.slash(world.channel, "gamut-settings", mode="channel")
    games = world.bot.get_channel(world.channel.id)
    created = await games.create_thread(name="quiet", type=discord.ChannelType.private_thread)
    for member in (world.alice, world.bob):
        await created.add_user(discord.Object(member.id))
    private = next(t for t in world.channel.threads if t.id == created.id)
    await world.alice.slash(private, "play", game="crossings", opponent=world.bob)
    await world.bob.click(private.last_message, label="Accept")
    match = (await world.bot.db.matches.active_for_user(world.alice.id))[0]
    assert (match.thread_id or match.channel_id) == private.id
    # Carol sees #games, but is not in the private thread.
    await assert_hidden(*in_channel(world.carol, world.channel), match.id)
    # A moderator (Manage Threads) sees every private thread, so the match too.
    moderators = guild.create_role(
        "Moderators", permissions=discord.Permissions(manage_threads=True, view_channel=True)
    )
    moderator = guild.add_member(world.env.create_user("mod"), roles=[moderators])
    seen = await moderator.slash(world.channel, "history", match=match.id)
    assert seen.followups == []
    assert f"Match #{match.id}" in world.channel.last_message.content
    # Once Carol is added to the thread, she may look too.
    await created.add_user(discord.Object(world.carol.id))
    board = await world.carol.slash(world.channel, "board", match=match.id)
    assert board.followups == [] and world.channel.last_message.attachments


async def test_in_a_dm_a_player_sees_their_match_privately_and_nobody_else_does(
    world: World,
) -> None:
    match_id, thread = await world.start_match("crossings")
    await assert_hidden(*in_dm(world.carol.user), match_id)
    dm = world.alice.user.dm_channel
    before = len(public(dm))
    board = await world.alice.user.slash("board", match=match_id)
    assert board.response.ephemeral and f"Match #{match_id}" in board.response.content
    assert board.response.attachments[0].filename.endswith(".png")
    assert len(public(dm)) == before  # answered privately, not posted in the DM
    legal = await world.legal(match_id)
    offered = await world.alice.user.autocomplete("move", "move", "", match=match_id)
    assert [c["value"] for c in offered] == legal[:25]


async def test_a_match_that_cannot_be_loaded_is_not_confirmed_either(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")

    async def damaged(match: int):
        raise MatchUnavailable(match, "its row is unreadable")

    monkeypatch.setattr(world.bot.db.matches, "get", damaged)
    ask, _ = in_channel(world.carol, world.channel)
    answer = bot_answer(await ask("board", match=match_id))
    monkeypatch.undo()
    assert answer == await missing_answer(ask, "board", match_id)
