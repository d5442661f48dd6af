"""The AI sees only what its seat may see (docs/rules/kings-crossing.md § Stealth King: nothing
public may depend on where a hidden King is).  Two games that differ only in where the opponent
hid its King must give the AI the same input and, with the same seed, the same move.
"""

from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move, observe
from games.ai.knowledge import knowledge_for
from games.ai.knowledge.kings_crossing import king_candidates

GAME = games.get("kings-crossing")
OPENING = {8: ("b2-b4", "c7-c5"), 12: ("b3-b4", "c6-c5")}


def _stealth_game(black_king: str, options: dict | None = None):
    """White hides its King on c1, Black on ``black_king``; then the same opening moves."""
    options = options or {}
    state = GAME.start(stealth=True, **options)
    for move in ("king c1", f"king {black_king}", *OPENING[options.get("pieces", 8)]):
        state = GAME.play(state, move)
    return state


@pytest.mark.parametrize("options", [{}, {"pieces": 12, "setup": "alternate"}])
def test_the_opponents_king_square_changes_nothing_the_ai_sees_or_plays(options):
    one, other = _stealth_game("a8", options), _stealth_game("d7", options)
    assert GAME.dump(one) != GAME.dump(other)
    seen = observe(GAME.id, one, "white")
    assert seen == observe(GAME.id, other, "white")
    for level in LEVELS:
        moves = {
            choose_move(observe(GAME.id, s, "white"), level, seed=5, max_nodes=400)
            for s in (one, other)
        }
        assert len(moves) == 1, level


def test_a_determinization_agrees_with_everything_the_seat_has_seen():
    state = _stealth_game("b8")
    observation = observe(GAME.id, state, "white")
    knowledge = knowledge_for(GAME.id)
    rng = random.Random(2)
    kings = set()
    for _ in range(40):
        world = knowledge.determinize(GAME, observation, rng)
        assert GAME.view(world, "white") == observation.view
        assert GAME.public_position(world) == observation.public
        assert tuple(GAME.legal_moves(world)) == observation.legal
        kings.add(
            next(sq for sq, p in GAME.view(world, "black")["pieces"].items() if p["kind"] == "king")
        )
    assert len(kings) > 1, "the opponent's King is sampled, not fixed"
    assert kings <= set(king_candidates(observation, GAME.board))


def test_the_king_is_never_guessed_on_the_seats_own_home_space():
    # Black man on d1, White's Home space: a King there would already have won.
    state = GAME.load("k3/4/4/4/4/4/1K2/3m w home=d1,a8 stealth=1")
    observation = observe(GAME.id, state, "white")
    assert king_candidates(observation, GAME.board) == ["a8"]


def test_set_up_is_a_secret_choice_among_the_seats_starting_squares():
    state = GAME.start(stealth=True)
    for seat in ("white", "black"):
        observation = observe(GAME.id, state, seat)
        move = choose_move(observation, "hard", seed=1, max_nodes=50)
        assert move in observation.legal and move.startswith("king ")
        state = GAME.play(state, move)
    assert GAME.to_move(state) == "white"


def test_the_searched_world_agrees_with_the_observation_and_guesses_the_farthest_piece():
    """Hard and medium search one world: the opponent's King on the candidate farthest (in
    steps along files and ranks) from the seat's own Home space, d1 for White."""
    state = _stealth_game("b8")
    observation = observe(GAME.id, state, "white")
    knowledge = knowledge_for(GAME.id)
    (world,) = knowledge.worlds(GAME, observation)
    assert GAME.view(world, "white") == observation.view
    assert GAME.public_position(world) == observation.public
    assert tuple(GAME.legal_moves(world)) == observation.legal
    king = next(sq for sq, p in GAME.view(world, "black")["pieces"].items() if p["kind"] == "king")
    # Black's pieces after the opening: a8-d8 and a7, b7, d7, c5; a8 is 3 + 7 = 10 steps from
    # d1, farther than any other.
    assert king == "a8"
    assert king in king_candidates(observation, GAME.board)


@pytest.mark.parametrize("options", [{}, {"setup": "alternate"}])
def test_the_ai_hides_its_king_on_its_own_home_corner(options):
    state = GAME.start(stealth=True, **options)
    homes = GAME.dump(state).split("home=")[1].split()[0].split(",")
    for seat, home in zip(("white", "black"), homes, strict=True):
        move = choose_move(observe(GAME.id, state, seat), "hard", seed=3, max_nodes=50)
        assert move == f"king {home}"
        state = GAME.play(state, move)


def test_no_jump_takes_a_king_on_its_home_corner():
    # Black men on every square beside White's King on d1, the squares beyond them empty:
    # none of Black's moves takes the King (beyond the King is off the board).
    state = GAME.load("k3/4/4/4/4/4/3m/2mK b home=d1,a8")
    for move in GAME.legal_moves(state):
        assert GAME.outcome(GAME.play(state, move)) is None, move
