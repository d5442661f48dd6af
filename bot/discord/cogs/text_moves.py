"""Typed moves: in a match thread (or the server's text-move channel), a message from the
player who must decide that reads as a move is played.

This needs the privileged Message Content intent; without it Discord sends empty contents and
the listener never fires a move (``/move`` does everything).  Only messages shaped like move
notation are considered, so chat is left alone, and only *active* matches waiting on the
author: a secret set-up choice typed in public is never played.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord.delivery import thread_match_id
from bot.discord.feedback import log, refusal_markup, storage_failure
from bot.discord.languages import community_of
from bot.discord.markup import to_discord
from bot.discord.move_timing import snowflake_timing
from bot.markup import command, t
from bot.service import Match, Reply, ServiceError, Viewer
from games.core.notation import normalise, squares_in
from storage import StorageError
from storage.status import MatchStatus

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

_MOVE_SHAPE = re.compile(r"pass|(?:[a-z]\d{1,2}|[-x:\s])+")
MAX_MOVE_LENGTH = 60
SECRET_REFUSAL = t("discord-typed-secret-refusal", move=command("move"))


def looks_like_move(text: str) -> bool:
    """Move notation only (squares and separators, or ``pass``), nothing else."""
    if len(text) > MAX_MOVE_LENGTH or not _MOVE_SHAPE.fullmatch(text):
        return False
    return text == "pass" or bool(squares_in(text))


class TextMoveCog(commands.Cog):
    """Reads typed moves."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or message.guild is None or not self.bot.text_moves:
            return
        text = normalise(message.content)
        if not looks_like_move(text):
            return
        try:
            reply = await self._play_typed(message, text)
        except StorageError as exc:  # nothing was played: say so, as for a slash command
            context = f"typed move of {message.author.id} in channel {message.channel.id}"
            await self._answer(message, storage_failure(exc, context))
            return
        if reply is not None:
            await self.bot.delivery.deliver(reply)

    async def _play_typed(self, message: discord.Message, text: str) -> Reply | None:
        """The reply to a typed move, or None when it was not played (and answered)."""
        match = await self._waiting_match(message)
        if match is None:
            await self._not_your_turn(message)
            return None
        try:
            return await self.bot.service.move(
                await self._author(message),
                match.id,
                text,
                request_key=f"discord-message:{message.id}",
                timing=snowflake_timing(message.id),
            )
        except ServiceError as exc:
            secret = bool(match.meta.get("secret_state"))
            await self._answer(message, SECRET_REFUSAL if secret else refusal_markup(exc))
            return None

    async def _author(self, message: discord.Message) -> Viewer:
        """The author of a typed move, as the service's viewer: a move is typed only in a
        match they play (:meth:`_waiting_match`), which its players see anywhere.  A message
        carries no locale: the author's language is the one they last used, else the
        server's."""
        guild = message.guild
        languages = self.bot.languages
        place = await languages.of_server(guild.id if guild else None, community_of(guild))
        return Viewer(
            message.author.id,
            guild.id if guild else None,
            channel_id=message.channel.id,
            language=await languages.of_recipient(message.author.id) or place,
            place_language=place,
        )

    async def _waiting_match(self, message: discord.Message) -> Match | None:
        """The author's match waiting on them that this channel plays, if exactly one."""
        here = await self.bot.service.typed_moves.waiting_here(await self._author(message))
        if len(here) == 1:
            return here[0]
        if len(here) > 1:
            listed = [f"#{m.id}" for m in here[:10]]
            await self._answer(
                message, t("discord-typed-several", matches=listed, move=command("move"))
            )
        return None

    async def _not_your_turn(self, message: discord.Message) -> None:
        """A player of this thread's match typed a move while the decision is the other's."""
        match_id = thread_match_id(message.channel)
        if match_id is None:
            return
        try:
            match = await self.bot.service.get_match(match_id)
        except ServiceError:
            return
        players = (match.white_id, match.black_id)
        if match.status == MatchStatus.ACTIVE and message.author.id in players:
            await self._answer(message, t("discord-typed-not-yours", match=str(match.id)))

    async def _answer(self, message: discord.Message, text: str) -> None:
        """A reply under the typed move, for all in the channel to read: in the server's
        language."""
        guild = message.guild
        language = await self.bot.languages.of_server(
            guild.id if guild else None, community_of(guild)
        )
        try:
            await message.reply(to_discord(text, language), mention_author=False)
        except discord.HTTPException as exc:
            log.info("could not answer a typed move: %s", exc)
