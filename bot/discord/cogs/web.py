"""The web companion from Discord: ``/watch``, a match post's "Watch on the web" button, and
``/web revoke``.

The links are the service's (:mod:`bot.service.web_links`), minted for the asker by the one
visibility rule: someone who may not see a match gets the same refusal as for a match that
does not exist.  The watch link is for the asker alone, and so is their seat link when they
play in the match (it lets whoever holds it play for them).  A server whose managers chose
``/gamut-settings web:public`` has the watch link of a match in a channel everyone on the
server reads posted there for all, when asked from that channel or thread (and so is a
tournament's link, by ``/tournament web`` in the tournament's channel).  The addresses are
written by the running companion (``GAMUT_WEB_URL``, else where it listens): a bot without it
has no button and says so to ``/watch``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.feedback import refusals_to_user, tell
from bot.discord.languages import place_language
from bot.discord.markup import to_discord
from bot.discord.visibility import viewer_for
from bot.markup import t
from bot.service import ServiceError, Viewer

if TYPE_CHECKING:
    from bot.discord.app import GamutBot
    from bot.discord.cogs.matches import MatchCog

NO_MENTIONS = discord.AllowedMentions.none()


def read_by_everyone(place: object, guild: discord.Guild | None) -> bool:
    """Whether everyone on the server reads ``place`` (its @everyone role may view it, and it
    is no private thread): where an open link shows nothing a member could not read."""
    if guild is None or not isinstance(place, discord.abc.GuildChannel | discord.Thread):
        return False
    if isinstance(place, discord.Thread) and place.type is discord.ChannelType.private_thread:
        return False
    try:
        return place.permissions_for(guild.default_role).view_channel
    except discord.ClientException:  # a thread whose parent channel is not known
        return False


async def posted_openly(bot: GamutBot, interaction: discord.Interaction, home: int | None) -> bool:
    """Whether a link to what lives in ``home`` (a match's thread or channel, a tournament's
    channel) goes to everyone: the server opted in (``/gamut-settings web:public``), it is
    asked in ``home`` itself, and everyone on the server reads that place."""
    return (
        home is not None
        and interaction.channel_id == home
        and await bot.service.server_settings.web_public(interaction.guild_id)
        and read_by_everyone(interaction.channel, interaction.guild)
    )


async def post_openly(interaction: discord.Interaction, text: str) -> None:
    """``text`` (markup) posted in the interaction's channel, in the place's language,
    mentioning nobody."""
    channel = interaction.channel
    if isinstance(channel, discord.abc.Messageable):
        await channel.send(
            to_discord(text, place_language(interaction)), allowed_mentions=NO_MENTIONS
        )


class WebCog(commands.Cog):
    """Links to the web companion's pages."""

    web = app_commands.Group(name="web", description="Your links to Gamut's web pages")

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot
        bot.actions.register("web-watch", self.watch_clicked)

    @app_commands.command(name="watch", description="A link to watch a match on the web")
    @app_commands.describe(match="the match number (default: this thread's, or yours)")
    async def watch(
        self, interaction: discord.Interaction, match: app_commands.Range[int, 1] | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            matches = cast("MatchCog", self.bot.get_cog("MatchCog"))
            found = await matches.match_for(interaction, match, self._viewer(interaction))
            await self._answer(interaction, found.id)

    async def watch_clicked(self, interaction: discord.Interaction, match_id: int) -> None:
        """A match post's "Watch on the web": the same answer as ``/watch`` for its match."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            await self._answer(interaction, match_id)

    @web.command(name="revoke", description="Make every web link you were given stop working")
    async def revoke(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            reply = self.bot.service.web_links.ask_revoke(self._viewer(interaction))
            await self.bot.delivery.deliver(reply, interaction)

    def _viewer(self, interaction: discord.Interaction) -> Viewer:
        # The links are answered to the asker alone.
        return viewer_for(self.bot, interaction, private=True)

    async def _answer(self, interaction: discord.Interaction, match_id: int) -> None:
        """The asker's links to the match, or the refusal of a match they may not see."""
        companion = self.bot.web
        if companion is None:
            raise ServiceError(t("discord-web-off"))
        service = self.bot.service
        links = await service.web_links.links(self._viewer(interaction), match_id)
        watch = t(
            "discord-web-watch",
            match=str(match_id),
            link=f"<{companion.watch_link(links.watch)}>",
        )
        lines = []
        match = await service.get_match(match_id)
        if await posted_openly(self.bot, interaction, match.thread_id or match.channel_id):
            await post_openly(interaction, watch)
            lines.append(t("discord-web-watch-posted"))
        else:
            lines.append(watch)
        if links.seat is not None:
            lines.append(t("discord-web-seat", link=f"<{companion.seat_link(links.seat)}>"))
        await tell(interaction, "\n".join(lines))
