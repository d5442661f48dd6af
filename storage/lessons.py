"""Tutorial progress: for each player and game, the lesson they are on and how far they got.

One row per (player, game), written when a lesson is passed or another one is chosen, so
``/learn`` continues where the player stopped, on any process and after any restart.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from storage import rows
from storage.errors import StorageError

if TYPE_CHECKING:
    from storage.database import Database


@dataclass(frozen=True)
class LessonProgress:
    """Where ``user_id`` stands in the tutorial of ``game_id``.

    ``current`` is the lesson shown next (0-based); ``reached`` is how many lessons were
    passed at least once (a player may go back to any passed lesson and on to the next one).
    """

    user_id: int
    game_id: str
    current: int = 0
    reached: int = 0


class LessonRepository:
    """``db.lessons``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int, game_id: str) -> LessonProgress:
        """The stored progress, or a fresh one (lesson 0, none passed) if there is none."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT lesson, reached FROM lesson_progress WHERE user_id = ? AND game_id = ?",
                (user_id, game_id),
            )
        if not found:
            return LessonProgress(user_id, game_id)
        try:
            return LessonProgress(
                user_id,
                game_id,
                rows.integer(found[0], "lesson"),
                rows.integer(found[0], "reached"),
            )
        except rows.RowError as exc:
            raise StorageError(
                f"The lesson progress of player {user_id} in {game_id} is damaged ({exc})."
            ) from None

    async def save(self, progress: LessonProgress, now: float | None = None) -> LessonProgress:
        """Store ``progress`` (insert or replace); ValueError for negative lesson numbers."""
        if progress.current < 0 or progress.reached < 0:
            raise ValueError("Lesson numbers are never negative.")
        stamp = time.time() if now is None else float(now)
        async with self._db._write() as tx:
            await tx.execute(
                "INSERT INTO lesson_progress (user_id, game_id, lesson, reached, updated_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, game_id) DO UPDATE SET "
                "lesson = excluded.lesson, reached = excluded.reached, "
                "updated_at = excluded.updated_at",
                (progress.user_id, progress.game_id, progress.current, progress.reached, stamp),
            )
        return progress
