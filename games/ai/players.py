"""The three levels, each a function of an :class:`Observation` only.

- ``easy``: a random legal move, but a winning move if there is one, else a capture;
- ``medium``: a fixed shallow alpha-beta (two plies) with the game's evaluation;
- ``hard``: alpha-beta with iterative deepening for a budget of the search's own processor
  time (2 s by default), capped at :data:`WALL_CAP` times the budget on the wall clock.

Why processor time: a wall-clock budget on a busy machine buys a fraction of the search (the
yardstick saw ``hard`` get 0.10-0.14 s of processor time of its 0.5 s beside other work, and
lose games it wins at the search it does on a quiet machine).  Counted on the searching
thread's own clock, ``hard`` is the same opponent whatever else runs; the price is a slower
answer under load, bounded by the cap, past which the search stops as it did before.

With hidden information (Stealth King) every level searches *determinizations*: full states
that agree with the observation (the worlds the game's knowledge chooses, else samples that
vote).
"""

from __future__ import annotations

import gc
import random
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import games
from games.ai.knowledge import Knowledge, knowledge_for, read_position
from games.ai.observation import Observation
from games.ai.search import AlphaBeta, Clock, Limits, RootResult
from games.core.engine import Game, State
from games.core.geometry import opponent

LEVELS = ("easy", "medium", "hard")
DEFAULT_BUDGET = 2.0  # seconds of the search's processor time per hard move
# A hard move stops at this many times its budget on the wall clock, searched or not: the
# processor budget needs up to 1/share of it in wall time when the search gets only that share
# of a core.  6: beside six busy processes on two cores (the yardstick's --busy 6, a load the
# issue-44 audit measured) a search gets a quarter of a core or more and still does all of it.
WALL_CAP = 6.0
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
    cap: float | None = WALL_CAP,
    cpu_clock: Clock = time.thread_time,
    wall_clock: Clock = time.perf_counter,
) -> str:
    """The move the AI of ``level`` plays for ``observation.seat``.

    ``budget`` is seconds of processor time for ``hard`` (default 2 s), at most
    ``cap`` times as many on the wall clock (None: no cap, for measuring the level itself);
    ``max_nodes`` alone replaces the budget by a node count, for reproducible tests.  ``seed``
    fixes the random choices.  The clocks are what the search reads (tests inject their own):
    ``cpu_clock`` the searching thread's processor time, ``wall_clock`` the time of day.
    """
    return think(
        observation,
        level,
        budget=budget,
        seed=seed,
        max_nodes=max_nodes,
        cap=cap,
        cpu_clock=cpu_clock,
        wall_clock=wall_clock,
    ).move


def think(
    observation: Observation,
    level: str = "hard",
    *,
    budget: float | None = None,
    seed: int | None = None,
    max_nodes: int | None = None,
    cap: float | None = WALL_CAP,
    cpu_clock: Clock = time.thread_time,
    wall_clock: Clock = time.perf_counter,
) -> RootResult:
    """:func:`choose_move` with the search's account: the move, its score, the depth that
    finished and the nodes searched (depth 0 and no nodes for a move chosen without a
    search: a forced one, a shortcut, ``easy``)."""
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
    began = (cpu_clock(), wall_clock())
    with _collector_paused():
        return _choose(
            observation, level, began, (budget, cap), seed, max_nodes, (cpu_clock, wall_clock)
        )


def wall_cap(budget: float) -> float:
    """The wall-clock seconds a hard search of ``budget`` processor seconds may take at most
    (at the default ``cap``: the bot's)."""
    return budget * WALL_CAP


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
    began: tuple[float, float],
    budgets: tuple[float | None, float | None],
    seed: int | None,
    max_nodes: int | None,
    clocks: tuple[Clock, Clock],
) -> RootResult:
    """``began``: the processor and wall clocks' readings when the move was asked for;
    ``budgets``: the processor budget and the wall-clock cap's factor; ``clocks``: the two
    clocks."""
    budget, cap = budgets
    if not observation.legal:
        raise ValueError("The game is over: there is no move to choose.")
    if len(observation.legal) == 1:
        # A forced decision (a lone jump, a pass): nothing to weigh.
        return RootResult(observation.legal[0], 0.0, 0, 0)
    rng = random.Random(seed)
    knowledge = knowledge_for(observation.game_id)
    shortcut = knowledge.choose_without_search(observation, rng)
    if shortcut is not None:
        return RootResult(shortcut, 0.0, 0, 0)
    game = games.get(observation.game_id)
    if level == "easy":
        return RootResult(_easy(game, knowledge, observation, rng), 0.0, 0, 0)
    if level == "medium":
        limits = Limits(max_nodes=max_nodes)
        return _search(
            game, knowledge, observation, rng, limits, MEDIUM_DEPTH, samples=1, contempt=0.0
        )
    if budget is None and max_nodes is None:
        budget = DEFAULT_BUDGET
    cpu_clock, wall_clock = clocks
    limits = Limits(max_nodes=max_nodes, cpu_clock=cpu_clock, wall_clock=wall_clock)
    if budget is not None:
        limits.cpu_deadline = began[0] + budget * SAFETY
        if cap is not None:
            limits.deadline = began[1] + budget * cap * SAFETY
    samples = DETERMINIZATIONS if knowledge.hidden(observation) else 1
    return _search(
        game, knowledge, observation, rng, limits, MAX_DEPTH, samples, knowledge.contempt
    )


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
    lost_on = knowledge.lost_on(observation)
    doubted_win = knowledge.doubted_win if knowledge.hidden(observation) else None
    for index, state in enumerate(states):
        share = _share(limits, len(states) - index)
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


def _share(limits: Limits, worlds_left: int) -> Limits:
    """The limits of the next of ``worlds_left`` worlds: an equal part of what is left of each
    budget (processor time and the wall-clock cap); the node count is each world's own."""
    share = replace(limits)
    if limits.cpu_deadline is not None:
        now = limits.cpu_clock()
        share.cpu_deadline = now + (limits.cpu_deadline - now) / worlds_left
    if limits.deadline is not None:
        now = limits.wall_clock()
        share.deadline = now + (limits.deadline - now) / worlds_left
    return share


def _vote(results: list[RootResult]) -> RootResult:
    """The move most determinizations chose; ties go to the higher total score."""
    if len(results) == 1:
        return results[0]
    votes = Counter(result.move for result in results)
    totals: defaultdict[str, float] = defaultdict(float)  # a move no result scored: 0
    for result in results:
        for move, score in result.scores.items():
            totals[move] += score
    move = max(votes, key=lambda m: (votes[m], totals[m]))
    return RootResult(
        move, totals[move], min(r.depth for r in results), sum(r.nodes for r in results)
    )
