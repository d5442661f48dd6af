"""Reviews of finished matches: the AI weighs every move of the player who asks.

Each of the player's decisions (forced ones and secret set-up choices aside) is judged by
``games.ai.analysis.judge`` in the coaching worker, from ``games.ai.observe`` of the player's
seat at that moment, so a Stealth King review knows only what the player could see then.  The
moves share one budget (``budget`` seconds, split evenly), asked one after the other so no
request holds the worker long.  The budget bounds the whole review, not only the searches:
each request also costs the worker's start and its messages, which in a long match came to
more than the searches (a 1,000-move match took 67 s of a 20 s budget), so once ``budget``
seconds have passed no further move is asked, and the review says it was cut short, how many
of the player's moves it weighed and up to which move.

The judgement marks a move, as a mistake (``?``) or a blunder (``??``), only for a reason a
player can check (``games.ai.analysis._mark``: a proven loss, a missed forced win, or a drop
past the game's calibrated threshold) and gives the lines the AI expects after the played and
the better move; the review shows the reason, both lines and the board at that moment, and a
chart of the evaluation over the game.  A drop is told in the chart's unit (men, counters,
last steps to a goal: :mod:`bot.service.evaluation_chart`), so the text and the chart say the
same number.  The stored move keeps ``played``, ``best``, ``played_line`` and ``best_line``
as separate fields: the pictures draw from them, the text says them.

A finished match never changes, so the judgement is stored (``db.reviews``) and a second
request only draws the images again.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import games
from bot.markup import plain, strong, t
from bot.service.coach_words import side_name, told
from bot.service.errors import NotAllowed
from bot.service.evaluation_chart import (
    chart_words,
    evaluation_chart,
    evaluation_series,
    unit,
    unit_name,
)
from bot.service.matches import acting_seat
from bot.service.replies import Attachment, Reply
from bot.service.viewer import Viewer
from games.ai import observe
from games.ai.analysis import judge, thresholds
from games.ai.observation import RECENT_POSITIONS
from renderers.review import ReviewWords, render_review_png
from storage import Match
from storage.status import MatchStatus

if TYPE_CHECKING:
    from bot.coach_runner import Coach
    from bot.service.matches import Matches

REVIEW_BUDGET = 20.0  # seconds for a whole review
MAX_BOARDS = 5  # boards attached: the worst marked moves
SIGNS = {"blunder": "??", "mistake": "?"}
FORMAT = 2  # the stored review's layout (2: marks chosen by the judgement, with lines)


class Reviewer:
    """``service.reviewer``."""

    def __init__(
        self,
        matches: Matches,
        coach: Coach,
        *,
        budget: float | None = REVIEW_BUDGET,
        max_nodes: int | None = None,
        timer: Callable[[], float] = time.monotonic,
    ) -> None:
        self.matches = matches
        self.coach = coach
        self.budget = budget
        self.max_nodes = max_nodes  # per move, for tests: a node limit instead of the clock
        self.timer = timer  # seconds, for the whole review's bound (tests give their own)
        self._busy: dict[tuple[int, int], asyncio.Lock] = {}

    async def review(self, viewer: Viewer, match_id: int) -> Reply:
        """The review of the asker's moves in the finished ``match_id``, for them alone."""
        matches = self.matches
        user_id = viewer.user_id
        match = await matches.visible_match(viewer, match_id)
        matches.require_player(match, user_id)
        if match.status not in (MatchStatus.FINISHED, MatchStatus.ARCHIVED):
            raise NotAllowed(t("coach-review-not-over", match=matches.label(match)))
        key = (match.id, user_id)
        lock = self._busy.setdefault(key, asyncio.Lock())
        async with lock:  # a second request meanwhile waits and then reads the stored one
            data = await matches.db.reviews.get(match.id, user_id)
            if data is None or data.get("format") != FORMAT:
                data = await self._judge(match, user_id)
                await matches.db.reviews.put(match.id, user_id, data, now=matches.clock())
        self._busy.pop(key, None)
        return await self._reply(match, user_id, data, viewer.language)

    # ----- judging ---------------------------------------------------------------------------

    async def _judge(self, match: Match, user_id: int) -> dict[str, Any]:
        matches = self.matches
        game = games.get(match.game_id)
        sides = matches.sides_of(match, user_id)
        walked = await matches.walk(match)
        seen: list[str] = []
        questions = []
        for step in walked:
            public = game.public_position(step.before)
            if (
                step.record.side in sides
                and step.number is not None
                and len(game.legal_moves(step.before)) > 1
            ):
                played = game.parse_move(step.before, step.text)
                history = tuple(seen[-RECENT_POSITIONS:])
                questions.append(
                    (step, observe(game.id, step.before, step.record.side, history), played)
                )
            seen.append(public)
        share = None if self.budget is None else self.budget / max(1, len(questions))
        began = self.timer()
        moves = []
        for step, observation, played in questions:
            left = None if self.budget is None else self.budget - (self.timer() - began)
            if left is not None and left <= 0:
                break  # the whole review's bound: the moves not yet weighed stay unjudged
            found = await self.coach.run(
                judge,
                observation,
                played,
                budget=None if share is None or left is None else min(share, left),
                max_nodes=self.max_nodes,
                seed=step.record.ply,
            )
            moves.append(
                {
                    "ply": step.record.ply,
                    "number": step.number,
                    "side": step.record.side,
                    "played": found.played,
                    "best": found.best,
                    "played_score": found.played_score,
                    "best_score": found.best_score,
                    "loss": found.loss,
                    "mark": found.mark,
                    "reason": found.reason,
                    "played_line": list(found.played_line),
                    "best_line": list(found.best_line),
                    "depth": found.depth,
                    "position": game.dump(step.before),
                }
            )
        return {
            "format": FORMAT,
            "game_id": game.id,
            "sides": sides,
            "moves": moves,
            # How many of the player's moves had an alternative: more than ``moves`` when the
            # review was cut short at its bound.
            "questions": len(questions),
            "budget": self.budget,
        }

    # ----- telling ---------------------------------------------------------------------------

    async def _reply(
        self, match: Match, user_id: int, data: dict[str, Any], language: str | None
    ) -> Reply:
        """The review's text, and its pictures drawn in ``language`` (the asker's: a review
        is for them alone)."""
        matches = self.matches
        game = games.get(match.game_id)
        sides = data["sides"]
        moves = data["moves"]
        marked = [m for m in moves if m["mark"]]
        counts = {kind: sum(m["mark"] == kind for m in moves) for kind in SIGNS}
        # Each asker's own chart: a second player's review must not name the first one's file.
        chart_name = f"review-{match.id}-{'-'.join(sides)}-chart.png"
        lines = [
            t(
                "coach-review-heading",
                title=strong(t("coach-review-of", match=matches.label(match))),
                player=matches.mention(user_id),
                sides=[side_name(side) for side in sides],
                moves=len(moves),
                blunders=counts["blunder"],
                mistakes=counts["mistake"],
            )
        ]
        worst = sorted(marked, key=lambda m: -m["loss"])[:MAX_BOARDS]
        boards = []
        for move in worst_first(marked):
            name = f"review-{match.id}-move-{move['number']}-{move['side']}.png"
            lines.append(move_text(game.id, move, name if move in worst else None))
            if move in worst:
                boards.append(await self._board(game, move, name, language))
        if not moves:
            # Nothing to chart or judge (a match resigned at once, or only forced moves).
            lines.append(t("coach-review-nothing"))
            return Reply(notice="\n".join(lines), match_id=match.id)
        if not marked:
            lines.append(t("coach-review-no-mistake"))
        short = cut_short_text(data)
        if short:
            lines.append(short)
        lines.append(
            t(
                "coach-review-chart",
                chart=chart_name,
                unit=unit_name(game.id),
                side=acting_seat(sides, None),
            )
        )
        chart = await self._chart(match, game, data, chart_name, language)
        return Reply(
            notice="\n".join(lines),
            notice_image=chart,
            extra_files=tuple(boards),
            match_id=match.id,
        )

    async def _board(
        self, game: games.Game, move: dict[str, Any], name: str, language: str | None
    ) -> Attachment:
        """The board before a marked move, from the mover's seat: the played move and the
        preferred one drawn as arrows of two colours, named in the caption in the asker's
        language (:mod:`renderers.review`)."""
        state = game.load(move["position"])
        view = game.view(state, move["side"])
        words = ReviewWords(
            title=plain(t("coach-board-title", game=game.name, number=move["number"]), language),
            played=plain(t("coach-board-played", move=move["played"]), language),
            better=plain(t("coach-board-better", move=move["best"]), language),
        )
        data = await self.matches.off_loop.run(
            lambda: render_review_png(
                view,
                words,
                played=move["played"],
                better=move["best"],
                perspective=move["side"],
            )
        )
        return Attachment(name, data, view, move["side"])

    async def _chart(
        self,
        match: Match,
        game: games.Game,
        data: dict[str, Any],
        name: str,
        language: str | None,
    ) -> Attachment:
        """The evaluation after each weighed move, from the asker's side (White's when they
        played both), in the game's pieces, proven results apart (:mod:`evaluation_chart`),
        its words in the asker's language."""
        sides = data["sides"]
        view_side = acting_seat(sides, None)
        series = evaluation_series(game.id, data["moves"], view_side, SIGNS)
        words = chart_words(str(match.id), game.name, game.id, view_side, language)
        data_png = await self.matches.off_loop.run(lambda: evaluation_chart(words, series))
        return Attachment(name, data_png)


