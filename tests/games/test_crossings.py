"""Crossings scenarios (moves, captures, crossings, the end): each names the rule of
docs/rules/crossings.md it checks.  Notation, positions, views and counts are in
test_crossings_notation.py."""

from __future__ import annotations

import games
from tests.helpers import after, legal, outcome

CX = "crossings"


def moves_from(position: str, square: str) -> list[str]:
    """The legal moves whose rearmost counter starts on ``square``."""
    return [m for m in legal(CX, position) if m[:2] == square]


# ----- single counters ---------------------------------------------------------------------


def test_single_counter_steps_one_square_in_eight_directions():
    """A single counter steps one square in any of the eight directions to an empty square."""
    assert legal(CX, "8/8/8/8/3P4/8/8/8 w") == [
        "d4-c3",
        "d4-c4",
        "d4-c5",
        "d4-d3",
        "d4-d5",
        "d4-e3",
        "d4-e4",
        "d4-e5",
    ]


def test_single_counter_never_captures():
    """A single counter ... to an empty square. A single counter never captures."""
    moves = legal(CX, "8/8/8/3p4/3P4/8/8/8 w")
    assert len(moves) == 7
    assert not [m for m in moves if m.endswith("d5")]


# ----- phalanxes ---------------------------------------------------------------------------


def test_pair_moves_whole_or_front_part_in_both_directions_of_its_line():
    """A phalanx moves along its own line, whole or in part; a moving part must contain the
    end of the line it moves toward. A moving group of N counters moves 1 to N squares."""
    file_moves = {m for m in legal(CX, "8/8/8/3P4/3P4/8/8/8 w") if m[0] == m[3] == "d"}
    assert file_moves == {"d4-d5", "d4-d6", "d5-d6", "d5-d4", "d5-d3", "d4-d3"}


def test_line_of_three_moves_one_to_three_squares_and_its_front_parts_less():
    """A moving group of N counters moves 1 to N squares (its choice)."""
    position = "8/8/8/3P4/3P4/3P4/8/8 w"
    north = {m for m in legal(CX, position) if m[0] == m[3] == "d" and m[4] > m[1]}
    assert north == {"d3-d4", "d3-d5", "d3-d6", "d4-d5", "d4-d6", "d5-d6"}
    assert after(CX, position, "d3-d5") == "8/3P4/3P4/3P4/8/8/8/8 b"


def test_diagonal_phalanx_moves_along_its_diagonal():
    """A phalanx is a line ... contiguous along a rank, file or diagonal."""
    position = "8/8/8/8/3P4/2P5/8/8 w"
    assert {"c3-d4", "c3-e5", "d4-c3", "d4-b2"} <= set(legal(CX, position))
    assert "c3-f6" not in legal(CX, position)
    assert after(CX, position, "c3-e5") == "8/8/5P2/4P3/8/8/8/8 b"


def test_rank_phalanx_moves_sideways_along_its_rank():
    """A phalanx ... contiguous along a rank moves along its own line."""
    position = "8/8/8/8/2PPP3/8/8/8 w"
    east = {m for m in legal(CX, position) if m[1] == m[4] == "4" and m[3] > m[0]}
    assert east == {"c4-d4", "c4-e4", "c4-f4", "d4-e4", "d4-f4", "e4-f4"}
    assert after(CX, position, "c4-f4") == "8/8/8/8/5PPP/8/8/8 b"


def test_a_counter_may_belong_to_several_phalanxes():
    """A counter may belong to several phalanxes."""
    # d4 heads no line alone: it is the rear of the d4-d5 file pair and of the d4-e4 rank pair.
    moves = moves_from("8/8/8/3P4/3PP3/8/8/8 w", "d4")
    assert {"d4-d5", "d4-d6", "d4-e4", "d4-f4"} <= set(moves)


def test_group_stops_before_a_friendly_counter():
    """It stops before a friendly counter."""
    moves = moves_from("8/8/8/3P4/8/3P4/3P4/8 w", "d2")
    assert "d2-d3" in moves
    assert "d2-d4" not in moves


def test_group_stops_before_the_board_edge():
    """It stops before ... the board edge."""
    moves = legal(CX, "8/8/8/8/5PPP/8/8/8 w")
    assert not [m for m in moves if m[0] in "fg" and m[1] == m[4] == "4" and m[3] > m[0]]
    assert {"h4-g4", "h4-f4", "h4-e4"} <= set(moves)


# ----- captures ----------------------------------------------------------------------------


