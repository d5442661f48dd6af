"""King's Crossing's search leaf, read from the engine's state (``kings_crossing_state``), is
the text evaluation (``kings_crossing.evaluate``) of the position string the engine writes."""

from __future__ import annotations

import random

import pytest

import games
from games.ai.knowledge import knowledge_for, read_position
from games.ai.knowledge.kings_crossing import evaluate
from games.ai.knowledge.kings_crossing_state import leaf_value
from games.core.engine import State, play_forced_passes
from games.core.geometry import BLACK, WHITE
from games.core.position import ParsedPosition

GAME = games.get("kings-crossing")
OPTIONS = (
    {},
    {"setup": "alternate"},
    {"pieces": 12},
    {"backcapture": True},
    {"stealth": True},
)
# Kings on the enemy's first rank with turns counted, and trapped runs at both ends.
LOADED = (
    "1K2/mm2/4/4/4/4/MM1m/3k w home=d1,a8 backrow=w3,b2",
    "kK2/4/m3/4/4/4/M3/3M b home=d1,a8 backrow=w7",
    "4/mMMm/4/4/1m2/1M2/1m2/K2k w home=d1,a8 backrow=b9 quiet=4",
    "m3/MmmM/4/2k1/4/4/4/K3 b home=d1,d8 stealth=1",
)


def _text(position: ParsedPosition, side: str) -> object:
    """The text evaluation, as the leaf must equal it: the same terms summed in another order
    (the Kings' road shares are sevenths, ``road_share``), so to the last bits of a float."""
    return pytest.approx(evaluate(GAME.board, position, side), rel=1e-12, abs=1e-9)


def _game_positions(options: dict[str, object], seed: int, plies: int = 80) -> list[State]:
    """Every position of a seeded random game under ``options``, Stealth set-up done."""
    rng = random.Random(seed)
    state, _ = play_forced_passes(GAME, GAME.start(**options))
    out = []
    for _ in range(plies):
        if GAME.to_move(state) is None:
            break
        moves = GAME.legal_moves(state)
        if not moves[0].startswith("king "):
            out.append(state)
        state, _ = play_forced_passes(GAME, GAME.play(state, rng.choice(moves)))
    return out


@pytest.mark.parametrize("options", OPTIONS, ids=lambda options: str(options) or "default")
def test_the_leaf_from_the_state_is_the_text_evaluation(options):
    states = [s for seed in range(8) for s in _game_positions(options, seed)]
    assert len(states) > 100
    for state in states:
        position = read_position(GAME, GAME.dump(state))
        for side in (WHITE, BLACK):
            assert leaf_value(state, side, 0.0) == _text(position, side), (
                GAME.dump(state),
                side,
            )


@pytest.mark.parametrize("text", LOADED)
def test_the_leaf_counts_the_back_rank_and_the_traps_as_the_text_does(text):
    state = GAME.load(text)
    assert GAME.dump(state) == text  # the engine writes back what the evaluation reads
    position = read_position(GAME, text)
    for side in (WHITE, BLACK):
        assert leaf_value(state, side, 0.0) == _text(position, side), side


def test_the_search_reads_the_leaf():
    assert knowledge_for("kings-crossing").leaf is leaf_value
