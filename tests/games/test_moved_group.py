"""The group a move carries (a Crossings phalanx), read from two views: against the engine's
own resulting position, and never claimed for a game whose pieces move one at a time."""

from __future__ import annotations

import random

import pytest

import games
from games.core.changes import moved_group


def _random_positions(game_id: str, seed: int, plies: int = 60):
    """(view before, move, view after) along a random game."""
    game, rng = games.get(game_id), random.Random(seed)
    state = game.start()
    for _ in range(plies):
        legal = game.legal_moves(state)
        if not legal or game.outcome(state):
            return
        move = rng.choice(legal)
        after = game.play(state, move)
        yield game.view(state, None), move, game.view(after, None)
        state = after


@pytest.mark.parametrize("game_id", [g for g in games.ids() if g != "crossings"])
def test_games_that_move_one_piece_have_no_groups(game_id):
    for seed in range(8):
        for before, move, after in _random_positions(game_id, seed):
            assert moved_group(before, after, move) is None, (game_id, move)


def test_every_crossings_group_is_a_line_the_position_confirms():
    """For each random Crossings move: the group named moved exactly its squares (they hold the
    mover's counters after, the ones left behind are empty of them), and a move with two or
    more counters in line behind its head is always named a group."""
    seen = 0
    for seed in range(12):
        for before, move, after in _random_positions("crossings", seed, plies=80):
            mover = before["to_move"]
            mine_before = {sq for sq, p in before["pieces"].items() if p["side"] == mover}
            mine_after = {sq for sq, p in after["pieces"].items() if p["side"] == mover}
            group = moved_group(before, after, move)
            moved = len(mine_before - mine_after)
            if group is None:
                assert moved <= 1, move
                continue
            seen += 1
            assert set(group.reached) <= mine_after
            assert set(group.left) - set(group.reached) == mine_before - mine_after
            assert set(group.reached) - set(group.left) == mine_after - mine_before
            assert len(group.left) == len(group.reached) >= 2
    assert seen > 10, "random play moves phalanxes"


def test_the_pair_c8_b7_to_b7_a6_is_described_as_players_read_it():
    game = games.get("crossings")
    state = game.play(game.start(), "a2-a3")
    before = game.view(state, None)
    after = game.play(state, "c8-b7")
    group = moved_group(before, game.view(after, None), "c8-b7")
    assert group is not None and group.describe() == "the pair c8\u2013b7 to b7\u2013a6"
