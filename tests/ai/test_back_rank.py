"""King's Crossing's back-rank rule in hard's evaluation (games/ai/knowledge/kings_crossing.py).

A King on the enemy's first rank wins once the enemy has completed 10 turns without winning:
a win up to 20 plies away, past the search's horizon.  Each position here has its outcome
worked out by an exhaustive search through the engine contract (every move of both sides,
to the end or to the ply where the count runs out), independent of the AI.
"""

from __future__ import annotations

import re

import pytest

import games
from games.ai import choose_move, observe
from games.core.engine import State

GAME = games.get("kings-crossing")
NODES = 80  # a search of two or three plies: the count runs out beyond it


def _key(state: State) -> str:
    """The position without its quiet-turn count, which decides nothing."""
    return re.sub(r" quiet=\d+", "", GAME.dump(state))


def _forced_win(state: State, winner: str, plies: int, seen: dict) -> bool:
    """Whether ``winner`` wins within ``plies`` plies whatever the other side does: every
    move of both sides, through the engine contract alone."""
    key = (_key(state), plies)
    if key not in seen:
        outcome = GAME.outcome(state)
        if outcome is not None:
            seen[key] = outcome.winner == winner
        elif plies == 0:
            seen[key] = False
        else:
            children = (GAME.play(state, move) for move in GAME.legal_moves(state))
            forced = any if GAME.to_move(state) == winner else all
            seen[key] = forced(_forced_win(child, winner, plies - 1, seen) for child in children)
    return seen[key]


# Black's King stands on a1, White's first rank, with 7 of White's 10 turns counted: White's
# 10th turn is its third from here, so Black wins within 5 plies unless White stops it.
# Hard used to play b3-b8 (a man to the far rank), after which Black wins by the count.
COUNT_RUNS_OUT = "4/4/3M/M3/4/KM2/4/k1m1 w home=d1,d8 backrow=b7"


@pytest.mark.parametrize("seed", range(3))
def test_hard_stops_the_back_rank_count_before_it_runs_out(seed):
    state = GAME.load(COUNT_RUNS_OUT)
    seen: dict = {}
    lost = {
        move: _forced_win(GAME.play(state, move), "black", 5, seen)
        for move in GAME.legal_moves(state)
    }
    assert lost["b3-b8"]
    saving = {move for move, is_lost in lost.items() if not is_lost}
    assert saving == {"a5-b5", "a5-c5", "a5-d5"}
    move = choose_move(observe(GAME.id, state, "white"), "hard", max_nodes=NODES, seed=seed)
    assert move in saving
