"""The engines made faster give, position for position, what the engines of df3aa8c gave.

The recordings (tests/games/recorded/, written by tests/games/recorded_lists.py from the
engines of commit df3aa8c) hold for thousands of positions of random games the legal list in
its order, whose turn it is, the outcome and a digest of the position after every legal move.
Each position is loaded fresh here, so no cache of an earlier position answers for it.
"""

from __future__ import annotations

import pytest

import games
from tests.games.recorded_lists import load_recording, successors_digest

RECORDED_GAMES = ("checkers-bosses", "kings-crossing")


def _told(outcome: games.Outcome | None) -> tuple[str | None, str] | None:
    """What a recording's outcome says: the winner and the sentence."""
    return None if outcome is None else (outcome.winner, outcome.reason)


@pytest.mark.parametrize("game_id", RECORDED_GAMES)
def test_every_recorded_position_has_the_recorded_moves_turn_outcome_and_successors(game_id):
    game = games.get(game_id)
    entries = load_recording(game_id)
    assert len(entries) > 1000
    for entry in entries:
        position = entry["position"]
        state = game.load(position)
        moves = game.legal_moves(state)
        assert moves == entry["moves"], position
        assert game.to_move(state) == entry["to_move"], position
        outcome = game.outcome(state)
        # Recorded before outcomes had a kind: read back as such, the winner and the sentence
        # as recorded (the kinds are held to the sentences in tests/conformance).
        recorded = entry["outcome"] and games.Outcome.from_dict(entry["outcome"])
        assert recorded is None or recorded.kind is games.Ending.UNRECORDED, position
        assert _told(outcome) == _told(recorded), position
        assert successors_digest(game, game.load(position), moves) == entry["successors"], position
