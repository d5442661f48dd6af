"""Playing against the bot: the AI's seat in a match, moved by ``bot.ai_runner.AIRunner``.

The AI is a user like any other (the bot's own user id in Discord, "ai" in the console).  Its
seat *wraps* the operations after which a decision may fall to it (a challenge to the bot, an
accepted challenge, a move, a private choice, a draw offer, the clock's duty): each is done by
the collaborator that owns it (:mod:`bot.service.play`, :mod:`bot.service.setup`, ...), then
the seat asks the runner for the AI's move, handing it only ``games.ai.observe(...)`` of its
seat, and plays it through the same path as a human move, so the reply carries both.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from bot.ai_runner import AIStopped, AIUnavailable
from bot.logging_setup import fields
from bot.markup import command, t
from bot.metrics import METRICS
from bot.service import validation
from bot.service.challenges import Challenges, resolve_game
from bot.service.core import AI_RESUME_SECONDS
from bot.service.errors import ServiceError, parse_id
from bot.service.host_rules import HostRules
from bot.service.live_clock import MoveTiming
from bot.service.matches import Matches
from bot.service.play import Play
from bot.service.replies import Reply
from bot.service.setup import Setup
from bot.service.viewer import Viewer
from games.ai import LEVELS, is_dead_draw, observe
from storage import Match
from storage.status import MatchStatus

if TYPE_CHECKING:
    from bot.ai_runner import AIRunner

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "medium"
MAX_AI_DECISIONS = 64  # a multi-jump turn is several decisions; never loop for ever


class AISeat:
    """``service.ai_seat``: see the module docstring."""

    def __init__(
        self,
        matches: Matches,
        play: Play,
        setup: Setup,
        challenges: Challenges,
        host_rules: HostRules,
        ai: AIRunner | None,
        *,
        later: bool = False,
    ) -> None:
        self.matches = matches
        self.play = play
        self.setup = setup
        self.challenges = challenges
        self.host_rules = host_rules
        self.ai = ai
        # False: an operation returns once the AI has answered, both in one reply (the
        # console).  True: it returns at once with ``Reply.ai_due`` set and the host asks for
        # the AI's answer after delivering it (Discord: the player's move shows before the bot
        # has thought).
        self.later = later
        # Whether the AI plays in a match, by match id: players never change, and knowing it
        # spares every human move of every match a database read.
        self._in_match: dict[int, bool] = {}
        self._answering: set[int] = set()  # matches whose AI follow-up is under way

    # ----- the operations it wraps ---------------------------------------------------------

    async def challenge(
        self,
        challenger: int,
        game_id: str,
        *,
        opponent: int | None = None,
        level: str | None = None,
        **kwargs: Any,
    ) -> Reply:
        """As Challenges.challenge; challenging the bot starts the match at once."""
        level = validation.or_none(validation.text, level, t("validation-what-level"), longest=40)
        if not self.matches.is_ai(opponent):
            if level is not None and opponent is not None:
                raise ServiceError(t("challenge-level-only-bot"))
            return await self.challenges.challenge(challenger, game_id, opponent=opponent, **kwargs)
        assert opponent is not None
        if kwargs.get("time") is not None:
            raise ServiceError(t("live-not-against-ai"))
        rated = kwargs.pop("rated", None)
        if validation.or_none(validation.flag, rated, t("validation-what-rated")):
            raise ServiceError(t("challenge-bot-never-rated"))
        level = (level or DEFAULT_LEVEL).lower()
        if level not in LEVELS:
            raise ServiceError(
                t("challenge-level-refused", levels=list(LEVELS), level=validation.shown(level))
            )
        # Its refusal (a ServiceError) is passed on as it is, so its markup reaches the asker.
        game, options = resolve_game(game_id, kwargs.get("options"))
        colour = self.challenges.resolve_colour(kwargs.get("colour"))
        white, black = (challenger, opponent) if colour == "white" else (opponent, challenger)
        reply = await self.play.start_match(
            game.id,
            options,
            white,
            black,
            guild_id=kwargs.get("guild_id"),
            channel_id=kwargs.get("channel_id"),
            meta={"ai_level": level},
            language=kwargs.get("language"),
        )
        return await self.ai_next(reply)

    async def accept(self, viewer: Viewer, challenge_id: int) -> Reply:
        return await self.ai_next(await self.challenges.accept(viewer, challenge_id))

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
        with fields(match_id=parse_id(match_id), user_id=viewer.user_id):
            with METRICS.timed_move("human"):
                reply = await self.play.move(
                    viewer,
                    match_id,
                    text,
                    request_key=request_key,
                    timing=timing,
                    at_ply=at_ply,
                )
            return await self.ai_next(reply)

    async def private_choice(self, viewer: Viewer, match_id: int, choice: str) -> Reply:
        return await self.ai_next(await self.setup.private_choice(viewer, match_id, choice))

    async def offer_draw(self, viewer: Viewer, match_id: int) -> Reply:
        """The bot accepts a draw only where neither side can force a win (e.g. a lone boss
        against a lone boss out of reach), which would otherwise go on for ever; elsewhere it
        plays on (a player may still resign)."""
        reply = await self.host_rules.offer_draw(viewer, match_id)
        match = await self.matches.get_match(match_id)
        other = self.matches.other_player(match, viewer.user_id)
        if match.status == MatchStatus.ACTIVE and self.matches.is_ai(other):
            accept = is_dead_draw(match.game_id, match.position)
            # The bot has answered: nobody is left to prompt (no "accept the draw?" to it).
            asked = tuple(p for p in reply.prompts if p.user_id != self.matches.ai_user_id)
            reply = replace(reply, prompts=asked).merged(
                await self.host_rules.answer_draw(self.viewer, match_id, accept)
            )
            if not accept:
                why = t("host-bot-plays-on", resign=command("resign"))
                reply = reply.merged(Reply(text=why, match_id=match_id))
        return reply

    async def alarm(self, match: Match) -> Reply | None:
        """The clock's duty in a match waiting on the AI: its turn was left unplayed (a
        restart, or another process dying while the AI thought), so play it now; the claim
        (see HostRules.tick) makes exactly one process do it.  If the AI still cannot play,
        the clock looks again in AI_RESUME_SECONDS; once the deadline has passed, the waiting
        player is told as for any late player.  Any other match's duty is the host rules'."""
        if not self.matches.is_ai(match.to_move_id):
            return await self.host_rules.alarm(match)
        reply = await self.ai_followup(Reply(match_id=match.id))
        if reply.text or reply.private:
            return reply
        current = await self.matches.get_match(match.id)
        if current.ply != match.ply or current.status != MatchStatus.ACTIVE:
            return None  # played meanwhile, over, or (set-up) waiting on the other player
        if match.clock_at is None:  # the deadline has passed
            return await self.host_rules.alarm(match)
        await self.matches.db.matches.set_alarms(
            match.id,
            match.ply,
            deadline_at=match.deadline_at,
            clock_at=self.matches.clock() + AI_RESUME_SECONDS,
        )
        return None

    # ----- the AI's answers ----------------------------------------------------------------

    @property
    def viewer(self) -> Viewer:
        """The AI acting in its own matches (a player sees its matches anywhere)."""
        assert self.matches.ai_user_id is not None
        return Viewer(self.matches.ai_user_id)

    async def ai_next(self, reply: Reply) -> Reply:
        """After an operation on a match: the AI's answer merged in, or (``later``) the
        reply as it is, flagged ``ai_due`` when the AI plays in the match, for the host to
        call :meth:`ai_followup` once the reply is out."""
        if self.ai is None or reply.match_id is None or reply.outcome_unknown:
            return reply  # (whose turn it is cannot be known while the database cannot tell)
        if not self.later:
            return await self.ai_followup(reply)
        due = await self._plays_in(reply.match_id)
        return replace(self._without_ai_messages(reply), ai_due=due)

    async def ai_followup(self, reply: Reply) -> Reply:
        """Play every decision that now falls to the AI in ``reply``'s match, merged in.

        One follow-up per match at a time: a second one (the clock's resumption while the
        first thinks) leaves the turn to the first, so a turn of several decisions is told in
        one message, in order.
        """
        match_id = reply.match_id
        if self.ai is None or match_id is None or match_id in self._answering:
            return reply
        self._answering.add(match_id)
        try:
            with fields(match_id=match_id):
                for _ in range(MAX_AI_DECISIONS):
                    try:
                        step = await self._step(match_id)
                    except AIStopped:  # shutting down: the clock plays the turn after the restart
                        log.info("AI turn in match %s left for the next start", match_id)
                        break
                    except AIUnavailable as exc:  # workers kept failing: tick() asks again
                        log.error("AI move failed in match %s: %s", match_id, exc)
                        break
                    except Exception:  # noqa: BLE001 - the player's own move stands; tick() retries
                        log.exception("AI move failed in match %s", match_id)
                        break
                    if step is None:
                        break
                    reply = reply.merged(step)
        finally:
            self._answering.discard(match_id)
        return replace(self._without_ai_messages(reply), ai_due=False)

    def _without_ai_messages(self, reply: Reply) -> Reply:
        """Messages addressed to the AI (its set-up prompt, its private boards) go nowhere."""
        is_ai = self.matches.is_ai
        return replace(reply, private=tuple(m for m in reply.private if not is_ai(m.user_id)))

    async def _plays_in(self, match_id: int) -> bool:
        """Whether the AI holds a seat in the match (remembered: players never change)."""
        known = self._in_match.get(match_id)
        if known is None:
            match = await self.matches.get_match(match_id)
            known = self.matches.ai_user_id in (match.white_id, match.black_id)
            self._in_match[match_id] = known
        return known

    async def _step(self, match_id: int) -> Reply | None:
        """One AI decision in this match, or None when none is due."""
        if not await self._plays_in(match_id):
            return None
        match = await self.matches.get_match(match_id)
        if match.status == MatchStatus.SETUP:
            return await self._setup_choice(match)
        if match.status != MatchStatus.ACTIVE or not self.matches.is_ai(match.to_move_id):
            return None
        with fields(match_id=match.id, guild_id=match.guild_id):
            return await self._move(match_id)

    async def _move(self, match_id: int) -> Reply | None:
        """The AI's move in an active match where it is to move (under the match's lock)."""
        matches = self.matches
        assert self.ai is not None and matches.ai_user_id is not None
        async with matches.lock(match_id):
            match = await matches.get_match(match_id)
            if match.status != MatchStatus.ACTIVE or not matches.is_ai(match.to_move_id):
                return None
            game, state = await matches.load_state(match)
            seat = cast(str, game.to_move(state))  # the AI is to move: checked above
            level = match.meta.get("ai_level", DEFAULT_LEVEL)
            budget = matches.settings.ai_budget if level == "hard" else None
            seen = matches.recent_positions.get(match.id, ())
            move = await self.ai.choose(
                observe(game.id, state, seat, seen), level, budget=budget, match_id=match.id
            )
            with METRICS.timed_move("ai"):
                return await self.play.play(
                    match, game, state, game.parse_move(state, move), matches.ai_user_id
                )

    async def _setup_choice(self, match: Match) -> Reply | None:
        """The AI's private set-up choice (a Stealth King square): a random one, kept secret."""
        ai_user_id = self.matches.ai_user_id
        assert ai_user_id is not None
        secrets = await self.matches.db.matches.secrets(match.id)
        ai_sides = [
            s for s in self.matches.sides_of(match, ai_user_id) if f"choice:{s}" not in secrets
        ]
        if not ai_sides:
            return None
        reply = await self.setup.private_choice(self.viewer, match.id, "random")
        # The AI's own confirmation is for nobody: drop its private message and notice.
        return Reply(
            text=reply.text,
            image=reply.image,
            prompts=reply.prompts,
            private=tuple(m for m in reply.private if m.user_id != ai_user_id),
            match_id=reply.match_id,
            mentions=reply.mentions,
        )
