"""Checkers with Bosses: a boss in reserve cannot be hit, and it stays there while a man of its
kind stands, so the last man of a kind is worth a boss's safety.

Issue 30's benchmark: in the games hard left unfinished behind, the Monte-Carlo player kept its
last crowned men for hundreds of plies with two bosses safe in reserve behind them, while they
jumped hard's bosses, all three on the board.  Hard would not give a hit point to take such a
man, as it counted a man and no more.  What a move leads to is read from the engine's moves
here, not from the evaluation.
"""

from __future__ import annotations

import pytest

import games
from games.ai import choose_move, observe
from games.core.geometry import WHITE

GAME = "checkers-bosses"

# White's compound boss of two hit points can offer itself to Black's last compound man (a
# crowned one), Black's compound boss waiting in reserve behind it.
OFFER = "7+o/8/5+c2/8/3*C(2)4/8/1*D(3)6/6*O(3)1 w reserve=/oc"


def test_the_offer_costs_a_hit_point_and_brings_the_reserve_boss_out():
    """After d4-e5 Black must jump the boss (captures are compulsory), every White reply takes
    the jumping man, and Black's next decision is to drop its compound boss."""
    game = games.get(GAME)
    state = game.play(game.load(OFFER), "d4-e5")
    assert game.legal_moves(state) == ["f6xd4"]
    state = game.play(state, "f6xd4")
    assert "*C(1)" in game.public_position(state)
    replies = game.legal_moves(state)
    assert replies and all("xc3" in move for move in replies)
    for reply in replies:
        after = game.play(state, reply)
        assert "+c" not in game.public_position(after)
        assert all(move.startswith("C@") for move in game.legal_moves(after))


@pytest.mark.parametrize("seed", range(3))
def test_hard_gives_a_hit_point_for_the_last_man_shielding_a_boss(seed):
    observation = observe(GAME, games.get(GAME).load(OFFER), WHITE)
    assert choose_move(observation, "hard", max_nodes=5_000, seed=seed) == "d4-e5"
