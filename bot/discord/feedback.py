"""Telling the user how an interaction went: specific refusals, generic failures.

A refusal from the service (``ServiceError``, or any ``ValueError`` it lets through, such as a
bad game option) is the user's to read: it is sent ephemerally, word for word (its markup,
``ServiceError.markup``, rendered in the user's language).  A storage error is not the user's
fault nor a bug: the database was busy or refused the write, nothing was changed, and trying
again is the right advice, so the user is told exactly that.  Anything else is a bug or an
outage: it is logged once with its context, and the user only learns that something went wrong
(details could leak hidden information or internals).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Mapping
from typing import Any

import discord
from discord import app_commands

from bot.discord.languages import member_language
from bot.discord.markup import escape_plain, to_discord
from bot.logging_setup import bind
from bot.markup import t
from storage import OutcomeUnknown, StorageBusy, StorageError, StorageUnavailable

log = logging.getLogger("gamut.discord")

GENERIC_FAILURE = t("discord-failure-generic")
DATABASE_BUSY = t("discord-failure-busy")
DATABASE_UNREACHABLE = t("discord-failure-unreachable")
OUTCOME_UNKNOWN = t("discord-failure-outcome-unknown")
DATABASE_FAILED = t("discord-failure-database")


def refusal_markup(exc: BaseException) -> str:
    """A refusal as the service wrote it (its markup, to be shown in the reader's language),
    or the English of a plain ``ValueError`` that carries none."""
    markup = getattr(exc, "markup", None)
    return markup if isinstance(markup, str) else str(exc)


async def tell(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral message to the user (markup, shown in their language), whatever state
    the interaction's response is in."""
    text = to_discord(text, member_language(interaction))
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text[:2000], ephemeral=True)
        else:
            await interaction.response.send_message(text[:2000], ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not tell user %s: %s", interaction.user.id, exc)


def request_key(interaction: discord.Interaction) -> str:
    """The key a move is stored with (storage.matches): the interaction's id, so the same
    interaction handled again is recognised instead of played twice."""
    return f"discord:{interaction.id}"


def context_of(interaction: discord.Interaction) -> str:
    """Who did what where, for the log."""
    command = interaction.command.qualified_name if interaction.command else None
    data: Mapping[str, Any] = interaction.data or {}
    custom_id, options = data.get("custom_id"), data.get("options")
    return (
        f"user={interaction.user.id} guild={interaction.guild_id} "
        f"channel={interaction.channel_id} command={command} custom_id={custom_id} "
        f"options={options}"
    )


def storage_failure(error: StorageError, context: str) -> str:
    """What to tell a user whose request met a storage error (logged here, once).

    A busy database is an expected moment of contention (a warning); any other storage error
    is an operator's problem (an error with its traceback).  Neither message quotes the
    storage text, which may name matches the user has no business knowing about.
    """
    if isinstance(error, OutcomeUnknown):  # never "nothing was changed": it may have been
        log.warning("outcome unknown (%s): %s", context, error)
        return OUTCOME_UNKNOWN
    if isinstance(error, StorageUnavailable):
        log.warning("database unreachable (%s): %s", context, error)
        return DATABASE_UNREACHABLE
    if isinstance(error, StorageBusy):
        log.warning("database busy (%s): %s", context, error)
        return DATABASE_BUSY
    log.error("storage error (%s)", context, exc_info=error)
    return DATABASE_FAILED


async def report_unexpected(interaction: discord.Interaction, error: BaseException) -> None:
    """Log an unexpected error with its context; tell the user nothing specific (but a
    storage error is told as such: see :func:`storage_failure`)."""
    original = getattr(error, "original", None) or error
    if isinstance(original, StorageError):
        await tell(interaction, storage_failure(original, context_of(interaction)))
        return
    log.error("unexpected error (%s)", context_of(interaction), exc_info=original)
    await tell(interaction, GENERIC_FAILURE)


@contextlib.asynccontextmanager
async def refusals_to_user(
    interaction: discord.Interaction, *, quotes_typed: bool = False
) -> AsyncIterator[None]:
    """Turn a refusal or a storage error into an ephemeral message; let anything else reach
    the tree's handler.  ``quotes_typed``: the command takes free text, which a refusal may
    quote (in pieces, too): its plain parts are then shown as written, never as Markdown."""
    try:
        yield
    except ValueError as exc:
        markup = refusal_markup(exc)
        text = escape_plain(markup, member_language(interaction)) if quotes_typed else markup
        await tell(interaction, text or t("discord-refused-cannot"))
    except StorageError as exc:
        await tell(interaction, storage_failure(exc, context_of(interaction)))


class GamutTree(app_commands.CommandTree):
    """The command tree with the bot's one handler for unexpected command errors."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Every log line of a command names who asked and where: each interaction runs in a
        task of its own, so the ids bound here stay with this command only.  A command's
        languages are worked out here, before it runs (bot.discord.languages); an
        autocomplete, asked at each key pressed, reads only what Discord sent."""
        bind(guild_id=interaction.guild_id, user_id=interaction.user.id)
        if interaction.type is not discord.InteractionType.autocomplete:
            languages = getattr(interaction.client, "languages", None)
            if languages is not None:
                await languages.prepare(interaction)
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CheckFailure):
            await tell(interaction, refusal_markup(error) or t("discord-refused-command-here"))
            return
        await report_unexpected(interaction, error)
