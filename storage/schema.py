"""The schema, as numbered migrations, and the code that applies them.

``PRAGMA user_version`` records how many migrations a file has had.  Opening a database applies
the missing ones in order, each in its own transaction together with the new user_version, so a
crash mid-upgrade leaves the file at the last complete version, never half-migrated.  A file
with a higher version than this code knows was written by a newer Gamut and is refused rather
than guessed at.

Migrations are append-only: never edit one that has shipped; add the next number instead.
"""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from storage.errors import SchemaTooNew

# Migration N (1-based) is MIGRATIONS[N - 1]: a sequence of single statements (not a script:
# executescript would commit on its own and break the one-transaction-per-migration rule).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the core tables.
    (
        """
        CREATE TABLE matches (
            id           INTEGER PRIMARY KEY,
            game_id      TEXT    NOT NULL,
            options      TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
            guild_id     INTEGER,
            channel_id   INTEGER,
            thread_id    INTEGER,
            white_id     INTEGER NOT NULL,
            black_id     INTEGER NOT NULL,
            status       TEXT    NOT NULL
                         CHECK (status IN ('setup', 'active', 'finished', 'archived')),
            position     TEXT    NOT NULL,
            to_move_id   INTEGER,
            ply          INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
            version      INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
            meta         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
            winner       TEXT    CHECK (winner IN ('white', 'black')),
            reason       TEXT,
            created_at   REAL    NOT NULL,
            updated_at   REAL    NOT NULL,
            last_move_at REAL    NOT NULL
        )
        """,
        "CREATE INDEX matches_by_white ON matches (white_id, status)",
        "CREATE INDEX matches_by_black ON matches (black_id, status)",
        "CREATE INDEX matches_by_to_move ON matches (to_move_id, status)",
        """
        CREATE TABLE moves (
            match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            ply        INTEGER NOT NULL CHECK (ply >= 1),
            side       TEXT    NOT NULL CHECK (side IN ('white', 'black')),
            text       TEXT    NOT NULL,
            created_at REAL    NOT NULL,
            PRIMARY KEY (match_id, ply)
        ) WITHOUT ROWID
        """,
        # Hidden information, apart from everything public so that no query that serves the
        # public can pick it up by accident (Stealth King squares, commitment salts, the full
        # position string of a game whose public one hides pieces).
        """
        CREATE TABLE secrets (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            key      TEXT    NOT NULL,
            value    TEXT    NOT NULL,
            PRIMARY KEY (match_id, key)
        ) WITHOUT ROWID
        """,
        # The real text of moves logged with a public redaction (a Stealth King's "king b2").
        """
        CREATE TABLE secret_moves (
            match_id INTEGER NOT NULL,
            ply      INTEGER NOT NULL,
            text     TEXT    NOT NULL,
            PRIMARY KEY (match_id, ply),
            FOREIGN KEY (match_id, ply) REFERENCES moves (match_id, ply) ON DELETE CASCADE
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE challenges (
            id            INTEGER PRIMARY KEY,
            challenger_id INTEGER NOT NULL,
            target_id     INTEGER,
            game_id       TEXT    NOT NULL,
            options       TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
            colour        TEXT    NOT NULL CHECK (colour IN ('white', 'black', 'random')),
            guild_id      INTEGER,
            channel_id    INTEGER,
            message_id    INTEGER,
            status        TEXT    NOT NULL DEFAULT 'open'
                          CHECK (status IN ('open', 'accepted', 'declined', 'cancelled',
                                            'expired')),
            created_at    REAL    NOT NULL,
            expires_at    REAL    NOT NULL,
            resolved_at   REAL,
            match_id      INTEGER REFERENCES matches (id) ON DELETE SET NULL
        )
        """,
        "CREATE INDEX challenges_open_by_challenger ON challenges (challenger_id) "
        "WHERE status = 'open'",
        "CREATE INDEX challenges_open_by_target ON challenges (target_id) WHERE status = 'open'",
        "CREATE INDEX challenges_open_by_expiry ON challenges (expires_at) WHERE status = 'open'",
        """
        CREATE TABLE draw_offers (
            match_id   INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
            side       TEXT    NOT NULL CHECK (side IN ('white', 'black')),
            created_at REAL    NOT NULL
        )
        """,
        """
        CREATE TABLE guild_settings (
            guild_id INTEGER NOT NULL,
            key      TEXT    NOT NULL,
            value    TEXT    NOT NULL,
            PRIMARY KEY (guild_id, key)
        ) WITHOUT ROWID
        """,
    ),
    # 2: a per-match deadline, so resuming time-outs after a restart is one indexed query
    # instead of a scan of every unfinished match.
    (
        "ALTER TABLE matches ADD COLUMN deadline_at REAL",
        "CREATE INDEX matches_by_deadline ON matches (deadline_at) "
        "WHERE status IN ('setup', 'active') AND deadline_at IS NOT NULL",
    ),
    # 3: the local (console) players, so a name keeps its user id across restarts.  The ids
    # stay below the reserved AI id (storage.players.FIRST_RESERVED_ID = 1_000_000).
    (
        """
        CREATE TABLE players (
            id   INTEGER PRIMARY KEY CHECK (id >= 1 AND id < 1000000),
            name TEXT    NOT NULL UNIQUE
        )
        """,
    ),
)

LATEST_VERSION = len(MIGRATIONS)


async def user_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0])


async def migrate(
    conn: aiosqlite.Connection,
    migrations: Sequence[Sequence[str]] = MIGRATIONS,
    *,
    target: int | None = None,
) -> int:
    """Bring the database up to ``target`` (default: the latest); return the version reached.

    ``conn`` must be in autocommit mode (isolation_level=None) so that the explicit
    transactions here are the only ones.  The version is read again inside each migration's
    write transaction, so two processes starting at once never apply the same migration twice.
    ``migrations`` and ``target`` exist for tests that build a database as an earlier release
    left it.
    """
    known = len(migrations)
    target = known if target is None else target
    while True:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            current = await user_version(conn)
            _refuse_if_too_new(current, known)
            if current >= target:
                await conn.execute("COMMIT")
                return current
            for statement in migrations[current]:
                await conn.execute(statement)
            # PRAGMA user_version lives in the database header, so it commits or rolls back
            # together with the schema change.
            await conn.execute(f"PRAGMA user_version = {current + 1}")
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise


def _refuse_if_too_new(current: int, known: int) -> None:
    if current > known:
        raise SchemaTooNew(current, known)
