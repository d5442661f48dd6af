"""Playing a move for a Discord member: the one path a typed ``/move`` and the Move picker's
last click share, so both are validated, stored, timed and posted alike; and the picker's
secret set-up choice, through the same service call as the set-up menu's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord.feedback import request_key
from bot.discord.move_timing import snowflake_timing
from bot.discord.visibility import viewer_for

if TYPE_CHECKING:
    from bot.discord.app import GamutBot
    from bot.discord.delivery import Delivered


async def play_move(
    bot: GamutBot,
    interaction: discord.Interaction,
    match_id: int,
    text: str,
    *,
    at_ply: int | None = None,
) -> Delivered:
    """Play ``text`` in ``match_id`` for the member of ``interaction`` (already acknowledged)
    and deliver the reply: the board in the match's thread, refusals raised to the caller's
    ``refusals_to_user``.  ``at_ply``: the move count the member chose in (the picker's), so
    a move chosen before the position changed is refused.  Under a clock the move is made
    at the interaction's snowflake time (the picker's last click, the ``/move``)."""
    reply = await bot.service.move(
        viewer_for(bot, interaction),
        match_id,
        text,
        request_key=request_key(interaction),
        at_ply=at_ply,
        timing=snowflake_timing(interaction.id),
    )
    return await bot.delivery.deliver(reply, interaction)


async def choose_privately(
    bot: GamutBot, interaction: discord.Interaction, match_id: int, text: str
) -> Delivered:
    """Make the secret set-up choice ``text`` (a Stealth King's square, from the picker) for
    the member of ``interaction`` (already acknowledged), delivered as the set-up menu's
    choice is: the board with the hidden King by direct message, the thread told only that a
    choice was made."""
    reply = await bot.service.private_choice(viewer_for(bot, interaction), match_id, text)
    return await bot.delivery.deliver(reply, interaction)
