"""The search's shortcuts (null-window tests, transposition table, ordering) must not change
the value it finds: at a fixed depth it agrees with plain minimax over the engine contract."""

from __future__ import annotations

import random

import pytest

import games
from games.ai import choose_move, observe, search
from games.ai.knowledge import knowledge_for, read_position
from tests.helpers import forces_win, random_states


def _minimax(game, knowledge, side, state, depth, made=0, extended=0):
    """Every line to ``depth``, no pruning; forced decisions cost no depth, as in the search.
    A decided game scores ``WIN`` less the ``made`` decisions of ``side`` it took.  Where the
    game's knowledge asks for it (``quiescence``), a horizon position whose every legal move
    captures goes on through those captures until one that is not."""
    outcome = game.outcome(state)
    if outcome is not None:
        if outcome.winner is None:
            return 0.0
        return search.WIN - made if outcome.winner == side else -search.WIN + made
    moves = game.legal_moves(state)
    after = made + (game.to_move(state) == side)
    if depth <= 0:
        if knowledge.quiescence and moves and all("x" in m for m in moves):
            values = [
                _minimax(game, knowledge, side, game.play(state, m), 0, after, extended)
                for m in moves
            ]
            return max(values) if game.to_move(state) == side else min(values)
        return knowledge.evaluate(game.board, read_position(game, game.dump(state)), side)
    if len(moves) == 1 and extended < search.MAX_EXTENSION:
        child = game.play(state, moves[0])
        return _minimax(game, knowledge, side, child, depth, after, extended + 1)
    values = [
        _minimax(game, knowledge, side, game.play(state, m), depth - 1, after, extended)
        for m in moves
    ]
    return max(values) if game.to_move(state) == side else min(values)


@pytest.mark.parametrize("game_id", ["checkers-bosses", "charing-cross", "kings-crossing"])
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


# ----- soundness under node limits -----------------------------------------------------------
# A search stopped by its node limit must still return a move its own finished work has not
# refuted.  Checked with an exhaustive search over the engine contract (``forces_win``), not
# with the search.

ISSUE_30 = "km2/1m2/3m/2m1/1M2/K2m/M3/M3 w home=d1,a8"


def _loses(game, state, move, side, within):
    """Whether ``move`` loses by force before ``side`` makes ``within`` more decisions."""
    other = "black" if side == "white" else "white"
    return forces_win(game, game.play(state, move), other, side, within)


def test_the_issue_30_position_is_not_thrown_away_at_any_node_limit():
    """King's Crossing, issue 30: a3-a5 (and a3-a4, a3-a6) lose by force; node-limited
    searches used to return a3-a5 at every limit from 1,000 to 3,500 nodes."""
    game = games.get("kings-crossing")
    state = game.load(ISSUE_30)
    assert _loses(game, state, "a3-a6", "white", 3)  # the checker sees these losses
    assert _loses(game, state, "a3-a4", "white", 2)
    chosen = {
        choose_move(observe(game.id, state, "white"), "hard", max_nodes=nodes, seed=seed)
        for nodes in (1000, 2500, 3000, 3500)
        for seed in range(6)
    }
    assert "a3-a5" not in chosen
    for move in chosen:
        assert not _loses(game, state, move, "white", 3), move


def _lost_in(game, state, move, side, plies):
    """Whether ``move`` loses by force within ``plies`` decisions after it (either side's)."""
    other = "black" if side == "white" else "white"
    return forces_win(game, game.play(state, move), other, None, plies)


@pytest.mark.parametrize("game_id", ["kings-crossing", "charing-cross", "checkers-bosses"])
def test_a_node_limited_search_returns_no_move_its_finished_depth_refutes(game_id):
    """A move that loses within the plies the search finished (it saw that) is returned only
    when every move does."""
    game = games.get(game_id)
    states = [s for seed in (5, 6) for s, _ in random_states(game_id, {}, seed=seed, max_moves=60)][
        2::5
    ]
    checked = 0
    for state in states:
        side = game.to_move(state)
        if side is None or len(game.legal_moves(state)) < 2:
            continue
        for nodes in (300, 700, 1200, 2500):
            found = search.AlphaBeta(
                game,
                knowledge_for(game_id),
                side,
                search.Limits(max_nodes=nodes),
                random.Random(nodes),
            ).iterate(state, 64)
            plies = found.depth - 1  # after the move itself
            if found.depth and _lost_in(game, state, found.move, side, plies):
                assert all(
                    _lost_in(game, state, m, side, plies) for m in game.legal_moves(state)
                ), (game.dump(state), found.move, nodes)
            checked += 1
    assert checked >= 8


def test_a_proven_score_counts_the_decisions_the_exhaustive_search_needs():
    """A win the search proves, ``WIN - n``, is a win within n of the side's decisions and
    within no fewer than the search's proof allows (the table's scores are read back counted
    from where they are used)."""
    game = games.get("charing-cross")
    state = game.start()
    for move in "a4-b3 e1-e2 a5-b4 d1-f3 @d1 b4-c3 d1-d2 c3-d4 d2-d3 d4-e3 h4-g5".split():  # noqa: SIM905
        state = game.play(state, move)
    found = search.AlphaBeta(
        game, knowledge_for(game.id), "white", search.Limits(max_nodes=20_000), random.Random(0)
    ).iterate(state, 64)
    n = round(search.WIN - found.score)
    assert found.score > search.DECISIVE and n == 2, found
    assert forces_win(game, game.play(state, found.move), "white", "white", n - 1)
    assert not forces_win(game, game.play(state, found.move), "white", "white", n - 2)