def cut_short_text(data: dict[str, Any]) -> str:
    """What a review cut short at its bound says (``''`` for a whole one): how many of the
    player's moves it weighed, of how many, up to which move; a stored review from before
    the bound has no count and was whole."""
    moves = data["moves"]
    asked = data.get("questions", len(moves))
    if asked <= len(moves):
        return ""
    seconds = float(data.get("budget") or REVIEW_BUDGET)
    if moves:
        return t(
            "coach-review-cut-short-upto",
            seconds=seconds,
            weighed=len(moves),
            asked=asked,
            upto=moves[-1]["number"],
        )
    return t("coach-review-cut-short", seconds=seconds, weighed=len(moves), asked=asked)


DROP = "the evaluation drops by "  # how games.ai.analysis._mark words a drop past a threshold


def told_reason(game_id: str, move: dict[str, Any]) -> str:
    """A mark's reason as the review tells it: a drop past the game's threshold in the unit
    of the review's chart (men, counters, last steps to a goal), not the search's own units,
    so the number in the text is the one the chart draws; other reasons as judged."""
    reason = str(move["reason"])
    if not reason.startswith(DROP) or move["mark"] not in SIGNS:
        return told(game_id, reason)
    worth, _ = unit(game_id)
    threshold = thresholds(game_id)[0 if move["mark"] == "mistake" else 1]
    _, _, rest = reason.partition("; ")
    drop = t(
        f"coach-drop-{move['mark']}",
        loss=_figure(move["loss"] / worth),
        unit=unit_name(game_id),
        threshold=_figure(threshold / worth),
    )
    return f"{drop}; {told(game_id, rest)}" if rest else drop


