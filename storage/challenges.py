"""The challenge repository: invitations to play, from creation to one final state.

The two race-prone rules live here, inside transactions, rather than in the service: no two
open challenges between the same users for the same game, and a challenge leaves 'open' once
only (two people pressing "accept" at the same moment get one match, not two).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from storage import rows
from storage.backend import Transaction
from storage.errors import ChallengeClosed, ChallengeNotFound, DuplicateChallenge, StorageError
from storage.models import (
    CHALLENGE_COLUMNS,
    COLOURS,
    Challenge,
    challenge_from_row,
)
from storage.rows import Row
from storage.status import CHALLENGE_STATUSES, ChallengeStatus

if TYPE_CHECKING:
    from storage.database import Database

log = logging.getLogger(__name__)

RESOLUTIONS = tuple(word for word in CHALLENGE_STATUSES if word != ChallengeStatus.OPEN)


class ChallengeRepository:
    """``db.challenges``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(
        self,
        challenger_id: int,
        target_id: int | None,
        game_id: str,
        options: Mapping[str, Any],
        colour: str,
        *,
        guild_id: int | None,
        channel_id: int | None,
        expires_at: float,
        rated: bool = True,
        now: float | None = None,
        clock_control: str | None = None,
    ) -> Challenge:
        """A new open challenge (``target_id`` None: anyone may accept); ``rated``: the match
        it becomes changes ratings; ``clock_control``: its live control ("600+5").

        DuplicateChallenge if an unexpired open challenge between the same two users (either
        way round) for the same game exists.
        """
        if colour not in COLOURS:
            raise ValueError(f"colour is one of {COLOURS}, not {colour!r}.")
        if not isinstance(game_id, str) or not game_id:
            raise ValueError(f"game_id must be non-empty text, not {game_id!r}.")
        now = _now(now)
        options_json = rows.dump_json(options, "options")
        # The same two users either way round; a challenge to anyone (no target) clashes only
        # with another such challenge by the same challenger.
        if target_id is None:
            pair = "challenger_id = ? AND target_id IS NULL"
            pair_params: tuple[Any, ...] = (challenger_id,)
        else:
            pair = (
                "((challenger_id = ? AND target_id = ?) OR (challenger_id = ? AND target_id = ?))"
            )
            pair_params = (challenger_id, target_id, target_id, challenger_id)
        # The check and the insert must not interleave with another process creating the
        # same challenge (no row exists yet that a row lock could hold).
        lock = f"challenge:{game_id}:" + ":".join(sorted(map(str, pair_params[:2])))
        async with self._db._write(lock=lock) as tx:
            clash = await tx.fetch(
                "SELECT id FROM challenges WHERE status = 'open' AND game_id = ? "
                f"AND expires_at > ? AND {pair}",
                (game_id, now, *pair_params),
            )
            if clash:
                raise DuplicateChallenge(clash[0]["id"], game_id)
            (row,) = await tx.fetch(
                "INSERT INTO challenges (challenger_id, target_id, game_id, options, colour, "
                "guild_id, channel_id, created_at, expires_at, rated, clock_control) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                f"RETURNING {CHALLENGE_COLUMNS}",
                (
                    challenger_id,
                    target_id,
                    game_id,
                    options_json,
                    colour,
                    guild_id,
                    channel_id,
                    now,
                    expires_at,
                    int(rated),
                    clock_control,
                ),
            )
        return _decode(row)

    async def get(self, challenge_id: int) -> Challenge:
        async with self._db._read() as tx:
            row = await _select(tx, challenge_id)
        return _decode(row)

    async def set_message(self, challenge_id: int, message_id: int | None) -> Challenge:
        """Remember the message that shows the challenge (to edit it when it is resolved)."""
        async with self._db._write() as tx:
            found = await tx.fetch(
                f"UPDATE challenges SET message_id = ? WHERE id = ? RETURNING {CHALLENGE_COLUMNS}",
                (message_id, challenge_id),
            )
            if not found:
                raise ChallengeNotFound(challenge_id)
        return _decode(found[0])

    async def resolve(
        self,
        challenge_id: int,
        status: str,
        *,
        match_id: int | None = None,
        now: float | None = None,
    ) -> Challenge:
        """Move an open challenge to its final ``status`` (and link the match it became).

        Only from 'open', exactly once: a second resolve raises ChallengeClosed.  Accepting a
        challenge whose time has run out raises ChallengeClosed too, even before the expiry
        sweep has marked it.
        """
        if status not in RESOLUTIONS:
            raise ValueError(f"A challenge is resolved as one of {RESOLUTIONS}, not {status!r}.")
        async with self._db._write() as tx:
            return await resolve_open(tx, challenge_id, status, match_id=match_id, now=_now(now))

    async def open_for_user(self, user_id: int, now: float | None = None) -> list[Challenge]:
        """Open challenges the user sent or received, newest first; with ``now``, only those
        not yet expired."""
        sql = (
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' "
            "AND (challenger_id = ? OR target_id = ?)"
        )
        params: tuple[Any, ...] = (user_id, user_id)
        if now is not None:
            sql += " AND expires_at > ?"
            params += (now,)
        return await self._list(sql + " ORDER BY created_at DESC, id DESC", params)

    async def open_to_anyone(
        self, now: float, guild_id: int | None, *, limit: int = 20
    ) -> list[Challenge]:
        """Unexpired challenges anyone may accept, made in ``guild_id`` (outside any server
        when None: the console's, or a direct message's), newest first, at most ``limit``."""
        where = "guild_id = ?" if guild_id is not None else "guild_id IS NULL"
        params: tuple[Any, ...] = (now,) + ((guild_id,) if guild_id is not None else ())
        return await self._list(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' "
            f"AND target_id IS NULL AND expires_at > ? AND {where} "
            "ORDER BY created_at DESC, id DESC LIMIT ?",
            params + (limit,),
        )

    async def expired(self, now: float) -> list[Challenge]:
        """Open challenges whose time has run out (for the sweep that marks them 'expired')."""
        return await self._list(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' "
            "AND expires_at <= ? ORDER BY expires_at, id",
            (now,),
        )

    async def expire_due(self, now: float, *, limit: int) -> list[Challenge]:
        """Mark up to ``limit`` open challenges whose time has run out by ``now`` 'expired', in
        one statement, and return them (oldest expiry first).

        Every bot process sweeps expired challenges; claiming and marking them in one atomic
        UPDATE means each one is announced by exactly one process (on PostgreSQL the rows are
        picked ``FOR UPDATE SKIP LOCKED``, so sweeping processes never wait for each other).
        Asked first with a read (Database._any): most sweeps find nothing.
        """
        due = "SELECT 1 FROM challenges WHERE status = 'open' AND expires_at <= ? LIMIT 1"
        if not await self._db._any(due, (now,)):
            return []
        async with self._db._write() as tx:
            found = await tx.fetch(
                "UPDATE challenges SET status = 'expired', resolved_at = ? WHERE id IN "
                "(SELECT id FROM challenges WHERE status = 'open' AND expires_at <= ? "
                f"ORDER BY expires_at, id LIMIT ?{tx.dialect.skip_locked}) "
                f"AND status = 'open' RETURNING {CHALLENGE_COLUMNS}",
                (now, now, limit),
            )
        expired = []
        for row in found:
            try:
                expired.append(_decode(row))
            except StorageError as exc:
                log.warning("Expired, but left out of the list: %s", exc)
        return sorted(expired, key=lambda challenge: (challenge.expires_at, challenge.id))

    async def _list(self, sql: str, params: tuple[Any, ...]) -> list[Challenge]:
        async with self._db._read() as tx:
            found = await tx.fetch(sql, params)
        challenges = []
        for row in found:
            try:
                challenges.append(_decode(row))
            except StorageError as exc:
                log.warning("Left out of a list: %s", exc)
        return challenges


