"""``/leaderboard`` and ``/profile``: the ratings of a game's players and of one player.

Both answer in the channel for everyone to see (a profile privately when asked with
``private`` or in a DM), without pinging anyone (names are mentions, which Discord shows as
names).  What a profile holds depends on who asks and where: the service cuts it to the
asker's viewer.  A leaderboard's Previous / Next buttons are
:class:`discord.ui.DynamicItem` s whose custom_id carries the game, the scope, the server,
the page and the rating pool, so buttons posted before a restart still turn pages after it (a
button posted before pools existed has none: its board was the correspondence one); a click
redraws the message with the clicker's own rank.
"""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.feedback import refusals_to_user, report_unexpected
from bot.discord.languages import member_language, place_language
from bot.discord.markup import to_discord, to_label
from bot.discord.visibility import viewer_for
from bot.i18n import ENGLISH
from bot.markup import t
from bot.service.ratings import DEFAULT_POOL, Board
from storage.status import RatingPool

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

_PAGE_ID = re.compile(
    r"gamut:lb:(?P<game>[a-z0-9-]{1,40}):(?P<scope>[se]):(?P<guild>\d{1,20}):(?P<page>\d{1,7})"
    r"(?::(?P<pool>[lc]))?"
)
SCOPE_CODES = {"server": "s", "everywhere": "e"}
POOL_CODES = {RatingPool.LIVE: "l", RatingPool.CORRESPONDENCE: "c"}
NO_PINGS = discord.AllowedMentions.none()
GAME_CHOICES = [app_commands.Choice(name=games.get(g).name, value=g) for g in games.ids()]


def page_id(
    game_id: str, scope: str, guild_id: int, page: int, pool: RatingPool = DEFAULT_POOL
) -> str:
    """The custom_id of a page button: everything a click needs, nothing kept in memory."""
    return f"gamut:lb:{game_id}:{SCOPE_CODES[scope]}:{guild_id}:{page}:{POOL_CODES[pool]}"


class PageButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_PAGE_ID):
    """A button that shows another page of one leaderboard."""

    def __init__(
        self,
        game_id: str,
        scope: str,
        guild_id: int,
        page: int,
        *,
        label: str = "▶",
        pool: RatingPool = DEFAULT_POOL,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=page_id(game_id, scope, guild_id, page, pool),
            )
        )
        self.game_id, self.scope, self.guild_id, self.page = game_id, scope, guild_id, page
        self.pool = pool

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PageButton:
        scope = "server" if match["scope"] == "s" else "everywhere"
        label = getattr(item, "label", None) or "▶"
        pool = RatingPool.LIVE if match["pool"] == "l" else RatingPool.CORRESPONDENCE
        return cls(
            match["game"], scope, int(match["guild"]), int(match["page"]), label=label, pool=pool
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        try:
            await bot.languages.prepare(interaction)
            async with refusals_to_user(interaction):
                board = await bot.service.leaderboard(
                    viewer_for(bot, interaction),
                    self.game_id,
                    scope=self.scope,
                    page=self.page,
                    pool=self.pool,
                )
                language = place_language(interaction)  # the board is the channel's to read
                await interaction.response.edit_message(
                    content=to_discord(board.text, language),
                    view=board_view(board, language),
                    allowed_mentions=NO_PINGS,
                )
        except Exception as error:  # noqa: BLE001 - reported to the user and logged
            await report_unexpected(interaction, error)


def board_view(board: Board, language: str = ENGLISH) -> discord.ui.View:
    """Previous / Next for a leaderboard page (disabled where there is no such page),
    labelled in the board's language."""
    view = discord.ui.View(timeout=None)
    guild = board.guild_id or 0
    previous = PageButton(
        board.game_id,
        board.scope,
        guild,
        max(board.page - 1, 0),
        label=to_label(t("discord-page-previous"), language),
        pool=board.pool,
    )
    following = PageButton(
        board.game_id,
        board.scope,
        guild,
        board.page + 1,
        label=to_label(t("discord-page-following"), language),
        pool=board.pool,
    )
    previous.item.disabled = board.page == 0
    following.item.disabled = not board.has_next
    view.add_item(previous)
    view.add_item(following)
    return view


class RatingCog(commands.Cog):
    """Leaderboards and profiles."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(PageButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(PageButton)

    @app_commands.command(name="leaderboard", description="The best rated players of a game")
    @app_commands.describe(
        game="the game",
        scope="players of this server, or everyone everywhere (default: server)",
        pool="live games (with a clock) or correspondence ones (default: correspondence)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str,
        scope: Literal["server", "everywhere"] = "server",
        pool: Literal["live", "correspondence"] = "correspondence",
    ) -> None:
        # Answered without deferring (a page is a few indexed reads), so a refusal can still
        # be the asker's alone while the board itself is for everyone.
        async with refusals_to_user(interaction):
            board = await self.bot.service.leaderboard(
                viewer_for(self.bot, interaction), game, scope=scope, pool=pool
            )
            language = place_language(interaction)
            await interaction.response.send_message(
                to_discord(board.text, language),
                view=board_view(board, language),
                allowed_mentions=NO_PINGS,
            )

    @app_commands.command(name="profile", description="A player's ratings and last matches")
    @app_commands.describe(
        user="the player (default: you)",
        game="only this game's matches, and its rating chart (default: all; chart: most played)",
        private="only you see the answer (your own profile then shows everything)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def profile(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: str | None = None,
        private: bool = False,
    ) -> None:
        """What the answer holds depends on who asks and where (the service's profile
        policy, :mod:`bot.service.profile_scope`); in a DM it is private anyway."""
        async with refusals_to_user(interaction):  # not deferred: see leaderboard
            who = user or interaction.user
            viewer = viewer_for(self.bot, interaction, private=private or None)
            reply = await self.bot.service.profile(
                viewer, who.id, name=who.display_name, game_id=game
            )
            files = (
                [discord.File(io.BytesIO(reply.image.data), filename=reply.image.filename)]
                if reply.image is not None
                else []
            )
            language = (
                member_language(interaction) if viewer.private else place_language(interaction)
            )
            await interaction.response.send_message(
                to_discord(reply.text, language)[:2000],
                files=files,
                allowed_mentions=NO_PINGS,
                ephemeral=viewer.private,
            )
