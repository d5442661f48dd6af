"""simcord refuses what Discord refuses (tests/discord/discord_limits.py), as Discord does:
an HTTP 400 with code 50035 naming the field, raised by discord.py as HTTPException."""

from __future__ import annotations

import io
from collections.abc import Awaitable
from typing import Any

import discord
import pytest

from tests.discord.conftest import World
from tests.discord.discord_limits import FILE_BYTES, Traffic


async def refused(sending: Awaitable[Any]) -> discord.HTTPException:
    with pytest.raises(discord.HTTPException) as caught:
        await sending
    return caught.value


async def test_past_a_limit_discord_answers_invalid_form_body(
    world: World, discord_limits: Traffic
) -> None:
    discord_limits.expect_refusals()
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    everyone = [discord.Object(n) for n in range(1, 102)]

    pinged = await refused(
        channel.send("hi", allowed_mentions=discord.AllowedMentions(users=everyone))
    )
    assert (pinged.status, pinged.code) == (400, 50035)
    assert "allowed_mentions.users" in pinged.text and "100 or fewer" in pinged.text

    thread = channel.create_thread(name="n" * 101, type=discord.ChannelType.public_thread)
    named = await refused(thread)
    assert (named.status, named.code) == (400, 50035) and "name" in named.text

    files = [discord.File(io.BytesIO(b"x"), filename=f"f{n}.txt") for n in range(11)]
    many = await refused(channel.send("files", files=files))
    assert (many.status, many.code) == (400, 50035)

    big = discord.File(io.BytesIO(b"x" * (FILE_BYTES + 1)), filename="big.bin")
    large = await refused(channel.send("big", file=big))
    assert (large.status, large.code) == (413, 40005)

    # Nothing refused reached the channel; what is within the limits does.
    assert world.channel.last_message is None
    at_limit = [discord.Object(n) for n in range(1, 101)]
    await channel.send("x" * 2000, allowed_mentions=discord.AllowedMentions(users=at_limit))
    assert world.channel.last_message.content == "x" * 2000
    assert len(discord_limits.refused) == 4
