"""Test helpers shared by every game's scenario tests (written once, used by all)."""

from __future__ import annotations

import asyncio
import json
import pickle
import random
import sys
from collections.abc import Callable, Iterator
from functools import cache, partial
from typing import Any, TypeVar

import games

T = TypeVar("T")


def after(game_id: str, position: str, *moves: str) -> str:
    """The position string after playing ``moves`` from ``position``."""
    game = games.get(game_id)
    state = game.load(position)
    for move in moves:
        state = game.play(state, move)
    return game.dump(state)


def legal(game_id: str, position: str) -> list[str]:
    """The legal moves in ``position``."""
    game = games.get(game_id)
    return game.legal_moves(game.load(position))


def outcome(game_id: str, position: str) -> games.Outcome | None:
    game = games.get(game_id)
    return game.outcome(game.load(position))


def random_states(
    game_id: str, options: dict[str, Any], seed: int, max_moves: int = 300
) -> Iterator[tuple[Any, str | None]]:
    """Yield (state, move that led here) along a seeded random playout, the start first."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.start(**options)
    yield state, None
    for _ in range(max_moves):
        moves = game.legal_moves(state)
        if not moves:
            return
        move = rng.choice(moves)
        state = game.play(state, move)
        yield state, move


def capture_first(game_id: str, position: str, moves: list[str], rng: random.Random) -> str:
    """One of ``moves`` chosen at random, among those that take or hit something of the
    opponent's in ``position`` (a match's public position) when any does: the full games played
    through a front end end sooner than with random moves, and as reproducibly.  Where the
    public position is not the mover's (a hidden King's square is not in it), any of them."""
    game = games.get(game_id)
    try:
        state = game.load(position)
    except games.InvalidPosition:
        return rng.choice(moves)
    if not set(moves) <= set(game.legal_moves(state)):
        return rng.choice(moves)
    mover = game.to_move(state)

    def material(after: Any) -> tuple[int, int]:
        theirs = [p for p in game.view(after, None)["pieces"].values() if p["side"] != mover]
        return len(theirs), sum(p.get("hp") or 0 for p in theirs)

    before = material(state)
    taking = [move for move in moves if material(game.play(state, move)) < before]
    return rng.choice(taking or moves)


def forces_win(game: Any, state: Any, winner: str, counted: str | None, budget: int) -> bool:
    """Whether ``winner`` wins by force from ``state`` before ``counted`` makes more than
    ``budget`` further decisions (either side's, when ``counted`` is None: plies): plain
    AND-OR search over every legal move, no pruning but the answer, the same position at the
    same budget answered once."""

    @cache
    def solve(state: Any, budget: int) -> bool:
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.winner == winner
        mover = game.to_move(state)
        left = budget - (counted is None or mover == counted)
        if left < 0:
            return False
        children = (solve(game.play(state, move), left) for move in game.legal_moves(state))
        return any(children) if mover == winner else all(children)

    return solve(state, budget)


def as_json(value: Any) -> str:
    """Canonical JSON (raises if ``value`` is not JSON data)."""
    return json.dumps(value, sort_keys=True, allow_nan=False)


def long_playout(game_id: str, seed: int, moves: int) -> list[str]:
    """``moves`` legal moves from the start, chosen at random (seeded) among those that do not
    end the game: a match far longer than real ones, to test what grows with the length.
    Raises AssertionError if the game cannot be kept going that long."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.start()
    played: list[str] = []
    while len(played) < moves:
        candidates = game.legal_moves(state)
        rng.shuffle(candidates)
        for move in candidates:
            following = game.play(state, move)
            if game.outcome(following) is None:
                break
        else:
            raise AssertionError(f"{game_id} ended after {len(played)} moves (seed {seed})")
        state = following
        played.append(move)
    return played


class ThreadWorker:
    """``bot.process_worker.ProcessWorker``'s interface in a thread of the test's own process,
    so the service's tests spawn no process per service (tests/conftest.py puts it in place).

    As in the worker process, the work leaves the event loop's thread, and the function, its
    arguments and its answer cross a pickle both ways (what the real worker could not take
    fails here too).  ``jobs`` names the functions it ran, in order; ``profile``, when given,
    is the ``sys.setprofile`` function of the thread while a job runs in it."""

    def __init__(self, profile: Callable[..., Any] | None = None) -> None:
        self.jobs: list[str] = []
        self._profile = profile

    async def run(
        self, function: Callable[..., T], /, *args: Any, limit: float, wait: float | None = None
    ) -> T:
        self.jobs.append(function.__qualname__)
        job = pickle.loads(pickle.dumps(partial(function, *args)))
        answer = await asyncio.wait_for(asyncio.to_thread(self._profiled, job), limit)
        return pickle.loads(pickle.dumps(answer))

    def _profiled(self, job: Callable[[], T]) -> T:
        if self._profile is None:
            return job()
        sys.setprofile(self._profile)
        try:
            return job()
        finally:
            sys.setprofile(None)

    def close(self) -> None:
        """Nothing to end: the threads belong to the test's event loop."""
