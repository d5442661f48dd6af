"""The yardstick's Monte-Carlo player (benchmarks/yardstick.py): legal, sees a win in one, and
never reads a hidden Stealth King."""

from __future__ import annotations

import random

import pytest

import games
from benchmarks.yardstick import monte_carlo_move, uct_visits
from games.ai import observe
from games.core.engine import play_forced_passes

CASES = [
    ("charing-cross", {}),
    ("checkers-bosses", {}),
    ("crossings", {}),
    ("king-of-the-castle", {}),
    ("kings-crossing", {}),
    ("kings-crossing", {"stealth": True}),
]


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_moves_are_legal_along_a_random_game(game_id: str, options: dict) -> None:
    game = games.get(game_id)
    rng = random.Random(7)
    state, _ = play_forced_passes(game, game.start(**options))
    for ply in range(12):
        seat = game.to_move(state)
        if seat is None:
            break
        legal = game.legal_moves(state)
        if ply % 3 == 0:
            move = monte_carlo_move(observe(game_id, state, seat), playouts=8, seed=ply)
            assert move in legal
        else:
            move = rng.choice(legal)
        state, _ = play_forced_passes(game, game.play(state, move))


def test_takes_a_win_in_one() -> None:
    """White's King on a7 steps onto Black's Home a8 and wins; twelve other moves do not."""
    game = games.get("kings-crossing")
    state = game.load("3k/K3/4/4/4/4/4/3M w home=d1,a8")
    winning = [
        move for move in game.legal_moves(state)
        if (outcome := game.outcome(game.play(state, move))) and outcome.winner == "white"
    ]
    assert winning == ["a7-a8"]
    observation = observe(game.id, state, "white")
    for seed in range(3):
        assert monte_carlo_move(observation, playouts=200, seed=seed) in winning


def test_stealth_player_does_not_read_the_hidden_king() -> None:
    """Two games that differ only in where Black hid its King: White's moves are the same."""
    game = games.get("kings-crossing")
    placed = game.play(game.start(stealth=True), "king b1")
    worlds = [game.play(placed, "king c8"), game.play(placed, "king d8")]
    assert game.dump(worlds[0]) != game.dump(worlds[1])
    # The test can tell: a search of the full positions, with one seed, differs between them.
    searched = [uct_visits(game, world, 24, random.Random(0)) for world in worlds]
    assert searched[0] != searched[1]
    rng = random.Random(3)
    for ply in range(8):
        if game.to_move(worlds[0]) == "white":
            moves = [
                monte_carlo_move(observe(game.id, world, "white"), playouts=24, seed=ply)
                for world in worlds
            ]
            assert moves[0] == moves[1]
        else:  # Black (who knows its King) plays the same moves in both games
            moves = [rng.choice(game.legal_moves(worlds[0]))] * 2
        worlds = [game.play(world, move) for world, move in zip(worlds, moves, strict=True)]
        if any(game.outcome(world) for world in worlds):
            break
    assert ply >= 4  # several White decisions were compared
