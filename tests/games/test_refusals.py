"""A refused move says which rule refuses it (issue 28): the examples of the issue and one
position per rule of each game, with the words a player reads.

The reasons come from each game's own rules (games/engines/<game>/refusal.py); the consistency of
every reason with its position, over random positions, is tests/games/test_refusal_consistency.py.
"""

from __future__ import annotations

import pytest

import games
from games.engines.charing_cross import CharingCross
from games.errors import Why


def refusal_of(game_id: str, typed: str, *, position: str | None = None, moves: str = ""):
    """The IllegalMove raised for ``typed`` after ``moves`` from ``position`` (or the start)."""
    game = games.get(game_id)
    state = game.load(position) if position else game.start()
    for move in moves.split():
        state = game.play(state, move)
    with pytest.raises(games.IllegalMove) as caught:
        game.play(state, typed)
    return caught.value


def test_kings_crossing_a_jump_is_compulsory_and_named():
    """`play kings-crossing`, `a2-a5`, `a7-a6`, `b2b4`: the jump a5xa7 must be made."""
    error = refusal_of("kings-crossing", "b2b4", moves="a2-a5 a7-a6")
    assert error.refusal.why is Why.COMPULSORY
    assert str(error) == (
        "'b2b4' is not a legal move here: a jump is compulsory, and after a jump the turn goes "
        "on while any of your pieces can jump: play a5xa7."
    )


def test_kings_crossing_a_jump_owed_mid_turn_says_the_turn_goes_on():
    """White jumps a5xa7 and can jump again (a7xc7): the turn goes on, and a slide typed now is
    refused with that rule.  The position does not record that a jump was just made, so the
    same sentence is said whenever a jump is compulsory (true either way)."""
    game = games.get("kings-crossing")
    moves = (
        "c2-c6 c7xc5 a2-a5 d7-d3 d2xd4 b7-c7 d1-d2 c7-b7 c1-c2 d8-d7 a1-a2 d7-d6 a2-a4 c5-c4 "
        "d4xb4 c8-c3 c2xc4 d6-b6 b2-a2 a7-a6 a5xa7"
    )
    state = game.start()
    for move in moves.split():
        state = game.play(state, move)
    assert game.to_move(state) == "white"  # the side that just jumped moves again
    error = refusal_of("kings-crossing", "a4-a5", moves=moves)
    assert error.refusal.why is Why.COMPULSORY
    assert str(error).endswith(
        "a jump is compulsory, and after a jump the turn goes on while any of your pieces can "
        "jump: play a7xc7."
    )


def test_checkers_with_bosses_a_capture_is_compulsory():
    """`a3-b4`, `b6-a5`, `d3-e4`, `g6-f5`, then `c3-d4`: e4xg6 must be played."""
    error = refusal_of("checkers-bosses", "c3-d4", moves="a3-b4 b6-a5 d3-e4 g6-f5")
    assert error.refusal.why is Why.COMPULSORY
    assert str(error) == ("'c3-d4' is not a legal move here: a capture is compulsory: play e4xg6.")


def test_checkers_with_bosses_the_majority_rule_names_the_longer_capture():
    """The player must choose a sequence that makes the most jumps: a3xc5 takes one piece,
    c3xe5xg7 two."""
    position = "8/8/5d2/8/1d1d4/D1D5/8/8 w reserve=D/d"
    assert games.get("checkers-bosses").legal_moves(
        games.get("checkers-bosses").load(position)
    ) == ["c3xe5xg7"]
    error = refusal_of("checkers-bosses", "a3xc5", position=position)
    assert error.refusal.why is Why.MAJORITY
    assert "c3xe5xg7 takes 2, a3xc5 only 1" in str(error)


def test_charing_cross_the_opponents_piece():
    """Black types `a5-b5`: the knight on a5 is White's."""
    error = refusal_of("charing-cross", "a5-b5", moves="a4-b4")
    assert error.refusal.why is Why.NOT_YOUR_PIECE
    assert "the knight on a5 is White's; you play Black." in str(error)


def test_kings_crossing_an_empty_square():
    error = refusal_of("kings-crossing", "a3-a4")
    assert error.refusal.why is Why.EMPTY_SQUARE
    assert "there is no piece on a3." in str(error)


