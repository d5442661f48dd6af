"""Standings and tie-breaks against values worked out by hand (FIDE C.07)."""

from __future__ import annotations

import pytest

from tests.tournaments.test_dutch_rules import bye, cell, row
from tournaments import trf
from tournaments.standings import ROUND_ROBIN_ORDER, standings

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
        got = {k: v for k, v in table[number].tiebreaks.items() if k not in ("DE", "KS")}
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


def parse_rows(*rows: str) -> trf.Tournament:
    return trf.parse("\n".join(rows))


# C.07 16.3: four players, three rounds; 4 wins nothing, then withdraws.
#   R1: 1-2 1-0, 3-4 1-0;  R2: 1-3 draw, and 4's round:  R3: 2-3 0-1, 1 the allocated bye.
def withdrawn_fourth(second_round_of_four: str) -> trf.Tournament:
    """In round 2, 4 is either absent (`Z`: 2 has the allocated bye) or forfeits to 2."""
    if second_round_of_four == "Z":
        two, four = bye("U"), bye("Z")
    else:
        two, four = cell(4, "w", "+"), cell(2, "b", "-")
    return parse_rows(
        row(1, cell(2, "w", "1") + cell(3, "w", "=") + bye("U")),
        row(2, cell(1, "b", "0") + two + cell(3, "w", "0")),
        row(3, cell(4, "w", "1") + cell(1, "b", "=") + cell(2, "b", "1")),
        row(4, cell(3, "b", "0") + four + bye("Z")),
    )


def test_c07_16_3_an_opponents_rounds_after_withdrawing_count_as_draws():
    # Scores: 1 2.5, 2 1.0, 3 2.5, 4 0.  4's last round that was not voluntarily unplayed is
    # round 1; rounds 2 and 3 (absent, no opponent) count as draws for the opponents' tie-
    # breaks: 4 counts 0 + ½ + ½ = 1.0.  3 met 4 (1.0), 1 (2.5), 2 (1.0): BH 4.5 (not 3.5
    # with 4's final 0); SB 1x1.0 + ½x2.5 + 1x1.0 = 3.25 (not 2.25).
    table = {s.number: s for s in standings(withdrawn_fourth("Z"))}
    assert {n: s.points for n, s in table.items()} == {1: 25, 2: 10, 3: 25, 4: 0}
    assert table[3].tiebreaks["BH"] == 45
    assert table[3].tiebreaks["SB"] == 325
    # 2 met only 1 (2.5) and 3 (2.5); its bye is a dummy holding its own 1.0: BH 6.0.
    assert table[2].tiebreaks["BH"] == 60


def test_c07_16_3_a_forfeit_loss_after_the_last_game_stays_a_loss():
    # Round 2 is a forfeit loss of 4 against 2 (an opponent: it keeps its 0), round 3 an
    # absence (a draw): 4 counts 0 + 0 + ½ = 0.5 for 3, who has BH 0.5 + 2.5 + 1.0 = 4.0 and
    # SB 1x0.5 + ½x2.5 + 1x1.0 = 2.75.
    table = {s.number: s for s in standings(withdrawn_fourth("-"))}
    assert {n: s.points for n, s in table.items()} == {1: 25, 2: 10, 3: 25, 4: 0}
    assert (table[3].tiebreaks["BH"], table[3].tiebreaks["SB"]) == (40, 275)


# Five players, three rounds:
#   R1: 1-2 1-0, 3-4 0-1, 5 allocated bye;  R2: 1-3 draw, 5-2 1-0, 4 half-point bye;
#   R3: 4-2 1-0, 5-1 0-1, 3 allocated bye.
# Scores: 1 2.5, 2 0, 3 1.5, 4 2.5, 5 2.0.
CUT = parse_rows(
    row(1, cell(2, "w", "1") + cell(3, "w", "=") + cell(5, "b", "1")),
    row(2, cell(1, "b", "0") + cell(5, "b", "0") + cell(4, "b", "0")),
    row(3, cell(4, "w", "0") + cell(1, "b", "=") + bye("U")),
    row(4, cell(3, "b", "1") + bye("H") + cell(2, "w", "1")),
    row(5, bye("U") + cell(2, "w", "1") + cell(1, "w", "0")),
)


