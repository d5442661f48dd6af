"""The three levels, each a function of an :class:`Observation` only.

- ``easy``: a random legal move, but a winning move if there is one, else a capture;
- ``medium``: a fixed shallow alpha-beta (two plies) with the game's evaluation;
- ``hard``: alpha-beta with iterative deepening under a time budget (2 s by default).

With hidden information (Stealth King) every level searches *determinizations*: full states
that agree with the observation (the worlds the game's knowledge chooses, else samples that
vote).
"""

from __future__ import annotations

import gc
import random
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import games
from games.ai.knowledge import Knowledge, knowledge_for, read_position
from games.ai.observation import Observation
from games.ai.search import AlphaBeta, Limits, RootResult
from games.core.engine import Game, State
from games.core.geometry import opponent

LEVELS = ("easy", "medium", "hard")
DEFAULT_BUDGET = 2.0  # seconds per hard move
MEDIUM_DEPTH = 2
MAX_DEPTH = 64
SAFETY = 0.93  # the share of the budget the search may use; the rest covers set-up and return
DETERMINIZATIONS = 4  # sampled worlds a hard search splits its budget over (hidden games)


def choose_move(
    observation: Observation,
    level: str = "hard",
    *,
    budget: float | None = None,
    seed: int | None = None,
    max_nodes: int | None = None,
) -> str:
    """The move the AI of ``level`` plays for ``observation.seat``.

    ``budget`` is seconds for ``hard`` (default 2 s); ``max_nodes`` alone replaces the clock by
    a node count, for reproducible tests.  ``seed`` fixes the random choices.
    """
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
    began = time.perf_counter()
    with _collector_paused():
        return _choose(observation, level, began, budget, seed, max_nodes)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Keep the cyclic garbage collector out of the thinking time.

    A search allocates hundreds of thousands of acyclic objects (states, table entries) that
    refcounting frees; the collector would only walk them, in pauses of up to 0.2 s that a
    clock check between nodes cannot interrupt, during the search or just after it.  So it is
    paused, and what survives the search (the engines' caches, acyclic too) is frozen out of
    later collections (``gc.freeze``) instead of being walked again when it resumes.
    Measured (crossings, 2 s): without this, moves overran by up to 0.3 s; with it, < 0.02 s.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def _choose(
    observation: Observation,
    level: str,
    began: float,
    budget: float | None,
    seed: int | None,
    max_nodes: int | None,
) -> str:
    if not observation.legal:
        raise ValueError("The game is over: there is no move to choose.")
    if len(observation.legal) == 1:
        return observation.legal[0]  # a forced decision (a lone jump, a pass): nothing to weigh
    rng = random.Random(seed)
    knowledge = knowledge_for(observation.game_id)
    shortcut = knowledge.choose_without_search(observation, rng)
    if shortcut is not None:
        return shortcut
    game = games.get(observation.game_id)
    if level == "easy":
        return _easy(game, knowledge, observation, rng)
    if level == "medium":
        limits = Limits(max_nodes=max_nodes)
        return _search(
            game, knowledge, observation, rng, limits, MEDIUM_DEPTH, samples=1, contempt=0.0
        ).move
    if budget is None and max_nodes is None:
        budget = DEFAULT_BUDGET
    deadline = None if budget is None else began + budget * SAFETY
    samples = DETERMINIZATIONS if knowledge.hidden(observation) else 1
    limits = Limits(deadline, max_nodes)
    return _search(
        game, knowledge, observation, rng, limits, MAX_DEPTH, samples, knowledge.contempt
    ).move


# ----- easy --------------------------------------------------------------------------------------


def _easy(game: Game, knowledge: Knowledge, observation: Observation, rng: random.Random) -> str:
    """Random, preferring a move that wins at once, then one that captures."""
    state = knowledge.determinize(game, observation, rng)
    seat = observation.seat
    wins, captures = [], []
    before = _enemy_pieces(game, state, seat)
    for move in observation.legal:
        after = game.play(state, move)
        outcome = game.outcome(after)
        if outcome is not None and outcome.winner == seat:
            wins.append(move)
        elif _enemy_pieces(game, after, seat) != before:
            captures.append(move)
    return rng.choice(wins or captures or list(observation.legal))


def _enemy_pieces(game: Game, state: State, seat: str) -> set[tuple[int, str]]:
    """The opponent's pieces by square: a move that changes them captured (or hit) one.

    Only the mover's pieces move on its turn in every game, so any change to the opponent's
    set is a capture, a boss hit or a piece sent home (Charing Cross).
    """
    position = read_position(game, game.dump(state))
    enemy = opponent(seat)
    return {
        (sq, str(token))
        for sq, token in enumerate(position.cells)
        if token is not None and token.side == enemy
    }


# ----- medium and hard ---------------------------------------------------------------------------


def _search(
    game: Game,
    knowledge: Knowledge,
    observation: Observation,
    rng: random.Random,
    limits: Limits,
    max_depth: int,
    samples: int,
    contempt: float,
) -> RootResult:
    """Search the observation's worlds (sharing the limits in turn) and let them vote.

    Nothing hidden: the one true state.  Hidden: the worlds the game's knowledge chooses to
    search (``Knowledge.worlds``), else ``samples`` determinizations, with the squares the
    opponent must not reach (``Knowledge.lost_on``) and the wins that rest on a guess
    (``Knowledge.doubted_win``).
    ``contempt`` is how far below even a dead draw scores (``hard`` plays for the win).
    """
    if knowledge.worlds is not None and knowledge.hidden(observation):
        states = knowledge.worlds(game, observation)
    else:
        states = [knowledge.determinize(game, observation, rng) for _ in range(samples)]
    results = []
    deadline = limits.deadline
    lost_on = knowledge.lost_on(observation)
    doubted_win = knowledge.doubted_win if knowledge.hidden(observation) else None
    for index, state in enumerate(states):
        share = limits
        if deadline is not None:
            left = deadline - time.perf_counter()
            share = Limits(time.perf_counter() + left / (len(states) - index), limits.max_nodes)
        search = AlphaBeta(
            game,
            knowledge,
            observation.seat,
            share,
            rng,
            observation.history,
            contempt,
            lost_on,
            doubted_win,
        )
        results.append(search.iterate(state, max_depth))
    return _vote(results)


def _vote(results: list[RootResult]) -> RootResult:
    """The move most determinizations chose; ties go to the higher total score."""
    if len(results) == 1:
        return results[0]
    votes = Counter(result.move for result in results)
    totals: Counter[str] = Counter()
    for result in results:
        for move, score in result.scores.items():
            totals[move] += score
    move = max(votes, key=lambda m: (votes[m], totals[m]))
    return RootResult(
        move, totals[move], min(r.depth for r in results), sum(r.nodes for r in results)
    )
