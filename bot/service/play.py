"""Playing a match: start, moves, automatic passes and the host move limit.

Every operation on a match takes the match's lock, loads it, checks who may act, plays through
the engine contract, stores the result in one transaction (a stale version is a Conflict) and
answers with a Reply rendered from the public view, plus private views for their owners
(:mod:`bot.service.boards`).  A move that ends a tournament game tells the tournaments once
the lock is released (:mod:`bot.service.events`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import games
from bot.lessons.telling import changes_told, group_told
from bot.markup import command, strong, t
from bot.service import validation
from bot.service.boards import Boards, hidden_pieces, what_changed
from bot.service.core import SIDES, side_lower
from bot.service.errors import Conflict, NotAllowed, ServiceError, parse_id
from bot.service.events import MatchEvents
from bot.service.live import LiveClocks
from bot.service.live_clock import MoveTiming, Timed, checked_timing, starting_clock
from bot.service.live_clock import timed as timed_decision
from bot.service.matches import Matches
from bot.service.phrases import engine_refusal
from bot.service.replies import Reply
from bot.service.takebacks import position_serial
from bot.service.viewer import Viewer
from games.clock import TimeControl
from games.core.changes import moved_group, sent_home_squares, taken_squares
from games.core.engine import PASS, Ending, Game
from storage import Match, OutcomeUnknown
from storage.status import MatchStatus

log = logging.getLogger(__name__)

# The largest move count a front end may name (far beyond any host's move limit).
PLY_LIMIT = 1_000_000


@dataclass(frozen=True)
class Decision:
    """A player's decision as the Move picker builds it: the match, the number of its
    position (the version the picker's clicks carry: bot.service.takebacks.position_serial)
    and the legal moves, canonical and sorted.  ``setup``: the moves are the asker's secret
    set-up choices (a Stealth King's square), made through ``private_choice``, not ``move``."""

    match_id: int
    ply: int
    moves: tuple[str, ...]
    setup: bool = False


def player_id_for(white: int, black: int, side: str | None) -> int | None:
    return None if side is None else white if side == "white" else black


class Play:
    """``service.play``: see the module docstring."""

    def __init__(
        self, matches: Matches, boards: Boards, events: MatchEvents, live: LiveClocks
    ) -> None:
        self.matches = matches
        self.boards = boards
        self.events = events
        self.live = live

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
        language: str | None = None,
        control: TimeControl | None = None,
    ) -> Reply:
        """Create the match and announce it (and ask for private set-up choices by DM);
        ``language``: the place's, where the first board is posted, for its caption.

        ``accepting_challenge``: the challenge this match answers, accepted in the same
        transaction that stores the match (storage raises ChallengeClosed if it is not open).
        ``rated``: asked for a rated match, which only two different people get (never one
        against the bot or against oneself).  ``time_limit``: seconds per decision (by default
        the server's setting, else the host's).  ``tournament_game``: the (tournament, round,
        board) the match is played for, linked in the transaction that stores it (storage
        raises PairingTaken if that game has its match already).  ``control``: a live game's
        time control (bot.service.live_clock.control_of checked it), None for correspondence.
        """
        matches, boards = self.matches, self.boards
        white = validation.identifier(white, "player")
        black = validation.identifier(black, "player")
        guild_id = validation.or_none(validation.identifier, guild_id, "server")
        channel_id = validation.or_none(validation.identifier, channel_id, "channel")
        time_limit = validation.or_none(
            validation.seconds,
            time_limit,
            t("validation-what-time-per-decision"),
            low=validation.MINUTE,
        )
        game = games.get(game_id)
        state = game.start(**options)
        time_limit = await self.default_time_limit(guild_id) if time_limit is None else time_limit
        setup = matches.in_setup(game, state)
        full, public = game.dump(state), game.public_position(state)
        to_move_id = player_id_for(white, black, game.to_move(state))
        meta = {**(meta or {}), "time_limit": time_limit, "secret_state": full != public}
        now = matches.clock()
        alarms = matches.alarms(meta, to_move_id, now)
        clock = None
        if control is not None:
            if matches.is_ai(white) or matches.is_ai(black):
                raise NotAllowed(t("live-not-against-ai"))
            clock = starting_clock(control, now, running=not setup)
        match = await matches.db.matches.create(
            game.id,
            dict(options),
            white,
            black,
            public,
            status=MatchStatus.SETUP if setup else MatchStatus.ACTIVE,
            to_move_id=to_move_id,
            guild_id=guild_id,
            channel_id=channel_id,
            meta=meta,
            secrets={"position": full} if full != public else None,
            accepting_challenge=accepting_challenge,
            tournament_game=tournament_game,
            rated=rated and white != black and not (matches.is_ai(white) or matches.is_ai(black)),
            now=now,
            deadline_at=alarms["deadline_at"],
            clock_at=alarms["clock_at"],
            clock=clock,
        )
        lines = [t("play-begins", match=matches.label(match), players=matches.players_text(match))]
        if match.rated:
            lines.append(t("play-rated"))
        if setup:
            lines.append(t("play-setup-by-dm"))
            reply = Reply(
                text="\n".join(lines),
                match_id=match.id,
                new_match=True,
                mentions=(white, black),
                private=await boards.setup_prompts(match, game, state),
            )
            image = await boards.render(
                game.view(state, None),
                f"match-{match.id}-start.png",
                perspective=boards.viewer_side(match),
                move_number=0,
                language=language,
            )
            return Reply(image=image).merged(reply)
        reply = await boards.position_reply(match, game, state, lines, language=language)
        return Reply(new_match=True).merged(reply)

    async def default_time_limit(self, guild_id: int | None) -> float:
        """Seconds per decision in a new match of ``guild_id``: the server's setting, else the
        host's."""
        if guild_id is not None:
            configured = (await self.matches.db.settings.get(guild_id)).get("time_limit_hours")
            if configured:
                try:  # a damaged setting must not stop every new match of the server
                    return validation.seconds(
                        float(configured) * 3600, "time_limit_hours", low=validation.MINUTE
                    )
                except ValueError:
                    log.warning(
                        "setting time_limit_hours of guild %s is %r: the host's time limit holds",
                        guild_id,
                        configured,
                    )
        return self.matches.settings.time_limit

    # ----- moves ---------------------------------------------------------------------------

    async def move(
        self,
        viewer: Viewer,
        match_id: int,
        text: str,
        *,
        request_key: str | None = None,
        timing: MoveTiming | None = None,
        at_ply: int | None = None,
    ) -> Reply:
        """Play ``text`` for the asker: only the user whose decision it is may move.

        ``request_key`` names the request (a Discord interaction): it is logged with the move,
        and the same request arriving again is told it was played already instead of being
        judged (or applied) a second time.  A tournament game it ends is told to the
        tournaments once the match's lock is released.  ``timing``: when the move's turn
        began and it was made, for a live game's clock (bot.service.live_clock; by default
        the server's clock now).  ``at_ply``: the number of moves the mover saw (the Move
        picker's), so a move chosen in a position that has changed since is refused."""
        text = validation.text(text, "A move")
        at_ply = validation.or_none(validation.whole, at_ply, "The move number", 0, PLY_LIMIT)
        timing = checked_timing(timing, self.matches.clock())
        request_key = validation.or_none(validation.text, request_key, "The request")
        number = parse_id(match_id)
        with self.events.watching(number):
            reply = await self._move(viewer, match_id, text, request_key, timing, at_ply)
            return await self.events.deliver(number, reply)

    async def _move(
        self,
        viewer: Viewer,
        match_id: int,
        text: str,
        request_key: str | None,
        timing: MoveTiming,
        at_ply: int | None,
    ) -> Reply:
        matches = self.matches
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            if request_key is not None:
                played = await matches.db.matches.move_with_key(match.id, request_key)
                if played is not None:
                    return Reply(
                        notice=t(
                            "play-already-played",
                            match=matches.label(match),
                            move=strong(played.text),
                        ),
                        match_id=match.id,
                    )
            self._require_version(match, at_ply)
            game, state, to_move = await self._decider(match, user_id)
            timed = timed_decision(match, to_move, timing) if match.clock is not None else None
            if timed is not None and (timed.flagged or timed.aborted):
                # After the flag (or the first move's window): not played, not even read.
                return await self._too_late(match, game, state, to_move, timed)
            try:
                canonical = game.parse_move(state, text)
            except games.MoveError as exc:
                raise ServiceError(
                    f"{matches.label(match)}: {engine_refusal(exc, match.game_id)}"
                ) from None
            try:
                return await self.play(
                    match,
                    game,
                    state,
                    canonical,
                    user_id,
                    request_key,
                    language=viewer.place_language,
                    timed=timed,
                )
            except OutcomeUnknown as exc:
                what = t("play-your-move", move=strong(game.public_move_text(state, canonical)))
                return await self.boards.outcome_unknown(
                    match, game, state, what, exc, viewer.language
                )

    async def decision(self, viewer: Viewer, match_id: int, at_ply: int | None) -> Decision:
        """The asker's decision in ``match_id``: the match's number of moves and the legal
        moves (the Move picker's tree is built from these alone).  Refused, in the words a
        move would be, when the match is over, the asker is not the one to decide, or it has
        moved on since ``at_ply`` (the picker's version)."""
        at_ply = validation.or_none(validation.whole, at_ply, "The move number", 0, PLY_LIMIT)
        match = await self.matches.visible_match(viewer, match_id)
        self._require_version(match, at_ply)
        if match.status == MatchStatus.SETUP:
            return await self._setup_decision(match, viewer.user_id)
        game, state, _ = await self._decider(match, viewer.user_id)
        return Decision(match.id, position_serial(match), tuple(game.legal_moves(state)))

    async def _setup_decision(self, match: Match, user_id: int) -> Decision:
        """The asker's secret set-up choices (their own start squares only, whatever the
        other side chose or not), or the refusal a second choice gets."""
        matches = self.matches
        sides = matches.require_player(match, user_id)
        secrets = await matches.db.matches.secrets(match.id)
        open_sides = [side for side in sides if f"choice:{side}" not in secrets]
        if not open_sides:
            raise Conflict(t("play-already-chosen", match=matches.label(match)))
        game, state = await matches.load_state(match)
        choices = matches.setup_choices(game, state, open_sides[0])
        return Decision(match.id, position_serial(match), tuple(sorted(choices)), setup=True)

    def _require_version(self, match: Match, at_ply: int | None) -> None:
        """Refuse a decision taken in an older position than the match's (its move count,
        or beyond it after a takeback: bot.service.takebacks.position_serial)."""
        if at_ply is None or at_ply == position_serial(match):
            return
        matches = self.matches
        matches.require_running(match)
        if match.to_move_id is None:  # a set-up both sides make: the decision's own refusal
            return
        raise NotAllowed(
            t("play-moved-on", match=matches.label(match), player=matches.mention(match.to_move_id))
        )

    async def _decider(self, match: Match, user_id: int) -> tuple[Game, Any, str]:
        """The game, the full state and the side to decide, once it is known that the match
        runs, has started and that ``user_id`` plays the side whose decision it is."""
        matches = self.matches
        matches.require_running(match)
        sides = matches.require_player(match, user_id)
        game, state = await matches.load_state(match)
        if match.status == MatchStatus.SETUP:
            raise NotAllowed(
                t("play-not-started", match=matches.label(match), choose=command("choose"))
            )
        to_move = game.to_move(state)
        if to_move not in sides:
            who = matches.mention(matches.player_id(match, to_move))  # type: ignore[arg-type]
            raise NotAllowed(
                t(
                    "play-not-your-decision",
                    match=matches.label(match),
                    player=who,
                    side=side_lower(to_move),  # type: ignore[arg-type]
                )
            )
        return game, state, to_move

    async def play(
        self,
        match: Match,
        game: Game,
        state: Any,
        move: str,
        user_id: int,
        request_key: str | None = None,
        *,
        language: str | None = None,
        timed: Timed | None = None,
    ) -> Reply:
        """Play the checked ``move`` of ``user_id`` in ``match`` (under its lock), the passes
        it forces and the host's move limit, and answer with the board after it (its caption
        in ``language``, the place's).  ``timed``: the move stepped on a live game's clock
        (by default, timed on the server's clock now)."""
        matches = self.matches
        mover = game.to_move(state)
        public_move = game.public_move_text(state, move)
        view_before = game.view(state, None)
        hidden_before = (
            {side: hidden_pieces(game, state, side) for side in SIDES}
            if match.meta.get("secret_state")  # no view to compare in a game without secrets
            else None
        )
        if match.clock is not None and timed is None and mover is not None:
            timed = timed_decision(match, mover, MoveTiming(matches.clock()))
        after = game.play(state, move)
        # A decision that leaves the turn with the mover (a piece placed after a move, a
        # jump's next step) does not stop its clock: the turn is timed at its last decision.
        keep_turn = game.outcome(after) is None and game.to_move(after) == mover
        match = await matches.record(
            match,
            game,
            state,
            move,
            after,
            view_before=view_before,
            request_key=request_key,
            timed=None if keep_turn else timed,
            keep_turn=keep_turn,
        )
        found = what_changed(game, state, after, public_move, view_before)
        group = moved_group(view_before, game.view(after, None), public_move)
        told = changes_told(game.id, found)
        lines = [
            t(
                "play-move-played",
                match=matches.label(match),
                player=matches.mention(user_id),
                side=side_lower(mover),  # type: ignore[arg-type]
                move=strong(public_move),
                carried=f" ({group_told(group)})" if group else "",
                changed=f", {told}" if told else "",
            )
        ]
        state = after
        for _ in range(2):
            if game.legal_moves(state) != [PASS]:
                break
            passer = game.to_move(state)
            assert passer is not None  # only a side in play has the move pass
            after = game.play(state, PASS)
            match = await matches.record(match, game, state, PASS, after)
            lines.append(t("play-passes", side=passer))
            state = after
        limit = matches.settings.move_limit
        if game.outcome(state) is None and match.ply >= limit:
            match = await matches.finish(
                match,
                game,
                state,
                None,
                f"the host's limit of {limit} moves was reached",
                Ending.MOVE_LIMIT,
            )
        return await self.boards.position_reply(
            match,
            game,
            state,
            lines,
            last_move=public_move,
            hidden_before=hidden_before,
            captured=taken_squares(found),
            sent_home=sent_home_squares(found),
            moved=group.squares if group else (),
            language=language,
        )

    async def _too_late(
        self, match: Match, game: Game, state: Any, mover: str, timed: Timed
    ) -> Reply:
        """A decision that came after the mover's flag (the game is lost on time) or past
        its first decision's window (the game is aborted; a tournament's is lost on time):
        announced as the timer would, unless another process did it first (then the match
        as it now stands)."""
        live = self.live
        if timed.aborted:
            reply = await live.first_move_missed(match, game, state, mover, timed.moved_at)
        else:
            reply = await live.flag(match, game, state, mover, timed.moved_at)
        if reply is not None:
            return reply
        current = await self.matches.get_match(match.id)
        raise NotAllowed(
            t(
                "play-over",
                match=self.matches.label(current),
                result=self.matches.result_text(current),
            )
        )
