"""The conformance suite: every invariant of the engine contract, over every registered game.

Parametrised over ``games.ids()`` and each game's option variants, so a new engine is covered
as soon as it is registered.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from tests.helpers import as_json, random_states

SEEDS = (1, 2)
VARIANTS = [
    pytest.param(
        game_id, options, id=f"{game_id}-{'-'.join(f'{k}={v}' for k, v in options.items())}"
    )
    for game_id in games.ids()
    for options in games.get(game_id).option_variants()
]
SEATS = (None, "white", "black")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_random_playout_keeps_the_contract(game_id, options, seed):
    game = games.get(game_id)
    plies = 0
    for state, _ in random_states(game_id, options, seed):
        plies += 1
        moves = game.legal_moves(state)
        assert moves == sorted(set(moves)), "legal moves must be sorted and unique"
        outcome = game.outcome(state)
        assert (game.to_move(state) is None) == (outcome is not None)
        assert (moves == []) == (outcome is not None), "over exactly when no move is left"
        text = game.dump(state)
        reloaded = game.load(text)
        assert reloaded == state, "load(dump(s)) must give s back"
        assert game.dump(reloaded) == text
        for seat in SEATS:
            as_json(game.view(state, seat))
        assert game.view(reloaded, None) == game.view(state, None)
        before = game.dump(state)
        for move in moves:
            successor = game.play(state, move)
            assert game.load(game.dump(successor)) == successor
            assert game.play(state, move.upper()) == successor, "input is case-insensitive"
        assert game.dump(state) == before, "play must not change its input"
    assert plies >= 2


@pytest.mark.parametrize("game_id", games.ids())
def test_start_has_legal_moves_and_a_side_to_move(game_id):
    game = games.get(game_id)
    state = game.start()
    assert game.to_move(state) in ("white", "black")
    assert game.legal_moves(state)
    assert game.outcome(state) is None


@pytest.mark.parametrize("game_id", games.ids())
def test_unknown_option_is_a_value_error(game_id):
    with pytest.raises(ValueError, match="no option"):
        games.get(game_id).start(no_such_option=1)


@pytest.mark.parametrize("game_id", games.ids())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=60) | st.from_regex(r"[a-h1-9/ wbkmnpqrcdo+*()=x0-9,]{0,50}"))
def test_load_of_any_text_raises_only_invalid_position(game_id, text):
    game = games.get(game_id)
    try:
        state = game.load(text)
    except games.InvalidPosition:
        return
    assert game.load(game.dump(state)) == state


@pytest.mark.parametrize("game_id", games.ids())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=40) | st.from_regex(r"[a-hA-H1-9@xX\-– ]{0,12}"))
def test_play_of_any_text_raises_only_move_errors(game_id, text):
    game = games.get(game_id)
    state = game.start()
    try:
        successor = game.play(state, text)
    except games.MoveError as exc:
        assert str(exc)
        return
    assert game.load(game.dump(successor)) == successor
