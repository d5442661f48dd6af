"""The platform-free match service: everything a player can do, as plain calls and replies.

The Discord front end and the local console are thin translators of this class; tests drive
it directly.  It never imports discord.
"""

from bot.service.ai_ops import AIOps
from bot.service.challenges import ChallengeOps
from bot.service.core import ServiceSettings
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError
from bot.service.queries import QueryOps
from bot.service.replies import Attachment, Choice, PrivateMessage, Prompt, Reply


class MatchService(AIOps, ChallengeOps, QueryOps):
    """Challenges, matches, moves, hidden set-up, draws, time-outs, replays (see the mixins)."""


__all__ = [
    "Attachment",
    "Choice",
    "Conflict",
    "MatchService",
    "NotAllowed",
    "NotFound",
    "PrivateMessage",
    "Prompt",
    "Reply",
    "ServiceError",
    "ServiceSettings",
]
