"""Checkers with Bosses scenarios: setup, men, captures, promotion, notation and positions.

Each test names the rule of docs/rules/checkers-bosses.md it checks.  Bosses,
drops and the different-bindings rule are in the neighbouring test_checkers_bosses_*.py files.
"""

from __future__ import annotations

import pytest

import games
from tests.helpers import after, legal, outcome

CWB = "checkers-bosses"
START = "2cccc2/oooooooo/dddddddd/8/8/DDDDDDDD/OOOOOOOO/2CCCC2 w reserve=DOC/doc"


# ----- setup and position strings -------------------------------------------------------------


def test_rules_example_start_position_loads_and_dumps_unchanged():
    """Example start: `2cccc2/oooooooo/dddddddd/8/8/DDDDDDDD/OOOOOOOO/2CCCC2 w reserve=DOC/doc`."""
    game = games.get(CWB)
    assert game.dump(game.start()) == START
    assert game.dump(game.load(START)) == START


def test_setup_fills_the_first_three_ranks_of_each_side():
    """Setup: compounds C c1–f1; orthogonal movers O a2–h2; diagonal movers D a3–h3. Black
    mirrors: c c8–f8, o a7–h7, d a6–h6."""
    view = games.get(CWB).view(games.get(CWB).start(), None)
    pieces = view["pieces"]
    assert len(pieces) == 40
    assert {sq for sq, p in pieces.items() if p["letter"] == "C"} == {"c1", "d1", "e1", "f1"}
    assert {sq for sq, p in pieces.items() if p["letter"] == "o"} == {f"{f}7" for f in "abcdefgh"}
    assert pieces["a6"] == {
        "side": "black",
        "kind": "diagonal",
        "letter": "d",
        "flags": [],
        "hp": None,
    }


def test_white_moves_first_with_sixteen_legal_moves():
    """White (uppercase, bottom) moves first (interpretation); 16 legal moves at the start:
    fourteen diagonal steps from rank 3 and the two outer compounds stepping sideways."""
    moves = legal(CWB, START)
    assert len(moves) == 16
    assert {"c1-b1", "f1-g1", "a3-b4", "h3-g4"} <= set(moves)
    assert games.get(CWB).to_move(games.get(CWB).start()) == "white"


def test_options_are_written_in_the_position_string():
    """Keys: `boss_hp=3`, `boss_promotes=1`, written only when not at their default."""
    game = games.get(CWB)
    assert game.dump(game.start(boss_hp=5)) == START + " boss_hp=5"
    assert game.dump(game.start(boss_promotes=True)) == START + " boss_promotes=1"
    assert game.dump(game.start(boss_hp="1", boss_promotes="on")).endswith(
        "reserve=DOC/doc boss_hp=1 boss_promotes=1"
    )


@pytest.mark.parametrize("bad", [0, 10, "many"])
def test_boss_hp_option_takes_1_to_9(bad):
    """Option `boss_hp`, 1–9."""
    with pytest.raises(ValueError, match="boss_hp"):
        games.get(CWB).start(boss_hp=bad)


@pytest.mark.parametrize(
    "position",
    [
        "8/8/8/8/3*D(3)4/8/8/8 w reserve=/d boss_hp=5 boss_promotes=1",
        "3*D(2)4/8/8/8/8/8/8/8 b reserve=/d boss_promotes=1 crowned=d8",
        "8/5d2/8/8/3D4/8/8/8 w reserve=D/d shift=1",
        "+d7/8/8/8/8/8/8/+D7 b reserve=D/d",
        "8/8/8/8/8/8/8/D7 w reserve=DOC/",
    ],
)
def test_canonical_position_strings_load_and_dump_unchanged(position):
    """Loading a string in canonical form and writing it back gives the same string."""
    game = games.get(CWB)
    assert game.dump(game.load(position)) == position


def test_default_keys_given_explicitly_are_dropped_when_written():
    """Keys are written only when not at their default (`reserve` always)."""
    text = "8/8/8/8/3D4/8/8/8 w reserve=D/d boss_hp=3 boss_promotes=0 shift=0"
    assert after(CWB, text) == "8/8/8/8/3D4/8/8/8 w reserve=D/d"


