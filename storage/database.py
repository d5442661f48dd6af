"""The database handle: an SQLite file (the embedded default) or a PostgreSQL database (for
several processes), behind one API.

    db = await Database.open("data/gamut.sqlite3")                  # SQLite
    db = await Database.open("postgresql://gamut:pw@db.example/gamut")  # PostgreSQL

The repositories (``db.matches`` ...) are written once against storage.backend's transactions;
which database they run on is decided here, by the form of the target, and nowhere else.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from os import PathLike
from types import TracebackType
from typing import Any

from storage import notify, postgres
from storage.backend import Backend, Transaction
from storage.bounds import Bounds
from storage.challenges import ChallengeRepository
from storage.draws import DrawRepository
from storage.errors import StorageError
from storage.languages import LanguageRepository
from storage.lessons import LessonRepository
from storage.matches import MatchRepository
from storage.models import Written
from storage.notify import MatchFeed
from storage.players import PlayerRepository
from storage.ratings import RatingRepository
from storage.reviews import ReviewRepository
from storage.settings import SettingsRepository
from storage.sqlite import SYNCHRONOUS, SqliteBackend
from storage.tournaments import TournamentRepository
from storage.web import WebRepository

log = logging.getLogger(__name__)

ANNOUNCE_GATHER_S = 0.02  # how long the writes of a moment gather into one NOTIFY
MAX_ANNOUNCED = 10_000  # the most match numbers one notification is read for
TOURNAMENT_MARK = "t"  # a notification's part naming a tournament, not a match: "t12"

DEFAULT_BUSY_TIMEOUT_MS = 5000


class Database:
    """An open Gamut database and its repositories (``matches``, ``challenges``, ``draws``,
    ``settings``, ``players``, ``languages``, ``lessons``, ``reviews``, ``tournaments`` ...).
    Create with :meth:`open`; close with :meth:`close` or ``async with``."""

    def __init__(self, backend: Backend, path: str) -> None:
        self._backend = backend
        self.path = path  # what was opened, as given (a URL keeps its password: to reopen it)
        self.location = backend.location  # the same for messages (a URL without password)
        self.backend = backend.dialect.name  # 'sqlite' | 'postgresql'
        self.matches = MatchRepository(self)
        self.challenges = ChallengeRepository(self)
        self.draws = DrawRepository(self)
        self.settings = SettingsRepository(self)
        self.players = PlayerRepository(self)
        self.languages = LanguageRepository(self)
        self.ratings = RatingRepository(self)
        self.lessons = LessonRepository(self)
        self.reviews = ReviewRepository(self)
        self.tournaments = TournamentRepository(self)
        self.web = WebRepository(self)
        # Word of each match written, after its commit (storage.notify).
        self.feed = MatchFeed()
        # Word of each tournament written (its entries, rounds, byes, withdrawals, end), after
        # its commit: this process's at once, the other processes' on PostgreSQL by the same
        # NOTIFY as the matches (a part ``t12``); a tournament page's stream listens here
        # besides for its games' matches, and polls as a backstop (a notification can be lost).
        self.tournament_feed = MatchFeed()
        self._unannounced: set[str] = set()  # the parts of the next NOTIFY: "12", "t3"
        self._announcer: asyncio.Task[None] | None = None
        # One LISTEN connection however many collaborators listen (the web companion, the
        # flag timer): each notification is handed to the feed once.
        self._listening = asyncio.Lock()
        self._listeners = 0
        self._stop_listening: Callable[[], Awaitable[None]] | None = None

    @classmethod
    async def open(
        cls,
        target: str | PathLike[str],
        *,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
        synchronous: str = "FULL",
        bounds: Bounds | None = None,
    ) -> Database:
        """Open, check and migrate the database ``target``: a ``postgresql://`` (or
        ``postgres://``) URL, or else the path of an SQLite file (created with its folders if
        needed).

        Raises only the storage package's own errors, each naming the database and what to
        do: DatabaseUnusable and its kinds (NotADatabase, DatabaseCorrupt, DatabaseReadOnly,
        DatabaseLocked, SchemaTooNew, which leaves the database untouched); see
        storage.preflight and storage.postgres.  ``busy_timeout_ms`` bounds every wait for a
        lock (and, on PostgreSQL, for a pooled connection); ``synchronous`` is SQLite's
        durability setting; ``bounds`` PostgreSQL's bounds on every other wait (storage.bounds;
        the defaults when None).
        """
        if synchronous.upper() not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}, not {synchronous!r}")
        backend: Backend
        if postgres.is_url(target):
            backend = await postgres.PostgresBackend.open(
                str(target), busy_timeout_ms=busy_timeout_ms, bounds=bounds
            )
        else:
            backend = await SqliteBackend.open(
                target, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous
            )
        return cls(backend, str(target))

    async def close(self) -> None:
        """Close the connections (waiting for running calls to finish); closing twice is fine."""
        if self._announcer is not None and not self._announcer.done():
            await asyncio.wait({self._announcer}, timeout=ANNOUNCE_GATHER_S * 100)
        await self._backend.close()

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def listen(self) -> Callable[[], Awaitable[None]]:
        """Pass the other processes' match changes on to :attr:`feed` (PostgreSQL's
        ``LISTEN``; SQLite has no other process: nothing to do); returns the call that stops
        listening.  Readers keep a poll as a backstop: a notification can be lost with its
        connection.

        Shared: every caller in this process (the web companion, each flag timer) is served
        by one listening connection, opened by the first and closed when the last stops, so
        a process whose front ends all listen still hears each notification once."""
        async with self._listening:
            if self._listeners == 0:
                self._stop_listening = await self._backend.listen(notify.CHANNEL, self._heard)
            self._listeners += 1
        stopped = False

        async def stop() -> None:
            nonlocal stopped
            async with self._listening:
                if stopped:
                    return
                stopped = True
                self._listeners -= 1
                if self._listeners == 0 and self._stop_listening is not None:
                    stop_backend, self._stop_listening = self._stop_listening, None
                    await stop_backend()

        return stop

    async def announce(
        self, match_id: int, written: Written | None = None, *, told_others: bool = False
    ) -> None:
        """Word that ``match_id`` changed, once its write has committed: this process's feed
        at once, and on PostgreSQL the other processes by ``NOTIFY``, sent by a task of its own
        for every match written meanwhile in one statement (``"12,40"``).  Neither inside the
        write nor one per write: a transaction that notifies takes PostgreSQL's one
        notification lock at its commit, and one per write queued every process's match
        writes behind each other (four racing processes ran past the statement bound).  A
        notification lost here is caught by the listeners' poll.  ``written``: the match as
        the write left it (and the move it logged), handed to this process's carriers
        (:meth:`MatchFeed.carry`) so they need not read it again; only a write whose returned
        row is the whole change gives it.  ``told_others``: the write notified them itself
        (:meth:`_tell_within`), only this process's feed is left."""
        self.feed.publish(match_id, written)
        if not told_others:
            self._tell_others(str(match_id))

    async def _tell_within(self, tx: Transaction, match_id: int) -> bool:
        """NOTIFY the other processes of ``match_id`` inside the write ``tx``, delivered with
        its commit or not at all; whether it did (PostgreSQL only).  For the one write they
        must hear of even if this process dies the instant it commits: a live match's new
        deadline, which a survivor's flag timer would otherwise learn of only at its poll.
        Such writes are a player's move each, a few a second, far from the racing writers
        that made :meth:`announce` gather; and no round trip is added: the statement rides in
        the transaction."""
        if self.backend != "postgresql":
            return False
        await tx.fetch("SELECT pg_notify(?, ?)", (notify.CHANNEL, str(match_id)))
        return True

    def announce_tournament(self, tournament_id: int) -> None:
        """Word that tournament ``tournament_id`` was written, once its write has committed:
        as :meth:`announce`, to :attr:`tournament_feed`, in the same gathered ``NOTIFY``."""
        self.tournament_feed.publish(tournament_id)
        self._tell_others(f"{TOURNAMENT_MARK}{tournament_id}")

    def _tell_others(self, part: str) -> None:
        if self.backend != "postgresql":
            return
        self._unannounced.add(part)
        if self._announcer is None or self._announcer.done():
            self._announcer = asyncio.get_running_loop().create_task(self._send_announcements())

    async def _send_announcements(self) -> None:
        while self._unannounced:
            await asyncio.sleep(ANNOUNCE_GATHER_S)  # let the writes of the moment join in
            parts, self._unannounced = sorted(self._unannounced), set()
            payload = ",".join(parts)
            try:
                async with self._write() as tx:
                    await tx.fetch("SELECT pg_notify(?, ?)", (notify.CHANNEL, payload))
            except StorageError as exc:
                log.info("%s changed, the other processes were not told: %s", payload, exc)

    def _heard(self, payload: str) -> None:
        for part in payload.split(",")[:MAX_ANNOUNCED]:
            feed = self.feed
            if part.startswith(TOURNAMENT_MARK):
                feed, part = self.tournament_feed, part[len(TOURNAMENT_MARK) :]
            number = MatchFeed.parse(part)
            if number is not None:
                feed.publish(number)

    def hold(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold the lock named ``key`` for the block against every process using this database
        (see Backend.hold): on PostgreSQL an advisory lock, on SQLite nothing (one process)."""
        return self._backend.hold(key)

    # ----- diagnostics ---------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._read() as tx:
            return await tx.dialect.read_version(tx)

    async def pragmas(self) -> dict[str, Any]:
        """The connection settings that matter for safety, for diagnostics and tests (SQLite:
        its pragmas; PostgreSQL: the server's settings and the pool size)."""
        return await self._backend.settings()

    async def integrity_check(self) -> list[str]:
        """``['ok']`` if the stored data is sound, else the problems (SQLite: integrity_check
        plus the foreign-key check; PostgreSQL: see PostgresBackend.integrity_check)."""
        return await self._backend.integrity_check()

    # ----- for the storage package only ----------------------------------------------------

    def _read(self) -> AbstractAsyncContextManager[Transaction]:
        """A transaction for statements that only read (each sees committed data)."""
        return self._backend.read()

    async def _any(self, sql: str, params: tuple[Any, ...]) -> bool:
        """Whether the read ``sql`` finds a row: what a sweep asks before its claiming UPDATE.
        Nearly every sweep finds nothing due, and the UPDATE would take the write lock all
        the same (on SQLite the whole database's), queueing the sweep behind a player's move,
        or the move behind the sweep, for nothing."""
        async with self._read() as tx:
            return bool(await tx.fetch(sql, params))

    def _write(self, lock: str | None = None) -> AbstractAsyncContextManager[Transaction]:
        """One write transaction: committed if the block ends normally, rolled back (nothing
        written) if it raises, even if the task is cancelled; ``lock``: see Backend.write."""
        return self._backend.write(lock)
