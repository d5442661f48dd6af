"""Commands on a match in progress: ``/move`` (with autocomplete), ``/board``, ``/peek``,
``/resign``, ``/draw``, ``/rematch``, ``/games``, ``/history`` and ``/replay``.

Each defers ephemerally at once (Discord allows three seconds; rendering may take longer),
then asks the service and delivers its reply: public parts as messages in the match's home,
the caller's parts ephemerally.  The match is the one named, else the one of the thread the
command is used in, else the caller's only (or only waiting) match; whichever it is, it goes
through the service's ``visible_match`` with the caller's viewer
(:func:`~bot.discord.visibility.viewer_for`), so nobody learns anything about a match they may
not see.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.delivery import messageable, thread_match_id
from bot.discord.feedback import refusals_to_user
from bot.discord.moving import play_move
from bot.discord.visibility import viewer_for
from bot.markup import command, t
from bot.service import Match, NotFound, Reply, ServiceError, Viewer
from games.core.notation import normalise
from storage import StorageError

if TYPE_CHECKING:
    from bot.discord.app import GamutBot
    from bot.service import MatchService

AUTOCOMPLETE_LIMIT = 25
MatchOption = app_commands.Range[int, 1]
# Said under a list of challenges: where the buttons it names are.
CHALLENGE_BUTTONS = t("discord-challenge-buttons")


def filter_moves(moves: list[str], typed: str, limit: int = AUTOCOMPLETE_LIMIT) -> list[str]:
    """The legal moves matching what was typed: prefix matches first, then the others that
    contain it (ignoring case, blanks and dash styles), at most ``limit``."""
    wanted = normalise(typed).replace(" ", "")
    if not wanted:
        return moves[:limit]
    starts = [m for m in moves if m.lower().startswith(wanted)]
    contains = [m for m in moves if wanted in m.lower() and m not in starts]
    return (starts + contains)[:limit]


class MatchCog(commands.Cog):
    """Playing and looking at matches."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    @property
    def service(self) -> MatchService:  # kept short for the many calls below
        return self.bot.service

    def viewer(self, interaction: discord.Interaction, *, private: bool | None = None) -> Viewer:
        return viewer_for(self.bot, interaction, private=private)

    async def match_for(
        self, interaction: discord.Interaction, match: int | None, viewer: Viewer | None = None
    ) -> Match:
        """The match a command means (see the module docstring), if the caller may see it."""
        viewer = viewer or self.viewer(interaction)
        if match is None:
            match = await self._thread_match(interaction)
        if match is None:
            match = await self.service.resolve_match(viewer)
        return await self.service.visible_match(viewer, match)

    async def _thread_match(self, interaction: discord.Interaction) -> int | None:
        """The match whose thread the command is used in (None in any other channel)."""
        in_thread = thread_match_id(interaction.channel)
        if in_thread is None:
            return None
        try:
            found = await self.service.get_match(in_thread)
        except NotFound:  # a thread of players that merely ends with "#<number>"
            return None
        return found.id if found.thread_id == interaction.channel_id else None

    # ----- moving --------------------------------------------------------------------------

    @app_commands.command(name="move", description="Make a move (or a decision) in your match")
    @app_commands.describe(
        move="the move, e.g. a4-b5 (suggestions list your legal moves)",
        match="the match number, if you play several",
    )
    async def move(
        self, interaction: discord.Interaction, move: str, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction, quotes_typed=True):
            found = await self.match_for(interaction, match, self.viewer(interaction))
            await self.finish(interaction, await play_move(self.bot, interaction, found.id, move))

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The caller's legal moves in the match, filtered by what they typed; nothing when it
        is not their decision (so nothing about the opponent's position is ever suggested)."""
        try:
            viewer = self.viewer(interaction, private=True)
            found = await self.match_for(interaction, interaction.namespace.match, viewer)
            moves = await self.service.legal_moves_for(viewer, found.id)
        except (ServiceError, StorageError):  # an autocomplete cannot explain; /move will
            return []
        return [app_commands.Choice(name=m, value=m) for m in filter_moves(moves, current)]

    @staticmethod
    async def finish(interaction: discord.Interaction, done: object) -> None:
        """Complete a deferred command that had nothing private to say: the public message
        says it all, so the 'thinking…' placeholder goes away."""
        if getattr(done, "ephemeral_sent", False):
            return
        with contextlib.suppress(discord.HTTPException):
            await interaction.delete_original_response()

    # ----- looking -------------------------------------------------------------------------

    async def show_here(
        self,
        interaction: discord.Interaction,
        match: int | None,
        what: Callable[[Viewer, int], Awaitable[Reply]],
    ) -> None:
        """Post what a public look at a match gives (board, history, replay) in this channel,
        or show it to the caller alone when the channel is outside the match's server."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = self.viewer(interaction)
            found = await self.match_for(interaction, match, viewer)
            reply = await what(viewer, found.id)
            delivery = self.bot.delivery
            if viewer.shown_publicly(found):
                here = messageable(interaction.channel)
                done = await delivery.deliver(reply, interaction, here=here)
            else:
                done = await delivery.deliver_privately(reply, interaction)
            await self.finish(interaction, done)

    @app_commands.command(name="board", description="Show a match's board here")
    @app_commands.describe(match="the match number (default: this thread's, or yours)")
    async def board(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await self.show_here(interaction, match, self.service.board)

    @app_commands.command(name="peek", description="Your private view of your match (only you)")
    @app_commands.describe(match="the match number, if you play several")
    async def peek(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = self.viewer(interaction, private=True)
            found = await self.match_for(interaction, match, viewer)
            reply = await self.service.peek(viewer, found.id)
            await self.bot.delivery.deliver(reply, interaction)
            question = await self.service.setup_prompt(viewer, found.id)
            if question is not None:
                await self.bot.delivery.ask_privately(interaction, question, found.id)

    @app_commands.command(name="history", description="The moves of a match so far")
    @app_commands.describe(match="the match number (default: this thread's, or yours)")
    async def history(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await self.show_here(interaction, match, self.service.history)

    @app_commands.command(name="replay", description="An animated replay of a match")
    @app_commands.describe(match="the match number (default: this thread's, or yours)")
    async def replay(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await self.show_here(interaction, match, self.service.replay)

    @app_commands.command(
        name="games", description="Your matches in progress and the challenges waiting"
    )
    async def games(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = self.viewer(interaction, private=True)
            reply = await self.service.matches_of(viewer)
            waiting = await self.service.waiting.of(viewer)
            reply = reply.merged(self.service.waiting.listed(waiting))
            if not waiting.empty:  # the list itself carries no buttons
                reply = reply.merged(Reply(notice=CHALLENGE_BUTTONS))
            await self.bot.delivery.deliver(reply, interaction)

    # ----- ending --------------------------------------------------------------------------

    @app_commands.command(name="resign", description="Resign your match (asks to confirm)")
    @app_commands.describe(match="the match number, if you play several")
    async def resign(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = self.viewer(interaction)
            found = await self.match_for(interaction, match, viewer)
            reply = await self.service.resign(viewer, found.id)
            await self.bot.delivery.deliver(reply, interaction)

    @app_commands.command(name="rematch", description="A finished match again, colours swapped")
    @app_commands.describe(match="the finished match (default: this thread's)")
    async def rematch(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            if match is None:
                match = await self._thread_match(interaction)
            if match is None:
                raise ServiceError(
                    t("discord-rematch-name-match", rematch=command("rematch", "<number>"))
                )
            reply = await self.service.rematch(self.viewer(interaction), match)
            await self.finish(interaction, await self.bot.delivery.deliver(reply, interaction))

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's")
    @app_commands.describe(match="the match number, if you play several")
    async def draw(
        self, interaction: discord.Interaction, match: MatchOption | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            viewer = self.viewer(interaction)
            found = await self.match_for(interaction, match, viewer)
            reply = await self.service.offer_draw(viewer, found.id)
            await self.finish(interaction, await self.bot.delivery.deliver(reply, interaction))