def test_c07_16_5_cut_1_cuts_a_voluntarily_unplayed_round_before_the_lowest_opponent():
    # 4: 3 (1.5), the half-point bye (a dummy holding 4's own 2.5), 2 (0): BH 4.0.  The bye is
    # voluntarily unplayed: Cut-1 cuts it (2.5), not 2's 0: BH-C1 1.5.
    table = {s.number: s for s in standings(CUT)}
    assert {n: s.points for n, s in table.items()} == {1: 25, 2: 0, 3: 15, 4: 25, 5: 20}
    assert (table[4].tiebreaks["BH"], table[4].tiebreaks["BH-C1"]) == (40, 15)


def test_c07_16_5_a_pairing_allocated_bye_is_not_cut_first():
    # 3: 4 (2.5), 1 (2.5), the allocated bye (a dummy holding 3's 1.5, not voluntary): BH
    # 6.5, Cut-1 cuts the lowest, the bye's 1.5: 5.0.  1 (no unplayed round): 2 (0), 3
    # (1.5), 5 (2.0): BH 3.5, cut 0: 3.5.
    table = {s.number: s for s in standings(CUT)}
    assert (table[3].tiebreaks["BH"], table[3].tiebreaks["BH-C1"]) == (65, 50)
    assert (table[1].tiebreaks["BH"], table[1].tiebreaks["BH-C1"]) == (35, 35)


def test_c07_16_5_the_2024_default_puts_cut_1_first():
    # 1 and 4 on 2.5: BH-C1 3.5 against 1.5, whatever the other tie-breaks say.
    assert [s.number for s in standings(CUT)][:2] == [1, 4]


def round_robin(players: int, results: dict[tuple[int, int], str],
                rounds: int | None = None) -> trf.Tournament:
    """The Berger table of `players` with each pair's result for the first of the pair
    (`results[(a, b)]` with a < b: '1', '=', '0', '+', '-'); rounds beyond `rounds` left out;
    whoever sits out a round has `Z` in it."""
    other = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    from tournaments.roundrobin import schedule
    cells: dict[int, str] = {n: "" for n in range(1, players + 1)}
    for scheduled in schedule(players)[:rounds]:
        for white, black in scheduled.pairs:
            low, high = sorted((white, black))
            first = results[(low, high)]
            mine = {low: first, high: other[first]}
            cells[white] += cell(black, "w", mine[white])
            cells[black] += cell(white, "b", mine[black])
        if scheduled.bye is not None:
            cells[scheduled.bye] += bye("Z")
    return parse_rows(*(row(n, cells[n]) for n in cells))


def test_c07_6_direct_encounter_is_applied_again_to_the_players_it_leaves_tied():
    # Six players, one cycle.  Among 1-4: 1 beat 2 and 3, lost to 4; 4 beat 1 and 2, lost to
    # 3; 2 beat 3.  Against 5 and 6: 1 and 4 lose to 5 and draw 6, 2 and 3 beat 5 and draw 6;
    # 5 beats 6.  Points: 5 3.0; 1, 2, 3, 4 2.5 each; 6 2.0.
    # DE among 1-4 (all met): 1 2, 4 2, 2 1, 3 1.  Applied again to {1, 4}: 4 beat 1; to
    # {2, 3}: 2 beat 3.  So 5, 4, 1, 2, 3, 6, no two sharing a place.
    results = {(1, 2): "1", (1, 3): "1", (1, 4): "0", (2, 3): "1", (2, 4): "0", (3, 4): "1",
               (1, 5): "0", (4, 5): "0", (2, 5): "1", (3, 5): "1",
               (1, 6): "=", (2, 6): "=", (3, 6): "=", (4, 6): "=", (5, 6): "1"}
    table = standings(round_robin(6, results), order=("DE",), round_robin=True)
    assert [s.points for s in table] == [30, 25, 25, 25, 25, 20]
    assert [(s.rank, s.number) for s in table] == [(1, 5), (2, 4), (3, 1), (4, 2), (5, 3),
                                                  (6, 6)]
    # The value shown is the one of the last group each was ordered in: 4 beat 1, 2 beat 3.
    assert {s.number: s.tiebreaks["DE"] for s in table} == {
        5: None, 4: 10, 1: 0, 2: 10, 3: 0, 6: None}


