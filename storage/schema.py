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

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

from storage.errors import SchemaTooNew
from storage.ratings import place_rated_matches, rate_stored_matches

if TYPE_CHECKING:
    from storage.backend import Backend, Transaction

MIGRATION_LOCK = "gamut:migrations"

# Migration N (1-based) is MIGRATIONS[N - 1]: a sequence of steps, each a single statement (not
# a script: executescript would commit on its own and break the one-transaction-per-migration
# rule) or, where SQL cannot say it, an async callable run with the migration's transaction.
Step = str | Callable[["Transaction"], Awaitable[None]]
MIGRATIONS: tuple[tuple[Step, ...], ...] = (
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
    # Learning: tutorial progress per player and game, and stored match reviews (the AI's
    # judgement of one player's moves, kept because a finished match never changes).
    (
        """
        CREATE TABLE lesson_progress (
            user_id    {int} NOT NULL,
            game_id    TEXT    NOT NULL,
            lesson     {int} NOT NULL DEFAULT 0 CHECK (lesson >= 0),
            reached    {int} NOT NULL DEFAULT 0 CHECK (reached >= 0),
            updated_at {real}    NOT NULL,
            PRIMARY KEY (user_id, game_id)
        ) {without_rowid}
        """,
        """
        CREATE TABLE reviews (
            match_id   {int} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            user_id    {int} NOT NULL,
            data       TEXT    NOT NULL {json:data},
            created_at {real}    NOT NULL,
            PRIMARY KEY (match_id, user_id)
        ) {without_rowid}
        """,
    ),
    # The match clock for several processes: ``clock_at`` is when the clock next has a duty in
    # the match (the half-time reminder, the time-out notice, resuming an AI turn), claimed
    # atomically by one process (MatchRepository.claim_alarms); the second index finds the
    # unfinished matches stored before deadlines were kept, which the clock adopts in batches.
    (
        "ALTER TABLE matches ADD COLUMN clock_at {real}",
        "CREATE INDEX matches_by_clock ON matches (clock_at) "
        "WHERE status IN ('setup', 'active') AND clock_at IS NOT NULL",
        "CREATE INDEX matches_without_deadline ON matches (id) "
        "WHERE status IN ('setup', 'active') AND deadline_at IS NULL",
    ),
    # Ratings (storage.ratings): a rated flag on matches and challenges, a Glicko-2 standing
    # per player and game, each rated match's change (its key makes a second rating of one
    # match impossible), the same standings per server for server leaderboards, partial
    # indexes for a player's last finished matches; then every finished match already stored
    # is rated, in the order the matches ended (a Python step: SQL cannot compute Glicko-2).
    (
        "ALTER TABLE matches ADD COLUMN rated {int} NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))",
        "ALTER TABLE challenges ADD COLUMN rated {int} NOT NULL DEFAULT 1 "
        "CHECK (rated IN (0, 1))",
        """
        CREATE TABLE ratings (
            player_id   {int} NOT NULL,
            game_id     TEXT    NOT NULL,
            rating      {real}  NOT NULL DEFAULT 1500,
            deviation   {real}  NOT NULL DEFAULT 350 CHECK (deviation > 0),
            volatility  {real}  NOT NULL DEFAULT 0.06 CHECK (volatility > 0),
            games       {int} NOT NULL DEFAULT 0 CHECK (games >= 0),
            wins        {int} NOT NULL DEFAULT 0 CHECK (wins >= 0),
            losses      {int} NOT NULL DEFAULT 0 CHECK (losses >= 0),
            draws       {int} NOT NULL DEFAULT 0 CHECK (draws >= 0),
            streak      {int} NOT NULL DEFAULT 0,
            rated_at    {real},
            provisional {int} NOT NULL DEFAULT 1 CHECK (provisional IN (0, 1)),
            PRIMARY KEY (player_id, game_id)
        ) {without_rowid}
        """,
        "CREATE INDEX ratings_board ON ratings (game_id, provisional, rating DESC, player_id)",
        """
        CREATE TABLE rating_history (
            match_id      {int} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            player_id     {int} NOT NULL,
            game_id       TEXT    NOT NULL,
            opponent_id   {int} NOT NULL,
            result        TEXT    NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
            rating_before {real}  NOT NULL,
            rating        {real}  NOT NULL,
            deviation     {real}  NOT NULL,
            volatility    {real}  NOT NULL,
            rated_at      {real}  NOT NULL,
            PRIMARY KEY (match_id, player_id)
        ) {without_rowid}
        """,
        "CREATE INDEX rating_history_by_player ON rating_history (player_id, game_id, rated_at)",
        """
        CREATE TABLE guild_ratings (
            guild_id    {int} NOT NULL,
            game_id     TEXT    NOT NULL,
            player_id   {int} NOT NULL,
            rating      {real}  NOT NULL,
            provisional {int} NOT NULL CHECK (provisional IN (0, 1)),
            PRIMARY KEY (guild_id, game_id, player_id)
        ) {without_rowid}
        """,
        "CREATE INDEX guild_ratings_board ON guild_ratings "
        "(guild_id, game_id, provisional, rating DESC, player_id)",
        "CREATE INDEX guild_ratings_by_player ON guild_ratings (player_id, game_id)",
        "CREATE INDEX matches_finished_by_white ON matches (white_id, updated_at) "
        "WHERE status = 'finished'",
        "CREATE INDEX matches_finished_by_black ON matches (black_id, updated_at) "
        "WHERE status = 'finished'",
        rate_stored_matches,
    ),
    # Each move's request key (the interaction that asked for it, or one made up for it): a
    # move whose COMMIT lost its answer is looked up by it, and a retried request is
    # recognised instead of being applied again (storage.matches).
    ("ALTER TABLE moves ADD COLUMN request_key TEXT",),
    # Tournaments (storage.tournaments): the tournament and its settings; its entrants, each
    # with the rating their pairing number comes from (frozen when they enter the play); its
    # rounds (a round's row is written once: the unique key is what makes pairing it happen
    # exactly once, across processes); each round's games, linked to the match each one opened
    # (linked in the match's own transaction, so a match is opened once); each round's byes.
    (
        """
        CREATE TABLE tournaments (
            id            {id},
            name          TEXT    NOT NULL,
            game_id       TEXT    NOT NULL,
            options       TEXT    NOT NULL DEFAULT '{}' {json:options},
            system        TEXT    NOT NULL
                          CHECK (system IN ('swiss', 'round-robin', 'double-round-robin')),
            rounds        {int} CHECK (rounds IS NULL OR rounds >= 1),
            rated         {int} NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
            time_limit    {real},
            round_limit   {real},
            starts_at     {real},
            player_limit  {int} CHECK (player_limit IS NULL OR player_limit >= 2),
            late_entries  {int} NOT NULL DEFAULT 0 CHECK (late_entries IN (0, 1)),
            tiebreaks     TEXT    NOT NULL,
            organiser_id  {int} NOT NULL,
            guild_id      {int},
            channel_id    {int},
            status        TEXT    NOT NULL DEFAULT 'open'
                          CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
            current_round {int} NOT NULL DEFAULT 0 CHECK (current_round >= 0),
            round_deadline {real},
            created_at    {real}  NOT NULL,
            updated_at    {real}  NOT NULL
        )
        """,
        "CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status)",
        "CREATE INDEX tournaments_due ON tournaments (starts_at) "
        "WHERE status = 'open' AND starts_at IS NOT NULL",
        "CREATE INDEX tournaments_running ON tournaments (id) WHERE status = 'running'",
        """
        CREATE TABLE tournament_entrants (
            tournament_id {int} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            user_id       {int} NOT NULL,
            name          TEXT    NOT NULL,
            rating        {int} NOT NULL,
            first_round   {int} NOT NULL DEFAULT 1 CHECK (first_round >= 1),
            withdrawn_round {int},
            withdrawn_reason TEXT,
            joined_at     {real}  NOT NULL,
            PRIMARY KEY (tournament_id, user_id)
        ) {without_rowid}
        """,
        "CREATE INDEX tournament_entrants_by_user ON tournament_entrants (user_id)",
        """
        CREATE TABLE tournament_rounds (
            tournament_id {int} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         {int} NOT NULL CHECK (round >= 1),
            paired_at     {real}  NOT NULL,
            deadline_at   {real},
            PRIMARY KEY (tournament_id, round)
        ) {without_rowid}
        """,
        """
        CREATE TABLE tournament_games (
            tournament_id {int} NOT NULL,
            round         {int} NOT NULL,
            board         {int} NOT NULL CHECK (board >= 1),
            white_id      {int} NOT NULL,
            black_id      {int} NOT NULL,
            match_id      {int} REFERENCES matches (id) ON DELETE SET NULL,
            white_result  TEXT    CHECK (white_result IN ('1', '0', '=', '+', '-')),
            black_result  TEXT    CHECK (black_result IN ('1', '0', '=', '+', '-')),
            lost_on_time  {int},
            PRIMARY KEY (tournament_id, round, board),
            FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, round)
                ON DELETE CASCADE
        ) {without_rowid}
        """,
        "CREATE UNIQUE INDEX tournament_games_by_match ON tournament_games (match_id) "
        "WHERE match_id IS NOT NULL",
        """
        CREATE TABLE tournament_byes (
            tournament_id {int} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         {int} NOT NULL CHECK (round >= 1),
            user_id       {int} NOT NULL,
            kind          TEXT    NOT NULL CHECK (kind IN ('U', 'H', 'Z', 'F')),
            PRIMARY KEY (tournament_id, round, user_id)
        ) {without_rowid}
        """,
    ),
    # Server boards seen from a channel (storage.ratings): the places (the match's channel: its
    # thread is a public thread of it, read by whoever reads the channel) of each server and
    # game where rated matches were played, each with a bit, and on each server-board row the
    # bits of the places that player played in, carried by the board's index so a board can
    # count only the matches its asker may see; then the matches already rated are placed.
    (
        """
        CREATE TABLE guild_board_places (
            guild_id    {int} NOT NULL,
            game_id     TEXT    NOT NULL,
            place_id    {int} NOT NULL,
            bit         {int} NOT NULL CHECK (bit BETWEEN 0 AND 62),
            PRIMARY KEY (guild_id, game_id, place_id)
        ) {without_rowid}
        """,
        "ALTER TABLE guild_ratings ADD COLUMN places {int} NOT NULL DEFAULT 0",
        "DROP INDEX guild_ratings_board",
        "CREATE INDEX guild_ratings_board ON guild_ratings "
        "(guild_id, game_id, provisional, rating DESC, player_id, places)",
        place_rated_matches,
    ),
    # The message that announced a tournament (in its channel), so an entry by command updates
    # its list of entrants as a click on its buttons does.
    ("ALTER TABLE tournaments ADD COLUMN announcement_id {int}",),
    # Local players: each name as it was first typed (``name`` stays the lower-case key every
    # lookup compares, so 'Ana' and 'ana' are one player shown as 'Ana'), and the match each
    # one was last looking at in the console, so the next session goes on with it.
    (
        "ALTER TABLE players ADD COLUMN display_name TEXT",
        "ALTER TABLE players ADD COLUMN current_match {int} "
        "REFERENCES matches (id) ON DELETE SET NULL",
    ),
    # The kind of each ending beside its sentence (games.Ending's words, spelled here because a
    # shipped migration never changes), so code asks what sort of ending it was instead of
    # reading the sentence; NULL while a match is not over.  The matches that ended before are
    # given the kind their sentence names exactly where the sentence is one the service writes
    # (bot.service.host_rules and play) or the one every engine writes for two stuck sides;
    # every other ended match, its sentence being a game's own, reads 'unrecorded'.  Prefixes
    # are compared with substr, not LIKE (case-blind in SQLite), so both backends agree.
    (
        "ALTER TABLE matches ADD COLUMN ending TEXT CHECK (ending IN ("
        "'goal', 'back-rank', 'capture', 'no-moves', 'both-stuck', 'resignation', "
        "'agreement', 'time', 'move-limit', 'withdrawal', 'unrecorded'))",
        """
        UPDATE matches SET ending = CASE
            WHEN reason IN ('White resigned', 'Black resigned') THEN 'resignation'
            WHEN reason = 'agreed by both players' THEN 'agreement'
            WHEN substr(reason, 1, 26) IN ('White did not move within ',
                                           'Black did not move within ')
                 OR reason IN ('White ran out of time at the round''s deadline',
                               'Black ran out of time at the round''s deadline') THEN 'time'
            WHEN substr(reason, 1, 20) = 'the host''s limit of '
                 AND substr(reason, length(reason) - 17) = ' moves was reached'
                 THEN 'move-limit'
            WHEN reason IN ('White withdrew from the tournament',
                            'Black withdrew from the tournament') THEN 'withdrawal'
            WHEN reason = 'neither side can move' THEN 'both-stuck'
            ELSE 'unrecorded'
        END
        WHERE status = 'finished' OR (status = 'archived' AND reason IS NOT NULL)
        """,
    ),
    # The language each player last used (storage.languages), for the messages they get
    # outside any command of theirs (the clock's notices, a tournament's pairings).  A table
    # of its own: ``players`` holds only the console's named players (ids below 1,000,000),
    # while any Discord member may need one.
    (
        """
        CREATE TABLE player_languages (
            user_id  {int} PRIMARY KEY,
            language TEXT    NOT NULL CHECK (length(language) BETWEEN 1 AND 35)
        )
        """,
    ),
    # The web companion's signed links (storage.web): the keys that sign them when no
    # GAMUT_WEB_SECRET is set (made once, the newest signing, older ones still read so a
    # rotation does not break the links already sent), and per player the generation of their
    # links: revoking them counts it up, and a link of an older generation is refused.
    (
        """
        CREATE TABLE web_keys (
            id          {id},
            secret      TEXT    NOT NULL,
            created_at  {real}  NOT NULL
        )
        """,
        """
        CREATE TABLE web_link_generations (
            user_id     {int} PRIMARY KEY,
            generation  {int} NOT NULL CHECK (generation >= 1)
        ) {without_rowid}
        """,
    ),
    # Live play (issue #48, games.clock): a match's control (both NULL: correspondence),
    # each side's time left and lag quota at the start of the current turn, in milliseconds,
    # when that turn began, and ``flag_at``, the moment the side to move's flag falls (its
    # time, plus the grace of its quota) or its first move is overdue: the one truth every
    # process arms its timer on, found through the partial index.
    (
        "ALTER TABLE matches ADD COLUMN clock_base_s {int} CHECK (clock_base_s >= 0)",
        "ALTER TABLE matches ADD COLUMN clock_increment_s {int} CHECK (clock_increment_s >= 0)",
        "ALTER TABLE matches ADD COLUMN white_ms {int}",
        "ALTER TABLE matches ADD COLUMN black_ms {int}",
        "ALTER TABLE matches ADD COLUMN white_quota_ms {int} CHECK (white_quota_ms >= 0)",
        "ALTER TABLE matches ADD COLUMN black_quota_ms {int} CHECK (black_quota_ms >= 0)",
        "ALTER TABLE matches ADD COLUMN turn_started_at {real}",
        "ALTER TABLE matches ADD COLUMN flag_at {real}",
        "CREATE INDEX matches_by_flag ON matches (flag_at) "
        "WHERE status IN ('setup', 'active') AND flag_at IS NOT NULL",
        # A challenge's control, as the match it becomes will have it: base and increment in
        # seconds ("600+5"); NULL for correspondence.
        "ALTER TABLE challenges ADD COLUMN clock_control TEXT",
    ),
    # Two rating pools per game (storage.ratings): a standing and a server-board row per
    # player, game and pool, and each rating change marked with its pool.  SQLite cannot
    # change a primary key, so ``ratings`` and ``guild_ratings`` are rebuilt with ``pool`` in
    # theirs; every rating stored before is a correspondence one (no live game was rated).
    (
        """
        CREATE TABLE ratings_pooled (
            player_id   {int} NOT NULL,
            game_id     TEXT    NOT NULL,
            pool        TEXT    NOT NULL DEFAULT 'correspondence'
                        CHECK (pool IN ('live', 'correspondence')),
            rating      {real}  NOT NULL DEFAULT 1500,
            deviation   {real}  NOT NULL DEFAULT 350 CHECK (deviation > 0),
            volatility  {real}  NOT NULL DEFAULT 0.06 CHECK (volatility > 0),
            games       {int} NOT NULL DEFAULT 0 CHECK (games >= 0),
            wins        {int} NOT NULL DEFAULT 0 CHECK (wins >= 0),
            losses      {int} NOT NULL DEFAULT 0 CHECK (losses >= 0),
            draws       {int} NOT NULL DEFAULT 0 CHECK (draws >= 0),
            streak      {int} NOT NULL DEFAULT 0,
            rated_at    {real},
            provisional {int} NOT NULL DEFAULT 1 CHECK (provisional IN (0, 1)),
            PRIMARY KEY (player_id, game_id, pool)
        ) {without_rowid}
        """,
        "INSERT INTO ratings_pooled (player_id, game_id, pool, rating, deviation, volatility, "
        "games, wins, losses, draws, streak, rated_at, provisional) "
        "SELECT player_id, game_id, 'correspondence', rating, deviation, volatility, games, "
        "wins, losses, draws, streak, rated_at, provisional FROM ratings",
        "DROP TABLE ratings",
        "ALTER TABLE ratings_pooled RENAME TO ratings",
        "CREATE INDEX ratings_board ON ratings "
        "(game_id, pool, provisional, rating DESC, player_id)",
        """
        CREATE TABLE guild_ratings_pooled (
            guild_id    {int} NOT NULL,
            game_id     TEXT    NOT NULL,
            pool        TEXT    NOT NULL DEFAULT 'correspondence'
                        CHECK (pool IN ('live', 'correspondence')),
            player_id   {int} NOT NULL,
            rating      {real}  NOT NULL,
            provisional {int} NOT NULL CHECK (provisional IN (0, 1)),
            places      {int} NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, game_id, pool, player_id)
        ) {without_rowid}
        """,
        "INSERT INTO guild_ratings_pooled (guild_id, game_id, pool, player_id, rating, "
        "provisional, places) SELECT guild_id, game_id, 'correspondence', player_id, rating, "
        "provisional, places FROM guild_ratings",
        "DROP TABLE guild_ratings",
        "ALTER TABLE guild_ratings_pooled RENAME TO guild_ratings",
        "CREATE INDEX guild_ratings_board ON guild_ratings "
        "(guild_id, game_id, pool, provisional, rating DESC, player_id, places)",
        "CREATE INDEX guild_ratings_by_player ON guild_ratings (player_id, game_id, pool)",
        "ALTER TABLE rating_history ADD COLUMN pool TEXT NOT NULL DEFAULT 'correspondence' "
        "CHECK (pool IN ('live', 'correspondence'))",
        "DROP INDEX rating_history_by_player",
        "CREATE INDEX rating_history_by_player ON rating_history "
        "(player_id, game_id, pool, rated_at)",
    ),
    # Live tournaments (issue #48): a tournament's control, as a challenge stores it ("600+5":
    # base and increment in seconds; NULL: correspondence), given to every game of its rounds.
    ("ALTER TABLE tournaments ADD COLUMN clock_control TEXT",),
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
    ("player_languages", "user_id", False),
    ("lesson_progress", "user_id, game_id", False),
    ("reviews", "match_id, user_id", False),
    ("ratings", "player_id, game_id, pool", False),
    ("rating_history", "match_id, player_id", False),
    ("guild_ratings", "guild_id, game_id, pool, player_id", False),
    ("guild_board_places", "guild_id, game_id, place_id", False),
    ("tournaments", "id", True),
    ("tournament_entrants", "tournament_id, user_id", False),
    ("tournament_rounds", "tournament_id, round", False),
    ("tournament_games", "tournament_id, round, board", False),
    ("tournament_byes", "tournament_id, round, user_id", False),
    ("web_keys", "id", True),
    ("web_link_generations", "user_id", False),
)


async def migrate(
    backend: Backend,
    migrations: Sequence[Sequence[Step]] = MIGRATIONS,
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
            for step in migrations[current]:
                if callable(step):
                    await step(tx)
                else:
                    await tx.execute(dialect.ddl(step))
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
