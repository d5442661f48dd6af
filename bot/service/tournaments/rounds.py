"""Running the rounds: pairing each one exactly once, opening its matches, taking the results,
deciding the games still running at the deadline, and ending the tournament.

Exactly once, across processes: everything that moves a tournament on happens under its lock
(``db.hold``: an advisory lock on PostgreSQL, with an in-process lock before it), and the
writes are conditional besides, so a process that loses a race writes nothing:

- a round is stored by ``db.tournaments.record_round``, which moves the tournament's current
  round from the one before (a compare-and-set) in the transaction that stores the pairing;
- a match is linked to its game in the transaction that stores the match
  (``db.matches.create(tournament_game=...)``), only while the game has none, so a game
  never gets two matches and a game a crashed process left without one is opened by the next
  tick;
- a result is stored once per game (``db.tournaments.record_result``).

Lock order: a match's lock is never held while the tournament's is taken (the service reports
a finished match after letting go of the match), so the tick may take a match's lock inside
the tournament's to decide a game at the deadline.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING

from bot.markup import t, typed
from bot.service.live_clock import moved_sides, read_control
from bot.service.replies import Attachment, Bulletin, PrivateMessage, Reply
from bot.service.tournaments import announce
from bot.service.tournaments.table import Numbered, initial_order, numbered, ranking
from bot.service.tournaments.work import TournamentWork
from games.core.outcome import Ending
from storage import Match, PairingTaken, StorageError
from storage.status import MatchStatus, TournamentStatus, TournamentSystem
from storage.tournaments import Game, Snapshot, StoredTournament
from tournaments.dutch import PairingImpossible, pair_round, players_to_pair
from tournaments.roundrobin import schedule
from tournaments.standings import Standing

if TYPE_CHECKING:
    from bot.service.host_rules import HostRules
    from bot.service.matches import Matches
    from bot.service.play import Play

log = logging.getLogger(__name__)

WITHDREW = "withdrew from the tournament"
"""Why a withdrawn player's game under way ended, stored with the match as every match's
reason is (in English: the play layer words a match's end for its readers)."""

PlaceLanguage = Callable[[int | None], Awaitable[str | None]]
"""The language of a server's posts (None: the reader's front end decides, English)."""


class Unpairable(Exception):
    """The next round cannot be paired (the message, a catalogue message, says why): the
    tournament ends there."""

    @property
    def markup(self) -> str:
        return str(self.args[0]) if self.args else ""


def result_codes(match: Match) -> tuple[str, str, int | None]:
    """The TRF codes (white, black) of a finished match, and who lost it on time as the
    withdrawal after two such losses counts them.

    A game lost on time or by a withdrawal before any move was made in it (its first player
    never turned up) is a forfeit: it counts for the score, not for colours or rematches
    (C.04.1).  A resignation or a draw agreed before the first move is a game played.

    A live game (with a clock) is a forfeit too when its loser never made a first decision
    (lost on time at the first move's window, bot.service.live): they never turned up.  Only
    such a no-show counts as a loss on time for the withdrawal: running out of time on the
    clock is one of a live game's ordinary ends.
    """
    if match.winner is None:
        return "=", "=", None
    loser_side = "black" if match.winner == "white" else "white"
    loser = match.user_of(loser_side)
    on_time = loser if match.ending is Ending.TIME else None
    absent = match.ply == 0 and match.ending in (Ending.TIME, Ending.WITHDRAWAL)
    if match.clock is not None:
        no_show = match.ending is Ending.TIME and loser_side not in moved_sides(match.meta)
        absent = absent or no_show
        on_time = loser if no_show else None
    won, lost = ("+", "-") if absent else ("1", "0")
    codes = (won, lost) if match.winner == "white" else (lost, won)
    return codes[0], codes[1], on_time


def total_rounds(tournament: StoredTournament, players: int) -> int:
    if tournament.rounds is not None:
        return tournament.rounds
    return len(schedule(players, tournament.system == TournamentSystem.DOUBLE_ROUND_ROBIN))


class Rounds:
    """The rounds of every tournament the service runs (held by the desk)."""

    def __init__(
        self,
        matches: Matches,
        play: Play,
        host_rules: HostRules,
        pictures: announce.Pictures,
        work: TournamentWork,
        place_language: PlaceLanguage,
    ) -> None:
        self.matches = matches
        self.play = play
        self.host_rules = host_rules
        self.db = matches.db
        self.pictures = pictures
        self.work = work  # pairing and standings run in the worker process, bounded
        # A bulletin is posted in the tournament's channel: its pictures speak the server's
        # language.
        self.place_language = place_language

    def lock(self, tournament_id: int) -> AbstractAsyncContextManager[None]:
        """The tournament's lock, in this process and then against every other one."""
        return self.matches.held("tournament", tournament_id)

    # ----- moving on -----------------------------------------------------------------------

    async def advance(self, tournament_id: int) -> list[Bulletin]:
        """Whatever is due now: open the current round's unopened matches; once its games
        are all decided, pair the next round (or end the tournament)."""
        async with self.lock(tournament_id):
            return await self._advance(tournament_id)

    async def _advance(self, tournament_id: int) -> list[Bulletin]:
        if await self.db.tournaments.round_in_play(tournament_id):
            return []  # the round's games go on, all opened: what the snapshot would say
        snapshot = await self.db.tournaments.snapshot(tournament_id)
        tournament = snapshot.tournament
        if tournament.status != TournamentStatus.RUNNING:
            return []
        current = tournament.current_round
        if current and any(not g.decided for g in snapshot.games_of(current)):
            opened = await self._open(snapshot, current)
            if not opened:
                return []
            # A process that stored the pairing may have stopped before announcing it (its
            # announcement follows the opening of every match): the pairings are told now,
            # with the matches opened now, whoever announced them before.
            snapshot = await self.db.tournaments.snapshot(tournament_id)  # the match numbers
            return [await self._pairings(snapshot, current, tuple(opened))]
        bulletins = []
        if current and await self._withdraw_time_losers(snapshot, current):
            snapshot = await self.db.tournaments.snapshot(tournament_id)
        if current:
            bulletins.append(await self._round_over(snapshot, current))
        if current >= total_rounds(tournament, len(snapshot.entrants)):
            return await self._final(snapshot, "", bulletins)
        try:
            games, byes, results = await self.work.pairing(
                t("tournament-work-pairing", tournament=announce.title(tournament),
                  round=str(current + 1)),
                self.plan, snapshot, current + 1,
            )
        except Unpairable as exc:
            return await self._final(snapshot, exc.markup, bulletins)
        now = self.matches.clock()
        # A live round has no deadline: it ends when its last game does (the clocks see to
        # that); the desk refuses a round deadline for a live tournament anyway.
        live = tournament.clock_control is not None
        deadline = now + tournament.round_limit if tournament.round_limit and not live else None
        stored = await self.db.tournaments.record_round(
            tournament_id,
            current + 1,
            games=games,
            byes=byes,
            results=results,
            deadline_at=deadline,
            now=now,
        )
        if not stored:  # another process paired it first and says so itself
            return []
        # The pairing table is drawn before any match is opened: a process stopping while it
        # draws leaves the matches unopened, and the next tick opens and announces them all
        # (drawn after, every match would be open and nobody would ever announce them).
        snapshot = await self.db.tournaments.snapshot(tournament_id)
        image = await self._pairing_picture(
            snapshot, current + 1, await self.place_language(tournament.guild_id)
        )
        opened = await self._open(snapshot, current + 1)
        snapshot = await self.db.tournaments.snapshot(tournament_id)  # with the match numbers
        bulletins.append(await self._pairings(snapshot, current + 1, tuple(opened), image))
        if all(g.decided for g in snapshot.games_of(current + 1)):
            # Nothing to play (every game a forfeit): the round is over at once.
            bulletins += await self._advance(tournament_id)
        return bulletins

    @staticmethod
    def plan(
        snapshot: Snapshot, round_number: int
    ) -> tuple[list[tuple[int, int, int]], list[tuple[int, str]], dict[int, tuple[str, str]]]:
        """Round ``round_number``'s games (board, white, black), its byes (user, kind) and the
        results already decided (a round-robin game against a withdrawn player: a forfeit).

        Pure, and of picklable data: it runs in the service's worker process (a later round of
        a big Swiss is seconds of pairing), raising Unpairable there when no pairing exists."""
        tournament = snapshot.tournament
        if tournament.system == TournamentSystem.SWISS:
            table = numbered(snapshot, through=round_number - 1, pairing=round_number)
            if len(players_to_pair(table.tournament, round_number)) < 2:
                raise Unpairable(t("tournament-unpairable-few", round=str(round_number)))
            try:
                pairing = pair_round(table.tournament, round_number)
            except PairingImpossible:
                raise Unpairable(
                    t("tournament-unpairable-rules", round=str(round_number))
                ) from None
            games = [
                (board, table.user_of[white], table.user_of[black])
                for board, (white, black) in enumerate(pairing.pairs, start=1)
            ]
            byes = [(table.user_of[pairing.bye], "U")] if pairing.bye is not None else []
            return games, byes, {}
        order = initial_order(snapshot.entrants)
        double = tournament.system == TournamentSystem.DOUBLE_ROUND_ROBIN
        scheduled = schedule(len(order), double)[round_number - 1]
        user = {number: e.user_id for number, e in enumerate(order, start=1)}
        present = {e.user_id: e.plays_in(round_number) for e in order}
        games = []
        results: dict[int, tuple[str, str]] = {}
        for board, (white, black) in enumerate(scheduled.pairs, start=1):
            games.append((board, user[white], user[black]))
            here = (present[user[white]], present[user[black]])
            if here != (True, True):
                results[board] = ("+" if here[0] else "-", "+" if here[1] else "-")
        byes = [(user[scheduled.bye], "Z")] if scheduled.bye is not None else []
        return games, byes, results

    async def _open(self, snapshot: Snapshot, round_number: int) -> list[Reply]:
        """Open the round's games that have no match yet (idempotent: see the module)."""
        tournament = snapshot.tournament
        opened = []
        # The server's language, for the first boards' captions.
        language = await self.place_language(tournament.guild_id)
        control = read_control(tournament.clock_control)  # every game of a live round
        for game in snapshot.games_of(round_number):
            if game.match_id is not None or game.decided:
                continue
            try:
                reply = await self.play.start_match(
                    tournament.game_id,
                    dict(tournament.options),
                    game.white_id,
                    game.black_id,
                    guild_id=tournament.guild_id,
                    channel_id=tournament.channel_id,
                    meta={"tournament": tournament.id, "round": round_number,
                          "board": game.board},
                    rated=tournament.rated,
                    time_limit=tournament.time_limit,
                    tournament_game=(tournament.id, round_number, game.board),
                    language=language,
                    control=control,
                )
            except PairingTaken:
                continue
            except StorageError as exc:  # the next tick opens it
                log.warning("tournament %s round %s board %s not opened yet: %s",
                            tournament.id, round_number, game.board, exc)
                continue
            opened.append(self._told(tournament, round_number, game, reply))
        return opened

    def _told(
        self, tournament: StoredTournament, round_number: int, game: Game, reply: Reply
    ) -> Reply:
        """The new match's reply, with each player told by direct message."""
        mention = self.matches.mention
        label, number = announce.title(tournament), str(round_number)
        match = str(reply.match_id)
        private = (
            PrivateMessage(game.white_id, t("tournament-game-white", tournament=label,
                                            round=number, opponent=mention(game.black_id),
                                            match=match)),
            PrivateMessage(game.black_id, t("tournament-game-black", tournament=label,
                                            round=number, opponent=mention(game.white_id),
                                            match=match)),
        )
        return Reply(private=private, tournament_id=tournament.id).merged(reply)

    # ----- results -------------------------------------------------------------------------

    async def record(self, match: Match) -> None:
        """Store a finished match's result in its game (once)."""
        white, black, on_time = result_codes(match)
        await self.db.tournaments.record_result(match.id, white, black, lost_on_time=on_time)

    async def _withdraw_time_losers(self, snapshot: Snapshot, round_number: int) -> bool:
        """Withdraw whoever lost on time in this round and in their game before it."""
        withdrawn = False
        for game in snapshot.games_of(round_number):
            loser = game.lost_on_time
            if loser is None:
                continue
            entrant = snapshot.entrant(loser)
            if entrant is None or entrant.withdrawn_round is not None:
                continue
            earlier = [
                g for g in snapshot.games
                if g.round < round_number and loser in (g.white_id, g.black_id) and g.decided
            ]
            if earlier and max(earlier, key=lambda g: g.round).lost_on_time == loser:
                withdrawn |= await self.db.tournaments.withdraw(
                    snapshot.tournament.id, loser, from_round=round_number + 1,
                    reason=announce.WITHDRAWN_ON_TIME,
                )
        return withdrawn

    async def overdue(self, tournament_id: int) -> list[Reply]:
        """Decide the current round's games whose time is up (the player whose decision is
        due loses on time): every game still running at the round's deadline, and any whose
        decision is overdue (a tournament waits for no claim).  Also stores the result of a
        game whose end was not reported (a process stopped in between).  The replies are for
        the matches' own threads."""
        async with self.lock(tournament_id):
            snapshot = await self.db.tournaments.snapshot(tournament_id)
            tournament = snapshot.tournament
            if tournament.status != TournamentStatus.RUNNING or not tournament.current_round:
                return []
            now = self.matches.clock()
            at_deadline = tournament.round_deadline is not None and now >= tournament.round_deadline
            replies = []
            for game in snapshot.games_of(tournament.current_round):
                if game.decided or game.match_id is None:
                    continue
                match = await self.db.matches.get(game.match_id)
                if not match.is_over:
                    if match.clock is not None:
                        continue  # a live game: its clock decides it (bot.service.live)
                    overdue = match.deadline_at is not None and now >= match.deadline_at
                    if not (at_deadline or overdue):
                        continue
                    reply = await self.host_rules.finish_on_time(
                        match.id, round_deadline=at_deadline and not overdue
                    )
                    if reply is not None:
                        replies.append(reply)
                    match = await self.db.matches.get(game.match_id)
                if match.status == MatchStatus.FINISHED:
                    await self.record(match)
            return replies

    # ----- what is said --------------------------------------------------------------------

    def bulletin(
        self, tournament: StoredTournament, reply: Reply, matches: tuple[Reply, ...] = (),
        updates: tuple[Reply, ...] = (),
    ) -> Bulletin:
        return Bulletin(
            tournament_id=tournament.id,
            guild_id=tournament.guild_id,
            channel_id=tournament.channel_id,
            reply=Reply(tournament_id=tournament.id).merged(reply),
            matches=matches,
            updates=updates,
        )

    async def _pairing_picture(
        self, snapshot: Snapshot, round_number: int, language: str | None
    ) -> Attachment:
        table = numbered(snapshot, through=round_number)
        return await self.pictures.pairing_table(
            snapshot.tournament, snapshot, round_number, table, language
        )

    async def _pairings(
        self,
        snapshot: Snapshot,
        round_number: int,
        opened: tuple[Reply, ...],
        image: Attachment | None = None,
    ) -> Bulletin:
        """The round's pairings announced (``image``: its pairing table, if drawn already)."""
        tournament = snapshot.tournament
        total = total_rounds(tournament, len(snapshot.entrants))
        table = numbered(snapshot, through=round_number)
        lines = [t("tournament-pairings-posted", tournament=announce.title(tournament),
                   round=str(round_number), rounds=str(total))]
        lines += announce.pairing_lines(snapshot, round_number, table, self.matches.mention)
        lines += announce.round_rule_lines(tournament, tournament.round_deadline)
        if image is None:
            image = await self._pairing_picture(
                snapshot, round_number, await self.place_language(tournament.guild_id)
            )
        players = tuple(u for g in snapshot.games_of(round_number) for u in (g.white_id,
                                                                             g.black_id))
        reply = Reply(text="\n".join(lines), image=image, mentions=players)
        return self.bulletin(tournament, reply, opened)

    async def _ranking(
        self, snapshot: Snapshot, order: tuple[str, ...]
    ) -> tuple[Numbered, list[Standing]]:
        """The standings with their tie-breaks (table.ranking), computed in the worker."""
        return await self.work.run(
            t("tournament-work-standings", tournament=announce.title(snapshot.tournament)),
            ranking, snapshot, order,
        )

    async def standings_reply(
        self,
        snapshot: Snapshot,
        heading: str,
        footer: str = "",
        *,
        language: str | None,
        picture_footer: str | None = None,
    ) -> Reply:
        """The standings as text and picture (``language``: the picture's, the language of
        the place the reply is shown in; ``picture_footer`` the footer as the picture draws
        it, players by their names where the text mentions them; None: ``footer``)."""
        tournament = snapshot.tournament
        order = tuple(tournament.tiebreaks.split(","))
        table, rows = await self._ranking(snapshot, order)
        lines = [heading]
        lines += announce.standings_lines(table, rows, order, self.matches.mention)
        if footer:
            lines.append(footer)
        drawn = footer if picture_footer is None else picture_footer
        image = await self.pictures.standings(tournament, table, rows, order, drawn, language)
        return Reply(text="\n".join(lines), image=image, tournament_id=tournament.id)

    async def _round_over(self, snapshot: Snapshot, round_number: int) -> Bulletin:
        tournament = snapshot.tournament
        table = numbered(snapshot, through=round_number)
        lines = [t("tournament-round-over", tournament=announce.title(tournament),
                   round=str(round_number))]
        lines += announce.pairing_lines(snapshot, round_number, table, self.matches.mention)
        standings = await self.standings_reply(
            snapshot, t("tournament-standings-after-round", round=str(round_number)),
            language=await self.place_language(tournament.guild_id),
        )
        return self.bulletin(tournament, Reply(text="\n".join(lines)).merged(standings))

    async def _final(
        self, snapshot: Snapshot, why_early: str, before: list[Bulletin]
    ) -> list[Bulletin]:
        """The final standings, composed before the tournament is stored as finished: a
        process stopping in between leaves it running, and the next tick ends it and says so
        (the other way round, nobody would ever announce its end).  Nothing if it was ended
        meanwhile (cancelled, say), not even ``before`` (the last round's result)."""
        tournament = snapshot.tournament
        order = tuple(tournament.tiebreaks.split(","))
        table, rows = await self._ranking(snapshot, order)
        first = [table.user_of[row.number] for row in rows if row.rank == 1]
        names = {e.user_id: typed(e.name) for e in snapshot.entrants}
        winner = announce.winner_text(rows, first, self.matches.mention)
        name = announce.title(tournament)
        heading = (t("tournament-over-early", tournament=name, reason=why_early) if why_early
                   else t("tournament-over", tournament=name))
        reply = await self.standings_reply(
            snapshot, t("tournament-final", heading=heading, winner=winner), footer=winner,
            language=await self.place_language(tournament.guild_id),
            # A picture shows no mention: the winners by the names they entered with.
            picture_footer=announce.winner_text(rows, first, names.__getitem__),
        )
        if not await self.db.tournaments.finish(tournament.id, TournamentStatus.FINISHED,
                                                now=self.matches.clock()):
            return []
        return [*before, self.bulletin(tournament, Reply(mentions=tuple(first)).merged(reply))]
