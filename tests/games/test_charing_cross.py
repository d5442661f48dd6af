"""Charing Cross scenarios: each test names the rule of docs/rules/charing-cross.md it checks."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import games
from tests.helpers import after, legal, outcome

CC = "charing-cross"
START = "3RR3/8/8/N6n/N6n/8/8/3rr3 w"


def test_rules_example_start_position_round_trips():
    game = games.get(CC)
    assert game.dump(game.start()) == START
    assert game.dump(game.load(START)) == START


def test_start_has_sixteen_moves_for_white():
    """12 forward moves and 4 jumps over a neighbouring friend."""
    assert len(legal(CC, START)) == 16


def test_cli_shows_sixteen_legal_moves_at_the_start():
    result = subprocess.run(
        [sys.executable, "-m", "games", CC], capture_output=True, text=True, check=True
    )
    data = json.loads(result.stdout)
    assert data["to_move"] == "white"
    assert len(data["legal_moves"]) == 16


def test_cli_reports_a_bad_move_with_exit_status_2():
    result = subprocess.run(
        [sys.executable, "-m", "games", CC, "a4-a8"], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "not a legal move" in result.stderr


def test_option_first_black_gives_black_the_first_turn():
    """First player: chosen when the match is made (option `first`)."""
    game = games.get(CC)
    assert game.dump(game.start(first="black")) == "3RR3/8/8/N6n/N6n/8/8/3rr3 b"


def test_forward_move_has_three_candidates_toward_the_goal():
    """Forward move: one square ... straight or diagonally toward the piece's goal."""
    position = "8/8/8/4n3/8/8/8/8 b"
    assert legal(CC, position) == ["e5-d4", "e5-d5", "e5-d6"]


def test_forward_move_never_enters_the_pieces_edges():
    """... never onto the piece's edges: ranks 1 and 8 for knights, files a and h for rooks."""
    # The seed's own example: a black knight on e2 may go to d2 or d3, not d1.
    assert legal(CC, "8/8/8/8/8/8/4n3/8 b") == ["e2-d2", "e2-d3"]
    # A white rook on b5 heading for rank 1 may not step onto file a.
    assert legal(CC, "8/8/8/1R6/8/8/8/8 w") == ["b5-b4", "b5-c4"]


def test_forward_move_needs_an_empty_square():
    """Forward move: ... to an empty square."""
    position = "8/8/8/8/3N4/3r4/8/8 b"
    assert "d3-d4" not in legal(CC, position)
    assert {"d3-c4", "d3-e4"} <= set(legal(CC, position))


def test_jump_goes_over_either_colour_in_any_of_eight_directions():
    """Jump: over any piece, of either colour, on one of the eight neighbouring squares."""
    position = "8/8/2NRn3/2nrr3/2RN4/8/8/8 b"
    # Seven neighbours of d5 are taken (white and black); e4 is empty, so no jump that way.
    jumps = [m for m in legal(CC, position) if m.startswith("d5")]
    assert jumps == ["d5-b3", "d5-b5", "d5-b7", "d5-d3", "d5-d7", "d5-f5", "d5-f7"]


def test_jump_needs_the_square_beyond_to_be_empty():
    """Jump: ... to the empty square straight beyond it."""
    assert "d3-d5" not in legal(CC, "8/8/8/3N4/3N4/3r4/8/8 b")


def test_one_jump_per_turn_then_the_other_side_moves():
    """One jump per turn; no chains."""
    position = after(CC, "8/8/8/8/2N5/3r4/8/8 b", "d3-b5", "@a4")
    assert position.endswith(" w")


def test_seed_example_black_rook_jumps_white_knight_and_white_chooses_its_home():
    """The seed: black rook d3 jumps white knight c4 to b5; White places it on a4 or a5."""
    position = "8/8/8/8/2N5/3r4/8/8 b"
    pending = after(CC, position, "d3-b5")
    assert pending == "8/8/8/1r6/8/8/8/8 w place=N"
    game = games.get(CC)
    state = game.load(pending)
    assert game.to_move(state) == "white"
    assert game.legal_moves(state) == ["@a4", "@a5"]
    assert after(CC, pending, "@a5") == "8/8/8/Nr6/8/8/8/8 w"


