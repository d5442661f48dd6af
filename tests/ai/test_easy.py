"""The easy level: random, but it never misses a win on the spot and prefers captures."""

from __future__ import annotations

import pytest

import games
from games.ai import LEVELS, choose_move, observe
from tests.helpers import random_states

SEEDS = range(12)


@pytest.mark.parametrize(
    ("game_id", "position", "wins"),
    [
        # Charing Cross: "the moved piece ends its move on its goal area" (file h for N).
        ("charing-cross", "3RR3/8/8/7n/6N1/8/8/3rr3 w", {"g4-h3", "g4-h4"}),
        # King o' the Castle: "a King enters the opponent's castle".
        ("king-of-the-castle", "1k1c3/4K2/7/7/7/7/7/3C3 w", {"e7-d8"}),
        # King's Crossing: "move your King onto the enemy Home space" (a8).
        ("kings-crossing", "4/K2k/4/4/4/4/4/4 w home=d1,a8", {"a7-a8"}),
    ],
)
def test_every_level_takes_a_winning_move(game_id, position, wins):
    game = games.get(game_id)
    state = game.load(position)
    assert wins <= set(game.legal_moves(state))
    observation = observe(game_id, state, game.to_move(state))
    for level in LEVELS:
        for seed in SEEDS:
            assert choose_move(observation, level, seed=seed, max_nodes=200) in wins


def _capture_choice():
    """A Crossings position (seeded random game) with both capturing and quiet moves."""
    game = games.get("crossings")
    for seed in range(1, 30):
        for state, _ in random_states("crossings", {}, seed):
            moves = game.legal_moves(state)
            captures = {move for move in moves if "x" in move}
            if captures and len(captures) < len(moves):
                return state, captures
    raise AssertionError("no capture choice found")


def test_easy_prefers_a_capture():
    state, captures = _capture_choice()
    game = games.get("crossings")
    observation = observe(game.id, state, game.to_move(state))
    assert {choose_move(observation, "easy", seed=seed) for seed in SEEDS} <= captures


def test_easy_is_random_among_equals():
    game = games.get("crossings")
    observation = observe(game.id, game.start(), "white")
    assert len({choose_move(observation, "easy", seed=seed) for seed in SEEDS}) > 3
