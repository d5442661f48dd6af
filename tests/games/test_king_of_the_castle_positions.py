"""King o' the Castle: the Castle-King swap, position strings and views, each test naming the
rule of docs/rules/king-of-the-castle.md it checks."""

from __future__ import annotations

from pathlib import Path

import pytest

import games
from tests.helpers import after, as_json, legal, outcome

KC = "king-of-the-castle"
START = "1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1K1C1K1 w"
SWAP_START = START + " swap=b1,f1,b8,f8"


# ----- the Castle-King swap ----------------------------------------------------------------


def test_swap_exists_only_with_the_option():
    """Option `castle_swap=on` (the text's optional rule)."""
    game = games.get(KC)
    assert game.dump(game.start(castle_swap=True)) == SWAP_START
    assert not [m for m in legal(KC, START) if m.startswith("swap")]
    with pytest.raises(games.IllegalMove):
        game.play(game.start(), "swap b1")


def test_swap_trades_an_unmoved_king_with_its_castle_as_the_whole_turn():
    """... a side may swap one King that has not yet moved with its own castle, as its whole
    turn (`swap b1`)."""
    moves = legal(KC, SWAP_START)
    assert len(moves) == 64
    assert {"swap b1", "swap f1"} <= set(moves)
    assert after(KC, SWAP_START, "swap b1") == (
        "1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1C1K1K1 b swap=b8,f8"
    )


def test_swap_input_is_lenient_but_must_name_the_king():
    """Input is case-insensitive; `swap` alone is ambiguous while both Kings may swap."""
    game = games.get(KC)
    state = game.start(castle_swap=True)
    assert game.play(state, " SWAP F1 ") == game.play(state, "swap f1")
    with pytest.raises(games.AmbiguousMove, match="swap b1, swap f1"):
        game.play(state, "swap")


def test_swap_is_once_per_game_for_each_side():
    """Once per game: after White's swap only Black keeps its rights; then nobody has any."""
    position = after(KC, SWAP_START, "swap b1", "swap f8")
    assert position == "1k1k1c1/pnpnpnp/7/7/7/7/PNPNPNP/1C1K1K1 w"
    assert not [m for m in legal(KC, position) if m.startswith("swap")]


def test_a_king_that_has_moved_may_not_swap_even_back_on_its_square():
    """... one King that has not yet moved."""
    position = after(KC, SWAP_START, "b1-c1", "a7-a6", "c1-b1")
    assert position == "1k1c1k1/1npnpnp/p6/7/7/7/PNPNPNP/1K1C1K1 b swap=f1,b8,f8"


def test_a_captured_king_loses_its_swap_but_a_jumped_one_keeps_it():
    """Only a King that has not moved may swap; being jumped is not moving."""
    position = "3c2k/7/7/7/7/7/7/kK1C1K1 b swap=b1,f1"
    assert after(KC, position, "a1xc1") == "3c2k/7/7/7/7/7/7/2kC1K1 w swap=f1"
    assert after(KC, position, "a1-c1") == "3c2k/7/7/7/7/7/7/1KkC1K1 w swap=b1,f1"


def test_the_swapped_castle_is_the_one_that_counts():
    """Castles keep their rules where the swap put them: the enemy King wins on b1, and White's
    own pieces may not enter it."""
    final = after(KC, "3c2k/7/7/7/7/7/k6/1C1K1K1 b", "a2-b1")
    assert final == "3c2k/7/7/7/7/7/7/1+k1K1K1 w"
    assert outcome(KC, final).winner == "black"
    assert not {"a1-b1", "a1-c1"} & set(legal(KC, "3c2k/7/7/7/7/7/7/PC1K1K1 w"))


# ----- position strings --------------------------------------------------------------------


@pytest.mark.parametrize(
    "position",
    [
        START,
        SWAP_START,
        "1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1C1K1K1 b swap=b8,f8",
        "3+K2k/7/7/7/7/7/7/3C3 b",
        "3c2k/7/7/7/7/7/7/1+k1K1K1 w",
        "3c3/7/3K3/7/7/7/7/3C3 b",
    ],
)
def test_position_strings_round_trip(position):
    """Loading a string in canonical form and writing it back gives the same string."""
    game = games.get(KC)
    state = game.load(position)
    assert game.dump(state) == position
    assert game.load(game.dump(state)) == state


