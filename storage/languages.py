"""The language each player last used, so that what reaches them outside any command of
theirs (the clock's notices, a tournament's pairings by direct message) is in that language.

A front end tells the service the reader's language whenever the player acts; the row is
written only when it changes, so a player acting in the same language costs one read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from storage import rows
from storage.errors import StorageError

if TYPE_CHECKING:
    from storage.database import Database

MAX_LANGUAGE_LENGTH = 35  # a BCP 47 tag's practical bound; the schema's CHECK says the same


class LanguageRepository:
    """``db.languages``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def of(self, user_id: int) -> str | None:
        """The language ``user_id`` last used, or None if none is stored."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT language FROM player_languages WHERE user_id = ?", (user_id,)
            )
        if not found:
            return None
        try:
            return rows.text(found[0], "language")
        except rows.RowError as exc:
            raise StorageError(f"The language of player {user_id} is damaged ({exc}).") from None

    async def remember(self, user_id: int, language: str) -> bool:
        """Store ``language`` as the one ``user_id`` last used; whether it changed (the same
        language is not written again)."""
        if not isinstance(language, str) or not 1 <= len(language) <= MAX_LANGUAGE_LENGTH:
            raise ValueError(f"A language is a locale code, not {language!r}.")
        if await self.of(user_id) == language:
            return False
        async with self._db._write() as tx:
            await tx.execute(
                "INSERT INTO player_languages (user_id, language) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                (user_id, language),
            )
        return True
