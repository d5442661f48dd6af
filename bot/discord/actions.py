"""What a click on a button or a choice in a select menu does.

Components carry (action, allowed user, match or challenge id, argument); this module checks
the user, acknowledges within Discord's three seconds, calls the service as the action's entry
in the one table of button actions says (:mod:`bot.discord.buttons`) and delivers the reply.
The service re-checks everything (whose turn, which challenge, stale state), so a button from
an old message can never do what its match no longer allows.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot.discord.buttons import REGISTERED, action_of
from bot.discord.feedback import log, refusals_to_user, report_unexpected, request_key, tell
from bot.discord.languages import place_language
from bot.discord.markup import to_discord
from bot.discord.visibility import viewer_for
from bot.logging_setup import bind
from bot.markup import t

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

# A button that answers in its own way (a tournament's Join edits the announcement it sits
# under): it gets the interaction, not yet acknowledged, and the id its button carries.
DirectHandler = Callable[[discord.Interaction, int], Awaitable[None]]


class Actions:
    """The component actions of one bot: the table's service calls, and the handlers cogs
    registered for the table's actions that have none."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot
        self._direct: dict[str, DirectHandler] = {}

    def register(self, action: str, handler: DirectHandler) -> None:
        """Let ``handler`` answer the buttons of ``action`` (a cog's own buttons: an action
        of the table without a service call)."""
        if action not in REGISTERED:
            raise ValueError(f"{action!r} is not an action of the table answered by a cog.")
        self._direct[action] = handler

    @property
    def registered(self) -> frozenset[str]:
        """The actions a cog answers (each one a handler for the table's buttons)."""
        return frozenset(self._direct)

    async def run(
        self,
        interaction: discord.Interaction,
        action: str,
        allowed_user: int | None,
        ref: int,
        argument: str,
    ) -> None:
        """Answer one click: refuse another user's button at once, otherwise defer, act,
        close the question if it is answered, and send the reply."""
        bind(guild_id=interaction.guild_id, user_id=interaction.user.id)
        entry = action_of(action)
        if entry is not None and entry.on_match:
            bind(match_id=ref)
        try:
            await self.bot.languages.prepare(interaction)
            if allowed_user is not None and interaction.user.id != allowed_user:
                await tell(interaction, t("discord-button-not-yours", player=f"<@{allowed_user}>"))
                return
            direct = self._direct.get(action)
            if direct is not None:
                await direct(interaction, ref)
                return
            if entry is None or entry.call is None:
                await tell(interaction, t("discord-button-gone"))
                return
            await interaction.response.defer()
            async with refusals_to_user(interaction):
                reply = await entry.call(
                    self.bot.service,
                    ref,
                    viewer_for(self.bot, interaction),
                    argument,
                    request_key(interaction),
                )
                if entry.closes or (entry.closes_on_start and reply.new_match):
                    await self._close_question(interaction)
                done = await self.bot.delivery.deliver(reply, interaction)
                if (
                    reply.new_match
                    and done.channel is not None
                    and getattr(done.channel, "id", None) != interaction.channel_id
                ):
                    await self._point_to(interaction, done.channel, rematch=action == "rematch")
        except Exception as error:  # noqa: BLE001 - every failure is reported, none escapes
            await report_unexpected(interaction, error)

    @staticmethod
    async def _close_question(interaction: discord.Interaction) -> None:
        """Take the components off the answered message so nobody answers twice."""
        try:
            await interaction.edit_original_response(view=None)
        except discord.HTTPException as exc:
            log.info("could not close the question %s: %s", interaction.message, exc)

    @staticmethod
    async def _point_to(
        interaction: discord.Interaction, channel: discord.abc.Messageable, *, rematch: bool
    ) -> None:
        """After a challenge (or a rematch, from the final board) is accepted, its message
        links to the new match's thread."""
        message = interaction.message
        if message is None:
            return
        mention = getattr(channel, "mention", "")
        said = (
            t("discord-rematch-accepted", channel=mention)
            if rematch
            else t("discord-challenge-accepted", channel=mention)
        )
        try:
            await interaction.edit_original_response(
                content=f"{message.content}\n➜ {to_discord(said, place_language(interaction))}"
            )
        except discord.HTTPException as exc:
            log.info("could not link the challenge to its match: %s", exc)