# C.07 6 in a Swiss: six players, three rounds.
#   R1: 1-2 1-0, 3-5 1-0, 4-6 1-0;  R2: 1-3 1-0, 2-6 1-0, 4-5 1-0;
#   R3: 4-1 1-0, 2-5 1-0, 3-6 1-0.
# Points: 4 3; 1, 2, 3 2 each; 5, 6 0.
UNREACHABLE = parse_rows(
    row(1, cell(2, "w", "1") + cell(3, "w", "1") + cell(4, "b", "0")),
    row(2, cell(1, "b", "0") + cell(6, "w", "1") + cell(5, "w", "1")),
    row(3, cell(5, "w", "1") + cell(1, "b", "0") + cell(6, "w", "1")),
    row(4, cell(6, "w", "1") + cell(5, "w", "1") + cell(1, "w", "1")),
    row(5, cell(3, "b", "0") + cell(4, "b", "0") + cell(2, "b", "0")),
    row(6, cell(4, "b", "0") + cell(2, "b", "0") + cell(3, "b", "0")),
)


def test_c07_6_in_a_swiss_an_unreachable_direct_encounter_score_ranks_first():
    # 1, 2, 3 tied; 2 and 3 never met.  Against the other two: 1 scored 2 (beat both); 2 and 3
    # scored 0 and could reach at most 0 + 1 (a win in the game they did not play).  2 > 1:
    # 1 ranks first of them; 2 and 3 stay tied (applied again to them: they never met).
    table = standings(UNREACHABLE, order=("DE",))
    assert [(s.rank, s.number) for s in table] == [(1, 4), (2, 1), (3, 2), (3, 3), (5, 5),
                                                  (5, 6)]
    assert {s.number: s.tiebreaks["DE"] for s in table} == {
        4: None, 1: 20, 2: 0, 3: 0, 5: None, 6: None}


def test_c07_round_robin_sit_out_is_no_dummy_opponent():
    # Three players, one sits out each round (Z, no points).  1 beat 2, drew 3; 2 beat 3.
    # Points: 1 1.5, 2 1.0, 3 0.5.  1's BH counts its two opponents only: 1.0 + 0.5 = 1.5 (a
    # dummy for the sit-out would add 1.5).  Koya: the most a player can score is 2 games,
    # half is 1.0: 1 and 2 reach it.  KS: 1 scored 1 against 2; 2 scored 0 against 1; 3
    # scored ½ against 1 and 0 against 2: ½.
    event = round_robin(3, {(1, 2): "1", (1, 3): "=", (2, 3): "1"})
    table = {s.number: s for s in standings(event, round_robin=True)}
    assert {n: s.points for n, s in table.items()} == {1: 15, 2: 10, 3: 5}
    assert {n: s.tiebreaks["BH"] for n, s in table.items()} == {1: 15, 2: 20, 3: 25}
    assert {n: s.tiebreaks["KS"] for n, s in table.items()} == {1: 10, 2: 0, 3: 5}
    assert {n: s.tiebreaks["SB"] for n, s in table.items()} == {1: 125, 2: 50, 3: 75}


def test_c07_round_robin_forfeit_counts_against_the_scheduled_opponent():
    # Four players: R1 1-4 1-0, 2-3 draw; R2 4-3 1-0, 1-2 draw; R3 2-4 forfeit win for 2,
    # 3-1 0-1.  Points: 1 2.5, 2 2.0, 3 0.5, 4 1.0.  2's SB: ½x0.5 (3) + ½x2.5 (1) + 1x1.0
    # (4, the forfeit: 4's score, no dummy) = 2.5; BH 0.5 + 2.5 + 1.0 = 4.0.
    event = round_robin(4, {(1, 4): "1", (2, 3): "=", (3, 4): "0", (1, 2): "=",
                            (2, 4): "+", (1, 3): "1"})
    table = {s.number: s for s in standings(event, round_robin=True)}
    assert {n: s.points for n, s in table.items()} == {1: 25, 2: 20, 3: 5, 4: 10}
    assert (table[2].tiebreaks["SB"], table[2].tiebreaks["BH"]) == (250, 40)
    assert (table[2].tiebreaks["WIN"], table[2].tiebreaks["WON"]) == (1, 0)


