"""A sharded bot: a process answers for matches of servers its shards do not serve.

The bot here runs shard 0 of 2, and the club's server belongs to shard 1, served by another
process (which started the match, on the shared database).  Direct messages always come
through shard 0, so the players' private set-up answers reach this process; it must apply
them and post in the match's thread on the other shard's server, which it knows only through
the HTTP API (nothing about that server is in its cache)."""

from __future__ import annotations

import pytest

from bot.discord.app import ShardedGamutBot
from tests.discord.conftest import World


@pytest.mark.bot(shard_count=2, shard_ids=[0], ai_workers=0)
async def test_a_dm_answer_at_shard_0_plays_a_match_of_another_shards_server(
    world: World,
) -> None:
    assert isinstance(world.bot, ShardedGamutBot) and world.bot.shard_ids == [0]
    far = world.env.create_guild("Far club", shard_id=1)
    channel = far.create_text_channel("games")
    alice, bob = far.add_member(world.alice.user), far.add_member(world.bob.user)
    assert world.bot.get_guild(far.id) is None, "not this process's server"

    # What the process serving shard 1 does when Bob accepts Alice's challenge there.
    started = await world.bot.service.start_match(
        "kings-crossing",
        {"stealth": True},
        alice.id,
        bob.id,
        guild_id=far.id,
        channel_id=channel.id,
    )
    await world.bot.delivery.deliver(started)
    (thread,) = channel.threads
    assert thread.name.endswith(f"#{started.match_id}")

    await world.alice.user.select(world.alice.user.dm_channel.last_message, ["king c1"])
    await world.bob.user.select(world.bob.user.dm_channel.last_message, ["king b7"])
    said = [message.content for message in thread.history()]
    assert any("has made a private choice" in text for text in said)
    assert any("Both choices are made" in text for text in said)
    assert "**c1**" in world.alice.user.dm_channel.last_message.content
    match = await world.bot.service.get_match(started.match_id)
    assert match.status == "active" and match.thread_id == thread.id
