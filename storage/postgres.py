"""The PostgreSQL backend: a connection pool through asyncpg, for several Gamut processes
sharing one database.

Why it is safe with several processes: every write is a transaction on its own pooled
connection at READ COMMITTED; the repositories' optimistic version checks
(``UPDATE ... WHERE id = ? AND version = ?``) wait for a concurrent writer of the same row and
then see its result, and the few read-then-write steps that must not interleave (migrations,
a new challenge's duplicate check, a new player's id) hold an advisory lock around their
transaction (``write(lock=...)``, storage.dialect).  ``lock_timeout`` plays SQLite's busy
timeout: a transaction that waits longer for a lock fails with StorageBusy, and so does one
waiting for a free pooled connection.

Why every other wait has a bound too (storage.bounds): a frozen server or a connection whose
packets vanish answers nothing, and nothing but a bound ends that wait.  A call that gets no
answer in time fails with StorageUnavailable ("try again"); its connection is dropped, and so
is every idle one opened before it (they most likely lead to the same vanished server), so
the next calls open new ones; the lock session reconnects the same way.  A COMMIT whose answer
is lost is the one case where "nothing was written" may be false: the session that sent it is
ended on the server (so its outcome is final) and CommitUnknown tells the repository to find
out what happened.

Messages name the server by its URL without the password (:func:`redact`).
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import asyncpg.exceptions as pg

from games.phrase import Phrase
from storage import schema
from storage.backend import Backend, ConstraintViolated, DataDamaged, Transaction, busy
from storage.bounds import KEEPALIVE_PROBES, Bounds
from storage.dialect import POSTGRES
from storage.errors import (
    CommitUnknown,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    NotADatabase,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageFault,
    StorageUnavailable,
)
from storage.rows import Row

log = logging.getLogger(__name__)

SCHEMES = ("postgresql://", "postgres://")
POOL_MIN_SIZE = 1
POOL_MAX_SIZE = 10
# Waiting for a lock another process holds (Backend.hold): polled, first soon, then less often.
LOCK_POLL_FIRST_S = 0.001
LOCK_POLL_MAX_S = 0.02
CONNECT_TIMEOUT_S = 10.0
# After a lost COMMIT answer: how long the server may take to end the session that sent it,
# and how long to keep trying to ask it (a restarting server refuses connections for a moment).
FENCE_WAIT_MS = 2000
FENCE_TRIES_S = 3.0
FENCE_RETRY_PAUSE_S = 0.2

_BUSY = (pg.SerializationError, pg.DeadlockDetectedError, pg.LockNotAvailableError)
_DAMAGED = (pg.DataCorruptedError, pg.IndexCorruptedError)
_UNREACHABLE = (OSError, pg.CannotConnectNowError, pg.ConnectionFailureError)  # OSError: timeouts
# The connection itself failed (no answer in time, closed, reset): the session is gone or
# useless, and so, most likely, is every other one opened to the same server before it.
_LOST = (
    TimeoutError,
    OSError,
    pg.ConnectionDoesNotExistError,
    pg.AdminShutdownError,
    pg.CannotConnectNowError,
    pg.ConnectionFailureError,
    pg.InterfaceError,
)
_LOGIN = (pg.InvalidAuthorizationSpecificationError, pg.InvalidPasswordError)
# No right to create (or a search_path naming no schema the role may use), or a read-only
# standby.
_NO_WRITES = (
    pg.InsufficientPrivilegeError,
    pg.InvalidSchemaNameError,
    pg.ReadOnlySQLTransactionError,
)

POOL_FLOOR_MESSAGE = "Failed to restore the pool connection floor"  # asyncpg.pool's words


class OneLinePoolFloor(logging.Filter):
    """asyncpg's pool, while the server is away (a restart, a failover), logs every attempt
    to reopen its standing connection with a full traceback: a screenful per retry, hiding
    the operator's log.  This makes each attempt one line, the error's own words (its type
    and message, line breaks folded), at the same level; asyncpg still retries as before."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not str(record.msg).startswith(POOL_FLOOR_MESSAGE) or not record.exc_info:
            return True
        error = record.exc_info[1]
        said = " ".join(str(error).split()) or "no message"
        record.msg = "PostgreSQL pool: cannot reopen its standing connection (%s: %s); retrying"
        record.args = (type(error).__name__, said)
        record.exc_info = None
        record.exc_text = None
        return True


