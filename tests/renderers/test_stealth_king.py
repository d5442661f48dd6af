"""Stealth King: nothing public may depend on where a hidden King is, not the board image
(docs/rules/kings-crossing.md § Stealth King).  The public image must be byte-identical
wherever the Kings are."""

from __future__ import annotations

import pytest

import games
from renderers import render_gif, render_png
from tests.renderers.views import piece, view

KC = "kings-crossing"


def _stealth_game(white_king: str, black_king: str):
    """A Stealth King game after both secret set-up moves and one ordinary move each."""
    game = games.get(KC)
    state = game.start(stealth=True)
    for move in (f"king {white_king}", f"king {black_king}", "a2-a4", "d7-d5"):
        state = game.play(state, move)
    return game, state


@pytest.mark.skipif(KC not in games.ids(), reason="the King's Crossing engine is not registered")
@pytest.mark.parametrize("perspective", ["white", "black"])
def test_public_image_of_a_real_game_is_the_same_wherever_the_kings_are(perspective):
    game, first = _stealth_game("b1", "c8")
    _, second = _stealth_game("c2", "a7")
    assert game.dump(first) != game.dump(second), "the games differ in their King squares"
    a = render_png(game.view(first, None), last_move="d7-d5", perspective=perspective)
    b = render_png(game.view(second, None), last_move="d7-d5", perspective=perspective)
    assert a == b
    # The owner's private image does show its King, so the equality above is not vacuous.
    assert render_png(game.view(first, "white")) != render_png(game.view(second, "white"))


@pytest.mark.skipif(KC not in games.ids(), reason="the King's Crossing engine is not registered")
def test_public_replay_is_the_same_wherever_the_kings_are():
    frames = []
    for kings in (("b1", "c8"), ("d2", "b7")):
        game, state = _stealth_game(*kings)
        frames.append(render_gif([(game.view(state, None), "d7-d5")]))
    assert frames[0] == frames[1]


def test_hand_built_public_views_differing_only_in_hidden_kings_draw_the_same():
    """The public view shows every piece as a man; the renderer adds nothing of its own."""

    def public(king_square: str) -> dict:
        pieces = {sq: piece("white", "man", letter="M") for sq in ("a1", "b1", "c1", "d1")}
        pieces |= {sq: piece("black", "man", letter="m") for sq in ("a8", "b8", "c8", "d8")}
        owner = view(KC, {**pieces, king_square: piece("white", "king", "hidden", letter="K")})
        # What the engine publishes: the King disguised as a man, with no flag at all.
        return view(KC, pieces), owner

    (public_a, owner_a), (public_b, owner_b) = public("a1"), public("c1")
    assert render_png(public_a) == render_png(public_b)
    assert render_png(owner_a) != render_png(owner_b)
