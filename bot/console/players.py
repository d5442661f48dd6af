"""The console's players: names typed at the keyboard, each one stored player (see
:mod:`bot.service.players`), and the map from id to name that the service's synchronous
``mention`` reads.

A name is the same player in every session; it is shown as first typed (``Ana``) and matched
without case.  The bot's AI is a player too, called ``ai``; ``ai`` and ``open`` are words of
``play ... vs`` and so no one's name.
"""

from __future__ import annotations

from bot.console.words import shown
from bot.markup import t
from bot.service import NotFound, ServiceError
from bot.service.players import LocalPlayers
from storage import MAX_NAME_LENGTH, displayed_name, normalise_name

AI_USER_ID = 1_000_000  # the console's id for the bot's own AI player
AI_NAME = "ai"
RESERVED_NAMES = (AI_NAME, "open")  # words 'play ... vs' reads as something other than a player


def checked_name(name: str) -> str:
    """``name``'s stored key; a name storage refuses (empty, too long, two words, an invisible
    character) is refused here in the reader's language, since storage speaks English only."""
    try:
        return normalise_name(name)
    except ValueError:
        raise ServiceError(
            t("console-bad-name", name=repr(shown(name)), longest=MAX_NAME_LENGTH)
        ) from None


class Roster:
    """Every player this console knows, by id, kept in step with the stored ones."""

    def __init__(self, players: LocalPlayers, ai_user_id: int | None) -> None:
        self._players = players
        # id -> name of every stored player: filled from the database at start (:meth:`load`)
        # and on every new name, so :meth:`mention` never waits.
        self.names: dict[int, str] = {AI_USER_ID: AI_NAME}
        if ai_user_id is not None:
            self.names[ai_user_id] = AI_NAME

    async def load(self) -> None:
        """Know every stored player."""
        self.names.update(await self._players.names())

    async def enter(self, name: str) -> int:
        """The id of the player called ``name`` (stored on first use, shown as typed then);
        ServiceError for a name that cannot be one."""
        key = checked_name(name)
        if key in RESERVED_NAMES:
            raise ServiceError(t("console-reserved-name", name=repr(key)))
        user_id, name_shown = await self._players.enter(name)
        self.names[user_id] = name_shown
        return user_id

    async def known(self, name: str) -> int:
        """The id of the stored player called ``name``; looking someone up never creates
        them (NotFound names the players there are)."""
        checked_name(name)
        user_id = await self._players.find(name)
        if user_id is None:
            raise NotFound(
                t(
                    "console-no-such-player",
                    name=repr(shown(displayed_name(name))),
                    players=self.people(),
                )
            )
        return user_id

    def mention(self, user_id: int) -> str:
        """How ``user_id`` is named in what the console prints."""
        return self.names.get(user_id, f"user{user_id}")

    def people(self) -> list[str]:
        """The players' names (the AI's aside), in alphabetical order without case."""
        return sorted((name for name in self.names.values() if name != AI_NAME), key=str.lower)
