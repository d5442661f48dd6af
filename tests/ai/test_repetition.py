"""The search steers clear of positions the game has already been in (no game here draws by
repetition, so a cycle would otherwise go on for ever)."""

from __future__ import annotations

import games
from games.ai import choose_move, observe

# Charing Cross, seen in the benchmark: White's rook jumps Black's knight from e8 to g6, Black
# puts the knight back on h5 and jumps the rook home from h5 to f7, White jumps again ...
BEFORE_THE_JUMP_BACK = "3R4/8/6R1/NN5n/8/5n2/8/3rr3 b"
AFTER_THE_JUMP_BACK = "3RR3/5n2/8/NN6/8/5n2/8/3rr3 w"


def test_hard_breaks_a_cycle_it_would_otherwise_repeat():
    game = games.get("charing-cross")
    state = game.load(BEFORE_THE_JUMP_BACK)
    fresh = observe(game.id, state, "black")
    assert choose_move(fresh, "hard", max_nodes=3000, seed=1) == "h5-f7"
    repeated = observe(game.id, state, "black", history=[AFTER_THE_JUMP_BACK])
    assert repeated.history == frozenset({AFTER_THE_JUMP_BACK})
    for seed in range(3):
        assert choose_move(repeated, "hard", max_nodes=3000, seed=seed) != "h5-f7"


def test_every_level_that_searches_plays_on_rather_than_repeat():
    """Even the two-ply level, which judges every other move a little worse here, prefers a
    new position: a cycle would only end at the host's move limit."""
    game = games.get("charing-cross")
    state = game.load(BEFORE_THE_JUMP_BACK)
    repeated = observe(game.id, state, "black", history=[AFTER_THE_JUMP_BACK])
    for seed in range(3):
        assert choose_move(repeated, "medium", max_nodes=3000, seed=seed) != "h5-f7"
