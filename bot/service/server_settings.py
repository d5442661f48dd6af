"""A server's own choices (``/gamut-settings``), read and changed through the service.

Stored per server as text (``db.settings``): ``mode`` (``thread``: each match in its own
thread, the default; ``channel``: matches are played in the channel of the challenge),
``time_limit_hours`` (read when a match starts: ``default_time_limit``), ``text_channel`` (a
channel where players may type moves, besides match threads) and ``leaderboards`` (``off``:
``/leaderboard`` refuses there).  The open-at-once limits are :mod:`bot.service.limits`'.

Why here and not in a front end: every value is checked before anything is written, and all
of a change is written or none of it (one transaction), so a bad value leaves the server's
settings as they were and is answered in the service's words, whichever front end sent it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.service import validation
from bot.service.errors import NotAllowed, ServiceError
from bot.service.ratings import LEADERBOARDS_SETTING
from bot.service.validation import HOUR, MINUTE

if TYPE_CHECKING:
    from bot.service.viewer import Viewer
    from storage import Database

MODE, TIME_LIMIT, TEXT_CHANNEL = "mode", "time_limit_hours", "text_channel"
MODES = ("thread", "channel")
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

    async def change(
        self,
        viewer: Viewer,
        *,
        mode: str | None = None,
        time_limit_hours: float | None = None,
        text_channel_id: int | None = None,
        clear_text_channel: bool = False,
        leaderboards: bool | None = None,
    ) -> dict[str, str]:
        """Change what is given (None: left as it is), for a member who manages the server,
        asked from inside it; every setting now stored."""
        if viewer.guild_id is None:
            raise ServiceError("Settings are changed for a server, from inside it.")
        if not viewer.organiser:
            raise NotAllowed("Only members who may manage this server can change settings.")
        changes: dict[str, str | None] = {}
        if mode is not None:
            if mode not in MODES:
                raise ServiceError(
                    f"The mode is {' or '.join(MODES)}, not {validation.shown(mode)}."
                )
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
        if validation.flag(clear_text_channel, "Clearing the text-move channel"):
            changes[TEXT_CHANNEL] = None
        elif text_channel_id is not None:
            changes[TEXT_CHANNEL] = str(validation.identifier(text_channel_id, "channel"))
        if changes:
            await self.db.settings.set_many(viewer.guild_id, changes)
        return await self.of(viewer.guild_id)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