def test_pair_captures_a_single_enemy_counter_in_front():
    """When its head reaches an enemy counter and the contiguous enemy line ... is shorter than
    N, the head lands there and that one counter is captured; the move ends."""
    position = "8/8/8/3p4/3P4/3P4/8/8 w"
    assert "d3xd4" in legal(CX, position)
    assert after(CX, position, "d3xd4") == "8/8/8/3P4/3P4/8/8/8 b"


def test_capture_at_a_distance_through_empty_squares():
    """A moving group of N counters moves 1 to N squares ... through empty squares."""
    position = "8/8/8/3p4/8/3P4/3P4/8 w"
    assert {"d2-d3", "d2xd4"} <= set(moves_from(position, "d2"))
    assert after(CX, position, "d2xd4") == "8/8/8/3P4/3P4/8/8/8 b"


def test_the_move_ends_with_the_capture():
    """... that one counter is captured; the move ends."""
    moves = moves_from("8/8/8/8/3p4/3P4/3P4/8 w", "d2")
    assert "d2xd3" in moves
    assert "d2-d4" not in moves
    assert "d2xd4" not in moves


def test_enemy_line_of_equal_length_blocks():
    """A line of N or more enemy counters blocks."""
    moves = moves_from("8/8/3p4/3p4/3P4/3P4/8/8 w", "d3")
    assert not [m for m in moves if m[3] == "d" and m[4] > "3"]


def test_enemy_line_of_equal_length_blocks_at_a_distance_too():
    """A line of N or more enemy counters blocks; the group still moves up to it."""
    moves = moves_from("8/8/3p4/3p4/8/3P4/3P4/8 w", "d2")
    assert "d2-d3" in moves
    assert not [m for m in moves if m[3:] in ("d4", "d5")]


def test_enemy_line_of_greater_length_blocks():
    """A line of N or more enemy counters blocks."""
    moves = moves_from("8/3p4/3p4/3p4/3P4/3P4/8/8 w", "d3")
    assert not [m for m in moves if m[3] == "d" and m[4] > "3"]


def test_longer_group_captures_the_front_counter_of_a_shorter_line():
    """... shorter than N, the head lands there and that one counter is captured."""
    position = "8/8/3p4/3p4/3P4/3P4/3P4/8 w"
    assert after(CX, position, "d2xd3") == "8/8/3p4/3P4/3P4/3P4/8/8 b"


def test_enemy_line_is_counted_only_up_to_a_gap():
    """... the contiguous line of enemy counters from that square onward."""
    assert "d3xd4" in legal(CX, "8/3p4/8/3p4/3P4/3P4/8/8 w")


def test_enemy_line_is_counted_in_the_direction_of_movement_only():
    """The line is counted in the direction of movement: a counter of an enemy rank phalanx
    is a single counter to a group moving along a file (the seed: "which may or may not form
    part of a phalanx differently aligned")."""
    position = "8/8/8/3ppp2/3P4/3P4/8/8 w"
    assert after(CX, position, "d3xd4") == "8/8/8/3Ppp2/3P4/8/8/8 b"


def test_a_hemmed_in_pair_still_captures_rather_than_passing():
    """(interpretation) Only a side with no legal move passes; a capture is a legal move."""
    # No white counter has an empty neighbour, but the a3-a4 pair may take a5 or a2.
    assert legal(CX, "8/8/8/pp6/Pp6/Pp6/pp6/8 w") == ["a3xa4", "a4xa3"]


# ----- crossings ---------------------------------------------------------------------------


def test_a_counter_ending_on_the_enemys_first_rank_has_crossed():
    """Crossing: a counter that ends a move on the enemy's first rank (rank 8 for White)."""
    assert after(CX, "8/3P4/8/8/4p3/8/8/8 w", "d7-d8") == "3+P4/8/8/8/4p3/8/8/8 b"


def test_a_phalanx_move_crosses_with_its_head():
    """Crossing: a counter that ends a move on the enemy's first rank ... has crossed."""
    assert after(CX, "8/8/3P4/3P4/8/8/8/8 w", "d5-d7") == "3+P4/3P4/8/8/8/8/8/8 b"


def test_a_capture_on_the_far_rank_crosses():
    """The head lands on the captured counter's square; on rank 8 that is a crossing."""
    final = after(CX, "3p4/3P4/3P4/8/8/8/8/8 w", "d6xd7")
    assert final == "3+P4/3P4/8/8/8/8/8/8 b"
    assert outcome(CX, final).winner == "white"


def test_crossed_counters_never_move_and_never_join_a_moving_group():
    """Crossed counters are locked: they never move."""
    moves = legal(CX, "3+P4/3P4/8/8/8/8/8/3+p4 w")
    assert moves and all(m.startswith("d7") for m in moves)
    assert "d7-d8" not in moves


