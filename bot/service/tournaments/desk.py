"""The tournament desk: what organisers and players do with tournaments, as service calls.

Held by the service as ``service.tournaments`` (a collaborator, not a mixin).  Every call
takes the Viewer first.  A tournament lives in the channel it was created in, and follows the
rule of a challenge (:mod:`bot.service.viewer`): its entrants and its creator see it anywhere,
anyone else only from its server when they can read that channel; to anyone else it is a
tournament number that does not exist, word for word.

Organisers are the creator and, in the tournament's own server, whoever manages that server
(``Viewer.organiser``).  Running the rounds is :mod:`bot.service.tournaments.rounds`; the words
and pictures are :mod:`bot.service.tournaments.announce`.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import games
from bot.i18n.messages import english, localise
from bot.markup import clean, command, t, typed
from bot.service import validation
from bot.service.challenges import resolve_game
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError, echo, parse_id
from bot.service.live_clock import control_of, stored_control
from bot.service.replies import Attachment, Bulletin, Choice, Prompt, Reply
from bot.service.tournaments import announce
from bot.service.tournaments.report import exported_rounds, report
from bot.service.tournaments.rounds import WITHDREW, Rounds, total_rounds
from bot.service.tournaments.table import annulled, completed_rounds, numbered
from bot.service.tournaments.work import TournamentWork, WorkTooLong
from bot.service.viewer import Viewer
from games.core.outcome import Ending
from storage import Match, StorageError, TournamentClosed, TournamentNotFound
from storage.glicko2 import BASE, START_DEVIATION
from storage.status import SYSTEMS, MatchStatus, RatingPool, TournamentStatus, TournamentSystem
from storage.tournaments import Entrant, Entry, Snapshot, StoredTournament
from tournaments.standings import DEFAULT_ORDER, ROUND_ROBIN_ORDER, TIEBREAKS

if TYPE_CHECKING:
    from bot.process_worker import Worker
    from bot.service.events import MatchEnded
    from bot.service.host_rules import HostRules
    from bot.service.limits import OpenLimits
    from bot.service.matches import Matches
    from bot.service.play import Play

log = logging.getLogger(__name__)
_T = TypeVar("_T")

UNRATED = round(BASE - 2 * START_DEVIATION)
"""The pairing rating of a player without a rated game in the tournament's game: the default
rating less twice the starting deviation (the bottom of its 95% interval, 800), so an unknown
strength is ranked below every established one rather than in the middle."""
MAX_ROUNDS = 50
MAX_PLAYERS = 1000
MAX_NAME = 60
LIST_LIMIT = 25
LANGUAGE_SETTING = "language"
"""The server setting (``/gamut-settings language``) a tournament's bulletins are written in:
their pictures are drawn in it (their texts are localised by the front end that posts them)."""


def pool_of(tournament: StoredTournament) -> RatingPool:
    """The rating pool a tournament's games are rated in: live with a clock (as every live
    match's, storage.ratings), correspondence otherwise."""
    return RatingPool.CORRESPONDENCE if tournament.clock_control is None else RatingPool.LIVE


def picture_language(viewer: Viewer) -> str | None:
    """The language a picture drawn for ``viewer`` speaks: theirs for an answer they alone
    see, the place's for one posted there."""
    return viewer.language if viewer.private else viewer.place_language


def default_name(system: str, game: str) -> str:
    """The message of a tournament's name when its organiser gives none."""
    if system == TournamentSystem.SWISS:
        return t("tournament-default-name-swiss", game=game)
    if system == TournamentSystem.ROUND_ROBIN:
        return t("tournament-default-name-round-robin", game=game)
    return t("tournament-default-name-double-round-robin", game=game)


def no_such_tournament(tournament_id: object) -> NotFound:
    """The answer for a tournament that does not exist, and word for word for a hidden one."""
    return NotFound(t("tournament-not-found", number=echo(str(tournament_id).lstrip("#"))))


def ranged(
    value: object, low: int, high: int, refusal: Callable[[str, str, str], str]
) -> int | None:
    """``value`` as a whole number from ``low`` to ``high`` (None stays None), or refused
    with ``refusal(low, high, value)``'s message."""
    try:
        return validation.or_none(validation.whole, value, t("validation-what-number"), low, high)
    except ServiceError:
        raise ServiceError(refusal(str(low), str(high), validation.shown(value))) from None


def rounds_refusal(low: str, high: str, value: str) -> str:
    return t("tournament-rounds-range", low=low, high=high, value=value)


def player_limit_refusal(low: str, high: str, value: str) -> str:
    return t("tournament-player-limit-range", low=low, high=high, value=value)


def default_swiss_rounds(players: int) -> int:
    """Enough rounds for one player to be alone on top (⌈log2 n⌉), never more than the field
    allows without rematches."""
    return max(1, min(math.ceil(math.log2(max(players, 2))), most_swiss_rounds(players)))


def most_swiss_rounds(players: int) -> int:
    """A Swiss of n players has at most as many rounds as a round-robin of them."""
    return max(1, players - 1 + players % 2)


