"""Who may see a match: the one rule every command and autocomplete taking a match applies.

A match number is a plain counter, so anyone could try them all.  A match is therefore
visible to its players anywhere (outside its own server they are answered privately: see
:func:`shown_publicly`), and to anyone else only inside the match's own server, when they can
see the channel or thread it is played in: View Channel there, and for a private thread also
membership or Manage Threads, as Discord itself decides who reads it.  Any other asker gets
the very answer a match number that does not exist gets, so no answer confirms that a match
exists, which game it is or who plays it.

The check fails closed: a home channel that cannot be found or whose permissions cannot be
worked out hides the match from everyone but its players, and a match that cannot be loaded
at all is hidden from everyone (an operator finds it in the log).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.service import NotFound, ServiceError
from bot.service.errors import no_such_match
from storage import Match

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

log = logging.getLogger("gamut.discord")


async def visible_match(bot: GamutBot, interaction: discord.Interaction, match_id: int) -> Match:
    """The match ``match_id`` if the user of ``interaction`` may see it, where they ask.

    Raises the service's NotFound for a missing match, and the same text for a hidden one.
    A match that cannot be loaded (its stored data is damaged) cannot be checked either, so
    it is hidden too: the service's explanation would confirm that the number exists.
    """
    try:
        match = await bot.service.get_match(match_id)
    except NotFound:
        raise
    except ServiceError as exc:
        log.warning(
            "match %s hidden: it cannot be loaded to check who may see it (%s)", match_id, exc
        )
        raise no_such_match(match_id) from None
    if not await may_see(bot, interaction, match):
        raise no_such_match(match_id)
    return match


def is_player(match: Match, user_id: int) -> bool:
    return user_id in (match.white_id, match.black_id)


def in_home_server(interaction: discord.Interaction, match: Match) -> bool:
    """Whether the interaction comes from the server the match is played in."""
    return match.guild_id is not None and interaction.guild_id == match.guild_id


def shown_publicly(interaction: discord.Interaction, match: Match) -> bool:
    """Whether a look at a visible match may be posted where it was asked for: only inside
    its own server (a player asking from elsewhere, or from a DM, is answered privately)."""
    return in_home_server(interaction, match)


async def may_see(bot: GamutBot, interaction: discord.Interaction, match: Match) -> bool:
    """The rule of this module, for the user of ``interaction``."""
    if is_player(match, interaction.user.id):
        return True
    member = interaction.user
    if not in_home_server(interaction, match) or not isinstance(member, discord.Member):
        return False
    home = await _home_in_guild(bot, interaction.guild, match)
    if home is None:
        return False
    try:
        permissions = home.permissions_for(member)
    except discord.ClientException:  # a thread whose parent channel is not known
        return False
    if not permissions.view_channel:
        return False
    if isinstance(home, discord.Thread) and home.type is discord.ChannelType.private_thread:
        return permissions.manage_threads or await _is_thread_member(home, member.id)
    return True


async def _home_in_guild(
    bot: GamutBot, guild: discord.Guild | None, match: Match
) -> discord.abc.GuildChannel | discord.Thread | None:
    """The match's thread (or channel), provided it belongs to the match's server."""
    home_id = match.thread_id or match.channel_id
    if guild is None or home_id is None:
        return None
    home = guild.get_channel_or_thread(home_id)
    if home is None:
        fetched = await bot.delivery.channel(home_id)
        home = fetched if isinstance(fetched, discord.abc.GuildChannel | discord.Thread) else None
    if home is None or home.guild.id != match.guild_id:
        return None
    return home


async def _is_thread_member(thread: discord.Thread, user_id: int) -> bool:
    """Asked of Discord each time: without the Members intent the bot is not told when
    someone else leaves a thread, so its cached member list could still show them."""
    try:
        await thread.fetch_member(user_id)
    except discord.NotFound:
        return False
    except discord.HTTPException as exc:
        log.info("cannot check membership of thread %s: %s", thread.id, exc)
        return False
    return True