def test_crossed_counters_cannot_be_captured():
    """Crossed counters ... cannot be captured."""
    moves = legal(CX, "3+P4/8/8/8/8/3P4/3P4/3+p4 w")
    assert "d3xd2" not in moves
    assert not [m for m in moves if m.endswith("d1")]


def test_crossed_counters_count_in_an_enemy_line():
    """... but they still block and count in an enemy line's length."""
    # Black d2 in front of its crossed d1: a line of two. A pair may not take d2 ...
    pair = "3+P4/8/8/3P4/3P4/8/3p4/3+p4 w"
    assert "d5-d4" in legal(CX, pair)
    assert "d5xd3" not in legal(CX, pair)
    # ... a line of three may, and the crossed counter stays.
    triple = "3+P4/8/3P4/3P4/3P4/8/3p4/3+p4 w"
    assert after(CX, triple, "d6xd4") == "3+P4/8/8/8/3P4/3P4/3P4/3+p4 b"


def test_crossed_counters_block():
    """... but they still block."""
    moves = moves_from("3+P4/8/8/8/8/8/4P3/3+p4 w", "e2")
    assert "e2-e1" in moves
    assert "e2-d1" not in moves


# ----- winning, answering, cancelling ------------------------------------------------------


def test_side_with_fewer_crossings_may_only_make_crossing_moves():
    """A side with fewer crossed counters than its opponent may only make moves that cross."""
    assert legal(CX, "3+P4/8/8/8/8/4p3/4p3/8 b") == ["e2-d1", "e2-e1", "e2-f1", "e3-e2"]


def test_a_capture_that_crosses_answers_a_crossing():
    """... may only make moves that cross (a capture that lands on the far rank crosses)."""
    assert legal(CX, "3+P4/8/8/8/8/3p4/3p4/3P4 b") == ["d2-c1", "d2-e1", "d3xd2"]


def test_a_capture_that_does_not_cross_cannot_answer_a_crossing():
    """A side with fewer crossed counters ... may only make moves that cross."""
    free = "8/8/8/3p4/3p4/3P4/4p3/8 b"
    assert "d5xd4" in legal(CX, free)
    obliged = "3+P4/8/8/3p4/3p4/3P4/4p3/8 b"
    assert legal(CX, obliged) == ["e2-d1", "e2-e1", "e2-f1"]


def test_equal_crossings_cancel_and_play_goes_on():
    """Equal crossings cancel and play goes on."""
    final = after(CX, "3+P4/8/8/8/8/4p3/4p3/P7 b", "e2-e1")
    assert final == "3+P4/8/8/8/8/4p3/8/P3+p3 w"
    assert outcome(CX, final) is None
    assert {"a1-a2", "a1-b2", "a1-b1"} == set(legal(CX, final))


def test_a_crossing_that_cannot_be_answered_wins_at_once():
    """A side with fewer crossed counters ... with none [no crossing move], it loses at once."""
    final = after(CX, "8/3P4/8/8/4p3/8/8/8 w", "d7-d8")
    result = outcome(CX, final)
    assert result is not None
    assert result.winner == "white"
    assert "cannot answer" in result.reason
    game = games.get(CX)
    assert game.legal_moves(game.load(final)) == []
    assert game.to_move(game.load(final)) is None


def test_a_side_with_no_counters_left_cannot_answer_and_loses():
    """... with none, it loses at once (it does not pass)."""
    assert outcome(CX, "3+P4/8/8/8/8/8/8/8 b").winner == "white"


def test_more_crossings_at_the_start_of_a_turn_wins():
    """Win: a side with more crossed counters than the opponent at the start of its turn wins."""
    result = outcome(CX, "3+P4/8/8/8/8/4p3/4p3/8 w")
    assert result is not None
    assert result.winner == "white"
    assert "start of its turn" in result.reason


def test_a_side_with_no_legal_move_passes():
    """(interpretation) A side with no legal move passes."""
    game = games.get(CX)
    state = game.load("3+P4/8/8/8/8/8/4p3/3+p4 w")
    assert game.legal_moves(state) == ["pass"]
    state, passed = games.play_forced_passes(game, state)
    assert passed == ["white"]
    assert game.dump(state) == "3+P4/8/8/8/8/8/4p3/3+p4 b"
    assert game.to_move(state) == "black"


def test_neither_side_able_to_move_is_a_draw():
    """Two passes in a row end the game as a draw (docs/rules/README.md § Passing)."""
    result = outcome(CX, "3+P4/8/8/8/8/8/8/3+p4 w")
    assert result is not None
    assert result.winner is None