def test_jumped_piece_goes_home_automatically_with_one_vacant_home():
    """With one vacant it goes there automatically."""
    assert after(CC, "8/8/8/N7/2N5/3r4/8/8 b", "d3-b5") == "8/8/8/Nr6/N7/8/8/8 w"


def test_jumped_piece_leaves_the_game_with_no_vacant_home():
    """With none it leaves the game."""
    assert after(CC, "8/8/8/N7/r1N5/3r4/8/8 b", "d3-b5") == "8/8/8/Nr6/r7/8/8/8 w"


def test_a_side_that_jumps_its_own_piece_chooses_its_home_before_the_other_side_moves():
    """When the choice is the opponent's, it is the opponent's decision; here it is the mover's."""
    pending = after(CC, START, "a4-a6")
    assert pending == "3RR3/8/N7/7n/7n/8/8/3rr3 b place=N"
    game = games.get(CC)
    assert game.to_move(game.load(pending)) == "white"
    assert after(CC, pending, "@a4") == "3RR3/8/N7/7n/N6n/8/8/3rr3 b"


def test_placement_choice_is_only_for_its_owner_and_only_vacant_homes():
    game = games.get(CC)
    state = game.load("8/8/8/1r6/8/8/8/8 w place=N")
    with pytest.raises(games.IllegalMove):
        game.play(state, "b5-a5")
    with pytest.raises(games.MoveError):
        game.play(state, "@h4")


def test_win_by_forward_move_onto_the_goal():
    """Win: the moved piece ends its move (forward or jump) on its goal area."""
    final = after(CC, "8/8/8/6N1/8/8/8/8 w", "g5-h5")
    assert outcome(CC, final).winner == "white"
    assert games.get(CC).legal_moves(games.get(CC).load(final)) == []


def test_win_by_jump_onto_the_goal_ends_the_game_without_a_placement():
    """A winning jump ends the game at once; no placement decision is left pending."""
    final = after(CC, "8/8/8/8/8/2R5/2n5/8 w", "c3-c1")
    assert final == "8/8/8/8/8/8/8/2R5 b"
    assert outcome(CC, final).winner == "white"


def test_rooks_win_on_their_rank_knights_on_their_file():
    assert outcome(CC, "8/8/8/8/8/8/8/4R3 b").winner == "white"
    assert outcome(CC, "r7/8/8/8/8/8/8/8 w").winner == "black"
    assert outcome(CC, "8/8/8/n7/8/8/8/8 w").winner == "black"


def test_a_side_with_no_legal_move_passes():
    """(interpretation) A side with no legal move passes."""
    # White's knight on g2: h1 is its edge, h2 and h3 are taken, nothing to jump into.
    position = "8/8/8/8/8/7r/6Nr/8 w"
    game = games.get(CC)
    state = game.load(position)
    assert game.legal_moves(state) == ["pass"]
    state, passed = games.play_forced_passes(game, state)
    assert passed == ["white"]
    assert game.to_move(state) == "black"


def test_neither_side_able_to_move_is_a_draw():
    """Two passes in a row end the game as a draw."""
    result = outcome(CC, "8/8/8/8/8/8/8/8 w")
    assert result is not None and result.winner is None


@pytest.mark.parametrize(
    "bad",
    [
        "3RR3/8/8/N6n/N6n/8/8/3rr3",  # no side
        "3RR3/8/8/N6n/N6n/8/8 w",  # too few ranks
        "3RR4/8/8/N6n/N6n/8/8/3rr3 w",  # rank too long
        "3QQ3/8/8/N6n/N6n/8/8/3rr3 w",  # unknown letter
        "NNN5/8/8/8/8/8/8/8 w",  # three knights
        "3RR3/8/8/N6n/N6n/8/8/3rr3 w place=N",  # no free home for a pending knight
    ],
)
def test_malformed_positions_are_rejected_with_invalid_position(bad):
    with pytest.raises(games.InvalidPosition):
        games.get(CC).load(bad)
