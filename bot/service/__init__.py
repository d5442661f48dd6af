"""The platform-free match service: everything a player can do, as plain calls and replies.

The Discord front end and the local console are thin translators of this class; tests drive
it directly.  It never imports discord.
"""

from functools import cached_property

from bot.coach_runner import Coach, CoachRunner
from bot.service.ai_ops import AIOps
from bot.service.challenges import ChallengeOps
from bot.service.core import ServiceSettings
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError
from bot.service.hints import Hints
from bot.service.learning import Tutor
from bot.service.queries import QueryOps
from bot.service.ratings import RatingOps
from bot.service.replies import Attachment, Choice, PrivateMessage, Prompt, Reply
from bot.service.review import Reviewer
from bot.service.viewer import EVERYTHING, NOTHING, Sight, Viewer
from bot.service.waiting import ChallengeList


class MatchService(AIOps, ChallengeOps, QueryOps, RatingOps):
    """Challenges, matches, moves, hidden set-up, draws, time-outs, replays (see the mixins)."""

    # Learning (collaborators, made on first use): tutorials, hints and reviews.  The coach
    # is the worker process hints and reviews think in; tests assign an in-process one.
    @cached_property
    def coach(self) -> Coach:
        return CoachRunner()

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

    def close(self) -> None:
        super().close()
        coach = self.__dict__.get("coach")
        if isinstance(coach, CoachRunner):
            coach.close()


__all__ = [
    "Attachment",
    "Choice",
    "Conflict",
    "EVERYTHING",
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
    "Viewer",
]
