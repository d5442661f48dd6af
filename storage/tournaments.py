"""The tournament repository: tournaments, their entrants, rounds, games and byes.

The race-prone rules live here, inside transactions:

- an entry is taken only while the tournament takes entries and has room (the check and the
  insert under one lock, so two last entrants never both get the last place);
- a round is written exactly once: :meth:`TournamentRepository.record_round` moves the
  tournament's ``current_round`` from the round before to this one (a compare-and-set) and
  inserts the round's row (its key is the round's number), so two processes pairing the same
  round at the same moment store one pairing and the other is told it lost;
- a game is linked to the match it opened inside the transaction that stores the match
  (:func:`link_match`, called by ``db.matches.create``), only while it has none, so a match is
  opened once per game even when a process crashed between pairing and opening;
- a result is recorded once per game (:meth:`TournamentRepository.record_result`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from storage import rows
from storage.backend import Transaction
from storage.errors import StorageError
from storage.rows import Row
from storage.status import SYSTEMS, TournamentStatus, TournamentSystem

if TYPE_CHECKING:
    from storage.database import Database

RESULT_CODES = ("1", "0", "=", "+", "-")
BYE_KINDS = ("U", "H", "Z", "F")


class TournamentNotFound(StorageError, LookupError):
    """No tournament with that number."""


class TournamentClosed(StorageError):
    """The tournament is not in the state the write needs (it started, ended, is full ...);
    the message says which."""


class PairingTaken(StorageError):
    """The game already has its match, or the round was already paired: another process (or
    an earlier attempt) did it first."""


@dataclass(frozen=True)
class StoredTournament:
    id: int
    name: str
    game_id: str
    options: dict[str, Any]
    system: TournamentSystem
    rounds: int | None  # None: decided at the start (Swiss) or by the player count (RR)
    rated: bool
    time_limit: float | None  # seconds per decision (None: the server's default)
    round_limit: float | None  # seconds from a round's pairing to its deadline (None: none)
    starts_at: float | None
    player_limit: int | None
    late_entries: bool
    tiebreaks: str  # comma-separated C.07 names, e.g. "BH-C1,BH,SB,DE,WIN"
    organiser_id: int
    guild_id: int | None
    channel_id: int | None
    status: TournamentStatus
    current_round: int  # the last round paired (0 before the first)
    round_deadline: float | None  # the current round's deadline
    created_at: float
    updated_at: float
    announcement_id: int | None = None  # the message that announced it, in its channel
    # A live tournament's control, "600+5" (base and increment in seconds, as a challenge
    # stores it: bot.service.live_clock.read_control); None: correspondence.
    clock_control: str | None = None


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    rating: int  # what the pairing number comes from (frozen when the player starts playing)
    first_round: int  # the first round the player may be paired in (a late entry: later)
    withdrawn_round: int | None  # the first round the player is no longer paired in
    withdrawn_reason: str | None
    joined_at: float

    def plays_in(self, round_number: int) -> bool:
        """Whether the player is to be paired (or was) in ``round_number``."""
        if round_number < self.first_round:
            return False
        return self.withdrawn_round is None or round_number < self.withdrawn_round


@dataclass(frozen=True)
class Game:
    round: int
    board: int
    white_id: int
    black_id: int
    match_id: int | None
    white_result: str | None  # TRF result codes; None while the game goes on
    black_result: str | None
    # The user who lost it on time, if that is how it ended (in a live game only by making
    # no first move: bot.service.tournaments.rounds.result_codes).
    lost_on_time: int | None

    @property
    def decided(self) -> bool:
        return self.white_result is not None


@dataclass(frozen=True)
class Bye:
    round: int
    user_id: int
    kind: str  # 'U' pairing-allocated, 'H' requested half point, 'Z' zero, 'F' full point


@dataclass(frozen=True)
class RoundRow:
    round: int
    paired_at: float
    deadline_at: float | None


@dataclass(frozen=True)
class Snapshot:
    """Everything stored about one tournament, read in one transaction."""

    tournament: StoredTournament
    entrants: tuple[Entrant, ...]
    rounds: tuple[RoundRow, ...]
    games: tuple[Game, ...]
    byes: tuple[Bye, ...]

    def entrant(self, user_id: int) -> Entrant | None:
        return next((e for e in self.entrants if e.user_id == user_id), None)

    def games_of(self, round_number: int) -> list[Game]:
        return sorted((g for g in self.games if g.round == round_number), key=lambda g: g.board)

    def byes_of(self, round_number: int) -> list[Bye]:
        return [b for b in self.byes if b.round == round_number]


@dataclass(frozen=True)
class Entry:
    """What a join decides on, without the whole field: the tournament, how many are in,
    and the member's own entry (None: not in)."""

    tournament: StoredTournament
    count: int
    entrant: Entrant | None


