"""Which language each Discord reader gets (issue #46).

- What one member alone reads (an ephemeral reply, a picker, a refusal, a DM answering their
  own command) is in their client's language, ``interaction.locale``; a locale the catalogue
  lacks reads the server's language.
- A post everyone in a channel or thread reads is in the server's language: its
  ``/gamut-settings language:`` setting, else its Community language (``guild_locale``,
  ``Guild.preferred_locale``), else English.
- A DM outside any command of its reader (the clock's notices, the other player's move, a
  tournament's pairing) is in the language that player last used, which the service keeps
  (``service.players.remember_language``, told at each of their interactions); never stored,
  the language of the server the message is about, then English.

Each interaction's two languages are worked out once, before its command or button runs
(:meth:`Languages.prepare`), and kept in ``interaction.extras``, so that the viewer
(:func:`bot.discord.visibility.viewer_for`, which is not async) and the delivery read them
without asking the database again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import ENGLISH, reader_language, shared_translator
from bot.service import ServiceError
from storage import StorageError

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

log = logging.getLogger("gamut.discord")

EXTRAS_KEY = "gamut-languages"


@dataclass(frozen=True)
class Readers:
    """An interaction's languages: the asker's own, and the place's (its server's)."""

    member: str
    place: str


def catalogue_languages() -> tuple[str, ...]:
    return shared_translator().languages


def community_of(guild: Any) -> str | None:
    """The Community language Discord gives a server (None outside one)."""
    locale = getattr(guild, "preferred_locale", None)
    return getattr(locale, "value", locale) if locale is not None else None


def interaction_locale(interaction: discord.Interaction) -> str | None:
    locale = getattr(interaction, "locale", None)
    return getattr(locale, "value", locale) if locale is not None else None


def guild_locale(interaction: discord.Interaction) -> str | None:
    """The server's Community language as the interaction states it, else the cached
    server's (the same thing, one of which may be missing)."""
    locale = getattr(interaction, "guild_locale", None)
    if locale is not None:
        return getattr(locale, "value", locale)  # type: ignore[no-any-return]
    return community_of(interaction.guild)


def readers(interaction: discord.Interaction) -> Readers:
    """The languages :meth:`Languages.prepare` worked out; before it ran (or when it could
    not read the server's setting), what Discord alone says."""
    found = interaction.extras.get(EXTRAS_KEY)
    if isinstance(found, Readers):
        return found
    available = catalogue_languages()
    place = reader_language(
        available, member=None, server_setting=None, community=guild_locale(interaction)
    )
    member = reader_language(
        available, member=interaction_locale(interaction), server_setting=place, community=None
    )
    return Readers(member=member, place=place)


def member_language(interaction: discord.Interaction) -> str:
    """The language of what the asker alone reads."""
    return readers(interaction).member


def place_language(interaction: discord.Interaction) -> str:
    """The language of what the asker's server (or their DM channel) reads publicly."""
    return readers(interaction).place


class Languages:
    """The language choices of one bot (see the module docstring)."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    async def prepare(self, interaction: discord.Interaction, *, remember: bool = True) -> Readers:
        """Work out the interaction's languages (once) and remember the asker's as the
        language of their later DMs.  A setting or a memory that cannot be read or written
        costs nothing but the choice: Discord's own locales stand in."""
        found = interaction.extras.get(EXTRAS_KEY)
        if isinstance(found, Readers):
            return found
        place = await self.of_server(interaction.guild_id, guild_locale(interaction))
        member = reader_language(
            catalogue_languages(),
            member=interaction_locale(interaction),
            server_setting=place,
            community=None,
        )
        chosen = Readers(member=member, place=place)
        interaction.extras[EXTRAS_KEY] = chosen
        if remember:
            try:
                await self.bot.service.players.remember_language(interaction.user.id, member)
            except (ServiceError, StorageError, ValueError) as exc:
                log.info("language of %s not remembered: %s", interaction.user.id, exc)
        return chosen

    async def of_server(self, guild_id: int | None, community: str | None) -> str:
        """A server's language for its public posts (English outside a server)."""
        if guild_id is None:
            return ENGLISH
        try:
            setting = await self.bot.service.server_settings.language(guild_id)
        except (ServiceError, StorageError) as exc:
            log.info("language setting of server %s unreadable: %s", guild_id, exc)
            setting = None
        return reader_language(
            catalogue_languages(), member=None, server_setting=setting, community=community
        )

    async def of_channel(self, channel: object, interaction: discord.Interaction | None) -> str:
        """The language of a post in ``channel``: its server's; in a DM channel, the asker's
        own when they asked, else English."""
        guild = getattr(channel, "guild", None)
        if interaction is not None and (guild is None or guild.id == interaction.guild_id):
            if guild is None:
                return member_language(interaction)
            return place_language(interaction)
        if guild is None:
            return ENGLISH
        return await self.of_server(guild.id, community_of(guild))

    async def of_recipient(
        self, user_id: int, interaction: discord.Interaction | None = None
    ) -> str | None:
        """The language of a DM to ``user_id``: the asker's own when they are the one who
        asked, else the language they last used; None when neither is known (the caller
        then takes the language of the server the message is about)."""
        if interaction is not None and interaction.user.id == user_id:
            return member_language(interaction)
        try:
            return await self.bot.service.players.language_of(user_id)
        except (ServiceError, StorageError) as exc:
            log.info("language of %s unreadable: %s", user_id, exc)
            return None
