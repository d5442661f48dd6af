"""The search steers clear of positions the game has already been in (no game here draws by
repetition, so a cycle would otherwise go on for ever), but not at any price."""

from __future__ import annotations

import random
import re

import pytest

import games
from games.ai import choose_move, observe
from games.ai.knowledge import knowledge_for
from games.ai.knowledge.checkers_bosses import CONTEMPT, REPEAT_COST
from games.ai.search import AlphaBeta, Limits

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


# Checkers with Bosses, issue 30's benchmark (hard Black against the Monte-Carlo player, ply
# 317): White's crowned orthogonal man on h6 can jump the diagonal boss on h5, which cannot
# jump back.  The boss's only safe square, g4, goes back to the position of three plies before.
BOSS_ATTACKED = "8/6+C1/5*o(3)1+O/4*c(3)2*d(2)/8/8/8/8 b reserve=OC/"
BOSS_SEEN = "8/6+C1/5*o(3)1+O/4*c(3)3/6*d(2)1/8/8/8 w reserve=OC/"


def _boss_hit_points(game, state) -> int:
    return sum(int(hp) for hp in re.findall(r"\*[doc]\((\d)\)", game.public_position(state)))


def test_hard_goes_back_to_a_position_seen_rather_than_give_a_boss_hit_points():
    """Every other move lets White hit a black boss at once (read from the engine's replies).
    Hard used to count any repeat as bad as a dead draw, worse than a boss of two hit points,
    and gave the boss both.  Now a repeat costs a hit point's worth (``REPEAT_COST``) of what
    it keeps: hard goes back, or plays f6-f5, which gives the boss for something: White's only
    replies then let Black's orthogonal boss jump both crowned men (checked below move by
    move), which with men counted at their measured worth scores close to the boss (hard with
    the history plays it at 20,000 and at 150,000 nodes; without the history, a search of
    200,000 nodes keeps the boss by h5-g4)."""
    game = games.get("checkers-bosses")
    state = game.load(BOSS_ATTACKED)
    before = _boss_hit_points(game, state)
    for move in game.legal_moves(state):
        after = game.play(state, move)
        hit = any(
            _boss_hit_points(game, game.play(after, r)) < before for r in game.legal_moves(after)
        )
        assert hit == (game.public_position(after) != BOSS_SEEN), move
    line = state
    for move, white_replies in (("f6-f5", ["h6xh4"]), ("h5-g6", ["g7xg5"])):
        line = game.play(line, move)
        assert game.legal_moves(line) == white_replies
        line = game.play(line, white_replies[0])
    assert "f5xh5xh3" in game.legal_moves(line)
    board_after = game.public_position(game.play(line, "f5xh5xh3")).split()[0]
    assert "+" not in board_after and "*d" not in board_after  # both crowned men and the boss gone
    observation = observe(game.id, state, "black", history=[BOSS_SEEN])
    for seed in range(3):
        assert choose_move(observation, "hard", max_nodes=20_000, seed=seed) in {"h5-g4", "f6-f5"}


def test_a_repeat_costs_a_hit_point_of_what_it_keeps_not_a_dead_draw():
    """The mechanism behind the choice above, read from the search's exact score of the
    repeat searched first: with the position in the history it scores at most
    ``REPEAT_COST`` below its value without (here -6.9 and -9.9), above the dead draw
    (``-CONTEMPT``, -11) it was scored as before."""
    game = games.get("checkers-bosses")
    knowledge = knowledge_for(game.id)
    state = game.load(BOSS_ATTACKED)

    def repeat_score(history: frozenset[str]) -> float:
        search = AlphaBeta(game, knowledge, "black", Limits(), random.Random(0), history, CONTEMPT)
        return search.score_moves(state, ["h5-g4"], depth=4)["h5-g4"]

    kept = repeat_score(frozenset())
    repeated = repeat_score(frozenset({BOSS_SEEN}))
    assert repeated == pytest.approx(kept - REPEAT_COST)
    assert repeated > -CONTEMPT


# King's Crossing: White's King goes a1-d1, Black's man a7-b7, then both go back.  Every one
# of these moves is sideways, so the position string's ``quiet=`` count grows at each.
SHUFFLE_START = "2k1/m3/4/4/3M/4/1M2/K3 w home=d1,d8"
SHUFFLE = ("a1-d1", "a7-b7", "d1-a1", "b7-a7")


def test_hard_does_not_shuffle_in_kings_crossing_where_only_the_turn_count_differs():
    """Issue 44: the guard compared strings carrying ``quiet=``, so it never fired and
    ``d4-b4`` / ``b4-d4`` went back and forth 37 times.  Here hard plays a1-d1 from the start;
    after the shuffle the board is the start's again and a1-d1 would go back to the board of
    the game's second position, which only its ``quiet=`` count tells apart."""
    game = games.get("kings-crossing")
    line = [game.load(SHUFFLE_START)]
    for move in SHUFFLE:
        line.append(game.play(line[-1], move))
    seen = [game.public_position(state) for state in line[:-1]]
    assert choose_move(observe(game.id, line[0], "white"), "hard", max_nodes=3000, seed=1) == (
        "a1-d1"
    )
    again = game.public_position(game.play(line[-1], "a1-d1"))
    assert again != seen[1]
    assert again.replace(" quiet=5", " quiet=1") == seen[1]  # the same board, turn and keys
    shuffled = observe(game.id, line[-1], "white", history=seen)
    for seed in range(3):
        assert choose_move(shuffled, "hard", max_nodes=3000, seed=seed) != "a1-d1"