def test_tournament_rules_v_4_1_an_annulled_round_robin_player_counts_for_nobody():
    # Four players: R1 1-4 0-1, 2-3 draw; 4 then withdraws: R2 4-3 forfeit (3 +), 1-2 1-0;
    # R3 2-4 forfeit (2 +), 3-1 draw.  4 played 1 game of 3, under half: the points scored by
    # 4 or against 4 are not counted.  1: 1 + ½ = 1.5; 2: ½ + 0 = 0.5; 3: ½ + ½ = 1.0; 4: 0.
    # SB: 1: 1x0.5 (2) + ½x1.0 (3) = 1.0; 3: ½x0.5 (2) + ½x1.5 (1) = 1.0; 2: ½x1.0 = 0.5.
    event = round_robin(4, {(1, 4): "0", (2, 3): "=", (3, 4): "+", (1, 2): "1",
                            (2, 4): "+", (1, 3): "="})
    table = standings(event, ROUND_ROBIN_ORDER, round_robin=True, annulled={4})
    assert [(s.rank, s.number, s.points) for s in table] == [
        (1, 1, 15), (2, 3, 10), (3, 2, 5), (4, 4, 0)]
    assert {s.number: s.tiebreaks["SB"] for s in table} == {1: 100, 3: 100, 2: 50, 4: 0}
    # Without the annulment (as before): 3 2.0 with its forfeit point, 1 and 2 1.5, 4 1.0.
    before = standings(event, ROUND_ROBIN_ORDER, round_robin=True)
    assert {s.number: s.points for s in before} == {1: 15, 2: 15, 3: 20, 4: 10}


def test_c07_round_robins_default_to_de_sb_win_koya():
    assert ROUND_ROBIN_ORDER == ("DE", "SB", "WIN", "KS")


@pytest.mark.parametrize("third_round", ["forfeit loss", "absence"])
def test_c07_16_5_cut_1_cuts_a_forfeit_loss_or_an_absence_first(third_round):
    # Four players: R1 1-2 1-0, 3-4 1-0; R2 1-3 1-0, 2-4 1-0; R3 2-3 draw and 1 either
    # forfeits to 4 or is absent (4 then has the allocated bye).  Points: 1 2.0, 2 1.5, 3 1.5,
    # 4 1.0.  1's round 3 is voluntarily unplayed: a dummy holding 1's 2.0.  BH 1.5 + 1.5 +
    # 2.0 = 5.0; Cut-1 cuts the dummy (2.0), not an opponent's 1.5: 3.0.
    one, four = ((cell(4, "w", "-"), cell(1, "b", "+")) if third_round == "forfeit loss"
                 else (bye("Z"), bye("U")))
    event = parse_rows(
        row(1, cell(2, "w", "1") + cell(3, "w", "1") + one),
        row(2, cell(1, "b", "0") + cell(4, "w", "1") + cell(3, "w", "=")),
        row(3, cell(4, "w", "1") + cell(1, "b", "0") + cell(2, "b", "=")),
        row(4, cell(3, "b", "0") + cell(2, "b", "0") + four),
    )
    table = {s.number: s for s in standings(event)}
    assert {n: s.points for n, s in table.items()} == {1: 20, 2: 15, 3: 15, 4: 10}
    assert (table[1].tiebreaks["BH"], table[1].tiebreaks["BH-C1"]) == (50, 30)
    # C.07 16.3 for 1's opponents: an absence in the last round counts as a draw (1 counts
    # 2.5), a forfeit loss stays a loss (2.0).  2 met 1, 4 (1.0) and 3 (1.5).
    counted = {"forfeit loss": 20, "absence": 25}[third_round]
    assert table[2].tiebreaks["BH"] == counted + 10 + 15
