"""Host rules the bot offers in every game: resignation (confirmed), draws by agreement,
time limits with a reminder and a claimable time-out, and the clock's duties.

A resignation, an agreed draw or a claim that ends a tournament game tells the tournaments
once the match's lock is released (:mod:`bot.service.events`); a game the desk itself ends
(:meth:`HostRules.finish_on_time`, :meth:`HostRules.concede`) is not told back to it.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

from bot.markup import t
from bot.service import validation
from bot.service.boards import Boards
from bot.service.core import CLAIM_BATCH
from bot.service.errors import Conflict, NotAllowed, NotFound, parse_id
from bot.service.events import MatchEvents
from bot.service.matches import RESULT_KEY, Matches, acting_seat
from bot.service.replies import Choice, PrivateMessage, Prompt, Reply
from bot.service.viewer import Viewer
from games.core.engine import Ending, Game
from games.core.geometry import opponent
from storage import Match, OutcomeUnknown
from storage.status import MatchStatus

log = logging.getLogger(__name__)

# The clock's duty in one claimed match (see HostRules.tick).
Duty = Callable[[Match], Awaitable[Reply | None]]


def duration(seconds: float) -> timedelta:
    """A time left or a time limit as a message argument (a duration in the reader's words:
    "3 hours", "3 Stunden"), never less than a minute: "0 seconds left" would read as late."""
    return timedelta(seconds=max(60.0, seconds))


class HostRules:
    """``service.host_rules``: see the module docstring."""

    def __init__(self, matches: Matches, boards: Boards, events: MatchEvents) -> None:
        self.matches = matches
        self.boards = boards
        self.events = events

    async def _told(self, match_id: int | str, operation: Awaitable[Reply]) -> Reply:
        """Run ``operation`` on ``match_id``, then tell the tournaments of a game it ended."""
        number = parse_id(match_id)
        with self.events.watching(number):
            return await self.events.deliver(number, await operation)

    # ----- resignation, draws, time-outs ---------------------------------------------------

    async def resign(
        self,
        viewer: Viewer,
        match_id: int,
        *,
        confirmed: bool = False,
        request_key: str | None = None,
    ) -> Reply:
        """Resign; without ``confirmed`` only ask the caller to confirm.

        ``request_key`` names the request (a Discord interaction), stored with the result: the
        same request arriving again (a retry after a lost answer) is told the resignation was
        recorded, not refused as if the match had ended some other way."""
        return await self._told(match_id, self._resign(viewer, match_id, confirmed, request_key))

    async def _resign(
        self, viewer: Viewer, match_id: int, confirmed: bool, request_key: str | None
    ) -> Reply:
        matches = self.matches
        confirmed = validation.flag(confirmed, "Confirmed")
        request_key = validation.or_none(validation.text, request_key, "The request")
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            if confirmed and matches.ended_by(match, request_key):
                return Reply(
                    notice=t(
                        "host-resignation-recorded",
                        match=matches.label(match),
                        result=matches.result_text(match),
                    ),
                    match_id=match.id,
                )
            matches.require_running(match)
            sides = matches.require_player(match, user_id)
            if not confirmed:
                return Reply(
                    notice=t("host-resign-confirm", match=matches.label(match)),
                    confirm=Prompt(
                        user_id,
                        t("host-resign-prompt"),
                        (Choice(t("host-resign-button"), "resign", str(match.id)),),
                    ),
                    match_id=match.id,
                )
            game, state = await matches.load_state(match)
            side = acting_seat(sides, game.to_move(state))
            lines = [
                t(
                    "host-resigns",
                    match=matches.label(match),
                    player=matches.mention(user_id),
                    side=side,
                )
            ]
            return await self.finish(
                match,
                game,
                state,
                opponent(side),
                t("host-reason-resigned", side=side),
                Ending.RESIGNATION,
                lines,
                request_key=request_key,
            )

    async def keep_playing(self, viewer: Viewer, match_id: int) -> Reply:
        """The answer to a resignation not confirmed ("resign no"): the match goes on, said
        only of a running match the asker plays in, refused like ``resign`` otherwise (with
        no match there is nothing to go on)."""
        matches = self.matches
        match = await matches.visible_match(viewer, match_id)
        matches.require_running(match)
        matches.require_player(match, viewer.user_id)
        return Reply(
            notice=t("host-not-resigned", match=matches.label(match)),
            match_id=match.id,
        )

    async def offer_draw(self, viewer: Viewer, match_id: int) -> Reply:
        """Offer a draw; if the opponent already offered one, this agrees to it."""
        return await self._told(match_id, self._offer_draw(viewer, match_id))

    async def _offer_draw(self, viewer: Viewer, match_id: int) -> Reply:
        matches = self.matches
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            matches.require_running(match)
            sides = matches.require_player(match, user_id)
            game, state = await matches.load_state(match)
            side = acting_seat(sides, game.to_move(state))
            offer = await matches.db.draws.get(match.id)
            label = matches.label(match)
            if offer is not None and offer.side != side:
                lines = [t("host-draw-agreed", match=label)]
                return await self.finish(
                    match, game, state, None, t("host-reason-agreed"), Ending.AGREEMENT, lines
                )
            if offer is not None:
                raise Conflict(t("host-draw-offer-waiting", match=label))
            await matches.db.draws.offer(match.id, side, now=matches.clock())
            other = matches.player_id(match, opponent(side))
            assert other is not None
            choices = (
                Choice(t("host-draw-button-accept"), "draw-accept", str(match.id)),
                Choice(t("host-draw-button-decline"), "draw-decline", str(match.id)),
            )
            return Reply(
                text=t(
                    "host-draw-offer",
                    match=label,
                    player=matches.mention(user_id),
                    side=side,
                    opponent=matches.mention(other),
                ),
                prompts=(Prompt(other, t("host-draw-prompt"), choices),),
                match_id=match.id,
                mentions=(other,),
                notice=t("host-draw-offered"),
            )

    async def answer_draw(self, viewer: Viewer, match_id: int, accept: bool) -> Reply:
        return await self._told(match_id, self._answer_draw(viewer, match_id, accept))

    async def _answer_draw(self, viewer: Viewer, match_id: int, accept: bool) -> Reply:
        matches = self.matches
        accept = validation.flag(accept, "Accept")
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            matches.require_running(match)
            sides = matches.require_player(match, user_id)
            offer = await matches.db.draws.get(match.id)
            label = matches.label(match)
            if offer is None:
                raise NotFound(t("host-draw-no-offer", match=label))
            if opponent(offer.side) not in sides:
                raise NotAllowed(t("host-draw-own-offer", match=label))
            if not accept:
                await matches.db.draws.clear(match.id)
                return Reply(
                    text=t("host-draw-declined", match=label, player=matches.mention(user_id)),
                    match_id=match.id,
                )
            game, state = await matches.load_state(match)
            lines = [t("host-draw-accepted", match=label)]
            return await self.finish(
                match, game, state, None, t("host-reason-agreed"), Ending.AGREEMENT, lines
            )

    def deadline(self, match: Match) -> float:
        return match.last_move_at + self.matches.time_limit(match.meta)

    async def claim_timeout(self, viewer: Viewer, match_id: int) -> Reply:
        """The waiting player claims the win once the other has let the time limit pass."""
        return await self._told(match_id, self._claim_timeout(viewer, match_id))

    async def _claim_timeout(self, viewer: Viewer, match_id: int) -> Reply:
        matches = self.matches
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            matches.require_running(match)
            sides = matches.require_player(match, user_id)
            late_user = match.to_move_id
            label = matches.label(match)
            if late_user == user_id or late_user is None:
                raise NotAllowed(t("host-claim-your-decision", match=label))
            if match.status == MatchStatus.SETUP:
                secrets = await matches.db.matches.secrets(match.id)
                if any(f"choice:{s}" not in secrets for s in sides):
                    raise NotAllowed(t("host-claim-choose-first", match=label))
            left = self.deadline(match) - matches.clock()
            if left > 0:
                raise NotAllowed(
                    t(
                        "host-claim-too-early",
                        match=label,
                        player=matches.mention(late_user),
                        left=duration(left),
                    )
                )
            game, state = await matches.load_state(match)
            late_side = "white" if late_user == match.white_id else "black"
            limit = duration(matches.time_limit(match.meta))
            lines = [t("host-claims-win", match=label, player=matches.mention(user_id))]
            return await self.finish(
                match,
                game,
                state,
                opponent(late_side),
                t("host-reason-no-move", side=late_side, limit=limit),
                Ending.TIME,
                lines,
            )

    async def finish_on_time(self, match_id: int, *, round_deadline: bool = False) -> Reply | None:
        """End a running tournament game whose time is up, without waiting for a claim: the
        player whose decision is due loses on time (at the round's deadline, or once their own
        decision is overdue).  None if the match is over already or nobody is to decide."""
        matches = self.matches
        async with matches.lock(match_id):
            match = await matches.get_match(match_id)
            late_user = match.to_move_id
            if match.is_over or late_user is None:
                return None
            late_side = "white" if late_user == match.white_id else "black"
            limit = duration(matches.time_limit(match.meta))
            reason = (
                t("host-reason-round-deadline", side=late_side)
                if round_deadline
                else t("host-reason-no-move", side=late_side, limit=limit)
            )
            game, state = await matches.load_state(match)
            lines = [
                t(
                    "host-out-of-time",
                    match=matches.label(match),
                    player=matches.mention(late_user),
                    side=late_side,
                )
            ]
            return await self.finish(
                match, game, state, opponent(late_side), reason, Ending.TIME, lines
            )

    async def concede(
        self, match_id: int, user_id: int, reason: str, ending: Ending
    ) -> Reply | None:
        """End ``user_id``'s running match as a loss for them (a withdrawal from a tournament,
        ``reason`` saying so, ``ending`` its kind); None if it is over already."""
        matches = self.matches
        async with matches.lock(match_id):
            match = await matches.get_match(match_id)
            side = match.side_of(user_id)
            if match.is_over or side is None:
                return None
            game, state = await matches.load_state(match)
            lines = [
                t(
                    "host-conceded",
                    match=matches.label(match),
                    player=matches.mention(user_id),
                    side=side,
                    reason=reason,
                )
            ]
            return await self.finish(
                match,
                game,
                state,
                opponent(side),
                t("host-reason-conceded", side=side, reason=reason),
                ending,
                lines,
            )

    async def finish(
        self,
        match: Match,
        game: Game,
        state: Any,
        winner: str | None,
        reason: str,
        ending: Ending,
        lines: list[str],
        request_key: str | None = None,
    ) -> Reply:
        """Store the result (the sentence and its kind) and announce it; ``request_key`` (the
        request that ended the match) is kept in the match's meta under RESULT_KEY with it,
        see ``Matches.ended_by``."""
        meta = None if request_key is None else {**match.meta, RESULT_KEY: request_key}
        try:
            match = await self.matches.finish(match, game, state, winner, reason, ending, meta=meta)
        except OutcomeUnknown as exc:
            return await self.boards.outcome_unknown(match, game, state, t("play-the-result"), exc)
        await self.matches.db.draws.clear(match.id)
        return await self.boards.position_reply(match, game, state, lines)

    # ----- the clock -----------------------------------------------------------------------

    async def tick(self, duty: Duty | None = None) -> list[Reply]:
        """The clock's periodic work in matches: remind at half time, announce time-outs.

        Every bot process runs it, at the same moments: each duty is claimed in the database
        (storage's ``claim_alarms``, an atomic statement), so exactly one process does it,
        once, and another process's tick taking the same rows is simply given none.  Only due
        rows are read, through indexes: nothing here walks every match.  ``duty`` does each
        claimed match's duty (the AI's seat resumes its own turns: ``AISeat.alarm``); by
        default :meth:`alarm`.
        """
        duty = duty or self.alarm
        replies: list[Reply] = []
        now = self.matches.clock()
        await self._adopt_matches()
        while True:
            claimed = await self.matches.db.matches.claim_alarms(now, limit=CLAIM_BATCH)
            for match in claimed:
                try:
                    reply = await duty(match)
                except Exception:  # noqa: BLE001 - one match must not cost the others theirs
                    log.exception("clock duty in match %s failed", match.id)
                    continue
                if reply is not None:
                    replies.append(reply)
            if len(claimed) < CLAIM_BATCH:
                return replies

    async def _adopt_matches(self) -> None:
        """Give a deadline and a clock alarm to a batch of unfinished matches stored without
        (by a release before alarms were kept), a batch per tick so start-up reads none.

        A reminder or notice already sent at the current move (the meta marks those releases
        kept) is not sent again.  Processes adopting the same match at once write the same
        values (set_alarms is conditional on the move number, and idempotent).
        """
        db = self.matches.db
        for match in await db.matches.without_deadline(limit=CLAIM_BATCH):
            alarms = self.matches.alarms(match.meta, match.to_move_id, match.last_move_at)
            if match.meta.get("timeout_notice") == match.ply:
                alarms["clock_at"] = None
            elif match.meta.get("reminded") == match.ply and alarms["clock_at"] is not None:
                alarms["clock_at"] = alarms["deadline_at"]
            await db.matches.set_alarms(match.id, match.ply, **alarms)

    async def alarm(self, match: Match) -> Reply | None:
        """The duty this process claimed in ``match`` (see ``claim_alarms``): while the
        deadline is ahead, the half-time reminder; once it has passed, the time-out notice."""
        if match.to_move_id is None:
            return None
        limit = self.matches.time_limit(match.meta)
        if match.clock_at is None:
            return self._timeout_notice(match, limit)
        left = (match.deadline_at or match.clock_at) - self.matches.clock()
        text = t("host-reminder", match=self.matches.label(match), left=duration(left))
        return Reply(match_id=match.id, private=(PrivateMessage(match.to_move_id, text),))

    def _timeout_notice(self, match: Match, limit: float) -> Reply:
        matches = self.matches
        late = match.to_move_id
        assert late is not None
        waiting = matches.other_player(match, late)
        return Reply(
            text=t(
                "host-timeout",
                match=matches.label(match),
                late=matches.mention(late),
                limit=duration(limit),
                waiting=matches.mention(waiting),
            ),
            prompts=(
                Prompt(
                    waiting,
                    t("host-claim-prompt"),
                    (Choice(t("host-claim-button"), "claim", str(match.id)),),
                ),
            ),
            match_id=match.id,
            mentions=(late, waiting),
        )
