"""Host rules the bot offers in every game: resignation (confirmed), draws by agreement,
time limits with a reminder and a claimable time-out, and rematches."""

from __future__ import annotations

import logging

import games
from bot.service import validation
from bot.service.core import CLAIM_BATCH, side_name
from bot.service.errors import Conflict, NotAllowed, NotFound
from bot.service.play import PlayOps
from bot.service.replies import Choice, PrivateMessage, Prompt, Reply
from bot.service.text import command
from bot.service.viewer import Viewer
from games.core.geometry import opponent
from storage import Match

log = logging.getLogger(__name__)


def _hours(seconds: float) -> str:
    hours = seconds / 3600
    return f"{hours:.0f} h" if hours >= 1 else f"{max(1, round(seconds / 60))} min"


class HostRuleOps(PlayOps):
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
        confirmed = validation.flag(confirmed, "Confirmed")
        request_key = validation.or_none(validation.text, request_key, "The request")
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
            if confirmed and self.ended_by(match, request_key):
                return Reply(
                    notice=f"{self.label(match)}: your resignation was already recorded for "
                    f"this request ({self.result_text(match)}); nothing more was changed.",
                    match_id=match.id,
                )
            self.require_running(match)
            sides = self.require_player(match, user_id)
            if not confirmed:
                return Reply(
                    notice=f"Resign {self.label(match)}? This cannot be undone.",
                    confirm=Prompt(
                        user_id, "Resign?", (Choice("Resign", "resign", str(match.id)),)
                    ),
                    match_id=match.id,
                )
            game, state = await self.load_state(match)
            side = sides[0] if len(sides) == 1 else (game.to_move(state) or sides[0])
            lines = [f"{self.label(match)}: {self.mention(user_id)} ({side}) resigns."]
            return await self._finish(
                match,
                game,
                state,
                opponent(side),
                f"{side_name(side)} resigned",
                lines,
                request_key=request_key,
            )

    async def keep_playing(self, viewer: Viewer, match_id: int) -> Reply:
        """The answer to a resignation not confirmed ("resign no"): the match goes on, said
        only of a running match the asker plays in, refused like ``resign`` otherwise (with
        no match there is nothing to go on)."""
        match = await self.visible_match(viewer, match_id)
        self.require_running(match)
        self.require_player(match, viewer.user_id)
        return Reply(
            notice=f"Not resigned: the game goes on. {self.label(match)} stands as it was.",
            match_id=match.id,
        )

    async def offer_draw(self, viewer: Viewer, match_id: int) -> Reply:
        """Offer a draw; if the opponent already offered one, this agrees to it."""
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            game, state = await self.load_state(match)
            side = sides[0] if len(sides) == 1 else (game.to_move(state) or sides[0])
            offer = await self.db.draws.get(match.id)
            if offer is not None and offer.side != side:
                lines = [f"{self.label(match)}: both players agree to a draw."]
                return await self._finish(match, game, state, None, "agreed by both players", lines)
            if offer is not None:
                raise Conflict(f"{self.label(match)}: your draw offer is already waiting.")
            await self.db.draws.offer(match.id, side, now=self.clock())
            other = self.player_id(match, opponent(side))
            choices = (
                Choice("Accept draw", "draw-accept", str(match.id)),
                Choice("Decline", "draw-decline", str(match.id)),
            )
            return Reply(
                text=f"{self.label(match)}: {self.mention(user_id)} ({side}) offers a draw. "
                f"{self.mention(other)}, accept or decline (a move declines it too).",
                prompts=(Prompt(other, "Accept the draw?", choices),),
                match_id=match.id,
                mentions=(other,),
                notice="Draw offered.",
            )

    async def answer_draw(self, viewer: Viewer, match_id: int, accept: bool) -> Reply:
        accept = validation.flag(accept, "Accept")
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            offer = await self.db.draws.get(match.id)
            if offer is None:
                raise NotFound(f"{self.label(match)}: there is no draw offer to answer.")
            if opponent(offer.side) not in sides:
                raise NotAllowed(f"{self.label(match)}: your opponent must answer your offer.")
            if not accept:
                await self.db.draws.clear(match.id)
                return Reply(
                    text=f"{self.label(match)}: {self.mention(user_id)} declines the draw.",
                    match_id=match.id,
                )
            game, state = await self.load_state(match)
            lines = [f"{self.label(match)}: the draw offer is accepted."]
            return await self._finish(match, game, state, None, "agreed by both players", lines)

    def deadline(self, match: Match) -> float:
        return match.last_move_at + float(match.meta.get("time_limit", self.settings.time_limit))

    async def claim_timeout(self, viewer: Viewer, match_id: int) -> Reply:
        """The waiting player claims the win once the other has let the time limit pass."""
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            late_user = match.to_move_id
            if late_user == user_id or late_user is None:
                raise NotAllowed(f"{self.label(match)}: the decision is yours; you cannot claim.")
            if match.status == "setup":
                secrets = await self.db.matches.secrets(match.id)
                if any(f"choice:{s}" not in secrets for s in sides):
                    raise NotAllowed(f"{self.label(match)}: make your own choice first.")
            left = self.deadline(match) - self.clock()
            if left > 0:
                raise NotAllowed(
                    f"{self.label(match)}: {self.mention(late_user)} still has "
                    f"{_hours(left)} to move."
                )
            game, state = await self.load_state(match)
            late_side = "white" if late_user == match.white_id else "black"
            limit = _hours(float(match.meta.get("time_limit", self.settings.time_limit)))
            lines = [f"{self.label(match)}: {self.mention(user_id)} claims the win on time."]
            return await self._finish(
                match,
                game,
                state,
                opponent(late_side),
                f"{side_name(late_side)} did not move within {limit}",
                lines,
            )

    async def finish_on_time(self, match_id: int, *, round_deadline: bool = False) -> Reply | None:
        """End a running tournament game whose time is up, without waiting for a claim: the
        player whose decision is due loses on time (at the round's deadline, or once their own
        decision is overdue).  None if the match is over already or nobody is to decide."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            late_user = match.to_move_id
            if match.is_over or late_user is None:
                return None
            late_side = "white" if late_user == match.white_id else "black"
            limit = _hours(self.time_limit(match.meta))
            reason = (
                f"{side_name(late_side)} ran out of time at the round's deadline"
                if round_deadline
                else f"{side_name(late_side)} did not move within {limit}"
            )
            game, state = await self.load_state(match)
            who = f"{self.mention(late_user)} ({late_side})"
            lines = [f"{self.label(match)}: {who} ran out of time."]
            return await self._finish(match, game, state, opponent(late_side), reason, lines)

    async def concede(self, match_id: int, user_id: int, reason: str) -> Reply | None:
        """End ``user_id``'s running match as a loss for them (a withdrawal from a tournament,
        ``reason`` saying so); None if it is over already."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            side = match.side_of(user_id)
            if match.is_over or side is None:
                return None
            game, state = await self.load_state(match)
            lines = [f"{self.label(match)}: {self.mention(user_id)} ({side}) {reason}."]
            return await self._finish(
                match, game, state, opponent(side), f"{side_name(side)} {reason}", lines
            )

    async def tick(self) -> list[Reply]:
        """Periodic work: expire challenges, remind at half time, announce time-outs.

        Every bot process runs it, at the same moments: each duty is claimed in the database
        (storage's ``expire_due`` and ``claim_alarms``, atomic statements), so exactly one
        process does it, once, and another process's tick taking the same rows is simply
        given none.  Only due rows are read, through indexes: nothing here walks every match.
        """
        replies = await self.expire_challenges()
        now = self.clock()
        await self._adopt_matches()
        while True:
            claimed = await self.db.matches.claim_alarms(now, limit=CLAIM_BATCH)
            for match in claimed:
                try:
                    reply = await self._alarm(match)
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
        for match in await self.db.matches.without_deadline(limit=CLAIM_BATCH):
            alarms = self.alarms(match.meta, match.to_move_id, match.last_move_at)
            if match.meta.get("timeout_notice") == match.ply:
                alarms["clock_at"] = None
            elif match.meta.get("reminded") == match.ply and alarms["clock_at"] is not None:
                alarms["clock_at"] = alarms["deadline_at"]
            await self.db.matches.set_alarms(match.id, match.ply, **alarms)

    async def _alarm(self, match: Match) -> Reply | None:
        """The duty this process claimed in ``match`` (see ``claim_alarms``): while the
        deadline is ahead, the half-time reminder; once it has passed, the time-out notice."""
        if match.to_move_id is None:
            return None
        limit = self.time_limit(match.meta)
        if match.clock_at is None:
            return self._timeout_notice(match, limit)
        left = (match.deadline_at or match.clock_at) - self.clock()
        text = (
            f"Reminder: {self.label(match)} waits for your decision; {_hours(left)} "
            "left before your opponent may claim the win."
        )
        return Reply(match_id=match.id, private=(PrivateMessage(match.to_move_id, text),))

    def _timeout_notice(self, match: Match, limit: float) -> Reply:
        late = match.to_move_id
        waiting = match.black_id if late == match.white_id else match.white_id
        return Reply(
            text=f"{self.label(match)}: {self.mention(late)} has not moved within {_hours(limit)}. "
            f"{self.mention(waiting)} may claim the win.",
            prompts=(
                Prompt(
                    waiting, "Claim the win?", (Choice("Claim the win", "claim", str(match.id)),)
                ),
            ),
            match_id=match.id,
            mentions=(late, waiting),
        )

    # ----- rematch -------------------------------------------------------------------------

    @staticmethod
    def rematch_options(match: Match) -> dict:
        """The same options; where the game says so, the loser moves first."""
        options = dict(match.options)
        if games.get(match.game_id).rematch_loser_first and match.winner is not None:
            # Colours swap, so the loser now plays the side the winner had.
            options["first"] = match.winner
        return options

    async def rematch(self, viewer: Viewer, match_id: int) -> Reply:
        """Offer the same game again with colours swapped (in Charing Cross the loser starts).

        When the opponent has already offered one (an open challenge from them to this user
        for the same game), asking for a rematch accepts it: both want the same thing.
        """
        user_id = viewer.user_id
        match = await self.visible_match(viewer, match_id)
        if match.status not in ("finished", "archived"):
            raise NotAllowed(f"{self.label(match)} is still going on.")
        sides = self.require_player(match, user_id)
        game = games.get(match.game_id)
        options = self.rematch_options(match)
        other = match.black_id if sides[0] == "white" else match.white_id
        if other != user_id:
            for open_challenge in await self.db.challenges.open_for_user(user_id, now=self.clock()):
                if open_challenge.game_id != game.id:
                    continue
                if (open_challenge.challenger_id, open_challenge.target_id) == (other, user_id):
                    return await self.accept(viewer, open_challenge.id)
                if (open_challenge.challenger_id, open_challenge.target_id) == (user_id, other):
                    raise Conflict(
                        f"You have already challenged {self.mention(other)} to {game.name}; "
                        f"the offer is still open (withdraw it with "
                        f"{command('cancel', str(open_challenge.id))})."
                    )
        if match.white_id == match.black_id:
            return await self.start_match(
                game.id,
                options,
                user_id,
                user_id,
                guild_id=match.guild_id,
                channel_id=match.channel_id,
            )
        return await self.challenge(
            user_id,
            game.id,
            opponent=other,
            options=options,
            colour=opponent(sides[0]),
            guild_id=match.guild_id,
            channel_id=match.channel_id,
            rated=match.rated,  # a rematch is rated or casual as the match was
        )
