"""Every ending an engine reports has a kind (``games.Ending``) that matches its sentence.

The sentences players read (``Outcome.reason``) are listed here once, each with the kind of
ending the rules make it (docs/rules/): reaching a goal, a Home space, the enemy castle or
crossing more counters; holding the enemy's first rank; capturing the pieces a side must keep;
having no move; neither side having one.  Every ending the conformance playouts reach, and one
position of each ending the engines can write, must match exactly one sentence, of the kind
the outcome carries, and read back from its stored form.
"""

from __future__ import annotations

import re

import pytest

import games
from games import Ending, Outcome
from tests.conformance.test_conformance import SEEDS
from tests.helpers import random_states

SIDE, SIDE_NAME = r"(white|black)", r"(White|Black)"
SENTENCES: tuple[tuple[str, Ending], ...] = (
    (rf"a {SIDE} (knight|rook) reached its goal at [a-h][1-8]", Ending.GOAL),
    (rf"{SIDE_NAME}'s King reached {SIDE_NAME}'s Home space [a-d][18]", Ending.GOAL),
    (rf"a {SIDE} King entered {SIDE_NAME}'s castle", Ending.GOAL),
    (rf"{SIDE} has more crossed counters at the start of its turn \(\d+–\d+\)", Ending.GOAL),
    (rf"{SIDE} cannot answer {SIDE}'s crossing", Ending.GOAL),
    (rf"{SIDE_NAME}'s King stood on rank [18] through 10 {SIDE_NAME} turns", Ending.BACK_RANK),
    (rf"{SIDE_NAME} captured {SIDE_NAME}'s King", Ending.CAPTURE),
    (rf"both {SIDE} Kings were captured", Ending.CAPTURE),
    (rf"{SIDE} captured all three {SIDE} bosses", Ending.CAPTURE),
    (rf"{SIDE} cannot move", Ending.NO_MOVES),
    (r"neither side can move", Ending.BOTH_STUCK),
)
DRAWS = {Ending.BOTH_STUCK}

# One position of each ending the engines write (found by seeded random playouts, or from the
# games' scenario tests), with the kind its rule makes it.
ENDED: tuple[tuple[str, str, Ending], ...] = (
    ("charing-cross", "3RR3/8/8/n1N5/8/1N6/2rrn3/8 w", Ending.GOAL),
    ("checkers-bosses", "8/2o5/8/4o3/5c2/8/8/1+d+o5 w reserve=/doc", Ending.CAPTURE),
    (
        "checkers-bosses",
        "1*d(1)6/Do5c/8/4o3/3o1c2/2c5/8/5+o2 w reserve=D/oc boss_hp=1 boss_promotes=1",
        Ending.NO_MOVES,
    ),
    ("crossings", "3+P4/8/8/8/8/4p3/4p3/8 w", Ending.GOAL),
    ("crossings", "1pp1+Pppp/1p5p/p1p2P1P/p1p1p3/2P2p1p/2PPP2P/PP1P2P1/P5PP b", Ending.GOAL),
    ("king-of-the-castle", "3c3/n2n3/7/1p2N2/6p/1P5/2K4/2NC1K1 b", Ending.CAPTURE),
    ("king-of-the-castle", "3c3/1n5/7/pp2N2/4k1N/p6/K2N1nP/3+k1K1 w", Ending.GOAL),
    ("kings-crossing", "4/3m/1M2/4/4/M3/2MK/4 b home=d1,a8", Ending.CAPTURE),
    ("kings-crossing", "M3/K3/4/4/4/m3/4/1m1k w home=d1,d8 backrow=b1 quiet=2", Ending.GOAL),
    (
        "kings-crossing",
        "1MK1/4/4/4/4/4/4/1km1 w home=d1,a8 backrow=w10,b1 quiet=2",
        Ending.BACK_RANK,
    ),
    ("kings-crossing", "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w8", Ending.BOTH_STUCK),
)


def _kinds_of(reason: str) -> list[Ending]:
    """The kinds of every listed sentence ``reason`` is."""
    return [kind for pattern, kind in SENTENCES if re.fullmatch(pattern, reason)]


def _check(game: games.Game, state: object, outcome: Outcome) -> None:
    """The outcome's kind is its sentence's; a draw has no winner; the view and the stored
    form carry the kind, and the stored form reads back as the same outcome."""
    assert _kinds_of(outcome.reason) == [outcome.kind], outcome
    assert (outcome.winner is None) == (outcome.kind in DRAWS), outcome
    stored = outcome.as_dict()
    assert stored == {"winner": outcome.winner, "reason": outcome.reason, "kind": outcome.kind}
    assert Outcome.from_dict(stored) == outcome
    assert game.view(state, None)["outcome"] == stored


@pytest.mark.parametrize("game_id", games.ids())
def test_every_ending_the_conformance_playouts_reach_has_the_kind_its_sentence_says(game_id):
    game = games.get(game_id)
    endings = []
    for options in game.option_variants():
        for seed in SEEDS:
            for state, _ in random_states(game_id, options, seed):
                outcome = game.outcome(state)
                if outcome is not None:
                    _check(game, state, outcome)
                    endings.append(outcome.kind)
    assert endings, "the playouts reach at least one ending of every game"


@pytest.mark.parametrize(("game_id", "position", "kind"), ENDED)
def test_each_ending_an_engine_writes_has_the_kind_of_its_rule(game_id, position, kind):
    game = games.get(game_id)
    state = game.load(position)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.kind is kind
    _check(game, state, outcome)


def test_an_outcome_stored_before_kinds_reads_back_unrecorded_with_its_words():
    old = {"winner": "black", "reason": "White resigned"}
    outcome = Outcome.from_dict(old)
    assert outcome == Outcome("black", "White resigned", Ending.UNRECORDED)
    assert outcome.describe() == "Black wins (White resigned)."
    draw = Outcome.from_dict({"winner": None, "reason": "agreed by both players"})
    assert draw.describe() == "Draw (agreed by both players)." and draw.kind is Ending.UNRECORDED


@pytest.mark.parametrize(
    ("stored", "complaint"),
    [
        ({"winner": "white", "reason": "x", "kind": "checkmate"}, "No ending is called"),
        ({"winner": "draw", "reason": "x"}, "winner is white, black or none"),
        ({"winner": None, "reason": None}, "reason is a sentence"),
    ],
)
def test_a_stored_outcome_that_cannot_be_read_says_why(stored, complaint):
    with pytest.raises(ValueError, match=complaint):
        Outcome.from_dict(stored)


def test_an_ending_is_its_stored_word():
    assert Ending.BOTH_STUCK == "both-stuck" and Ending("move-limit") is Ending.MOVE_LIMIT
    assert len({ending.value for ending in Ending}) == len(Ending)
