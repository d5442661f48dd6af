"""Checkers with Bosses scenarios: bosses, hit points, drops, the win and the loss.

Each test names the rule it checks, from docs/rules/checkers-bosses.md § Bosses and
docs/rules/checkers-bosses.md § How the game ends.
"""

from __future__ import annotations

from collections import Counter

import pytest

import games
from games.engines.checkers_bosses import engine
from games.engines.checkers_bosses.captures import capture_sequences
from games.engines.checkers_bosses.pieces import BOARD
from tests.helpers import after, legal, outcome, random_states

CWB = "checkers-bosses"


def drop_squares(moves: list[str], letter: str) -> set[str]:
    """The squares of the drops of boss ``letter`` among ``moves``."""
    return {m.split("@")[1] for m in moves if m.startswith(letter + "@")}


def zone(ranks: str) -> set[str]:
    return {f"{f}{r}" for f in "abcdefgh" for r in ranks}


# ----- hit points ------------------------------------------------------------------------------


def test_a_jumped_boss_loses_one_hit_point_and_stays():
    """A jumped boss loses one hit point and is removed only when it reaches zero."""
    position = "8/8/8/3*o(3)4/3O4/8/8/8 w reserve=O/dc"
    assert after(CWB, position, "d4xd6").startswith("8/8/3O4/3*o(2)4/8/")


def test_a_boss_on_its_last_hit_point_is_removed():
    """... removed only when it reaches zero."""
    position = "7c/8/8/3*o(1)4/3O4/8/8/8 w reserve=O/c"
    assert after(CWB, position, "d4xd6") == "7c/8/3O4/8/8/8/8/8 b reserve=O/c"


def test_no_back_and_forth_over_the_same_boss():
    """The same boss may be jumped again in one sequence only with another jump in between
    (no back-and-forth): d4xd6xd4xd6 would take all three hit points."""
    position = "8/8/8/3*o(3)4/3+O4/8/8/8 w reserve=O/dc"
    assert legal(CWB, position) == ["d4xd6"]


def test_the_same_boss_may_be_jumped_again_with_jumps_in_between():
    """... only with another jump in between; each boss hit counts one in the majority rule."""
    position = "8/8/8/4c3/3*o(3)c3/3+C4/8/8 w reserve=C/dc"
    assert legal(CWB, position) == ["d3xd5xf5xd3xd5"]
    assert after(CWB, position, "d3xd5xf5xd3xd5") == "8/8/8/3+C4/3*o(1)4/8/8/8 b reserve=C/dc"


def test_each_boss_hit_counts_one_in_the_majority_rule():
    """The player must choose a sequence that makes the most jumps (each boss hit counts one):
    two hits on one boss beat a single man elsewhere."""
    position = "8/8/8/4c3/3*o(3)c3/3+C4/1c6/2D5 w reserve=DC/dc"
    game = games.get(CWB)
    every = capture_sequences(game.load(position).cells, "white")
    assert (BOARD.parse("c1"), BOARD.parse("a3")) in every  # a legal capture on its own
    assert legal(CWB, position) == ["d3xd5xf5xd3xd5"]


def test_capturing_a_boss_is_compulsory_like_any_capture():
    """Capturing is compulsory: a boss that can be hit must be."""
    assert legal(CWB, "8/8/8/3*o(3)4/3O4/8/8/7O w reserve=O/dc") == ["d4xd6"]


# ----- boss movement ---------------------------------------------------------------------------


def test_a_boss_moves_like_a_crowned_piece_of_its_kind():
    """A boss moves and captures like a crowned piece of its kind."""
    assert legal(CWB, "8/8/8/8/3*D(3)4/8/8/8 w reserve=/d") == ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    assert legal(CWB, "8/8/8/8/3*D(3)4/2d5/8/8 w reserve=/d") == ["d4xb2"]


def test_boss_promotes_a_boss_moves_like_a_man_until_crowned():
    """Option `boss_promotes=on` (the seed's variation 2): a boss moves like a man of its kind
    until it reaches the far rank and is crowned (listed in crowned=, interpretation)."""
    position = "8/8/8/8/3*D(3)4/8/8/8 w reserve=/d boss_promotes=1"
    assert legal(CWB, position) == ["d4-c5", "d4-e5"]
    crowned = after(CWB, "8/2*D(3)5/8/8/8/8/8/8 w reserve=/d boss_promotes=1", "c7-d8")
    assert crowned == "3*D(3)4/8/8/8/8/8/8/8 b reserve=/d boss_promotes=1 crowned=d8"
    back = crowned.replace(" b ", " w ")
    assert legal(CWB, back) == ["d8-c7", "d8-e7"]


def test_boss_promotes_an_uncrowned_boss_never_captures_backward():
    """With boss_promotes a boss captures like a man of its kind: never backward."""
    position = "8/8/8/8/3*D(3)4/2d5/8/8 w reserve=/d boss_promotes=1"
    assert legal(CWB, position) == ["d4-c5", "d4-e5"]


