"""What a tournament shows, and to whom: its games are never more visible than the tournament,
what a member typed is shown as typed, and a post Discord refuses is never said to be posted.

Privacy is checked as everywhere else: a member who cannot see the tournament gets, word for
word, what she gets for a tournament (or match) that does not exist.  Escaping is checked on
the posted payloads against the escaped text written out by hand here.
"""

from __future__ import annotations

import discord
import simcord

from tests.discord.conftest import World
from tests.discord.discord_limits import Traffic
from tests.discord.test_privacy import assert_hidden, bot_answer, in_channel
from tests.discord.test_tournaments import assert_tournament_hidden, create

# A name that would be bold, a spoiler and a masked link as Markdown, and what Discord must be
# sent to show it as typed (each Markdown character escaped by a backslash).
MARKDOWN_NAME = "**Win** ||Nitro|| [here](https://x.example)"
SHOWN_AS_TYPED = r"\*\*Win\*\* \|\|Nitro\|\| \[here](https://x.example)"


async def private_thread(world: World, *members: simcord.MemberActor) -> simcord.ChannelHandle:
    """A private thread of #games that only ``members`` are in (and the bot, which made it)."""
    games = world.bot.get_channel(world.channel.id)
    created = await games.create_thread(name="quiet", type=discord.ChannelType.private_thread)
    for member in members:
        await created.add_user(discord.Object(member.id))
    return next(t for t in world.channel.threads if t.id == created.id)


async def thread_members(world: World, thread_id: int) -> set[int]:
    thread = world.bot.get_channel(thread_id)
    assert isinstance(thread, discord.Thread)
    return {member.id for member in await thread.fetch_members()}


async def test_a_tournament_in_a_private_thread_plays_its_games_in_private_threads(
    world: World, discord_limits: Traffic
) -> None:
    quiet = await private_thread(world, world.alice, world.bob, world.carol)
    number = await create(world, where=quiet, game="crossings", rounds=1, name="Quiet Cup")
    for member in (world.alice, world.bob):
        await member.click(quiet.last_message, label="Join")
    started = bot_answer(await world.alice.slash(quiet, "tournament start", tournament=number))
    assert started == f"Tournament #{number} has started: round 1 is posted in <#{quiet.id}>."
    (match,) = await world.bot.db.matches.active_for_user(world.bob.id)
    home = world.bot.get_channel(match.thread_id)
    # A private thread of the same channel, with exactly its two players (and the bot) in it;
    # nobody may invite anyone else.
    assert isinstance(home, discord.Thread) and home.id != quiet.id
    assert home.type is discord.ChannelType.private_thread and home.parent_id == world.channel.id
    # (simcord does not keep ``invitable``: the request says it.)
    (made,) = [
        r.json
        for r in discord_limits.sent
        if r.path == f"/channels/{world.channel.id}/threads" and r.json["name"] == home.name
    ]
    assert made["invitable"] is False
    players = {world.alice.id, world.bob.id}
    assert await thread_members(world, home.id) == players | {world.bot.user.id}
    # The match counts where the tournament is: its channel stays the tournament's thread.
    assert match.channel_id == quiet.id
    # Each player was told where to play, by DM.
    for member in (world.alice, world.bob):
        assert f"/{home.id}" in member.user.dm_channel.last_message.content
    # Dave reads #games but is in neither thread: the tournament and its game do not exist for
    # him, and asking posts nothing anywhere.
    dave = world.guild.add_member(world.env.create_user("dave"))
    before = (len(world.channel.history()), len(quiet.history()))
    await assert_tournament_hidden(in_channel(dave, world.channel)[0], number)
    await assert_hidden(*in_channel(dave, world.channel), match.id)
    assert (len(world.channel.history()), len(quiet.history())) == before
    # The game is played there, by its players.
    game = next(t for t in world.channel.threads if t.id == home.id)
    asked = await world.bob.slash(game, "resign")
    await world.bob.click(asked.response, label="Resign")
    assert (await world.bot.service.get_match(match.id)).status == "finished"
    assert any("final standings" in m.content.lower() for m in quiet.history())
    assert world.env.errors == []


