"""Checkers with Bosses scenarios: the different-bindings rule and its shift move.

docs/rules/checkers-bosses.md § Different bindings: "when every piece on the board is of the
diagonal kind and all of White's stand on one square colour while all of Black's stand on the other,
the side that just moved must at once shift its pieces one square orthogonally: all in one direction
if possible, preferring left or right (its choice), then backward, then forward; otherwise the
assignment with the most pieces moving one way (3+1 before 2+2 before 2+1+1 before 1+1+1+1); a piece
boxed in on all four sides by enemy pieces may instead move three squares orthogonally to an empty
square. Pieces reaching the far rank are crowned."
"""

from __future__ import annotations

import random

import pytest

import games
from tests.helpers import after, legal

CWB = "checkers-bosses"
APART = "8/5d2/8/8/8/2D5/8/8 w reserve=D/d"  # c3 and f7 are on different colours


def test_the_side_that_just_moved_owes_the_shift():
    """... the side that just moved must at once shift its pieces: to_move stays with it."""
    owed = after(CWB, APART, "c3-d4")
    assert owed == "8/5d2/8/8/3D4/8/8/8 w reserve=D/d shift=1"
    game = games.get(CWB)
    state = game.load(owed)
    assert game.to_move(state) == "white"
    assert game.view(state, None)["info"]["shift"] == "white"


def test_all_one_way_prefers_left_or_right_at_the_movers_choice():
    """All in one direction if possible, preferring left or right (its choice)."""
    owed = after(CWB, APART, "c3-d4")
    assert legal(CWB, owed) == ["shift left", "shift right"]
    assert after(CWB, owed, "shift left") == "8/5d2/8/8/2D5/8/8/8 b reserve=D/d"
    assert after(CWB, owed, "shift right") == "8/5d2/8/8/4D3/8/8/8 b reserve=D/d"


def test_directions_are_from_the_movers_side():
    """Directions in notation are always from the mover's side: Black's left is toward file h."""
    owed = after(CWB, APART.replace(" w ", " b "), "f7-e6")
    assert owed == "8/8/4d3/8/8/2D5/8/8 b reserve=D/d shift=1"
    assert after(CWB, owed, "shift left") == "8/8/5d2/8/8/2D5/8/8 w reserve=D/d"


def test_backward_when_no_sideways_shift_is_possible():
    """... then backward: a3 has the edge on its left and an enemy on its right."""
    position = "8/8/8/8/8/Dd6/8/8 w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift back"]
    assert after(CWB, position, "shift back") == "8/8/8/8/8/1d6/D7/8 b reserve=D/d"


def test_forward_last_and_a_piece_reaching_the_far_rank_is_crowned():
    """... then forward. Pieces reaching the far rank are crowned."""
    position = "8/Dd6/d7/8/8/8/8/8 w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift forward"]
    assert after(CWB, position, "shift forward") == "+D7/1d6/d7/8/8/8/8/8 b reserve=D/d"


def test_most_pieces_one_way_when_not_all_can_three_plus_one_before_two_plus_two():
    """Otherwise the assignment with the most pieces moving one way (3+1 before 2+2): a1 can go
    neither left nor back, h8 neither right nor forward, so no direction takes all four; three
    going one way sideways and one the other way beat every 2+2 and every 3+1 using back or
    forward (interpretation: groups prefer sideways, then back, then forward)."""
    position = "d6+D/8/8/8/3D4/8/5D2/D7 w reserve=D/d shift=1"
    assert legal(CWB, position) == [
        "shift a1-b1 f2-e2 d4-c4 h8-g8",
        "shift a1-b1 f2-g2 d4-e4 h8-g8",
    ]
    assert after(CWB, position, "shift a1-b1 f2-g2 d4-e4 h8-g8") == (
        "d5+D1/8/8/8/4D3/8/6D1/1D6 b reserve=D/d"
    )


def test_most_pieces_one_way_two_plus_two_before_two_plus_one_plus_one():
    """Otherwise the assignment with the most pieces moving one way (... 2+2 before 2+1+1): a3
    and h4 can only go back, e1 left or forward, g1 right or forward. No direction takes three,
    so 3+1 is out; two back and two forward (2+2) beat two back with e1 left and g1 right
    (2+1+1), even though that one uses the preferred sideways directions."""
    position = "8/8/8/7d/d5dD/Dd6/8/4D+dD1 w reserve=D/d shift=1"
    two_plus_two = "shift e1-e2 g1-g2 a3-a2 h4-h3"
    assert legal(CWB, position) == [two_plus_two]
    game = games.get(CWB)
    with pytest.raises(games.IllegalMove):
        game.play(game.load(position), "shift e1-d1 g1-h1 a3-a2 h4-h3")  # a 2+1+1
    assert after(CWB, position, two_plus_two) == "8/8/8/7d/d5d1/1d5D/D3D1D1/5+d2 b reserve=D/d"


def test_most_pieces_one_way_two_plus_one_plus_one_before_one_plus_one_plus_one_plus_one():
    """Otherwise the assignment with the most pieces moving one way (... 2+1+1 before
    1+1+1+1): a1 can only go right, h2 only left, b6 only forward, d4 left or back. Only left
    can take two pieces and no other way can, so 2+2 and 3+1 are out; d4 and h2 both going
    left (2+1+1) beat d4 going back (each piece its own way, 1+1+1+1)."""
    position = "8/8/dDd5/1d1d4/3Dd3/7d/d6D/D6+d w reserve=D/d shift=1"
    two_plus_one_plus_one = "shift a1-b1 h2-g2 d4-c4 b6-b7"
    assert legal(CWB, position) == [two_plus_one_plus_one]
    game = games.get(CWB)
    with pytest.raises(games.IllegalMove):
        game.play(game.load(position), "shift a1-b1 h2-g2 d4-d3 b6-b7")  # a 1+1+1+1
    assert after(CWB, position, two_plus_one_plus_one) == (
        "8/1D6/d1d5/1d1d4/2D1d3/7d/d5D1/1D5+d b reserve=D/d"
    )