def _figure(value: float) -> float:
    """Three significant digits (Fluent writes the number in the reader's way)."""
    return float(f"{value:.3g}")


def worst_first(marked: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The marked moves, blunders before mistakes, each group in the order played: a long
    review is paged, and its first page should hold what matters most."""
    rank = {"blunder": 0, "mistake": 1}
    return sorted(marked, key=lambda m: (rank[m["mark"]], m["ply"]))


def move_text(game_id: str, move: dict[str, Any], board: str | None) -> str:
    """One marked move as the review tells it: its mark and reason, the replies the AI
    expects after it and after the better move (what a player can replay to check the mark),
    and the board attached for it, if any."""
    after = []
    if len(move["played_line"]) >= 2:
        after.append(t("coach-review-expected", line=" ".join(move["played_line"][1:])))
    best = strong(move["best"])
    if len(move["best_line"]) >= 2:
        line = " ".join(move["best_line"][1:])
        after.append(t("coach-review-better-line", move=best, line=line))
    else:
        after.append(t("coach-review-better", move=best))
    if board is not None:
        after.append(t("coach-review-board", name=board))
    return t(
        "coach-review-move",
        number=move["number"],
        side=side_name(move["side"]),
        played=strong(move["played"]),
        sign=SIGNS[move["mark"]],
        mark=t(f"coach-mark-{move['mark']}"),
        reason=told_reason(game_id, move),
        after="".join(" " + part for part in after),
    )
