"""King's Crossing: the King's road to the enemy Home is withheld while enemy men stand
(``kings_crossing.SORTIE``, issue 44's early King sortie), worked out by hand."""

from __future__ import annotations

import pytest

import games
from games.ai.knowledge import read_position
from games.ai.knowledge.kings_crossing import (
    ADVANCE,
    KING_ROAD,
    MAN_VALUE,
    SORTIE,
    SORTIE_MEN,
    _side_score,
)
from games.core.geometry import BLACK

GAME = games.get("kings-crossing")
# Black's men on b8-d8 and a7-d7 (ranks 0 and 1 from Black's side): 7 men, 4 ranks advanced.
BLACK_MEN = 7 * MAN_VALUE + 4 * ADVANCE


def _black(text: str) -> float:
    return _side_score(GAME.board, read_position(GAME, text), BLACK)


def test_a_king_out_early_earns_its_road_only_as_the_enemys_men_go() -> None:
    """Black's King on a6: 3 files and 5 ranks from White's Home d1, so 12 - 8 = 4 steps of
    road.  Beside White's seven men it earns 1 - SORTIE of them; beside four, 1 - SORTIE x
    4/7; beside none, all of them."""
    road = KING_ROAD * 4
    seven = _black("1mmm/mmmm/k3/4/4/4/MMMM/MMMK w home=d1,a8")
    four = _black("1mmm/mmmm/k3/4/4/4/MMMM/3K w home=d1,a8")
    none = _black("1mmm/mmmm/k3/4/4/4/4/3K w home=d1,a8")
    assert SORTIE > 0
    assert seven == pytest.approx(BLACK_MEN + road * (1 - SORTIE))
    assert four == pytest.approx(BLACK_MEN + road * (1 - SORTIE * 4 / SORTIE_MEN))
    assert none == pytest.approx(BLACK_MEN + road)
    assert seven < four < none
