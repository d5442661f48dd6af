"""Glickman's "Example of the Glicko-2 system", written out again for the tests as an
independent reading: the steps as printed, the volatility found by plain bisection on the
paper's f(x) (not the Illinois method storage.glicko2 uses)."""

from __future__ import annotations

import math


def paper_update(r, rd, sigma, opponents, tau):
    """(rating, deviation, volatility) after one period against ``opponents``: (rating,
    deviation, score) each."""
    scale = 173.7178
    mu, phi = (r - 1500) / scale, rd / scale
    g = [1 / (1 + 3 * (o_rd / scale) ** 2 / math.pi**2) ** 0.5 for _, o_rd, _ in opponents]
    e = [
        1 / (1 + math.exp(-gj * (mu - (o_r - 1500) / scale)))
        for gj, (o_r, _, _) in zip(g, opponents, strict=True)
    ]
    v = 1 / sum(gj**2 * ej * (1 - ej) for gj, ej in zip(g, e, strict=True))
    total = sum(gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, opponents, strict=True))
    delta = v * total
    a = math.log(sigma**2)

    def f(x):
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    low, high = a - 60.0, a + 60.0  # f is decreasing: f(low) > 0 > f(high)
    for _ in range(200):
        middle = (low + high) / 2
        low, high = (middle, high) if f(middle) > 0 else (low, middle)
    new_sigma = math.exp(low / 2)
    phi_star = (phi**2 + new_sigma**2) ** 0.5
    new_phi = 1 / (1 / phi_star**2 + 1 / v) ** 0.5
    new_mu = mu + new_phi**2 * total
    return 1500 + scale * new_mu, scale * new_phi, new_sigma
