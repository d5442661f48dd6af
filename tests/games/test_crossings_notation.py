"""Crossings notation, lenient input, position strings, views and move counts: each test names
the rule of docs/rules/crossings.md (or of issue 5) it checks."""

from __future__ import annotations

from pathlib import Path

import pytest

import games
from tests.helpers import after, legal

CX = "crossings"
START = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w"


# ----- counts ------------------------------------------------------------------------------


def test_start_position_is_the_rules_example_and_round_trips():
    """Example start: `pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w`."""
    game = games.get(CX)
    assert game.dump(game.start()) == START
    assert game.dump(game.load(START)) == START
    assert game.to_move(game.start()) == "white"


def test_perft_sixty_moves_from_the_start():
    """Check: from the start there are 60 legal moves."""
    assert len(legal(CX, START)) == 60


def test_perft_three_thousand_six_hundred_sequences_of_two_moves():
    """Check: the number of move sequences of length 2 is 3,600."""
    game = games.get(CX)
    start = game.start()
    answers = [len(game.legal_moves(game.play(start, move))) for move in game.legal_moves(start)]
    assert sum(answers) == 3600
    assert set(answers) == {60}


# ----- notation ----------------------------------------------------------------------------


def test_from_is_the_rearmost_counter_and_to_where_it_lands():
    """`a1-a3` moves the a1–a2 pair two squares north."""
    assert after(CX, START, "a1-a3") == "pppppppp/pppppppp/8/8/P7/P7/1PPPPPPP/1PPPPPPP b"


def test_a_capture_is_written_with_x():
    """`x` instead of `-` when the move captures."""
    moves = legal(CX, "8/8/8/3p4/8/3P4/3P4/8 w")
    assert "d2xd4" in moves
    assert "d2-d4" not in moves


def test_lenient_input_case_dashes_blanks_and_separators():
    """Input is lenient: case-insensitive, blanks ignored, `–` read as `-`, `X` as `x`."""
    position = "8/8/8/3p4/8/3P4/3P4/8 w"
    expected = after(CX, position, "d2xd4")
    for text in ("D2XD4", " d2 x d4 ", "d2-d4", "d2–d4", "d2d4"):
        assert after(CX, position, text) == expected


def test_head_form_names_the_groups_move_by_its_head():
    """Issue 5: a player may also type the head's start and end squares."""
    expected = after(CX, START, "a1-a3")
    assert after(CX, START, "a2-a4") == expected
    assert after(CX, START, "A2–A4") == expected


def test_head_form_of_a_capture():
    """Issue 5: the head form, for a capture (head d3 takes d5)."""
    position = "8/8/8/3p4/8/3P4/3P4/8 w"
    assert after(CX, position, "d3xd5") == after(CX, position, "d2xd4")


def test_head_form_naming_several_moves_is_ambiguous():
    """Issue 5: ... when that names exactly one move."""
    position = "8/8/8/8/8/3P4/3P4/3P4 w"
    with pytest.raises(games.AmbiguousMove, match="d1-d3.*d2-d4"):
        after(CX, position, "d3-d5")
    # Three squares is a move of the whole line of three only.
    assert after(CX, position, "d3-d6") == after(CX, position, "d1-d4")


def test_canonical_text_wins_over_the_head_form():
    """The head form is a fallback: a canonical move text always means itself."""
    position = "8/8/8/8/8/3P4/3P4/3P4 w"
    assert after(CX, position, "d3-d4") == "8/8/8/8/3P4/8/3P4/3P4 b"


def test_text_naming_no_move_keeps_the_illegal_move_message():
    """Ambiguous or illegal input gets an error that says why, with the nearest legal moves."""
    with pytest.raises(games.IllegalMove, match="not a legal move here.*a1-a2"):
        after(CX, START, "a1-a5")


def test_parse_move_returns_the_canonical_text_of_a_head_form():
    """Hosts log the canonical move a player's text names."""
    game = games.get(CX)
    assert game.parse_move(game.start(), "a2-a4") == "a1-a3"


# ----- positions ---------------------------------------------------------------------------


def test_crossed_counters_carry_the_plus_prefix_and_round_trip():
    """Crossed counters carry the prefix `+`."""
    text = "1+P+P1p3/8/8/3P4/8/8/8/+p7 b"
    game = games.get(CX)
    assert game.dump(game.load(text)) == text


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        (START.replace(" w", ""), "side to move"),
        ("pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w", "ranks"),
        ("ppppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w", "more than 8"),
        ("8/8/8/3Q4/8/8/8/8 w", "not a piece"),
        ("8/8/8/8/8/P7/PPPPPPPP/PPPPPPPP w", "more than 16"),
        ("8/8/8/3+P4/8/8/8/8 w", "only a white counter on rank 8"),
        ("+p7/8/8/8/8/8/8/8 w", "only a black counter on rank 1"),
        ("3P4/8/8/8/8/8/8/8 w", r"write it \+P"),
        ("8/8/8/8/8/8/8/3p4 b", r"write it \+p"),
        ("8/8/8/8/8/8/8/8 w crossed=1", "Unknown key"),
        ("8/8/8/3*P4/8/8/8/8 w", "prefix"),
    ],
)
def test_malformed_positions_are_rejected_with_invalid_position(bad, why):
    with pytest.raises(games.InvalidPosition, match=why):
        games.get(CX).load(bad)


# ----- views -------------------------------------------------------------------------------


def test_view_shows_counters_crossed_flags_and_the_crossing_counts():
    """Views: kind "counter", flag "crossed"; info holds the crossing counts per side and
    whether the side to move is obliged to answer a crossing."""
    game = games.get(CX)
    view = game.view(game.load("3+P4/8/8/8/8/4p3/4p3/8 b"), None)
    assert view["pieces"]["d8"] == {
        "side": "white",
        "kind": "counter",
        "letter": "P",
        "flags": ["crossed"],
        "hp": None,
    }
    assert view["pieces"]["e3"]["flags"] == []
    assert view["info"] == {"crossed": {"white": 1, "black": 0}, "must_cross": True}
    assert view["to_move"] == "black"


def test_view_of_a_finished_game_has_the_outcome_and_no_obligation():
    """A side with fewer crossings and no crossing move loses at once: nothing is owed."""
    game = games.get(CX)
    view = game.view(game.load("3+P4/8/8/8/4p3/8/8/8 b"), "black")
    assert view["outcome"]["winner"] == "white"
    assert view["to_move"] is None
    assert view["info"]["must_cross"] is False


def test_the_rules_page_lists_the_interpretations():
    """Gamut's readings of the original are on the full rules page, not in the short summary
    /rules opens with (the catalogue's rules-GAME-summary: tests/bot/test_service_rules.py
    checks it in every language)."""
    page = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "crossings.md").read_text(
        encoding="utf-8"
    )
    assert "## How Gamut reads the original" in page and "No legal move" in page
