"""``/gamut-settings``: a server's choices, for members who may manage the server.

Kept by the service, which checks every value and stores a change whole
(:mod:`bot.service.server_settings`): ``mode`` (``thread``: each match in its own thread, the
default; ``channel``: matches are played in the channel of the challenge), ``time_limit_hours``
(read by the service when a match starts), ``text_channel`` (a channel where players may
type moves, besides match threads), ``leaderboards`` (``off``: /leaderboard refuses there) and
the open-at-once limits ``open_tournaments`` and ``open_challenges`` (set through the service,
:mod:`bot.service.limits`, which checks them), ``web`` (``public``: watch links of matches in
channels everyone reads are posted openly; ``private``, the default: for the asker alone) and
``language``: the language of what the bot posts for everyone on the server (one of the
catalogue's, or ``default``: the server's Community language, then English; see
:mod:`bot.discord.languages`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from babel import Locale, UnknownLocaleError
from discord import app_commands
from discord.ext import commands

from bot.discord.feedback import refusals_to_user
from bot.discord.languages import community_of, member_language, readers
from bot.discord.markup import to_discord
from bot.i18n import PSEUDO, shared_translator
from bot.markup import t
from bot.service import NotAllowed, Viewer
from bot.service.limits import OPEN_CHALLENGES, OPEN_TOURNAMENTS
from bot.service.ratings import LEADERBOARDS_SETTING
from bot.service.server_settings import DEFAULT_LANGUAGE, LANGUAGE, WEB

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

MODES = {"thread": t("discord-settings-mode-thread"), "channel": t("discord-settings-mode-channel")}


def language_name(code: str) -> str:
    """A language as it calls itself (``Deutsch``, ``español (España)``), Babel's words:
    the same for every reader, since whoever looks for their language looks for its own
    name."""
    try:
        return str(Locale.parse(code, sep="-").get_display_name() or code)
    except (ValueError, TypeError, UnknownLocaleError):  # Babel has no pseudo-language
        return code


def language_choices() -> list[app_commands.Choice[str]]:
    """The catalogue's languages (a new folder adds one), and the server's default."""
    languages = [code for code in shared_translator().languages if code != PSEUDO]
    return [
        *(app_commands.Choice(name=language_name(code), value=code) for code in languages),
        app_commands.Choice(name="server default", value=DEFAULT_LANGUAGE),
    ]


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
        language="the language of Gamut's posts on this server (default: its Community language)",
        web="public: web links of matches everyone here can read are posted for all; private",
    )
    @app_commands.choices(language=language_choices())
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
        language: str | None = None,
        web: Literal["public", "private"] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            permissions = interaction.permissions
            if not (permissions.manage_guild or permissions.administrator):
                raise NotAllowed(t("discord-settings-managers-only"))
            guild_id = interaction.guild_id
            assert guild_id is not None  # guild_only
            chosen = readers(interaction)
            manager = Viewer(
                interaction.user.id,
                guild_id,
                organiser=True,
                language=chosen.member,
                place_language=chosen.place,
            )
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
                language=language,
                web=web,
            )
            # The answer is the manager's: in their language, the new setting already read.
            described = self.describe(settings, community_of(interaction.guild))
            await interaction.followup.send(
                to_discord(described, member_language(interaction)), ephemeral=True
            )

    def describe(self, settings: dict[str, str], community: str | None = None) -> str:
        """The server's settings, as markup (each line a message of the catalogue)."""
        mode = settings.get("mode", "thread")
        hours = settings.get("time_limit_hours")
        default_hours = self.bot.service.settings.time_limit / 3600
        channel = settings.get("text_channel")
        language = settings.get(LANGUAGE)
        lines = [
            t("discord-settings-title"),
            MODES.get(mode, MODES["thread"]),
            t("discord-settings-time-limit", hours=float(hours))
            if hours
            else t("discord-settings-time-limit-default", hours=default_hours),
            t("discord-settings-text-channel", channel=f"<#{channel}>")
            if channel
            else t("discord-settings-text-channel-none"),
            t("discord-settings-typed-on")
            if self.bot.text_moves
            else t("discord-settings-typed-off"),
            t("discord-settings-leaderboards-off")
            if settings.get(LEADERBOARDS_SETTING) == "off"
            else t("discord-settings-leaderboards-on"),
            t("discord-settings-open-tournaments", count=int(settings[OPEN_TOURNAMENTS.key]))
            if OPEN_TOURNAMENTS.key in settings
            else t("discord-settings-open-tournaments-default", count=OPEN_TOURNAMENTS.default),
            t("discord-settings-open-challenges", count=int(settings[OPEN_CHALLENGES.key]))
            if OPEN_CHALLENGES.key in settings
            else t("discord-settings-open-challenges-default", count=OPEN_CHALLENGES.default),
            t("discord-settings-web-public")
            if settings.get(WEB) == "public"
            else t("discord-settings-web-private"),
            t("discord-settings-language", name=language_name(language))
            if language
            else t(
                "discord-settings-language-default",
                name=language_name(shared_translator().language(community)),
            ),
        ]
        return "\n".join(f"• {line}" if i else line for i, line in enumerate(lines))
