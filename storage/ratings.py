"""Ratings: the stored Glicko-2 rating per player and game, changed in the transaction that
finishes a rated match, and the reads behind leaderboards and profiles.

Which match counts and what it does to a standing are the rules of :mod:`storage.rating_rules`
(pure, beside :mod:`storage.glicko2`); this module keeps the rows: it reads the standings,
applies the rules and writes what they decided.

Why inside the finishing transaction (:func:`rate_finished`, called by storage.matches): the
match's status change and its rating change commit together or not at all, so a crash can
never leave a finished match unrated, and a second finish of the same match (a race, a
restart replaying a click) is refused by the match's version before it gets here.  The
history's key (match, player) makes a second rating of one match impossible besides.

Two players' rows are locked in id order by an upsert that returns them (the same statement
on both databases), so two matches finishing at once with a player in common never lose one
of the two changes (on PostgreSQL, where writers run side by side) and never deadlock.

Each game has two pools (storage.status.RatingPool): a match with a clock changes its players'
live standings, one without their correspondence standings, never both; every row of
``ratings``, ``guild_ratings`` and ``rating_history`` names its pool.

Leaderboards are indexed both ways: ``ratings`` by (game, pool, provisional, rating) for
everyone, ``guild_ratings`` (the same figures, one row per server a player has played a rated
match in) by (server, game, pool, provisional, rating), so a page and a rank are index ranges,
not sorts.

A server's board is seen from a channel: its asker may not read every channel rated matches
were played in, and a board must not reveal a match they may not see (see
bot.service.viewer).  So ``guild_board_places`` lists the few places (the match's channel) of
each server and game where rated matches were played, each with a bit, and each server-board
row carries in ``places`` the bits of the places its player played in; the board's index ends
with that column.  When the asker reads every place (:class:`BoardSight`; the usual case) the
board is the index range above; otherwise the same range is read keeping the rows that share a
bit with the places the asker reads (and the asker's own), tested in the index itself, so a
page and a rank cost what they cost unfiltered.  A server and game have 63 bits: places past
the 62nd share the last one, which counts as read only when all of them are (never more shown,
at worst someone left out).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from storage import glicko2, rows
from storage.errors import StorageError
from storage.rating_rules import (
    PERIOD_SECONDS,
    PROVISIONAL_DEVIATION,
    RESULTS,
    Standing,
    ai_played,
    counts,
    rate_pair,
    real_moves,
)
from storage.rows import Row
from storage.status import MatchStatus, RatingPool

if TYPE_CHECKING:
    from storage.backend import Transaction
    from storage.database import Database
    from storage.models import Match

# How often a process re-flags the ratings that went provisional while their players were away
# (a scan of the game's established ratings and a write): a deviation grows by days, so an
# order at most this stale is invisible, and a leaderboard read stays an index range.
PROVISIONAL_REFRESH_SECONDS = 600.0
PAGE_SIZE = 10
HISTORY_LIMIT = 1000  # points of a rating-history chart (the newest ones)

# The columns of a standing as the ratings migration wrote them, before pools (its statements
# run on that schema; the pool column added later defaults to correspondence), and as read.
_UNPOOLED_COLUMNS = (
    "player_id, game_id, rating, deviation, volatility, games, wins, losses, draws, streak, "
    "rated_at"
)
RATING_COLUMNS = f"{_UNPOOLED_COLUMNS}, pool"


def pool_of(match: Match) -> RatingPool:
    """The pool a match is rated in: live when it has a clock, correspondence otherwise."""
    return RatingPool.LIVE if match.clock is not None else RatingPool.CORRESPONDENCE


@dataclass(frozen=True)
class RatingChange:
    """What one rated match did to one player's rating."""

    match_id: int
    player_id: int
    game_id: str
    opponent_id: int
    result: str  # 'win' | 'loss' | 'draw'
    rating_before: float
    rating: float
    deviation: float
    rated_at: float
    pool: RatingPool = RatingPool.CORRESPONDENCE

    @property
    def delta(self) -> float:
        """The exact change (what is shown is :attr:`shown_delta`)."""
        return self.rating - self.rating_before

    @property
    def shown_delta(self) -> int:
        """The change as shown: the difference of the shown (rounded) ratings, so the changes
        a player reads add up from one rating to the next."""
        return round(self.rating) - round(self.rating_before)


