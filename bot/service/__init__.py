"""The platform-free match service: everything a player can do, as plain calls and replies.

The Discord front end and the local console are thin translators of this class; tests drive
it directly.  It never imports discord.
"""

import logging
from collections.abc import Awaitable
from dataclasses import replace
from functools import cached_property
from typing import Any

from bot.coach_runner import Coach, CoachRunner
from bot.process_worker import ProcessWorker, Worker
from bot.service.ai_ops import AIOps
from bot.service.challenges import ChallengeOps
from bot.service.core import ServiceSettings
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError
from bot.service.hints import Hints
from bot.service.learning import Tutor
from bot.service.play import ENDED
from bot.service.players import LocalPlayers
from bot.service.posting import Home, Posting
from bot.service.queries import QueryOps
from bot.service.ratings import RatingOps
from bot.service.replies import Attachment, Bulletin, Choice, PrivateMessage, Prompt, Reply
from bot.service.review import Reviewer
from bot.service.server_settings import ServerSettings
from bot.service.tournaments import TournamentDesk
from bot.service.typed_moves import TypedMoves
from bot.service.viewer import EVERYTHING, NOTHING, Sight, Viewer
from bot.service.waiting import ChallengeList
from storage import Match  # the stored match the service answers with (front ends read it)

log = logging.getLogger(__name__)


class MatchService(AIOps, ChallengeOps, QueryOps, RatingOps):
    """Challenges, matches, moves, hidden set-up, draws, time-outs, replays (see the mixins)."""

    # Learning (collaborators, made on first use): tutorials, hints and reviews.  The coach
    # is the worker process hints and reviews think in; tests assign an in-process one.
    @cached_property
    def coach(self) -> Coach:
        return CoachRunner()

    @cached_property
    def tournament_worker(self) -> Worker:
        """The one worker process tournaments compute in (pairing, standings, pictures,
        exports: bot.service.tournaments.work), started at its first job and shared by every
        tournament; tests put one in a thread of their own process in its place."""
        return ProcessWorker()

    @cached_property
    def players(self) -> LocalPlayers:
        """The console's named local players (``bot.service.players``)."""
        return LocalPlayers(self.db)

    @cached_property
    def tutor(self) -> Tutor:
        return Tutor(self)

    @cached_property
    def waiting(self) -> ChallengeList:
        """The challenges waiting on a player (listed by ``games``)."""
        return ChallengeList(self)

    @cached_property
    def hints(self) -> Hints:
        return Hints(self, self.coach)

    @cached_property
    def reviewer(self) -> Reviewer:
        return Reviewer(self, self.coach)

    @cached_property
    def tournaments(self) -> TournamentDesk:
        """Swiss and round-robin tournaments (``bot.service.tournaments``)."""
        return TournamentDesk(self)

    @cached_property
    def server_settings(self) -> ServerSettings:
        return ServerSettings(self.db)

    @cached_property
    def posting(self) -> Posting:
        """Where a front end posts and what it posted (``bot.service.posting``)."""
        return Posting(self.db, self.lock, self.get_match)

    @cached_property
    def typed_moves(self) -> TypedMoves:
        return TypedMoves(self.db, self.server_settings)

    # ----- operations that may end a tournament game report it ---------------------------

    async def _reporting(self, operation: Awaitable[Reply]) -> Reply:
        """Run ``operation``; if it ended tournament games, tell the desk once the match's
        lock is released, and carry what the tournaments said as the reply's bulletins.  A
        failure there loses nothing: the game's result is stored, and the tick moves the
        tournament on."""
        token = ENDED.set([])
        try:
            reply = await operation
            ended = ENDED.get() or []
        finally:
            ENDED.reset(token)
        bulletins: list[Bulletin] = []
        for match in ended:
            try:
                bulletins += await self.tournaments.match_ended(match)
            except Exception:  # noqa: BLE001 - the move stands; the tick catches up
                log.exception("tournament of match %s not moved on yet", match.id)
        return replace(reply, bulletins=reply.bulletins + tuple(bulletins)) if bulletins else reply

    async def move(self, viewer: Viewer, match_id: int, text: str, **kwargs: Any) -> Reply:
        return await self._reporting(super().move(viewer, match_id, text, **kwargs))

    async def resign(self, viewer: Viewer, match_id: int, **kwargs: Any) -> Reply:
        return await self._reporting(super().resign(viewer, match_id, **kwargs))

    async def offer_draw(self, viewer: Viewer, match_id: int) -> Reply:
        return await self._reporting(super().offer_draw(viewer, match_id))

    async def answer_draw(self, viewer: Viewer, match_id: int, accept: bool) -> Reply:
        return await self._reporting(super().answer_draw(viewer, match_id, accept))

    async def claim_timeout(self, viewer: Viewer, match_id: int) -> Reply:
        return await self._reporting(super().claim_timeout(viewer, match_id))

    async def tick(self) -> list[Reply]:
        """The tournaments' duties, then the clock's; the tournaments' bulletins ride on a
        reply of their own, delivered like any other.  Tournaments first: a tournament game
        whose time is up is decided by the desk, so the clock does not invite a claim in it."""
        try:
            bulletins = await self.tournaments.tick()
        except Exception:  # noqa: BLE001 - the next tick tries again
            log.exception("tournament tick failed")
            bulletins = []
        replies = await super().tick()
        if bulletins:
            replies.append(Reply(bulletins=tuple(bulletins)))
        return replies

    def close(self) -> None:
        super().close()
        coach = self.__dict__.get("coach")
        if isinstance(coach, CoachRunner):
            coach.close()
        worker = self.__dict__.get("tournament_worker")
        if worker is not None:
            worker.close()


__all__ = [
    "Attachment",
    "Bulletin",
    "Choice",
    "Conflict",
    "EVERYTHING",
    "Home",
    "Match",
    "MatchService",
    "NOTHING",
    "NotAllowed",
    "NotFound",
    "PrivateMessage",
    "Prompt",
    "Reply",
    "ServiceError",
    "ServiceSettings",
    "Sight",
    "TournamentDesk",
    "Viewer",
]
