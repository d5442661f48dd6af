"""Matches as the service keeps them: the per-match lock, loading (and the one door every
look at a match goes through), who is who, the seat a player acts for, secret set-up stages,
the clock's alarms, and recording a decision or a result in one transaction.

Every operation of the service reaches storage for a match through this collaborator, so
locks, secrets and the move count are handled in one place.  It knows nothing of pictures
(:mod:`bot.service.boards`) nor of what an operation answers.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import deque
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, NamedTuple, cast

import games
from bot.markup import clean, t
from bot.service.core import AI_RESUME_SECONDS, SIDES, ServiceSettings, side_lower
from bot.service.errors import (
    Conflict,
    NotAllowed,
    NotFound,
    ServiceError,
    no_such_match,
    parse_id,
)
from bot.service.events import MatchEvents
from bot.service.live_clock import MOVED_KEY, Timed, moved_sides, remember_clock, turn_begins
from bot.service.numbering import MoveCount, numbered
from bot.service.off_loop import OffLoop
from bot.service.phrases import said
from bot.service.viewer import Viewer
from games.ai.observation import RECENT_POSITIONS
from games.core.engine import Ending, Game, Outcome
from storage import Database, Match, MatchNotFound, MatchUnavailable, MoveRecord, VersionConflict
from storage.rating_rules import setup_choice_counted
from storage.status import MatchStatus

log = logging.getLogger(__name__)

# The match meta key of the request (a Discord interaction) whose action ended the match.
RESULT_KEY = "result_request_key"
RUNNING = (MatchStatus.SETUP, MatchStatus.ACTIVE)


def ending_reason(outcome: Outcome) -> str:
    """What is stored as the reason of the engine's ``outcome``: its phrase as a message, so
    that every reader reads it in their language (its English, cleaned, if it has none)."""
    return said(outcome.phrase) if outcome.phrase is not None else clean(outcome.reason)


class Step(NamedTuple):
    """One logged decision, replayed: what everyone may read of it, the engine states around
    it, and its move number (None for a secret set-up choice)."""

    record: MoveRecord
    text: str
    before: Any
    after: Any
    number: int | None


def acting_seat(sides: list[str], to_move: str | None) -> str:
    """The seat a player of ``sides`` acts for: their only one, or (playing both sides)
    the one to move, else White's."""
    return sides[0] if len(sides) == 1 else (to_move or sides[0])


