"""``/learn``, ``/hint`` and ``/review``: learning the games and getting better at them.

All three answer the asker alone (ephemeral): a lesson, a hint and a review are nobody else's
business.  ``/learn game`` shows the player's current lesson, ``/learn game answer:<move>``
answers it (suggestions list the lesson's legal moves, as ``/move`` does in a match), and
``/learn game lesson:<n>`` goes back to a lesson passed before.  The service decides
everything (who may have a hint, which lessons are open); this cog only translates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.cogs.matches import MatchCog, MatchOption, filter_moves
from bot.discord.delivery import to_file
from bot.discord.feedback import refusals_to_user
from bot.discord.languages import member_language
from bot.discord.markup import option_name, slash_name, to_discord
from bot.discord.pages import paged
from bot.discord.visibility import viewer_for
from bot.markup import code
from bot.service import ServiceError
from storage import StorageError

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

MAX_FILES = 10  # Discord's attachments per message
MAX_PAGE = 1000  # far more than any review has: a bound for the option


class LearningCog(commands.Cog):
    """Tutorials, hints in practice games, and reviews of finished matches."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    @app_commands.command(name="learn", description="Learn a game in short lessons, one rule each")
    @app_commands.describe(
        game="the game to learn",
        answer="your move for the lesson shown (suggestions list the legal moves)",
        lesson="go back to a lesson you passed (its number)",
    )
    @app_commands.choices(
        game=[app_commands.Choice(name=games.get(g).name, value=g) for g in games.ids()]
    )
    async def learn(
        self,
        interaction: discord.Interaction,
        game: str,
        answer: str | None = None,
        lesson: app_commands.Range[int, 1, 20] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction, quotes_typed=answer is not None):
            tutor = self.bot.service.tutor
            if answer is not None:
                reply = await tutor.answer(
                    interaction.user.id, game, answer, language=member_language(interaction)
                )
            else:
                reply = await tutor.show(
                    interaction.user.id, game, lesson, language=member_language(interaction)
                )
            await self.bot.delivery.deliver(reply, interaction)

    @learn.autocomplete("answer")
    async def learn_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal moves of the caller's current lesson, filtered by what they typed."""
        game = interaction.namespace.game
        if not game:
            return []
        try:
            moves = await self.bot.service.tutor.moves(interaction.user.id, game)
        except (ServiceError, StorageError):  # an autocomplete cannot explain; /learn will
            return []
        return [app_commands.Choice(name=m, value=m) for m in filter_moves(moves, current)]

    @app_commands.command(name="hint", description="A move suggested by the AI (practice games)")
    @app_commands.describe(match="the match number, if you play several")
    async def hint(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            matches = self.bot.get_cog(MatchCog.__cog_name__)
            assert isinstance(matches, MatchCog)
            viewer = viewer_for(self.bot, interaction, private=True)
            found = await matches.match_for(interaction, match, viewer)
            reply = await self.bot.service.hints.hint(viewer, found.id)
            await self.bot.delivery.deliver(reply, interaction)

    @app_commands.command(name="review", description="The AI's review of your finished match")
    @app_commands.describe(
        match="the finished match's number",
        page="a long review's page (the first says how many there are)",
    )
    async def review(
        self,
        interaction: discord.Interaction,
        match: MatchOption,
        page: app_commands.Range[int, 1, MAX_PAGE] = 1,
    ) -> None:
        """One message whatever the match's length (see bot.discord.pages): the chart and
        the boards of the worst moves come with the first page."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = viewer_for(self.bot, interaction, private=True)
            reply = await self.bot.service.reviewer.review(viewer, match)
            language = member_language(interaction)
            shown = paged(
                to_discord(reply.notice or "", language),
                page,
                lambda next_page: code(
                    f"/{slash_name('review', language)} "
                    f"{option_name('review', 'match', language)}:{match} "
                    f"{option_name('review', 'page', language)}:{next_page}"
                ),
                language,
            )
            images = [reply.notice_image, *reply.extra_files] if reply.notice_image else []
            await interaction.followup.send(
                shown,
                files=[to_file(a) for a in images[:MAX_FILES]] if page == 1 else [],
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