def test_most_pieces_one_way_one_plus_one_plus_one_plus_one_when_nothing_better_fits():
    """Otherwise the assignment with the most pieces moving one way (... 1+1+1+1): a1 can
    only go right, h2 only left, d4 only back, c5 only forward, so every piece goes its own
    way, the steps listed."""
    position = "8/8/8/1dDd4/2dDd3/7d/d6D/D6+d w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift a1-b1 h2-g2 d4-d3 c5-c6"]
    assert after(CWB, position, "shift a1-b1 h2-g2 d4-d3 c5-c6") == (
        "8/8/2D5/1d1d4/2d1d3/3D3d/d5D1/1D5+d b reserve=D/d"
    )


def test_a_boxed_in_piece_leaps_three_squares_only_to_an_empty_square():
    """A piece boxed in on all four sides by enemy pieces may instead move three squares
    orthogonally to an empty square: from b4, three to the left is off the board, three to the
    right (e4) and three back (b1) are occupied, so only forward to b7 remains."""
    position = "8/8/8/1d6/dDd1d3/1d6/8/1+d6 w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift forward"]
    assert after(CWB, position, "shift forward") == "8/1D6/8/1d6/d1d1d3/1d6/8/1+d6 b reserve=D/d"


def test_listed_shift_input_is_lenient():
    """Input is lenient: the listed steps without the word, or a unique prefix of a word move."""
    position = "d6+D/8/8/8/3D4/8/5D2/D7 w reserve=D/d shift=1"
    assert after(CWB, position, "A1-B1 F2-G2 D4-E4 H8-G8") == after(
        CWB, position, "shift a1-b1 f2-g2 d4-e4 h8-g8"
    )
    owed = after(CWB, APART, "c3-d4")
    assert after(CWB, owed, "shift l") == after(CWB, owed, "shift left")
    with pytest.raises(games.IllegalMove):
        games.get(CWB).play(games.get(CWB).load(owed), "d4-c5")


def test_a_boxed_in_piece_may_move_three_squares():
    """A piece boxed in on all four sides by enemy pieces may instead move three squares
    orthogonally to an empty square (its direction counts as any other)."""
    position = "8/8/8/3d4/2dDd3/3d4/8/8 w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift left", "shift right"]
    assert after(CWB, position, "shift left") == "8/8/8/3d4/D1d1d3/3d4/8/8 b reserve=D/d"


def test_a_piece_with_nowhere_to_go_stays():
    """(interpretation) A piece that cannot move in any direction stays; the others shift, the
    movers' steps listed."""
    position = "8/8/8/4D3/8/8/d7/D+d6 w reserve=D/d shift=1"
    assert legal(CWB, position) == ["shift e5-d5", "shift e5-f5"]


def test_no_shift_while_another_kind_is_on_the_board():
    """The rule applies only when every piece on the board is of the diagonal kind."""
    position = "8/5d2/8/8/8/2D5/8/7O w reserve=DO/d"
    assert after(CWB, position, "c3-d4").endswith(" b reserve=DO/d")


def test_no_shift_while_the_sides_share_a_square_colour():
    """... all of White's on one square colour while all of Black's stand on the other."""
    position = "8/4d3/8/8/8/2D5/8/8 w reserve=D/d"
    assert after(CWB, position, "c3-d4") == "8/4d3/8/8/3D4/8/8/8 b reserve=D/d"


def test_no_shift_when_the_other_side_has_no_piece_on_the_board():
    """(interpretation) Both sides must have a piece on the board for the rule to apply."""
    assert after(CWB, "8/8/8/8/8/2D5/8/8 w reserve=D/d", "c3-d4").endswith(" b reserve=D/d")


def test_shift_key_is_rejected_where_the_rule_does_not_apply():
    """`shift=1` (a different-bindings shift is owed by `<side>`) only where the rule applies."""
    with pytest.raises(games.InvalidPosition):
        games.get(CWB).load("8/4d3/8/8/3D4/8/8/8 w reserve=D/d shift=1")


@pytest.mark.parametrize(
    "position",
    [
        "8/1d1d1d1d/8/8/8/8/8/D1D1D1D1 w reserve=D/d",
        "8/1*d(1)6/8/8/8/8/8/*D(1)7 w reserve=/ boss_hp=1",
        "d1d1d3/8/8/1d6/8/4D3/8/D1+D5 b reserve=D/d",
    ],
)
def test_random_playouts_through_shifts_keep_the_contract(position):
    """Seeded random play from diagonal-only positions reaches shifts; every successor
    round-trips through its position string and every legal list is sorted and unique."""
    game = games.get(CWB)
    shifts = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = game.load(position)
        for _ in range(120):
            moves = game.legal_moves(state)
            if not moves:
                break
            assert moves == sorted(set(moves))
            for move in moves:
                successor = game.play(state, move)
                assert game.load(game.dump(successor)) == successor
            move = rng.choice(moves)
            shifts += move.startswith("shift")
            state = game.play(state, move)
    assert shifts > 0
