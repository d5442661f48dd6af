"""Telling the user how an interaction went: specific refusals, generic failures.

A refusal from the service (``ServiceError``, or any ``ValueError`` it lets through, such as a
bad game option) is the user's to read: it is sent ephemerally, word for word.  Anything else
is a bug or an outage: it is logged once with its context, and the user only learns that
something went wrong (details could leak hidden information or internals).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

import discord
from discord import app_commands

log = logging.getLogger("gamut.discord")

GENERIC_FAILURE = "Something went wrong on my side; it has been logged. Please try again later."


async def tell(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral message to the user, whatever state the interaction's response is in."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text[:2000], ephemeral=True)
        else:
            await interaction.response.send_message(text[:2000], ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not tell user %s: %s", interaction.user.id, exc)


def context_of(interaction: discord.Interaction) -> str:
    """Who did what where, for the log."""
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = (interaction.data or {}).get("custom_id")
    options = (interaction.data or {}).get("options")
    return (
        f"user={interaction.user.id} guild={interaction.guild_id} "
        f"channel={interaction.channel_id} command={command} custom_id={custom_id} "
        f"options={options}"
    )


async def report_unexpected(interaction: discord.Interaction, error: BaseException) -> None:
    """Log an unexpected error with its context; tell the user nothing specific."""
    original = getattr(error, "original", None) or error
    log.error("unexpected error (%s)", context_of(interaction), exc_info=original)
    await tell(interaction, GENERIC_FAILURE)


@contextlib.asynccontextmanager
async def refusals_to_user(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Turn a refusal into an ephemeral message; let anything else reach the tree's handler."""
    try:
        yield
    except ValueError as exc:
        await tell(interaction, str(exc) or "That cannot be done.")


class GamutTree(app_commands.CommandTree):
    """The command tree with the bot's one handler for unexpected command errors."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CheckFailure):
            await tell(interaction, str(error) or "You cannot use this command here.")
            return
        await report_unexpected(interaction, error)
