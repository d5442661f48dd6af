"""How much one member may have open at once: tournaments they organise that are open or
running, and challenges they made that still wait for an answer.

Why: nothing else bounds them.  One member made 2,000 tournaments in 4.3 s, each one a post,
a row and a duty of every process's clock; a flood of challenges is the same in small.  So
each server sets its limits (``/gamut-settings``: ``open_tournaments``, ``open_challenges``,
stored per server with ``db.settings``), with defaults that no ordinary organiser or player
reaches; outside a server (the console, a direct message) the defaults hold.

The count and the write it allows happen under the member's lock (``Matches.held``, which
holds across processes), so two requests at once cannot both take the last place.  A refusal
says the limit, what counts towards it, and how to make room.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.markup import command, t
from bot.service import validation
from bot.service.errors import Conflict, NotAllowed, ServiceError
from bot.service.viewer import Viewer

if TYPE_CHECKING:
    from bot.service.matches import Matches

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limit:
    """One per-server limit: its setting's key, its default and the largest value allowed."""

    key: str
    default: int
    most: int
    counted: str  # what counts, before its number: "Tournaments of yours open or running"
    room: str  # how to make room


OPEN_TOURNAMENTS = Limit(
    "open_tournaments", 5, 100, "Tournaments of yours open or running",
    f"finish or cancel one ({command('tournament', 'cancel')}) first",
)
OPEN_CHALLENGES = Limit(
    "open_challenges", 10, 100, "Challenges of yours waiting for an answer",
    f"wait for an answer, or withdraw one ({command('cancel')}) first",
)
LIMITS = (OPEN_TOURNAMENTS, OPEN_CHALLENGES)


class OpenLimits:
    """``service.open_limits``: see the module docstring."""

    def __init__(self, matches: Matches) -> None:
        self.matches = matches

    async def of(self, guild_id: int | None) -> dict[Limit, int]:
        """Every limit in force in ``guild_id``: the server's setting, else the default (a
        stored value that is no longer a number in range is logged and replaced by it)."""
        stored = await self.matches.db.settings.get(guild_id) if guild_id is not None else {}
        found = {}
        for limit in LIMITS:
            raw = stored.get(limit.key)
            if raw is None:
                found[limit] = limit.default
                continue
            try:
                found[limit] = validation.whole_from_text(raw, limit.key, 1, limit.most)
            except ServiceError:
                log.warning("setting %s of guild %s is %r: the default %s holds",
                            limit.key, guild_id, raw, limit.default)
                found[limit] = limit.default
        return found

    async def change(
        self, viewer: Viewer, values: Mapping[str, object]
    ) -> dict[Limit, int]:
        """Set the server's limits (``{key: number}``; None: back to the default), for a
        member who manages the server asked from; the limits now in force."""
        if viewer.guild_id is None:
            raise ServiceError(t("settings-limits-outside-server"))
        if not viewer.organiser:
            raise NotAllowed(t("settings-limits-not-manager"))
        by_key = {limit.key: limit for limit in LIMITS}
        checked: dict[Limit, int | None] = {}
        for key, value in values.items():
            limit = by_key.get(key)
            if limit is None:
                raise ServiceError(t(
                    "settings-limits-unknown", limits=", ".join(by_key), key=validation.shown(key)
                ))
            checked[limit] = validation.or_none(
                validation.whole, value, limit.key, 1, limit.most
            )
        for limit, value in checked.items():
            await self.matches.db.settings.set(
                viewer.guild_id, limit.key, None if value is None else str(value)
            )
        return await self.of(viewer.guild_id)

    @asynccontextmanager
    async def room_for_tournament(self, user_id: int, guild_id: int | None) -> AsyncIterator[None]:
        """Hold the organiser's place while their new tournament is stored; Conflict when they
        already have as many open or running as the server allows."""
        async with self._room(OPEN_TOURNAMENTS, user_id, guild_id):
            count = await self.matches.db.tournaments.open_count(guild_id, user_id)
            await self._check(OPEN_TOURNAMENTS, count, guild_id)
            yield

    @asynccontextmanager
    async def room_for_challenge(self, user_id: int, guild_id: int | None) -> AsyncIterator[None]:
        """Hold the challenger's place while their new challenge is stored; Conflict when
        they already have as many waiting as the server allows."""
        async with self._room(OPEN_CHALLENGES, user_id, guild_id):
            waiting = await self.matches.db.challenges.open_for_user(
                user_id, now=self.matches.clock()
            )
            count = sum(
                1 for c in waiting if c.challenger_id == user_id and c.guild_id == guild_id
            )
            await self._check(OPEN_CHALLENGES, count, guild_id)
            yield

    def _room(
        self, limit: Limit, user_id: int, guild_id: int | None
    ) -> AbstractAsyncContextManager[None]:
        return self.matches.held(limit.key, f"{guild_id}:{user_id}")

    async def _check(self, limit: Limit, count: int, guild_id: int | None) -> None:
        most = (await self.of(guild_id))[limit]
        if count < most:
            return
        allowed = (
            f"this server allows {most} at once (its managers set the limit)"
            if guild_id is not None else f"one member may have {most} at once"
        )
        raise Conflict(f"{limit.counted}: {count}; {allowed}: {limit.room}.")
