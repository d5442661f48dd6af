"""The AI as a coach: the best move with a reason in a few words (a hint), and how much a
played move lost against the best one (a review), from an :class:`Observation` only.

The playing levels (``players.py``) only need the move to play; a coach also needs numbers it
can explain: the value of the move a player actually chose, exactly, beside the best one's.
So :func:`judge` deepens its own search with the played move searched first at every depth
(the search scores the first root move exactly; see ``AlphaBeta.score_moves``) and keeps the
last depth that finished.  Scores are in the game's evaluation units (``knowledge``), from the
observing seat's side; a won or lost line scores near ``±WIN``.

With hidden information (Stealth King) every answer is computed on several determinizations
sampled from the observation alone, so a hint or a review never uses what the seat could not
see: scores are averaged, and a reason is given only when it holds in every sample (a "capture"
of a hidden King the seat merely guessed at is never claimed).

Everything here is pure and synchronous, and the results are small picklable values: the host
runs these functions in the AI process pool (``bot/ai_runner.py``).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field

import games
from games.ai.knowledge import knowledge_for
from games.ai.observation import Observation
from games.ai.players import DETERMINIZATIONS, MAX_DEPTH
from games.ai.search import WIN, AlphaBeta, Limits, SearchStopped
from games.core.changes import changes, summary
from games.core.engine import Game, State
from games.core.geometry import opponent

# (mistake, blunder): how much a move may lose, in the game's evaluation units, before a review
# marks it.  Set from each evaluation's scale (knowledge/*.py): a King's Crossing man is worth
# 10, a Crossings counter 1, a Checkers-with-Bosses hit point 3, a King o' the Castle Knight 2.5,
# a Charing Cross runner up to 64 (squared progress); a blunder is about a piece.
THRESHOLDS: dict[str, tuple[float, float]] = {
    "charing-cross": (12.0, 30.0),
    "checkers-bosses": (1.0, 2.5),
    "crossings": (0.6, 0.95),
    "king-of-the-castle": (0.8, 2.0),
    "kings-crossing": (4.0, 9.0),
}
GENERIC_THRESHOLDS = (0.6, 1.0)  # material counted in pieces (knowledge.GENERIC)
DECISIVE = WIN / 2  # a score beyond this is a forced win (or loss) the search proved


def thresholds(game_id: str) -> tuple[float, float]:
    """(mistake, blunder) loss thresholds of ``game_id``."""
    return THRESHOLDS.get(game_id, GENERIC_THRESHOLDS)


def classify(game_id: str, loss: float) -> str | None:
    """``'blunder'``, ``'mistake'`` or None for a move that lost ``loss`` against the best."""
    mistake, blunder = thresholds(game_id)
    if loss >= blunder:
        return "blunder"
    if loss >= mistake:
        return "mistake"
    return None


def shown_score(game_id: str, score: float) -> float:
    """A score fit for a chart: forced wins and losses clipped to a few blunders' worth, so
    one proven line does not flatten the rest of the game to a straight line."""
    cap = 4 * thresholds(game_id)[1]
    return max(-cap, min(cap, score))


@dataclass(frozen=True)
class Hint:
    """The move the AI suggests and, where the search can tell, why (``''`` otherwise)."""

    move: str
    reason: str
    score: float


@dataclass(frozen=True)
class Judgement:
    """One played decision weighed against the best one the search found.

    ``loss`` is how much worse the played move scored (never negative: a played move the
    search rates best loses nothing); ``reason`` explains the better move when it lost.
    """

    played: str
    best: str
    played_score: float
    best_score: float
    depth: int
    reason: str = ""
    scores: dict[str, float] = field(default_factory=dict, compare=False)

    @property
    def loss(self) -> float:
        return max(0.0, self.best_score - self.played_score)


# ----- searching -----------------------------------------------------------------------------


def _limits(budget: float | None, max_nodes: int | None, began: float, share: float) -> Limits:
    deadline = None if budget is None else began + budget * share
    return Limits(deadline, max_nodes)


def _scores_of(
    game: Game,
    observation: Observation,
    state: State,
    first: str | None,
    limits: Limits,
    rng: random.Random,
) -> tuple[dict[str, float], int]:
    """Every legal move's score in one (determinized) state, from the deepest search depth
    that finished, with ``first`` (a played move) scored exactly; and that depth.

    Depth 1 always finishes (it costs one node per move), so even a spent budget gives an
    answer: the analysis is as good as its budget, never empty.
    """
    knowledge = knowledge_for(observation.game_id)
    search = AlphaBeta(game, knowledge, observation.seat, Limits(), rng, observation.history)
    legal = game.legal_moves(state)
    rest = [m for m in legal if m != first]
    rng.shuffle(rest)
    rest.sort(key=lambda move: "x" not in move)  # captures first: the search's own order
    moves = ([first] if first in legal else []) + rest
    scores = search.score_moves(state, moves, 1)
    depth = 1
    search.limits = limits
    while depth < MAX_DEPTH and max(abs(v) for v in scores.values()) < DECISIVE:
        try:
            deeper = search.score_moves(state, moves, depth + 1)
        except SearchStopped:
            break
        scores, depth = deeper, depth + 1
        moves = moves[:1] + sorted(moves[1:], key=lambda move: -scores[move])
    return scores, depth


def _samples(game: Game, observation: Observation, rng: random.Random) -> list[State]:
    """The states to search: the one true state when nothing is hidden, else a few sampled
    from the observation alone."""
    knowledge = knowledge_for(observation.game_id)
    count = DETERMINIZATIONS if knowledge.hidden(observation) else 1
    return [knowledge.determinize(game, observation, rng) for _ in range(count)]


def _analyse(
    observation: Observation,
    first: str | None,
    budget: float | None,
    max_nodes: int | None,
    seed: int | None,
) -> tuple[list[State], dict[str, float], int]:
    """The sampled states, the averaged scores of every move and the shallowest depth."""
    if not observation.legal:
        raise ValueError("The game is over: there is no move to weigh.")
    began = time.perf_counter()
    rng = random.Random(seed)
    game = games.get(observation.game_id)
    states = _samples(game, observation, rng)
    totals: Counter[str] = Counter()
    depths = []
    for index, state in enumerate(states):
        limits = _limits(budget, max_nodes, began, (index + 1) / len(states) * 0.93)
        scores, depth = _scores_of(game, observation, state, first, limits, rng)
        totals.update(scores)
        depths.append(depth)
    averaged = {move: totals[move] / len(states) for move in observation.legal}
    return states, averaged, min(depths)


# ----- reasons -------------------------------------------------------------------------------


def _reason_in(
    game: Game, state: State, seat: str, move: str, score: float, played: str | None = None
) -> str:
    """Why ``move`` is good in one state, in a few words, or ``''``: a win at once, a win by
    force, a capture, or a piece saved from capture (which ``played``, a worse move a player
    chose, left to be taken)."""
    after = game.play(state, move)
    outcome = game.outcome(after)
    if outcome is not None and outcome.winner == seat:
        return f"it wins at once ({outcome.reason})"
    if score > DECISIVE:
        plies = int(WIN - score)
        return f"it wins by force within {max(1, (plies + 1) // 2)} of your moves"
    took = summary(_enemy_changes(game, state, after, seat, move))
    if took:
        return took.replace("capturing", "it captures", 1) if took.startswith("capturing") else took
    if played is not None:
        lost = _exposed(game, game.play(state, played), seat)
        if lost and _exposed(game, after, seat) is None:
            return f"after {played} the {lost} can be taken; this move keeps every piece safe"
        return ""
    saved = _saved_piece(game, state, seat, move)
    return f"it saves the {saved}, which most other moves leave to be taken" if saved else ""


def _enemy_changes(game: Game, before: State, after: State, seat: str, move: str) -> list:
    return [
        change
        for change in changes(game.view(before, seat), game.view(after, seat), move)
        if change.piece.get("side") != seat
    ]


def _exposed(game: Game, after: State, seat: str) -> str | None:
    """A piece of ``seat`` the opponent could capture (or hit) with its next decision in
    ``after``, named with its square; None when none can be, or when the opponent does not
    decide next (a jump that must go on)."""
    if game.to_move(after) != opponent(seat):
        return None
    view = game.view(after, seat)
    for reply in game.legal_moves(after):
        lost = [
            change
            for change in changes(view, game.view(game.play(after, reply), seat), reply)
            if change.piece.get("side") == seat and change.what in ("captured", "hit")
        ]
        if lost:
            return f"{lost[0].name} on {lost[0].square}"
    return None


def _saved_piece(game: Game, state: State, seat: str, move: str) -> str | None:
    """The piece ``move`` keeps out of reach while at least half of the other moves leave it
    (or another) to be taken; None when that is not the case."""
    if _exposed(game, game.play(state, move), seat) is not None:
        return None
    others = [m for m in game.legal_moves(state) if m != move]
    if not others:
        return None
    exposed = Counter(
        found for m in others if (found := _exposed(game, game.play(state, m), seat)) is not None
    )
    if sum(exposed.values()) * 2 < len(others):
        return None
    return exposed.most_common(1)[0][0]


def _reason(
    game: Game,
    states: list[State],
    seat: str,
    move: str,
    score: float,
    played: str | None = None,
) -> str:
    """The reason that holds in every sampled state (so nothing merely guessed is claimed)."""
    reasons = {_reason_in(game, state, seat, move, score, played) for state in states}
    return reasons.pop() if len(reasons) == 1 else ""


# ----- the coach's answers -------------------------------------------------------------------


def hint(
    observation: Observation,
    *,
    budget: float | None = None,
    max_nodes: int | None = None,
    seed: int | None = None,
) -> Hint:
    """The move the AI would play for ``observation.seat``, with its reason in a few words.

    ``budget`` is seconds of search (and ``max_nodes`` a node limit per sampled state, for
    reproducible tests); without either the search is unlimited, so a host always gives one.
    """
    states, scores, _ = _analyse(observation, None, budget, max_nodes, seed)
    best = max(observation.legal, key=lambda move: scores[move])
    game = games.get(observation.game_id)
    return Hint(best, _reason(game, states, observation.seat, best, scores[best]), scores[best])


def judge(
    observation: Observation,
    played: str,
    *,
    budget: float | None = None,
    max_nodes: int | None = None,
    seed: int | None = None,
) -> Judgement:
    """How ``played`` (a canonical legal move of the observation) compares with the best move.

    The reason for the better move is worked out only when the played one lost enough to be
    marked (``classify``): a review explains its marks, nothing else.
    """
    if played not in observation.legal:
        raise ValueError(f"{played!r} is not a legal move of this observation.")
    states, scores, depth = _analyse(observation, played, budget, max_nodes, seed)
    best = max(observation.legal, key=lambda move: (scores[move], move == played))
    judgement = Judgement(played, best, scores[played], scores[best], depth, scores=scores)
    if best != played and classify(observation.game_id, judgement.loss) is not None:
        game = games.get(observation.game_id)
        reason = _reason(game, states, observation.seat, best, scores[best], played)
        judgement = Judgement(played, best, scores[played], scores[best], depth, reason, scores)
    return judgement
