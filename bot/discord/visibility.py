"""The viewer of an interaction: who asks, where, and what Discord lets them read there.

The rule of who may see a match is the service's (:mod:`bot.service.viewer`); this module
supplies what only Discord knows, as the viewer's sight: whether a member can read the
channel or thread a match of their server is played in (View Channel there, and for a private
thread also membership or Manage Threads, as Discord itself decides who reads it).  Every
command and autocomplete builds its viewer here (:func:`viewer_for`) and passes it to the
service, which filters; a DM has no sight at all.

The sight fails closed: a home channel that cannot be found or whose permissions cannot be
worked out hides the match from everyone but its players.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.languages import readers
from bot.service.viewer import NOTHING, Sight, Viewer

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

log = logging.getLogger("gamut.discord")


def viewer_for(
    bot: GamutBot, interaction: discord.Interaction, *, private: bool | None = None
) -> Viewer:
    """The viewer of ``interaction``.  ``private``: whether the answer is for the asker alone
    (default: only in a DM; an ephemeral answer says so).  It carries the asker's language
    and their server's (bot.discord.languages), for what the service draws."""
    member = interaction.user
    in_server = interaction.guild is not None and isinstance(member, discord.Member)
    sight: Sight = NOTHING
    languages = readers(interaction)
    if in_server and isinstance(member, discord.Member):
        sight = ChannelSight(bot, interaction.guild, member)
    return Viewer(
        user_id=member.id,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        private=interaction.guild_id is None if private is None else private,
        sight=sight,
        organiser=in_server and manages_server(interaction),
        language=languages.member,
        place_language=languages.place,
    )


def manages_server(interaction: discord.Interaction) -> bool:
    """Whether the asker may manage the server asked from (Manage Server, or Administrator):
    such a member organises every tournament of the server besides its creator."""
    permissions = interaction.permissions
    return permissions.manage_guild or permissions.administrator


class ChannelSight(Sight):
    """What one member can read in their server, asked of Discord once per place and
    interaction (a profile may weigh many matches played in the same thread or channel)."""

    def __init__(self, bot: GamutBot, guild: discord.Guild | None, member: discord.Member):
        self.bot = bot
        self.guild = guild
        self.member = member
        self._read: dict[int, bool] = {}

    async def reads(self, place_id: int | None) -> bool:
        if place_id is None:
            return False
        if place_id not in self._read:
            self._read[place_id] = await self._may_read(place_id)
        return self._read[place_id]

    async def _may_read(self, place_id: int) -> bool:
        place = await self._in_guild(place_id)
        if place is None:
            return False
        try:
            permissions = place.permissions_for(self.member)
        except discord.ClientException:  # a thread whose parent channel is not known
            return False
        if not permissions.view_channel:
            return False
        if isinstance(place, discord.Thread) and place.type is discord.ChannelType.private_thread:
            return permissions.manage_threads or await _is_thread_member(place, self.member.id)
        return True

    async def _in_guild(self, place_id: int) -> discord.abc.GuildChannel | discord.Thread | None:
        """The channel or thread, provided it belongs to the asker's server."""
        if self.guild is None:
            return None
        place = self.guild.get_channel_or_thread(place_id)
        if place is None:
            fetched = await self.bot.delivery.channel(place_id)
            place = (
                fetched if isinstance(fetched, discord.abc.GuildChannel | discord.Thread) else None
            )
        if place is None or place.guild.id != self.guild.id:
            return None
        return place


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
