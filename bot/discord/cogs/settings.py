"""``/gamut-settings``: a server's choices, for members who may manage the server.

Kept by the service, which checks every value and stores a change whole
(:mod:`bot.service.server_settings`): ``mode`` (``thread``: each match in its own thread, the
default; ``channel``: matches are played in the channel of the challenge), ``time_limit_hours``
(read by the service when a match starts), ``text_channel`` (a channel where players may
type moves, besides match threads), ``leaderboards`` (``off``: /leaderboard refuses there) and
the open-at-once limits ``open_tournaments`` and ``open_challenges`` (set through the service,
:mod:`bot.service.limits`, which checks them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.feedback import refusals_to_user
from bot.service import NotAllowed, Viewer
from bot.service.limits import OPEN_CHALLENGES, OPEN_TOURNAMENTS
from bot.service.ratings import LEADERBOARDS_SETTING

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

MODES = {"thread": "each match in its own thread", "channel": "matches in the channel"}


class SettingsCog(commands.Cog):
    """Server settings."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    @app_commands.command(name="gamut-settings", description="Server settings (Manage Server)")
    @app_commands.describe(
        mode="thread: each match gets a thread; channel: matches play in the channel",
        time_limit_hours="hours a player has for each decision (new matches)",
        text_move_channel="a channel where players may type their moves",
        clear_text_move_channel="stop reading typed moves in the text-move channel",
        leaderboards="whether /leaderboard answers on this server",
        open_tournaments="tournaments one member may have open or running at once",
        open_challenges="challenges one member may have waiting at once",
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def gamut_settings(
        self,
        interaction: discord.Interaction,
        mode: Literal["thread", "channel"] | None = None,
        time_limit_hours: app_commands.Range[float, 0.1, 2160.0] | None = None,
        text_move_channel: discord.TextChannel | None = None,
        clear_text_move_channel: bool = False,
        leaderboards: bool | None = None,
        open_tournaments: app_commands.Range[int, 1, OPEN_TOURNAMENTS.most] | None = None,
        open_challenges: app_commands.Range[int, 1, OPEN_CHALLENGES.most] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            permissions = interaction.permissions
            if not (permissions.manage_guild or permissions.administrator):
                raise NotAllowed("Only members who may manage this server can change settings.")
            guild_id = interaction.guild_id
            assert guild_id is not None  # guild_only
            manager = Viewer(interaction.user.id, guild_id, organiser=True)
            limits = {
                limit.key: value
                for limit, value in ((OPEN_TOURNAMENTS, open_tournaments),
                                     (OPEN_CHALLENGES, open_challenges))
                if value is not None
            }
            if limits:
                await self.bot.service.open_limits.change(manager, limits)
            settings = await self.bot.service.server_settings.change(
                manager,
                mode=mode,
                time_limit_hours=time_limit_hours,
                text_channel_id=text_move_channel.id if text_move_channel else None,
                clear_text_channel=clear_text_move_channel,
                leaderboards=leaderboards,
            )
            await interaction.followup.send(self.describe(settings), ephemeral=True)

    def describe(self, settings: dict[str, str]) -> str:
        mode = settings.get("mode", "thread")
        hours = settings.get("time_limit_hours")
        default_hours = self.bot.service.settings.time_limit / 3600
        channel = settings.get("text_channel")
        typed = "on" if self.bot.text_moves else "off (the bot lacks the Message Content intent)"
        return "\n".join(
            [
                "**Gamut settings for this server**",
                f"• mode: {mode} ({MODES.get(mode, '?')})",
                f"• time limit: {hours or f'{default_hours:g}'} hours per decision"
                + ("" if hours else " (the bot's default)"),
                f"• text-move channel: {f'<#{channel}>' if channel else 'none'}",
                f"• typed moves: {typed}",
                f"• leaderboards: {settings.get(LEADERBOARDS_SETTING, 'on')}",
                *(
                    f"• {limit.key}: {settings.get(limit.key, limit.default)} per member"
                    + ("" if limit.key in settings else " (the default)")
                    for limit in (OPEN_TOURNAMENTS, OPEN_CHALLENGES)
                ),
            ]
        )
