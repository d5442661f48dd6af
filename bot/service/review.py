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
from bot.service.errors import NotAllowed
from bot.service.evaluation_chart import evaluation_chart, evaluation_series, unit
from bot.service.matches import acting_seat
from bot.service.replies import Attachment, Reply
from bot.service.text import strong
from bot.service.viewer import Viewer
from games.ai import observe
from games.ai.analysis import judge, thresholds
from games.ai.observation import RECENT_POSITIONS
from renderers.review import render_review_png
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
            raise NotAllowed(
                f"{matches.label(match)} is still going on: a review comes once it is over."
            )
        key = (match.id, user_id)
        lock = self._busy.setdefault(key, asyncio.Lock())
        async with lock:  # a second request meanwhile waits and then reads the stored one
            data = await matches.db.reviews.get(match.id, user_id)
            if data is None or data.get("format") != FORMAT:
                data = await self._judge(match, user_id)
                await matches.db.reviews.put(match.id, user_id, data, now=matches.clock())
        self._busy.pop(key, None)
        return await self._reply(match, user_id, data)

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

    async def _reply(self, match: Match, user_id: int, data: dict[str, Any]) -> Reply:
        matches = self.matches
        game = games.get(match.game_id)
        sides = data["sides"]
        moves = data["moves"]
        marked = [m for m in moves if m["mark"]]
        counts = {kind: sum(m["mark"] == kind for m in moves) for kind in SIGNS}
        who = f"{matches.mention(user_id)} ({' and '.join(sides)})"
        # Each asker's own chart: a second player's review must not name the first one's file.
        chart_name = f"review-{match.id}-{'-'.join(sides)}-chart.png"
        lines = [
            f"{strong(f'Review of {matches.label(match)}')} for {who}: "
            f"{len(moves)} move{'s' if len(moves) != 1 else ''} weighed, "
            f"{counts['blunder']} blunder{'s' if counts['blunder'] != 1 else ''}, "
            f"{counts['mistake']} mistake{'s' if counts['mistake'] != 1 else ''}.",
        ]
        worst = sorted(marked, key=lambda m: -m["loss"])[:MAX_BOARDS]
        boards = []
        for move in worst_first(marked):
            name = f"review-{match.id}-move-{move['number']}-{move['side']}.png"
            board = f" Board: {name}." if move in worst else ""
            lines.append(
                f"• Move {move['number']} ({move['side']}): {strong(move['played'])} "
                f"{SIGNS[move['mark']]} {move['mark']}: {told_reason(game.id, move)}."
                f"{_line_text(' Expected after it:', move['played_line'], '.')}"
                f" Better {strong(move['best'])}{_line_text(', going on', move['best_line'])}."
                f"{board}"
            )
            if move in worst:
                boards.append(await self._board(game, move, name))
        if not moves:
            # Nothing to chart or judge (a match resigned at once, or only forced moves).
            lines.append("None of your moves in this match had an alternative to weigh.")
            return Reply(notice="\n".join(lines), match_id=match.id)
        if not marked:
            lines.append("No mistake found: every move kept close to the AI's choice.")
        short = cut_short_text(data)
        if short:
            lines.append(short)
        lines.append(
            f"The evaluation over the game: {chart_name} (in {unit(game.id)[1]}; above the zero "
            f"line {acting_seat(sides, None)} stands better; a proven win or "
            "loss is drawn above or below the plot)."
        )
        chart = await self._chart(match, game, data, chart_name)
        return Reply(
            notice="\n".join(lines),
            notice_image=chart,
            extra_files=tuple(boards),
            match_id=match.id,
        )

    async def _board(self, game: games.Game, move: dict[str, Any], name: str) -> Attachment:
        """The board before a marked move, from the mover's seat: the played move and the
        preferred one drawn as arrows of two colours, named in the caption
        (:mod:`renderers.review`)."""
        state = game.load(move["position"])
        view = game.view(state, move["side"])
        data = await self.matches.off_loop.run(
            lambda: render_review_png(
                view,
                played=move["played"],
                better=move["best"],
                perspective=move["side"],
                move_number=move["number"],
            )
        )
        return Attachment(name, data, view, move["side"])

    async def _chart(
        self, match: Match, game: games.Game, data: dict[str, Any], name: str
    ) -> Attachment:
        """The evaluation after each weighed move, from the asker's side (White's when they
        played both), in the game's pieces, proven results apart (:mod:`evaluation_chart`)."""
        sides = data["sides"]
        view_side = acting_seat(sides, None)
        series = evaluation_series(game.id, data["moves"], view_side, SIGNS)
        title = f"#{match.id} {game.name}: evaluation ({view_side})"
        data_png = await self.matches.off_loop.run(lambda: evaluation_chart(title, game.id, series))
        return Attachment(name, data_png)


def cut_short_text(data: dict[str, Any]) -> str:
    """What a review cut short at its bound says (``''`` for a whole one): how many of the
    player's moves it weighed, of how many, up to which move; a stored review from before
    the bound has no count and was whole."""
    moves = data["moves"]
    asked = data.get("questions", len(moves))
    if asked <= len(moves):
        return ""
    seconds = data.get("budget") or REVIEW_BUDGET
    upto = f", up to move {moves[-1]['number']}" if moves else ""
    return (
        f"Cut short at the review's bound of {seconds:g} seconds: {len(moves)} of your "
        f"{asked} moves with an alternative weighed{upto}; the later ones were not judged."
    )


DROP = "the evaluation drops by "  # how games.ai.analysis._mark words a drop past a threshold


def told_reason(game_id: str, move: dict[str, Any]) -> str:
    """A mark's reason as the review tells it: a drop past the game's threshold in the unit
    of the review's chart (men, counters, last steps to a goal), not the search's own units,
    so the number in the text is the one the chart draws; other reasons as judged."""
    reason = str(move["reason"])
    if not reason.startswith(DROP) or move["mark"] not in SIGNS:
        return reason
    worth, name = unit(game_id)
    threshold = thresholds(game_id)[0 if move["mark"] == "mistake" else 1]
    _, _, rest = reason.partition("; ")
    drop = (
        f"the evaluation drops by {_figure(move['loss'] / worth)} {name}, past this game's "
        f"{move['mark']} threshold of {_figure(threshold / worth)}"
    )
    return f"{drop}; {rest}" if rest else drop


def _figure(value: float) -> str:
    """Three significant digits, never ``1.23e+03``."""
    return f"{float(f'{value:.3g}'):g}"


def worst_first(marked: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The marked moves, blunders before mistakes, each group in the order played: a long
    review is paged, and its first page should hold what matters most."""
    rank = {"blunder": 0, "mistake": 1}
    return sorted(marked, key=lambda m: (rank[m["mark"]], m["ply"]))


def _line_text(label: str, line: list[str], end: str = "") -> str:
    """The replies of a judged line (its first move left out) after ``label``, then ``end``,
    or ``''`` when there are none: what a player can replay to check a mark."""
    if len(line) < 2:
        return ""
    return f"{label} {' '.join(line[1:])}{end}"
