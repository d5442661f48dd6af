"""Playing a match: start, moves, automatic passes, the host move limit, and the replies
everyone sees after a change.

Every operation on a match takes the match's lock, loads it, checks who may act, plays through
the engine contract, stores the result in one transaction (a stale version is a Conflict) and
answers with a Reply rendered from the public view, plus private views for their owners.
"""

from __future__ import annotations

import logging
from collections import deque
from contextvars import ContextVar
from typing import Any

import games
from bot.service import validation
from bot.service.commitment import verifies
from bot.service.core import SIDES, ServiceCore, side_name
from bot.service.errors import Conflict, NotAllowed, ServiceError
from bot.service.numbering import MoveCount
from bot.service.ratings import rating_line
from bot.service.replies import Choice, PrivateMessage, Prompt, Reply
from bot.service.reveal import owners_view
from bot.service.text import clean, code, command, strong
from bot.service.viewer import Viewer
from games.ai.observation import RECENT_POSITIONS
from games.core.changes import (
    Change,
    changes,
    moved_group,
    sent_home_squares,
    summary,
    taken_squares,
)
from games.core.engine import PASS, Game
from games.core.notation import squares_in
from renderers.legend import marks_legend, with_legend
from storage import Match, OutcomeUnknown, VersionConflict
from storage.rating_rules import setup_choice_counted

log = logging.getLogger(__name__)

DRAW_HINT_TURNS = 10
MAX_PROMPT_CHOICES = 25
# Keys of a view's ``info`` that name a pending decision rather than an ordinary move.
DECISION_INFO_KEYS = ("place", "shift")
# The match meta key of the request (a Discord interaction) whose action ended the match.
RESULT_KEY = "result_request_key"
# The tournament matches an operation ended, collected while it runs (None: nobody collects),
# so the service can report them to the tournament desk once the match's lock is released.
ENDED: ContextVar[list[Match] | None] = ContextVar("ended_tournament_matches", default=None)


def note_ended(match: Match) -> None:
    """Remember ``match`` if it just ended a tournament game (see ENDED)."""
    collected = ENDED.get()
    if collected is not None and match.status == "finished" and "tournament" in match.meta:
        collected.append(match)


