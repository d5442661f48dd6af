"""King o' the Castle move rules: each test names the rule of docs/rules/king-of-the-castle.md
it checks.

Positions are 7 files (a-g) by 8 ranks, written from rank 8 down; `C`/`c` are the castles.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest

import games
from games.core.notation import squares_in
from tests.helpers import after, legal, outcome

KC = "king-of-the-castle"
START = "1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1K1C1K1 w"


def moves_from(position: str, square: str) -> list[str]:
    """The legal moves of the piece on ``square``."""
    return [m for m in legal(KC, position) if squares_in(m)[0] == square]


# ----- the start ---------------------------------------------------------------------------


def test_start_position_is_the_rules_example():
    """Setup: castle d1, Kings b1 and f1, Knights b2 d2 f2, Pages a2 c2 e2 g2; Black mirrors."""
    game = games.get(KC)
    assert game.dump(game.start()) == START
    assert game.dump(game.load(START)) == START


def test_white_has_62_legal_moves_at_the_start():
    """The issue's check: 58 normal moves and 4 King jumps over their own men."""
    moves = legal(KC, START)
    assert len(moves) == 62
    assert {"b1-b3", "b1-d3", "f1-f3", "f1-d3"} <= set(moves)


def test_option_first_black_gives_black_the_first_turn():
    """The first player is chosen when the match is made (default White)."""
    game = games.get(KC)
    assert game.dump(game.start(first="black")) == START[:-1] + "b"
    assert game.to_move(game.start(first="black")) == "black"


def test_cli_shows_62_legal_moves_at_the_start():
    result = subprocess.run(
        [sys.executable, "-m", "games", KC], capture_output=True, text=True, check=True
    )
    data = json.loads(result.stdout)
    assert data["position"] == START
    assert len(data["legal_moves"]) == 62


# ----- normal moves ------------------------------------------------------------------------


def test_page_moves_one_to_three_squares_in_eight_directions():
    """Normal move: in a straight line (8 directions) through empty squares: Page 1-3."""
    # d4: three squares every way but south (d1 is White's own castle) and south-west (a1's King).
    assert moves_from("k2c3/7/7/7/3P3/7/7/K2C3 w", "d4") == [
        "d4-a4", "d4-a7", "d4-b2", "d4-b4", "d4-b6", "d4-c3", "d4-c4", "d4-c5",
        "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-e3", "d4-e4", "d4-e5",
        "d4-f2", "d4-f4", "d4-f6", "d4-g1", "d4-g4", "d4-g7",
    ]  # fmt: skip


def test_knight_moves_one_or_two_squares():
    """Normal move: ... Knight 1-2."""
    moves = moves_from("k2c3/7/7/7/3N3/7/7/K2C3 w", "d4")
    assert len(moves) == 16
    assert "d4-d6" in moves and "d4-d7" not in moves


def test_king_moves_one_square_including_backwards():
    """Normal move: ... King 1 (eight directions, backwards too)."""
    assert moves_from("k2c3/7/7/7/3K3/7/7/3C3 w", "d4") == [
        "d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5",
    ]  # fmt: skip


def test_normal_move_stops_before_an_occupied_square():
    """Normal move: ... through empty squares (a Page cannot jump a Knight either)."""
    moves = moves_from("k2c3/7/7/3n3/3P3/7/7/K2C3 w", "d4")
    assert not [m for m in moves if m[3] == "d" and m[4] > "4"]


def test_black_moves_the_same_way_from_the_top():
    """Directions are the same for both sides: a black Page d4 reaches a1 and g1."""
    moves = moves_from("k2c3/7/7/7/3pK2/7/7/3C3 b", "d4")
    assert {"d4-a1", "d4-g1", "d4-d2", "d4-d7"} <= set(moves)
    assert "d4-d1" not in moves  # White's castle: only a black King may enter it


# ----- jumps -------------------------------------------------------------------------------


def test_page_jumps_only_pages_of_either_side():
    """A piece jumps only pieces no larger than itself: Page -> Pages."""
    moves = moves_from("k2c3/7/7/2Ppn2/2NPk2/7/7/K2C3 w", "d4")
    assert {"d4-b6", "d4-d6", "d4xd6"} <= set(moves)  # own Page c5, black Page d5
    assert not {"d4-f6", "d4xf6", "d4-b4", "d4-f4", "d4xf4"} & set(moves)  # Knights, a King


