"""Sentences of the rules pages that once disagreed with the engines, each checked next to the
engine behaviour it describes: the page must say what the engine does, and mark as Gamut's
reading what the original text does not say or says otherwise."""

from __future__ import annotations

import re
from pathlib import Path

import games

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"


def section(page: str, heading: str) -> str:
    """The text of one ``## heading`` section of a rules page, joined onto one line."""
    text = (RULES / page).read_text(encoding="utf-8")
    found = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert found, f"{page} has no section {heading!r}"
    return " ".join(found.group(1).split())


def test_crossings_a_crossing_that_can_be_answered_does_not_win():
    game = games.get("crossings")
    answerable = game.play(game.load("8/4P3/8/8/8/8/3p4/8 w"), "e7-e8")
    assert game.outcome(answerable) is None and game.to_move(answerable) == "black"
    assert all(move.endswith("1") for move in game.legal_moves(answerable)), "Black must cross"
    unanswerable = game.play(game.load("8/4P3/8/8/8/3p4/8/8 w"), "e7-e8")
    assert game.outcome(unanswerable).winner == "white"
    ends = section("crossings.md", "How the game ends")
    assert "So a crossing does not win by itself" in ends
    assert "the game goes on" in ends and "At the start of each turn" not in ends


def test_checkers_crowned_pieces_and_bosses_capture_backward_as_an_interpretation():
    game = games.get("checkers-bosses")
    for piece in ("+D", "*D(3)"):
        reserve = "OC/doc" if piece.startswith("*") else "DOC/doc"
        state = game.load(f"4c3/8/8/8/8/2{piece}5/3d4/O6C w reserve={reserve}")
        assert game.legal_moves(state) == ["c3xe1"], f"{piece} captures backward"
    reading = section("checkers-bosses.md", "How Gamut reads the original")
    assert "Crowned pieces and bosses capture backward" in reading
    assert '"Capturing backward is not allowed"' in reading
    assert "interpretation" in section("checkers-bosses.md", "Captures")


def test_king_of_the_castle_the_size_limit_holds_for_ones_own_pieces():
    game = games.get("king-of-the-castle")
    state = game.load("1k1c3/7/7/7/7/1N5/1P5/3C1K1 w")  # a Page on b2 below its own Knight
    assert "b2-b4" not in game.legal_moves(state)
    reading = section("king-of-the-castle.md", "How Gamut reads the original")
    assert "Jumping one's own pieces" in reading
    assert "the size limit holds for one's own pieces" in reading


def test_kings_crossing_stealth_choices_are_made_at_once():
    """The service takes the choices in any order (tests/bot/test_service_stealth.py has Black
    choose first); the page must not say White chooses first."""
    stealth = section("kings-crossing.md", "Stealth King")
    assert "at the same time, in any order" in stealth and "White first" not in stealth
    assert "White first" not in section("kings-crossing.md", "How Gamut reads the original")


def test_no_page_says_every_game_passes():
    """Checkers with Bosses is the exception: a side that cannot move loses."""
    game = games.get("checkers-bosses")
    stuck = game.play(game.load("8/8/8/d7/8/D1D5/8/8 w reserve=D/d"), "a3-b4")  # a5 is blocked
    outcome = game.outcome(stuck)
    assert outcome is not None and outcome.winner == "white"
    for page in RULES.glob("*.md"):
        assert "as the other games do" not in page.read_text(encoding="utf-8"), page.name
