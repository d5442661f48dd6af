"""The material fit (benchmarks/piece_values.py): its counts, labels and solver, each against a
figure worked out by hand or built into the data."""

from __future__ import annotations

import random

import pytest

import games
from benchmarks.piece_values import (
    FEATURES,
    Sample,
    label,
    least_squares,
    material,
    resampled,
    samples,
)
from games.ai.knowledge.checkers_bosses import HIT_POINT


def test_material_counts_each_kind_from_the_side_asked_for() -> None:
    game = games.get("checkers-bosses")
    # White: a man D, a man C, a boss O of two on the board, D and C in reserve.  Black: two
    # men d, a crowned c, a boss o of three on the board, d and c in reserve.
    state = game.load("8/2d2d2/4+c3/1*o(3)6/8/2D5/3C4/5*O(2)2 w reserve=DC/dc")
    white = dict(zip(FEATURES, material(game, state, "white"), strict=True))
    assert white == {
        "man d": 1 - 2,
        "man o": 0 - 0,
        "man c": 1 - 0,
        "crowned": 0 - 1,
        "boss hit point": 2 - 3,
        "boss in reserve": 2 - 2,
    }
    black = material(game, state, "black")
    assert black == tuple(-count for count in white.values())


def test_an_unfinished_game_is_labelled_by_who_had_more_boss_hit_points() -> None:
    even = dict.fromkeys(FEATURES, 0.0)
    assert label("win", tuple(even.values()), 3) == 1.0
    assert label("loss", tuple(even.values()), 3) == 0.0
    assert label("draw", tuple(even.values()), 3) == 0.5
    assert label("unfinished", tuple(even.values()), 3) == 0.5
    # One hit point down on the board, one boss (three) up in reserve: ahead by two.
    ahead = {**even, "boss hit point": -1.0, "boss in reserve": 1.0}
    assert label("unfinished", tuple(ahead.values()), 3) == 0.75
    behind = {**even, "boss hit point": -4.0, "boss in reserve": 1.0}
    assert label("unfinished", tuple(behind.values()), 3) == 0.25


def test_the_solver_recovers_weights_built_into_exact_data() -> None:
    rng = random.Random(3)
    truth = [0.5, -1.25, 2.0, 0.0, 3.5]  # the last is the constant
    rows = [[rng.randint(-4, 4) for _ in range(4)] for _ in range(40)]
    targets = [sum(w * x for w, x in zip(truth, [*row, 1], strict=True)) for row in rows]
    assert least_squares(rows, targets) == pytest.approx(truth)


def test_the_solver_refuses_a_count_that_never_varies() -> None:
    with pytest.raises(ValueError):
        least_squares([[1.0, 0.0], [2.0, 0.0], [3.0, 0.0]], [1.0, 2.0, 3.0])


def test_a_fit_reads_in_the_evaluations_units_and_resamples_whole_games() -> None:
    """Labels made from known worths (a man d half a hit point, the rest as listed) come back
    as those worths times a hit point's, and every resampled fit too (the data are exact)."""
    worth = {
        "man d": 0.5,
        "man o": 0.75,
        "man c": 1.5,
        "crowned": 1.25,
        "boss hit point": 1.0,
        "boss in reserve": 2.5,
    }
    rng = random.Random(5)
    data = []
    for game_number in range(30):
        for _ in range(4):
            counts = tuple(float(rng.randint(-3, 3)) for _ in FEATURES)
            score = 0.5 + 0.01 * sum(worth[f] * c for f, c in zip(FEATURES, counts, strict=True))
            data.append(Sample(game_number, counts, score))
    expected = [HIT_POINT * worth[f] for f in FEATURES]
    fits = resampled(data, 5, seed=1)
    assert len(fits) == 5
    for weights in fits:
        assert weights == pytest.approx(expected)


def test_samples_skip_other_games_other_rivals_and_repeated_records() -> None:
    game = games.get("checkers-bosses")
    rng = random.Random(11)
    state = game.start()
    moves = []
    for _ in range(6):
        move = rng.choice(game.legal_moves(state))
        moves.append(move)
        state = game.play(state, move)
    record = {
        "game": "checkers-bosses",
        "options": {},
        "rival": "MC 1000",
        "moves": moves,
        "level_side": "black",
        "result": "win",
    }
    other = {**record, "game": "crossings"}
    read = samples([record, dict(record), other, {**record, "rival": "medium"}], plies=[2, 4, 99])
    assert [s.label for s in read] == [1.0, 1.0]  # plies 2 and 4; the game never reached 99
    assert {s.game for s in read} == {1}