def test_knight_jumps_knights_and_pages_not_kings():
    """Knight -> Knights and Pages."""
    moves = moves_from("k2c3/7/7/2Pnk2/2KN3/7/7/3C3 w", "d4")
    assert {"d4-b6", "d4-d6", "d4xd6"} <= set(moves)
    assert not {"d4-f6", "d4xf6", "d4-b4"} & set(moves)


def test_king_jumps_anything():
    """King -> anything: own Page and Knight, a black King, a black Knight."""
    moves = moves_from("k2c3/7/7/2Pkn2/2NK3/7/7/3C3 w", "d4")
    assert {"d4-b6", "d4-b4", "d4-d6", "d4xd6", "d4-f6", "d4xf6"} <= set(moves)


def test_jump_needs_the_square_beyond_to_be_empty():
    """Jumping move: ... to the empty square straight beyond."""
    assert "b3-b5" in legal(KC, "k2c3/7/7/7/1P5/1N5/K6/3C3 w")
    assert "b3-b5" not in legal(KC, "k2c3/7/7/1N5/1P5/1N5/K6/3C3 w")


def test_chain_changes_direction_and_may_stop_after_any_jump():
    """Direction may change between jumps; the mover may stop after any jump; a chain may not
    return to its start (interpretation)."""
    jumps = [m for m in moves_from("3c2k/7/4P2/3P1P1/3KP2/7/7/3C3 w", "d4") if len(m) > 5]
    assert jumps == ["d4-d6-f6", "d4-d6-f6-f4", "d4-f4-f6", "d4-f4-f6-d6"]
    ring = set(legal(KC, "3c2k/7/4P2/3P1P1/3KP2/7/7/3C3 w"))
    assert {"d4-d6", "d4-f4"} <= ring
    assert "d4-d6-f6-f4-d4" not in ring


def test_chain_never_lands_twice_on_the_same_square():
    """(interpretation) A jump chain may not land twice on the same square."""
    position = "3c2k/7/4P2/3P1P1/4P2/3N3/3K3/3C3 w"
    moves = set(moves_from(position, "d2"))
    assert {"d2-d4-d6-f6-f4", "d2-d4-f4-f6-d6"} <= moves
    assert not {"d2-d4-d6-f6-f4-d4", "d2-d4-f4-f6-d6-d4"} & moves


def test_single_jump_is_written_like_a_normal_move():
    """Notation: `b2-b4` (normal move, or a single jump when the square between is occupied)."""
    assert after(KC, START, "b1-b3") == "1k1c1k1/pnpnpnp/7/7/7/1K5/PNPNPNP/3C1K1 b"


def test_jumping_own_pieces_never_captures():
    """Capture is of jumped *enemy* pieces: a chain over own men has only `-`."""
    assert not [m for m in legal(KC, "3c2k/7/4P2/3P1P1/3KP2/7/7/3C3 w") if "x" in m]


# ----- optional capture --------------------------------------------------------------------

CAPTURE = "k2c3/7/7/7/3p3/2p4/2K4/3C3 w"  # the white King c2 can jump the black Pages c3, d4


def test_each_jumped_enemy_is_captured_or_left_at_the_movers_choice():
    """Capture is optional: each jumped enemy piece is captured or left; one path is
    several moves."""
    jumps = [m for m in moves_from(CAPTURE, "c2") if m[4] == "4"]
    assert jumps == ["c2-c4", "c2-c4-e4", "c2-c4xe4", "c2xc4", "c2xc4-e4", "c2xc4xe4"]


def test_captured_pieces_leave_and_left_pieces_stay():
    """`x` when the piece jumped on that step is captured and `-` when it is not."""
    assert after(KC, CAPTURE, "c2xc4-e4") == "k2c3/7/7/7/3pK2/7/7/3C3 b"
    assert after(KC, CAPTURE, "c2-c4xe4") == "k2c3/7/7/7/4K2/2p4/7/3C3 b"
    assert after(KC, CAPTURE, "c2-c4-e4") == "k2c3/7/7/7/3pK2/2p4/7/3C3 b"
    assert after(KC, CAPTURE, "c2xc4xe4") == "k2c3/7/7/7/4K2/7/7/3C3 b"


def test_an_enemy_jumped_twice_in_one_chain_is_one_choice():
    """(interpretation) Jumped pieces leave only when the move ends, so the black Page d4 can be
    jumped twice; its one choice is written on both steps."""
    position = "3c2k/7/7/7/3pP2/2K4/7/3C3 w"
    moves = set(moves_from(position, "c3"))
    assert {"c3-e5-e3-c5", "c3xe5-e3xc5"} <= moves
    assert not {"c3xe5-e3-c5", "c3-e5-e3xc5"} & moves
    assert after(KC, position, "c3xe5-e3xc5") == "3c2k/7/7/2K4/4P2/7/7/3C3 b"


