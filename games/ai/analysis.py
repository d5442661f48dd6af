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
from games.ai.search import DECISIVE, WIN, AlphaBeta, Limits, SearchStopped
from games.core.changes import Change, changes, summary
from games.core.engine import Game, State
from games.core.geometry import opponent
from games.core.notation import squares_in

# (mistake, blunder): how much a move may lose, in the game's evaluation units, before a review
# marks it when nothing is proven.  Set from each evaluation's scale (knowledge/*.py): a King's
# Crossing man is worth 10, a Crossings counter 1, a Checkers-with-Bosses hit point 3, a King o'
# the Castle Knight 2.5, a Charing Cross runner up to 64 (squared progress); a blunder is about
# a piece.  Calibrated on self-play (benchmarks/review_calibration.py: hard at 1,000 nodes a
# move, 8 games a game, each decision judged with 2,000 nodes, proven results left out), as the
# share of hard's own moves they mark, and the percentiles 95 / 99 of what those moves lost:
#   charing-cross       141 decisions, p95 8,    p99 17.4: marks 2.8 %, no blunder
#   checkers-bosses     470 decisions, p95 0.08, p99 1.82: marks 2.1 %, 1.1 % blunders
#   crossings           232 decisions, p95 0.12, p99 1.0:  marks 1.7 %, 1.3 % blunders
#   king-of-the-castle   77 decisions, p95 0,    p99 10.9: marks 2.6 %, 2.6 % blunders
#   kings-crossing       54 decisions, p95 3.85, p99 8.26: marks 5.6 %, 1.9 % blunders
# Every mistake threshold lies above hard's p95 and every blunder threshold above its p99,
# except where that p99 is itself a piece hard lost (a Crossings counter, a King o' the Castle
# Knight and more): a piece given away stays a blunder whoever gives it.  So the thresholds
# stand; a move is marked on them alone only when less than about one move in twenty of a
# sound player's would be.
THRESHOLDS: dict[str, tuple[float, float]] = {
    "charing-cross": (12.0, 30.0),
    "checkers-bosses": (1.0, 2.5),
    "crossings": (0.6, 0.95),
    "king-of-the-castle": (0.8, 2.0),
    "kings-crossing": (4.0, 9.0),
}
GENERIC_THRESHOLDS = (0.6, 1.0)  # material counted in pieces (knowledge.GENERIC)
LINE_MAX = 8  # decisions shown in a judgement's lines


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
    search rates best loses nothing).  ``mark`` is ``'blunder'``, ``'mistake'`` or None, and
    ``reason`` says why in words a player can check (``_mark``).  ``played_line`` and
    ``best_line`` are each move followed by the replies the search expects: what refutes the
    played move and what the better one leads to (a review shows both, and its boards draw
    them).
    """

    played: str
    best: str
    played_score: float
    best_score: float
    depth: int
    reason: str = ""
    scores: dict[str, float] = field(default_factory=dict, compare=False)
    mark: str | None = None
    played_line: tuple[str, ...] = ()
    best_line: tuple[str, ...] = ()

    @property
    def loss(self) -> float:
        return max(0.0, self.best_score - self.played_score)


# ----- searching -----------------------------------------------------------------------------


@dataclass
class _Sample:
    """One searched (determinized) state: every legal move's score at the deepest depth that
    finished, in the order searched, and which of them are exact (the rest are upper bounds,
    ``AlphaBeta.score_moves``)."""

    state: State
    search: AlphaBeta
    scores: dict[str, float]
    exact: set[str]
    depth: int

    def settle(self, move: str) -> None:
        """Make ``move``'s score exact at this sample's depth (searched alone, with the
        table the search filled): an upper bound is no value to weigh or explain."""
        if move in self.exact:
            return
        self.search.limits = Limits()
        score = self.search.score_moves(self.state, [move], self.depth)[move]
        self.scores[move] = score
        self.exact.add(move)


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
) -> _Sample:
    """Every legal move's score in one (determinized) state, from the deepest search depth
    that finished, with ``first`` (a played move) scored exactly.

    Depth 1 always finishes (it costs one node per move), so even a spent budget gives an
    answer: the analysis is as good as its budget, never empty.  Deepening stops once the best
    move's score is a proven win or loss: no deeper search changes a proof.
    """
    knowledge = knowledge_for(observation.game_id)
    search = AlphaBeta(game, knowledge, observation.seat, Limits(), rng, observation.history)
    legal = game.legal_moves(state)
    rest = [m for m in legal if m != first]
    rng.shuffle(rest)
    rest.sort(key=lambda move: "x" not in move)  # captures first: the search's own order
    played = [first] if first in legal else []
    moves = played + rest
    exact: set[str] = set()
    scores = search.score_moves(state, moves, 1, exact)
    depth = 1
    search.limits = limits
    while depth < MAX_DEPTH and abs(max(scores.values())) < DECISIVE:
        deeper_exact: set[str] = set()
        try:
            deeper = search.score_moves(state, moves, depth + 1, deeper_exact)
        except SearchStopped:
            break
        scores, exact, depth = deeper, deeper_exact, depth + 1
        moves = played + sorted(moves[len(played) :], key=lambda move: -scores[move])
    return _Sample(state, search, scores, exact, depth)


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
) -> list[_Sample]:
    """One searched sample per determinization (one when nothing is hidden)."""
    if not observation.legal:
        raise ValueError("The game is over: there is no move to weigh.")
    began = time.perf_counter()
    rng = random.Random(seed)
    game = games.get(observation.game_id)
    states = _samples(game, observation, rng)
    samples = []
    for index, state in enumerate(states):
        limits = _limits(budget, max_nodes, began, (index + 1) / len(states) * 0.93)
        samples.append(_scores_of(game, observation, state, first, limits, rng))
    return samples


def _averaged(samples: list[_Sample], move: str) -> float:
    return sum(sample.scores[move] for sample in samples) / len(samples)


def _best(samples: list[_Sample], played: str | None = None) -> str:
    """The move the samples rate highest, its score made exact in each of them.

    With one sample it is the first of the highest scores in the order searched (the played
    move first, which so wins a tie): the search proved it at least as good as every other.
    Several samples are averaged, ties going to the move exact in more of them, then to the
    played one.
    """
    if len(samples) == 1:
        scores = samples[0].scores
        best = max(scores, key=lambda move: scores[move])
    else:
        best = max(
            samples[0].scores,
            key=lambda move: (
                _averaged(samples, move),
                sum(move in sample.exact for sample in samples),
                move == played,
            ),
        )
    for sample in samples:
        sample.settle(best)
    return best


def _proven(samples: list[_Sample], move: str) -> float | None:
    """``move``'s score when the search proved it a win or a loss (exactly, with nothing
    hidden), else None.  With hidden pieces a line is proven only in the sampled worlds, not
    in the real one, so nothing is claimed."""
    if len(samples) != 1 or move not in samples[0].exact:
        return None
    score = samples[0].scores[move]
    return score if abs(score) > DECISIVE else None


def moves_to_end(score: float) -> int:
    """How many of the side's own decisions a proven score takes to its end (the search
    counts them: ``WIN - n`` wins, ``-WIN + n`` loses, after n decisions)."""
    return max(1, round(WIN - abs(score)))


# ----- reasons -------------------------------------------------------------------------------


def _reason_in(
    game: Game,
    state: State,
    seat: str,
    move: str,
    proven: float | None,
    hidden: bool,
    played: str | None = None,
) -> str:
    """Why ``move`` is good in one state, in a few words, or ``''``: a win at once, a win the
    search proved (``proven``, its exact score), a capture, or a piece saved from capture
    (which ``played``, a worse move a player chose, left to be taken).  With pieces hidden
    (``hidden``) a win is never claimed: the sampled world is a guess."""
    after = game.play(state, move)
    outcome = game.outcome(after)
    if not hidden and outcome is not None and outcome.winner == seat:
        return f"it wins at once: {outcome.reason}"
    if proven is not None and proven > DECISIVE:
        return f"it wins by force within {moves_to_end(proven)} of your moves"
    if proven is not None and played is None:
        # The best move's exact score is a proven loss, and every other move scored no
        # better: each loses by force, as soon or sooner.
        return f"every move loses by force within {moves_to_end(proven)} of your moves"
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


def _enemy_changes(
    game: Game, before: State, after: State, seat: str, move: str
) -> list[Change]:
    return [
        change
        for change in changes(game.view(before, seat), game.view(after, seat), move)
        if change.piece.get("side") != seat
    ]


def _exposed(game: Game, after: State, seat: str) -> str | None:
    """A piece of ``seat`` the opponent could capture (or hit) with its next decision in
    ``after``, named with its square; None when none can be, or when the opponent does not
    decide next (a jump that must go on)."""
    found = _exposed_pieces(game, after, seat)
    return next(iter(found)) if found else None


def _exposed_pieces(game: Game, after: State, seat: str) -> dict[str, str]:
    """Every piece of ``seat`` the opponent could capture (or hit) with its next decision in
    ``after``: its name with its square, mapped to the square."""
    if game.to_move(after) != opponent(seat):
        return {}
    view = game.view(after, seat)
    found: dict[str, str] = {}
    for reply in game.legal_moves(after):
        for change in changes(view, game.view(game.play(after, reply), seat), reply):
            if change.piece.get("side") == seat and change.what in ("captured", "hit"):
                found.setdefault(f"{change.name} on {change.square}", change.square)
    return found


def _saved_piece(game: Game, state: State, seat: str, move: str) -> str | None:
    """The piece ``move`` keeps out of reach (leaving none to be taken) while more than half
    of the other moves leave that very piece, standing where it stands now, to be taken; None
    when there is no such piece."""
    if _exposed(game, game.play(state, move), seat) is not None:
        return None
    others = [m for m in game.legal_moves(state) if m != move]
    if not others:
        return None
    standing = {
        square
        for square, piece in game.view(state, seat)["pieces"].items()
        if piece["side"] == seat
    }
    exposed: Counter[str] = Counter()
    for other in others:
        moved = set(squares_in(other.lower()))
        for name, square in _exposed_pieces(game, game.play(state, other), seat).items():
            if square in standing and square not in moved:
                exposed[name] += 1
    if not exposed:
        return None
    piece, count = exposed.most_common(1)[0]
    return piece if count * 2 > len(others) else None


def _reason(
    game: Game, samples: list[_Sample], seat: str, move: str, played: str | None = None
) -> str:
    """The reason that holds in every sampled state (so nothing merely guessed is claimed)."""
    proven = _proven(samples, move)
    hidden = len(samples) > 1
    reasons = {
        _reason_in(game, sample.state, seat, move, proven, hidden, played) for sample in samples
    }
    return reasons.pop() if len(reasons) == 1 else ""


def _line(game: Game, sample: _Sample, move: str) -> tuple[str, ...]:
    """``move`` and the replies the search expects, as anyone may read them (a secret
    decision redacted), a few decisions beyond the depth searched."""
    moves = sample.search.line(sample.state, move, min(LINE_MAX, sample.depth + 2))
    shown, state = [], sample.state
    for step in moves:
        shown.append(game.public_move_text(state, step))
        state = game.play(state, step)
    return tuple(shown)


def _mark(
    game_id: str, samples: list[_Sample], played: str, best: str
) -> tuple[str | None, str]:
    """The mark a review gives ``played`` and its reason, or (None, '').

    A move is marked only for a reason a player can check: it loses by force where ``best``
    does not (the search proved it, over every reply), it misses a win ``best`` forces, or, with
    neither proven, it scores below ``best`` by more than the game's calibrated threshold
    (``THRESHOLDS``), the reason then naming the piece it loses where it loses one.
    """
    if best == played:
        return None, ""
    played_proven, best_proven = _proven(samples, played), _proven(samples, best)
    if played_proven is not None and played_proven < -DECISIVE:
        if best_proven is None or best_proven > -DECISIVE:
            n = moves_to_end(played_proven)
            return "blunder", f"{played} loses by force within {n} of your moves"
        return None, ""
    if best_proven is not None and best_proven > DECISIVE:
        if played_proven is None:
            n = moves_to_end(best_proven)
            return "blunder", f"{best} wins by force within {n} of your moves"
        return None, ""
    played_score, best_score = _averaged(samples, played), _averaged(samples, best)
    if max(abs(played_score), abs(best_score)) > DECISIVE:
        return None, ""  # a win or loss in some sampled worlds only: nothing proven
    loss = best_score - played_score
    kind = classify(game_id, loss)
    if kind is None:
        return None, ""
    game = games.get(game_id)
    threshold = thresholds(game_id)[0 if kind == "mistake" else 1]
    why = _reason(game, samples, samples[0].search.side, best, played)
    shown = f"{float(f'{loss:.3g}'):g}"  # three significant digits, never 1.23e+03
    drop = f"the evaluation drops by {shown}, past this game's {kind} threshold {threshold:g}"
    return kind, f"{drop}; {best} instead: {why}" if why else drop


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
    samples = _analyse(observation, None, budget, max_nodes, seed)
    best = _best(samples)
    game = games.get(observation.game_id)
    reason = _reason(game, samples, observation.seat, best)
    return Hint(best, reason, _averaged(samples, best))


def judge(
    observation: Observation,
    played: str,
    *,
    budget: float | None = None,
    max_nodes: int | None = None,
    seed: int | None = None,
) -> Judgement:
    """How ``played`` (a canonical legal move of the observation) compares with the best move.

    The mark and its reason come from ``_mark``; the expected lines after the played and the
    better move come with every judgement, so a mark shows what refutes the move.
    """
    if played not in observation.legal:
        raise ValueError(f"{played!r} is not a legal move of this observation.")
    samples = _analyse(observation, played, budget, max_nodes, seed)
    best = _best(samples, played)
    for sample in samples:
        sample.settle(played)
    mark, reason = _mark(observation.game_id, samples, played, best)
    game = games.get(observation.game_id)
    return Judgement(
        played,
        best,
        _averaged(samples, played),
        _averaged(samples, best),
        min(sample.depth for sample in samples),
        reason,
        {move: _averaged(samples, move) for move in observation.legal},
        mark=mark,
        played_line=_line(game, samples[0], played),
        best_line=_line(game, samples[0], best),
    )
