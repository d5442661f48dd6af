"""simcord waits for the bot with the suite's bound (tests/conftest.py), not its own 5 s, which
a correct test overran on a loaded machine."""

from __future__ import annotations

from tests.conftest import SIMCORD_SETTLE_BOUND


def test_a_simcord_world_waits_with_the_suites_bound(world):
    assert world.env.settle_timeout == SIMCORD_SETTLE_BOUND
