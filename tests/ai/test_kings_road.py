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
    evaluate,
    road_share,
)
from games.ai.knowledge.kings_crossing_state import _material
from games.core.geometry import BLACK, WHITE

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


# The same positions worked out by hand in plain numbers, not from the module's constants, so
# a changed weight shows here (4 files by 8 ranks: a King earns 12 less its steps to the enemy
# Home; a man 10, and half a point a rank it has advanced).  White's King on d1 is 3 files and
# 7 ranks from Black's Home a8, so 2 steps of road; Black's on a6 is 4 (as above).  White's men
# a2-d2 are 4 x 10.5 and a1-c1 3 x 10; a3-d3 are 4 x 11.  Black's seven men are 72 as above.
SEVEN = "1mmm/mmmm/k3/4/4/4/MMMM/MMMK w home=d1,a8"  # seven men each
FOUR = "1mmm/mmmm/k3/4/4/4/MMMM/3K w home=d1,a8"  # White's four men of rank 2
NONE = "1mmm/mmmm/k3/4/4/4/4/3K w home=d1,a8"  # White's King alone
ELEVEN = "1mmm/mmmm/k3/4/4/MMMM/MMMM/MMMK w home=d1,a8"  # the longer game's eleven
HAND = {
    # text: (White's score, Black's score)
    SEVEN: (72 + 2 * (1 - 0.5), 72 + 4 * (1 - 0.5)),  # 73, 74
    FOUR: (42 + 2 * (1 - 0.5), 72 + 4 * (1 - 0.5 * 4 / 7)),  # 43, 72 + 20/7
    NONE: (0 + 2 * (1 - 0.5), 72 + 4),  # 1, 76
    # More than seven men withhold no more than seven do: half the road.
    ELEVEN: (44 + 42 + 30 + 2 * (1 - 0.5), 72 + 4 * (1 - 0.5)),  # 117, 74
}


def test_the_share_of_the_road_in_plain_numbers() -> None:
    share = {men: road_share(men) for men in (0, 1, 4, 7, 8, 11)}
    assert share == pytest.approx({0: 1.0, 1: 13 / 14, 4: 5 / 7, 7: 0.5, 8: 0.5, 11: 0.5})


@pytest.mark.parametrize("text", HAND)
def test_each_side_s_score_is_the_hand_computed_one(text: str) -> None:
    position = read_position(GAME, text)
    white, black = HAND[text]
    assert _side_score(GAME.board, position, WHITE) == pytest.approx(white)
    assert _side_score(GAME.board, position, BLACK) == pytest.approx(black)


@pytest.mark.parametrize("text", HAND)
def test_the_search_s_leaf_withholds_the_same_share(text: str) -> None:
    """The leaf reads the engine's state, not the text: its material (White's less Black's)
    is the same hand-computed difference."""
    state = GAME.load(text)
    white, black = HAND[text]
    assert _material(state.cells, state.homes) == pytest.approx(white - black)


def test_the_back_rank_count_is_worth_four_a_turn_to_its_side_only() -> None:
    """Issue 44's back-rank rule in the evaluation: a King on the enemy's first rank with the
    enemy's turns counted (``backrow=w3``: three of the ten) is worth 4 a turn more to its side
    than the same King with none counted, in plain numbers, and nothing to the other side."""
    held = "1mKm/mmmm/k3/4/4/4/MMMM/MMM1 w home=d1,a8"
    counted = {
        turns: read_position(GAME, f"{held} backrow=w{turns}" if turns else held)
        for turns in (0, 3, 9)
    }
    white = {turns: _side_score(GAME.board, p, WHITE) for turns, p in counted.items()}
    black = {turns: _side_score(GAME.board, p, BLACK) for turns, p in counted.items()}
    assert white[3] - white[0] == pytest.approx(12)
    assert white[9] - white[0] == pytest.approx(36)
    assert black[3] == black[0] == black[9]
    assert evaluate(GAME.board, counted[3], WHITE) - evaluate(
        GAME.board, counted[0], WHITE
    ) == pytest.approx(12)
