"""``hard``'s budget is the search's own processor time: the same search whatever the wall
clock does, up to the wall-clock cap.

The clocks are injected: each reading advances a fixed step, so a budget is a known number of
readings and every figure here is arithmetic, never a measured time.
"""

from __future__ import annotations

import pytest

import games
from games.ai import observe
from games.ai.players import SAFETY, WALL_CAP, think

CPU_STEP = 1e-4  # processor seconds a search's node costs on the injected clock
BUDGET = 0.2  # about 1,860 nodes at that step
# A middle-game King's Crossing position (White to move), with a real choice to make.
POSITION = "1m1m/m2m/1m1k/4/4/1M1K/M1M1/1MM1 w home=d1,d8"


class StepClock:
    """A clock that reads ``step`` seconds later at every reading."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _hard(wall_step: float, budget: float = BUDGET):
    game = games.get("kings-crossing")
    state = game.load(POSITION)
    observation = observe(game.id, state, game.to_move(state))
    return think(
        observation,
        "hard",
        budget=budget,
        seed=5,
        cpu_clock=StepClock(CPU_STEP),
        wall_clock=StepClock(wall_step),
    )


def test_the_search_is_the_same_on_a_busy_machine_as_on_a_quiet_one() -> None:
    quiet = _hard(wall_step=CPU_STEP)  # the search has the core to itself
    busy = _hard(wall_step=CPU_STEP * 5)  # a fifth of a core: five times the wall time
    assert busy.nodes > 1000
    assert (busy.move, busy.depth, busy.nodes) == (quiet.move, quiet.depth, quiet.nodes)
    # The processor budget is what stopped both: as many nodes as the budget has steps (the
    # node that read past it is counted, and the reading taken when the move was asked).
    assert quiet.nodes == pytest.approx(BUDGET * SAFETY / CPU_STEP, abs=2)


def test_past_the_wall_clock_cap_the_search_stops() -> None:
    """With a tenth of a core the wall clock reaches ``WALL_CAP`` budgets when the search has
    had ``WALL_CAP / 10`` of its budget: it stops there, where a quiet search of that smaller
    budget stops."""
    starved = _hard(wall_step=CPU_STEP * 10)
    share = WALL_CAP / 10
    assert 0 < share < 1
    smaller = _hard(wall_step=CPU_STEP, budget=BUDGET * share)
    assert starved.nodes == smaller.nodes
    assert starved.nodes < _hard(wall_step=CPU_STEP).nodes

