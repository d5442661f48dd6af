"""benchmarks/back_rank.py: the back-rank term it measures, worked out by the rule's arithmetic,
and its games' records."""

from __future__ import annotations

import pytest

import games
from benchmarks.back_rank import (
    BACK_RANK_WIN,
    BACKROW_TURNS,
    GAME_ID,
    REACHABLE,
    STANDING,
    Task,
    play,
    weighted,
)
from games.ai.knowledge import knowledge_for, read_position
from games.core.geometry import BLACK, WHITE

GAME = games.get(GAME_ID)


def _added(text: str, weight: float, side: str) -> float:
    """What the weighted knowledge adds to the plain evaluation of ``text`` for ``side``."""
    position = read_position(GAME, text)
    plain = knowledge_for(GAME_ID).evaluate(GAME.board, position, side)
    return weighted(weight).evaluate(GAME.board, position, side) - plain


def test_a_king_on_the_enemys_first_rank_is_worth_more_as_the_enemys_turns_run_out() -> None:
    """Black's King on a1 (White's first rank) through 7 of White's 10 turns; White's King on
    a3 is blocked by its own man on a5: 40 + (250 - 40) x 7 / 10 for Black, nothing for White."""
    text = "4/4/3M/M3/4/KM2/4/k1m1 w home=d1,d8 backrow=b7"
    expected = STANDING + (BACK_RANK_WIN - STANDING) * 7 / BACKROW_TURNS
    assert expected == pytest.approx(187.0)
    assert _added(text, 1.0, BLACK) == pytest.approx(187.0)
    assert _added(text, 0.5, WHITE) == pytest.approx(-93.5)


def test_a_king_that_can_slide_onto_it_now_counts_a_step_and_weight_0_is_todays() -> None:
    """White's King on a3, its file empty to a8, White to move: one slide onto Black's first
    rank.  With Black to move, Black's King on d4 is the one a slide (down the empty d file)
    from White's first rank."""
    assert _added("4/4/4/4/3k/K3/4/4 w home=d1,d8", 1.0, WHITE) == pytest.approx(REACHABLE)
    assert _added("4/4/4/4/3k/K3/4/4 b home=d1,d8", 1.0, WHITE) == pytest.approx(-REACHABLE)
    assert _added("4/4/4/4/3k/KM2/4/3M b home=d1,d8", 1.0, WHITE) == 0.0  # d1 is taken
    assert weighted(0.0) is knowledge_for(GAME_ID)


def test_the_search_reads_the_term_too_at_its_leaf() -> None:
    """The search reads ``Knowledge.leaf``, not the text evaluation: the weighted leaf adds
    the same as the weighted text evaluation (before, the leaf was today's, so a run set
    today's evaluation against itself)."""
    text = "4/4/3M/M3/4/KM2/4/k1m1 w home=d1,d8 backrow=b7"
    leaf = weighted(1.0).leaf
    plain = knowledge_for(GAME_ID).leaf
    assert leaf is not None and plain is not None
    state = GAME.load(text)
    assert leaf(state, BLACK, 0.0) - plain(state, BLACK, 0.0) == pytest.approx(187.0)


def test_the_sortie_term_withholds_the_kings_road_while_enemy_men_stand() -> None:
    """Black's King out on a6 (3 steps from d1 along the files, 5 along the ranks: 4 steps of
    road earned) with White's seven men on the board, White's King at home (its road 2): at
    weight 1 neither King earns its road, so White gains Black's 4 less its own 2."""
    text = "1mmm/mmmm/k3/4/4/4/MMMM/MMMK w home=d1,a8"
    position = read_position(GAME, text)
    sortie = weighted(1.0, "sortie")
    plain = knowledge_for(GAME_ID).evaluate(GAME.board, position, WHITE)
    assert sortie.evaluate(GAME.board, position, WHITE) - plain == pytest.approx(2.0)
    without_men = "1mmm/mmmm/k3/4/4/4/4/3K w home=d1,a8"  # White has only its King
    position = read_position(GAME, without_men)
    plain = knowledge_for(GAME_ID).evaluate(GAME.board, position, WHITE)
    # Black's road (12 - 8 = 4) is earned whole; White's (12 - 10 = 2) is withheld.
    assert sortie.evaluate(GAME.board, position, WHITE) - plain == pytest.approx(-2.0)


def test_a_game_record_is_the_weighted_sides_result_at_its_final_position() -> None:
    record = play(Task(0.5, 0, BLACK, nodes=200, opening_plies=2, seed=1, max_plies=30))
    final = GAME.load(record["final"])
    outcome = GAME.outcome(final)
    if outcome is None:
        assert record["result"] in ("unfinished", "draw") and record["plies"] <= 30
    else:
        assert record["result"] == ("win" if outcome.winner == BLACK else "loss")
