"""The console's text board: each game's own legend, and the squares the last move took."""

from __future__ import annotations

import pytest

import games
from renderers.text_board import legend, text_board
from tests.renderers.views import busy_views, piece, view

BUSY = busy_views()

# What each game's legend must say, and what it must not (another game's symbols).
LEGENDS = {
    "charing-cross": "WHITE black · N knight · R rook · ^ home square",
    "kings-crossing": "WHITE black · K king · M man · x trapped · @ home space",
    "checkers-bosses": (
        "WHITE black · D diagonal · O orthogonal · C compound · + crowned · * boss (hit points)"
    ),
    "crossings": "WHITE black · P counter · + crossed",
    "king-of-the-castle": "WHITE black · K king · N knight · P page · # castle",
}


def _legend_line(board: str) -> str:
    return board.splitlines()[-2].strip()


@pytest.mark.parametrize("game_id", sorted(LEGENDS))
def test_each_game_shows_its_own_legend_from_the_start(game_id):
    """The legend describes the game: Crossings explains "+ crossed" before any counter has
    crossed, and no game explains another game's symbols."""
    if game_id not in games.ids():
        pytest.skip(f"{game_id} is not registered")
    game = games.get(game_id)
    assert _legend_line(text_board(game.view(game.start(), None))) == LEGENDS[game_id]


def test_a_public_stealth_view_does_not_mention_hidden_kings():
    game = games.get("kings-crossing")
    state = game.start(stealth=True)
    assert "hidden" not in _legend_line(text_board(game.view(state, None)))
    assert "hidden" not in _legend_line(text_board(game.view(game.start(), "white")))


def test_a_private_stealth_view_explains_the_hidden_king():
    game = games.get("kings-crossing")
    state = game.start(stealth=True)
    before = _legend_line(text_board(game.view(state, "white")))
    assert "? hidden king (only you see it)" in before, "explained before the King is placed"
    while game.view(state, None)["info"]["setup"]:
        state = game.play(state, game.legal_moves(state)[0])
    board = text_board(game.view(state, "white"))
    assert "K?" in board
    assert "? hidden king (only you see it)" in _legend_line(board)


def test_what_the_table_does_not_know_is_still_explained():
    """A new game, kind or flag the renderers have no entry for is explained from the view."""
    shown = {
        **view("crossings", {"a1": piece("white", "counter", "sleepy", letter="Z")}),
        "game": "new-game",
    }
    assert legend(shown) == "WHITE black · Z counter · sleepy"


@pytest.mark.parametrize("perspective", ["white", "black"])
def test_captured_squares_show_a_cross(perspective):
    source = view(
        "checkers-bosses",
        {"d4": piece("black", "diagonal", "boss", hp=2, letter="d")},
    )
    board = text_board(source, perspective, captured=["e5", "D4"])
    rows = {line.split()[0]: line for line in board.splitlines()[1:9]}
    files = "abcdefgh" if perspective == "white" else "hgfedcba"

    def cell(square: str) -> str:
        column = files.index(square[0])
        return rows[square[1]][4 + 3 * column : 7 + 3 * column]

    assert cell("e5") == " × "
    assert cell("d4") == "×d2", "a hit boss keeps its letter and hit points"
    assert cell("c3") == " . "
    assert board.count("×") == 3  # two cells and the legend
    assert _legend_line(board).endswith("× taken by the last move")
    assert "×" not in text_board(source, perspective)


def test_the_busy_views_explain_every_marker_they_show():
    board = text_board(BUSY["kings-crossing"])
    assert "? square to choose" in _legend_line(board)
    assert "@ home space" in _legend_line(board)
    assert _legend_line(text_board(BUSY["king-of-the-castle"])).endswith("# castle")