def test_checkers_with_bosses_a_man_never_moves_backward():
    error = refusal_of("checkers-bosses", "c3-b2")
    assert error.refusal.why is Why.BACKWARD
    assert "a diagonal man never moves or captures backward until it is crowned" in str(error)
    assert "Its moves: c3-b4, c3-d4." in str(error)


def test_kings_crossing_a_trapped_piece():
    """The man on b4 stands between black men on a4 and c4 along its rank."""
    error = refusal_of("kings-crossing", "b4-b5", position="k3/4/4/4/mMm1/4/4/3K w home=d1,a8")
    assert error.refusal.why is Why.TRAPPED
    assert "the man on b4 is trapped" in str(error)


def test_kings_crossing_a_blocked_slide():
    error = refusal_of("kings-crossing", "a1-a3")
    assert error.refusal.why is Why.BLOCKED
    assert "a2 is in the way; a slide passes only through empty squares." in str(error)


def test_kings_crossing_a_slide_is_never_backward():
    error = refusal_of("kings-crossing", "a2-a1", position="k3/4/4/4/4/4/M3/3K w home=d1,a8")
    assert error.refusal.why is Why.BACKWARD


def test_checkers_with_bosses_a_boss_drop_comes_first():
    """Black has lost its last orthogonal piece: the boss drop comes before any move."""
    error = refusal_of("checkers-bosses", "a8-b7", position="d7/8/3O4/8/8/8/8/8 b reserve=O/do")
    assert error.refusal.why is Why.DECISION_FIRST
    assert "dropping your boss comes first: O@" in str(error)


@pytest.mark.parametrize(
    ("typed", "why", "said"),
    [
        ("D@h8", Why.DROP, "you owe the drop of your orthogonal boss, not the diagonal one."),
        ("O@a1", Why.DROP, "a boss is dropped on an empty square of your own first three ranks."),
        ("O@a8", Why.OCCUPIED, "a8 is not empty."),
        ("O@d7", Why.DROP, "a boss on d7 would change the captures you have"),
    ],
)
def test_checkers_with_bosses_a_refused_drop_says_which_rule(typed, why, said):
    """Black owes its orthogonal boss; d7 would let it jump the white man on d6 at once."""
    error = refusal_of("checkers-bosses", typed, position="d7/8/3O4/8/8/8/8/8 b reserve=O/do")
    assert error.refusal.why is why
    assert said in str(error) and "Legal now: O@a6, O@a7" in str(error)


def test_checkers_with_bosses_no_boss_to_drop():
    error = refusal_of("checkers-bosses", "D@c4")
    assert error.refusal.why is Why.DROP
    assert "you have no boss to drop" in str(error)


def test_charing_cross_a_re_placement_comes_first():
    """White's jumped knight goes back to a home square of White's choosing before play goes on."""
    error = refusal_of("charing-cross", "b5-b6", position="8/8/8/1r6/8/8/8/8 w place=N")
    assert error.refusal.why is Why.DECISION_FIRST
    assert str(error) == (
        "'b5-b6' is not a legal move here: putting your jumped knight back on one of its home "
        "squares comes first: @a4, @a5."
    )


def test_charing_cross_a_re_placement_goes_to_a_home_square():
    error = refusal_of("charing-cross", "@b4", position="8/8/8/1r6/8/8/8/8 w place=N")
    assert error.refusal.why is Why.DROP
    assert "your jumped knight goes back to a free home square of its own: @a4, @a5." in str(error)
    error = refusal_of("charing-cross", "@a4", moves="a4-b4")
    assert error.refusal.why is Why.DROP
    assert "no jumped piece is waiting to be put back" in str(error)


def test_king_of_the_castle_a_page_is_too_small_to_jump_a_knight():
    error = refusal_of("king-of-the-castle", "a2-c2", position="1k1c1k1/7/7/7/7/7/PN5/1K1C1K1 w")
    assert error.refusal.why is Why.TOO_SMALL
    assert "a page jumps only pages, and the piece on b2 is a knight" in str(error)


def test_king_of_the_castle_no_piece_enters_its_own_castle():
    error = refusal_of("king-of-the-castle", "c2-d1")
    assert error.refusal.why is Why.OWN_CASTLE
    assert "no piece may enter its own castle." in str(error)