def test_swap_key_is_written_in_canonical_order():
    """Key `swap=b1,f1,b8,f8`: Kings still allowed to swap."""
    game = games.get(KC)
    assert game.dump(game.load(START + " swap=f8,b1")) == START + " swap=b1,f8"
    assert game.dump(game.load(START + " swap=")) == START


def test_a_king_in_the_enemy_castle_is_written_with_a_plus():
    """(interpretation) The square holds the castle and the King: `+K` says both."""
    result = outcome(KC, "3+K2k/7/7/7/7/7/7/3C3 b")
    assert result.winner == "white"


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ("6k/7/7/7/7/7/7/K6 w", "exactly one castle"),
        ("3c2k/7/7/7/7/7/7/K1CC3 w", "exactly one castle"),
        ("6k/3c3/7/7/7/7/7/K2C3 w", "first rank"),
        ("3c2k/7/7/7/7/7/7/3+K3 w", "exactly one castle"),
        ("3c2k/7/7/7/7/7/7/K2C+N2 w", "only a King"),
        ("3+c2k/7/7/7/7/7/7/K2C3 w", "no prefix"),
        ("kkkc3/7/7/7/7/7/7/K2C3 w", "more than 2"),
        ("3c2k/7/7/7/7/7/PPPPP2/K2C3 w", "more than 4"),
        ("3+K2k/7/7/7/7/7/7/K2+k3 w", "Both sides"),
        ("3c3/7/7/7/7/7/7/3C3 w", "Both sides"),
        (START + " swap=c1", "only an unmoved King"),
        (START + " swap=b1,b1", "twice"),
        ("1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/2KC1K1 w swap=b1", "only an unmoved King"),
        ("1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1C1K1K1 w swap=f1", "already swapped"),
        (START + " place=N", "Unknown key"),
        ("1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1K1C1K w", "exactly 7"),
    ],
)
def test_bad_positions_raise_invalid_position(position, message):
    with pytest.raises(games.InvalidPosition, match=message):
        games.get(KC).load(position)


def test_two_move_sequences_from_the_start():
    """A perft-style count: every White move followed by every Black reply (3,820, the figure
    the literal reference of test_king_of_the_castle_reference.py also reaches)."""
    game = games.get(KC)
    state = game.start()
    total = sum(len(game.legal_moves(game.play(state, m))) for m in game.legal_moves(state))
    assert total == 3820


# ----- views -------------------------------------------------------------------------------


def test_view_shows_kinds_and_both_castles():
    """Views: kinds king/knight/page; castles are marks of kind "castle", one per side."""
    game = games.get(KC)
    view = game.view(game.start(castle_swap=True), None)
    as_json(view)
    assert view["board"] == {"files": 7, "ranks": 8}
    assert view["pieces"]["b1"]["kind"] == "king"
    assert view["pieces"]["d2"]["kind"] == "knight"
    assert view["pieces"]["g7"] == {
        "side": "black",
        "kind": "page",
        "letter": "p",
        "flags": [],
        "hp": None,
    }
    castles = [(m["side"], m["squares"]) for m in view["marks"] if m["kind"] == "castle"]
    assert castles == [("white", ["d1"]), ("black", ["d8"])]
    assert view["info"]["swap"] == {"white": ["b1", "f1"], "black": ["b8", "f8"]}


def test_view_follows_a_swapped_castle_and_a_won_game():
    """The castle mark moves with a swap; a King in the enemy castle is shown on it."""
    game = games.get(KC)
    swapped = game.view(game.load("1k1c1k1/pnpnpnp/7/7/7/7/PNPNPNP/1C1K1K1 b swap=b8,f8"), None)
    assert swapped["marks"][0]["squares"] == ["b1"]
    assert swapped["pieces"]["d1"]["kind"] == "king"
    assert swapped["info"]["swap"] == {"white": [], "black": ["b8", "f8"]}
    won = game.view(game.load("3+K2k/7/7/7/7/7/7/3C3 b"), "black")
    assert won["pieces"]["d8"]["side"] == "white"
    assert won["marks"][1]["squares"] == ["d8"]
    assert won["outcome"]["winner"] == "white"
    assert won["to_move"] is None


def test_the_rules_page_lists_the_interpretations():
    """Gamut's readings of the original are on the full rules page, not in the short summary
    /rules opens with (the catalogue's rules-GAME-summary: tests/bot/test_service_rules.py
    checks it in every language)."""
    page = (
        Path(__file__).resolve().parents[2] / "docs" / "rules" / "king-of-the-castle.md"
    ).read_text(encoding="utf-8")
    assert "## How Gamut reads the original" in page and "No legal move" in page