async def test_what_members_typed_is_posted_as_typed(world: World) -> None:
    number = await create(world, game="crossings", rounds=1, name=MARKDOWN_NAME)
    announcement = world.channel.last_message
    title = f"Tournament #{number} ({SHOWN_AS_TYPED})"
    assert f"opens {title}." in announcement.content
    assert MARKDOWN_NAME not in announcement.content
    joined = await world.bob.click(announcement, label="Join")
    assert joined.followups[0].content == f"You joined {title}."
    await world.carol.click(announcement, label="Join")
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    posts = [m.content for m in world.channel.history()[1:]]
    assert any(p.startswith(f"{title} begins with 2 players") for p in posts), posts
    assert any(p.startswith(f"{title}, round 1 of 1: pairings.") for p in posts), posts
    info = bot_answer(await world.carol.slash(world.channel, "tournament info", tournament=number))
    assert info.startswith(f"{title}: ") and MARKDOWN_NAME not in info
    listing = bot_answer(await world.carol.slash(world.channel, "tournament list"))
    assert SHOWN_AS_TYPED in listing and MARKDOWN_NAME not in listing
    confirm = bot_answer(
        await world.alice.slash(world.channel, "tournament cancel", tournament=number)
    )
    assert f"({SHOWN_AS_TYPED})" in confirm and MARKDOWN_NAME not in confirm
    # A name that mentions someone shows the words, and pings nobody.
    pinging = f"<@{world.bob.id}> @everyone"
    second = await create(world, game="crossings", name=pinging)
    posted = world.channel.last_message
    assert f"Tournament #{second} (<@\u200b{world.bob.id}> @\u200beveryone)" in posted.content
    assert posted.raw_mentions == [world.alice.id] and not posted.mention_everyone  # the organiser


async def test_a_refused_post_is_told_as_refused(world: World) -> None:
    number = await create(world, game="crossings", rounds=1)
    for member in (world.bob, world.carol):
        await member.click(world.channel.last_message, label="Join")
    world.env.inject_error(
        "POST",
        f"/channels/{world.channel.id}/messages",
        status=400,
        code=50035,
        message="Invalid Form Body",
        times=None,
    )
    told = bot_answer(await world.alice.slash(world.channel, "tournament start", tournament=number))
    assert "is posted" not in told
    assert told.startswith(
        f"Tournament #{number} has started, but not all of round 1 could be posted in "
        f"<#{world.channel.id}>: "
    )
    assert "Discord refused to post it" in told and "(400 Invalid Form Body)" in told
    assert "/tournament pairings tournament:" in told
    # Nothing the bot wrote appeared in the channel (a new thread's notice is Discord's own).
    said = [m.content for m in world.channel.history() if m.type is discord.MessageType.default]
    assert said == [world.channel.history()[0].content], said  # the announcement alone
    # The round stands all the same: its game is open in its thread.
    (match,) = await world.bot.db.matches.active_for_user(world.bob.id)
    assert match.meta["tournament"] == number and match.thread_id is not None


async def test_an_announcement_discord_refuses_is_told_as_refused(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.channel.id}/messages",
        status=400,
        code=50035,
        message="Invalid Form Body",
    )
    result = await world.alice.slash(world.channel, "tournament create", game="crossings")
    said = [result.response.content, *(f.content for f in result.followups)]
    assert said[0].startswith("Tournament #1 created.")
    assert said[1:] == [
        f"It is done, but I could not post it: Discord refused to post it in "
        f"<#{world.channel.id}> (400 Invalid Form Body). `/tournament info` shows it."
    ]
    assert world.channel.history() == []


async def test_a_tournament_of_more_than_100_pings_no_more_than_discord_allows(
    world: World, discord_limits: Traffic
) -> None:
    """101 entrants: the opening post names them all, but Discord takes 100 ids in its
    allowed mentions (it refused the post, and the organiser was told it was posted)."""
    players = [world.guild.add_member(world.env.create_user(f"p{n}")) for n in range(101)]
    number = await create(world, game="crossings", rounds=1)
    announcement = world.channel.last_message
    for player in players:
        await player.click(announcement, label="Join")
    told = bot_answer(await world.alice.slash(world.channel, "tournament start", tournament=number))
    assert told == f"Tournament #{number} has started: round 1 is posted in <#{world.channel.id}>."
    opening = next(m for m in world.channel.history() if "begins with 101 players" in m.content)
    (sent,) = [
        r.json
        for r in discord_limits.sent
        if r.method == "POST" and "begins with 101 players" in (r.json or {}).get("content", "")
    ]
    pinged = sent["allowed_mentions"]["users"]
    assert len(pinged) <= 100
    assert {int(u) for u in pinged} == set(opening.raw_mentions)  # those the post names
