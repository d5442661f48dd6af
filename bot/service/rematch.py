"""Rematches: the same game again with colours swapped (in Charing Cross the loser starts).

Against the bot a rematch is a new challenge to it, at the same level; between two people it
is a challenge to the opponent, or accepts theirs when they asked first; against oneself the
match starts at once.  The challenges go through the AI's seat (:mod:`bot.service.ai_ops`),
so one to the bot is answered as any other.
"""

from __future__ import annotations

from typing import Any

import games
from bot.markup import command, t
from bot.service.ai_ops import AISeat
from bot.service.errors import Conflict, NotAllowed
from bot.service.live_clock import control_text, live_control
from bot.service.matches import Matches
from bot.service.play import Play
from bot.service.replies import Reply
from bot.service.viewer import Viewer
from games.core.geometry import opponent
from storage import Match
from storage.status import MatchStatus

OVER = (MatchStatus.FINISHED, MatchStatus.ARCHIVED)


def rematch_options(match: Match) -> dict[str, Any]:
    """The same options; where the game says so, the loser moves first."""
    options = dict(match.options)
    if games.get(match.game_id).rematch_loser_first and match.winner is not None:
        # Colours swap, so the loser now plays the side the winner had.
        options["first"] = match.winner
    return options


class Rematches:
    """``service.rematches``: see the module docstring."""

    def __init__(self, matches: Matches, play: Play, seat: AISeat) -> None:
        self.matches = matches
        self.play = play
        self.seat = seat

    async def rematch(self, viewer: Viewer, match_id: int) -> Reply:
        """Offer the same game again with colours swapped.

        When the opponent has already offered one (an open challenge from them to this user
        for the same game), asking for a rematch accepts it: both want the same thing.
        """
        matches = self.matches
        user_id = viewer.user_id
        match = await matches.visible_match(viewer, match_id)
        other = matches.other_player(match, user_id)
        if matches.is_ai(other):
            return await self._against_the_bot(match, user_id, other, viewer.place_language)
        if match.status not in OVER:
            raise NotAllowed(t("challenge-rematch-still-going", match=matches.label(match)))
        sides = matches.require_player(match, user_id)
        game = games.get(match.game_id)
        options = rematch_options(match)
        other = match.black_id if sides[0] == "white" else match.white_id
        if other != user_id:
            waiting = await matches.db.challenges.open_for_user(user_id, now=matches.clock())
            for open_challenge in waiting:
                if open_challenge.game_id != game.id:
                    continue
                if (open_challenge.challenger_id, open_challenge.target_id) == (other, user_id):
                    return await self.seat.accept(viewer, open_challenge.id)
                if (open_challenge.challenger_id, open_challenge.target_id) == (user_id, other):
                    raise Conflict(t(
                        "challenge-rematch-waiting",
                        opponent=matches.mention(other),
                        game=game.name,
                        cancel=command("cancel", str(open_challenge.id)),
                    ))
        if match.white_id == match.black_id:
            return await self.play.start_match(
                game.id,
                options,
                user_id,
                user_id,
                guild_id=match.guild_id,
                channel_id=match.channel_id,
                language=viewer.place_language,
                control=live_control(match),
            )
        return await self.seat.challenge(
            user_id,
            game.id,
            opponent=other,
            options=options,
            colour=opponent(sides[0]),
            guild_id=match.guild_id,
            channel_id=match.channel_id,
            rated=match.rated,  # a rematch is rated or casual as the match was
            time=None if match.clock is None else control_text(match.clock),  # and as live
        )

    async def _against_the_bot(
        self, match: Match, user_id: int, bot: int, language: str | None
    ) -> Reply:
        """A new match against the bot at the match's level, the player's colour swapped."""
        self.matches.require_player(match, user_id)
        if match.status not in OVER:
            raise NotAllowed(
                t("challenge-rematch-still-going", match=self.matches.label(match))
            )
        colour = "black" if match.white_id == user_id else "white"
        return await self.seat.challenge(
            user_id,
            match.game_id,
            opponent=bot,
            level=match.meta.get("ai_level"),
            options=rematch_options(match),
            colour=colour,
            guild_id=match.guild_id,
            channel_id=match.channel_id,
            language=language,
        )