@dataclass(frozen=True)
class RankedStanding:
    rank: int  # 1-based, established players first
    standing: Standing


@dataclass(frozen=True)
class LeaderboardPage:
    game_id: str
    guild_id: int | None  # None: everywhere
    page: int  # 0-based
    entries: tuple[RankedStanding, ...]
    has_next: bool
    pool: RatingPool = RatingPool.CORRESPONDENCE


@dataclass(frozen=True)
class BoardSight:
    """What a server board may count for one asker: the rated matches played in ``places``
    (the places of the server they can read) and their own, wherever they were played."""

    player_id: int
    places: frozenset[int]


@dataclass(frozen=True)
class RecentMatch:
    """One finished match from a player's side, with its rating change when it was rated."""

    match_id: int
    game_id: str
    opponent_id: int
    result: str  # 'win' | 'loss' | 'draw'
    reason: str
    ended_at: float
    change: float | None  # in whole points, as shown (see _recent); None: not rated


@dataclass(frozen=True)
class Profile:
    """Everything a profile shows: every game's standing in each pool it has games in, the
    last matches, and the history of one game in both pools (``game_id``: the one asked for,
    else the most played; None: never rated), each change naming its pool."""

    player_id: int
    standings: tuple[Standing, ...]
    recent: tuple[RecentMatch, ...]
    game_id: str | None
    history: tuple[RatingChange, ...]


# ----- writing: the finishing transaction and the migration --------------------------------

