"""A throwaway PostgreSQL server for the tests: started in a temporary folder, reached through
a Unix socket in that folder (and, with ``tcp=True``, on 127.0.0.1 too), deleted with
everything in it when stopped.

Why a server of its own: the tests create and drop databases freely and must never touch a
server someone cares about; a private cluster with ``-A trust`` on a socket that only this
machine's users can reach needs no password and no free TCP port.  ``fsync`` is off because
nothing in it has to survive the test session (durability is SQLite's crash tests' subject).

initdb and postgres refuse to run as root, so as root every server command runs as the
``postgres`` system user (``runuser -u postgres --``) in a folder that user owns.

    server = PostgresServer.start()
    url = server.create_schema()     # a fresh, empty schema: ~1 ms
    url = server.create_database()   # a fresh, empty database: ~200 ms
    ...
    server.drop(url)
    server.stop()

A test usually gets a schema of its own in one shared database (its URL says
``search_path=...``, which asyncpg passes to the server): as isolated as a database for
everything Gamut does, and two hundred times faster to make than CREATE DATABASE here.
``PreparedSchemas`` goes further for the tests that want Gamut's schema ready (the ``db``
fixtures): each is migrated once, then emptied and lent to the next test.

``tcp=True`` is for the network-fault tests, which put a relay of their own between Gamut and
the server (tests/pg_relay.py): a TCP port on the loopback address only, trusted like the
socket; ``frozen()`` stops the whole server (SIGSTOP) for a block, as a failover pauses one.

``python -m tests.pg_server`` starts one, prints its URL, and stops it on Enter (for poking at
it by hand).
"""

from __future__ import annotations

import asyncio
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import asyncpg

SUPERUSER = "gamut"
SHARED_DATABASE = "gamut_tests"  # holds the per-test schemas
SERVER_USER = "postgres"  # the system user that runs the server when we are root
START_TIMEOUT_S = 60
_T = TypeVar("_T")


class ServerUnavailable(RuntimeError):
    """No PostgreSQL server can be started here; the message says why."""


def find_bin_dir() -> Path:
    """The folder with initdb and pg_ctl: from PATH, else the newest /usr/lib/postgresql/N."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    candidates = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
    )
    if not candidates:
        raise ServerUnavailable(
            "initdb is not installed (apt-get install postgresql, or put its bin folder on PATH)"
        )
    return candidates[-1].parent


def _run_as() -> list[str]:
    """The command prefix that runs a server program as a non-root user."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise ServerUnavailable(
            f"running as root needs a '{SERVER_USER}' system user to run the server as"
        ) from None
    runuser = shutil.which("runuser")
    if runuser is None:
        raise ServerUnavailable("running as root needs runuser to drop to the postgres user")
    return [runuser, "-u", SERVER_USER, "--"]


def run_sync(make: Callable[[], Awaitable[_T]]) -> _T:
    """Run a coroutine to completion on a private event loop in a private thread, so that it
    works whether or not the caller's thread is inside a running loop (pytest fixtures)."""
    box: dict[str, _T | BaseException] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(make())  # type: ignore[arg-type]
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc

    thread = threading.Thread(target=target, name="pg-admin")
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]


