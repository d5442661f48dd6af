"""The match repository: every read and write of matches, their move logs and their secrets.

Writes use optimistic concurrency: the caller names the ``version`` it read, the UPDATE matches
only that version, and a stale caller gets :class:`VersionConflict` with nothing written.  That
keeps a match consistent even when two processes, or a restart overlapping the old instance,
write to it, which the service's in-process per-match lock alone could not promise.

A move or a result whose COMMIT lost its answer (CommitUnknown) is looked for before anyone is
told anything: a move by its request key in the log, a result in the match's row.  Found: the
write returns as if the answer had come.  Surely not stored: StorageUnavailable ("nothing was
written").  Neither can be told (the database cannot be asked yet): OutcomeUnknown.
"""

from __future__ import annotations

import logging
import secrets as random_keys
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from games import Ending
from storage import rows
from storage.backend import ConstraintViolated, DataDamaged, Transaction
from storage.challenges import resolve_open
from storage.errors import (
    CommitUnknown,
    MatchClosed,
    MatchNotFound,
    MatchUnavailable,
    OutcomeUnknown,
    StorageError,
    StorageUnavailable,
    VersionConflict,
)
from storage.models import (
    MATCH_COLUMNS,
    SIDES,
    Match,
    MoveRecord,
    StoredClock,
    Written,
    match_from_row,
    move_from_row,
)
from storage.ratings import rate_finished
from storage.rows import Row
from storage.status import MATCH_STATUSES, UNFINISHED, ChallengeStatus, MatchStatus
from storage.tournaments import link_match

if TYPE_CHECKING:
    from storage.database import Database

log = logging.getLogger(__name__)

Read = TypeVar("Read")

_UNSET: Any = object()  # "leave this column as it is", where None is a value to store
_UPDATABLE = frozenset(
    {
        "guild_id",
        "channel_id",
        "thread_id",
        "status",
        "to_move_id",
        "position",
        "meta",
        "winner",
        "reason",
        "ending",
        "deadline_at",
        "clock_at",
    }
)
_OPEN = "status IN ('setup', 'active')"
# Ended: finished, or finished and then archived by an operator (archived with a result).
_ENDED = "(status = 'finished' OR (status = 'archived' AND reason IS NOT NULL))"


