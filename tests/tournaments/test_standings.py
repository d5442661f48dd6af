"""Standings and tie-breaks against values worked out by hand (FIDE C.07)."""

from __future__ import annotations

import pytest

from tests.tournaments.test_dutch_rules import bye, cell, row
from tournaments import trf
from tournaments.standings import standings

# Five players, three rounds:
#   R1: 1-2 1-0, 3-4 draw, 5 pairing-allocated bye
#   R2: 1-3 draw, 5-2 1-0, 4 pairing-allocated bye
#   R3: 5-1 1-0, 2 wins by forfeit against 4, 3 half-point bye
# Scores: 1 = 1.5, 2 = 1.0, 3 = 1.5, 4 = 1.5, 5 = 3.0.
EVENT = trf.parse(
    "\n".join(
        [
            row(1, cell(2, "w", "1") + cell(3, "w", "=") + cell(5, "b", "0")),
            row(2, cell(1, "b", "0") + cell(5, "b", "0") + cell(4, "w", "+")),
            row(3, cell(4, "w", "=") + cell(1, "b", "=") + bye("H")),
            row(4, cell(3, "b", "=") + bye("U") + cell(2, "b", "-")),
            row(5, bye("U") + cell(2, "w", "1") + cell(1, "w", "1")),
        ]
    )
)

# By hand: an unplayed round (bye, forfeit) is a game against a dummy holding the player's
# own score. In tenths (SB in hundredths):
#   1: opponents 2 (1.0), 3 (1.5), 5 (3.0): BH 5.5, cut 1.0 -> 4.5, SB 1x1.0+.5x1.5+0 = 1.75
#   2: 1 (1.5), 5 (3.0), dummy (1.0): BH 5.5, BH-C1 4.5, SB 1x1.0 = 1.0
#   3: 4 (1.5), 1 (1.5), dummy (1.5): BH 4.5, BH-C1 3.0, SB .5x1.5 x3 = 2.25
#   4: 3 (1.5), dummy (1.5), dummy (1.5): BH 4.5, BH-C1 3.0, SB .5x1.5+1x1.5 = 2.25
#   5: dummy (3.0), 2 (1.0), 1 (1.5): BH 5.5, BH-C1 4.5, SB 3.0+1.0+1.5 = 5.5
EXPECTED = {
    1: {"BH": 55, "BH-C1": 45, "SB": 175, "WIN": 1, "WON": 1},
    2: {"BH": 55, "BH-C1": 45, "SB": 100, "WIN": 1, "WON": 0},
    3: {"BH": 45, "BH-C1": 30, "SB": 225, "WIN": 0, "WON": 0},
    4: {"BH": 45, "BH-C1": 30, "SB": 225, "WIN": 1, "WON": 0},
    5: {"BH": 55, "BH-C1": 45, "SB": 550, "WIN": 3, "WON": 2},
}


def test_each_tie_break_is_the_hand_computed_value():
    table = {s.number: s for s in standings(EVENT)}
    assert {n: s.points for n, s in table.items()} == {1: 15, 2: 10, 3: 15, 4: 15, 5: 30}
    for number, expected in EXPECTED.items():
        got = {k: v for k, v in table[number].tiebreaks.items() if k != "DE"}
        assert got == expected, number


def test_the_default_order_ranks_the_tied_players():
    # 1.5 points: 1 ahead on BH-C1; 3 and 4 equal on BH-C1, BH, SB, and their draw (DE);
    # 4 has one win (the bye), 3 none.
    assert [(s.rank, s.number) for s in standings(EVENT)] == [
        (1, 5), (2, 1), (3, 4), (4, 3), (5, 2)
    ]


def test_the_order_is_configurable():
    # By SB alone 3 and 4 stay level (2.25 each) above 1 (1.75): they share third place.
    ranks = [(s.rank, s.number) for s in standings(EVENT, order=("SB",))]
    assert ranks == [(1, 5), (2, 3), (2, 4), (4, 1), (5, 2)]


def four_players(third_against_fourth: str) -> trf.Tournament:
    """R1: 1-2 1-0 and 3-4 with the given result for 3; R2: 4-1 1-0, 2-3 1-0."""
    fourth = {"1": "0", "=": "=", "0": "1"}[third_against_fourth]
    return trf.parse(
        "\n".join(
            [
                row(1, cell(2, "w", "1") + cell(4, "b", "0")),
                row(2, cell(1, "b", "0") + cell(3, "w", "1")),
                row(3, cell(4, "w", third_against_fourth) + cell(2, "b", "0")),
                row(4, cell(3, "b", fourth) + cell(1, "w", "1")),
            ]
        )
    )


def test_direct_encounter_separates_players_who_met():
    # R1: 1-2 1-0, 3-4 draw; R2: 4-1 1-0, 2-3 1-0. 1 and 2 have one point each; 1 beat 2.
    table = standings(four_players(third_against_fourth="="), order=("DE",))
    assert [(s.rank, s.number) for s in table] == [(1, 4), (2, 1), (3, 2), (4, 3)]
    assert {s.number: s.tiebreaks["DE"] for s in table}[1] == 10


def test_direct_encounter_leaves_a_group_that_did_not_all_meet():
    # R1: 1-2 1-0, 3-4 1-0; R2: 4-1 1-0, 2-3 1-0: all on one point, 1-3 and 2-4 never met.
    table = standings(four_players("1"), order=("DE",))
    assert [s.rank for s in table] == [1, 1, 1, 1]
    assert [s.tiebreaks["DE"] for s in table] == [None] * 4  # applied to nobody: no value


def test_direct_encounter_has_a_value_only_where_it_was_applied():
    # R1: 1-2 1-0, 3-4 draw; R2: 4-1 1-0, 2-3 1-0.  Scores: 4 1½, 1 1, 2 1, 3 ½: only 1 and 2
    # are tied, and they met (1 won): DE 1 and 0 (a real zero); 4 and 3 were never tied.
    by_number = {s.number: s.tiebreaks["DE"] for s in standings(four_players("="))}
    assert by_number == {1: None, 2: None, 3: None, 4: None}  # BH-C1 separated 1 and 2 first
    by_number = {s.number: s.tiebreaks["DE"] for s in standings(four_players("="), ("DE",))}
    assert by_number == {4: None, 1: 10, 2: 0, 3: None}


def test_an_unknown_tie_break_is_named():
    with pytest.raises(ValueError, match="unknown tie-break 'ARO'"):
        standings(EVENT, order=("ARO",))