class Matches:
    """``service.matches``: see the module docstring."""

    def __init__(
        self,
        db: Database,
        clock: Callable[[], float],
        *,
        settings: ServiceSettings,
        mention: Callable[[int], str],
        off_loop: OffLoop,
        events: MatchEvents,
        ai_user_id: int | None = None,
    ) -> None:
        self.db = db
        self.clock = clock
        self.settings = settings
        self.mention = mention
        self.off_loop = off_loop
        self.events = events
        # The bot's AI player, when it plays here (None: no AI in this service).
        self.ai_user_id = ai_user_id
        # The last public positions of each match, for the AI to avoid going round in circles
        # (a cache: after a restart it simply starts again empty).
        self.recent_positions: dict[int, deque[str]] = {}
        self._locks: weakref.WeakValueDictionary[tuple[str, int | str], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def is_ai(self, user_id: int | None) -> bool:
        """Whether ``user_id`` is the bot's AI player."""
        return self.ai_user_id is not None and user_id is not None and user_id == self.ai_user_id

    # ----- locking and loading -------------------------------------------------------------

    def lock(self, match_id: int | str) -> AbstractAsyncContextManager[None]:
        """The per-match lock: operations on one match serialise, different matches don't.

        It holds across processes: inside this one through an asyncio lock, then against every
        other process on the database through ``db.hold`` (a PostgreSQL advisory lock; nothing
        on SQLite, which serves one process).  So a move, a resignation, a draw answer or a
        set-up choice arriving at two processes at once is checked and applied one after the
        other, the second seeing the first's result, exactly as within one process; the
        version check on every write stays as the last guard.  The local lock comes first so
        that one process waits in memory rather than on several database connections.
        """
        return self._locked(match_id)

    @asynccontextmanager
    async def _locked(self, match_id: int | str) -> AsyncIterator[None]:
        number = parse_id(match_id)  # '17' and 17 are one match
        if number is None:  # names no match: nothing to lock (nor a lock name PostgreSQL takes)
            raise no_such_match(clean(str(match_id)))
        async with self.held("match", number):
            yield

    @asynccontextmanager
    async def held(self, kind: str, key: int | str) -> AsyncIterator[None]:
        """The lock ``kind:key`` (a match's, a tournament's), first in this process (an
        asyncio lock), then against every other process on the database (``db.hold``)."""
        local = self._locks.get((kind, key))
        if local is None:
            local = asyncio.Lock()
            self._locks[(kind, key)] = local
        async with local, self.db.hold(f"{kind}:{key}"):
            yield

    def time_limit(self, meta: Mapping[str, Any]) -> float:
        """Seconds for each decision in a match with this meta (fixed when it started)."""
        return float(meta.get("time_limit", self.settings.time_limit))

    def alarms(
        self, meta: Mapping[str, Any], to_move_id: int | None, since: float
    ) -> dict[str, float | None]:
        """The ``deadline_at`` and ``clock_at`` to store with a decision that fell due at
        ``since``: the time-out deadline, and the clock's first duty (the half-time reminder,
        or resuming an AI turn left unplayed).  Stored with the move, so the clock finds due
        matches through an index instead of reading every unfinished match (see
        ``MatchRepository.claim_alarms``)."""
        limit = self.time_limit(meta)
        if to_move_id is None:
            return {"deadline_at": since + limit, "clock_at": None}
        first = min(AI_RESUME_SECONDS, limit / 2) if self.is_ai(to_move_id) else limit / 2
        return {"deadline_at": since + limit, "clock_at": since + first}

    async def get_match(self, match_id: int | str) -> Match:
        number = parse_id(match_id)
        if number is None:
            raise no_such_match(clean(str(match_id)))
        try:
            return await self.db.matches.get(number)
        except MatchNotFound:
            raise no_such_match(number) from None
        except MatchUnavailable as exc:
            raise ServiceError(
                t("play-match-unavailable", match=str(number), problem=clean(str(exc)))
            ) from None

    async def visible_match(self, viewer: Viewer, match_id: int | str) -> Match:
        """The match ``match_id`` if ``viewer`` may see it (:mod:`bot.service.viewer`): the
        one door every look at a match goes through.

        A hidden match gets the very answer a missing one gets.  A match that cannot be
        loaded (its stored data is damaged) cannot be checked either, so it is hidden too: the
        explanation would confirm that the number exists (an operator finds it in the log).
        """
        try:
            match = await self.get_match(match_id)
        except NotFound:
            raise
        except ServiceError as exc:
            log.warning(
                "match %s hidden: it cannot be loaded to check who may see it (%s)", match_id, exc
            )
            raise no_such_match(match_id) from None
        return await self.seen_by(viewer, match)

    async def seen_by(self, viewer: Viewer, match: Match) -> Match:
        """``match``, just read by the caller, if ``viewer`` may see it: the door of
        :meth:`visible_match` for a caller that holds a fresh reading already (a watched
        page reads the match once per change, not once more for the door)."""
        if not await viewer.may_see(match):
            raise no_such_match(match.id)
        return match

    async def load_state(self, match: Match) -> tuple[Game, Any]:
        """The engine and the full state; hidden information comes from the secrets table."""
        game = games.get(match.game_id)
        text = match.position
        if match.meta.get("secret_state"):
            text = (await self.db.matches.secrets(match.id))["position"]
        return game, game.load(text)

    async def decisions(
        self, match: Match, *, revealed: bool = False, after_ply: int = 0
    ) -> list[tuple[Any, str]]:
        """The move log as (record, real text) pairs: the real text of a secret decision only
        with ``revealed`` (for the engine's replay, or for everyone once the match is over);
        only the decisions after ``after_ply`` when given."""
        moves = await self.db.matches.moves(match.id, after_ply=after_ply)
        secret = (
            await self.db.matches.secret_moves(match.id)
            if revealed and match.meta.get("secret_state")
            else {}
        )
        return [(record, secret.get(record.ply, record.text)) for record in moves]

    async def move_count(self, match: Match) -> MoveCount:
        """The running move count of ``match`` (see :mod:`bot.service.numbering`): stored in
        its meta, or replayed once for a match stored before the count was kept."""
        stored = MoveCount.from_meta(match.meta)
        if stored is not None:
            return stored
        if match.ply == 0:
            return MoveCount()
        game = games.get(match.game_id)
        texts = [text for _, text in await self.decisions(match, revealed=True)]

        def replayed() -> MoveCount:
            counts = [count for *_, count in numbered(game, match.options, texts)]
            return counts[-1] if counts else MoveCount()

        return await self.off_loop.run(replayed)

    async def walk(self, match: Match) -> list[Step]:
        """The match replayed off the event loop: per decision its record, the text everyone
        may read (a secret set-up choice redacted until the match is over), the states before
        and after, and its move number (None for a set-up choice).

        The engine replays the real texts (it cannot play a redacted one); only the public
        texts and public views of what it returns are shown while the match goes on."""
        game = games.get(match.game_id)
        over = match.status in (MatchStatus.FINISHED, MatchStatus.ARCHIVED)
        real = await self.decisions(match, revealed=True)
        texts = [text for _, text in real]

        def walk() -> list[Step]:
            return [
                Step(record, text if over else record.text, before, after, number)
                for (record, text), (before, after, number, _) in zip(
                    real, numbered(game, match.options, texts), strict=True
                )
            ]

        return await self.off_loop.run(walk)

    # ----- who is who ----------------------------------------------------------------------

    @staticmethod
    def player_id(match: Match, side: str | None) -> int | None:
        if side is None:
            return None
        return match.white_id if side == "white" else match.black_id

    @staticmethod
    def sides_of(match: Match, user_id: int) -> list[str]:
        """The sides ``user_id`` plays (both in a game against oneself)."""
        return [
            s
            for s, uid in zip(SIDES, (match.white_id, match.black_id), strict=True)
            if uid == user_id
        ]

    def require_player(self, match: Match, user_id: int) -> list[str]:
        sides = self.sides_of(match, user_id)
        if not sides:
            raise NotAllowed(t("play-not-a-player", match=self.label(match)))
        return sides

    @staticmethod
    def other_player(match: Match, user_id: int) -> int:
        return match.black_id if match.white_id == user_id else match.white_id

    def label(self, match: Match) -> str:
        """``Match #12 (Crossings)`` in the reader's language (the game's name never changes)."""
        return t("play-match-label", match=str(match.id), game=games.get(match.game_id).name)

    def players_text(self, match: Match) -> str:
        return t(
            "play-players",
            white=self.mention(match.white_id),
            black=self.mention(match.black_id),
        )

    def result_text(self, match: Match) -> str:
        """How the match stands or ended; the ending's reason is the stored message (an engine's
        or a host rule's; a match stored before reasons were messages keeps its English)."""
        if match.status not in (MatchStatus.FINISHED, MatchStatus.ARCHIVED):
            return t("play-result-in-progress")
        if match.status == MatchStatus.ARCHIVED and match.meta.get("aborted"):
            return t("live-result-aborted")
        if match.winner is None:
            return t("play-result-draw", reason=match.reason or "")
        winner = cast(int, self.player_id(match, match.winner))
        return t(
            "play-result-win",
            player=self.mention(winner),
            side=side_lower(match.winner),
            reason=match.reason or "",
        )

    def require_running(self, match: Match) -> None:
        if match.status not in RUNNING:
            raise NotAllowed(
                t("play-over", match=self.label(match), result=self.result_text(match))
            )

    @staticmethod
    def ended_by(match: Match, request_key: str | None) -> bool:
        """Whether the request ``request_key`` is the one that ended ``match`` (a resignation
        arriving again after its answer was lost): it is then told so, not refused."""
        return request_key is not None and match.meta.get(RESULT_KEY) == request_key

    # ----- secret decisions ----------------------------------------------------------------

    @staticmethod
    def is_secret(game: Game, state: Any, move: str) -> bool:
        return bool(game.public_move_text(state, move) != move)

    def in_setup(self, game: Game, state: Any) -> bool:
        """A private set-up stage: every move of the side to decide is a secret one."""
        moves = game.legal_moves(state)
        return bool(moves) and all(self.is_secret(game, state, m) for m in moves)

    def setup_choices(self, game: Game, state: Any, side: str) -> list[str]:
        """The private choices ``side`` has in the set-up stage, even before its turn comes.

        Set-up choices of one side never depend on the other's (they are secret), so when the
        other side is still to choose, any of its choices shows what ``side`` will be offered.
        """
        if game.to_move(state) == side:
            return list(game.legal_moves(state))
        moves = game.legal_moves(state)
        if not moves:
            return []
        after = game.play(state, moves[0])
        if game.to_move(after) == side and self.in_setup(game, after):
            return list(game.legal_moves(after))
        return []

    # ----- recording -----------------------------------------------------------------------

    async def record(
        self,
        match: Match,
        game: Game,
        before: Any,
        move: str,
        after: Any,
        *,
        secrets: dict[str, str] | None = None,
        view_before: dict[str, Any] | None = None,
        request_key: str | None = None,
        timed: Timed | None = None,
        keep_turn: bool = False,
    ) -> Match:
        """Store one move in one transaction; hidden information goes to the secrets table,
        and the running move count (:mod:`bot.service.numbering`) to the match's meta;
        ``request_key`` is logged with it (storage.matches: how a lost answer is settled).
        A live match's clock is stored with it: ``timed``, the decision stepped on it
        (bot.service.live_clock), else as it was (a forced pass, a secret set-up choice), the
        next turn beginning now; ``keep_turn``: the mover's turn goes on (its clock as it
        was, still running from the turn's start)."""
        public_text = game.public_move_text(before, move)
        view_before = view_before or game.view(before, None)
        previous = await self.move_count(match)
        count = previous.after(view_before)
        side = cast(str, game.to_move(before))  # a decision is recorded only when one is due
        meta = {**match.meta, **count.as_meta()}
        if previous.number_of(view_before) is None:  # a secret set-up choice: not a move
            meta.update(setup_choice_counted(match.meta, side))
        full, public = game.dump(after), game.public_position(after)
        secret_state = bool(match.meta.get("secret_state")) or full != public
        new_secrets = dict(secrets or {})
        if secret_state:
            new_secrets["position"] = full
        outcome = game.outcome(after)
        status = (
            MatchStatus.FINISHED
            if outcome
            else MatchStatus.SETUP
            if self.in_setup(game, after)
            else MatchStatus.ACTIVE
        )
        to_move_id = self.player_id(match, game.to_move(after))
        now = self.clock()
        alarms = self.alarms(match.meta, to_move_id, now)
        clock = None
        if match.clock is not None:  # what a takeback to this ply restores
            meta.update(remember_clock(match.meta, match.ply, match.clock, moved_sides(match.meta)))
        if match.clock is not None and keep_turn:
            clock = match.clock
        elif match.clock is not None:
            moved = timed.moved if timed is not None else moved_sides(match.meta)
            meta[MOVED_KEY] = list(moved)
            running = status is MatchStatus.ACTIVE
            clock = turn_begins(
                timed.clock if timed is not None else match.clock,
                game.to_move(after) if running else None,
                timed.moved_at if timed is not None else now,
                moved,
            )
        try:
            stored = await self.db.matches.apply_move(
                match.id,
                match.version,
                side=side,
                text=public_text,
                position=public,
                to_move_id=to_move_id,
                secret_text=move if public_text != move else None,
                secrets=new_secrets or None,
                meta={**meta, "secret_state": secret_state},
                status=status,
                winner=outcome.winner if outcome else None,
                reason=ending_reason(outcome) if outcome else None,
                ending=outcome.kind if outcome else None,
                now=now,
                request_key=request_key,
                deadline_at=alarms["deadline_at"],
                clock_at=alarms["clock_at"],
                clock=clock,
            )
        except VersionConflict:
            raise Conflict(t("play-changed-look", match=self.label(match))) from None
        if stored.status == MatchStatus.FINISHED:
            self.events.ended(stored)
            self.recent_positions.pop(match.id, None)
        else:
            recent = self.recent_positions.setdefault(match.id, deque(maxlen=RECENT_POSITIONS))
            recent.append(public)
        return stored

    async def finish(
        self,
        match: Match,
        game: Game,
        state: Any,
        winner: str | None,
        reason: str,
        ending: Ending,
        *,
        meta: dict[str, Any] | None = None,
    ) -> Match:
        """Store the result of ``match`` (the sentence ``reason`` and its kind ``ending``, a
        host rule's: resignation, agreement, time ...; its position ``state``, its ``meta``
        if given); a stale version is a Conflict; OutcomeUnknown passes through to the caller,
        who alone can say what it was doing.  A watched tournament game is noted as ended
        (events)."""
        try:
            stored = await self.db.matches.finish(
                match.id,
                match.version,
                winner=winner,
                reason=reason,
                ending=ending,
                position=game.dump(state),
                now=self.clock(),
                meta=meta,
            )
        except VersionConflict:
            raise Conflict(t("play-changed", match=self.label(match))) from None
        self.events.ended(stored)
        return stored