def test_king_of_the_castle_only_a_king_enters_the_enemy_castle():
    error = refusal_of("king-of-the-castle", "d7-d8", position="1k1c1k1/3P3/7/7/7/7/7/1K1C1K1 w")
    assert error.refusal.why is Why.ENEMY_CASTLE


def test_charing_cross_a_forward_move_never_enters_the_pieces_edges():
    error = refusal_of("charing-cross", "b2-c1", position="8/8/8/8/8/8/1N6/8 w")
    assert error.refusal.why is Why.EDGE
    assert "a knight never moves forward onto ranks 1 and 8." in str(error)


def test_crossings_a_crossed_counter_is_locked():
    error = refusal_of("crossings", "a8-b7", position="+P7/8/8/8/8/8/1P6/7+p w")
    assert error.refusal.why is Why.LOCKED


def test_crossings_a_side_behind_in_crossings_must_cross():
    error = refusal_of("crossings", "b7-b6", position="8/1P6/8/8/8/8/8/7+p w")
    assert error.refusal.why is Why.MUST_CROSS
    assert "Black has crossed more counters" in str(error) and "b7-b8" in str(error)


def test_crossings_a_group_moves_at_most_its_size():
    error = refusal_of("crossings", "a1-a4")
    assert error.refusal.why is Why.TOO_FAR
    assert "this group of 2 counters moves 1 to 2 squares." in str(error)


@pytest.mark.parametrize(
    ("game_id", "typed", "meant"),
    [
        ("kings-crossing", "b2xb4", "b2-b4"),
        ("checkers-bosses", "c3xd4", "c3-d4"),
        ("crossings", "a1xa3", "a1-a3"),
        ("crossings", "a2xa4", "a1-a3"),  # the head form of a1-a3
        ("crossings", "b2xb3", "b2-b3"),  # not the head form of b1-b2 as well
        ("king-of-the-castle", "b2xb4", "b2-b4"),
        ("charing-cross", "a4xb5", "a4-b5"),
    ],
)
def test_an_x_on_a_move_that_captures_nothing_is_refused(game_id, typed, meant):
    """docs/rules/README.md § Move input: `x` marks a capture; a plain move typed with it is
    refused in every game, naming the move to type."""
    error = refusal_of(game_id, typed)
    assert error.refusal.why is Why.NOT_A_CAPTURE
    assert str(error) == (
        f"'{typed}' is not a legal move here: 'x' marks a capture, and {meant} captures nothing "
        f"there. Type {meant}."
    )


def test_a_jump_over_nothing_in_charing_cross():
    error = refusal_of("charing-cross", "a4-c4")
    assert error.refusal.why is Why.NOTHING_TO_JUMP
    assert "there is no piece on b4 to jump." in str(error)


class _WithoutExplainer(CharingCross):
    """Charing Cross as a sixth game would come: no ``explain_illegal`` of its own."""

    def explain_illegal(self, state, typed):
        return games.Game.explain_illegal(self, state, typed)


def test_a_game_without_an_explainer_still_says_the_shared_reasons():
    """The hook is optional: the shared reasons (from the mover's view and the legal list)
    serve a game that does not provide it."""
    game = _WithoutExplainer()
    state = game.play(game.start(), "a4-b4")
    with pytest.raises(games.IllegalMove) as caught:
        game.play(state, "a5-b5")
    assert caught.value.refusal.why is Why.NOT_YOUR_PIECE
    with pytest.raises(games.IllegalMove) as caught:
        game.play(state, "h5-h7")
    assert caught.value.refusal.why is Why.NOT_A_DESTINATION
    assert str(caught.value) == (
        "'h5-h7' is not a legal move here: the knight on h5 cannot go to h7; its moves are "
        "h5-g4, h5-g5, h5-g6, h5-h3."
    )


# ----- word moves: pass, a King choice, a swap, a shift -----------------------------------------


@pytest.mark.parametrize("game_id", ["kings-crossing", "crossings", "charing-cross"])
def test_a_pass_while_a_move_exists_is_refused_with_the_rule(game_id):
    """A side passes only when it has no legal move (the engine then plays the pass for it)."""
    error = refusal_of(game_id, "pass")
    assert error.refusal.why is Why.PASS
    assert "you may pass only when you have no legal move" in str(error)
    assert "Legal now: " in str(error) and "Try:" not in str(error)


