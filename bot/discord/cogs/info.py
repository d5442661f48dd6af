"""``/rules`` and ``/help``: ephemeral reference for players."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.feedback import refusals_to_user
from bot.service.numbering import NUMBERING_RULE

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

HELP = """**Gamut** hosts five rare two-player abstract games: {games}.
`/play game opponent colour …` challenge someone (no opponent: anyone may accept; yourself: \
practise both sides; me, with `level` easy/medium/hard: play my AI). Each match gets its own \
thread; a challenger may Withdraw until it is answered.
`/move move` play a move; suggestions list your legal moves. {text_moves}
`/board` the position · `/peek` your private view · `/history` the moves · `/replay` a GIF
`/draw` offer or accept a draw (I accept one only where nobody can win any more) · \
`/resign` give up · `/rematch` again, colours swapped
`/games` your matches and challenges · `/leaderboard game` the best players (rated matches: \
`/play … rated`) · `/profile` ratings, results and a rating chart
`/rules game` how a game is played · `/learn game` a tutorial, one rule per lesson
`/hint` a suggested move (against yourself or me only) · `/review match` the AI's look at your \
moves in a finished match
Stealth King (King's Crossing, `stealth`): you choose your hidden King's square in a direct \
message; if I cannot write to you, `/peek` asks you instead.
`/tournament create` a Swiss or round-robin in this channel (Join / Leave buttons; its creator \
or a server manager starts it) · `/tournament standings`, `pairings`, `info`, `list` · \
`/tournament withdraw` stop playing · `bye` a half-point bye next round · `export` a TRF file
Server managers: `/gamut-settings` (thread or channel mode, time limit, text-move channel, \
leaderboards on or off, how many tournaments and challenges one member may have open).
{numbering}"""


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
            await self.bot.delivery.deliver(await self.bot.service.rules(game), interaction)

    @app_commands.command(name="help", description="What Gamut can do")
    async def help(self, interaction: discord.Interaction) -> None:
        text_moves = (
            "In a match thread you may also just type the move."
            if self.bot.text_moves
            else "(Typed moves are off on this bot: use /move.)"
        )
        names = ", ".join(games.get(g).name for g in games.ids())
        await interaction.response.send_message(
            HELP.format(games=names, text_moves=text_moves, numbering=NUMBERING_RULE),
            ephemeral=True,
        )