POOL_LOG = logging.getLogger("asyncpg.pool")
if not any(isinstance(f, OneLinePoolFloor) for f in POOL_LOG.filters):
    POOL_LOG.addFilter(OneLinePoolFloor())

# The remedies as phrases (storage.errors.DatabaseUnusable): ``{setting}`` is filled in last.
UNREACHABLE_REMEDY = Phrase.of(
    "startup-database-remedy-pg-unreachable",
    "Start the server, or correct the host, port or socket folder (host=...) in {setting}.",
    setting="{setting}",
)
NOT_GAMUT = Phrase.of(
    "startup-database-remedy-pg-not-gamut",
    "Point {setting} at an empty database for Gamut (createdb gamut) or at Gamut's own; "
    "nothing was changed.",
    setting="{setting}",
)


def _pg_said(message_id: str, english: str, reason: str) -> Phrase:
    """A fault met opening a PostgreSQL database: ``english`` (which ends in ``reason``, the
    server's or the driver's own words in brackets) as message ``message_id``."""
    return Phrase.of(message_id, english, reason=reason)


def _pg_remedy(message_id: str, english: str) -> Phrase:
    """A remedy naming ``{setting}``, as message ``message_id``."""
    return Phrase.of(message_id, english, setting="{setting}")


def is_url(target: object) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than an SQLite file."""
    return isinstance(target, str) and target.lower().startswith(SCHEMES)


async def _reset(conn: asyncpg.Connection) -> None:
    """Make a connection fit to lend again as it goes back to the pool.

    asyncpg's default reset sends a query on every release (unlock every advisory lock, close
    cursors, stop listening, reset settings): a round trip added to every storage call.  Gamut
    leaves no such state on a connection it hands back: it opens no cursors, listens to
    nothing, changes no setting after connecting, and ``write`` releases its advisory lock
    itself or ends the session when it cannot.  What may be left is a transaction a cancelled
    statement interrupted; only then is the full reset (which rolls it back) run.
    """
    if conn.is_in_transaction():
        await conn.reset()


def connection_lost(exc: BaseException) -> bool:
    """Whether ``exc`` (or the driver error a storage error was translated from) says the
    connection failed rather than the server refusing a statement."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, _LOST):
            return True
        seen = seen.__cause__
    return False


def keepalive_setup(bounds: Bounds) -> Callable[[asyncpg.Connection], Awaitable[None]]:
    """The pool's ``init`` for new connections: TCP keepalives and a user timeout on the
    client's socket (storage.bounds), so a connection to a vanished server dies on its own.

    asyncpg has no option for these; its transport's socket is where they go (a Unix socket,
    or a driver without that attribute, is left as it is).
    """
    idle, interval = bounds.keepalive_timings()

    async def setup(conn: asyncpg.Connection) -> None:
        transport = getattr(conn, "_transport", None)
        sock = transport.get_extra_info("socket") if transport is not None else None
        if not bounds.keepalive_s or sock is None:
            return
        if sock.family not in (socket.AF_INET, socket.AF_INET6):
            return
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in (
            ("TCP_KEEPIDLE", idle),
            ("TCP_KEEPINTVL", interval),
            ("TCP_KEEPCNT", KEEPALIVE_PROBES),
            ("TCP_USER_TIMEOUT", round(bounds.keepalive_s * 1000)),
        ):
            option = getattr(socket, name, None)  # Linux names; others keep their defaults
            if option is not None:
                sock.setsockopt(socket.IPPROTO_TCP, option, value)

    return setup


def _terminate(conn: asyncpg.Connection) -> None:
    """Close ``conn`` at once, without a goodbye a silent server would never answer (a pooled
    one already terminated is back in its pool, and that is fine)."""
    with suppress(pg.InterfaceError):
        conn.terminate()


def redact(url: str) -> str:
    """``url`` without its password (in the user part or a ``password=`` parameter), for
    messages and logs."""
    try:
        parts = urlsplit(url)
        netloc = parts.netloc
        if parts.password is not None:
            netloc = f"{parts.username or ''}@{netloc.rsplit('@', 1)[1]}"
        query = "&".join(
            pair for pair in parts.query.split("&") if not pair.lower().startswith("password=")
        )
        return urlunsplit(parts._replace(netloc=netloc, query=query))
    except ValueError:
        return url.split("://", 1)[0] + "://(a URL that cannot be read)"


