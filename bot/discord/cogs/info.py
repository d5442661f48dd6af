"""``/rules`` and ``/help``: ephemeral reference for players."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.delivery import chunks
from bot.discord.feedback import refusals_to_user
from bot.discord.languages import member_language
from bot.discord.markup import to_discord
from bot.markup import t
from bot.service.numbering import NUMBERING_RULE

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

# /help's answer: the catalogue's discord-help, with the games, whether typed moves are on, and
# how moves are numbered.


class InfoCog(commands.Cog):
    """Reference answers; they are for the asker only."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="How a game is played, and its options")
    @app_commands.describe(game="the game")
    @app_commands.choices(
        game=[app_commands.Choice(name=games.get(g).name, value=g) for g in games.ids()]
    )
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            reply = await self.bot.service.rules(game, language=member_language(interaction))
            await self.bot.delivery.deliver(reply, interaction)

    @app_commands.command(name="help", description="What Gamut can do")
    async def help(self, interaction: discord.Interaction) -> None:
        text_moves = (
            t("discord-help-typed-moves-on")
            if self.bot.text_moves
            else t("discord-help-typed-moves-off")
        )
        names = [games.get(g).name for g in games.ids()]
        text = t("discord-help", games=names, typed_moves=text_moves, numbering=NUMBERING_RULE)
        # A longer language (and the pseudo-language, 40 % longer) needs more than one
        # message: cut between lines.
        first, *rest = chunks(to_discord(text, member_language(interaction)))
        await interaction.response.send_message(first, ephemeral=True)
        for part in rest:
            await interaction.followup.send(part, ephemeral=True)