# ----- castles -----------------------------------------------------------------------------


def test_no_piece_enters_or_passes_its_own_castle():
    """Castles: no piece may enter its own castle; no move may pass through it."""
    page = moves_from("3c2k/7/7/7/7/7/7/K1PC3 w", "c1")
    assert "c1-b1" in page and not {"c1-d1", "c1-e1", "c1-f1"} & set(page)
    # The King d3 may not jump its own Page d2 into its own castle.
    assert "d3-d1" not in legal(KC, "3c2k/7/7/7/7/3K3/3P3/3C3 w")
    assert "d2-c1" in legal(KC, "3c2k/7/7/7/7/7/3K3/3C3 w")
    assert "d2-d1" not in legal(KC, "3c2k/7/7/7/7/7/3K3/3C3 w")


def test_only_a_king_enters_the_enemy_castle_and_others_cannot_pass_it():
    """Of the opponent's castle only a King may enter; no move may pass through a castle it
    may not enter."""
    page = moves_from("3c2k/7/7/3P3/7/7/7/K2C3 w", "d5")
    assert "d5-d7" in page and "d5-d8" not in page
    assert "b8-e8" not in legal(KC, "1P1c2k/7/7/7/7/7/7/K2C3 w")
    assert "b8-c8" in legal(KC, "1P1c2k/7/7/7/7/7/7/K2C3 w")
    assert "d6-d8" not in legal(KC, "3c2k/3p3/3N3/7/7/7/7/K2C3 w")  # a Knight's jump


def test_a_castle_cannot_be_jumped():
    """A castle is not a piece: nothing can jump over it."""
    assert "e1-c1" not in legal(KC, "3c2k/7/7/7/7/7/7/3CK2 w")
    assert "e8-c8" not in legal(KC, "3cK1k/7/7/7/7/7/7/3C3 w")


def test_king_stepping_into_the_enemy_castle_wins():
    """Win: a King enters the opponent's castle."""
    final = after(KC, "3c2k/3K3/7/7/7/7/7/3C3 w", "d7-d8")
    assert final == "3+K2k/7/7/7/7/7/7/3C3 b"
    result = outcome(KC, final)
    assert result.winner == "white"
    assert "castle" in result.reason
    game = games.get(KC)
    assert game.legal_moves(game.load(final)) == []
    assert game.to_move(game.load(final)) is None


def test_king_jumping_into_the_enemy_castle_wins_and_the_chain_ends_there():
    """(interpretation) Entering the castle wins at once, so the chain cannot go on."""
    position = "3cp1k/3P3/3K3/7/7/7/7/3C3 w"
    assert "d6-d8" in legal(KC, position)
    assert "d6-d8-f8" not in legal(KC, position)
    assert outcome(KC, after(KC, position, "d6-d8")).winner == "white"


def test_black_king_entering_whites_castle_wins_for_black():
    final = after(KC, "3c2k/7/7/7/7/7/2k4/3C2K b", "c2-d1")
    assert final == "3c2k/7/7/7/7/7/7/3+k2K w"
    assert outcome(KC, final).winner == "black"


# ----- losing both Kings, passing ----------------------------------------------------------


def test_losing_both_kings_loses():
    """A side whose two Kings are both captured loses."""
    final = after(KC, "3c3/7/7/3k3/3K3/7/7/3C3 w", "d4xd6")
    assert final == "3c3/7/3K3/7/7/7/7/3C3 b"
    result = outcome(KC, final)
    assert result.winner == "white"
    assert "Kings were captured" in result.reason


def test_losing_one_king_does_not_lose():
    assert outcome(KC, after(KC, "3c2k/7/7/3k3/3K3/7/7/3C3 w", "d4xd6")) is None
    assert outcome(KC, after(KC, "3c3/7/7/3k3/3K3/7/7/3C3 w", "d4-d6")) is None


def test_a_side_that_cannot_move_passes():
    """A side that cannot move misses its turn (pass)."""
    boxed = "3c2k/7/7/7/7/p1p4/nn5/KnpC3 w"  # the white King a1 can neither step nor jump
    assert legal(KC, boxed) == ["pass"]
    assert outcome(KC, boxed) is None
    game = games.get(KC)
    state, passed = games.play_forced_passes(game, game.load(boxed))
    assert passed == ["white"]
    assert game.dump(state) == "3c2k/7/7/7/7/p1p4/nn5/KnpC3 b"
    assert game.legal_moves(state)


