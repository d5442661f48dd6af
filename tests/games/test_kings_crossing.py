"""King's Crossing scenarios: each test names the rule of docs/rules/kings-crossing.md it checks.

Positions are 4 files x 8 ranks, written from rank 8 down (``k3`` = a Black King on a8).
Stealth King has its own file, test_kings_crossing_stealth.py.
"""

from __future__ import annotations

import pytest

import games
from games.core.engine import play_forced_passes
from games.core.geometry import opponent
from tests.helpers import after, legal, outcome

KC = "kings-crossing"
START = "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8"


def trapped(position: str) -> list[str]:
    """The squares the public view flags as trapped."""
    view = games.get(KC).view(games.get(KC).load(position), None)
    return [sq for sq, piece in view["pieces"].items() if "trapped" in piece["flags"]]


def moves_from(position: str, square: str) -> list[str]:
    return [move for move in legal(KC, position) if move.startswith(square)]


# ----- setups, options and position strings ---------------------------------------------------


def test_rules_example_start_position_round_trips():
    """Example start (normal, 8 pieces): kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8."""
    game = games.get(KC)
    assert game.dump(game.start()) == START
    assert game.dump(game.load(START)) == START


@pytest.mark.parametrize(
    ("options", "position"),
    [
        ({"setup": "alternate"}, "kmmm/mmmm/4/4/4/4/MMMM/KMMM w home=d1,d8"),
        ({"pieces": 12}, "kmmm/mmmm/mmmm/4/4/MMMM/MMMM/MMMK w home=d1,a8"),
        (
            {"setup": "alternate", "pieces": 12},
            "kmmm/mmmm/mmmm/4/4/MMMM/MMMM/KMMM w home=d1,d8",
        ),
        ({"backcapture": True}, "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8 backcapture=1"),
        ({"stealth": "on"}, "mmmm/mmmm/4/4/4/4/MMMM/MMMM w home=d1,a8 stealth=1"),
    ],
)
def test_every_setup_and_variant_starts_as_the_rules_say(options, position):
    """Setups: normal Kings d1/a8 (Homes d1, a8); alternate Kings a1/a8 (Homes d1, d8);
    pieces=12 fills three ranks; stealth and backcapture are written as keys."""
    game = games.get(KC)
    assert game.dump(game.start(**options)) == position
    assert game.dump(game.load(position)) == position


@pytest.mark.parametrize(
    "position",
    [
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 backrow=w3,b2 quiet=4",
        "k2K/4/4/4/4/4/4/4 b home=d1,a8 backrow=w3",
        "mmmm/1mkm/4/4/4/4/MMKM/MMMM w home=d1,a8 stealth=1",
        "3K/mm2/1mkm/4/4/4/M1MM/MMM1 b home=d1,d8 stealth=1 backcapture=1 backrow=w3 quiet=2",
    ],
)
def test_position_strings_with_every_key_load_and_dump_unchanged(position):
    """Keys home, stealth, backcapture, backrow (w3, or w3,b2 for both) and quiet, in order."""
    game = games.get(KC)
    assert game.dump(game.load(position)) == position


def test_start_has_sixteen_moves_in_the_normal_game_and_eight_with_twelve_pieces():
    """Issue 3: from the start, 16 legal moves for the normal game, 8 for pieces=12."""
    game = games.get(KC)
    assert len(game.legal_moves(game.start())) == 16
    assert len(game.legal_moves(game.start(pieces=12))) == 8
    assert len(game.legal_moves(game.start(setup="alternate"))) == 16


def test_bad_options_are_value_errors():
    game = games.get(KC)
    with pytest.raises(ValueError, match="pieces"):
        game.start(pieces=10)
    with pytest.raises(ValueError, match="setup"):
        game.start(setup="diagonal")