def test_boss_promotes_crowning_ends_a_capture_sequence():
    """(interpretation) A boss crowned on the far rank stops its sequence like a man."""
    position = "4c3/3o4/3*O(3)4/8/8/8/8/8 w reserve=/oc boss_promotes=1"
    assert legal(CWB, position) == ["d6xd8"]
    assert after(CWB, position, "d6xd8").endswith("boss_promotes=1 crowned=d8")


# ----- drops -----------------------------------------------------------------------------------


def test_losing_the_last_man_of_a_kind_makes_the_boss_drop_first():
    """When a side's last piece of a kind is captured, that side must, at the start of its next
    turn and before moving, drop that kind's boss on an empty square of its own first three
    ranks. It may not drop where the boss would capture at once (c6, e6, d7)."""
    pending = after(CWB, "d7/8/8/3o4/3O4/8/8/8 w reserve=O/do", "d4xd6")
    assert pending == "d7/8/3O4/8/8/8/8/8 b reserve=O/do"
    game = games.get(CWB)
    state = game.load(pending)
    assert game.to_move(state) == "black"
    moves = game.legal_moves(state)
    assert all("@" in m for m in moves)
    assert drop_squares(moves, "O") == zone("678") - {"a8", "d6", "c6", "e6", "d7"}
    dropped = after(CWB, pending, "O@h8")
    assert dropped == "d6*o(3)/8/3O4/8/8/8/8/8 b reserve=O/d"
    assert legal(CWB, dropped) == ["a8-b7", "h8-g8", "h8-h7"]


def test_a_drop_is_written_with_an_uppercase_letter_for_both_sides():
    """Notation `D@c2` (interpretation: the letter is uppercase for Black too); input is
    case-insensitive."""
    pending = "d7/8/3O4/8/8/8/8/8 b reserve=O/do"
    assert after(CWB, pending, "o@h8") == after(CWB, pending, "O@h8")
    assert after(CWB, pending, "h8") == after(CWB, pending, "O@h8")


def test_a_drop_may_neither_capture_at_once_nor_block_a_capture():
    """A drop is illegal if it changes the set of capture sequences the side has available
    (it may neither capture at once nor block or open a capture): c4xe2 lands on e2, and an
    orthogonal boss on c3, d2 or e3 could jump d3."""
    position = "8/8/8/8/2+D5/3d4/8/8 w reserve=DO/d"
    moves = legal(CWB, position)
    assert drop_squares(moves, "O") == zone("123") - {"d3", "e2", "c3", "d2", "e3"}
    assert legal(CWB, after(CWB, position, "O@a1")) == ["c4xe2"]


def test_drop_falls_back_to_any_empty_square_when_none_is_quiet():
    """(interpretation) If no square meets that, any empty square of the three ranks may be
    used: a3 is the only empty one, and a boss there captures a4 at once."""
    position = "8/8/8/8/c7/1DDDDDDD/oooooooo/+d+d+d+d+d+d+d+d w reserve=DO/doc"
    assert legal(CWB, position) == ["O@a3"]
    assert legal(CWB, after(CWB, position, "O@a3")) == ["a3xa5"]


def test_drop_waits_a_turn_when_no_square_is_empty():
    """(interpretation) With none empty, the drop waits a turn: the side moves, and drops at the
    start of a later turn once a square is free."""
    position = "8/8/8/8/c7/DDDDDDDD/oooooooo/+d+d+d+d+d+d+d+d w reserve=DO/doc"
    moves = legal(CWB, position)
    assert moves and not any("@" in m for m in moves)
    later = after(CWB, position, "h3-g4", "a4-b4")
    assert legal(CWB, later) == ["O@h3"]
    info = games.get(CWB).view(games.get(CWB).load(later), None)["info"]
    assert info["pending_drops"] == {"white": ["orthogonal"], "black": []}


def test_several_kinds_lost_in_one_turn_mean_several_drops_then_the_move():
    """One drop per kind lost, each a separate move, then its ordinary move."""
    pending = after(CWB, "7d/8/8/3c4/8/3o4/3O4/8 w reserve=O/doc", "d2xd4xd6")
    game = games.get(CWB)
    moves = game.legal_moves(game.load(pending))
    assert {m[0] for m in moves} == {"O", "C"}
    one = after(CWB, pending, "O@a8")
    assert one == "*o(3)6d/8/3O4/8/8/8/8/8 b reserve=O/dc"
    assert {m[0] for m in legal(CWB, one)} == {"C"}
    both = after(CWB, one, "C@b8")
    assert both == "*o(3)*c(3)5d/8/3O4/8/8/8/8/8 b reserve=O/d"
    assert legal(CWB, both) == ["a8-a7", "b8-a7", "b8-b7", "b8-c7", "b8-c8", "h8-g7"]


def test_a_dropped_boss_has_boss_hp_hit_points():
    """A boss ... starts with 3 hit points (option `boss_hp`, 1–9)."""
    pending = "d7/8/3O4/8/8/8/8/8 b reserve=O/do boss_hp=5"
    assert after(CWB, pending, "O@h8").startswith("d6*o(5)/")
    assert after(CWB, pending.replace(" boss_hp=5", ""), "O@h8").startswith("d6*o(3)/")


