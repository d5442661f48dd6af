"""The search's shortcuts (null-window tests, transposition table, ordering) must not change
the value it finds: at a fixed depth it agrees with plain minimax over the engine contract."""

from __future__ import annotations

import random

import pytest

import games
from games.ai import search
from games.ai.knowledge import knowledge_for, read_position
from tests.helpers import random_states


def _minimax(game, knowledge, side, state, depth, made=0, extended=0):
    """Every line to ``depth``, no pruning; forced decisions cost no depth, as in the search.
    A decided game scores ``WIN`` less the ``made`` decisions of ``side`` it took."""
    outcome = game.outcome(state)
    if outcome is not None:
        if outcome.winner is None:
            return 0.0
        return search.WIN - made if outcome.winner == side else -search.WIN + made
    if depth <= 0:
        return knowledge.evaluate(game.board, read_position(game, game.dump(state)), side)
    moves = game.legal_moves(state)
    after = made + (game.to_move(state) == side)
    if len(moves) == 1 and extended < search.MAX_EXTENSION:
        child = game.play(state, moves[0])
        return _minimax(game, knowledge, side, child, depth, after, extended + 1)
    values = [
        _minimax(game, knowledge, side, game.play(state, m), depth - 1, after, extended)
        for m in moves
    ]
    return max(values) if game.to_move(state) == side else min(values)


@pytest.mark.parametrize("game_id", ["checkers-bosses", "charing-cross"])
def test_the_search_finds_the_minimax_value(game_id):
    game, knowledge = games.get(game_id), knowledge_for(game_id)
    states = [s for s, _ in random_states(game_id, {}, seed=3, max_moves=60)][20::20]
    for state in states:
        side = game.to_move(state)
        if side is None:
            continue
        for depth in (1, 2, 3):
            found = search.AlphaBeta(
                game, knowledge, side, search.Limits(), random.Random(0)
            ).iterate(state, depth)
            expected = max(
                _minimax(game, knowledge, side, game.play(state, m), depth - 1, 1)
                for m in game.legal_moves(state)
            )
            assert found.score == pytest.approx(expected), (game.dump(state), depth)