@pytest.mark.parametrize(
    "bad",
    [
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w",  # no Home spaces
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1",  # one Home space
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d2,a8",  # White's Home off its first rank
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a9",  # off the board
        "kmmm/mmmm/4/4/4/4/MMMM w home=d1,a8",  # seven ranks
        "kmmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8",  # a rank of five
        "kqmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8",  # unknown letter
        "kmmm/mmmm/4/4/4/4/MMMM/MMKK w home=d1,a8",  # two White Kings
        "kmmm/mmmm/4/4/MMMM/MMMM/MMMM/MMMK w home=d1,a8",  # sixteen White pieces
        "mmmm/mmmm/4/4/4/4/MMMM/MMMM w home=d1,a8",  # no King at all
        "K3/4/4/4/4/4/4/3k w home=d1,a8",  # both Kings on the enemy Home: both won
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8 backrow=w3",  # King not on rank 8
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 backrow=x3",
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 backrow=w11",
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 backrow=w0",
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 backrow=w3,w2",
        "3K/4/4/4/4/4/4/k3 w home=d1,a8 quiet=many",
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8 stealth=2",
        "kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8 boss_hp=3",  # another game's key
        "mmmm/mmmm/4/4/4/M3/1MMM/MMMM w home=d1,a8 stealth=1",  # set-up after a move
        "mmmm/mmmm/4/4/4/4/MMMM/MMMM b home=d1,a8 stealth=1",  # hidden Kings, Black's turn
        "mmmm/mmmm/4/4/4/4/MMMM/MMMM w home=d1,a8 stealth=1 quiet=3",
    ],
)
def test_malformed_positions_are_rejected_with_invalid_position(bad):
    with pytest.raises(games.InvalidPosition):
        games.get(KC).load(bad)


# ----- slides ----------------------------------------------------------------------------------


def test_slide_goes_any_distance_forward_or_sideways_never_backward_or_diagonally():
    """Slide: any distance through empty squares, forward or sideways along a rank."""
    position = "k3/4/4/4/1M2/4/4/3K w home=d1,a8"
    assert moves_from(position, "b4") == [
        "b4-a4",
        "b4-b5",
        "b4-b6",
        "b4-b7",
        "b4-b8",
        "b4-c4",
        "b4-d4",
    ]


def test_black_slides_toward_rank_one():
    """'Forward' is toward rank 1 for Black."""
    position = "k3/4/4/2m1/4/4/4/3K b home=d1,a8"
    assert moves_from(position, "c5") == [
        "c5-a5",
        "c5-b5",
        "c5-c1",
        "c5-c2",
        "c5-c3",
        "c5-c4",
        "c5-d5",
    ]


def test_slide_stops_before_any_piece():
    """Slide: ... through empty squares (a friend or an enemy ends the way)."""
    assert moves_from("k3/4/1M2/4/1M2/4/4/3K w home=d1,a8", "b4-b") == ["b4-b5"]
    assert moves_from("k3/4/1m2/4/1M2/4/4/3K w home=d1,a8", "b4-b") == ["b4-b5"]


# ----- jumps and compulsion --------------------------------------------------------------------


def test_jump_captures_sideways_and_backward():
    """Jump capture: over one orthogonally adjacent enemy piece (forward, sideways or backward)
    to the empty square beyond; the jumped piece is removed."""
    position = "k3/4/4/4/1Mm1/1m2/4/3K w home=d1,a8"
    assert legal(KC, position) == ["b4xb2", "b4xd4"]
    assert after(KC, position, "b4xd4") == "k3/4/4/4/3M/1m2/4/3K b home=d1,a8"


def test_jump_captures_forward_and_to_the_other_side():
    position = "k3/4/4/2m1/1mM1/4/4/3K w home=d1,a8"
    assert legal(KC, position) == ["c4xa4", "c4xc6"]


def test_black_jumps_backward_toward_rank_eight():
    """A jump capture is the only move in which a piece may go backward."""
    assert legal(KC, "k3/4/4/2M1/2m1/4/4/3K b home=d1,a8") == ["c4xc6"]


