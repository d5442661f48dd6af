"""Local players: the names the console uses, each bound to one user id for good.

Why stored: the console used to number names in the order a session first met them, so after
a restart ``carol`` could get the id that had been ``bob``'s, and with it bob's matches.  The
table keeps name -> id, so a name is the same player in every session.  Names are normalised
here, once, so that ``@Bob``, ``bob`` and `` BOB `` are one player whichever front end asks;
the name is shown as it was first typed (``Bob``), since a player chose its capitals.  The
table also keeps the match each player was last looking at in the console (``current_match``),
so a new session goes on with it.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from storage import rows
from storage.backend import ConstraintViolated
from storage.errors import PlayersFull, StorageError
from storage.rows import Row

if TYPE_CHECKING:
    from storage.database import Database

MAX_NAME_LENGTH = 32
# Ids from here on are reserved (the console's AI player is 1_000_000); local players get ids
# below it, so a name can never take the AI's seat.  The schema's CHECK says the same.
FIRST_RESERVED_ID = 1_000_000


class BadName(StorageError, ValueError):
    """A name refused as a player's: ``problem`` says why (``type``, ``empty``, ``long`` or
    ``spaces``) and ``name`` is what was given, so the service words it for its reader;
    ``str()`` is the English, for logs."""

    def __init__(self, problem: str, name: str, english: str) -> None:
        self.problem = problem
        self.name = name
        super().__init__(english)


def normalise_name(name: str) -> str:
    """The stored form of a player's name: stripped, lower-case, without a leading '@'.

    BadName (a ValueError), saying why, for a name that is empty, longer than MAX_NAME_LENGTH
    characters, or holds whitespace or invisible/control characters (which would make two
    names that look the same, or one that cannot be typed back).
    """
    if not isinstance(name, str):
        kind = type(name).__name__
        raise BadName("type", kind, f"A player's name is text, not {kind}.")
    cleaned = name.strip().lower()
    if cleaned.startswith("@"):
        cleaned = cleaned[1:]
    if not cleaned:
        raise BadName("empty", name, "A player's name cannot be empty.")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise BadName(
            "long",
            cleaned,
            f"A player's name has at most {MAX_NAME_LENGTH} characters; "
            f"{cleaned[:MAX_NAME_LENGTH]}… has {len(cleaned)}.",
        )
    for char in cleaned:
        if char.isspace() or unicodedata.category(char).startswith("C"):
            raise BadName(
                "spaces",
                name,
                f"A player's name is one word without spaces or control characters: {name!r}.",
            )
    return cleaned


def displayed_name(name: str) -> str:
    """How a player's name is shown: as typed, stripped and without a leading '@' (the same
    checks as :func:`normalise_name`, whose key it always maps to)."""
    normalise_name(name)
    return name.strip().removeprefix("@")


class PlayerRepository:
    """``db.players``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def id_for(self, name: str) -> int:
        """The user id of the player called ``name`` (normalised), made on first use and then
        shown as ``name`` was typed.

        The lookup runs first without the write lock, so the common case (a known name) never
        waits for a writer; a new name is inserted in a write transaction that looks again, so
        two processes naming the same new player at once still get one id.
        """
        key = normalise_name(name)
        async with self._db._read() as tx:
            found = await tx.fetch("SELECT id FROM players WHERE name = ?", (key,))
        if found:
            return _id(found[0], key)
        # Another process may be numbering a new player too: one at a time takes MAX + 1.
        async with self._db._write(lock="players:new") as tx:
            found = await tx.fetch("SELECT id FROM players WHERE name = ?", (key,))
            if found:
                return _id(found[0], key)
            (row,) = await tx.fetch("SELECT COALESCE(MAX(id), 0) + 1 FROM players")
            new_id = int(row[0])
            if new_id >= FIRST_RESERVED_ID:
                raise PlayersFull(
                    f"No id is left for a new local player {key!r}: ids below "
                    f"{FIRST_RESERVED_ID} are all taken. Reuse an existing name."
                )
            try:
                await tx.execute(
                    "INSERT INTO players (id, name, display_name) VALUES (?, ?, ?)",
                    (new_id, key, displayed_name(name)),
                )
            except ConstraintViolated as exc:  # only a damaged table gets here
                raise StorageError(f"The players table refuses {key!r} ({exc.problem}).") from None
        return new_id

    async def find(self, name: str) -> int | None:
        """The user id of the player called ``name`` (normalised), or None: looking a player
        up never creates one (unlike :meth:`id_for`)."""
        key = normalise_name(name)
        async with self._db._read() as tx:
            found = await tx.fetch("SELECT id FROM players WHERE name = ?", (key,))
        return _id(found[0], key) if found else None

    async def name_of(self, user_id: int) -> str | None:
        """The shown name of local player ``user_id``, or None if no name has that id."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT name, display_name FROM players WHERE id = ?", (user_id,)
            )
        if not found:
            return None
        try:
            return _shown(found[0])
        except rows.RowError as exc:
            raise StorageError(f"Local player {user_id} is damaged ({exc}).") from None

    async def names(self) -> dict[int, str]:
        """Every local player, id -> shown name, in id order (the order they came)."""
        async with self._db._read() as tx:
            found = await tx.fetch("SELECT id, name, display_name FROM players ORDER BY id")
        try:
            return {rows.integer(row, "id"): _shown(row) for row in found}
        except rows.RowError as exc:
            raise StorageError(f"The local players are damaged ({exc}).") from None

    async def current_matches(self) -> dict[int, int]:
        """Every local player's current match (the one they were last looking at), by id."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT id, current_match FROM players WHERE current_match IS NOT NULL"
            )
        try:
            return {rows.integer(row, "id"): rows.integer(row, "current_match") for row in found}
        except rows.RowError as exc:
            raise StorageError(f"The local players' current matches are damaged ({exc}).") from None

    async def remember_matches(self, current: dict[int, int]) -> None:
        """Store each player's current match (one transaction); ids that are no local player
        (the AI, a Discord user) are left out: only the console's players have one."""
        local = {user: match for user, match in current.items() if 1 <= user < FIRST_RESERVED_ID}
        if not local:
            return
        async with self._db._write() as tx:
            for user_id, match_id in local.items():
                await tx.execute(
                    "UPDATE players SET current_match = ? WHERE id = ?", (match_id, user_id)
                )


def _shown(row: Row) -> str:
    """A row's shown name: as first typed, else (a player stored before names kept their
    capitals) the key.  Both columns are read, so a damaged key is noticed either way."""
    key = rows.text(row, "name")
    return rows.optional_text(row, "display_name") or key


def _id(row: Row, name: str) -> int:
    try:
        return rows.integer(row, "id")
    except rows.RowError as exc:
        raise StorageError(f"Local player {name!r} is damaged ({exc}).") from None
