"""The challenges waiting on a player, for ``games`` and for an ``accept`` without a number.

A player looking for their games must also find the challenges that wait: those sent to them
(to accept or decline), their own (to withdraw) and the open ones of others in the same place
(anyone may accept).  Each is listed with its number and the command that answers it.  A
challenge to someone is shown only to its two players; an open one only where it was made (its
server, or outside any server), as in the channel it was posted to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import games
from bot.markup import command, t
from bot.service import validation
from bot.service.challenges import options_text
from bot.service.errors import NotFound, ServiceError
from bot.service.replies import Reply
from bot.service.viewer import Viewer
from storage import Challenge

if TYPE_CHECKING:
    from bot.service.matches import Matches

# What each answer needs: the challenges it can answer, and what to say when there is none.
NOTHING_TO = {
    "accept": "play-waiting-none-to-accept",
    "decline": "play-waiting-none-to-decline",
    "cancel": "play-waiting-none-to-cancel",
}


@dataclass(frozen=True)
class Waiting:
    """A player's open challenges, each list newest first."""

    incoming: tuple[Challenge, ...]  # sent to the player
    outgoing: tuple[Challenge, ...]  # sent by the player (to someone or to anyone)
    open: tuple[Challenge, ...]  # others' challenges anyone may accept, here

    @property
    def empty(self) -> bool:
        return not (self.incoming or self.outgoing or self.open)

    def answerable(self, action: str) -> tuple[Challenge, ...]:
        """The challenges ``action`` (accept, decline or cancel) can apply to."""
        return {
            "accept": self.incoming + self.open,
            "decline": self.incoming,
            "cancel": self.outgoing,
        }[action]


class ChallengeList:
    """Lists and picks a player's waiting challenges (``service.waiting``)."""

    def __init__(self, matches: Matches) -> None:
        self.matches = matches

    async def of(self, viewer: Viewer) -> Waiting:
        """The asker's open challenges (asked in a server, only that server's) and the open
        ones of others they may see there (the viewer's rule for challenges)."""
        now = self.matches.clock()
        user_id, guild_id = viewer.user_id, viewer.guild_id
        own = await self.matches.db.challenges.open_for_user(user_id, now=now)
        if guild_id is not None:
            own = [c for c in own if c.guild_id == guild_id]
        anyone = [
            c
            for c in await self.matches.db.challenges.open_to_anyone(now, guild_id)
            if await viewer.may_see_challenge(c)
        ]
        return Waiting(
            incoming=tuple(c for c in own if c.target_id == user_id),
            outgoing=tuple(c for c in own if c.challenger_id == user_id),
            open=tuple(c for c in anyone if c.challenger_id != user_id),
        )

    async def listing(self, viewer: Viewer) -> Reply:
        """The asker's waiting challenges as a notice: incoming, outgoing, open to anyone."""
        return self.listed(await self.of(viewer))

    def listed(self, waiting: Waiting) -> Reply:
        """``waiting`` as a notice, one line per challenge."""
        mention = self.matches.mention
        lines = []
        for challenge in waiting.incoming:
            number = str(challenge.id)
            lines.append(
                t(
                    "play-waiting-incoming",
                    challenge=number,
                    player=mention(challenge.challenger_id),
                    terms=self._terms(challenge),
                    accept=command("accept", number),
                    decline=command("decline", number),
                )
            )
        for challenge in waiting.outgoing:
            number = str(challenge.id)
            to = mention(challenge.target_id) if challenge.target_id else t("play-waiting-anyone")
            lines.append(
                t(
                    "play-waiting-outgoing",
                    challenge=number,
                    player=to,
                    terms=self._terms(challenge),
                    cancel=command("cancel", number),
                )
            )
        for challenge in waiting.open:
            number = str(challenge.id)
            lines.append(
                t(
                    "play-waiting-open",
                    challenge=number,
                    player=mention(challenge.challenger_id),
                    terms=self._terms(challenge),
                    accept=command("accept", number),
                )
            )
        if not lines:
            return Reply(notice=t("play-waiting-none"))
        return Reply(notice="\n".join([t("play-waiting-heading"), *lines]))

    async def pick(self, viewer: Viewer, action: str, last: int | None = None) -> int:
        """The challenge an ``accept``, ``decline`` or ``cancel`` without a number means: the
        last one shown if it can be answered so, else the only one that can; none waiting, or
        several, is said as such."""
        action = validation.text(action, "The answer", longest=40)
        if action not in NOTHING_TO:
            raise ServiceError(t("play-waiting-answers", answers=", ".join(NOTHING_TO)))
        candidates = (await self.of(viewer)).answerable(action)
        numbers = [c.id for c in candidates]
        if last in numbers:
            return last
        if len(numbers) == 1:
            return numbers[0]
        if not numbers:
            raise NotFound(t(NOTHING_TO[action]))
        listed = ", ".join(f"#{n}" for n in numbers[:10])
        raise ServiceError(
            t("play-waiting-which", listed=listed, example=command(action, str(numbers[0])))
        )

    def _terms(self, challenge: Challenge) -> str:
        """The game, its options, colours and whether it is rated, in a few words."""
        try:
            game = games.get(challenge.game_id)
        except games.UnknownGame:
            return challenge.game_id
        extra = options_text(game, challenge.options)
        colour = (
            t("play-waiting-random-colours")
            if challenge.colour == "random"
            else t(
                "play-waiting-plays",
                player=self.matches.mention(challenge.challenger_id),
                side=challenge.colour,
            )
        )
        rated = t("play-waiting-rated" if challenge.rated else "play-waiting-casual")
        # The options are the games' own words (name=value), as a player types them.
        return f"{game.name}" + (f" ({extra})" if extra else "") + f", {colour}, {rated}"