def test_no_jump_over_a_friend_or_onto_an_occupied_square():
    """Jump: over one enemy piece ... to the empty square beyond."""
    blocked = "k3/4/4/2m1/2m1/2M1/4/3K w home=d1,a8"  # c3 over c4 would land on c5
    friend = "k3/4/4/4/2M1/2M1/4/3K w home=d1,a8"
    for position in (blocked, friend):
        assert not [move for move in legal(KC, position) if "x" in move]


def test_jumps_are_compulsory_and_exclude_slides():
    """Compulsion: while any untrapped piece of the side to move can jump, that side must jump."""
    assert legal(KC, "k3/4/4/4/1Mm1/4/4/3K w home=d1,a8") == ["b4xd4"]


def test_a_jump_anywhere_excludes_trap_captures():
    """Slides and trap captures ... allowed only when no jump is available."""
    with_jump = "k3/3M/3m/3M/m3/M3/4/3K w home=d1,a8"
    without_jump = "k3/3M/3m/3M/4/M3/4/3K w home=d1,a8"
    assert legal(KC, with_jump) == ["a3xa5"]
    assert "d5xd6" in legal(KC, without_jump)


def test_the_side_chooses_which_jump_among_several_pieces():
    """... and it chooses which jump."""
    assert legal(KC, "k3/4/4/4/Mm2/4/2mM/3K w home=d1,a8") == ["a4xc4", "d2xb2"]


def test_seed_example_one_man_jumps_four_men_one_move_each():
    """After each jump, if any untrapped piece of that side can jump again, the turn goes on
    with another jump; each jump is one move.  The seed's four-man chain f, g, h, i, changing
    direction, with the single jump over e as the alternative.  (The seed's third option, j,
    cannot be rebuilt: a man with enemies on opposite sides is trapped and may not jump.)"""
    game = games.get(KC)
    state = game.load("k3/2m1/3m/2m1/1m2/1Mm1/4/3K w home=d1,a8")
    assert game.legal_moves(state) == ["b3xb5", "b3xd3"]
    for move, following in (("b3xb5", "b5xd5"), ("b5xd5", "d5xd7"), ("d5xd7", "d7xb7")):
        state = game.play(state, move)
        assert game.to_move(state) == "white"
        assert game.legal_moves(state) == [following]
    state = game.play(state, "d7xb7")
    assert game.dump(state) == "k3/1M2/4/4/4/2m1/4/3K b home=d1,a8"
    assert after(KC, "k3/2m1/3m/2m1/1m2/1Mm1/4/3K w home=d1,a8", "b3xd3") == (
        "k3/2m1/3m/2m1/1m2/3M/4/3K b home=d1,a8"
    )


def test_the_jump_turn_goes_on_with_another_piece():
    """... if any untrapped piece of that side can jump again (the same piece or another)."""
    position = "3k/4/4/4/4/mmM1/M3/3K w home=d1,a8"
    assert legal(KC, position) == ["a2xa4"]
    middle = after(KC, position, "a2xa4")
    assert middle == "3k/4/4/4/M3/1mM1/4/3K w home=d1,a8"
    assert legal(KC, middle) == ["c3xa3"]
    assert after(KC, middle, "c3xa3") == "3k/4/4/4/M3/M3/4/3K b home=d1,a8"


# ----- trapping --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "expected"),
    [
        ("k3/4/4/4/MmM1/4/4/3K w home=d1,a8", ["b4"]),  # along a rank
        ("k3/4/4/1M2/1m2/1M2/4/3K w home=d1,a8", ["b4"]),  # along a file
        ("k3/4/4/4/MmmM/4/4/3K w home=d1,a8", ["b4", "c4"]),  # a whole run
        ("k3/4/1M2/1m2/mm2/1M2/4/3K w home=d1,a8", ["b4", "b5"]),  # seed: A free, B, C not
        ("k3/4/4/4/MmMm/4/4/3K w home=d1,a8", ["b4", "c4"]),  # both sides at once
        ("k3/M3/4/4/mmM1/4/4/3K w home=d1,a8", []),  # the edge never traps
        ("k3/4/4/4/Mm1M/4/4/3K w home=d1,a8", []),  # seed: an empty square, no trap
    ],
)
def test_trapped_runs_along_ranks_and_files(position, expected):
    """A maximal run of one side's pieces, contiguous along a rank or a file, with an enemy piece
    directly at both ends, is trapped; trapped pieces still count as run ends; the board edge
    never traps."""
    assert trapped(position) == expected


