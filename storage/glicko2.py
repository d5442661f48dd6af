"""Glicko-2, as Mark Glickman describes it in "Example of the Glicko-2 system" (2013): pure
math on plain numbers, no I/O, so the live rating path and the migration that rates old
matches share one implementation and the paper's worked example can test it directly.

A rating is (rating, deviation, volatility) on the Glicko scale (1500 / 350 / 0.06 for a new
player).  :func:`update` is steps 2-8 of the paper for one player over one rating period;
:func:`idle` is step 6 alone (the deviation growing while a player does not play), applied for
however many periods went by, which is how inactivity makes a rating less certain.

No library is used: the few candidates on PyPI are unmaintained, and the algorithm is forty
lines whose every step can be checked against the paper.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # the paper's conversion factor between the Glicko and Glicko-2 scales
BASE = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
MAX_DEVIATION = START_DEVIATION  # a player never becomes less certain than a new one
CONVERGENCE = 1e-6  # the paper's epsilon for the volatility iteration


@dataclass(frozen=True)
class Rating:
    """A player's rating on the Glicko scale."""

    rating: float = BASE
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


NEW = Rating()


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def idle(player: Rating, periods: float) -> Rating:
    """The rating after ``periods`` rating periods without a game (fractions allowed): the
    deviation grows as sqrt(phi^2 + periods * sigma^2), never beyond MAX_DEVIATION."""
    if periods <= 0:
        return player
    phi = player.deviation / SCALE
    grown = math.sqrt(phi * phi + periods * player.volatility**2) * SCALE
    return Rating(player.rating, min(grown, MAX_DEVIATION), player.volatility)


def update(player: Rating, results: Sequence[tuple[Rating, float]], tau: float) -> Rating:
    """The player's rating after one rating period with ``results``: (opponent's rating
    before the period, score 1 / 0.5 / 0).  No results: only the deviation grows (step 6)."""
    if not results:
        return idle(player, 1.0)
    mu = (player.rating - BASE) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    # Step 3 and 4: the estimated variance v and the improvement delta.
    v_inverse = 0.0
    improvement = 0.0
    for opponent, score in results:
        mu_j = (opponent.rating - BASE) / SCALE
        phi_j = opponent.deviation / SCALE
        g = _g(phi_j)
        expected = _expected(mu, mu_j, phi_j)
        v_inverse += g * g * expected * (1.0 - expected)
        improvement += g * (score - expected)
    v = 1.0 / v_inverse
    delta = v * improvement
    # Step 5: the new volatility (the Illinois algorithm).
    new_sigma = _volatility(delta, phi, v, sigma, tau)
    # Steps 6-8: the new deviation and rating, back on the Glicko scale.
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * improvement
    return Rating(BASE + SCALE * new_mu, min(SCALE * new_phi, MAX_DEVIATION), new_sigma)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5 of the paper: the root of f by the Illinois (regula falsi) method."""
    a = math.log(sigma * sigma)
    phi2 = phi * phi

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi2 + v:
        big_b = math.log(delta * delta - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > CONVERGENCE:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)