class MatchRepository:
    """``db.matches``.  All methods are coroutines; see the module docstring for versions."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # ----- writes --------------------------------------------------------------------------

    async def create(
        self,
        game_id: str,
        options: Mapping[str, Any],
        white_id: int,
        black_id: int,
        position: str,
        *,
        status: str,
        to_move_id: int | None,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
        meta: Mapping[str, Any] | None = None,
        secrets: Mapping[str, str | None] | None = None,
        deadline_at: float | None = None,
        clock_at: float | None = None,
        accepting_challenge: int | None = None,
        tournament_game: tuple[int, int, int] | None = None,
        rated: bool = False,
        now: float | None = None,
        clock: StoredClock | None = None,
    ) -> Match:
        """Store a new match (version 1, ply 0) and its initial secrets in one transaction.

        ``accepting_challenge``: the id of the challenge this match answers, resolved to
        'accepted' (linked to the match) in the SAME transaction, so a failure between the two
        (a busy database, a crash) can never leave an accepted challenge without its match.
        ChallengeClosed / ChallengeNotFound, with nothing written, if that challenge is not
        open any more or has expired by ``now``.  ``rated``: the match changes ratings when
        it ends (storage.ratings decides then whether it counts).  ``tournament_game``: the
        (tournament, round, board) this match is played for, linked to it in the SAME
        transaction; PairingTaken, with nothing written, if that game has its match already
        (so a game never gets two matches, whichever process opens it).  ``clock``: a live
        match's clock (None: correspondence).
        """
        if status not in UNFINISHED:
            raise ValueError(f"A new match is 'setup' or 'active', not {status!r}.")
        _check_text(game_id, "game_id")
        _check_text(position, "position")
        _check_secrets(secrets)
        now = _now(now)
        values = {
            "game_id": game_id,
            "options": rows.dump_json(options, "options"),
            "guild_id": guild_id,
            "channel_id": channel_id,
            "thread_id": thread_id,
            "white_id": white_id,
            "black_id": black_id,
            "status": status,
            "position": position,
            "to_move_id": to_move_id,
            "meta": rows.dump_json(meta or {}, "meta"),
            "deadline_at": deadline_at,
            "rated": int(rated),
            "clock_at": clock_at,
            "created_at": now,
            "updated_at": now,
            "last_move_at": now,
            **(clock.columns() if clock is not None else {}),
        }
        names = ", ".join(values)
        marks = ", ".join("?" * len(values))
        sql = f"INSERT INTO matches ({names}) VALUES ({marks}) RETURNING {MATCH_COLUMNS}"
        async with self._db._write() as tx:
            (row,) = await tx.fetch(sql, tuple(values.values()))
            match = _decode(row, row["id"])
            await _store_secrets(tx, match.id, secrets)
            if accepting_challenge is not None:
                await resolve_open(
                    tx, accepting_challenge, ChallengeStatus.ACCEPTED, match_id=match.id, now=now
                )
            if tournament_game is not None:
                await link_match(tx, *tournament_game, match.id)
            # A live match's first-move window runs from now: every process's flag timer
            # must hear of it, or one whose creator died learns of the abort only by its poll.
            told = _has_deadline(match) and await self._db._tell_within(tx, match.id)
        if _has_deadline(match):
            await self._db.announce(match.id, told_others=told)
        return match

    async def apply_move(
        self,
        match_id: int,
        expected_version: int,
        *,
        side: str,
        text: str,
        position: str,
        to_move_id: int | None,
        secret_text: str | None = None,
        secrets: Mapping[str, str | None] | None = None,
        meta: Mapping[str, Any] | None = None,
        status: str | None = None,
        winner: str | None = None,
        reason: str | None = None,
        ending: Ending | None = None,
        deadline_at: float | None = _UNSET,
        clock_at: float | None = _UNSET,
        now: float | None = None,
        request_key: str | None = None,
        clock: StoredClock | None = None,
    ) -> Match:
        """Log one move and store its consequences, all in one transaction.

        ``text`` is the public move text; ``secret_text`` the real one when the public text is
        a redaction.  ``position`` is the public position; anything hidden goes in ``secrets``
        (key -> value; None deletes the key).  ``status='finished'`` stores ``winner`` (None
        for a draw), ``reason`` and its kind ``ending``; ``deadline_at``, when given, sets or
        clears (None) the time-out deadline, and ``clock_at`` the clock's next duty (see
        :meth:`claim_alarms`).
        The opponent's standing draw offer lapses (a move declines it).
        VersionConflict (nothing written) if the match is no longer at ``expected_version``;
        MatchClosed if it is finished or archived.  ``request_key`` is logged with the move
        (see :meth:`move_with_key`; one is made up when None), which is how a lost COMMIT
        answer is settled (see the module docstring).  ``clock``: a live match's clock after
        the move (the service stepped it, games.clock); None leaves the stored one as it is.
        """
        if side not in SIDES:
            raise ValueError(f"side is 'white' or 'black', not {side!r}.")
        _check_text(text, "text")
        _check_text(position, "position")
        if secret_text is not None:
            _check_text(secret_text, "secret_text")
        _check_secrets(secrets)
        now = _now(now)
        changes: dict[str, Any] = {
            "position": position,
            "to_move_id": to_move_id,
            "updated_at": now,
            "last_move_at": now,
        }
        if meta is not None:
            changes["meta"] = rows.dump_json(meta, "meta")
        if deadline_at is not _UNSET:
            changes["deadline_at"] = deadline_at
        if clock_at is not _UNSET:
            changes["clock_at"] = clock_at
        if clock is not None:
            changes.update(clock.columns())
        changes.update(_result_changes(status, winner, reason, ending))
        key = request_key or random_keys.token_hex(8)
        stored: Match | None = None
        told = False
        try:
            async with self._db._write() as tx:
                stored = await self._log_move(
                    tx, match_id, expected_version, changes, side, text, secret_text, key, now
                )
                await self._after_move(tx, stored, side, secrets)
                told = _has_deadline(stored) and await self._db._tell_within(tx, match_id)
        except CommitUnknown as lost:
            told = False  # whether its NOTIFY went out is as unknown as the commit
            assert stored is not None  # nothing is committed before the whole block ran
            ply = stored.ply

            async def landed(tx: Transaction) -> bool:
                return bool(
                    await tx.fetch(
                        "SELECT 1 FROM moves WHERE match_id = ? AND ply = ? AND request_key = ?",
                        (match_id, ply, key),
                    )
                )

            await _settle(match_id, lost, self._db, landed)
        assert stored is not None
        # The row as moved (nothing else changed it), and the move logged, as the log now ends
        # with it (created_at is ``now``, stored as it is), unless a secret text is behind it.
        logged = MoveRecord(stored.ply, side, text, now) if secret_text is None else None
        written = Written(stored, logged)
        await self._db.announce(match_id, written, told_others=told)
        return stored

    async def take_back(
        self,
        match_id: int,
        expected_version: int,
        *,
        from_ply: int,
        to_ply: int,
        position: str,
        to_move_id: int | None,
        status: MatchStatus,
        meta: Mapping[str, Any],
        secrets: Mapping[str, str | None] | None = None,
        deadline_at: float | None = None,
        clock_at: float | None = None,
        clock: StoredClock | None = None,
        now: float | None = None,
    ) -> Match:
        """A takeback both players agreed to: the log's moves after ``to_ply`` removed (and
        their secret texts) and the match, read at ``from_ply`` and ``expected_version``
        (the version implies the ply), set back to ``to_ply`` with the position, who
        decides, the meta and the clock the service replayed, all in one transaction.  The
        version is bumped like any change, so a picker opened before is stale.  Draw offers
        lapse.  VersionConflict if the match moved on since it was read; MatchClosed if over."""
        _check_text(position, "position")
        _check_secrets(secrets)
        if not 0 <= to_ply < from_ply:
            raise ValueError(f"A takeback goes back from ply {from_ply}, not to {to_ply}.")
        if status not in UNFINISHED:
            raise ValueError(f"A takeback leaves a match unfinished, not {status!r}.")
        now = _now(now)
        changes: dict[str, Any] = {
            "ply": to_ply,
            "position": position,
            "to_move_id": to_move_id,
            "status": status.value,
            "meta": rows.dump_json(meta, "meta"),
            "deadline_at": deadline_at,
            "clock_at": clock_at,
            "updated_at": now,
        }
        if clock is not None:
            changes.update(clock.columns())
        async with self._db._write() as tx:
            match = await self._update(tx, match_id, expected_version, changes)
            await tx.execute(
                "DELETE FROM secret_moves WHERE match_id = ? AND ply > ?", (match_id, to_ply)
            )
            await tx.execute("DELETE FROM moves WHERE match_id = ? AND ply > ?", (match_id, to_ply))
            await _store_secrets(tx, match_id, secrets)
            await _clear_draw_offer(tx, match_id)
            told = _has_deadline(match) and await self._db._tell_within(tx, match_id)
        await self._db.announce(match_id, told_others=told)
        return match

    async def move_with_key(self, match_id: int, request_key: str) -> MoveRecord | None:
        """The move logged in ``match_id`` for the request ``request_key``, if any: a request
        that arrives again (a retry after a lost answer) is told it was played already."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT ply, side, text, created_at FROM moves "
                "WHERE match_id = ? AND request_key = ?",
                (match_id, request_key),
            )
        return move_from_row(found[0]) if found else None

    async def _log_move(
        self,
        tx: Transaction,
        match_id: int,
        expected_version: int,
        changes: Mapping[str, Any],
        side: str,
        text: str,
        secret_text: str | None,
        key: str,
        now: float,
    ) -> Match:
        """The match's row moved on and the move logged (with its secret text, if any)."""
        match = await self._update(tx, match_id, expected_version, changes, move=True)
        try:
            await tx.execute(
                "INSERT INTO moves (match_id, ply, side, text, created_at, request_key) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (match_id, match.ply, side, text, now, key),
            )
            if secret_text is not None:
                await tx.execute(
                    "INSERT INTO secret_moves (match_id, ply, text) VALUES (?, ?, ?)",
                    (match_id, match.ply, secret_text),
                )
        except ConstraintViolated as exc:
            # The counter and the log disagree (ply already logged): the row is damaged.
            raise MatchUnavailable(match_id, f"the move log does not fit: {exc.problem}") from None
        return match

    @staticmethod
    async def _after_move(
        tx: Transaction, match: Match, side: str, secrets: Mapping[str, str | None] | None
    ) -> None:
        """A move's consequences beside the log: the rating of a finished match, the secrets,
        the draw offers."""
        if match.status is MatchStatus.FINISHED:
            # In this transaction, so the result and the rating change commit together.
            await rate_finished(tx, match, match.updated_at)
        await _store_secrets(tx, match.id, secrets)
        if match.is_over:
            await _clear_draw_offer(tx, match.id)
        else:
            # Moving declines the opponent's standing offer; one's own offer stands
            # (offer, then move, as over a chess board).
            await tx.execute(
                "DELETE FROM draw_offers WHERE match_id = ? AND side != ?", (match.id, side)
            )

    async def update(
        self,
        match_id: int,
        expected_version: int,
        *,
        now: float | None = None,
        secrets: Mapping[str, str | None] | None = None,
        **fields: Any,
    ) -> Match:
        """Change the named columns (any of thread_id, channel_id, guild_id, meta, status,
        to_move_id, position, winner, reason, ending, deadline_at, clock_at) and upsert
        ``secrets`` (hidden choices made before they can be played) in one transaction;
        VersionConflict if stale."""
        _check_secrets(secrets)
        unknown = sorted(set(fields) - _UPDATABLE)
        if unknown:
            raise TypeError(
                f"update() cannot change {', '.join(unknown)}; it changes {sorted(_UPDATABLE)}."
            )
        if "status" in fields and fields["status"] not in MATCH_STATUSES:
            raise ValueError(f"status is one of {MATCH_STATUSES}, not {fields['status']!r}.")
        if fields.get("winner") not in (*SIDES, None):
            raise ValueError(f"winner is 'white', 'black' or None, not {fields['winner']!r}.")
        if "position" in fields:
            _check_text(fields["position"], "position")
        if fields.get("ending") is not None:
            fields["ending"] = _ending(fields["ending"])
        changes = dict(fields, updated_at=_now(now))
        if "meta" in changes:
            changes["meta"] = rows.dump_json(changes["meta"], "meta")
        async with self._db._write() as tx:
            match = await self._update(tx, match_id, expected_version, changes, open_only=False)
            await _store_secrets(tx, match_id, secrets)
            if match.is_over:
                await _clear_draw_offer(tx, match_id)
            told = _has_deadline(match) and await self._db._tell_within(tx, match_id)
        await self._db.announce(match_id, told_others=told)
        return match

    async def finish(
        self,
        match_id: int,
        expected_version: int,
        *,
        winner: str | None,
        reason: str,
        ending: Ending,
        position: str | None = None,
        now: float | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> Match:
        """End the match (resignation, agreed draw, time-out ...): status 'finished', nobody to
        move, the result (``reason`` and its kind ``ending``) stored, a standing draw offer
        dropped, the ratings changed if the match counts (storage.ratings).  MatchClosed if
        already over.  ``meta``, when given, replaces the match's meta in the same transaction
        (the service keeps there the request that ended the match, so that request arriving
        again is recognised)."""
        changes = _result_changes(MatchStatus.FINISHED, winner, reason, ending)
        changes["updated_at"] = _now(now)
        if position is not None:
            _check_text(position, "position")
            changes["position"] = position
        if meta is not None:
            changes["meta"] = rows.dump_json(meta, "meta")
        finished: Match | None = None
        try:
            async with self._db._write() as tx:
                finished = await self._update(tx, match_id, expected_version, changes)
                await rate_finished(tx, finished, changes["updated_at"])
                await _clear_draw_offer(tx, match_id)
        except CommitUnknown as lost:

            async def landed(tx: Transaction) -> bool:
                # This result, at the version this write made or later (nothing but another
                # writer of the very same result could have finished it meanwhile).
                same_winner = "winner IS NULL" if winner is None else "winner = ?"
                return bool(
                    await tx.fetch(
                        "SELECT 1 FROM matches WHERE id = ? AND status = 'finished' "
                        f"AND version > ? AND reason = ? AND ending = ? AND {same_winner}",
                        (
                            match_id,
                            expected_version,
                            reason,
                            changes["ending"],
                            *([winner] if winner else []),
                        ),
                    )
                )

            await _settle(match_id, lost, self._db, landed)
        assert finished is not None
        await self._db.announce(match_id)
        return finished

    async def archive(self, match_id: int, *, now: float | None = None) -> Match:
        """Take the match out of every working list, whatever its state (idempotent).

        No expected version: archiving is an operator's or a clean-up job's decision that
        must win over any move in flight (which then gets a VersionConflict or MatchClosed).
        """
        async with self._db._write() as tx:
            found = await tx.fetch(
                "UPDATE matches SET status = 'archived', to_move_id = NULL, deadline_at = NULL, "
                "clock_at = NULL, flag_at = NULL, "
                f"version = version + 1, updated_at = ? WHERE id = ? AND status != 'archived' "
                f"RETURNING {MATCH_COLUMNS}",
                (_now(now), match_id),
            )
            if found:
                await _clear_draw_offer(tx, match_id)
            else:
                row = await _select_match(tx, match_id)
        if found:
            await self._db.announce(match_id)
            return _decode(found[0], match_id)
        return _decode(row, match_id)

    # ----- the clock's duties, for several processes -----------------------------------------

    async def claim_alarms(self, now: float, *, limit: int) -> list[Match]:
        """Take up to ``limit`` unfinished matches whose ``clock_at`` has come (earliest first)
        and, in the same statement, move each one's alarm on: to its ``deadline_at`` while that
        is still ahead (the duty taken is the half-time reminder, or resuming an AI turn), else
        to None (the duty is the time-out notice).  The matches come back with the NEW
        ``clock_at``, which tells the caller which duty it took.

        Why one atomic statement: every bot process runs the clock, and each duty must be done
        by one of them, once.  On PostgreSQL the rows are picked ``FOR UPDATE SKIP LOCKED``,
        so processes claiming at the same moment take different matches and never wait for
        each other (nor for a move in flight); SQLite has one writer at a time anyway.  The
        version is not bumped: a claim must not make a player's move in flight fail with a
        conflict.  A process that dies after claiming loses that one message, never repeats it.
        Asked first with a read (Database._any): most ticks find nothing due.
        """
        due = f"SELECT 1 FROM matches WHERE {_OPEN} AND clock_at <= ? LIMIT 1"
        if not await self._db._any(due, (now,)):
            return []
        async with self._db._write() as tx:
            sql = (
                "UPDATE matches SET clock_at = CASE WHEN deadline_at > ? THEN deadline_at END "
                f"WHERE id IN (SELECT id FROM matches WHERE {_OPEN} AND clock_at <= ? "
                f"ORDER BY clock_at, id LIMIT ?{tx.dialect.skip_locked}) "
                f"AND {_OPEN} AND clock_at <= ? RETURNING {MATCH_COLUMNS}"
            )
            found = await tx.fetch(sql, (now, now, limit, now))
        return sorted(self._decoded(found), key=lambda match: match.id)

    async def without_deadline(self, *, limit: int) -> list[Match]:
        """Up to ``limit`` unfinished matches that have no deadline (stored before deadlines
        were kept), oldest first, for the clock to adopt a few at a time: an indexed query, so
        neither start-up nor a tick ever reads every unfinished match."""
        return await self._list(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE {_OPEN} AND deadline_at IS NULL "
            "ORDER BY id LIMIT ?",
            (limit,),
        )

    async def set_alarms(
        self, match_id: int, ply: int, *, deadline_at: float | None, clock_at: float | None
    ) -> bool:
        """Set the deadline and the clock's next duty of a match still unfinished at ``ply``;
        whether it was (after a move, that move's own alarms stand).  No version bump, for the
        reason given in :meth:`claim_alarms`."""
        async with self._db._write() as tx:
            found = await tx.fetch(
                "UPDATE matches SET deadline_at = ?, clock_at = ? "
                f"WHERE id = ? AND ply = ? AND {_OPEN} RETURNING id",
                (deadline_at, clock_at, match_id, ply),
            )
        return bool(found)

    # ----- live clocks (games.clock) --------------------------------------------------------

    async def set_clock(self, match_id: int, expected_version: int, clock: StoredClock) -> Match:
        """Store ``clock`` as the match's (time given, the restart's gift), bumping the
        version like any change a player sees; VersionConflict if stale, MatchClosed if
        over."""
        async with self._db._write() as tx:
            match = await self._update(
                tx, match_id, expected_version, {**clock.columns(), "updated_at": _now(None)}
            )
            told = _has_deadline(match) and await self._db._tell_within(tx, match_id)
        await self._db.announce(match_id, told_others=told)
        return match

    async def set_clock_once(
        self,
        match_id: int,
        expected_version: int,
        clock: StoredClock,
        meta: Mapping[str, Any],
    ) -> Match | None:
        """Store ``clock`` and ``meta`` (a restart's gift and its mark) if the match is still
        unfinished at ``expected_version``; the match, or None if anything changed it since
        it was read (a move, or another process's gift for the same restart).

        One conditional update and no error for the loser: every process of a restarted bot
        may try, the database lets the first through and the others give nothing."""
        changes = {
            **clock.columns(),
            "meta": rows.dump_json(meta, "meta"),
            "updated_at": _now(None),
        }
        assignments = ", ".join(f"{name} = ?" for name in changes)
        sql = (
            f"UPDATE matches SET {assignments}, version = version + 1 "
            f"WHERE id = ? AND version = ? AND {_OPEN} RETURNING {MATCH_COLUMNS}"
        )
        async with self._db._write() as tx:
            found = await tx.fetch(sql, (*changes.values(), match_id, expected_version))
            match = _decode(found[0], match_id) if found else None
            told = match is not None and _has_deadline(match)
            told = told and await self._db._tell_within(tx, match_id)
        if match is None:
            return None
        await self._db.announce(match_id, told_others=told)
        return match

    async def settle_flag(
        self,
        match_id: int,
        *,
        ply: int,
        to_move_id: int,
        now: float,
        status: MatchStatus,
        winner: str | None = None,
        reason: str | None = None,
        ending: Ending | None = None,
        meta: Mapping[str, Any] | None = None,
        clock: StoredClock | None = None,
    ) -> Match | None:
        """End a live match whose ``flag_at`` has come by ``now`` (a flag: status
        'finished' with the result; a first move overdue: 'archived' with no result, so it
        is never rated), if it still stands where the caller saw it (``ply``, ``to_move_id``
        to decide); the match, or None if it does not (another process announced it, or a
        move came first).

        The ONE conditional update deciding who announces a flag: every process's timer and
        sweep may try at once, the database lets one through.  A finished match is rated in
        the same transaction."""
        if status is MatchStatus.FINISHED:
            changes = _result_changes(status, winner, reason, ending)
        elif status is MatchStatus.ARCHIVED:
            changes = {
                "status": status.value,
                "to_move_id": None,
                "deadline_at": None,
                "clock_at": None,
                "flag_at": None,
            }
        else:
            raise ValueError(f"A flag finishes or archives a match, not {status!r}.")
        if clock is not None:  # the clock as it stopped (the loser's time at zero)
            changes.update({**clock.columns(), "flag_at": None})
        changes["updated_at"] = now
        if meta is not None:
            changes["meta"] = rows.dump_json(meta, "meta")
        assignments = ", ".join(f"{name} = ?" for name in changes)
        sql = (
            f"UPDATE matches SET {assignments}, version = version + 1 "
            f"WHERE id = ? AND {_OPEN} AND ply = ? AND to_move_id = ? "
            f"AND flag_at IS NOT NULL AND flag_at <= ? RETURNING {MATCH_COLUMNS}"
        )
        async with self._db._write() as tx:
            found = await tx.fetch(sql, (*changes.values(), match_id, ply, to_move_id, now))
            if not found:
                return None
            match = _decode(found[0], match_id)
            if match.status is MatchStatus.FINISHED:
                await rate_finished(tx, match, now)
            await _clear_draw_offer(tx, match_id)
        await self._db.announce(match_id)
        return match

    async def next_flags(self, *, limit: int) -> list[tuple[int, float]]:
        """The ``limit`` nearest flags of unfinished live matches, (match id, flag_at),
        earliest first: what a process arms its timer on (an indexed read)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                f"SELECT id, flag_at FROM matches WHERE {_OPEN} AND flag_at IS NOT NULL "
                "ORDER BY flag_at, id LIMIT ?",
                (limit,),
            )
        return [(rows.integer(row, "id"), rows.real(row, "flag_at")) for row in found]

    async def live_running(self, *, limit: int, after_id: int = 0) -> list[Match]:
        """Unfinished live matches with a clock running, by id from ``after_id`` (a restart
        gives each side to move its time back, in batches)."""
        return await self._list(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE {_OPEN} AND flag_at IS NOT NULL "
            "AND id > ? ORDER BY id LIMIT ?",
            (after_id, limit),
        )

    # ----- reads ---------------------------------------------------------------------------

    async def get(self, match_id: int) -> Match:
        """The match; MatchNotFound, or MatchUnavailable if its row is damaged."""
        async with self._db._read() as tx:
            row = await _guarded(match_id, _select_match(tx, match_id))
        return _decode(row, match_id)

    async def active_for_user(self, user_id: int, guild_id: int | None = None) -> list[Match]:
        """The user's unfinished matches ('setup' or 'active'), newest first; only those of
        ``guild_id`` when given.  A damaged row is left out (and logged), not fatal."""
        return await self._of_user(_OPEN, user_id, "created_at", guild_id=guild_id)

    async def ended_for_user(
        self, user_id: int, *, guild_id: int | None = None, game_id: str | None = None
    ) -> list[Match]:
        """The user's ended matches (finished, or finished and then archived), newest first;
        only those of ``guild_id`` / ``game_id`` when given.  What a profile filters by who
        asks (the service's viewer) before it counts or lists any of them."""
        return await self._of_user(
            _ENDED, user_id, "updated_at", guild_id=guild_id, game_id=game_id
        )

    async def _of_user(
        self,
        status: str,
        user_id: int,
        newest: str,
        *,
        guild_id: int | None = None,
        game_id: str | None = None,
    ) -> list[Match]:
        """The user's matches in ``status`` (a condition), newest by ``newest`` first, of
        one server and one game when given."""
        sql = (
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE {status} AND (white_id = ? OR black_id = ?)"
        )
        params: tuple[Any, ...] = (user_id, user_id)
        for column, value in (("guild_id", guild_id), ("game_id", game_id)):
            if value is not None:
                sql += f" AND {column} = ?"
                params += (value,)
        return await self._list(sql + f" ORDER BY {newest} DESC, id DESC", params)

    async def waiting_on(self, user_id: int) -> list[Match]:
        """Active matches in which ``user_id`` must decide now, longest-waiting first."""
        return await self._list(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE to_move_id = ? AND status = 'active' "
            "ORDER BY last_move_at, id",
            (user_id,),
        )

    async def due_for_timeout(self, now: float) -> list[Match]:
        """Unfinished matches whose ``deadline_at`` has passed, earliest deadline first."""
        return await self._list(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE {_OPEN} AND deadline_at IS NOT NULL "
            "AND deadline_at <= ? ORDER BY deadline_at, id",
            (now,),
        )

    async def all_active(self) -> list[Match]:
        """Every unfinished match ('setup' or 'active'), oldest first: what a restarting
        service walks to resume reminders, time-outs and AI turns."""
        return await self._list(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE {_OPEN} ORDER BY id", ()
        )

    async def moves(self, match_id: int, *, after_ply: int = 0) -> list[MoveRecord]:
        """The public move log, in order; with ``after_ply``, only the moves after it (a
        reader that holds the earlier ones, such as a watched page, reads one move per move,
        not the whole log again).  One statement when a move is found, since a logged move
        proves its match exists; the match is looked up only when none is (MatchNotFound)."""
        async with self._db._read() as tx:
            found = await _guarded(
                match_id,
                tx.fetch(
                    "SELECT ply, side, text, created_at FROM moves "
                    "WHERE match_id = ? AND ply > ? ORDER BY ply",
                    (match_id, after_ply),
                ),
            )
            if not found:
                await _guarded(match_id, _select_match_id(tx, match_id))
        try:
            return [move_from_row(row) for row in found]
        except rows.RowError as exc:
            raise MatchUnavailable(match_id, f"the move log: {exc}") from None

    async def secrets(self, match_id: int) -> dict[str, str]:
        """The match's hidden information.  The ONLY reader of it: call it only from code that
        serves the owner of a secret, lets the engine play, or reveals at the end."""
        found = await self._secret_rows(match_id, "SELECT key, value FROM secrets")
        try:
            return {rows.text(row, "key"): rows.text(row, "value") for row in found}
        except rows.RowError as exc:
            raise MatchUnavailable(match_id, f"its secrets: {exc}") from None

    async def secret_moves(self, match_id: int) -> dict[int, str]:
        """ply -> real text of each move logged with a public redaction (same care as
        :meth:`secrets`)."""
        found = await self._secret_rows(match_id, "SELECT ply, text FROM secret_moves")
        try:
            return {rows.integer(row, "ply"): rows.text(row, "text") for row in found}
        except rows.RowError as exc:
            raise MatchUnavailable(match_id, f"its secret moves: {exc}") from None

    # ----- helpers -------------------------------------------------------------------------

    async def _secret_rows(self, match_id: int, select: str) -> Iterable[Row]:
        async with self._db._read() as tx:
            await _guarded(match_id, _select_match_id(tx, match_id))
            return await _guarded(match_id, tx.fetch(f"{select} WHERE match_id = ?", (match_id,)))

    async def _list(self, sql: str, params: tuple[Any, ...]) -> list[Match]:
        async with self._db._read() as tx:
            found = await tx.fetch(sql, params)
        return self._decoded(found)

    @staticmethod
    def _decoded(found: Iterable[Row]) -> list[Match]:
        """The matches of ``found``; a damaged row is left out (and logged), not fatal."""
        matches = []
        for row in found:
            try:
                matches.append(_decode(row, row["id"]))
            except MatchUnavailable as exc:
                log.warning("Left out of a list: %s", exc)
        return matches

    async def _update(
        self,
        tx: Transaction,
        match_id: int,
        expected_version: int,
        changes: Mapping[str, Any],
        *,
        move: bool = False,
        open_only: bool = True,
    ) -> Match:
        """UPDATE one match at ``expected_version`` (bumping it, and the ply for a move) and
        return the new row; explain a refusal with the matching error."""
        assignments = [f"{name} = ?" for name in changes] + ["version = version + 1"]
        if move:
            assignments.append("ply = ply + 1")
        where = "id = ? AND version = ?" + (f" AND {_OPEN}" if open_only else "")
        sql = f"UPDATE matches SET {', '.join(assignments)} WHERE {where} RETURNING {MATCH_COLUMNS}"
        try:
            found = await tx.fetch(sql, (*changes.values(), match_id, expected_version))
        except ConstraintViolated as exc:
            problem = f"the row breaks a constraint: {exc.problem}"
            raise MatchUnavailable(match_id, problem) from None
        if not found:
            await _explain_refusal(tx, match_id, expected_version)
        return _decode(found[0], match_id)


async def _settle(
    match_id: int,
    lost: CommitUnknown,
    db: Database,
    landed: Callable[[Transaction], Awaitable[bool]],
) -> None:
    """After a COMMIT of ``match_id``'s write lost its answer: return if the write is stored
    (``landed`` finds it); StorageUnavailable if it surely is not; OutcomeUnknown if the
    database cannot tell yet."""
    if not lost.askable:  # the server could not be reached just now: asking again is no use
        raise OutcomeUnknown(match_id, lost.problem) from lost
    try:
        async with db._read() as tx:
            found = await landed(tx)
    except StorageError as exc:
        log.warning("match %s: cannot ask whether a write landed: %s", match_id, exc)
        raise OutcomeUnknown(match_id, lost.problem) from lost
    if found:
        log.warning("match %s: a COMMIT lost its answer (%s); it landed", match_id, lost.problem)
        return
    if lost.final:
        raise StorageUnavailable("the connection failed before the write was stored") from lost
    raise OutcomeUnknown(match_id, lost.problem) from lost


def _result_changes(
    status: str | None, winner: str | None, reason: str | None, ending: Ending | None
) -> dict[str, Any]:
    """The columns a status change sets; a result only goes with status 'finished'."""
    only_finished = "A winner, reason or ending is stored only with status='finished'."
    result = (winner, reason, ending)
    if status is None:
        if result != (None, None, None):
            raise ValueError(only_finished)
        return {}
    if status not in MATCH_STATUSES:
        raise ValueError(f"status is one of {MATCH_STATUSES}, not {status!r}.")
    if status != MatchStatus.FINISHED:
        if result != (None, None, None):
            raise ValueError(only_finished)
        return {"status": status}
    if winner not in (*SIDES, None):
        raise ValueError(f"winner is 'white', 'black' or None (a draw), not {winner!r}.")
    if not reason:
        raise ValueError("A finished match needs a reason.")
    return {
        "status": MatchStatus.FINISHED,
        "winner": winner,
        "reason": reason,
        "ending": _ending(ending),
        "to_move_id": None,
        "deadline_at": None,
        "clock_at": None,
        "flag_at": None,
    }


def _ending(ending: Ending | None) -> str:
    """The stored word of a finished match's kind of ending (a member, or its word)."""
    if ending is None:
        raise ValueError("A finished match needs the kind of its ending (games.Ending).")
    try:
        return Ending(ending).value
    except ValueError:
        known = ", ".join(kind.value for kind in Ending)
        raise ValueError(f"No ending is called {ending!r} (the kinds: {known}).") from None


async def _explain_refusal(tx: Transaction, match_id: int, expected: int) -> None:
    """Raise why an UPDATE at ``expected`` matched no row."""
    found = await tx.fetch("SELECT version, status FROM matches WHERE id = ?", (match_id,))
    if not found:
        raise MatchNotFound(f"There is no match #{match_id}.")
    version, status = found[0]["version"], found[0]["status"]
    if status not in MATCH_STATUSES:
        raise MatchUnavailable(match_id, f"status is {status!r}")
    if version != expected:
        raise VersionConflict(match_id, expected, version)
    raise MatchClosed(f"Match #{match_id} is {status}: it takes no more moves or results.")


async def _select_match(tx: Transaction, match_id: int) -> Row:
    found = await tx.fetch(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
    if not found:
        raise MatchNotFound(f"There is no match #{match_id}.")
    return found[0]


async def _select_match_id(tx: Transaction, match_id: int) -> None:
    if not await tx.fetch("SELECT 1 FROM matches WHERE id = ?", (match_id,)):
        raise MatchNotFound(f"There is no match #{match_id}.")


async def _guarded(match_id: int, awaitable: Awaitable[Read]) -> Read:
    """Await a read of one match; damaged stored data makes that match unavailable."""
    try:
        return await awaitable
    except DataDamaged as exc:
        raise MatchUnavailable(match_id, f"the database cannot read it: {exc.problem}") from None


async def _store_secrets(
    tx: Transaction, match_id: int, secrets: Mapping[str, str | None] | None
) -> None:
    """Upsert ``secrets`` (a None value deletes its key); checked by _check_secrets before."""
    if not secrets:
        return
    upserts = [(match_id, k, v) for k, v in secrets.items() if v is not None]
    deletions = [(match_id, k) for k, v in secrets.items() if v is None]
    if upserts:
        await tx.executemany(
            "INSERT INTO secrets (match_id, key, value) VALUES (?, ?, ?) "
            "ON CONFLICT (match_id, key) DO UPDATE SET value = excluded.value",
            upserts,
        )
    if deletions:
        await tx.executemany("DELETE FROM secrets WHERE match_id = ? AND key = ?", deletions)


async def _clear_draw_offer(tx: Transaction, match_id: int) -> None:
    await tx.execute("DELETE FROM draw_offers WHERE match_id = ?", (match_id,))


def _check_secrets(secrets: Mapping[str, str | None] | None) -> None:
    """Refuse bad secrets before a transaction starts (a caller's bug, not a storage state)."""
    for key, value in (secrets or {}).items():
        _check_text(key, "a secret's key")
        if value is not None:
            _check_text(value, f"the secret {key!r}", allow_empty=True)


def _decode(row: Row, match_id: Any) -> Match:
    try:
        return match_from_row(row)
    except rows.RowError as exc:
        raise MatchUnavailable(match_id, str(exc)) from None


def _check_text(value: Any, what: str, *, allow_empty: bool = False) -> None:
    if not isinstance(value, str) or not (value or allow_empty):
        raise ValueError(f"{what} must be non-empty text, not {value!r}.")


def _now(now: float | None) -> float:
    return time.time() if now is None else float(now)


def _has_deadline(match: Match) -> bool:
    """Whether ``match`` is a running live game with a flag to fall: its write tells the
    other processes' flag timers with its commit (Database._tell_within), so that one killed
    the instant it commits still had them told."""
    return not match.status.is_over and match.clock is not None and match.clock.flag_at is not None
