"""A server's own choices (``/gamut-settings``), read and changed through the service.

Stored per server as text (``db.settings``): ``mode`` (``thread``: each match in its own
thread, the default; ``channel``: matches are played in the channel of the challenge),
``time_limit_hours`` (read when a match starts: ``default_time_limit``), ``text_channel`` (a
channel where players may type moves, besides match threads) and ``leaderboards`` (``off``:
``/leaderboard`` refuses there), ``web`` (``public``: a watch link of a match in a channel
everyone on the server reads is posted for all to open, not for the asker alone; the default,
``private``, is stored as no setting) and ``language`` (a catalogue language for the posts everyone
on the server reads; none: the server's Community language, then English).  The open-at-once
limits are :mod:`bot.service.limits`'.

Why here and not in a front end: every value is checked before anything is written, and all
of a change is written or none of it (one transaction), so a bad value leaves the server's
settings as they were and is answered in the service's words, whichever front end sent it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.i18n import PSEUDO, match_language, shared_translator
from bot.markup import code, t
from bot.service import validation
from bot.service.errors import NotAllowed, ServiceError
from bot.service.ratings import LEADERBOARDS_SETTING
from bot.service.validation import HOUR, MINUTE

if TYPE_CHECKING:
    from bot.service.viewer import Viewer
    from storage import Database

MODE, TIME_LIMIT, TEXT_CHANNEL, LANGUAGE = "mode", "time_limit_hours", "text_channel", "language"
DEFAULT_LANGUAGE = "default"  # the server's Community language: no setting stored
MODES = ("thread", "channel")
WEB = "web"
WEB_CHOICES = ("public", "private")
DEFAULT_WEB = "private"
DEFAULT_MODE = "thread"
LONGEST_TIME_LIMIT = 90 * 24 * HOUR  # /gamut-settings offers up to 2,160 hours


class ServerSettings:
    """``service.server_settings``: see the module docstring."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def of(self, guild_id: int) -> dict[str, str]:
        """Every setting stored for the server, as stored (a missing one is its default)."""
        return await self.db.settings.get(validation.identifier(guild_id, "server"))

    async def mode(self, guild_id: int | None) -> str:
        """Where the server's matches are played: ``thread`` (the default) or ``channel``
        (always outside a server)."""
        if guild_id is None:
            return "channel"
        return (await self.of(guild_id)).get(MODE, DEFAULT_MODE)

    async def text_channel(self, guild_id: int) -> int | None:
        """The server's text-move channel, if it has one."""
        stored = (await self.of(guild_id)).get(TEXT_CHANNEL)
        return int(stored) if stored is not None and stored.isdigit() else None

    async def language(self, guild_id: int) -> str | None:
        """The server's ``language`` setting (None: its Community language decides)."""
        return (await self.of(guild_id)).get(LANGUAGE)

    async def web_public(self, guild_id: int | None) -> bool:
        """Whether the server opted in to open web links (``web: public``); never outside a
        server."""
        if guild_id is None:
            return False
        return (await self.of(guild_id)).get(WEB) == "public"

    async def change(
        self,
        viewer: Viewer,
        *,
        mode: str | None = None,
        time_limit_hours: float | None = None,
        text_channel_id: int | None = None,
        clear_text_channel: bool = False,
        leaderboards: bool | None = None,
        language: str | None = None,
        web: str | None = None,
    ) -> dict[str, str]:
        """Change what is given (None: left as it is), for a member who manages the server,
        asked from inside it; every setting now stored."""
        if viewer.guild_id is None:
            raise ServiceError(t("settings-outside-server"))
        if not viewer.organiser:
            raise NotAllowed(t("settings-not-manager"))
        changes: dict[str, str | None] = {}
        if mode is not None:
            if mode not in MODES:
                raise ServiceError(t("settings-mode-refused", mode=validation.shown(mode)))
            changes[MODE] = mode
        if time_limit_hours is not None:
            validation.seconds(
                time_limit_hours * HOUR if _is_number(time_limit_hours) else time_limit_hours,
                "The time limit", low=6 * MINUTE, high=LONGEST_TIME_LIMIT,
            )
            changes[TIME_LIMIT] = f"{time_limit_hours:g}"
        if leaderboards is not None:  # on is the default: stored as no setting
            on = validation.flag(leaderboards, "Leaderboards")
            changes[LEADERBOARDS_SETTING] = None if on else "off"
        if web is not None:
            if web not in WEB_CHOICES:
                raise ServiceError(t("settings-web-refused", web=validation.shown(web)))
            changes[WEB] = None if web == DEFAULT_WEB else web
        if language is not None:
            changes[LANGUAGE] = None if language == DEFAULT_LANGUAGE else _language(language)
        if validation.flag(clear_text_channel, "Clearing the text-move channel"):
            changes[TEXT_CHANNEL] = None
        elif text_channel_id is not None:
            changes[TEXT_CHANNEL] = str(validation.identifier(text_channel_id, "channel"))
        if changes:
            await self.db.settings.set_many(viewer.guild_id, changes)
        return await self.of(viewer.guild_id)


def languages() -> tuple[str, ...]:
    """The languages a server may choose: the catalogue's (the pseudo-language too, which
    is how its tests put a whole server in it)."""
    return shared_translator().languages


def _language(value: object) -> str:
    """A catalogue language named exactly (``es-ES``, ``de``), as stored."""
    found = match_language(value, languages()) if isinstance(value, str) else None
    if found is None or found.lower() != str(value).lower():
        raise ServiceError(
            t(
                "languages-unknown",
                asked=validation.shown(value),
                languages=[code(name) for name in languages() if name != PSEUDO],
            )
        )
    return found


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