class TournamentDesk:
    """``service.tournaments``: see the module docstring."""

    def __init__(
        self,
        matches: Matches,
        play: Play,
        host_rules: HostRules,
        open_limits: OpenLimits,
        worker: Worker,
        *,
        community_language: Callable[[int], str | None] = lambda _guild_id: None,
    ) -> None:
        self.matches = matches
        self.community_language = community_language
        self.play = play
        self.host_rules = host_rules
        self.open_limits = open_limits
        self.db = matches.db
        self.work = TournamentWork(worker)
        announce.warm_up()
        self.pictures = announce.Pictures(self.work)
        self.rounds = Rounds(matches, play, host_rules, self.pictures, self.work,
                             self.server_language)

    async def server_language(self, guild_id: int | None) -> str | None:
        """The language of a server's posts, for the pictures of bulletins, which no one
        asked for: as its settings say, else its own language as the front end knows it
        (Discord's Community language); None: neither, or no server (English)."""
        if guild_id is None:
            return None
        try:
            chosen = (await self.db.settings.get(guild_id)).get(LANGUAGE_SETTING)
        except StorageError as exc:  # the server's own language stands in for its setting
            log.warning("the language of guild %s cannot be read: %s", guild_id, exc)
            chosen = None
        return chosen or self.community_language(guild_id)

    # ----- finding one ---------------------------------------------------------------------

    async def _snapshot(self, viewer: Viewer, tournament_id: int | str) -> Snapshot:
        """The tournament if ``viewer`` may see it; a hidden one is answered as a missing one."""
        number = self._number(tournament_id)
        snapshot = await self._load(number, self.db.tournaments.snapshot(number))
        if not await self.may_see(viewer, snapshot):
            raise no_such_tournament(number)
        return snapshot

    async def _entry(self, viewer: Viewer, tournament_id: int | str) -> Entry:
        """What a join decides on (the count and the viewer's entry, not the whole field),
        under the same rule of sight as :meth:`_snapshot`."""
        number = self._number(tournament_id)
        entry = await self._load(number, self.db.tournaments.entry(number, viewer.user_id))
        if not await self._sees(viewer, entry.tournament, entered=entry.entrant is not None):
            raise no_such_tournament(number)
        return entry

    @staticmethod
    def _number(tournament_id: int | str) -> int:
        number = parse_id(tournament_id)
        if number is None:
            raise no_such_tournament(clean(str(tournament_id)))
        return number

    @staticmethod
    async def _load(number: int, read: Awaitable[_T]) -> _T:
        """``read`` of tournament ``number``; a missing or damaged one is answered as missing."""
        try:
            return await read
        except TournamentNotFound:
            raise no_such_tournament(number) from None
        except StorageError as exc:
            if type(exc) is not StorageError:
                raise  # busy or failing: the front end's storage handler says so
            log.warning("tournament %s hidden: it cannot be loaded (%s)", number, exc)
            raise no_such_tournament(number) from None

    async def visible(self, viewer: Viewer, tournament_id: int | str) -> Snapshot:
        """The tournament if ``viewer`` may see it, else the refusal of a missing one: the
        one rule, for a front end's link to its page (bot.service.web_links)."""
        return await self._snapshot(viewer, tournament_id)

    @classmethod
    async def may_see(cls, viewer: Viewer, snapshot: Snapshot) -> bool:
        entered = snapshot.entrant(viewer.user_id) is not None
        return await cls._sees(viewer, snapshot.tournament, entered=entered)

    @staticmethod
    async def _sees(viewer: Viewer, tournament: StoredTournament, *, entered: bool) -> bool:
        """The organiser and the entrants see it; others if they read its channel."""
        if viewer.user_id == tournament.organiser_id or entered:
            return True
        if tournament.guild_id != viewer.guild_id:
            return False
        return await viewer.sight.reads(tournament.channel_id)

    @staticmethod
    def is_organiser(viewer: Viewer, tournament: StoredTournament) -> bool:
        return viewer.user_id == tournament.organiser_id or (
            viewer.organiser and viewer.guild_id == tournament.guild_id
        )

    def _require_organiser(
        self, viewer: Viewer, tournament: StoredTournament, action: str, label: str = ""
    ) -> None:
        """Refused unless ``viewer`` organises the tournament (``action``: a message such as
        ``t("tournament-action-start")``; ``label``: how the refusal names it)."""
        if not self.is_organiser(viewer, tournament):
            raise NotAllowed(t("tournament-organiser-only",
                               tournament=label or announce.title(tournament), action=action))

    # ----- creating and entering -----------------------------------------------------------

    async def create(
        self,
        viewer: Viewer,
        *,
        game_id: str,
        options: dict[str, Any] | None = None,
        system: str = TournamentSystem.SWISS,
        rounds: int | None = None,
        rated: bool = True,
        time_limit: float | None = None,
        round_limit: float | None = None,
        starts_at: float | None = None,
        player_limit: int | None = None,
        late_entries: bool = False,
        tiebreaks: str | None = None,
        name: str | None = None,
        time_control: str | None = None,
    ) -> Reply:
        """A new tournament, open for entries, announced with Join and Leave buttons.

        ``time_control``: a live tournament's control as a player types it (``10+5``),
        checked as a live match's is (bot.service.live_clock.control_of: the same parsing and
        the same refusal below rapid); every game of its rounds gets that clock, and a round
        ends when its last game does, so a live tournament takes no time per decision and no
        round deadline.  None: correspondence."""
        now = self.matches.clock()
        control = None if time_control is None else control_of(time_control)
        game_id = validation.text(game_id, t("validation-what-game"))
        system = (
            validation.or_none(validation.text, system, t("validation-what-system"), longest=40)
            or TournamentSystem.SWISS
        ).lower()
        rated = validation.flag(rated, t("validation-what-rated"))
        late_entries = validation.flag(late_entries, t("validation-what-late-entries"))
        rounds = ranged(rounds, 1, MAX_ROUNDS, rounds_refusal)
        time_limit = validation.or_none(
            validation.seconds, time_limit, t("validation-what-time-per-decision"),
            low=validation.MINUTE,
        )
        round_limit = validation.or_none(
            validation.seconds, round_limit, t("validation-what-round-deadline"),
            low=validation.MINUTE,
        )
        starts_at = validation.or_none(
            validation.moment, starts_at, t("validation-what-start"), now=now,
            passed=t("tournament-start-passed"),
        )
        if control is not None and (time_limit is not None or round_limit is not None):
            raise ServiceError(t("tournament-live-no-deadlines", control=control.text))
        player_limit = ranged(player_limit, 2, MAX_PLAYERS, player_limit_refusal)
        tiebreaks = validation.or_none(validation.text, tiebreaks, t("validation-what-tiebreaks"))
        name = validation.or_none(
            validation.text, name, t("validation-what-tournament-name"), longest=MAX_NAME
        )
        game, resolved = resolve_game(game_id, validation.options(options))
        if system not in SYSTEMS:
            raise ServiceError(t("tournament-system-unknown", systems=", ".join(SYSTEMS),
                                 value=clean(repr(system))))
        if system != TournamentSystem.SWISS:
            if rounds is not None:
                raise ServiceError(t("tournament-round-robin-rounds"))
            if late_entries:
                raise ServiceError(t("tournament-late-swiss-only"))
        order = self._tiebreaks(tiebreaks, system)
        # A name nobody typed is stored in the language of the place it is announced in.
        title = name or localise(default_name(system, game.name), viewer.place_language)
        async with self.open_limits.room_for_tournament(viewer.user_id, viewer.guild_id):
            tournament = await self.db.tournaments.create(
                name=title,
                game_id=game.id,
                options=resolved,
                system=system,
                rounds=rounds,
                rated=rated,
                time_limit=time_limit,
                round_limit=round_limit,
                starts_at=starts_at,
                player_limit=player_limit,
                late_entries=late_entries,
                tiebreaks=",".join(order),
                organiser_id=viewer.user_id,
                guild_id=viewer.guild_id,
                channel_id=viewer.channel_id,
                now=now,
                clock_control=stored_control(control),
            )
        number = str(tournament.id)
        lines = [
            t("tournament-opens", organiser=self.matches.mention(viewer.user_id),
              tournament=announce.title(tournament)),
            *announce.settings_lines(tournament, await self._time_limit(tournament)),
            t("tournament-join-before-start" if starts_at is None else "tournament-join-below"),
        ]
        return Reply(
            text="\n".join(lines),
            prompts=(self._entry_prompt(tournament),),
            tournament_id=tournament.id,
            notice=t("tournament-created-start", number=number,
                     command=command("tournament", "start", number))
            if starts_at is None else t("tournament-created", number=number),
        )

    @staticmethod
    def _tiebreaks(text: str | None, system: str) -> tuple[str, ...]:
        """The tie-breaks asked for, or those C.07 recommends for the system: the
        Buchholz family for a Swiss, direct encounter, SB, wins and Koya for a round-robin."""
        if text is None or not text.strip():
            return DEFAULT_ORDER if system == TournamentSystem.SWISS else ROUND_ROBIN_ORDER
        order = tuple(part.strip().upper() for part in text.split(",") if part.strip())
        unknown = [name for name in order if name not in TIEBREAKS]
        if unknown:
            raise ServiceError(t("tournament-tiebreak-unknown", name=clean(unknown[0]),
                                 tiebreaks=", ".join(TIEBREAKS)))
        if len(set(order)) != len(order):
            raise ServiceError(t("tournament-tiebreak-twice"))
        return order

    @staticmethod
    def _entry_prompt(tournament: StoredTournament) -> Prompt:
        number = str(tournament.id)
        return Prompt(
            None,
            t("tournament-enter-prompt", tournament=announce.title(tournament)),
            (Choice(t("tournament-button-join"), "tournament-join", number),
             Choice(t("tournament-button-leave"), "tournament-leave", number)),
        )

    async def _time_limit(self, tournament: StoredTournament) -> float:
        if tournament.time_limit is not None:
            return tournament.time_limit
        return await self.play.default_time_limit(tournament.guild_id)

    async def pairing_rating(self, user_id: int, tournament: StoredTournament) -> int:
        """The rating a pairing number comes from: the player's rating in the tournament's
        game, in the pool its games are rated in (live for a tournament with a clock,
        correspondence otherwise), or UNRATED without a rated game of that pool in it."""
        pool = pool_of(tournament)
        for standing in await self.db.ratings.standings(user_id):
            if (standing.game_id, standing.pool) == (tournament.game_id, pool) and (
                standing.games
            ):
                return round(standing.rating)
        return UNRATED

    async def _name(self, user_id: int, name: str | None, language: str | None) -> str:
        """The name an entrant is stored with: the one given, their console name, or
        "Player 123" in ``language``."""
        cleaned = clean(name or "").strip()[:MAX_NAME]
        if cleaned:
            return cleaned
        return await self.db.players.name_of(user_id) or localise(
            t("tournament-player-default", number=str(user_id)), language
        )

    async def join(self, viewer: Viewer, tournament_id: int | str, *,
                   name: str | None = None) -> Reply:
        """Enter the tournament (``name``: how the pairing table and the TRF name the player;
        by default the console's name)."""
        name = validation.or_none(
            validation.text, name, t("validation-what-your-name"), longest=MAX_NAME
        )
        entry = await self._entry(viewer, tournament_id)
        tournament = entry.tournament
        label = announce.title(tournament)
        if self.matches.is_ai(viewer.user_id):
            raise NotAllowed(t("tournament-bot-refused"))
        if entry.entrant:
            raise Conflict(t("tournament-already-in", tournament=label))
        late = tournament.status == TournamentStatus.RUNNING
        if late:
            total = total_rounds(tournament, entry.count)
            if not tournament.late_entries:
                raise Conflict(t("tournament-closed-no-late", tournament=label))
            if tournament.current_round >= total:
                raise Conflict(t("tournament-closed-last-round", tournament=label))
        elif tournament.status != TournamentStatus.OPEN:
            raise Conflict(t("tournament-closed-status", tournament=label,
                             status=announce.status_text(tournament.status)))
        rating = await self.pairing_rating(viewer.user_id, tournament)
        shown = await self._name(viewer.user_id, name, viewer.place_language)
        try:
            if late:
                entrant = await self._enter_late(tournament, viewer.user_id, shown, rating)
            else:
                entrant = await self.db.tournaments.join(
                    tournament.id, viewer.user_id, shown, rating, now=self.matches.clock()
                )
        except TournamentClosed as exc:
            raise self._storage_refusal(label, exc) from None
        entrants = await self.db.tournaments.entrant_ids(tournament.id)
        notice = t("tournament-joined", tournament=label)
        if late:
            notice += " " + t("tournament-joined-late", round=str(entrant.first_round))
        return Reply(
            text=announce.entrants_line(entrants, self.matches.mention),
            notice=notice,
            tournament_id=tournament.id,
        )

    async def _enter_late(
        self, tournament: StoredTournament, user_id: int, name: str, rating: int
    ) -> Entrant:
        """A late entry, under the tournament's lock: a round another process is pairing
        (planned without this entrant) is stored first, and the entrant plays from the round
        after it, as the answer says."""
        async with self.rounds.lock(tournament.id):
            snapshot = await self.db.tournaments.snapshot(tournament.id)
            now = snapshot.tournament
            if now.current_round >= total_rounds(now, len(snapshot.entrants)):
                raise Conflict(t("tournament-closed-last-round", tournament=announce.title(now)))
            return await self.db.tournaments.join(
                tournament.id, user_id, name, rating, late=True, now=self.matches.clock()
            )

    async def leave(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        """Take back one's entry before the start (after it: withdraw)."""
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        label = announce.title(tournament)
        if tournament.status == TournamentStatus.RUNNING:
            raise Conflict(t("tournament-leave-started", tournament=label,
                             command=command("tournament", "withdraw", str(tournament.id))))
        if tournament.status != TournamentStatus.OPEN:
            raise self._status_refusal(label, tournament.status)
        try:
            left = await self.db.tournaments.leave(tournament.id, viewer.user_id)
        except TournamentClosed as exc:
            raise self._storage_refusal(label, exc) from None
        if not left:
            raise Conflict(t("tournament-not-in", tournament=label))
        entrants = await self.db.tournaments.entrant_ids(tournament.id)
        return Reply(
            text=announce.entrants_line(entrants, self.matches.mention),
            notice=t("tournament-left", tournament=label),
            tournament_id=tournament.id,
        )

    # ----- organising ----------------------------------------------------------------------

    async def start(self, viewer: Viewer, tournament_id: int | str) -> list[Bulletin]:
        """Close the entries and pair round 1 (organisers only)."""
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        self._require_organiser(viewer, tournament, t("tournament-action-start"))
        return await self._start(snapshot)

    async def _start(self, snapshot: Snapshot, *, by_clock: bool = False) -> list[Bulletin]:
        """Start the tournament: ratings fixed, round 1 paired.  An organiser asking for more
        Swiss rounds than the entrants can play is refused (they may change it); at the start
        time nobody is there to ask, so the clock plays as many as the entrants can, and the
        opening says so (refusing would leave it open for ever, with nothing said)."""
        tournament = snapshot.tournament
        shortened = ""
        label = announce.title(tournament)
        if tournament.status != TournamentStatus.OPEN:
            raise Conflict(t("tournament-cannot-restart", tournament=label,
                             status=announce.status_text(tournament.status)))
        players = len(snapshot.entrants)
        if players < 2:
            raise Conflict(t("tournament-too-few-players", tournament=label, count=players))
        rounds = tournament.rounds
        if tournament.system == TournamentSystem.SWISS:
            most = most_swiss_rounds(players)
            if rounds is None:
                rounds = default_swiss_rounds(players)
            elif rounds > most and not tournament.late_entries and by_clock:
                shortened = t("tournament-shortened", rounds=rounds, players=players, most=most,
                              count=most)
                rounds = most
            elif rounds > most and not tournament.late_entries:
                raise Conflict(t("tournament-too-many-rounds", tournament=label, players=players,
                                 most=most, rounds=rounds))
        else:
            rounds = total_rounds(tournament, players)
        ratings = {
            e.user_id: await self.pairing_rating(e.user_id, tournament)
            for e in snapshot.entrants
        }
        try:
            started = await self.db.tournaments.start(
                tournament.id, rounds=rounds, ratings=ratings, now=self.matches.clock()
            )
        except TournamentClosed as exc:
            raise self._storage_refusal(label, exc) from None
        lines = [
            t("tournament-begins", tournament=announce.title(started), count=players),
            *([shortened] if shortened else []),
            *announce.settings_lines(started, await self._time_limit(started)),
        ]
        opening = Reply(text="\n".join(lines), tournament_id=tournament.id,
                        mentions=tuple(e.user_id for e in snapshot.entrants))
        try:
            bulletins = await self.rounds.advance(tournament.id)
        except WorkTooLong as exc:  # started; the tick pairs, opens and posts round 1
            raise WorkTooLong(t("tournament-started-not-posted",
                                tournament=announce.title(started), reason=exc.markup)) from None
        return [self.rounds.bulletin(started, opening), *bulletins]

    async def cancel(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        """End the tournament without a result (organisers; the front end confirms first).
        Games under way go on as ordinary matches."""
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        self._require_organiser(viewer, tournament, t("tournament-action-cancel"))
        label = announce.title(tournament)
        if not await self.db.tournaments.finish(tournament.id, TournamentStatus.CANCELLED,
                                                now=self.matches.clock()):
            current = await self.db.tournaments.get(tournament.id)
            raise Conflict(t("tournament-already-status", tournament=label,
                             status=announce.status_text(current.status)))
        text = t("tournament-cancelled", tournament=label,
                 organiser=self.matches.mention(viewer.user_id))
        if tournament.status == TournamentStatus.RUNNING:
            text += " " + t("tournament-cancelled-games-go-on")
        return Reply(text=text, tournament_id=tournament.id)

    # ----- during the tournament -----------------------------------------------------------

    async def withdraw(
        self, viewer: Viewer, tournament_id: int | str, user_id: int | None = None
    ) -> Reply:
        """Stop ``user_id`` (by default the asker; someone else: organisers only) being paired
        from the next round on.  A game of theirs under way is lost (a forfeit if they had not
        moved yet); their past games count."""
        user_id = validation.or_none(validation.identifier, user_id, "player")
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        label = announce.title(tournament)
        target = viewer.user_id if user_id is None else user_id
        if target != viewer.user_id:
            self._require_organiser(viewer, tournament, t("tournament-action-withdraw-other"))
        entrant = snapshot.entrant(target)
        yourself = target == viewer.user_id
        player = self.matches.mention(target)
        if entrant is None:
            raise NotFound(t("tournament-not-in", tournament=label) if yourself
                           else t("tournament-other-not-in", player=player, tournament=label))
        already = (t("tournament-already-withdrawn", tournament=label) if yourself
                   else t("tournament-other-already-withdrawn", player=player, tournament=label))
        if tournament.status == TournamentStatus.OPEN:
            if yourself:
                raise Conflict(t("tournament-withdraw-not-started", tournament=label,
                                 command=command("tournament", "leave", str(tournament.id))))
            await self.db.tournaments.leave(tournament.id, target)
            return Reply(text=t("tournament-taken-off", player=player, tournament=label),
                         tournament_id=tournament.id)
        if tournament.status != TournamentStatus.RUNNING:
            raise self._status_refusal(label, tournament.status)
        if entrant.withdrawn_round is not None:
            raise Conflict(already)
        # Stored in English, as every stored withdrawal is; shown by announce.reason_text.
        reason = "withdrew" if yourself else "withdrawn by an organiser"
        # Under the tournament's lock, from the tournament as it is then: a round another
        # process is pairing (planned from before the withdrawal) is stored first, and the
        # withdrawal counts from the round after it.
        async with self.rounds.lock(tournament.id):
            snapshot = await self.db.tournaments.snapshot(tournament.id)
            tournament = snapshot.tournament
            if tournament.status != TournamentStatus.RUNNING:
                raise self._status_refusal(label, tournament.status)
            if not await self.db.tournaments.withdraw(
                tournament.id, target, from_round=tournament.current_round + 1, reason=reason
            ):
                raise Conflict(already)
            updates = await self._concede_running(snapshot, target)
        try:
            bulletins = await self.rounds.advance(tournament.id)
        except (StorageError, WorkTooLong) as exc:  # the withdrawal stands: the tick moves on
            log.warning("tournament %s not moved on after a withdrawal: %s", tournament.id, exc)
            bulletins = []
        if updates:
            bulletins.insert(0, self.rounds.bulletin(tournament, Reply(), updates=tuple(updates)))
        return Reply(
            text=await self._what_counts(tournament.id, target, player, label, reason),
            tournament_id=tournament.id,
            bulletins=tuple(bulletins),
        )

    async def _what_counts(
        self, tournament_id: int, target: int, player: str, label: str, reason: str
    ) -> str:
        """The withdrawal said, with what it leaves of the player's results (FIDE
        Tournament Rules V.4.1 for a round-robin)."""
        snapshot = await self.db.tournaments.snapshot(tournament_id)
        why = announce.reason_text(reason)
        if snapshot.tournament.system == TournamentSystem.SWISS:
            return t("tournament-withdrawn-swiss", player=player, tournament=label, reason=why)
        table = numbered(snapshot, through=snapshot.tournament.current_round)
        if table.number_of[target] in annulled(snapshot, table):
            return t("tournament-withdrawn-annulled", player=player, tournament=label,
                     reason=why)
        return t("tournament-withdrawn-forfeits", player=player, tournament=label, reason=why)

    @staticmethod
    def _status_refusal(label: str, status: str) -> Conflict:
        """'Tournament #3 (...) is finished.'"""
        return Conflict(t("tournament-is-status", tournament=label,
                          status=announce.status_text(status)))

    @staticmethod
    def _storage_refusal(label: str, exc: TournamentClosed) -> Conflict:
        """A race the database lost for us, worded by it (in English: storage has no
        catalogue), after the tournament's name."""
        return Conflict(t("tournament-storage-refusal", tournament=label, reason=str(exc)))

    async def _concede_running(self, snapshot: Snapshot, target: int) -> list[Reply]:
        """A withdrawn player's game under way in the current round is lost (its result
        stored); one that cannot be ended now is left to the clock."""
        updates = []
        for game in snapshot.games_of(snapshot.tournament.current_round):
            if game.decided or game.match_id is None or target not in (game.white_id,
                                                                      game.black_id):
                continue
            try:
                ended = await self.host_rules.concede(
                    game.match_id, target, WITHDREW, Ending.WITHDRAWAL
                )
                await self.rounds.record(await self.db.matches.get(game.match_id))
            except StorageError as exc:
                log.warning("match %s of a withdrawn player not ended: %s", game.match_id, exc)
                continue
            if ended is not None:
                updates.append(ended)
        return updates

    async def request_bye(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        """A half-point bye in the next round not yet paired (Swiss)."""
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        label = announce.title(tournament)
        if tournament.system != TournamentSystem.SWISS:
            raise Conflict(t("tournament-bye-swiss-only", tournament=label))
        if tournament.status not in (TournamentStatus.OPEN, TournamentStatus.RUNNING):
            raise self._status_refusal(label, tournament.status)
        entrant = snapshot.entrant(viewer.user_id)
        if entrant is None:
            raise NotAllowed(t("tournament-not-in", tournament=label))
        if entrant.withdrawn_round is not None:
            raise Conflict(t("tournament-you-withdrew", tournament=label))
        # Under the tournament's lock: a round another process is pairing (planned without
        # this bye) is stored first, and the bye is for the round after it.
        async with self.rounds.lock(tournament.id):
            tournament = await self.db.tournaments.get(tournament.id)
            round_number = tournament.current_round + 1
            if tournament.status not in (TournamentStatus.OPEN, TournamentStatus.RUNNING):
                raise self._status_refusal(label, tournament.status)
            if tournament.rounds is not None and round_number > tournament.rounds:
                raise Conflict(t("tournament-no-round-left", tournament=label))
            if not await self.db.tournaments.request_bye(tournament.id, round_number,
                                                         viewer.user_id):
                raise Conflict(t("tournament-bye-twice", tournament=label,
                                 round=str(round_number)))
        return Reply(
            notice=t("tournament-bye-granted", tournament=label, round=str(round_number)),
            tournament_id=tournament.id,
        )

    # ----- looking -------------------------------------------------------------------------

    async def standings(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        label = announce.title(tournament)
        if tournament.status == TournamentStatus.OPEN or not snapshot.entrants:
            return Reply(notice=t("tournament-no-standings", tournament=label),
                         tournament_id=tournament.id)
        done = completed_rounds(snapshot)
        if tournament.status == TournamentStatus.FINISHED:
            heading = t("tournament-standings-final", tournament=label)
        elif done:
            heading = t("tournament-standings-after", tournament=label, round=str(done))
        else:
            heading = t("tournament-standings-first", tournament=label)
        return await self.rounds.standings_reply(
            snapshot, heading, language=picture_language(viewer)
        )

    async def pairings(
        self, viewer: Viewer, tournament_id: int | str, round_number: int | None = None
    ) -> Reply:
        round_number = validation.or_none(
            validation.whole, round_number, t("validation-what-round"), 1, MAX_ROUNDS * MAX_PLAYERS
        )
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        label = announce.title(tournament)
        if tournament.current_round == 0:
            return Reply(notice=t("tournament-no-pairings", tournament=label),
                         tournament_id=tournament.id)
        number = tournament.current_round if round_number is None else round_number
        if not 1 <= number <= tournament.current_round:
            raise NotFound(t("tournament-round-not-paired", tournament=label,
                             rounds=str(tournament.current_round), round=str(number)))
        table = numbered(snapshot, through=number)
        lines = [t("tournament-pairings-heading", tournament=label, round=str(number))]
        lines += announce.pairing_lines(snapshot, number, table, self.matches.mention)
        if number == tournament.current_round and tournament.status == TournamentStatus.RUNNING:
            lines += announce.round_rule_lines(tournament, tournament.round_deadline)
        image = await self.pictures.pairing_table(
            tournament, snapshot, number, table, picture_language(viewer)
        )
        return Reply(text="\n".join(lines), image=image, tournament_id=tournament.id)

    async def info(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        if tournament.status == TournamentStatus.RUNNING:
            state = t("tournament-state-running", round=str(tournament.current_round),
                      rounds=str(tournament.rounds))
        else:
            state = announce.STATES[tournament.status]
        lines = [
            t("tournament-info-heading", tournament=announce.title(tournament), state=state,
              organiser=self.matches.mention(tournament.organiser_id)),
            *announce.settings_lines(tournament, await self._time_limit(tournament)),
            announce.entrants_line([e.user_id for e in snapshot.entrants], self.matches.mention),
        ]
        withdrawn = [e for e in snapshot.entrants if e.withdrawn_round is not None]
        if withdrawn:
            lines.append(t("tournament-withdrawn-list", players=", ".join(
                t("tournament-withdrawn-player", player=self.matches.mention(e.user_id),
                  reason=announce.reason_text(e.withdrawn_reason))
                for e in withdrawn
            )))
        if tournament.status == TournamentStatus.RUNNING:
            lines.append(announce.help_line(tournament))
        is_open = tournament.status == TournamentStatus.OPEN
        prompts = (self._entry_prompt(tournament),) if is_open else ()
        return Reply(text="\n".join(lines), prompts=prompts, tournament_id=tournament.id)

    async def listing(self, viewer: Viewer) -> Reply:
        """The tournaments of the server asked from, and those the asker entered elsewhere
        when the answer is for them alone."""
        found = await self.db.tournaments.listing(
            viewer.guild_id, user_id=viewer.user_id if viewer.private else None,
            limit=LIST_LIMIT,
        )
        lines = []
        for tournament in found:
            snapshot = await self.db.tournaments.snapshot(tournament.id)
            if not await self.may_see(viewer, snapshot):
                continue
            game = games.get(tournament.game_id)
            lines.append(t(
                "tournament-listing-line",
                number=str(tournament.id),
                name=typed(tournament.name),
                game=game.name,
                system=announce.SYSTEM_NAMES[tournament.system],
                status=announce.status_text(tournament.status),
                count=len(snapshot.entrants),
            ))
        if not lines:
            return Reply(notice=t("tournament-listing-empty",
                                  command=command("tournament", "create")))
        return Reply(notice="\n".join([t("tournament-listing"), *lines]))

    async def export_trf(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        """The tournament as a FIDE Tournament Report File, for other tournament software."""
        snapshot = await self._snapshot(viewer, tournament_id)
        tournament = snapshot.tournament
        if tournament.status == TournamentStatus.OPEN:
            raise Conflict(t("tournament-export-not-started",
                             tournament=announce.title(tournament)))
        organiser = await self.db.players.name_of(tournament.organiser_id)
        # The file is FIDE's format, in English whoever asks for it.
        text = await self.work.run(
            t("tournament-work-export", tournament=announce.title(tournament)),
            report,
            snapshot,
            organiser or english(t("tournament-player-default",
                                   number=str(tournament.organiser_id))),
            english(announce.duration(await self._time_limit(tournament))),
        )
        through, _ = exported_rounds(snapshot)
        name = f"tournament-{tournament.id}.trf"
        return Reply(
            notice=t("tournament-exported", tournament=announce.title(tournament),
                     count=len(snapshot.entrants), rounds=through),
            extra_files=(Attachment(name, text.encode("utf-8")),),
            tournament_id=tournament.id,
        )

    # ----- what a front end's buttons and suggestions need -----------------------------------

    async def suggestions(
        self, viewer: Viewer, typed_text: str, *, limit: int = LIST_LIMIT
    ) -> list[tuple[int, str]]:
        """(number, label) of the tournaments a ``tournament`` option suggests: those of the
        server asked from and the viewer's own, open or running first, each only if the
        viewer may see it, labelled ``#3 name (status)`` (a message: the front end words the
        state in the asker's language) and kept when ``typed_text`` is in its number or
        name."""
        if not isinstance(typed_text, str):
            raise ServiceError(t("tournament-typed-not-text",
                                 value=validation.shown(typed_text)))
        wanted = typed_text.strip().lstrip("#").lower()
        found = []
        for tournament in await self.db.tournaments.listing(
            viewer.guild_id, user_id=viewer.user_id, limit=limit
        ):
            if not await self.may_see(viewer, await self.db.tournaments.snapshot(tournament.id)):
                continue
            if wanted in f"#{tournament.id} {tournament.name}".lower():
                found.append((tournament.id, t(
                    "tournament-suggestion", number=str(tournament.id), name=tournament.name,
                    status=announce.status_text(tournament.status),
                )))
        return found

    async def ask_to_cancel(self, viewer: Viewer, tournament_id: int | str) -> Reply:
        """The confirmation an organiser is asked for before :meth:`cancel` (its button
        cancels); anyone else is refused at once, as the cancel itself would refuse them."""
        tournament = (await self._snapshot(viewer, tournament_id)).tournament
        label = t("tournament-title-inline", number=str(tournament.id),
                  name=typed(tournament.name))
        self._require_organiser(viewer, tournament, t("tournament-action-cancel"), label)
        if tournament.status not in (TournamentStatus.OPEN, TournamentStatus.RUNNING):
            raise Conflict(t("tournament-already-status", tournament=announce.title(tournament),
                             status=announce.status_text(tournament.status)))
        question = Prompt(
            viewer.user_id,
            t("tournament-cancel-question"),
            (Choice(t("tournament-button-cancel"), "tournament-cancel", str(tournament.id)),),
        )
        running = tournament.status == TournamentStatus.RUNNING
        notice = t("tournament-cancel-confirm-running" if running else "tournament-cancel-confirm",
                   tournament=label)
        return Reply(notice=notice, confirm=question)

    async def takes_entries(self, viewer: Viewer, tournament_id: int | str) -> bool:
        """Whether the tournament still takes entries (open, or a running Swiss that allows
        late ones): its announcement keeps its Join and Leave buttons while it does."""
        tournament = (await self._snapshot(viewer, tournament_id)).tournament
        return tournament.status == TournamentStatus.OPEN or (
            tournament.status == TournamentStatus.RUNNING and tournament.late_entries
        )

    async def of_viewers_server(self, viewer: Viewer, tournament_id: int | str) -> bool:
        """Whether the tournament belongs to the server the viewer asks from (a look at it may
        be posted there, never in another server).  The number is judged first, as every
        entry point judges its arguments, even where the answer outside a server is no."""
        self._number(tournament_id)
        if viewer.guild_id is None:
            return False
        tournament = (await self._snapshot(viewer, tournament_id)).tournament
        return tournament.guild_id == viewer.guild_id

    # ----- what the service reports --------------------------------------------------------

    async def on_match_ended(self, event: MatchEnded) -> tuple[Bulletin, ...]:
        """The desk's ``MatchEnded`` listener (:mod:`bot.service.events`)."""
        return await self.match_ended(event.match)

    async def match_ended(self, match: Match) -> tuple[Bulletin, ...]:
        """A tournament game ended: its result stored, and the round moved on if it was the
        last one running."""
        tournament_id = match.meta.get("tournament")
        if not isinstance(tournament_id, int) or match.status != MatchStatus.FINISHED:
            return ()
        await self.rounds.record(match)
        return tuple(await self.rounds.advance(tournament_id))

    async def tick(self) -> list[Bulletin]:
        """Start tournaments whose time has come, decide games whose time is up, pair rounds
        that are over and open matches a stopped process left unopened.  Every process may run
        it at once: each step is done once (see :mod:`bot.service.tournaments.rounds`)."""
        bulletins: list[Bulletin] = []
        now = self.matches.clock()
        for tournament_id in await self.db.tournaments.due_to_start(now):
            try:
                snapshot = await self.db.tournaments.snapshot(tournament_id)
                if len(snapshot.entrants) < 2:
                    bulletins.append(await self._not_started(snapshot))
                else:
                    bulletins += await self._start(snapshot, by_clock=True)
            except Conflict:
                continue  # another process started it first
            except Exception:  # noqa: BLE001 - one tournament must not cost the others theirs
                log.exception("tournament %s not started", tournament_id)
        for tournament_id in await self.db.tournaments.running():
            try:
                updates = await self.rounds.overdue(tournament_id)
                advanced = await self.rounds.advance(tournament_id)
            except Exception:  # noqa: BLE001
                log.exception("tournament %s not moved on", tournament_id)
                continue
            if updates:
                tournament = await self.db.tournaments.get(tournament_id)
                bulletins.append(
                    self.rounds.bulletin(tournament, Reply(), updates=tuple(updates))
                )
            bulletins += advanced
        return bulletins

    async def _not_started(self, snapshot: Snapshot) -> Bulletin:
        """A tournament due to start with fewer than two players: cancelled, and said so."""
        tournament = snapshot.tournament
        await self.db.tournaments.finish(
            tournament.id, TournamentStatus.CANCELLED, now=self.matches.clock()
        )
        return self.rounds.bulletin(tournament, Reply(
            text=t("tournament-not-started", tournament=announce.title(tournament),
                   count=len(snapshot.entrants))
        ))