_STANDING_VALUES = "rating, deviation, volatility, games, wins, losses, draws, streak, rated_at"
_LOCK_AND_READ = (
    "INSERT INTO ratings (player_id, game_id, pool) VALUES {values} "
    "ON CONFLICT (player_id, game_id, pool) DO UPDATE SET games = ratings.games "
    f"RETURNING {RATING_COLUMNS}"
)
_WRITE_STANDING = (
    "UPDATE ratings SET "
    + ", ".join(f"{c} = ?" for c in _STANDING_VALUES.split(", "))
    + ", provisional = ? WHERE player_id = ? AND game_id = ? AND pool = ?"
)
# The ratings migration's statements (see _UNPOOLED_COLUMNS).
_INSERT_STANDING = (
    f"INSERT INTO ratings ({_UNPOOLED_COLUMNS}, provisional) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_JOIN_GUILD = (
    "INSERT INTO guild_ratings (guild_id, game_id, player_id, rating, provisional) "
    "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, game_id, player_id) DO NOTHING"
)
LAST_PLACE_BIT = 62  # bits 0..62 of a server-board row's ``places`` (63: the sign, unused)
# The finishing transaction's server-board row: created with its place's bit, or given it.
_JOIN_GUILD_FROM = (
    "INSERT INTO guild_ratings (guild_id, game_id, player_id, rating, provisional, pool, "
    "places) VALUES (?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (guild_id, game_id, pool, player_id) DO UPDATE SET "
    "places = guild_ratings.places | excluded.places"
)
# A new place takes the next bit (the last one once they are all taken); two processes adding
# places at once may give two the same bit, which only makes the board more careful.
_ADD_BOARD_PLACE = (
    "INSERT INTO guild_board_places (guild_id, game_id, place_id, bit) VALUES (?, ?, ?, "
    f"(SELECT CASE WHEN COUNT(*) > {LAST_PLACE_BIT} THEN {LAST_PLACE_BIT} ELSE COUNT(*) END "
    "FROM guild_board_places WHERE guild_id = ? AND game_id = ?)) "
    "ON CONFLICT (guild_id, game_id, place_id) DO NOTHING"
)
_SPREAD_TO_GUILDS = (
    "UPDATE guild_ratings SET rating = ?, provisional = ? "
    "WHERE player_id = ? AND game_id = ? AND pool = ?"
)
_HISTORY_VALUES = (
    "match_id, player_id, game_id, opponent_id, result, rating_before, rating, deviation, "
    "volatility, rated_at"
)
_INSERT_HISTORY = (  # the ratings migration's (see _UNPOOLED_COLUMNS)
    f"INSERT INTO rating_history ({_HISTORY_VALUES}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_POOLED_HISTORY = (
    f"INSERT INTO rating_history ({_HISTORY_VALUES}, pool) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


async def rate_finished(tx: Transaction, match: Match, now: float) -> bool:
    """Rate ``match``, which this transaction has just finished, if it counts, in its pool
    alone (:func:`pool_of`); whether it did.

    Called by storage.matches inside the finishing transaction (see the module docstring)."""
    if not match.rated or match.status != MatchStatus.FINISHED or match.white_id == match.black_id:
        return False
    found = await tx.fetch(
        "SELECT side, COUNT(*) AS n FROM moves WHERE match_id = ? GROUP BY side", (match.id,)
    )
    logged = {str(row["side"]): int(row["n"]) for row in found}
    moves = real_moves(logged, match.meta)
    if not counts(match.rated, match.white_id, match.black_id, moves):
        return False
    # Lock (and create, for a first game) both rows in id order, reading what they hold now.
    players = sorted((match.white_id, match.black_id))
    pool = pool_of(match)
    locked = await tx.fetch(
        _LOCK_AND_READ.format(values=", ".join("(?, ?, ?)" for _ in players)),
        [value for player in players for value in (player, match.game_id, pool)],
    )
    standings = {s.player_id: s for s in map(standing_from_row, locked)}
    white, black = standings[match.white_id], standings[match.black_id]
    new_white, new_black = rate_pair(white, black, match.winner, now)
    pairs = ((white, new_white, black.player_id), (black, new_black, white.player_id))
    await tx.executemany(
        _WRITE_STANDING,
        [(*_standing_values(new)[2:], new.player_id, new.game_id, pool) for _, new, _ in pairs],
    )
    await tx.executemany(
        _INSERT_POOLED_HISTORY,
        [(*_history_values(match.id, old, new, other), pool) for old, new, other in pairs],
    )
    if match.guild_id is not None:
        bits = await _place_bits(tx, match.guild_id, match.game_id, match.channel_id)
        await tx.executemany(
            _JOIN_GUILD_FROM,
            [(*_guild_values(match.guild_id, new), pool, bits) for _, new, _ in pairs],
        )
    await tx.executemany(
        _SPREAD_TO_GUILDS,
        [(new.rating, new.provisional, new.player_id, new.game_id, pool) for _, new, _ in pairs],
    )
    return True


def _standing_values(s: Standing) -> tuple[Any, ...]:
    """A standing as _UNPOOLED_COLUMNS + provisional."""
    return (
        s.player_id,
        s.game_id,
        s.rating,
        s.deviation,
        s.volatility,
        s.games,
        s.wins,
        s.losses,
        s.draws,
        s.streak,
        s.rated_at,
        int(s.provisional),
    )


def _history_values(
    match_id: int, old: Standing, new: Standing, opponent: int
) -> tuple[Any, ...]:
    result = "win" if new.wins > old.wins else "loss" if new.losses > old.losses else "draw"
    return (
        match_id,
        new.player_id,
        new.game_id,
        opponent,
        result,
        old.rating,
        new.rating,
        new.deviation,
        new.volatility,
        new.rated_at,
    )


def _guild_values(guild_id: int, s: Standing) -> tuple[Any, ...]:
    return (guild_id, s.game_id, s.player_id, s.rating, int(s.provisional))


async def _place_bits(tx: Transaction, guild_id: int, game_id: str, place_id: int | None) -> int:
    """The ``places`` bit of a match's place, the place added to its server's if it is new
    (0 for a match without one: a server's match always has one)."""
    if place_id is None:
        return 0
    key = (guild_id, game_id, place_id)
    await tx.execute(_ADD_BOARD_PLACE, (*key, guild_id, game_id))
    (row,) = await tx.fetch(
        "SELECT bit FROM guild_board_places WHERE guild_id = ? AND game_id = ? AND place_id = ?",
        key,
    )
    return 1 << int(row["bit"])


async def place_rated_matches(tx: Transaction) -> None:
    """The migration step that places the server boards' rows of the matches rated before
    places were kept: each server and game's places get their bits in the order of their ids,
    and each row the bits of the places its player played a rated match in."""
    found = await tx.fetch(
        "SELECT DISTINCT m.guild_id, m.game_id, m.channel_id, h.player_id "
        "FROM rating_history h JOIN matches m ON m.id = h.match_id "
        "WHERE m.guild_id IS NOT NULL AND m.channel_id IS NOT NULL"
    )
    played = sorted((int(r[0]), str(r[1]), int(r[2]), int(r[3])) for r in found)
    bits: dict[tuple[int, str, int], int] = {}
    taken: dict[tuple[int, str], int] = {}
    for guild, game, place, _ in played:
        if (guild, game, place) not in bits:
            count = taken.get((guild, game), 0)
            bits[(guild, game, place)] = min(count, LAST_PLACE_BIT)
            taken[(guild, game)] = count + 1
    masks: dict[tuple[int, str, int], int] = {}
    for guild, game, place, player in played:
        masks[(guild, game, player)] = masks.get((guild, game, player), 0) | (
            1 << bits[(guild, game, place)]
        )
    await tx.executemany(
        "INSERT INTO guild_board_places (guild_id, game_id, place_id, bit) VALUES (?, ?, ?, ?)",
        [(*key, bit) for key, bit in bits.items()],
    )
    await tx.executemany(
        "UPDATE guild_ratings SET places = ? WHERE guild_id = ? AND game_id = ? AND player_id = ?",
        [(mask, *key) for key, mask in masks.items()],
    )


async def rate_stored_matches(tx: Transaction) -> None:
    """The migration step that brings ratings to a database that had none: mark the stored
    matches rated or casual by the rule the service now applies at creation (two different
    people, the bot's AI not among them), then rate every finished one that counts, in the
    order the matches ended, exactly as the finishing transaction would have.

    It runs inside the migration's transaction (storage.schema), so an upgrade either rates
    every match or, on any failure, none and leaves the schema where it was.  Matches ended
    by an operator's archiving (status 'archived' with a result) were finished first, so they
    count; their end is taken as their last change.
    """
    found = await tx.fetch("SELECT id, white_id, black_id, meta FROM matches")
    metas = {int(row["id"]): _meta(row) for row in found}
    rated_ids = [
        (row["id"],)
        for row in found
        if row["white_id"] != row["black_id"] and not ai_played(metas[int(row["id"])])
    ]
    await tx.executemany("UPDATE matches SET rated = 1 WHERE id = ?", rated_ids)
    moves: dict[int, dict[str, int]] = {}
    for row in await tx.fetch(
        "SELECT match_id, side, COUNT(*) AS n FROM moves GROUP BY match_id, side"
    ):
        moves.setdefault(int(row["match_id"]), {})[str(row["side"])] = int(row["n"])
    finished = await tx.fetch(
        "SELECT id, game_id, guild_id, white_id, black_id, winner, updated_at FROM matches "
        f"WHERE rated = 1 AND (status = '{MatchStatus.FINISHED}' OR "
        f"(status = '{MatchStatus.ARCHIVED}' AND reason IS NOT NULL)) "
        "ORDER BY updated_at, id"
    )
    standings: dict[tuple[int, str], Standing] = {}
    history: list[tuple[Any, ...]] = []
    guilds: dict[tuple[int, str, int], None] = {}
    for row in finished:
        match_id, game_id = int(row["id"]), str(row["game_id"])
        white_id, black_id = int(row["white_id"]), int(row["black_id"])
        made = real_moves(moves.get(match_id, {}), metas.get(match_id, {}))
        if not counts(True, white_id, black_id, made):
            continue
        white = standings.get((white_id, game_id)) or Standing(white_id, game_id)
        black = standings.get((black_id, game_id)) or Standing(black_id, game_id)
        new_white, new_black = rate_pair(white, black, row["winner"], float(row["updated_at"]))
        for old, new, other in ((white, new_white, black_id), (black, new_black, white_id)):
            standings[(new.player_id, game_id)] = new
            history.append(_history_values(match_id, old, new, other))
            if row["guild_id"] is not None:
                guilds[(int(row["guild_id"]), game_id, new.player_id)] = None
    await tx.executemany(_INSERT_STANDING, [_standing_values(s) for s in standings.values()])
    await tx.executemany(_INSERT_HISTORY, history)
    await tx.executemany(
        _JOIN_GUILD,
        [_guild_values(guild, standings[(player, game)]) for guild, game, player in guilds],
    )


def _meta(row: Row) -> dict[str, Any]:
    """A stored match's meta; damaged JSON counts as no meta (such a match is unavailable
    anyway, and must not stop an upgrade)."""
    try:
        value = json.loads(row["meta"])
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


# ----- reading -----------------------------------------------------------------------------


def standing_from_row(row: Row) -> Standing:
    """A Standing from a RATING_COLUMNS row; StorageError naming the damaged column."""
    try:
        return Standing(
            player_id=rows.integer(row, "player_id"),
            game_id=rows.text(row, "game_id"),
            rating=rows.real(row, "rating"),
            deviation=rows.real(row, "deviation"),
            volatility=rows.real(row, "volatility"),
            games=rows.integer(row, "games"),
            wins=rows.integer(row, "wins"),
            losses=rows.integer(row, "losses"),
            draws=rows.integer(row, "draws"),
            streak=rows.integer(row, "streak"),
            rated_at=rows.optional_real(row, "rated_at"),
            pool=RatingPool(rows.choice(row, "pool", POOLS)),
        )
    except rows.RowError as exc:
        raise StorageError(f"A stored rating is damaged ({exc}).") from None


POOLS = tuple(RatingPool)
_HISTORY_COLUMNS = (
    "match_id, player_id, game_id, opponent_id, result, rating_before, rating, deviation, "
    "rated_at, pool"
)


def change_from_row(row: Row) -> RatingChange:
    try:
        return RatingChange(
            match_id=rows.integer(row, "match_id"),
            player_id=rows.integer(row, "player_id"),
            game_id=rows.text(row, "game_id"),
            opponent_id=rows.integer(row, "opponent_id"),
            result=str(rows.choice(row, "result", RESULTS)),
            rating_before=rows.real(row, "rating_before"),
            rating=rows.real(row, "rating"),
            deviation=rows.real(row, "deviation"),
            rated_at=rows.real(row, "rated_at"),
            pool=RatingPool(rows.choice(row, "pool", POOLS)),
        )
    except rows.RowError as exc:
        raise StorageError(f"A stored rating change is damaged ({exc}).") from None


# The order of a leaderboard: established ratings first, then provisional ones, each by
# rating, ties by player id; the indexes (game_id, pool, provisional, rating DESC, player_id)
# and (guild_id, game_id, pool, provisional, rating DESC, player_id) hold exactly this order.
_ORDER = "provisional, rating DESC, player_id"


class RatingRepository:
    """``db.ratings``: reads only (ratings are written by the finishing transactions)."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._flags_refreshed: dict[str, float] = {}  # game id -> ``now`` of the last refresh

    async def for_match(self, match_id: int) -> list[RatingChange]:
        """What the match did to its players' ratings (empty: it was not rated)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                f"SELECT {_HISTORY_COLUMNS} FROM rating_history WHERE match_id = ? "
                "ORDER BY player_id",
                (match_id,),
            )
        return [change_from_row(row) for row in found]

    async def changes_for(self, player_id: int, match_ids: list[int]) -> list[RatingChange]:
        """What each of ``match_ids`` did to the player's rating (rated ones only), in the
        order they were rated."""
        found: list[Row] = []
        async with self._db._read() as tx:
            for start in range(0, len(match_ids), _ID_BATCH):
                batch = match_ids[start : start + _ID_BATCH]
                found += await tx.fetch(
                    f"SELECT {_HISTORY_COLUMNS} FROM rating_history WHERE player_id = ? "
                    f"AND match_id IN ({', '.join('?' * len(batch))})",
                    (player_id, *batch),
                )
        changes = [change_from_row(row) for row in found]
        return sorted(changes, key=lambda c: (c.rated_at, c.match_id))

    async def standings(self, player_id: int) -> list[Standing]:
        """The player's standing in every game and pool they have a rated match in, by game
        id, then pool."""
        async with self._db._read() as tx:
            return await _standings(tx, player_id)

    async def board_places(self, guild_id: int, game_id: str) -> list[int]:
        """The places (channels) of a server where the game's rated matches were played."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT place_id FROM guild_board_places WHERE guild_id = ? AND game_id = ? "
                "ORDER BY place_id",
                (guild_id, game_id),
            )
        return [int(row["place_id"]) for row in found]

    async def leaderboard(
        self,
        game_id: str,
        *,
        pool: RatingPool = RatingPool.CORRESPONDENCE,
        guild_id: int | None = None,
        page: int = 0,
        now: float | None = None,
        sight: BoardSight | None = None,
    ) -> LeaderboardPage:
        """One page of the game's ranked players in ``pool`` as of ``now``, everywhere or
        (``guild_id``) among those who have played a rated match in that server (``sight``:
        one the asker may see; None: any)."""
        page = max(0, int(page))
        await self._refresh_provisional_when_due(game_id, now)
        async with self._db._read() as tx:
            source, where, params = await _board(tx, game_id, pool, guild_id, sight)
            keys = await tx.fetch(
                f"SELECT player_id FROM {source} WHERE {where} ORDER BY {_ORDER} LIMIT ? OFFSET ?",
                (*params, PAGE_SIZE + 1, page * PAGE_SIZE),
            )
            ids = [int(row["player_id"]) for row in keys[:PAGE_SIZE]]
            found = (
                await tx.fetch(
                    f"SELECT {RATING_COLUMNS} FROM ratings WHERE game_id = ? AND pool = ? "
                    f"AND player_id IN ({', '.join('?' * len(ids))})",
                    (game_id, pool, *ids),
                )
                if ids
                else []
            )
        by_id = {s.player_id: s for s in map(standing_from_row, found)}
        entries = tuple(
            RankedStanding(page * PAGE_SIZE + index + 1, by_id[player])
            for index, player in enumerate(ids)
            if player in by_id
        )
        return LeaderboardPage(game_id, guild_id, page, entries, len(keys) > PAGE_SIZE, pool)

    async def rank(
        self,
        player_id: int,
        game_id: str,
        *,
        pool: RatingPool = RatingPool.CORRESPONDENCE,
        guild_id: int | None = None,
        now: float | None = None,
        sight: BoardSight | None = None,
    ) -> RankedStanding | None:
        """The player's place on the ``pool`` leaderboard as of ``now`` (None: not on it), a
        server's as ``sight`` sees it (see :meth:`leaderboard`): the number of players ahead,
        counted as three index ranges (fewer provisional flags, a higher rating, the same
        rating and a lower id)."""
        await self._refresh_provisional_when_due(game_id, now)
        async with self._db._read() as tx:
            found = await tx.fetch(
                f"SELECT {RATING_COLUMNS}, provisional FROM ratings "
                "WHERE player_id = ? AND game_id = ? AND pool = ?",
                (player_id, game_id, pool),
            )
            if not found:
                return None
            standing = standing_from_row(found[0])
            source, where, params = await _board(tx, game_id, pool, guild_id, sight)
            if guild_id is not None and not await tx.fetch(
                f"SELECT 1 FROM {source} WHERE {where} AND player_id = ?", (*params, player_id)
            ):
                return None
            provisional = int(found[0]["provisional"])
            count = f"SELECT COUNT(*) FROM {source} WHERE {where} AND "
            (ahead,) = await tx.fetch(
                f"SELECT ({count}provisional < ?) + ({count}provisional = ? AND rating > ?) "
                f"+ ({count}provisional = ? AND rating = ? AND player_id < ?) AS ahead",
                (
                    *params,
                    provisional,
                    *params,
                    provisional,
                    standing.rating,
                    *params,
                    provisional,
                    standing.rating,
                    player_id,
                ),
            )
        return RankedStanding(int(ahead["ahead"]) + 1, standing)

    async def _refresh_provisional_when_due(self, game_id: str, now: float | None) -> None:
        """:meth:`refresh_provisional` at most once per PROVISIONAL_REFRESH_SECONDS of ``now``
        per game in this process (and again whenever ``now`` goes back), so leaderboard and
        rank reads do not each scan and write the game's ratings."""
        now = time.time() if now is None else float(now)
        last = self._flags_refreshed.get(game_id)
        if last is not None and 0 <= now - last < PROVISIONAL_REFRESH_SECONDS:
            return
        await self.refresh_provisional(game_id, now)
        self._flags_refreshed[game_id] = now

    async def refresh_provisional(self, game_id: str, now: float | None = None) -> int:
        """Flag as provisional the game's established ratings (in both pools) whose
        deviation, grown for the time away (:meth:`Standing.at`), is above the threshold by
        ``now``; how many.

        The flag orders leaderboards (established first) through the indexes, so it must
        follow the deviation a player is shown: a deviation only grows while a player is
        away, so a flag set here stays true until their next rated game writes a new one.
        The test is the idle formula squared (no square root, the same in both databases):
        deviation^2 + periods * (volatility * SCALE)^2 > threshold^2.  Rows being rated at
        this moment are skipped (PostgreSQL: ``SKIP LOCKED``); their game writes fresh flags.
        Each pool is its own statement: a player's live and correspondence rows age apart.
        """
        now = time.time() if now is None else float(now)
        flagged = 0
        async with self._db._write() as tx:
            for pool in RatingPool:
                found = await tx.fetch(
                    "UPDATE ratings SET provisional = 1 WHERE game_id = ? AND pool = ? "
                    "AND player_id IN (SELECT player_id FROM ratings WHERE game_id = ? "
                    "AND pool = ? AND provisional = 0 AND rated_at IS NOT NULL "
                    "AND deviation * deviation + (? - rated_at) / ? "
                    "* (volatility * ?) * (volatility * ?) > ? "
                    f"ORDER BY player_id{tx.dialect.skip_locked}) AND provisional = 0 "
                    "RETURNING player_id",
                    (
                        game_id,
                        pool,
                        game_id,
                        pool,
                        now,
                        PERIOD_SECONDS,
                        glicko2.SCALE,
                        glicko2.SCALE,
                        PROVISIONAL_DEVIATION * PROVISIONAL_DEVIATION,
                    ),
                )
                ids = sorted(int(row["player_id"]) for row in found)
                if ids:
                    await tx.execute(
                        "UPDATE guild_ratings SET provisional = 1 WHERE game_id = ? AND pool = ? "
                        f"AND player_id IN ({', '.join('?' * len(ids))})",
                        (game_id, pool, *ids),
                    )
                flagged += len(ids)
        return flagged

    async def profile(self, player_id: int, game_id: str | None = None) -> Profile:
        """The player's standings, last finished matches (of ``game_id`` alone when it is
        given) and one game's rating history in each pool (the newest HISTORY_LIMIT changes
        of each, correspondence first), read in one transaction (so they agree with each
        other).  Without ``game_id`` the game is the one with the most rated games, both
        pools counted."""
        async with self._db._read() as tx:
            standings = await _standings(tx, player_id)
            recent = await _recent(tx, player_id, game_id)
            if game_id is None and standings:
                played: dict[str, tuple[int, float]] = {}
                for s in standings:
                    games, last = played.get(s.game_id, (0, 0.0))
                    played[s.game_id] = (games + s.games, max(last, s.rated_at or 0.0))
                game_id = max(played, key=lambda game: played[game])
            history: list[RatingChange] = []
            for pool in (RatingPool.CORRESPONDENCE, RatingPool.LIVE) if game_id else ():
                found = await tx.fetch(
                    f"SELECT {_HISTORY_COLUMNS} FROM rating_history WHERE player_id = ? "
                    "AND game_id = ? AND pool = ? ORDER BY rated_at DESC, match_id DESC LIMIT ?",
                    (player_id, game_id, pool, HISTORY_LIMIT),
                )
                history += [change_from_row(row) for row in reversed(found)]
        return Profile(player_id, tuple(standings), tuple(recent), game_id, tuple(history))