class PostgresTransaction(Transaction):
    def __init__(self, backend: PostgresBackend, conn: asyncpg.Connection) -> None:
        super().__init__(backend)
        self._conn = conn

    async def _fetch(self, sql: str, params: tuple[Any, ...]) -> list[Row]:
        return list(await self._conn.fetch(sql, *params))

    async def _execute(self, sql: str, params: tuple[Any, ...]) -> None:
        await self._conn.execute(sql, *params)

    async def _executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if rows:
            await self._conn.executemany(sql, rows)


class PostgresBackend(Backend):
    """A PostgreSQL database.  Create with :meth:`open` (checked and migrated) or
    :meth:`connect`."""

    dialect = POSTGRES

    def __init__(
        self,
        pool: asyncpg.Pool,
        location: str,
        busy_timeout_ms: int,
        connect: Callable[[], Awaitable[asyncpg.Connection]] | None = None,
        bounds: Bounds | None = None,
    ) -> None:
        self._pool = pool
        self.bounds = bounds or Bounds()
        self._locks = _LockSession(self, connect or pool.acquire)
        self._busy_timeout_s = busy_timeout_ms / 1000
        self.location = location

    @classmethod
    async def connect(
        cls, url: str, *, busy_timeout_ms: int = 5000, bounds: Bounds | None = None
    ) -> PostgresBackend:
        """A pool on the database as it is: no checks, no migration (what tests use to stand
        for an older release or another program).  Raises asyncpg's and the OS's errors."""
        bounds = bounds or Bounds()
        server_settings = {
            "lock_timeout": f"{int(busy_timeout_ms)}ms",
            "application_name": "gamut",
            **bounds.server_settings(),
        }
        setup = keepalive_setup(bounds)
        pool = await asyncpg.create_pool(
            url,
            min_size=POOL_MIN_SIZE,
            max_size=POOL_MAX_SIZE,
            timeout=CONNECT_TIMEOUT_S,
            command_timeout=bounds.answer_s,
            server_settings=server_settings,
            reset=_reset,
            init=setup,
        )

        async def connect() -> asyncpg.Connection:
            conn = await asyncpg.connect(
                url,
                timeout=CONNECT_TIMEOUT_S,
                command_timeout=bounds.answer_s,
                server_settings=server_settings,
            )
            await setup(conn)
            return conn

        return cls(pool, redact(url), busy_timeout_ms, connect, bounds)

    @classmethod
    async def open(
        cls, url: str, *, busy_timeout_ms: int, bounds: Bounds | None = None
    ) -> PostgresBackend:
        """Connect, refuse a database that is not Gamut's or is newer than this code, migrate,
        and prove a write commits.  Raises only DatabaseUnusable and its kinds, each naming
        the URL (without its password) and what to do; SchemaTooNew leaves it untouched.

        The checks and migrations run on connections of their own without the statement
        bound: a migration may rewrite a large table, which the bot's own statements never
        do."""
        where = redact(url)
        bounds = bounds or Bounds()
        try:
            starting = await cls.connect(
                url, busy_timeout_ms=busy_timeout_ms, bounds=replace(bounds, statement_s=0)
            )
        except Exception as exc:
            raise classify(where, exc) from exc
        try:
            await starting._check_contents()
            await schema.migrate(starting)
            await schema.probe_write(starting)
            await starting.close()
            return await cls.connect(url, busy_timeout_ms=busy_timeout_ms, bounds=bounds)
        except BaseException as exc:
            starting._terminate()
            if not isinstance(exc, Exception):
                raise
            problem = classify(where, exc)
            if problem is exc:
                raise
            raise problem from exc

    async def _check_contents(self) -> None:
        """Refuse a database of a newer Gamut, or another program's, before writing to it.

        Under the migration lock: a process starting beside another that is creating the
        tables must not take them, half made, for another program's."""
        async with self.write(lock=schema.MIGRATION_LOCK) as tx:
            version = await self.dialect.read_version(tx)
            schema.refuse_if_too_new(version, schema.LATEST_VERSION)
            tables = await schema.foreign_tables(tx) if version == 0 else []
        if tables:
            shown = ", ".join(tables[:3]) + (" ..." if len(tables) > 3 else "")
            raise NotADatabase(
                self.location,
                Phrase.of(
                    "startup-database-pg-other-tables",
                    f"this database holds another program's tables ({shown}), not Gamut's",
                    tables=shown,
                ),
                NOT_GAMUT,
            )

    async def close(self) -> None:
        await self._locks.close()
        try:
            # A graceful close waits for each server to say goodbye; a silent one never does.
            await asyncio.wait_for(self._pool.close(), CONNECT_TIMEOUT_S)
        except TimeoutError:
            self._pool.terminate()

    def _terminate(self) -> None:
        """Close every connection at once (a failed start-up: nothing is running on them)."""
        self._pool.terminate()

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        """An advisory lock on ``key`` in this process's lock session (see _LockSession).

        Getting it and letting it go are shielded from cancellation: a task cancelled while
        waiting lets go of the lock as soon as the lock is got, and one cancelled in its block
        still lets go, so a cancellation never leaves a match locked for every process.
        """
        getting = asyncio.ensure_future(self._locks.acquire(key, self._busy_timeout_s))
        try:
            await asyncio.shield(getting)
        except asyncio.CancelledError:
            getting.add_done_callback(lambda done: self._locks.release_soon(key, done))
            raise
        try:
            yield
        finally:
            await asyncio.shield(self._locks.release(key))

    async def listen(
        self, channel: str, heard: Callable[[str], None]
    ) -> Callable[[], Awaitable[None]]:
        """``LISTEN`` on a connection of its own (held out of the pool until stopped), each
        notification's payload handed to ``heard``.  A connection that drops loses what was
        sent meanwhile: its listeners keep a poll as a backstop (storage.notify)."""
        with self.translating():
            conn = await self._pool.acquire(timeout=self._busy_timeout_s)

        def callback(connection: object, pid: int, name: str, payload: str) -> None:
            heard(payload)

        try:
            with self.translating():  # a LISTEN past its bound is StorageError like any call
                await conn.add_listener(channel, callback)
        except BaseException:
            await self._pool.release(conn)
            raise

        async def stop() -> None:
            try:
                await conn.remove_listener(channel, callback)
            except (asyncpg.PostgresError, OSError, asyncpg.InterfaceError):
                pass  # a lost connection listens no more anyway
            finally:
                await self._pool.release(conn)

        return stop

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A pooled connection; StorageUnavailable if none is free, or can be opened, within
        the busy timeout.  A connection that failed is dropped with every idle one opened
        before it (see the module docstring)."""
        with self.translating():
            try:
                conn = await self._pool.acquire(timeout=self._busy_timeout_s)
            except TimeoutError:  # before the OSError it also is
                raise StorageUnavailable(
                    f"no connection was free or could be opened within {self._busy_timeout_s:g} s"
                ) from None
        try:
            yield conn
        except BaseException as exc:
            if connection_lost(exc):
                await self._drop(conn)
            raise
        finally:
            # Shielded by asyncpg; resets the connection (rolling back anything left open, as
            # after a cancellation mid-statement) or discards it if it is broken.
            await self._pool.release(conn)

    async def _drop(self, conn: asyncpg.Connection) -> None:
        """Close ``conn`` at once (no goodbye the server may never answer) and have every
        idle connection replaced when next lent: they most likely lead where it did."""
        _terminate(conn)
        await self._expire_idle()
        self._locks.suspect()

    async def _expire_idle(self) -> None:
        await self._pool.expire_connections()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Transaction]:
        async with self._connection() as conn:
            with self.translating():
                yield PostgresTransaction(self, conn)

    @asynccontextmanager
    async def write(self, lock: str | None = None) -> AsyncIterator[Transaction]:
        async with self._connection() as conn:
            tx = PostgresTransaction(self, conn)
            if lock is not None:
                await tx.execute(self.dialect.lock_sql or "", (lock,))
            try:
                async with self._transaction(conn):
                    yield tx
            finally:
                if lock is not None:
                    try:
                        await tx.execute(self.dialect.unlock_sql or "", (lock,))
                    except BaseException as exc:
                        # A broken, busy or cancelled connection: ending its session is what
                        # surely drops the lock (the server releases a session's locks with
                        # it); the pool replaces the connection.
                        conn.terminate()
                        if not isinstance(exc, StorageError):
                            raise

    @asynccontextmanager
    async def _transaction(self, conn: asyncpg.Connection) -> AsyncIterator[None]:
        transaction = conn.transaction()
        with self.translating():
            await transaction.start()
        try:
            yield
        except BaseException as exc:
            if connection_lost(exc):
                # No ROLLBACK to wait for: the server rolls back a session that ends.
                _terminate(conn)
            else:
                # Fails only if the connection is mid-statement (a cancelled task) or broken;
                # releasing it then rolls back or closes it, so nothing is committed either way.
                with suppress(Exception):
                    await transaction.rollback()
            problem = self.translate(exc)
            if problem is None:
                raise
            raise problem from exc
        pid = conn.get_server_pid()  # asked now: a connection lost is no longer ours to ask
        try:
            await transaction.commit()
        except Exception as exc:
            if not connection_lost(exc):  # the server refused it: nothing was stored
                problem = self.translate(exc)
                if problem is None:
                    raise
                raise problem from exc
            final = await self._fence(conn, pid)
            raise CommitUnknown(
                _one_line(exc), final=bool(final), askable=final is not None
            ) from exc

    async def _fence(self, conn: asyncpg.Connection, pid: int) -> bool | None:
        """After a COMMIT whose answer was lost: end the server's session that received it, so
        that whatever it did is final before anyone looks (a COMMIT still in flight could
        otherwise land after a look found nothing).  True if that is sure now (the session is
        gone, or the server ended it within FENCE_WAIT_MS); False if the server answered but
        did not end it; None if the server could not be asked for FENCE_TRIES_S."""
        await self._drop(conn)
        loop = asyncio.get_running_loop()
        give_up = loop.time() + FENCE_TRIES_S
        while True:
            try:
                async with asyncio.timeout(max(0.0, give_up - loop.time())):
                    async with self._connection() as other:
                        found = await other.fetch(
                            "SELECT pg_terminate_backend(pid, $2) AS ended "
                            "FROM pg_stat_activity WHERE pid = $1",
                            pid,
                            FENCE_WAIT_MS,
                        )
                return not found or bool(found[0]["ended"])
            except (StorageError, *_LOST) as exc:
                if loop.time() + FENCE_RETRY_PAUSE_S >= give_up:
                    log.warning("cannot reach the server to settle a lost COMMIT: %s", exc)
                    return None
                await asyncio.sleep(FENCE_RETRY_PAUSE_S)
            except pg.PostgresError as exc:  # answered, but refused (no right to end it)
                log.warning("cannot end the session %s whose COMMIT went unanswered: %s", pid, exc)
                return False

    def translate(self, exc: BaseException) -> StorageError | None:
        """Serialisation failures, deadlocks and lock time-outs are StorageBusy; constraint
        violations ConstraintViolated; data corruption DataDamaged; any other server, driver
        or connection error a StorageFault."""
        if isinstance(exc, StorageError):
            return None
        if isinstance(exc, pg.IntegrityConstraintViolationError):
            return ConstraintViolated(_one_line(exc))
        if isinstance(exc, _DAMAGED):
            return DataDamaged(_one_line(exc))
        if isinstance(exc, _BUSY):
            return busy()
        if isinstance(exc, TimeoutError):  # before the OSError it also is
            return StorageUnavailable(f"no answer within {self.bounds.answer_s:g} s")
        if isinstance(exc, pg.QueryCanceledError):  # the server's statement_timeout
            return StorageUnavailable(f"a statement took over {self.bounds.statement_s:g} s")
        if isinstance(exc, pg.PostgresError | pg.InterfaceError | pg.InternalClientError | OSError):
            return StorageFault(_one_line(exc))
        return None

    async def integrity_check(self) -> list[str]:
        """PostgreSQL enforces every key and CHECK on each write, so what is left to check is
        that every table can be read through (a damaged page fails the scan) and that no
        constraint was added unchecked (``NOT VALID``)."""
        problems: list[str] = []
        async with self.read() as tx:
            for table, _, _ in schema.TABLES:
                try:
                    await tx.fetch(f"SELECT count(*) FROM {table}")
                except (DataDamaged, StorageFault) as exc:
                    problems.append(f"{table}: {exc.problem}")
            unchecked = await tx.fetch(
                "SELECT conrelid::regclass::text AS tab, conname FROM pg_constraint "
                "WHERE NOT convalidated AND connamespace = current_schema()::regnamespace "
                "ORDER BY 1, 2"
            )
        problems += [
            f"constraint {row['conname']} of {row['tab']} is not validated" for row in unchecked
        ]
        return problems or ["ok"]

    async def settings(self) -> dict[str, Any]:
        report: dict[str, Any] = {"pool_max_size": self._pool.get_max_size()}
        async with self.read() as tx:
            for name in (
                "server_version",
                "default_transaction_isolation",
                "synchronous_commit",
                "lock_timeout",
                "statement_timeout",
                "idle_in_transaction_session_timeout",
            ):
                (row,) = await tx.fetch(f"SHOW {name}")
                report[name] = row[0]
        return report


class _LockSession:
    """One database session per process that holds every cross-process lock the process
    holds (session advisory locks, taken with ``pg_try_advisory_lock``).

    Why one session and polling rather than a blocking ``pg_advisory_lock`` per holder: a
    blocking wait, and the lock itself, belong to a connection, and a lock is held for a whole
    operation (an AI search may think for seconds under it), so holders would each pin a
    connection and a busy process would run out of them; one session holds any number of
    locks.  Waiting for a lock held by another process, which only happens when two
    processes race on one match, polls at a few milliseconds.  If the session's connection
    dies, the server lets go of its locks and the next call reconnects: the holders of that
    moment lose their mutual exclusion, and the version check on every write still refuses
    a stale write.  A process that dies lets go of every lock the same way.

    Every statement on the session is bounded like any other (storage.bounds), and so is the
    whole wait for a lock: a session that does not answer in time is dropped (which, once the
    server notices, lets go of its locks) and the next call opens a new one.
    """

    def __init__(
        self, backend: PostgresBackend, connect: Callable[[], Awaitable[asyncpg.Connection]]
    ) -> None:
        self._backend = backend
        self._connect = connect
        self._conn: asyncpg.Connection | None = None
        self._turn = asyncio.Lock()  # one statement at a time on the connection
        self._closed = False
        self._release_tasks: set[asyncio.Task[None]] = set()
        self._holders = 0  # holds between a granted acquire and its release
        dialect = backend.dialect
        self._try_sql = dialect.sql(
            (dialect.lock_sql or "").replace("pg_advisory_lock", "pg_try_advisory_lock")
        )
        self._unlock_sql = dialect.sql(dialect.unlock_sql or "")

    async def _ask(self, sql: str, key: str) -> bool:
        async with self._turn:
            with self._backend.translating():
                if self._closed:
                    raise StorageFault("the database connection is closed")
                if self._conn is None or self._conn.is_closed():
                    self._conn = await self._connect()
                conn = self._conn
                try:
                    return bool(await conn.fetchval(sql, key))
                except BaseException as exc:
                    if connection_lost(exc) or isinstance(exc, asyncio.CancelledError):
                        # Unanswered, or interrupted mid-statement: the session is useless,
                        # and the pool's idle connections most likely lead where it did.
                        conn.terminate()
                        self._conn = None
                        await self._backend._expire_idle()
                    raise

    def suspect(self) -> None:
        """A pooled connection to the same server failed: if no lock is held here, end the
        session now rather than let the next request find it dead the slow way (a lock that
        is held keeps it: letting go of it would drop the holder's exclusion)."""
        if self._holders == 0 and self._conn is not None and not self._turn.locked():
            self._conn.terminate()
            self._conn = None

    async def acquire(self, key: str, timeout_s: float) -> None:
        """Take the lock on ``key``; StorageBusy if another process keeps it ``timeout_s``,
        StorageUnavailable if the session cannot be had or asked within that plus the time
        one answer may take."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + timeout_s
        pause = LOCK_POLL_FIRST_S
        bound = timeout_s + (self._backend.bounds.answer_s or CONNECT_TIMEOUT_S)
        try:
            async with asyncio.timeout(bound):
                while not await self._ask(self._try_sql, key):
                    if loop.time() + pause > give_up:
                        raise busy()
                    await asyncio.sleep(pause)
                    pause = min(pause * 2, LOCK_POLL_MAX_S)
                self._holders += 1
        except TimeoutError:
            raise StorageUnavailable(
                f"the lock session did not answer within {bound:g} s"
            ) from None

    async def release(self, key: str) -> None:
        """Let go of ``key`` (nothing if the session was lost meanwhile: so was the lock)."""
        self._holders -= 1
        if self._conn is None or self._conn.is_closed():
            return
        with suppress(StorageError):
            await self._ask(self._unlock_sql, key)

    def release_soon(self, key: str, getting: asyncio.Future[None]) -> None:
        """After a cancelled wait for ``key``: let go of it if the wait got it after all."""
        if getting.cancelled() or getting.exception() is not None:
            return
        task = asyncio.ensure_future(self.release(key))
        self._release_tasks.add(task)
        task.add_done_callback(self._release_tasks.discard)

    async def close(self) -> None:
        async with self._turn:
            self._closed = True
            if self._conn is not None and not self._conn.is_closed():
                with suppress(Exception):
                    await self._conn.close(timeout=CONNECT_TIMEOUT_S)


def classify(where: str, exc: BaseException) -> StorageError:
    """The DatabaseUnusable that explains ``exc``, met while opening the database ``where``."""
    if isinstance(exc, SchemaTooNew):
        return exc if exc.path == where else SchemaTooNew(exc.current, exc.known, where)
    if isinstance(exc, DatabaseUnusable):
        return exc
    if isinstance(exc, StorageUnavailable):  # silence, not a lock: explain what was met
        if exc.__cause__ is None:
            return DatabaseUnusable(
                where,
                _pg_said(
                    "startup-database-pg-no-answer",
                    f"the PostgreSQL server did not answer ({exc.problem})",
                    exc.problem,
                ),
                UNREACHABLE_REMEDY,
            )
        exc = exc.__cause__
    if isinstance(exc, StorageBusy):
        return DatabaseLocked(
            where,
            Phrase.of(
                "startup-database-pg-locked",
                "another connection held a lock Gamut needs for the whole busy timeout (another "
                "Gamut process migrating the database, or a long transaction)",
            ),
            Phrase.of("startup-database-remedy-wait", "Wait for it to finish, then start again."),
        )
    if isinstance(exc, StorageFault) and exc.__cause__ is not None:
        exc = exc.__cause__  # the backend's translation: explain what the server said
    said = _one_line(exc)
    if isinstance(exc, pg.InvalidCatalogNameError):
        return DatabaseUnusable(
            where,
            _pg_said(
                "startup-database-pg-missing",
                f"the database does not exist (PostgreSQL: {said})",
                said,
            ),
            _pg_remedy(
                "startup-database-remedy-pg-create",
                "Create it (createdb NAME as a PostgreSQL superuser), or correct {setting}.",
            ),
        )
    if isinstance(exc, _LOGIN):
        return DatabaseUnusable(
            where,
            _pg_said(
                "startup-database-pg-login",
                f"the server refused the login (PostgreSQL: {said})",
                said,
            ),
            _pg_remedy(
                "startup-database-remedy-pg-login",
                "Check the user and password in {setting}, and the server's pg_hba.conf.",
            ),
        )
    if isinstance(exc, _NO_WRITES):
        return DatabaseReadOnly(
            where,
            _pg_said(
                "startup-database-pg-no-writes",
                f"this login cannot create or change Gamut's tables (PostgreSQL: {said})",
                said,
            ),
            _pg_remedy(
                "startup-database-remedy-pg-owner",
                "Give the role ownership of the database (or connect to the primary, not a "
                "read-only standby), or point {setting} at one it may write.",
            ),
        )
    if isinstance(exc, _UNREACHABLE):
        return DatabaseUnusable(
            where,
            _pg_said(
                "startup-database-pg-unreachable",
                f"the PostgreSQL server cannot be reached ({said})",
                said,
            ),
            UNREACHABLE_REMEDY,
        )
    if isinstance(exc, ValueError | pg.ClientConfigurationError):
        return DatabaseUnusable(
            where,
            _pg_said(
                "startup-database-pg-bad-url",
                f"this is not a PostgreSQL URL that can be used ({said})",
                said,
            ),
            _pg_remedy(
                "startup-database-remedy-pg-url",
                "Write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE in {setting}.",
            ),
        )
    return DatabaseUnusable(
        where,
        _pg_said("startup-database-pg-cannot", f"PostgreSQL cannot use it ({said})", said),
        _pg_remedy("startup-database-remedy-check", "Check {setting}."),
    )


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__