def test_a_trapped_piece_can_neither_move_nor_jump_and_forces_no_jump():
    """A trapped piece cannot move, jump or capture (b4 could otherwise jump c4 or b5)."""
    position = "k3/4/4/1m2/1Mm1/1m2/4/3K w home=d1,a8"
    assert trapped(position) == ["b4"]
    moves = legal(KC, position)
    assert not [move for move in moves if move.startswith("b4") or "x" in move]
    assert "d1-d8" in moves


def test_a_trapped_piece_may_not_jump_backward_out_of_its_trap():
    """Black b6 would jump White b7 backward to b8, but it is trapped between b3 and b7."""
    position = "3k/1M2/1m2/1m2/1m2/1M2/4/3K b home=d1,a8"
    assert trapped(position) == ["b4", "b5", "b6"]
    assert all(move.startswith("d8") for move in legal(KC, position))


def test_seed_example_a_piece_may_move_into_a_trap():
    """A piece may move into a trapped position (then it cannot move)."""
    position = after(KC, "k3/4/1m2/M1M1/4/4/4/3K b home=d1,a8", "b6-b5")
    assert position == "k3/4/4/MmM1/4/4/4/3K w home=d1,a8"
    assert trapped(position) == ["b5"]
    assert {"a5xb5", "c5xb5"} <= set(legal(KC, position))
    assert not moves_from(after(KC, position, "d1-c1"), "b5")


# ----- trap captures ---------------------------------------------------------------------------


def test_seed_example_three_men_trapped_along_a_file_and_one_captured_later():
    """Trap capture: a piece at an end of a trapped enemy run steps one square, forward or
    sideways, onto the adjacent trapped enemy piece, removing it (in a later turn)."""
    trapping = after(KC, "3k/M3/1m2/1m2/1m2/1M2/4/3K w home=d1,a8", "a7-b7")
    assert trapping == "3k/1M2/1m2/1m2/1m2/1M2/4/3K b home=d1,a8 quiet=1"
    assert trapped(trapping) == ["b4", "b5", "b6"]
    later = after(KC, trapping, "d8-d7")
    assert "b3xb4" in legal(KC, later)
    assert "b7xb6" not in legal(KC, later), "b7 would capture backward"
    captured = after(KC, later, "b3xb4")
    assert captured == "4/1M1k/1m2/1m2/1M2/4/4/3K b home=d1,a8"
    assert trapped(captured) == ["b5", "b6"], "the rest of the run stays trapped"


def test_full_backwards_capture_lets_the_far_end_capture_backward():
    """Option backcapture=on (Full backwards capture): trap captures may also go backward."""
    position = "4/1M1k/1m2/1m2/1m2/1M2/4/3K w home=d1,a8 backcapture=1"
    assert {"b3xb4", "b7xb6"} <= set(legal(KC, position))
    assert after(KC, position, "b7xb6") == "4/3k/1M2/1m2/1m2/1M2/4/3K b home=d1,a8 backcapture=1"


def test_only_an_end_of_the_trapped_run_captures_along_its_line():
    """b5 is trapped along file b only: a5 beside it is no end of that run and may not take it
    (b4 may, forward; b6 may not, backward)."""
    position = "k3/4/1M2/Mmm1/1M2/4/4/3K w home=d1,a8"
    assert trapped(position) == ["b5"]
    moves = legal(KC, position)
    assert "b4xb5" in moves
    assert "a5xb5" not in moves
    assert "b6xb5" not in moves