class PlayOps(ServiceCore):
    # ----- starting ------------------------------------------------------------------------

    async def start_match(
        self,
        game_id: str,
        options: dict[str, Any],
        white: int,
        black: int,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        meta: dict[str, Any] | None = None,
        accepting_challenge: int | None = None,
        rated: bool = False,
        time_limit: float | None = None,
        tournament_game: tuple[int, int, int] | None = None,
    ) -> Reply:
        """Create the match and announce it (and ask for private set-up choices by DM).

        ``accepting_challenge``: the challenge this match answers, accepted in the same
        transaction that stores the match (storage raises ChallengeClosed if it is not open).
        ``rated``: asked for a rated match, which only two different people get (never one
        against the bot or against oneself).  ``time_limit``: seconds per decision (by default
        the server's setting, else the host's).  ``tournament_game``: the (tournament, round,
        board) the match is played for, linked in the transaction that stores it (storage
        raises PairingTaken if that game has its match already).
        """
        white = validation.identifier(white, "player")
        black = validation.identifier(black, "player")
        guild_id = validation.or_none(validation.identifier, guild_id, "server")
        channel_id = validation.or_none(validation.identifier, channel_id, "channel")
        time_limit = validation.or_none(
            validation.seconds, time_limit, "The time per decision", low=validation.MINUTE
        )
        game = games.get(game_id)
        state = game.start(**options)
        time_limit = await self.default_time_limit(guild_id) if time_limit is None else time_limit
        setup = self.in_setup(game, state)
        full, public = game.dump(state), game.public_position(state)
        to_move_id = self.player_id_for(white, black, game.to_move(state))
        meta = {**(meta or {}), "time_limit": time_limit, "secret_state": full != public}
        now = self.clock()
        match = await self.db.matches.create(
            game.id,
            dict(options),
            white,
            black,
            public,
            status="setup" if setup else "active",
            to_move_id=to_move_id,
            guild_id=guild_id,
            channel_id=channel_id,
            meta=meta,
            secrets={"position": full} if full != public else None,
            accepting_challenge=accepting_challenge,
            tournament_game=tournament_game,
            rated=rated and white != black and not (self.is_ai(white) or self.is_ai(black)),
            now=now,
            **self.alarms(meta, to_move_id, now),
        )
        lines = [f"{self.label(match)} begins: {self.players_text(match)}."]
        if match.rated:
            lines.append("The match is rated.")
        if setup:
            lines.append("Each player now makes a private set-up choice (sent by direct message).")
            reply = Reply(
                text="\n".join(lines),
                match_id=match.id,
                new_match=True,
                mentions=(white, black),
                private=await self._setup_prompts(match, game, state),
            )
            image = await self.render(
                game.view(state, None),
                f"match-{match.id}-start.png",
                perspective=self.viewer_side(match),
                move_number=0,
            )
            return Reply(image=image).merged(reply)
        reply = await self.position_reply(match, game, state, lines)
        return Reply(new_match=True).merged(reply)

    async def default_time_limit(self, guild_id: int | None) -> float:
        """Seconds per decision in a new match of ``guild_id``: the server's setting, else the
        host's."""
        if guild_id is not None:
            configured = (await self.db.settings.get(guild_id)).get("time_limit_hours")
            if configured:
                try:  # a damaged setting must not stop every new match of the server
                    return validation.seconds(float(configured) * 3600, "time_limit_hours",
                                              low=validation.MINUTE)
                except ValueError:
                    log.warning("setting time_limit_hours of guild %s is %r: the host's "
                                "time limit holds", guild_id, configured)
        return self.settings.time_limit

    @staticmethod
    def player_id_for(white: int, black: int, side: str | None) -> int | None:
        return None if side is None else white if side == "white" else black

    # ----- moves ---------------------------------------------------------------------------

    def require_running(self, match: Match) -> None:
        if match.status not in ("setup", "active"):
            raise NotAllowed(f"{self.label(match)} is over ({self.result_text(match)}).")

    async def move(
        self, viewer: Viewer, match_id: int, text: str, *, request_key: str | None = None
    ) -> Reply:
        """Play ``text`` for the asker: only the user whose decision it is may move.

        ``request_key`` names the request (a Discord interaction): it is logged with the move,
        and the same request arriving again is told it was played already instead of being
        judged (or applied) a second time."""
        text = validation.text(text, "A move")
        request_key = validation.or_none(validation.text, request_key, "The request")
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
            if request_key is not None:
                played = await self.db.matches.move_with_key(match.id, request_key)
                if played is not None:
                    return Reply(
                        notice=f"{self.label(match)}: {strong(played.text)} was already played "
                        "for this request; nothing more was changed.",
                        match_id=match.id,
                    )
            self.require_running(match)
            sides = self.require_player(match, user_id)
            game, state = await self.load_state(match)
            if match.status == "setup":
                raise NotAllowed(
                    f"{self.label(match)} has not started: both players first make their "
                    f"private set-up choice ({command('choose')} and a square)."
                )
            to_move = game.to_move(state)
            if to_move not in sides:
                who = self.mention(self.player_id(match, to_move))
                raise NotAllowed(
                    f"{self.label(match)}: it is {who}'s decision ({to_move}), not yours."
                )
            try:
                canonical = game.parse_move(state, text)
            except games.MoveError as exc:
                raise ServiceError(f"{self.label(match)}: {clean(str(exc))}") from None
            try:
                return await self._play(match, game, state, canonical, user_id, request_key)
            except OutcomeUnknown as exc:
                what = f"your move {strong(game.public_move_text(state, canonical))}"
                return await self.outcome_unknown(match, game, state, what, exc)

    @staticmethod
    def ended_by(match: Match, request_key: str | None) -> bool:
        """Whether the request ``request_key`` is the one that ended ``match`` (a resignation
        arriving again after its answer was lost): it is then told so, not refused."""
        return request_key is not None and match.meta.get(RESULT_KEY) == request_key

    async def outcome_unknown(
        self, match: Match, game: Game, state: Any, what: str, problem: OutcomeUnknown
    ) -> Reply:
        """The only true answer when an action's commit lost its answer and the database could
        not be asked since: it may or may not be stored; the board from before it, for the
        caller alone (the match's channel is told nothing that may be false)."""
        stored = MoveCount.from_meta(match.meta)  # no database read: it may not answer
        image = await self.render(
            self.match_view(match, game, state, None),
            f"match-{match.id}-{match.ply}-before.png",
            move_number=stored.number if stored is not None else None,
        )
        return Reply(
            notice=f"{self.label(match)}: the database connection failed while {what} was being "
            f"stored ({problem.problem}), and it cannot be told yet whether it was. This is the "
            f"board from before; look again in a moment ({command('board')}) before acting "
            "again.",
            notice_image=image,
            match_id=match.id,
            outcome_unknown=True,
        )

    async def _play(
        self,
        match: Match,
        game: Game,
        state: Any,
        move: str,
        user_id: int,
        request_key: str | None = None,
    ) -> Reply:
        mover = game.to_move(state)
        public_move = game.public_move_text(state, move)
        view_before = game.view(state, None)
        hidden_before = (
            {side: self._hidden(game, state, side) for side in SIDES}
            if match.meta.get("secret_state")  # no view to compare in a game without secrets
            else None
        )
        after = game.play(state, move)
        match = await self.record(
            match, game, state, move, after, view_before=view_before, request_key=request_key
        )
        found = self.what_changed(game, state, after, public_move, view_before)
        group = moved_group(view_before, game.view(after, None), public_move)
        told = summary(found)
        carried = f" ({group.describe()})" if group else ""
        lines = [
            f"{self.label(match)}: {self.mention(user_id)} ({mover}) played "
            f"{strong(public_move)}{carried}{', ' + told if told else ''}."
        ]
        state = after
        for _ in range(2):
            if game.legal_moves(state) != [PASS]:
                break
            passer = game.to_move(state)
            after = game.play(state, PASS)
            match = await self.record(match, game, state, PASS, after)
            lines.append(f"{side_name(passer)} cannot move and passes.")
            state = after
        if game.outcome(state) is None and match.ply >= self.settings.move_limit:
            match = await self.db.matches.finish(
                match.id,
                match.version,
                winner=None,
                reason=f"the host's limit of {self.settings.move_limit} moves was reached",
                position=game.dump(state),
                now=self.clock(),
            )
            note_ended(match)
        return await self.position_reply(
            match,
            game,
            state,
            lines,
            last_move=public_move,
            hidden_before=hidden_before,
            captured=taken_squares(found),
            sent_home=sent_home_squares(found),
            moved=group.squares if group else (),
        )

    @classmethod
    def what_changed(
        cls,
        game: Game,
        before: Any,
        after: Any,
        public_move: str,
        view_before: dict[str, Any] | None = None,
        view_after: dict[str, Any] | None = None,
    ) -> list[Change]:
        """The pieces besides the moving one that a decision captured, hit or sent away, read
        from public views (:mod:`games.core.changes`): for the move's reply and replay frames
        (which hand over the public views they already have)."""
        view_before = view_before or game.view(before, None)
        named = cls.named_before(game, before, after, view_before)
        return changes(named, view_after or game.view(after, None), public_move)

    @staticmethod
    def named_before(
        game: Game, before: Any, after: Any, view_before: dict[str, Any]
    ) -> dict[str, Any]:
        """The view to name the pieces a move affected from: the public view before it, but
        once the move has ended the game (when the rules reveal every hidden piece) each piece
        as its owner saw it, so a captured Stealth King is named a king as it leaves the board.

        While the game goes on, the public view it is: a captured piece shown as a man is then
        a man (taking a hidden King ends the game), so nothing hidden is told.
        """
        if game.outcome(after) is None:
            return view_before
        return owners_view(game, before, view_before)

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
    ) -> Match:
        """Store one move in one transaction; hidden information goes to the secrets table,
        and the running move count (:mod:`bot.service.numbering`) to the match's meta;
        ``request_key`` is logged with it (storage.matches: how a lost answer is settled)."""
        public_text = game.public_move_text(before, move)
        view_before = view_before or game.view(before, None)
        previous = await self.move_count(match)
        count = previous.after(view_before)
        side = game.to_move(before)
        meta = {**match.meta, **count.as_meta()}
        if previous.number_of(view_before) is None:  # a secret set-up choice: not a move
            meta.update(setup_choice_counted(match.meta, side))
        full, public = game.dump(after), game.public_position(after)
        secret_state = bool(match.meta.get("secret_state")) or full != public
        new_secrets = dict(secrets or {})
        if secret_state:
            new_secrets["position"] = full
        outcome = game.outcome(after)
        status = "finished" if outcome else "setup" if self.in_setup(game, after) else "active"
        to_move_id = self.player_id(match, game.to_move(after))
        now = self.clock()
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
                reason=outcome.reason if outcome else None,
                now=now,
                request_key=request_key,
                **self.alarms(match.meta, to_move_id, now),
            )
        except VersionConflict:
            raise Conflict(
                f"{self.label(match)} changed at the same moment; look at the board and try again."
            ) from None
        if stored.status == "finished":
            note_ended(stored)
            self.recent_positions.pop(match.id, None)
        else:
            recent = self.recent_positions.setdefault(match.id, deque(maxlen=RECENT_POSITIONS))
            recent.append(public)
        return stored

    @staticmethod
    def _hidden(game: Game, state: Any, side: str) -> dict[str, Any]:
        """What decides whether ``side`` gets a new private board: its pieces as everyone
        sees them, while it has hidden pieces (else nothing).

        Deliberately public: were it the hidden pieces themselves, whether a private message
        goes out after the opponent's move (trapping or freeing the hidden King, say) would
        tell where the King is, through the message's timing or an undelivered-DM notice.
        """
        own = game.view(state, side)["pieces"]
        if not any("hidden" in p["flags"] for p in own.values()):
            return {}
        public = game.view(state, None)["pieces"]
        return {sq: p for sq, p in public.items() if p["side"] == side}

    # ----- what everyone sees after a change -----------------------------------------------

    async def position_reply(
        self,
        match: Match,
        game: Game,
        state: Any,
        lines: list[str],
        *,
        last_move: str | None = None,
        hidden_before: dict[str, Any] | None = None,
        captured: tuple[str, ...] = (),
        moved: tuple[str, ...] = (),
        sent_home: tuple[str, ...] = (),
    ) -> Reply:
        """The board after a change: public image and text, prompts, private updates
        (``moved``: the squares of a group that moved with the named piece; ``sent_home``:
        of pieces sent home, marked apart from ``captured`` ones)."""
        view = self.match_view(match, game, state, None)
        legend = marks_legend(view, captured=captured, sent_home=sent_home)
        if legend:  # what the board's marks mean, before whose turn it is
            lines.append(legend)
        count = await self.move_count(match)
        prompts: tuple[Prompt, ...] = ()
        mentions: tuple[int, ...] = ()
        private: list[PrivateMessage] = []
        if match.status == "finished":
            lines.append(self.result_text(match))
            ratings = await rating_line(self.db, match, self.mention)
            if ratings:
                lines.append(ratings)
            lines += await self.reveal_lines(match)
        else:
            to_move = game.to_move(state)
            user = self.player_id(match, to_move)
            due = self.due_text(count, view)
            if self.is_ai(user):
                # The bot's AI answers by itself: no ping, no buttons for it.
                lines.append(f"{self.mention(user)} is thinking ({to_move})…")
            else:
                lines.append(f"{self.mention(user)} to decide ({to_move}), {due}.")
                mentions = (user,)
                prompts = self._decision_prompts(game, state, view, user)
            if view["info"].get("quiet") == DRAW_HINT_TURNS:
                lines.append(
                    f"No piece has advanced or captured for {DRAW_HINT_TURNS} turns: "
                    "either player may offer a draw."
                )
            if hidden_before is not None:
                private = await self._private_updates(
                    match, game, state, hidden_before, last_move, count.number
                )
        highlights = tuple(
            sq for prompt in prompts for c in prompt.choices for sq in squares_in(c.argument)
        )
        image = await self.render(
            view,
            f"match-{match.id}-{match.ply}.png",
            last_move=last_move,
            perspective=self.viewer_side(match),
            move_number=count.number,
            highlights=highlights,
            captured=captured,
            moved=moved,
            sent_home=sent_home,
        )
        return Reply(
            text="\n".join(lines),
            image=image,
            prompts=prompts,
            private=tuple(private),
            match_id=match.id,
            mentions=mentions,
        )

    @staticmethod
    def _decision_prompts(
        game: Game, state: Any, view: dict[str, Any], user: int | None
    ) -> tuple[Prompt, ...]:
        """Buttons for a decision that is not an ordinary move (Charing Cross re-placement,
        a different-bindings shift), or one made in the middle of someone else's turn: few
        choices, for their owner only."""
        to_move = view["to_move"]
        pending = any(view["info"].get(key) for key in DECISION_INFO_KEYS)
        if to_move == view["turn"] and not pending:
            return ()
        legal = game.legal_moves(state)
        if len(legal) > MAX_PROMPT_CHOICES:
            return ()
        choices = tuple(Choice(m, "move", m) for m in legal)
        return (Prompt(user, f"{side_name(to_move)}, your decision:", choices),)

    async def _private_updates(
        self,
        match: Match,
        game: Game,
        state: Any,
        hidden_before: dict[str, Any],
        last_move: str | None,
        move_number: int,
    ) -> list[PrivateMessage]:
        """A private board for each player with hidden pieces whose pieces changed (moved,
        were taken, trapped or freed), decided from public information only."""
        updates = []
        for side in SIDES:
            now_hidden = self._hidden(game, state, side)
            if not now_hidden or now_hidden == hidden_before[side]:
                continue
            view = game.view(state, side)
            image = await self.render(
                view,
                f"match-{match.id}-{match.ply}-{side}.png",
                last_move=last_move,
                perspective=side,
                move_number=move_number,
            )
            text = with_legend(f"{self.label(match)}: your private board ({side}).", view)
            updates.append(PrivateMessage(self.player_id(match, side), text, image))
        return updates

    @staticmethod
    def due_text(count: MoveCount, view: dict[str, Any]) -> str:
        """``move N`` for the decision due in ``view``, or ``set-up`` for a secret choice."""
        number = count.number_of(view)
        return "set-up" if number is None else f"move {number}"

    def result_text(self, match: Match) -> str:
        if match.status not in ("finished", "archived"):
            return "in progress"
        if match.winner is None:
            return f"Draw: {match.reason}."
        winner = self.player_id(match, match.winner)
        return f"{self.mention(winner)} ({match.winner}) wins: {match.reason}."

    async def reveal_lines(self, match: Match) -> list[str]:
        """At the end, every hidden choice with its salt, so anyone can check the commitment."""
        commitments = match.meta.get("commitments") or {}
        if not commitments:
            return []
        secrets = await self.db.matches.secrets(match.id)
        lines = ["Revealed hidden choices:"]
        for side, published in sorted(commitments.items()):
            square, salt = secrets.get(f"square:{side}"), secrets.get(f"salt:{side}")
            if square is None or salt is None:
                continue
            mark = "✓ verified" if verifies(side, square, salt, published) else "✗ MISMATCH"
            lines.append(
                f"• {side_name(side)}: {square}, salt {code(salt)}: "
                f'sha256("{side}:{square}:{salt}") = {code(published)} {mark}'
            )
        return lines

    async def _finish(
        self,
        match: Match,
        game: Game,
        state: Any,
        winner: str | None,
        reason: str,
        lines: list[str],
        request_key: str | None = None,
    ) -> Reply:
        """Store the result and announce it; ``request_key`` (the request that ended the match)
        is kept in the match's meta under RESULT_KEY with it, see :meth:`ended_by`."""
        meta = None if request_key is None else {**match.meta, RESULT_KEY: request_key}
        try:
            match = await self.db.matches.finish(
                match.id,
                match.version,
                winner=winner,
                reason=reason,
                position=game.dump(state),
                now=self.clock(),
                meta=meta,
            )
        except VersionConflict:
            raise Conflict(f"{self.label(match)} changed at the same moment; try again.") from None
        except OutcomeUnknown as exc:
            return await self.outcome_unknown(match, game, state, "the result", exc)
        note_ended(match)
        await self.db.draws.clear(match.id)
        return await self.position_reply(match, game, state, lines)
