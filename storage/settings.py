"""Per-guild settings: a small key -> text store the service interprets (defaults live there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from storage import rows
from storage.errors import StorageError

if TYPE_CHECKING:
    from storage.backend import Transaction
    from storage.database import Database


class SettingsRepository:
    """``db.settings``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int) -> dict[str, str]:
        """Every setting stored for the guild (an empty dict when none)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT key, value FROM guild_settings WHERE guild_id = ? ORDER BY key",
                (guild_id,),
            )
        try:
            return {rows.text(row, "key"): rows.text(row, "value") for row in found}
        except rows.RowError as exc:
            raise StorageError(f"The settings of guild {guild_id} are damaged ({exc}).") from None

    async def set(self, guild_id: int, key: str, value: str | None) -> None:
        """Store one setting; None removes it (back to the service's default)."""
        await self.set_many(guild_id, {key: value})

    async def set_many(self, guild_id: int, values: Mapping[str, str | None]) -> None:
        """Store several settings in one transaction (all or none); None removes one."""
        for key, value in values.items():
            if not isinstance(key, str) or not key:
                raise ValueError(f"A setting's key must be non-empty text, not {key!r}.")
            if value is not None and not isinstance(value, str):
                raise ValueError(f"A setting's value is text, not {type(value).__name__}.")
        async with self._db._write() as tx:
            for key, value in values.items():
                await self._store(tx, guild_id, key, value)

    @staticmethod
    async def _store(tx: Transaction, guild_id: int, key: str, value: str | None) -> None:
        if value is None:
            await tx.execute(
                "DELETE FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, key)
            )
        else:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, key, value),
            )