@dataclass
class PostgresServer:
    """A running throwaway server; ``stop`` ends it and deletes its folder."""

    folder: Path
    bin_dir: Path
    prefix: list[str]
    port: int | None = None  # the TCP port on 127.0.0.1, when started with tcp=True
    _counter: int = field(default=0)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def socket_dir(self) -> Path:
        return self.folder

    def url(self, database: str = "postgres") -> str:
        """The URL of ``database`` on this server (the socket folder in ``host=``; the socket
        is named after the port, so that goes too when it is not the default)."""
        port = f"&port={self.port}" if self.port else ""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket_dir}{port}"

    def tcp_url(self, url: str, port: int | None = None) -> str:
        """``url`` (of this server) reached over TCP on 127.0.0.1 at ``port`` (the server's
        own, or a relay's), without SSL (a relay reads the protocol)."""
        base, _, query = url.partition("?")
        database = base.rsplit("/", 1)[1]
        params = [p for p in query.split("&") if p and not p.startswith(("host=", "port="))]
        port = port or self.port
        return f"postgresql://{SUPERUSER}@127.0.0.1:{port}/{database}?" + "&".join(
            [*params, "sslmode=disable"]
        )

    @classmethod
    def start(cls, *, durable: bool = False, tcp: bool = False) -> PostgresServer:
        """initdb a new cluster in a temporary folder and start it; ServerUnavailable if not
        possible (no binaries, no user to run it as, initdb or start-up failing).

        ``durable``: keep PostgreSQL's own durability settings (fsync, synchronous commit),
        for measuring what a committed move costs (benchmarks/scale.py); tests leave it off.
        ``tcp``: listen on a free port of 127.0.0.1 as well (see the module docstring)."""
        bin_dir = find_bin_dir()
        prefix = _run_as()
        folder = Path(tempfile.mkdtemp(prefix="gamut-pg-"))
        server = cls(folder, bin_dir, prefix, _free_port() if tcp else None)
        try:
            if prefix:
                shutil.chown(folder, SERVER_USER, SERVER_USER)
            server._program(
                "initdb",
                "-D",
                str(server.data_dir),
                "-U",
                SUPERUSER,
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            )
            unsafe = ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
            options = " ".join(
                [
                    f"-k {folder}",
                    "-c listen_addresses=127.0.0.1" if tcp else "-c listen_addresses=''",
                    *([f"-p {server.port}"] if tcp else []),
                    *([] if durable else unsafe),
                    "-c max_connections=300",
                ]
            )
            server._program(
                "pg_ctl",
                "-D",
                str(server.data_dir),
                "-l",
                str(folder / "server.log"),
                "-w",
                "-t",
                str(START_TIMEOUT_S),
                "-o",
                options,
                "start",
            )
            server.admin(f'CREATE DATABASE "{SHARED_DATABASE}"')
        except ServerUnavailable:
            server.stop()
            raise
        except Exception as exc:
            server.stop()
            raise ServerUnavailable(f"the server started but refused a database: {exc}") from exc
        return server

    @property
    def data_dir(self) -> Path:
        return self.folder / "data"

    def stop(self) -> None:
        """Stop the server (immediately: nothing in it is kept) and delete its folder."""
        try:
            if (self.data_dir / "postmaster.pid").exists():
                self._program("pg_ctl", "-D", str(self.data_dir), "-m", "immediate", "-w", "stop")
        finally:
            self._remove()

    def server_pids(self) -> list[int]:
        """The postmaster and every process it started (backends, background workers)."""
        postmaster = int((self.data_dir / "postmaster.pid").read_text().split()[0])
        children = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:  # the process ended meanwhile
                continue
            if int(fields[1]) == postmaster:
                children.append(int(stat.parent.name))
        return [postmaster, *children]

    @contextmanager
    def frozen(self) -> Iterator[None]:
        """The whole server stopped (SIGSTOP) for the block, as a failover pauses it: nothing
        answers, not even a new connection.  Always continued (SIGCONT) at the end."""
        pids = self.server_pids()
        try:
            for pid in pids:
                os.kill(pid, signal.SIGSTOP)
            yield
        finally:
            for pid in pids:
                with suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)

    def create_database(self) -> str:
        """A new empty database; its URL."""
        name = self._new_name("gamut")
        self.admin(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def create_schema(self) -> str:
        """A new empty schema in the shared test database; a URL that works in it alone."""
        name = self._new_name("s")
        self.admin(f'CREATE SCHEMA "{name}"', SHARED_DATABASE)
        return f"{self.url(SHARED_DATABASE)}&search_path={name}"

    def drop(self, url: str) -> None:
        """Drop the schema or database of ``url`` (made here), closing its connections."""
        schema = _schema_of(url)
        if schema is not None:
            self.admin(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE', SHARED_DATABASE)
        else:
            database = url.partition("?")[0].rsplit("/", 1)[1]
            self.admin(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')

    def connect_and(self, work: Callable[[asyncpg.Connection], Awaitable[_T]], database: str) -> _T:
        """``work`` on one superuser connection to ``database`` (a private loop and thread, as
        ``admin``), its answer."""

        async def run() -> _T:
            conn = await asyncpg.connect(self.url(database))
            try:
                return await work(conn)
            finally:
                await conn.close()

        return run_sync(run)

    def _new_name(self, prefix: str) -> str:
        with self._lock:
            self._counter += 1
            return f"{prefix}_{os.getpid()}_{self._counter}"

    def admin(self, statement: str, database: str = "postgres") -> None:
        """Run one statement as the superuser."""

        async def run() -> None:
            conn = await asyncpg.connect(self.url(database))
            try:
                await conn.execute(statement)
            finally:
                await conn.close()

        run_sync(run)

    def _program(self, name: str, *args: str) -> None:
        done = subprocess.run(
            [*self.prefix, str(self.bin_dir / name), *args],
            cwd=self.folder,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT_S + 30,
        )
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ServerUnavailable(
                f"{name} failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}"
                + (f"\n{tail}" if tail else "")
            )

    def _remove(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


# What a schema holds besides its rows, one line a thing: a schema lent again must describe
# itself exactly as when it was first prepared (its relations, columns with their types,
# defaults and identities, constraints, indexes, functions and triggers).
_CATALOG = """
SELECT 'relation ' || relname || ' ' || relkind::text FROM pg_class
WHERE relnamespace = to_regnamespace($1)
UNION ALL
SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
    || ' ' || a.attnotnull::text || ' ' || a.attidentity::text || ' '
    || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
WHERE c.relnamespace = to_regnamespace($1) AND a.attnum > 0 AND NOT a.attisdropped
UNION ALL
SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
WHERE connamespace = to_regnamespace($1)
UNION ALL
SELECT 'index ' || pg_get_indexdef(i.indexrelid) FROM pg_index i
JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = to_regnamespace($1)
UNION ALL
SELECT 'function ' || oid::regprocedure::text FROM pg_proc WHERE pronamespace = to_regnamespace($1)
UNION ALL
SELECT 'trigger ' || t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
WHERE c.relnamespace = to_regnamespace($1)
"""
# A test that left a connection holding a table's lock must not hang the next one: the schema
# is then given up instead of emptied.
_EMPTYING_LOCK_TIMEOUT = "5s"


class PreparedSchemas:
    """Schemas of the shared test database holding what ``prepare`` made in an empty one and
    no rows, lent to one test at a time and emptied for the next.

    Making Gamut's schema was most of what a PostgreSQL test cost (about 0.6 s of migrations),
    so each schema is prepared once and lent again and again: given back, its tables are
    emptied and its sequences restarted (numbering starts again at 1), except ``keep`` (the
    migrations' own bookkeeping, checked unchanged instead).  A schema comes back as it was
    prepared or not at all: when its catalog (every relation, column, constraint, index,
    function and trigger) or a kept table differs, or its tables cannot be emptied (a lock a
    test left behind), it is dropped and the next test gets a newly prepared one."""

    def __init__(
        self,
        server: PostgresServer,
        prepare: Callable[[str], Awaitable[object]],
        keep: tuple[str, ...] = (),
    ) -> None:
        self.server = server
        self._prepare = prepare
        self._keep = keep
        self._idle: list[str] = []
        self._made: dict[str, tuple[object, ...]] = {}  # url: its catalog and kept rows
        self.prepared = 0  # how many were prepared (the rest of the lendings were reuses)

    def lend(self) -> str:
        """A schema as ``prepare`` leaves an empty one, for one test."""
        if self._idle:
            return self._idle.pop()
        url = self.server.create_schema()
        run_sync(lambda: self._prepare(url))
        self._made[url] = self._describe(url)
        self.prepared += 1
        return url

    def give_back(self, url: str) -> None:
        """Empty the schema for the next test, or drop it if it is not as prepared."""
        if self._describe(url, empty=True) == self._made[url]:
            self._idle.append(url)
            return
        del self._made[url]
        with suppress(Exception):  # a lock still held: the server is deleted at the end anyway
            self.server.connect_and(lambda conn: _drop_schema(conn, url), SHARED_DATABASE)

    def _describe(self, url: str, *, empty: bool = False) -> tuple[object, ...]:
        """The schema's catalog and kept rows (after emptying the other tables, with
        ``empty``); None in place of them if the tables could not be emptied."""
        schema = _schema_of(url)
        assert schema is not None, url

        async def describe(conn: asyncpg.Connection) -> tuple[object, ...]:
            if empty:
                try:
                    await _empty(conn, schema, self._keep)
                except asyncpg.PostgresError:
                    return (None,)
            catalog = sorted(row[0] for row in await conn.fetch(_CATALOG, schema))
            kept = [
                sorted(map(tuple, await conn.fetch(f'SELECT * FROM "{schema}"."{table}"')))
                for table in self._keep
            ]
            return (catalog, *kept)

        return self.server.connect_and(describe, SHARED_DATABASE)


def _schema_of(url: str) -> str | None:
    """The schema a URL of this server names (``create_schema``), None for a database's."""
    query = url.partition("?")[2]
    return dict(pair.split("=", 1) for pair in query.split("&") if pair).get("search_path")


async def _empty(conn: asyncpg.Connection, schema: str, keep: tuple[str, ...]) -> None:
    """Delete every row of ``schema``'s tables but ``keep``'s and restart its sequences (the
    identity columns' numbering), in one transaction under a lock timeout.

    DELETE rather than TRUNCATE: a test's few rows go in well under a millisecond, where
    TRUNCATE makes every table and index anew (about 60 ms for Gamut's).  The foreign keys'
    triggers are off for it (``session_replication_role``), so the order does not matter."""
    tables = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = $1", schema)
    sequences = await conn.fetch(
        "SELECT oid::regclass::text FROM pg_class WHERE relkind = 'S' "
        "AND relnamespace = to_regnamespace($1)",
        schema,
    )
    async with conn.transaction():
        await conn.execute(f"SET LOCAL lock_timeout = '{_EMPTYING_LOCK_TIMEOUT}'")
        await conn.execute("SET LOCAL session_replication_role = replica")
        for (table,) in tables:
            if table not in keep:
                await conn.execute(f'DELETE FROM "{schema}"."{table}"')
        for (sequence,) in sequences:
            await conn.execute("SELECT setval($1::regclass, 1, false)", sequence)


async def _drop_schema(conn: asyncpg.Connection, url: str) -> None:
    async with conn.transaction():
        await conn.execute(f"SET LOCAL lock_timeout = '{_EMPTYING_LOCK_TIMEOUT}'")
        await conn.execute(f'DROP SCHEMA IF EXISTS "{_schema_of(url)}" CASCADE')


def _free_port() -> int:
    """A TCP port of 127.0.0.1 nobody listens on (as the kernel picks one)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server() -> Iterator[PostgresServer]:
    """A server for the length of the block, stopped and deleted even if the block fails."""
    server = PostgresServer.start()
    try:
        yield server
    finally:
        server.stop()


if __name__ == "__main__":
    with running_server() as running:
        print(running.create_schema(), flush=True)
        input("Press Enter to stop the server. ")