def test_seed_example_a_jump_on_a_trapping_piece_frees_the_trapped_piece():
    """Trapping is recomputed after every move: Black jumps c4, and b4 is free again."""
    position = "k3/4/4/2m1/MmM1/4/4/3K b home=d1,a8"
    assert trapped(position) == ["b4"]
    assert legal(KC, position) == ["c5xc3"], "trapped b4 may not jump c4"
    freed = after(KC, position, "c5xc3")
    assert freed == "k3/4/4/4/Mm2/2m1/4/3K w home=d1,a8"
    assert trapped(freed) == []


def test_seed_example_a_trap_capture_that_frees_a_piece():
    """White's c4 takes c5 by stepping forward, leaving b4's run with one trapping end only."""
    position = "k3/4/2M1/2m1/MmM1/4/4/3K w home=d1,a8"
    assert trapped(position) == ["b4", "c5"]
    assert {"a4xb4", "c4xb4", "c4xc5"} <= set(legal(KC, position))
    freed = after(KC, position, "c4xc5")
    assert freed == "k3/4/2M1/2M1/Mm2/4/4/3K b home=d1,a8"
    assert trapped(freed) == []
    assert "b4-b3" in legal(KC, freed)


# ----- winning ---------------------------------------------------------------------------------


def test_capturing_the_king_by_a_jump_wins_and_ends_the_jump_turn():
    """Winning: capture the enemy King (by jump) — the game ends even with a jump left."""
    final = after(KC, "4/4/4/3m/1Mk1/4/4/3K w home=d1,a8", "b4xd4")
    assert final == "4/4/4/3m/3M/4/4/3K b home=d1,a8"
    result = outcome(KC, final)
    assert result.winner == "white" and "King" in result.reason
    assert legal(KC, final) == []


def test_capturing_the_king_by_a_backward_jump_wins():
    final = after(KC, "k3/4/4/4/2K1/2m1/4/4 b home=d1,a8", "c3xc5")
    assert outcome(KC, final).winner == "black"


def test_capturing_a_trapped_king_by_trap_capture_wins():
    """Winning: capture the enemy King (by ... trap capture)."""
    position = "4/4/1M2/1k2/1M2/4/4/3K w home=d1,a8"
    assert trapped(position) == ["b5"]
    assert "b4xb5" in legal(KC, position)
    assert outcome(KC, after(KC, position, "b4xb5")).winner == "white"


def test_king_on_the_enemy_home_space_wins_but_a_man_there_does_not():
    """Winning: move your King onto the enemy Home space."""
    final = after(KC, "4/K3/4/4/4/4/2k1/4 w home=d1,a8", "a7-a8")
    result = outcome(KC, final)
    assert result.winner == "white" and "a8" in result.reason
    assert outcome(KC, after(KC, "4/M3/4/4/4/4/2k1/3K w home=d1,a8", "a7-a8")) is None


def test_alternate_setup_home_spaces_are_d1_and_d8():
    """setup=alternate: the Home spaces are at the other end of each back rank: d1, d8."""
    assert outcome(KC, after(KC, "4/4/4/4/4/4/3k/K3 b home=d1,d8", "d2-d1")).winner == "black"
    assert outcome(KC, after(KC, "4/K3/4/4/4/4/2k1/4 w home=d1,d8", "a7-a8")) is None


def test_back_rank_count_grows_with_each_enemy_turn_only():
    """`backrow=w3`: White's King has stood on rank 8 through 3 Black turns; the count stays
    while the King moves along that rank."""
    first = after(KC, "3K/4/k3/4/4/4/4/4 b home=d1,a8", "a6-a5")
    assert first == "3K/4/4/k3/4/4/4/4 w home=d1,a8 backrow=w1"
    second = after(KC, first, "d8-c8")
    assert second == "2K1/4/4/k3/4/4/4/4 b home=d1,a8 backrow=w1 quiet=1"
    assert after(KC, second, "a5-b5") == "2K1/4/4/1k2/4/4/4/4 w home=d1,a8 backrow=w2 quiet=2"