@pytest.mark.parametrize(
    "bad",
    [
        START.replace(" reserve=DOC/doc", ""),  # reserve is always written
        START.replace("DOC/doc", "DOC"),  # White's and Black's, split by /
        START.replace("DOC/doc", "DOX/doc"),  # no such boss
        START.replace("DOC/doc", "doc/DOC"),  # White's are uppercase
        START.replace("DOC/doc", "DDOC/doc"),  # one boss of each kind
        START + " boss_hp=0",  # 1–9
        START + " boss_hp=x",
        START + " boss_promotes=2",
        START + " shift=1",  # the bindings are not apart at the start
        START.replace("2CCCC2 w", "CCCCC3 w"),  # five compounds
        "8/8/8/8/3*D4/8/8/8 w reserve=/d",  # a boss needs its hit points
        "8/8/8/8/3*D(4)4/8/8/8 w reserve=/d",  # more than boss_hp
        "8/8/8/8/3*D(0)4/8/8/8 w reserve=/d",
        "8/8/8/8/3+D(2)4/8/8/8 w reserve=/d",  # hit points only on a boss
        "8/8/8/8/3*D(3)4/8/8/8 w reserve=D/d",  # on the board and in reserve
        "8/8/8/8/3*D(3)*D(3)3/8/8/8 w reserve=/d",  # two diagonal bosses
        "8/8/8/8/3D4/8/8/8 w reserve=/d",  # men of a kind whose boss has come in
        "8/8/8/8/8/8/8/8 w reserve=/",  # nobody has a boss left
        "3D4/8/8/8/8/8/8/8 w reserve=D/d",  # an uncrowned man on its far rank
        "3*D(3)4/8/8/8/8/8/8/8 w reserve=/d boss_promotes=1",  # uncrowned boss, far rank
        "8/8/8/8/3*D(3)4/8/8/8 w reserve=/d crowned=d4",  # crowned= needs boss_promotes
        "8/8/8/8/3D4/8/8/8 w reserve=D/d boss_promotes=1 crowned=d4",  # not a boss
        "8/8/8/8/3D4/8/8/8 w reserve=D/d crowned=z9",
        START + " home=d1",  # not a key of this game
        "8/8/8/8/3Q4/8/8/8 w reserve=D/d",  # not a piece of this game
    ],
)
def test_bad_positions_raise_invalid_position(bad):
    with pytest.raises(games.InvalidPosition):
        games.get(CWB).load(bad)


# ----- men -------------------------------------------------------------------------------------


def test_diagonal_man_steps_diagonally_forward():
    """Men step one square: `D` diagonally forward."""
    assert legal(CWB, "8/8/8/8/3D4/8/8/8 w reserve=D/d") == ["d4-c5", "d4-e5"]
    assert legal(CWB, "8/8/8/8/3d4/8/8/8 b reserve=D/d") == ["d4-c3", "d4-e3"]


def test_orthogonal_man_steps_forward_or_sideways():
    """Men step one square: `O` forward or sideways."""
    assert legal(CWB, "8/8/8/8/3O4/8/8/8 w reserve=O/o") == ["d4-c4", "d4-d5", "d4-e4"]
    assert legal(CWB, "8/8/8/8/3o4/8/8/8 b reserve=O/o") == ["d4-c4", "d4-d3", "d4-e4"]


def test_compound_man_steps_diagonally_forward_forward_or_sideways():
    """Men step one square: `C` diagonally forward, forward or sideways."""
    assert legal(CWB, "8/8/8/8/3C4/8/8/8 w reserve=C/c") == [
        "d4-c4",
        "d4-c5",
        "d4-d5",
        "d4-e4",
        "d4-e5",
    ]


def test_a_man_steps_only_to_an_empty_square():
    """Men step one square (to an empty square): friends block, and so do enemies that cannot
    be jumped."""
    assert legal(CWB, "8/8/8/2DD4/3O4/8/8/8 w reserve=DO/d") == [
        "c5-b6",
        "c5-d6",
        "d4-c4",
        "d4-e4",
        "d5-c6",
        "d5-e6",
    ]


# ----- captures --------------------------------------------------------------------------------


def test_diagonal_man_captures_diagonally_forward_never_backward():
    """Captures are short jumps ... in the directions the piece steps. Men never capture
    backward."""
    assert legal(CWB, "8/8/8/2d1d3/3D4/2d1d3/8/8 w reserve=D/d") == ["d4xb6", "d4xf6"]


def test_orthogonal_man_captures_forward_and_sideways_never_backward():
    """Captures ... in the directions the piece steps. Men never capture backward."""
    assert legal(CWB, "8/8/8/3o4/2oOo3/3o4/8/8 w reserve=O/o") == ["d4xb4", "d4xd6", "d4xf4"]


def test_compound_mixes_diagonal_and_orthogonal_jumps_in_one_sequence():
    """Compounds may mix orthogonal and diagonal jumps in one sequence."""
    position = "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d"
    assert legal(CWB, position) == ["c3xe5xe7"]
    assert after(CWB, position, "c3xe5xe7") == "8/4C3/8/8/8/8/8/8 b reserve=C/d"


def test_a_jump_needs_an_enemy_and_an_empty_square_beyond():
    """Captures are short jumps over an adjacent enemy piece to the empty square beyond."""
    # A friend cannot be jumped, and the enemy on e5 has a piece behind it.
    assert legal(CWB, "8/8/5d2/4d3/3D4/2D5/8/8 w reserve=D/d") == ["c3-b4", "d4-c5"]


def test_capturing_is_compulsory():
    """Capturing is compulsory: no step is offered while a capture exists."""
    position = "8/8/8/8/2d5/1D6/8/6D1 w reserve=D/d"
    assert legal(CWB, position) == ["b3xd5"]


def test_majority_rule_picks_the_sequence_with_most_jumps():
    """The player must choose a sequence that makes the most jumps over enemy pieces."""
    position = "8/8/8/5d2/8/2d2d2/1D4D1/8 w reserve=D/d"
    # b2xd4 takes one piece; g2xe4xg6 takes two.
    assert legal(CWB, position) == ["g2xe4xg6"]