def test_a_pass_a_move_and_a_pass_are_not_two_passes_in_a_row():
    """A side that cannot move misses its turn (pass); only two passes *in a row* end the game
    as a draw: White passes, Black moves, White (still boxed in) passes again, play goes on."""
    game = games.get(KC)
    state, passed = games.play_forced_passes(game, game.load("3c2k/7/7/7/7/p1p4/nn5/KnpC3 w"))
    assert passed == ["white"]
    state = game.play(state, "g8-g7")
    assert game.legal_moves(state) == ["pass"]
    state, passed = games.play_forced_passes(game, state)
    assert passed == ["white"]
    assert game.dump(state) == "3c3/6k/7/7/7/p1p4/nn5/KnpC3 b"
    assert game.outcome(state) is None
    assert game.to_move(state) == "black"


def test_neither_side_able_to_move_is_a_draw():
    """Two passes in a row end the game as a draw (docs/rules/README.md § Passing).

    A pass leaves the board as it was, so two passes in a row happen exactly when neither side
    can move. A side is stuck only when every neighbour of each of its pieces is a piece or a
    castle it may not enter; walling both sides in takes more pieces than the 9 a side owns
    (the loader refuses such a board), so the state is built from a loaded one. The engine
    still ends that game as a draw, keeping "over iff no legal move"."""
    game = games.get(KC)
    board = game.board
    loaded = game.load("k2c3/7/7/7/7/7/7/K2C3 w")
    cells = [None] * board.size
    for sq in range(board.size):
        if sq not in (board.parse("d1"), board.parse("d8")):
            cells[sq] = "P" if board.rank_of(sq) < 4 else "p"
    cells[board.parse("a1")], cells[board.parse("a8")] = "K", "k"
    walled = replace(loaded, cells=tuple(cells))
    assert game.dump(walled) == "kppcppp/ppppppp/ppppppp/ppppppp/PPPPPPP/PPPPPPP/PPPPPPP/KPPCPPP w"
    with pytest.raises(games.InvalidPosition, match="more than 4"):
        game.load(game.dump(walled))
    result = game.outcome(walled)
    assert result is not None and result.winner is None
    assert result.reason == "neither side can move"
    assert game.legal_moves(walled) == []
    assert game.to_move(walled) is None
    assert games.play_forced_passes(game, walled) == (walled, [])


# ----- lenient input -----------------------------------------------------------------------


def test_first_and_last_square_name_a_chain_only_when_one_chain_matches():
    """A chain's first and last square alone is accepted only when exactly one legal move
    matches: here four chains (each capture choice) run c2 to e4, so `c2-e4` is ambiguous and
    lists them; `c2xe4` says a capture, so it lists the three chains that capture something (the
    `x` marks a capture: docs/rules/README.md § Move input); the whole chain, in any case and
    spacing, is played."""
    game = games.get(KC)
    state = game.load(CAPTURE)
    with pytest.raises(games.AmbiguousMove, match="c2-c4-e4.*c2-c4xe4.*c2xc4-e4.*c2xc4xe4"):
        game.play(state, "c2-e4")
    with pytest.raises(games.AmbiguousMove, match="could mean c2-c4xe4, c2xc4-e4, c2xc4xe4:"):
        game.play(state, "c2xe4")
    assert game.play(state, " C2 X C4 X E4 ") == game.play(state, "c2xc4xe4")
    assert game.play(state, "C2–C4–E4") == game.play(state, "c2-c4-e4")


def test_typed_separators_narrow_only_the_steps_they_were_typed_for():
    """A separator typed between two squares decides that step's capture; a step typed without
    one stays open, so `c2 c4xe4` still means two chains."""
    game = games.get(KC)
    state = game.load(CAPTURE)
    with pytest.raises(games.AmbiguousMove, match="c2-c4xe4.*c2xc4xe4"):
        game.play(state, "c2 c4xe4")


def test_two_chains_with_the_same_ends_are_ambiguous():
    """Ambiguous input gets an error that says why, with the moves it could mean."""
    game = games.get(KC)
    state = game.load("3c2k/7/7/7/3P3/2P1P2/2KP3/3C3 w")
    with pytest.raises(games.AmbiguousMove, match="c2-c4-e4.*c2-e2-e4"):
        game.play(state, "c2-e4")


def test_illegal_move_names_the_nearest_moves():
    game = games.get(KC)
    with pytest.raises(games.IllegalMove, match="b1-b3"):
        game.play(game.start(), "b1-b4")