def test_back_rank_wins_after_the_enemys_tenth_turn():
    """... the enemy then completes 10 turns without winning: you win after its 10th turn."""
    final = after(KC, "2K1/4/4/k3/4/4/4/4 b home=d1,a8 backrow=w9", "a5-b5")
    assert final == "2K1/4/4/1k2/4/4/4/4 w home=d1,a8 backrow=w10 quiet=1"
    result = outcome(KC, final)
    assert result.winner == "white" and "10" in result.reason


def test_an_enemy_tenth_turn_that_wins_wins_for_the_enemy():
    """... completes 10 turns without winning: a winning 10th turn is the enemy's win."""
    final = after(KC, "2K1/4/4/4/4/4/3k/4 b home=d1,a8 backrow=w9", "d2-d1")
    assert final == "2K1/4/4/4/4/4/4/3k w home=d1,a8 backrow=w9"
    assert outcome(KC, final).winner == "black"


def test_back_rank_count_restarts_when_the_king_leaves_the_rank():
    """The count restarts if the King leaves the rank (here by a backward jump)."""
    left = after(KC, "3K/3m/4/4/4/k3/4/4 w home=d1,a8 backrow=w5", "d8xd6")
    assert left == "4/4/3K/4/4/k3/4/4 b home=d1,a8"


def test_a_multi_jump_turn_counts_once_for_the_back_rank():
    """Each jump is a move, but the enemy completes one turn when its jumps end."""
    position = "3K/4/m2k/M3/1M2/4/4/4 b home=d1,a8 backrow=w2"
    middle = after(KC, position, "a6xa4")
    assert middle == "3K/4/3k/4/mM2/4/4/4 b home=d1,a8 backrow=w2"
    assert after(KC, middle, "a4xc4") == "3K/4/3k/4/2m1/4/4/4 w home=d1,a8 backrow=w3"


def test_quiet_turns_count_sideways_moves_and_restart_on_forward_moves_and_captures():
    """The engine exposes how many turns have passed without any piece moving forward or
    capturing (info.quiet, kept as quiet=N), so the bot can suggest a draw at 10."""
    game = games.get(KC)
    sideways = after(KC, "k3/4/4/4/4/4/4/3K w home=d1,a8 quiet=9", "d1-c1")
    assert sideways == "k3/4/4/4/4/4/4/2K1 b home=d1,a8 quiet=10"
    assert game.view(game.load(sideways), None)["info"]["quiet"] == 10
    assert after(KC, "k3/4/4/4/4/4/4/3K w home=d1,a8 quiet=9", "d1-d2").endswith("a8")
    capture = after(KC, "k3/4/4/4/1Mm1/4/4/3K w home=d1,a8 quiet=4", "b4xd4")
    assert "quiet" not in capture


# ----- passes and draws ------------------------------------------------------------------------


def test_a_side_with_no_move_passes_and_the_pass_counts_as_a_turn():
    """(interpretation) A side with no legal move passes (here both Black pieces are trapped);
    the pass is a completed turn for the back-rank and quiet counts."""
    game = games.get(KC)
    state = game.load("3K/4/4/4/4/4/4/MmkM b home=d1,a8 backrow=w4")
    assert game.legal_moves(state) == ["pass"]
    state, passed = play_forced_passes(game, state)
    assert passed == ["black"]
    assert game.dump(state) == "3K/4/4/4/4/4/4/MmkM w home=d1,a8 backrow=w5 quiet=1"


def test_neither_side_able_to_move_is_a_draw():
    """Two passes in a row end the game as a draw."""
    position = "KMMM/4/4/4/4/4/4/kmmm w home=d1,d8"
    result = outcome(KC, position)
    assert result is not None and result.winner is None
    assert legal(KC, position) == []


