"""Local players: the names a front end without accounts (the console) gives its players, each
bound for good to one user id, and the match each was last looking at.

Why in the service: a front end reads and writes only through the service, never the
database, so these are the few calls the console needs of storage.players (which normalises
and checks every name, refusing a bad one with a BadName that says why: worded here, in the
reader's language, as a ServiceError, which is still a ValueError).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bot.i18n import match_language, shared_translator
from bot.markup import t, typed
from bot.service.errors import ServiceError
from bot.service.validation import identifier
from storage import MAX_NAME_LENGTH, BadName, Database, displayed_name


@contextmanager
def name_refusals() -> Iterator[None]:
    """Storage's refusal of a name as the service's, in players' words."""
    try:
        yield
    except BadName as exc:
        if exc.problem == "long":
            refusal = t(
                "profile-name-long",
                longest=MAX_NAME_LENGTH,
                name=typed(exc.name[:MAX_NAME_LENGTH]),
                length=len(exc.name),
            )
        elif exc.problem == "spaces":
            refusal = t("profile-name-spaces", name=typed(repr(exc.name)))
        elif exc.problem == "empty":
            refusal = t("profile-name-empty")
        else:
            refusal = t("profile-name-not-text", kind=exc.name)
        raise ServiceError(refusal) from None


class LocalPlayers:
    """``service.players``: named local players and their current matches."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def enter(self, name: str) -> tuple[int, str]:
        """The id of the player called ``name`` (stored on first use) and the name shown for
        them (as first typed)."""
        players = self._db.players
        with name_refusals():
            user_id = await players.id_for(name)
            return user_id, await players.name_of(user_id) or displayed_name(name)

    async def find(self, name: str) -> int | None:
        """The id of the stored player called ``name``, or None: looking never creates one."""
        with name_refusals():
            return await self._db.players.find(name)

    async def names(self) -> dict[int, str]:
        """Every local player, id -> shown name, in the order they came."""
        return await self._db.players.names()

    async def current_matches(self) -> dict[int, int]:
        """Every local player's current match, by player id."""
        return await self._db.players.current_matches()

    async def remember_matches(self, current: dict[int, int]) -> None:
        """Store each player's current match, in one transaction (ids that are no local
        player are left out)."""
        await self._db.players.remember_matches(current)

    async def language_of(self, user_id: int) -> str | None:
        """The catalogue language ``user_id`` last read the bot in (None: never stored), for
        what reaches them outside any command of theirs (the clock's DMs, a pairing)."""
        return await self._db.languages.of(identifier(user_id, "user"))

    async def remember_language(self, user_id: int, language: str) -> None:
        """Remember the language ``user_id`` just used (a locale code, matched to the
        catalogue's: a language it lacks is not remembered, and their DMs stay in the
        server's language or English)."""
        languages = shared_translator().languages
        matched = match_language(language, languages) if isinstance(language, str) else None
        if matched is None:
            return
        await self._db.languages.remember(identifier(user_id, "user"), matched)
