"""Hints in practice: the AI suggests a move, with its reason in a few words.

Only where a hint helps nobody against anybody: in a match against oneself, or a casual match
against the bot.  Between two people (rated or not) it would be the bot playing for one side,
so it is refused, whoever asks.  The search runs in the coaching worker (never on the event
loop) and sees only ``games.ai.observe`` of the asker's seat: in Stealth King against the bot,
a hint knows no more about the bot's King than the player does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.markup import strong, t
from bot.service.boards import Boards
from bot.service.coach_words import told
from bot.service.errors import NotAllowed, ServiceError
from bot.service.legend import with_legend
from bot.service.matches import Matches
from bot.service.replies import Reply
from bot.service.viewer import Viewer
from games.ai import observe
from games.ai.analysis import hint
from games.core.notation import squares_in
from storage import Match
from storage.status import MatchStatus

if TYPE_CHECKING:
    from bot.coach_runner import Coach

HINT_BUDGET = 1.5  # seconds of search per hint


def hint_refusal(matches: Matches, match: Match) -> str | None:
    """Why no hint may be given in ``match`` (markup), or None when one may."""
    if match.white_id == match.black_id:
        return None
    if getattr(match, "rated", False):
        return t("coach-hint-rated", match=matches.label(match))
    if matches.is_ai(match.white_id) or matches.is_ai(match.black_id):
        return None
    return t("coach-hint-people", match=matches.label(match))


class Hints:
    """``service.hints``: one hint at a time, for the player whose decision it is."""

    def __init__(
        self,
        matches: Matches,
        boards: Boards,
        coach: Coach,
        *,
        budget: float | None = HINT_BUDGET,
        max_nodes: int | None = None,
    ) -> None:
        self.matches = matches
        self.boards = boards
        self.coach = coach
        self.budget = budget
        self.max_nodes = max_nodes  # tests: a node limit instead of the clock

    async def hint(self, viewer: Viewer, match_id: int) -> Reply:
        """A suggested move for the asker's decision in ``match_id``, for them alone."""
        matches, boards = self.matches, self.boards
        match = await matches.visible_match(viewer, match_id)
        sides = matches.require_player(match, viewer.user_id)
        refusal = hint_refusal(matches, match)
        if refusal is not None:
            raise NotAllowed(refusal)
        if match.status != MatchStatus.ACTIVE:
            raise NotAllowed(t("coach-hint-no-move", match=matches.label(match)))
        game, state = await matches.load_state(match)
        seat = game.to_move(state)
        if seat not in sides:
            raise NotAllowed(t("coach-hint-not-yours", match=matches.label(match)))
        seen = matches.recent_positions.get(match.id, ())
        found = await self.coach.run(
            hint,
            observe(game.id, state, seat, seen),
            budget=self.budget,
            max_nodes=self.max_nodes,
            seed=match.ply,
        )
        if found.move not in game.legal_moves(state):  # the position moved on meanwhile
            raise ServiceError(t("coach-hint-changed", match=matches.label(match)))
        why = told(game.id, found.reason) if found.reason else t("coach-hint-no-reason")
        view = boards.match_view(match, game, state, seat)
        image = await boards.render(
            view,
            f"match-{match.id}-{match.ply}-hint.png",
            perspective=seat,
            highlights=tuple(squares_in(found.move.lower())),
            move_number=(await matches.move_count(match)).number,
            language=viewer.language,  # a hint is for the asker alone
        )
        return Reply(
            notice=with_legend(
                t(
                    "coach-hint",
                    match=matches.label(match),
                    side=seat,
                    move=strong(found.move),
                    why=why,
                ),
                view,
            ),
            notice_image=image,
            match_id=match.id,
        )
