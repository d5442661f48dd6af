"""Where a front end posts, and what it posted: the homes of challenges and tournaments, the
thread a match is played in, the messages that carry a challenge's or a tournament's buttons.

Why a collaborator of its own: this is the front end's bookkeeping, not a player's operation
(nobody asks for it, no rule of a game is involved), but it is still stored, so it goes through
the service like every other read and write: ids are checked, a missing challenge or
tournament is answered in the service's words (the one refusal each has everywhere), and the
match's row is written under the match's lock, retried when a move won the race.  A storage
failure is left to the caller (``StorageError``): delivery comes after the operation is done,
so it logs it and never reports it as the operation's.

Nothing here is shown to anyone: the ids say where to post, never what a viewer may see (that
is decided before, by the call whose reply is being delivered).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.service.errors import no_such_challenge
from bot.service.tournaments.desk import no_such_tournament
from bot.service.validation import identifier
from storage import ChallengeNotFound, TournamentNotFound, VersionConflict

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from storage import Database, Match

log = logging.getLogger(__name__)

# How often a thread is stored again when a move changed the match in between.
THREAD_TRIES = 3


@dataclass(frozen=True)
class Home:
    """Where a challenge or a tournament is posted: its server and channel, and the message
    that carries its buttons (the challenge's question, the tournament's announcement)."""

    guild_id: int | None
    channel_id: int | None
    message_id: int | None


class Posting:
    """``service.posting``: see the module docstring."""

    def __init__(
        self,
        db: Database,
        lock: Callable[[int], AbstractAsyncContextManager[None]],
        get_match: Callable[[int], Awaitable[Match]],
    ) -> None:
        self.db = db
        self.lock = lock
        self.get_match = get_match

    async def challenge_home(self, challenge_id: int) -> Home:
        """Where the challenge was made and the message that shows it."""
        number = identifier(challenge_id, "challenge")
        try:
            challenge = await self.db.challenges.get(number)
        except ChallengeNotFound:
            raise no_such_challenge(number) from None
        return Home(challenge.guild_id, challenge.channel_id, challenge.message_id)

    async def tournament_home(self, tournament_id: int) -> Home:
        """The tournament's server and channel, where its news goes, and its announcement."""
        number = identifier(tournament_id, "tournament")
        try:
            tournament = await self.db.tournaments.get(number)
        except TournamentNotFound:
            raise no_such_tournament(number) from None
        return Home(tournament.guild_id, tournament.channel_id, tournament.announcement_id)

    async def remember_challenge_message(self, challenge_id: int, message_id: int) -> None:
        """The message that shows the challenge (its buttons are taken off when it expires)."""
        number = identifier(challenge_id, "challenge")
        message = identifier(message_id, "message")
        try:
            await self.db.challenges.set_message(number, message)
        except ChallengeNotFound:
            raise no_such_challenge(number) from None

    async def remember_announcement(self, tournament_id: int, message_id: int) -> None:
        """The message that announced the tournament (each entry updates its list)."""
        number = identifier(tournament_id, "tournament")
        message = identifier(message_id, "message")
        try:
            await self.db.tournaments.set_announcement(number, message)
        except TournamentNotFound:
            raise no_such_tournament(number) from None

    async def remember_thread(self, match_id: int, thread_id: int, channel_id: int) -> bool:
        """Store the thread on the match, and the channel it is a thread of as the match's
        channel (whoever reads that channel reads the thread, which is how a server's
        leaderboard counts the match: storage.ratings).  Under the match's lock, tried again
        when a move changed the match in between; False if every try lost that race."""
        number = identifier(match_id, "match")
        thread = identifier(thread_id, "thread")
        channel = identifier(channel_id, "channel")
        for _ in range(THREAD_TRIES):
            async with self.lock(number):
                match = await self.get_match(number)
                try:
                    await self.db.matches.update(
                        match.id, match.version, thread_id=thread, channel_id=channel
                    )
                    return True
                except VersionConflict:
                    continue
        log.warning("match %s: thread %s lost the race with %d moves", number, thread, THREAD_TRIES)
        return False
