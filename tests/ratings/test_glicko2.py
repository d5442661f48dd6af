"""Glicko-2 against Glickman's paper, and the rating rules built on it."""

from __future__ import annotations

import random

import pytest

from storage import glicko2
from storage.rating_rules import PERIOD_SECONDS, TAU, Standing, counts, rate_pair, real_moves
from tests.ratings.paper import paper_update


def test_the_papers_worked_example():
    """Glickman, "Example of the Glicko-2 system": a 1500 / 200 / 0.06 player beats a 1400 / 30
    player and loses to 1550 / 100 and 1700 / 300, with tau 0.5.  The paper rounds its
    intermediate values, so its last printed digit may differ by one."""
    player = glicko2.Rating(1500, 200, 0.06)
    results = [
        (glicko2.Rating(1400, 30), 1.0),
        (glicko2.Rating(1550, 100), 0.0),
        (glicko2.Rating(1700, 300), 0.0),
    ]
    after = glicko2.update(player, results, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_new_player_starts_at_1500_350_006():
    new = glicko2.NEW
    assert (new.rating, new.deviation, new.volatility) == (1500, 350, 0.06)
    assert Standing(1, "crossings").glicko == glicko2.NEW


def test_the_deviation_grows_with_inactivity_up_to_a_new_players():
    settled = glicko2.Rating(1700, 50, 0.06)
    assert glicko2.idle(settled, 0) == settled
    month, year = glicko2.idle(settled, 30), glicko2.idle(settled, 365)
    assert 50 < month.deviation < year.deviation < 350
    assert month.rating == year.rating == 1700
    assert glicko2.idle(settled, 10**6).deviation == 350
    standing = Standing(1, "crossings", 1700, 50, 0.06, games=40, rated_at=0.0)
    assert standing.at(30 * PERIOD_SECONDS).deviation == pytest.approx(month.deviation)


def test_a_win_moves_both_ratings_by_the_same_amount_between_equals():
    white, black = Standing(1, "crossings"), Standing(2, "crossings")
    new_white, new_black = rate_pair(white, black, "white", now=10.0)
    assert new_white.rating - 1500 == pytest.approx(1500 - new_black.rating)
    assert new_white.rating > 1600 and new_white.deviation < 350
    assert (new_white.wins, new_white.streak, new_black.losses, new_black.streak) == (1, 1, 1, -1)
    drawn_white, drawn_black = rate_pair(new_white, new_black, None, now=20.0)
    assert drawn_white.rating < new_white.rating and drawn_black.rating > new_black.rating
    assert (drawn_white.draws, drawn_white.streak, drawn_white.games) == (1, 0, 2)


def test_who_counts_two_people_each_with_two_moves():
    both = {"white": 2, "black": 2}
    assert counts(True, 1, 2, both)
    assert not counts(False, 1, 2, both)  # casual
    assert not counts(True, 1, 1, both)  # against oneself
    assert not counts(True, 1, 2, {"white": 2, "black": 1})  # ended too early
    # Secret set-up choices are logged like moves but taken off: a Stealth King match where
    # each side chose its King and made one move has one move each.
    made = real_moves({"white": 2, "black": 2}, {"setup_choices": {"white": 1, "black": 1}})
    assert made == {"white": 1, "black": 1} and not counts(True, 1, 2, made)
    assert real_moves({"white": 3}, {"setup_choices": "damaged"}) == {"white": 3, "black": 0}


# ----- the paper's formulas, written out again (tests.ratings.paper) ------------------------


def test_the_worked_example_by_the_papers_formulas_written_out_here():
    opponents = [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)]
    expected = paper_update(1500, 200, 0.06, opponents, 0.5)
    after = glicko2.update(
        glicko2.Rating(1500, 200, 0.06),
        [(glicko2.Rating(r, rd), s) for r, rd, s in opponents],
        tau=0.5,
    )
    assert (after.rating, after.deviation, after.volatility) == pytest.approx(expected, abs=1e-4)
    assert expected[0] == pytest.approx(1464.06, abs=0.01)  # and the paper's printed figures
    assert expected[1] == pytest.approx(151.52, abs=0.01)


@pytest.mark.parametrize("seed", range(40))
def test_gamuts_ratings_follow_the_papers_formulas_with_tau_075_and_idle_days(seed):
    """rate_pair (Gamut's rule: one period per game, the deviation grown for the days away,
    tau 0.75) against the formulas above, on random standings."""
    rng = random.Random(seed)

    def standing(player):
        return Standing(
            player,
            "crossings",
            rng.uniform(1000, 2200),
            rng.uniform(45, 350),
            rng.uniform(0.04, 0.09),
            games=5,
            rated_at=0.0,
        )

    white, black = standing(1), standing(2)
    days = rng.choice([0.0, 0.5, 3.0, 40.0, 400.0])
    winner = rng.choice(["white", "black", None])
    new_white, _ = rate_pair(white, black, winner, now=days * PERIOD_SECONDS)

    def grown(s):
        return min(350.0, (s.deviation**2 + days * (s.volatility * 173.7178) ** 2) ** 0.5)

    score = 0.5 if winner is None else 1.0 if winner == "white" else 0.0
    expected = paper_update(
        white.rating,
        grown(white),
        white.volatility,
        [(black.rating, grown(black), score)],
        TAU,
    )
    assert TAU == 0.75
    assert new_white.rating == pytest.approx(expected[0], abs=1e-3)
    assert new_white.deviation == pytest.approx(min(350.0, expected[1]), abs=1e-3)
    assert new_white.volatility == pytest.approx(expected[2], abs=1e-6)
