"""The web companion's rows: the keys that sign its links, and each player's link generation.

Signing and checking links is the service's (``bot.service.web_links``); this module only keeps
what must outlive a process: a generated key (so a restart does not break every link sent), and
the counter a revocation moves on.
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING

from storage import rows
from storage.errors import StorageError

if TYPE_CHECKING:
    from storage.database import Database

KEY_BYTES = 32


class WebRepository:
    """``db.web``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def keys(self) -> list[str]:
        """The stored signing keys, oldest first; one is made and stored if there is none.

        Made inside the write that checks for one, so two processes starting at once agree
        on the same key (the second sees the first's row)."""
        async with self._db._read() as tx:
            found = await tx.fetch("SELECT secret FROM web_keys ORDER BY id")
        if not found:
            async with self._db._write(lock="web_keys") as tx:
                found = await tx.fetch("SELECT secret FROM web_keys ORDER BY id")
                if not found:
                    await tx.execute(
                        "INSERT INTO web_keys (secret, created_at) VALUES (?, ?)",
                        (secrets.token_urlsafe(KEY_BYTES), time.time()),
                    )
                    found = await tx.fetch("SELECT secret FROM web_keys ORDER BY id")
        try:
            return [rows.text(row, "secret") for row in found]
        except rows.RowError as exc:
            raise StorageError(f"The web companion's keys are damaged ({exc}).") from None

    async def rotate(self) -> list[str]:
        """Add a new signing key (the newest signs; the older ones still check)."""
        async with self._db._write(lock="web_keys") as tx:
            await tx.execute(
                "INSERT INTO web_keys (secret, created_at) VALUES (?, ?)",
                (secrets.token_urlsafe(KEY_BYTES), time.time()),
            )
        return await self.keys()

    async def generation(self, user_id: int) -> int:
        """The generation of ``user_id``'s links now (1 until they first revoke)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT generation FROM web_link_generations WHERE user_id = ?", (user_id,)
            )
        return rows.integer(found[0], "generation") if found else 1

    async def revoke(self, user_id: int) -> int:
        """Make every link ``user_id`` was given so far invalid; the new generation."""
        async with self._db._write() as tx:
            found = await tx.fetch(
                "INSERT INTO web_link_generations (user_id, generation) VALUES (?, 2) "
                "ON CONFLICT (user_id) DO UPDATE "
                "SET generation = web_link_generations.generation + 1 RETURNING generation",
                (user_id,),
            )
        return rows.integer(found[0], "generation")