def test_a_sequence_continues_while_the_piece_can_jump_again():
    """A sequence continues while the same piece can jump again: there is no stopping after
    the first jump (typing it is read as a shortening of the whole chain)."""
    position = "8/8/8/5d2/8/5d2/6D1/8 w reserve=D/d"
    assert legal(CWB, position) == ["g2xe4xg6"]
    assert after(CWB, position, "g2xe4") == "8/8/6D1/8/8/8/8/8 b reserve=D/d"


def test_equal_longest_sequences_are_all_legal():
    """Majority rule: every sequence with the most jumps may be chosen."""
    assert legal(CWB, "8/8/8/8/2d1d3/3D4/8/8 w reserve=D/d") == ["d3xb5", "d3xf5"]


def test_a_jumped_man_is_removed_at_once_and_cannot_be_jumped_again():
    """A jumped ordinary piece is removed at once (so a crowned piece cannot jump it back)."""
    position = "8/8/8/8/8/8/2o5/2+O5 w reserve=O/o"
    assert legal(CWB, position) == ["c1xc3"]
    assert after(CWB, position, "c1xc3") == "8/8/8/8/8/2+O5/8/8 b reserve=O/o"


def test_black_captures_toward_rank_one():
    """'Forward' is toward rank 1 for Black: its men capture downward."""
    assert legal(CWB, "8/8/8/8/3d4/2D1D3/8/8 b reserve=D/d") == ["d4xb2", "d4xf2"]


# ----- promotion and crowned pieces ---------------------------------------------------------


def test_a_man_stepping_onto_the_far_rank_is_crowned():
    """A man that ends a step ... on the far rank is crowned (token prefix `+`)."""
    assert after(CWB, "8/2D5/8/8/8/8/8/8 w reserve=D/d", "c7-d8") == (
        "3+D4/8/8/8/8/8/8/8 b reserve=D/d"
    )
    assert after(CWB, "8/8/8/8/8/8/5o2/8 b reserve=O/o", "f2-f1") == (
        "8/8/8/8/8/8/8/5+o2 w reserve=O/o"
    )


def test_a_capture_sequence_stops_on_promotion():
    """A man that ends ... a jump on the far rank is crowned, and a capture sequence stops
    there (even though the crowned piece could jump e8 next)."""
    position = "4c3/3o4/3O4/8/8/8/8/8 w reserve=O/oc"
    assert legal(CWB, position) == ["d6xd8"]
    assert after(CWB, position, "d6xd8") == "3+Oc3/8/8/8/8/8/8/8 b reserve=O/oc"


@pytest.mark.parametrize(
    ("piece", "targets"),
    [
        ("+D", ["c3", "c5", "e3", "e5"]),
        ("+O", ["c4", "d3", "d5", "e4"]),
        ("+C", ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"]),
    ],
)
def test_crowned_pieces_step_in_every_direction_of_their_kind(piece, targets):
    """Crowned pieces step ... one square in every direction of their kind: `+D` the four
    diagonals, `+O` the four orthogonals, `+C` all eight."""
    reserve = piece[1] + "/d"
    moves = legal(CWB, f"8/8/8/8/3{piece}4/8/8/8 w reserve={reserve}")
    assert moves == [f"d4-{t}" for t in targets]


def test_crowned_pieces_capture_backward():
    """Crowned pieces ... capture one square in every direction of their kind."""
    assert legal(CWB, "8/8/8/8/3+D4/2d5/8/8 w reserve=D/d") == ["d4xb2"]


def test_a_crowned_piece_on_the_far_rank_is_not_crowned_again():
    """Promotion applies to men; a crowned piece keeps its token on the far rank."""
    assert after(CWB, "8/2+D5/8/8/8/8/8/8 w reserve=D/d", "c7-d8").startswith("3+D4/")


# ----- notation and lenient input --------------------------------------------------------------


def test_capture_sequence_notation_lists_every_landing_square():
    """Notation: `c3xe5xc7` (capture sequence, every landing square)."""
    position = "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d"
    assert legal(CWB, position) == ["c3xe5xe7"]


@pytest.mark.parametrize("typed", ["c3xe7", "C3 x E7", "c3-e5-e7", "e7", "c3e5e7"])
def test_lenient_input_finds_the_capture_sequence(typed):
    """Input is lenient: case, blanks, `-` for `x`, a chain's first and last square, or the
    destination alone when exactly one legal move matches."""
    position = "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d"
    assert after(CWB, position, typed) == after(CWB, position, "c3xe5xe7")


def test_ambiguous_and_illegal_input_say_why():
    """Ambiguous or illegal input gets an error that says why, with the nearest legal moves."""
    game = games.get(CWB)
    state = game.start()
    with pytest.raises(games.AmbiguousMove, match="b4"):
        game.play(state, "b4")
    with pytest.raises(games.IllegalMove, match="a3-b4"):
        game.play(state, "a3-a4")


def test_an_outcome_is_none_while_play_goes_on():
    assert outcome(CWB, START) is None