def test_checkers_with_bosses_has_no_pass():
    """A side that cannot move loses (English draughts): no pass is ever played."""
    error = refusal_of("checkers-bosses", "pa")
    assert error.refusal.why is Why.PASS
    assert "there is no passing in Checkers with Bosses: a side that cannot move loses" in str(
        error
    )


def test_kings_crossing_a_king_choice_outside_stealth_king():
    error = refusal_of("kings-crossing", "king b2")
    assert error.refusal.why is Why.NOT_NOW
    assert "a King's square is chosen only in a Stealth King game" in str(error)


def test_kings_crossing_a_king_choice_on_a_square_not_ones_own():
    """White chooses among its own starting squares (ranks 1 and 2), never a8 or c3."""
    game = games.get("kings-crossing")
    state = game.start(stealth=True)
    for typed in ("king a8", "k c3"):
        with pytest.raises(games.IllegalMove) as caught:
            game.play(state, typed)
        assert caught.value.refusal.why is Why.NOT_OFFERED
        own = [f"king {f}{r}" for f in "abcd" for r in "12"]
        assert str(caught.value).endswith(
            "your King starts on one of your own starting squares: " + ", ".join(own) + "."
        )


def test_kings_crossing_a_second_king_choice_after_the_set_up():
    game = games.get("kings-crossing")
    state = game.play(game.play(game.start(stealth=True), "king b1"), "king c8")
    with pytest.raises(games.IllegalMove) as caught:
        game.play(state, "king b2")
    assert caught.value.refusal.why is Why.NOT_NOW
    assert "chosen once, before the first move, and that is done" in str(caught.value)


def test_king_of_the_castle_a_swap_without_the_option():
    error = refusal_of("king-of-the-castle", "swap b1")
    assert error.refusal.why is Why.NOT_NOW
    assert "the swap is a game option (castle_swap), once per game" in str(error)


@pytest.mark.parametrize(
    ("typed", "why", "said"),
    [
        ("swap b2", Why.NOT_OFFERED, "only a King swaps with its castle; the piece on b2 is a"),
        ("swap d1", Why.EMPTY_SQUARE, "there is no piece on d1."),
        ("swap b8", Why.NOT_YOUR_PIECE, "the king on b8 is Black's; you play White."),
    ],
)
def test_king_of_the_castle_a_swap_names_an_unmoved_king_of_ones_own(typed, why, said):
    game = games.get("king-of-the-castle")
    with pytest.raises(games.IllegalMove) as caught:
        game.play(game.start(castle_swap=True), typed)
    assert caught.value.refusal.why is why
    assert said in str(caught.value)
    assert str(caught.value).endswith("Your swaps: swap b1, swap f1.")


def test_king_of_the_castle_a_king_that_moved_no_longer_swaps():
    """White's King b1 steps to a1 and back: it has moved, so only f1 may still swap."""
    game = games.get("king-of-the-castle")
    state = game.start(castle_swap=True)
    for move in ("b1-a1", "a7-a6", "a1-b1", "a6-a7"):
        state = game.play(state, move)
    with pytest.raises(games.IllegalMove) as caught:
        game.play(state, "swap b1")
    assert caught.value.refusal.why is Why.NOT_OFFERED
    assert "the King on b1 has moved" in str(caught.value)
    assert str(caught.value).endswith("Your swaps: swap f1.")


def test_checkers_with_bosses_a_shift_that_is_not_owed():
    error = refusal_of("checkers-bosses", "shift left")
    assert error.refusal.why is Why.NOT_NOW
    assert "a shift is owed only under the different-bindings rule" in str(error)


def test_checkers_with_bosses_a_shift_the_order_of_the_rules_refuses():
    """With the two diagonal men on different colours, left and right are possible, so a
    backward or forward shift is refused; a drop typed meanwhile waits for the shift."""
    position = "8/5d2/8/8/3D4/8/8/8 w reserve=D/d shift=1"
    error = refusal_of("checkers-bosses", "shift forward", position=position)
    assert error.refusal.why is Why.NOT_OFFERED
    assert str(error).endswith("allowed now: shift left, shift right.")
    error = refusal_of("checkers-bosses", "D@c2", position=position)
    assert error.refusal.why is Why.DECISION_FIRST
    assert "the different-bindings shift comes first: shift left, shift right." in str(error)