_COLUMNS = (
    "id, name, game_id, options, system, rounds, rated, time_limit, round_limit, starts_at, "
    "player_limit, late_entries, tiebreaks, organiser_id, guild_id, channel_id, status, "
    "current_round, round_deadline, created_at, updated_at, announcement_id, clock_control"
)
_ENTRANT_COLUMNS = (
    "user_id, name, rating, first_round, withdrawn_round, withdrawn_reason, joined_at"
)
_GAME_COLUMNS = (
    "round, board, white_id, black_id, match_id, white_result, black_result, lost_on_time"
)


class TournamentRepository:
    """``db.tournaments``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # ----- writes --------------------------------------------------------------------------

    async def create(
        self,
        *,
        name: str,
        game_id: str,
        options: Mapping[str, Any],
        system: str,
        rounds: int | None,
        rated: bool,
        time_limit: float | None,
        round_limit: float | None,
        starts_at: float | None,
        player_limit: int | None,
        late_entries: bool,
        tiebreaks: str,
        organiser_id: int,
        guild_id: int | None,
        channel_id: int | None,
        now: float | None = None,
        clock_control: str | None = None,
    ) -> StoredTournament:
        """A new tournament, open for entries (``clock_control``: a live one's control, as
        :attr:`StoredTournament.clock_control` holds it)."""
        if system not in SYSTEMS:
            raise ValueError(f"system is one of {SYSTEMS}, not {system!r}.")
        now = _now(now)
        values = {
            "name": name,
            "game_id": game_id,
            "options": rows.dump_json(options, "options"),
            "system": system,
            "rounds": rounds,
            "rated": int(rated),
            "time_limit": time_limit,
            "round_limit": round_limit,
            "starts_at": starts_at,
            "player_limit": player_limit,
            "late_entries": int(late_entries),
            "tiebreaks": tiebreaks,
            "organiser_id": organiser_id,
            "guild_id": guild_id,
            "channel_id": channel_id,
            "clock_control": clock_control,
            "created_at": now,
            "updated_at": now,
        }
        marks = ", ".join("?" * len(values))
        async with self._db._write() as tx:
            (row,) = await tx.fetch(
                f"INSERT INTO tournaments ({', '.join(values)}) VALUES ({marks}) "
                f"RETURNING {_COLUMNS}",
                tuple(values.values()),
            )
        return _decode(row)

    async def set_announcement(self, tournament_id: int, message_id: int) -> None:
        """Remember the message that announced the tournament."""
        async with self._db._write() as tx:
            found = await tx.fetch(
                "UPDATE tournaments SET announcement_id = ? WHERE id = ? RETURNING id",
                (message_id, tournament_id),
            )
        if not found:
            raise TournamentNotFound(f"There is no tournament #{tournament_id}.")

    async def join(
        self,
        tournament_id: int,
        user_id: int,
        name: str,
        rating: int,
        *,
        late: bool = False,
        now: float | None = None,
    ) -> Entrant:
        """Enter ``user_id``.  Before the start only (``late``: while the tournament runs and
        takes late entries; the entrant then plays from the next round to be paired).

        TournamentClosed, with nothing written, if it takes no entries now, is full, or the
        player is already in (the message says which)."""
        now = _now(now)
        async with self._db._write(lock=f"tournament-entries:{tournament_id}") as tx:
            tournament = _decode(await _select(tx, tournament_id))
            if tournament.status is not (
                TournamentStatus.RUNNING if late else TournamentStatus.OPEN
            ):
                raise TournamentClosed(f"Tournament #{tournament_id} is {tournament.status}.")
            found = await tx.fetch(
                f"SELECT {_ENTRANT_COLUMNS} FROM tournament_entrants "
                "WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )
            if found:
                raise TournamentClosed(f"You are already in tournament #{tournament_id}.")
            (count,) = await tx.fetch(
                "SELECT COUNT(*) AS n FROM tournament_entrants WHERE tournament_id = ?",
                (tournament_id,),
            )
            limit = tournament.player_limit
            if limit is not None and int(count["n"]) >= limit:
                raise TournamentClosed(f"Tournament #{tournament_id} is full ({limit} players).")
            first_round = tournament.current_round + 1 if late else 1
            (row,) = await tx.fetch(
                "INSERT INTO tournament_entrants (tournament_id, user_id, name, rating, "
                f"first_round, joined_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING {_ENTRANT_COLUMNS}",
                (tournament_id, user_id, name, int(rating), first_round, now),
            )
        self._db.announce_tournament(tournament_id)
        return _entrant(row)

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """Take back an entry before the start; False if there was none (or it started)."""
        async with self._db._write(lock=f"tournament-entries:{tournament_id}") as tx:
            tournament = _decode(await _select(tx, tournament_id))
            if tournament.status is not TournamentStatus.OPEN:
                raise TournamentClosed(f"Tournament #{tournament_id} is {tournament.status}.")
            found = await tx.fetch(
                "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ? "
                "RETURNING user_id",
                (tournament_id, user_id),
            )
        self._db.announce_tournament(tournament_id)
        return bool(found)

    async def start(
        self,
        tournament_id: int,
        *,
        rounds: int,
        ratings: Mapping[int, int],
        now: float | None = None,
    ) -> StoredTournament:
        """'open' -> 'running', once: the rounds fixed and each entrant's rating frozen for
        the pairing numbers.  TournamentClosed if it is not open any more."""
        now = _now(now)
        async with self._db._write(lock=f"tournament-entries:{tournament_id}") as tx:
            found = await tx.fetch(
                "UPDATE tournaments SET status = 'running', rounds = ?, updated_at = ? "
                f"WHERE id = ? AND status = 'open' RETURNING {_COLUMNS}",
                (rounds, now, tournament_id),
            )
            if not found:
                current = _decode(await _select(tx, tournament_id))
                raise TournamentClosed(f"Tournament #{tournament_id} is {current.status}.")
            await tx.executemany(
                "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND user_id = ?",
                [(int(rating), tournament_id, user) for user, rating in ratings.items()],
            )
        self._db.announce_tournament(tournament_id)
        return _decode(found[0])

    async def record_round(
        self,
        tournament_id: int,
        round_number: int,
        *,
        games: Sequence[tuple[int, int, int]],
        byes: Iterable[tuple[int, str]],
        results: Mapping[int, tuple[str, str]] | None = None,
        deadline_at: float | None,
        now: float | None = None,
    ) -> bool:
        """Store round ``round_number``'s pairing: ``games`` as (board, white, black), ``byes``
        as (user, kind), ``results`` decided already by board (forfeits).  Exactly once: False,
        with nothing written, if the tournament is not running with round ``round_number - 1``
        as its last one (someone else paired this round first)."""
        now = _now(now)
        results = results or {}
        async with self._db._write(lock=f"tournament-round:{tournament_id}") as tx:
            moved = await tx.fetch(
                "UPDATE tournaments SET current_round = ?, round_deadline = ?, updated_at = ? "
                "WHERE id = ? AND status = 'running' AND current_round = ? RETURNING id",
                (round_number, deadline_at, now, tournament_id, round_number - 1),
            )
            if not moved:
                return False
            await tx.execute(
                "INSERT INTO tournament_rounds (tournament_id, round, paired_at, deadline_at) "
                "VALUES (?, ?, ?, ?)",
                (tournament_id, round_number, now, deadline_at),
            )
            await tx.executemany(
                "INSERT INTO tournament_games (tournament_id, round, board, white_id, black_id, "
                "white_result, black_result) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        tournament_id,
                        round_number,
                        board,
                        white,
                        black,
                        *results.get(board, (None, None)),
                    )
                    for board, white, black in games
                ],
            )
            await tx.executemany(
                "INSERT INTO tournament_byes (tournament_id, round, user_id, kind) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id, round, user_id) DO NOTHING",
                [(tournament_id, round_number, user, kind) for user, kind in byes],
            )
        self._db.announce_tournament(tournament_id)
        return True

    async def request_bye(self, tournament_id: int, round_number: int, user_id: int) -> bool:
        """A half-point bye for ``user_id`` in ``round_number``, only while that round is not
        paired; False if it was paired meanwhile or the bye was already asked for."""
        async with self._db._write(lock=f"tournament-round:{tournament_id}") as tx:
            (row,) = await tx.fetch(
                "SELECT current_round FROM tournaments WHERE id = ?", (tournament_id,)
            )
            if int(row["current_round"]) >= round_number:
                return False
            found = await tx.fetch(
                "INSERT INTO tournament_byes (tournament_id, round, user_id, kind) "
                "VALUES (?, ?, ?, 'H') ON CONFLICT (tournament_id, round, user_id) DO NOTHING "
                "RETURNING user_id",
                (tournament_id, round_number, user_id),
            )
        self._db.announce_tournament(tournament_id)
        return bool(found)

    async def withdraw(
        self, tournament_id: int, user_id: int, *, from_round: int, reason: str
    ) -> bool:
        """Stop pairing ``user_id`` from ``from_round`` on; False if already withdrawn.  Half-
        point byes asked for those rounds go with the entry."""
        async with self._db._write(lock=f"tournament-round:{tournament_id}") as tx:
            found = await tx.fetch(
                "UPDATE tournament_entrants SET withdrawn_round = ?, withdrawn_reason = ? "
                "WHERE tournament_id = ? AND user_id = ? AND withdrawn_round IS NULL "
                "RETURNING user_id",
                (from_round, reason, tournament_id, user_id),
            )
            await tx.execute(
                "DELETE FROM tournament_byes WHERE tournament_id = ? AND user_id = ? "
                "AND round >= ? AND kind = 'H'",
                (tournament_id, user_id, from_round),
            )
        self._db.announce_tournament(tournament_id)
        return bool(found)

    async def record_result(
        self,
        match_id: int,
        white_result: str,
        black_result: str,
        *,
        lost_on_time: int | None = None,
    ) -> Game | None:
        """The result of the game played as ``match_id``, once: None if the match is no
        tournament game or its result is already stored."""
        for code in (white_result, black_result):
            if code not in RESULT_CODES:
                raise ValueError(f"result is one of {RESULT_CODES}, not {code!r}.")
        async with self._db._write() as tx:
            found = await tx.fetch(
                "UPDATE tournament_games SET white_result = ?, black_result = ?, "
                "lost_on_time = ? WHERE match_id = ? AND white_result IS NULL "
                f"RETURNING {_GAME_COLUMNS}",
                (white_result, black_result, lost_on_time, match_id),
            )
        if not found:
            return None
        # Word that the match's game changed too, once committed: a tournament page's stream
        # wakes on its games' matches, and the match's own write came before this one.
        await self._db.announce(match_id)
        return _game(found[0])

    async def finish(self, tournament_id: int, status: str, *, now: float | None = None) -> bool:
        """A running (or, to cancel, open) tournament ends: 'finished' or 'cancelled'; False
        if it had ended already."""
        if status not in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
            raise ValueError(f"A tournament ends 'finished' or 'cancelled', not {status!r}.")
        async with self._db._write(lock=f"tournament-round:{tournament_id}") as tx:
            found = await tx.fetch(
                "UPDATE tournaments SET status = ?, round_deadline = NULL, updated_at = ? "
                "WHERE id = ? AND status IN ('open', 'running') RETURNING id",
                (status, _now(now), tournament_id),
            )
        self._db.announce_tournament(tournament_id)
        return bool(found)

    # ----- reads ---------------------------------------------------------------------------

    async def get(self, tournament_id: int) -> StoredTournament:
        async with self._db._read() as tx:
            return _decode(await _select(tx, tournament_id))

    async def entry(self, tournament_id: int, user_id: int) -> Entry:
        """The tournament, its number of entrants and ``user_id``'s entry, as one consistent
        read: a join checks these per click, and a field of 1,000 would cost a whole
        snapshot each time."""
        async with self._db._read() as tx:
            tournament = _decode(await _select(tx, tournament_id))
            (count,) = await tx.fetch(
                "SELECT COUNT(*) AS n FROM tournament_entrants WHERE tournament_id = ?",
                (tournament_id,),
            )
            found = await tx.fetch(
                f"SELECT {_ENTRANT_COLUMNS} FROM tournament_entrants "
                "WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )
        try:
            return Entry(
                tournament=tournament,
                count=rows.integer(count, "n"),
                entrant=_entrant(found[0]) if found else None,
            )
        except rows.RowError as exc:
            raise StorageError(
                f"Tournament #{tournament_id} is unavailable: its stored data is damaged ({exc})."
            ) from None

    async def entrant_ids(self, tournament_id: int) -> list[int]:
        """The entrants' user ids in the order they joined (a snapshot's order): what a
        join's or a leave's answer lists, in one small read where a snapshot would decode
        every entrant, round and game (a 1,000-player tournament's joins read it 1,000
        times)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT user_id FROM tournament_entrants WHERE tournament_id = ? "
                "ORDER BY joined_at, user_id",
                (tournament_id,),
            )
        try:
            return [rows.integer(row, "user_id") for row in found]
        except rows.RowError as exc:
            raise StorageError(
                f"Tournament #{tournament_id} is unavailable: its stored data is damaged ({exc})."
            ) from None

    async def snapshot(self, tournament_id: int) -> Snapshot:
        """The tournament with its entrants, rounds, games and byes, as one consistent read."""
        async with self._db._read() as tx:
            tournament = _decode(await _select(tx, tournament_id))
            entrants = await tx.fetch(
                f"SELECT {_ENTRANT_COLUMNS} FROM tournament_entrants WHERE tournament_id = ? "
                "ORDER BY joined_at, user_id",
                (tournament_id,),
            )
            rounds = await tx.fetch(
                "SELECT round, paired_at, deadline_at FROM tournament_rounds "
                "WHERE tournament_id = ? ORDER BY round",
                (tournament_id,),
            )
            games = await tx.fetch(
                f"SELECT {_GAME_COLUMNS} FROM tournament_games WHERE tournament_id = ? "
                "ORDER BY round, board",
                (tournament_id,),
            )
            byes = await tx.fetch(
                "SELECT round, user_id, kind FROM tournament_byes WHERE tournament_id = ? "
                "ORDER BY round, user_id",
                (tournament_id,),
            )
        try:
            return Snapshot(
                tournament=tournament,
                entrants=tuple(_entrant(row) for row in entrants),
                rounds=tuple(
                    RoundRow(
                        rows.integer(row, "round"),
                        rows.real(row, "paired_at"),
                        rows.optional_real(row, "deadline_at"),
                    )
                    for row in rounds
                ),
                games=tuple(_game(row) for row in games),
                byes=tuple(
                    Bye(
                        rows.integer(row, "round"),
                        rows.integer(row, "user_id"),
                        rows.choice(row, "kind", BYE_KINDS),
                    )
                    for row in byes
                ),
            )
        except rows.RowError as exc:
            raise StorageError(
                f"Tournament #{tournament_id} is unavailable: its stored data is damaged ({exc})."
            ) from None

    async def for_match(self, match_id: int) -> tuple[int, Game] | None:
        """The tournament and game ``match_id`` was opened for, or None."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                f"SELECT tournament_id, {_GAME_COLUMNS} FROM tournament_games WHERE match_id = ?",
                (match_id,),
            )
        return (rows.integer(found[0], "tournament_id"), _game(found[0])) if found else None

    async def listing(
        self, guild_id: int | None, *, user_id: int | None = None, limit: int = 25
    ) -> list[StoredTournament]:
        """Tournaments of ``guild_id`` (None: outside any server) and those ``user_id`` has
        entered, open and running first, newest first."""
        where = "guild_id = ?" if guild_id is not None else "guild_id IS NULL"
        params: tuple[Any, ...] = (guild_id,) if guild_id is not None else ()
        if user_id is not None:
            where = (
                f"({where} OR id IN (SELECT tournament_id FROM tournament_entrants "
                "WHERE user_id = ?))"
            )
            params += (user_id,)
        async with self._db._read() as tx:
            found = await tx.fetch(
                f"SELECT {_COLUMNS} FROM tournaments WHERE {where} ORDER BY "
                "CASE WHEN status IN ('open', 'running') THEN 0 ELSE 1 END, id DESC LIMIT ?",
                params + (limit,),
            )
        return [_decode(row) for row in found]

    async def open_count(self, guild_id: int | None, organiser_id: int) -> int:
        """How many tournaments ``organiser_id`` created in ``guild_id`` (None: outside any
        server) are open or running (what the service limits per member)."""
        where = "guild_id = ?" if guild_id is not None else "guild_id IS NULL"
        params: tuple[Any, ...] = (guild_id,) if guild_id is not None else ()
        async with self._db._read() as tx:
            (row,) = await tx.fetch(
                f"SELECT COUNT(*) AS n FROM tournaments WHERE {where} "
                "AND status IN ('open', 'running') AND organiser_id = ?",
                params + (organiser_id,),
            )
        return rows.integer(row, "n")

    async def due_to_start(self, now: float) -> list[int]:
        """Open tournaments whose start time has come."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT id FROM tournaments WHERE status = 'open' AND starts_at IS NOT NULL "
                "AND starts_at <= ? ORDER BY starts_at, id",
                (now,),
            )
        return [rows.integer(row, "id") for row in found]

    async def running(self) -> list[int]:
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT id FROM tournaments WHERE status = 'running' ORDER BY id"
            )
        return [rows.integer(row, "id") for row in found]

    async def round_in_play(self, tournament_id: int) -> bool:
        """Whether the tournament is running with games of its current round still undecided,
        every one of them with its match opened: then nothing is due (no round to pair, no
        match to open), and one small read says so where a snapshot would read every entrant
        and game (the end of each of a big round's games asks)."""
        async with self._db._read() as tx:
            found = await tx.fetch(
                "SELECT"
                " (SELECT COUNT(*) FROM tournament_games g WHERE g.tournament_id = t.id"
                "  AND g.round = t.current_round AND g.white_result IS NULL) AS undecided,"
                " (SELECT COUNT(*) FROM tournament_games g WHERE g.tournament_id = t.id"
                "  AND g.round = t.current_round AND g.white_result IS NULL"
                "  AND g.match_id IS NULL) AS unopened"
                " FROM tournaments t WHERE t.id = ? AND t.status = 'running'"
                " AND t.current_round > 0",
                (tournament_id,),
            )
        if not found:
            return False
        return rows.integer(found[0], "undecided") > 0 and rows.integer(found[0], "unopened") == 0


