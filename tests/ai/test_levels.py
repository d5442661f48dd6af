"""Every level answers with a legal move, in every game, option variant and kind of decision.

Searches are bounded by node counts, not the clock, so the answers are reproducible.
"""

from __future__ import annotations

import pytest

import games
from games.ai import LEVELS, choose_move, observe
from games.core.engine import PASS
from tests.helpers import random_states

NODES = 300  # enough for a real search, small enough for a fast suite
VARIANTS = [
    pytest.param(game_id, options, id=f"{game_id}-{'-'.join(map(str, options.values()))}")
    for game_id in games.ids()
    for options in games.get(game_id).option_variants()
]


def _is_mid_turn(game, state, previous_decider: str | None) -> bool:
    """A decision inside a turn: a re-placement, a boss drop, a shift, a jump continuation."""
    moves = game.legal_moves(state)
    special = any("@" in move or move.startswith("shift") for move in moves)
    return special or (previous_decider is not None and game.to_move(state) == previous_decider)


def _walk(game_id: str, options: dict, seed: int) -> tuple[list, list]:
    """(ordinary, mid-turn) decisions of a seeded random game, forced passes left out."""
    game = games.get(game_id)
    ordinary, mid_turn = [], []
    previous = None
    for state, _ in random_states(game_id, options, seed, max_moves=200):
        if game.to_move(state) is None:
            break
        if game.legal_moves(state) != [PASS]:
            (mid_turn if _is_mid_turn(game, state, previous) else ordinary).append(state)
        previous = game.to_move(state)
    return ordinary, mid_turn


def decisions(game_id: str, options: dict, seed: int, limit: int = 3) -> list:
    """The start, and up to ``limit`` later positions of a seeded random game, mid-turn first."""
    ordinary, mid_turn = _walk(game_id, options, seed)
    picked = mid_turn[:limit] or ordinary[len(ordinary) // 2 : len(ordinary) // 2 + 1]
    return [games.get(game_id).start(**options), *picked]


@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_every_level_plays_a_legal_move(game_id, options):
    game = games.get(game_id)
    for state in decisions(game_id, options, seed=7):
        seat = game.to_move(state)
        observation = observe(game_id, state, seat)
        for level in LEVELS:
            move = choose_move(observation, level, seed=3, max_nodes=NODES)
            assert move in game.legal_moves(state), (level, game.dump(state), move)


@pytest.mark.parametrize(
    ("game_id", "options", "wanted"),
    [
        ("charing-cross", {}, "@"),  # the owner of a jumped piece chooses its home square
        ("kings-crossing", {}, "x"),  # a jump that must be followed by another
        ("checkers-bosses", {"boss_hp": 1}, "@"),  # a boss drop before the ordinary move
    ],
)
def test_mid_turn_decisions_are_answered(game_id, options, wanted):
    game = games.get(game_id)
    found = 0
    for seed in range(1, 40):
        for state in _walk(game_id, options, seed)[1]:
            moves = game.legal_moves(state)
            if not any(wanted in move for move in moves):
                continue
            found += 1
            observation = observe(game_id, state, game.to_move(state))
            for level in LEVELS:
                assert choose_move(observation, level, seed=seed, max_nodes=NODES) in moves
        if found >= 2:
            break
    assert found >= 2, "the random games should reach this kind of decision"


def test_a_lone_pass_is_returned_without_thinking():
    observation = observe("crossings", games.get("crossings").start(), "white")
    forced = type(observation)(
        observation.game_id, observation.seat, observation.view, observation.public, (PASS,)
    )
    assert choose_move(forced, "hard", max_nodes=1) == PASS


def test_an_unknown_level_is_refused():
    observation = observe("crossings", games.get("crossings").start(), "white")
    with pytest.raises(ValueError, match="levels: easy, medium, hard"):
        choose_move(observation, "grandmaster")


def test_the_ai_is_asked_only_on_its_own_decision():
    with pytest.raises(ValueError, match="not black's decision"):
        observe("crossings", games.get("crossings").start(), "black")