@pytest.mark.parametrize(
    ("position", "winner"),
    [
        ("MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w9", "white"),
        ("MMMK/4/4/4/4/4/4/kmmm w home=d1,a8 backrow=b9", "black"),
    ],
)
def test_a_forced_pass_that_is_the_enemys_tenth_turn_wins_before_the_draw(position, winner):
    """Your King stands on the enemy's first rank and the enemy then completes 10 turns
    without winning: you win after the enemy's 10th turn. A pass counts as a turn, so when
    neither side can move, the forced pass that is the 10th turn wins; the draw of two passes
    in a row comes only if no pass wins first."""
    game = games.get(KC)
    state = game.load(position)
    assert game.outcome(state) is None
    assert game.legal_moves(state) == ["pass"]
    final, passes = games.play_forced_passes(game, state)
    assert passes == [opponent(winner)]
    result = game.outcome(final)
    assert result is not None and result.winner == winner
    assert "through 10" in result.reason


def test_the_second_pass_may_be_the_winning_one():
    """White, stuck, passes first; Black's forced pass then is its 10th turn under White's
    King, which wins although neither side can move."""
    game = games.get(KC)
    final, passes = games.play_forced_passes(
        game, game.load("MMMK/4/4/4/4/4/4/kmmm w home=d1,a8 backrow=w9")
    )
    assert passes == ["white", "black"]
    result = game.outcome(final)
    assert result is not None and result.winner == "white"


def test_stuck_sides_draw_when_the_two_passes_win_nothing():
    """Two passes in a row end the game as a draw: with the count at 8, Black's pass makes 9
    and White's own pass does not count for White, so no pass wins and the game is drawn."""
    position = "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w8"
    result = outcome(KC, position)
    assert result == games.Outcome(None, "neither side can move", games.Ending.BOTH_STUCK)
    assert legal(KC, position) == []


# ----- notation and views ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("B3XB5", "b3xb5"), ("b3 b5", "b3xb5"), ("b3-b5", "b3xb5"), ("b5", "b3xb5"), ("d3", "b3xd3")],
)
def test_lenient_input_finds_the_one_legal_move(typed, meant):
    """Input is lenient: case, separators and a destination alone when unambiguous."""
    game = games.get(KC)
    state = game.load("k3/2m1/3m/2m1/1m2/1Mm1/4/3K w home=d1,a8")
    assert game.play(state, typed) == game.play(state, meant)


def test_a_destination_two_pieces_can_reach_is_ambiguous_and_illegal_moves_say_why():
    game = games.get(KC)
    state = game.load("k3/4/4/4/M1M1/4/4/3K w home=d1,a8")
    with pytest.raises(games.AmbiguousMove, match="a4-b4"):
        game.play(state, "b4")
    with pytest.raises(games.IllegalMove, match="not a legal move"):
        game.play(state, "a4-a3")


def test_view_shows_kings_men_home_spaces_and_trapped_flags():
    """Views: kinds man/king, flag trapped, marks home-space (one per side)."""
    game = games.get(KC)
    view = game.view(game.load("k3/4/4/4/MmM1/4/4/3K w home=d1,a8 quiet=3"), "white")
    assert view["pieces"]["d1"]["kind"] == "king"
    assert view["pieces"]["a8"] == {
        "side": "black",
        "kind": "king",
        "letter": "k",
        "flags": [],
        "hp": None,
    }
    assert view["pieces"]["b4"]["kind"] == "man" and view["pieces"]["b4"]["flags"] == ["trapped"]
    homes = [(m["side"], m["squares"]) for m in view["marks"] if m["kind"] == "home-space"]
    assert homes == [("white", ["d1"]), ("black", ["a8"])]
    assert view["info"] == {
        "quiet": 3,
        "backrow": {"white": 0, "black": 0},
        "setup": False,
        "stealth": False,
        "backcapture": False,
        "must_jump": False,
    }