async def resolve_open(
    tx: Transaction,
    challenge_id: int,
    status: str,
    *,
    match_id: int | None,
    now: float,
) -> Challenge:
    """Inside the caller's write transaction: move the challenge from 'open' to ``status``.

    Shared by :meth:`ChallengeRepository.resolve` and by ``db.matches.create(...,
    accepting_challenge=...)``, which accepts the challenge in the same transaction that
    stores its match, so a failure anywhere leaves the challenge open for a retry.
    ChallengeClosed (the caller's transaction then rolls back) if it is no longer open, or, for
    'accepted', if its time has run out even before the expiry sweep has marked it.
    """
    sql = (
        "UPDATE challenges SET status = ?, resolved_at = ?, match_id = ? "
        "WHERE id = ? AND status = 'open'"
    )
    params: tuple[Any, ...] = (status, now, match_id, challenge_id)
    if status == ChallengeStatus.ACCEPTED:
        sql += " AND expires_at > ?"
        params += (now,)
    found = await tx.fetch(f"{sql} RETURNING {CHALLENGE_COLUMNS}", params)
    if not found:
        current = _decode(await _select(tx, challenge_id))
        if current.status is ChallengeStatus.OPEN:
            raise ChallengeClosed(challenge_id, ChallengeStatus.EXPIRED)
        raise ChallengeClosed(challenge_id, current.status)
    return _decode(found[0])


async def _select(tx: Transaction, challenge_id: int) -> Row:
    found = await tx.fetch(
        f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,)
    )
    if not found:
        raise ChallengeNotFound(challenge_id)
    return found[0]


def _decode(row: Row) -> Challenge:
    try:
        return challenge_from_row(row)
    except rows.RowError as exc:
        raise StorageError(
            f"Challenge #{row['id']} is unavailable: its stored data is damaged ({exc})."
        ) from None


def _now(now: float | None) -> float:
    return time.time() if now is None else float(now)