def test_a_crowned_man_still_counts_as_a_piece_of_its_kind():
    """When a side's last piece of a kind (men and crowned) is captured: a crowned man left
    means no drop is owed."""
    assert legal(CWB, "8/8/8/8/8/8/8/+D7 w reserve=D/d") == ["a1-b2"]


# ----- winning and losing ----------------------------------------------------------------------


def test_capturing_all_three_enemy_bosses_wins():
    """Win: capture all three enemy bosses."""
    final = after(CWB, "8/8/8/3*o(1)4/3O4/8/8/8 w reserve=O/", "d4xd6")
    result = outcome(CWB, final)
    assert result is not None and result.winner == "white"
    assert "bosses" in result.reason
    assert legal(CWB, final) == []
    assert games.get(CWB).to_move(games.get(CWB).load(final)) is None


def test_bosses_still_in_reserve_are_not_captured():
    """Win: capture all three enemy bosses: one still in reserve keeps the game going."""
    position = after(CWB, "8/8/8/3*o(1)4/3O4/8/8/8 w reserve=O/d", "d4xd6")
    assert outcome(CWB, position) is None
    assert legal(CWB, position)[0].startswith("D@")


def test_a_side_that_cannot_move_loses():
    """A side that cannot move loses (English draughts)."""
    result = outcome(CWB, "8/8/8/8/8/2d5/1d6/D7 w reserve=D/d")
    assert result is not None and result.winner == "black"
    assert legal(CWB, "8/8/8/8/8/2d5/1d6/D7 w reserve=D/d") == []


def test_a_side_that_can_only_capture_or_drop_is_not_stuck():
    """A side that cannot move loses, but a capture or an owed drop is a move: the engine's
    shortcut (one empty step suffices) falls back to generating the moves when none is found."""
    boxed_capture = "8/8/8/8/8/1d6/dd6/D7 w reserve=D/d"  # a1 is boxed in but jumps b2 to c3
    assert outcome(CWB, boxed_capture) is None
    assert legal(CWB, boxed_capture) == ["a1xc3"]
    nothing_on_board = "8/8/8/8/8/8/8/2*d(1)5 w reserve=D/"  # White's diagonal boss must drop
    assert outcome(CWB, nothing_on_board) is None
    assert legal(CWB, nothing_on_board)[0].startswith("D@")


@pytest.mark.parametrize("seed", range(6))
def test_the_outcome_shortcut_agrees_with_generating_every_move(seed):
    """A side that cannot move loses: outcome() decides "cannot move" without generating every
    move; on random playouts it must say exactly what generating them says."""
    game = games.get(CWB)
    options = {"boss_hp": 1, "boss_promotes": seed % 2 == 1}
    for state, _ in random_states(CWB, options, seed, max_moves=400):
        result = game.outcome(state)
        stuck = not engine.generate(state) and not engine.bosses_gone(state, "white")
        stuck = stuck and not engine.bosses_gone(state, "black")
        assert (result is not None and "cannot move" in result.reason) == stuck


# ----- views -----------------------------------------------------------------------------------


def test_view_shows_kinds_flags_hit_points_reserves_and_pending_drops():
    """Views use the shared vocabulary: kinds diagonal/orthogonal/compound, flags crowned and
    boss (with hp); info holds the reserves, the pending drops and a pending shift."""
    game = games.get(CWB)
    state = game.load("3*D(3)4/8/8/3*o(2)4/3O4/8/8/+c7 w reserve=O/dc boss_promotes=1 crowned=d8")
    view = game.view(state, None)
    assert view["pieces"]["d8"]["flags"] == ["crowned", "boss"]
    assert view["pieces"]["d5"] == {
        "side": "black",
        "kind": "orthogonal",
        "letter": "o",
        "flags": ["boss"],
        "hp": 2,
    }
    assert view["pieces"]["a1"]["flags"] == ["crowned"]
    assert view["info"]["reserve"] == {"white": ["orthogonal"], "black": ["diagonal", "compound"]}
    assert view["info"]["pending_drops"] == {"white": [], "black": ["diagonal"]}
    assert view["info"]["shift"] is None
    assert game.view(state, "white") == {**view, "seat": "white"}


# ----- random playouts ------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"boss_hp": 1}, {"boss_hp": 5}, {"boss_promotes": True}])
def test_random_playouts_reach_boss_drops_and_boss_kills(options):
    """Seeded random playouts reach the boss rules: drops happen and bosses are killed."""
    counts: Counter[str] = Counter()
    for seed in range(1, 6):
        previous = None
        for state, move in random_states(CWB, options, seed):
            if move is not None and "@" in move:
                counts["drops"] += 1
            elif previous is not None and _bosses(state) < _bosses(previous):
                counts["boss kills"] += 1
            previous = state
    assert counts["drops"] > 0
    assert counts["boss kills"] > 0


def _bosses(state) -> int:
    """How many bosses stand on the board (read from the public view)."""
    view = games.get(CWB).view(state, None)
    return sum("boss" in piece["flags"] for piece in view["pieces"].values())