async def _board(
    tx: Transaction,
    game_id: str,
    pool: RatingPool,
    guild_id: int | None,
    sight: BoardSight | None,
) -> tuple[str, str, tuple[Any, ...]]:
    """(table, condition, parameters) of a pool's leaderboard: everyone's, one server's, or
    one server's as ``sight`` sees it.  The places are read in the board's own transaction, so
    a place first played in after the asker's sight was worked out is never counted as read.
    The places are the game's, shared by its pools: a row's bits are those of the places its
    player played in that pool, so a place of the other pool only makes a board more careful."""
    if guild_id is None:
        return "ratings", "game_id = ? AND pool = ?", (game_id, pool)
    where, params = "guild_id = ? AND game_id = ? AND pool = ?", (guild_id, game_id, pool)
    if sight is None:
        return "guild_ratings", where, params
    stored = await tx.fetch(
        "SELECT place_id, bit FROM guild_board_places WHERE guild_id = ? AND game_id = ?",
        (guild_id, game_id),
    )
    places = {int(row["place_id"]): int(row["bit"]) for row in stored}
    if set(places) <= sight.places:
        return "guild_ratings", where, params  # every match of the board may be seen
    # A bit counts as read when every place holding it is read.
    unread = {bit for place, bit in places.items() if place not in sight.places}
    mask = sum(1 << bit for bit in set(places.values()) - unread)
    return (
        "guild_ratings",
        f"{where} AND ((places & ?) <> 0 OR player_id = ?)",
        (*params, mask, sight.player_id),
    )


