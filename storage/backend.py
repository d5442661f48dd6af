"""What the repositories see of a database, whichever it is: a backend hands out read and
write transactions, and a transaction runs SQL written once with ``?`` placeholders.

Why this seam: the repositories hold the rules (versions, one acceptance per challenge, the
move log) and must not be written twice; only connections, transactions and errors differ
between SQLite (storage.sqlite) and PostgreSQL (storage.postgres), and SQL text differs in
the few ways storage.dialect lists.

Errors leave a backend already translated into the storage family: a lock or serialisation
failure is StorageBusy ("try again"), anything else the database refuses a StorageFault for
the operator.  Two kinds are told apart because a repository can explain them in its own
terms: :class:`ConstraintViolated` (a key or CHECK refused a write, e.g. a move log that does
not fit its counter) and :class:`DataDamaged` (stored data the database cannot read).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, contextmanager
from typing import Any

from storage.dialect import Dialect
from storage.errors import StorageBusy, StorageError, StorageFault
from storage.rows import Row

BUSY_MESSAGE = (
    "The database stayed locked by another connection for longer than the busy timeout; "
    "nothing was written. Try again in a moment."
)


class ConstraintViolated(StorageFault):
    """A statement broke a key, foreign key or CHECK constraint; the transaction is lost."""


class DataDamaged(StorageFault):
    """The database cannot read stored data (a damaged page or index)."""


def busy() -> StorageBusy:
    return StorageBusy(BUSY_MESSAGE)


class Transaction(ABC):
    """One unit of work on one connection: statements in a write transaction commit together
    when the block that got it ends normally, and none of them if it raises."""

    def __init__(self, backend: Backend) -> None:
        self._backend = backend

    @property
    def dialect(self) -> Dialect:
        return self._backend.dialect

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one statement and return its rows (e.g. of a SELECT or ... RETURNING)."""
        with self._backend.translating():
            return await self._fetch(self.dialect.sql(sql), tuple(params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Run one statement whose rows, if any, nobody needs."""
        with self._backend.translating():
            await self._execute(self.dialect.sql(sql), tuple(params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        with self._backend.translating():
            await self._executemany(self.dialect.sql(sql), [tuple(row) for row in rows])

    @abstractmethod
    async def _fetch(self, sql: str, params: tuple[Any, ...]) -> list[Row]: ...

    @abstractmethod
    async def _execute(self, sql: str, params: tuple[Any, ...]) -> None: ...

    @abstractmethod
    async def _executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None: ...


class Backend(ABC):
    """An open database of one kind.  ``location`` names it in messages (a path, or a URL
    without its password)."""

    dialect: Dialect
    location: str

    @abstractmethod
    def read(self) -> AbstractAsyncContextManager[Transaction]:
        """A transaction for statements that only read; each sees committed data."""

    @abstractmethod
    def write(self, lock: str | None = None) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: committed if the block ends normally, rolled back (nothing
        written) if it raises, even if the task is cancelled.

        ``lock``: a key; the transaction waits for, and then holds off, every other write
        transaction with the same key, in any process (for a read-then-write that must not
        interleave with another doing the same, where no row exists yet to lock).
        """

    @abstractmethod
    def hold(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold the lock named ``key`` for the block, against every other process holding the
        same key on this database (the service's per-match lock, across bot processes).  No
        transaction is open meanwhile, so the block may use the database freely.  Waits at
        most the busy timeout (then StorageBusy); a process that dies lets go of its locks.
        """

    async def listen(
        self, channel: str, heard: Callable[[str], None]
    ) -> Callable[[], Awaitable[None]]:
        """Call ``heard(payload)`` for each notification other processes send on
        ``channel`` (storage.notify); returns the call that stops.  A database one process
        uses alone (SQLite) has nobody to hear from: nothing is set up."""

        async def stop() -> None:
            return None

        return stop

    @abstractmethod
    async def close(self) -> None:
        """Close every connection (waiting for running work); closing twice is fine."""

    @abstractmethod
    def translate(self, exc: BaseException) -> StorageError | None:
        """The storage error for a raw error of this backend's driver; None for anything else
        (including errors that already are storage errors)."""

    @abstractmethod
    async def integrity_check(self) -> list[str]:
        """``['ok']``, or the problems found in the stored data."""

    @abstractmethod
    async def settings(self) -> dict[str, Any]:
        """The connection settings that matter for safety, for diagnostics and tests."""

    @contextmanager
    def translating(self) -> Iterator[None]:
        """Raise the translation of a driver error met in the block (chained to it)."""
        try:
            yield
        except Exception as exc:
            problem = self.translate(exc)
            if problem is None:
                raise
            raise problem from exc