async def link_match(
    tx: Transaction, tournament_id: int, round_number: int, board: int, match_id: int
) -> None:
    """Inside the transaction that stores ``match_id``: make it the game's match.  PairingTaken
    (the caller's transaction rolls back, so no second match is stored) if the game has one."""
    found = await tx.fetch(
        "UPDATE tournament_games SET match_id = ? WHERE tournament_id = ? AND round = ? "
        "AND board = ? AND match_id IS NULL AND white_result IS NULL RETURNING board",
        (match_id, tournament_id, round_number, board),
    )
    if not found:
        raise PairingTaken(
            f"Tournament #{tournament_id}, round {round_number}, board {board} has its match."
        )


async def _select(tx: Transaction, tournament_id: int) -> Row:
    found = await tx.fetch(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
    if not found:
        raise TournamentNotFound(f"There is no tournament #{tournament_id}.")
    return found[0]


def _decode(row: Row) -> StoredTournament:
    try:
        return StoredTournament(
            id=rows.integer(row, "id"),
            name=rows.text(row, "name"),
            game_id=rows.text(row, "game_id"),
            options=rows.json_object(row, "options"),
            system=rows.member(row, "system", TournamentSystem),
            rounds=rows.optional_integer(row, "rounds"),
            rated=bool(rows.integer(row, "rated")),
            time_limit=rows.optional_real(row, "time_limit"),
            round_limit=rows.optional_real(row, "round_limit"),
            starts_at=rows.optional_real(row, "starts_at"),
            player_limit=rows.optional_integer(row, "player_limit"),
            late_entries=bool(rows.integer(row, "late_entries")),
            tiebreaks=rows.text(row, "tiebreaks"),
            organiser_id=rows.integer(row, "organiser_id"),
            guild_id=rows.optional_integer(row, "guild_id"),
            channel_id=rows.optional_integer(row, "channel_id"),
            status=rows.member(row, "status", TournamentStatus),
            current_round=rows.integer(row, "current_round"),
            round_deadline=rows.optional_real(row, "round_deadline"),
            created_at=rows.real(row, "created_at"),
            updated_at=rows.real(row, "updated_at"),
            announcement_id=rows.optional_integer(row, "announcement_id"),
            clock_control=rows.optional_text(row, "clock_control"),
        )
    except rows.RowError as exc:
        raise StorageError(
            f"Tournament #{row['id']} is unavailable: its stored data is damaged ({exc})."
        ) from None


def _entrant(row: Row) -> Entrant:
    return Entrant(
        user_id=rows.integer(row, "user_id"),
        name=rows.text(row, "name"),
        rating=rows.integer(row, "rating"),
        first_round=rows.integer(row, "first_round"),
        withdrawn_round=rows.optional_integer(row, "withdrawn_round"),
        withdrawn_reason=rows.optional_text(row, "withdrawn_reason"),
        joined_at=rows.real(row, "joined_at"),
    )


def _game(row: Row) -> Game:
    return Game(
        round=rows.integer(row, "round"),
        board=rows.integer(row, "board"),
        white_id=rows.integer(row, "white_id"),
        black_id=rows.integer(row, "black_id"),
        match_id=rows.optional_integer(row, "match_id"),
        white_result=rows.choice(row, "white_result", (*RESULT_CODES, None)),
        black_result=rows.choice(row, "black_result", (*RESULT_CODES, None)),
        lost_on_time=rows.optional_integer(row, "lost_on_time"),
    )


def _now(now: float | None) -> float:
    return time.time() if now is None else float(now)