async def _standings(tx: Transaction, player_id: int) -> list[Standing]:
    found = await tx.fetch(
        f"SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = ? AND games > 0 "
        "ORDER BY game_id, pool",
        (player_id,),
    )
    return [standing_from_row(row) for row in found]


# The status is spelled in the text (not a parameter) so the partial index on finished
# matches serves the query.
_RECENT = (
    "SELECT id, game_id, white_id, black_id, winner, reason, updated_at FROM matches "
    f"WHERE {{side}}_id = ? AND status = '{MatchStatus.FINISHED}'{{game}} "
    "ORDER BY updated_at DESC LIMIT ?"
)
_ID_BATCH = 500  # ids per IN (...) list, well under both databases' parameter limits


async def _recent(
    tx: Transaction, player_id: int, game_id: str | None = None, limit: int = PAGE_SIZE
) -> list[RecentMatch]:
    """The player's last ``limit`` finished matches (of ``game_id`` alone when given),
    newest first: the newest of each colour from its own partial index, merged."""
    game = "" if game_id is None else " AND game_id = ?"
    keys = (player_id,) if game_id is None else (player_id, game_id)
    found = await tx.fetch(
        f"SELECT * FROM ({_RECENT.format(side='white', game=game)}) AS w "
        f"UNION SELECT * FROM ({_RECENT.format(side='black', game=game)}) AS b "
        "ORDER BY updated_at DESC, id DESC LIMIT ?",
        (*keys, limit, *keys, limit, limit),
    )
    if not found:
        return []
    ids = [int(row["id"]) for row in found]
    changes = await tx.fetch(
        "SELECT match_id, rating_before, rating FROM rating_history WHERE player_id = ? "
        f"AND match_id IN ({', '.join('?' * len(ids))})",
        (player_id, *ids),
    )
    # The difference of the ratings as shown (rounded), so the changes a player reads add up.
    delta = {
        int(r["match_id"]): float(round(float(r["rating"])) - round(float(r["rating_before"])))
        for r in changes
    }
    recent = []
    for row in found:
        try:
            white, black = rows.integer(row, "white_id"), rows.integer(row, "black_id")
            winner = rows.choice(row, "winner", ("white", "black", None))
            side = "white" if white == player_id else "black"
            result = "draw" if winner is None else "win" if winner == side else "loss"
            recent.append(
                RecentMatch(
                    match_id=rows.integer(row, "id"),
                    game_id=rows.text(row, "game_id"),
                    opponent_id=black if side == "white" else white,
                    result=result,
                    reason=rows.optional_text(row, "reason") or "",
                    ended_at=rows.real(row, "updated_at"),
                    change=delta.get(rows.integer(row, "id")),
                )
            )
        except rows.RowError:
            continue  # a damaged match is left out of a list, as everywhere else
    return recent
