"""The schema, as numbered migrations written once for SQLite and PostgreSQL, and the one
runner that applies them on either.

The database records how many migrations it has had (SQLite: ``PRAGMA user_version``;
PostgreSQL: the ``schema_version`` table; see storage.dialect).  Opening a database applies the
missing ones in order, each in its own transaction together with the new version, so a crash
mid-upgrade leaves it at the last complete version, never half-migrated.  A database with a
higher version than this code knows was written by a newer Gamut and is refused rather than
guessed at.

The statements use a few type tokens (``{id}``, ``{int}``, ``{real}``, ``{json:COLUMN}``,
``{without_rowid}``) that storage.dialect renders per database; for SQLite they render to the
exact text earlier releases ran.  Migrations are append-only: never edit one that has shipped;
add the next number instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from storage.errors import SchemaTooNew

if TYPE_CHECKING:
    from storage.backend import Backend, Transaction

MIGRATION_LOCK = "gamut:migrations"

# Migration N (1-based) is MIGRATIONS[N - 1]: a sequence of single statements (not a script:
# executescript would commit on its own and break the one-transaction-per-migration rule).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the core tables.
    (
        """
        CREATE TABLE matches (
            id           {id},
            game_id      TEXT    NOT NULL,
            options      TEXT    NOT NULL DEFAULT '{}' {json:options},
            guild_id     {int},
            channel_id   {int},
            thread_id    {int},
            white_id     {int} NOT NULL,
            black_id     {int} NOT NULL,
            status       TEXT    NOT NULL
                         CHECK (status IN ('setup', 'active', 'finished', 'archived')),
            position     TEXT    NOT NULL,
            to_move_id   {int},
            ply          {int} NOT NULL DEFAULT 0 CHECK (ply >= 0),
            version      {int} NOT NULL DEFAULT 1 CHECK (version >= 1),
            meta         TEXT    NOT NULL DEFAULT '{}' {json:meta},
            winner       TEXT    CHECK (winner IN ('white', 'black')),
            reason       TEXT,
            created_at   {real}    NOT NULL,
            updated_at   {real}    NOT NULL,
            last_move_at {real}    NOT NULL
        )
        """,
        "CREATE INDEX matches_by_white ON matches (white_id, status)",
        "CREATE INDEX matches_by_black ON matches (black_id, status)",
        "CREATE INDEX matches_by_to_move ON matches (to_move_id, status)",
        """
        CREATE TABLE moves (
            match_id   {int} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            ply        {int} NOT NULL CHECK (ply >= 1),
            side       TEXT    NOT NULL CHECK (side IN ('white', 'black')),
            text       TEXT    NOT NULL,
            created_at {real}    NOT NULL,
            PRIMARY KEY (match_id, ply)
        ) {without_rowid}
        """,
        # Hidden information, apart from everything public so that no query that serves the
        # public can pick it up by accident (Stealth King squares, commitment salts, the full
        # position string of a game whose public one hides pieces).
        """
        CREATE TABLE secrets (
            match_id {int} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            key      TEXT    NOT NULL,
            value    TEXT    NOT NULL,
            PRIMARY KEY (match_id, key)
        ) {without_rowid}
        """,
        # The real text of moves logged with a public redaction (a Stealth King's "king b2").
        """
        CREATE TABLE secret_moves (
            match_id {int} NOT NULL,
            ply      {int} NOT NULL,
            text     TEXT    NOT NULL,
            PRIMARY KEY (match_id, ply),
            FOREIGN KEY (match_id, ply) REFERENCES moves (match_id, ply) ON DELETE CASCADE
        ) {without_rowid}
        """,
        """
        CREATE TABLE challenges (
            id            {id},
            challenger_id {int} NOT NULL,
            target_id     {int},
            game_id       TEXT    NOT NULL,
            options       TEXT    NOT NULL DEFAULT '{}' {json:options},
            colour        TEXT    NOT NULL CHECK (colour IN ('white', 'black', 'random')),
            guild_id      {int},
            channel_id    {int},
            message_id    {int},
            status        TEXT    NOT NULL DEFAULT 'open'
                          CHECK (status IN ('open', 'accepted', 'declined', 'cancelled',
                                            'expired')),
            created_at    {real}    NOT NULL,
            expires_at    {real}    NOT NULL,
            resolved_at   {real},
            match_id      {int} REFERENCES matches (id) ON DELETE SET NULL
        )
        """,
        "CREATE INDEX challenges_open_by_challenger ON challenges (challenger_id) "
        "WHERE status = 'open'",
        "CREATE INDEX challenges_open_by_target ON challenges (target_id) WHERE status = 'open'",
        "CREATE INDEX challenges_open_by_expiry ON challenges (expires_at) WHERE status = 'open'",
        """
        CREATE TABLE draw_offers (
            match_id   {int} PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
            side       TEXT    NOT NULL CHECK (side IN ('white', 'black')),
            created_at {real}    NOT NULL
        )
        """,
        """
        CREATE TABLE guild_settings (
            guild_id {int} NOT NULL,
            key      TEXT    NOT NULL,
            value    TEXT    NOT NULL,
            PRIMARY KEY (guild_id, key)
        ) {without_rowid}
        """,
    ),
    # 2: a per-match deadline, so resuming time-outs after a restart is one indexed query
    # instead of a scan of every unfinished match.
    (
        "ALTER TABLE matches ADD COLUMN deadline_at {real}",
        "CREATE INDEX matches_by_deadline ON matches (deadline_at) "
        "WHERE status IN ('setup', 'active') AND deadline_at IS NOT NULL",
    ),
    # 3: the local (console) players, so a name keeps its user id across restarts.  The ids
    # stay below the reserved AI id (storage.players.FIRST_RESERVED_ID = 1_000_000).
    (
        """
        CREATE TABLE players (
            id   {int} PRIMARY KEY CHECK (id >= 1 AND id < 1000000),
            name TEXT    NOT NULL UNIQUE
        )
        """,
    ),
)

LATEST_VERSION = len(MIGRATIONS)

# Every table of the latest schema, parents before children (the order a copy fills them in),
# with the columns that order its rows and whether the database numbers its ``id``.
TABLES: tuple[tuple[str, str, bool], ...] = (
    ("matches", "id", True),
    ("moves", "match_id, ply", False),
    ("secrets", "match_id, key", False),
    ("secret_moves", "match_id, ply", False),
    ("challenges", "id", True),
    ("draw_offers", "match_id", False),
    ("guild_settings", "guild_id, key", False),
    ("players", "id", False),
)


async def migrate(
    backend: Backend,
    migrations: Sequence[Sequence[str]] = MIGRATIONS,
    *,
    target: int | None = None,
) -> int:
    """Bring the database up to ``target`` (default: the latest); return the version reached.

    The version is read again inside each migration's write transaction, which also holds the
    migration lock, so two processes starting at once never apply the same migration twice.
    ``migrations`` and ``target`` exist for tests that build a database as an earlier release
    left it.
    """
    known = len(migrations)
    target = known if target is None else target
    dialect = backend.dialect
    while True:
        async with backend.write(lock=MIGRATION_LOCK) as tx:
            current = await dialect.read_version(tx)
            refuse_if_too_new(current, known)
            if current >= target:
                return current
            for statement in migrations[current]:
                await tx.execute(dialect.ddl(statement))
            await dialect.write_version(tx, current + 1)


async def probe_write(backend: Backend) -> None:
    """Commit one write that changes nothing (the schema version set to itself).

    A real commit, not a rolled-back one, so that it goes all the way through (SQLite: the
    write lock, the WAL file, the fsync; PostgreSQL: a server that accepts writes, not a
    read-only standby).  A database that cannot take writes fails here, at start-up, instead
    of at the first move.
    """
    async with backend.write() as tx:
        await backend.dialect.write_version(tx, await backend.dialect.read_version(tx))


async def foreign_tables(tx: Transaction) -> list[str]:
    """The tables in the database, for telling an empty one from another program's."""
    return [str(row[0]) for row in await tx.fetch(tx.dialect.list_tables_sql)]


def refuse_if_too_new(current: int, known: int) -> None:
    if current > known:
        raise SchemaTooNew(current, known)
