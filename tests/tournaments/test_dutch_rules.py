"""The Dutch rules on small tournaments whose pairings are worked out by hand here."""

from __future__ import annotations

import pytest

from tournaments import dutch, trf
from tournaments.colours import colour_of_first
from tournaments.competitors import ABSOLUTE, MILD, STRONG, colour_preference


def row(number: int, cells: str = "") -> str:
    """A player row: pairing number, a name, a rating falling with the number, round cells."""
    head = f"001 {number:4d}      {'Player ' + str(number):<33} {2500 - number:4d}"
    return head + " " * 28 + " 0.0" + f" {number:4d}" + cells


def cell(opponent: int, colour: str, result: str) -> str:
    return f"  {opponent:04d} {colour} {result}"


def bye(result: str) -> str:
    return f"  0000 - {result}"


def tournament(*rows: str, rounds: int = 5, initial: str = "white1") -> trf.Tournament:
    return trf.parse("\n".join([f"XXR {rounds}", f"XXC {initial}", *rows]))


def test_round_one_pairs_the_top_half_with_the_bottom_half_colours_alternating():
    pairing = dutch.pair_round(tournament(*(row(n) for n in range(1, 9))))
    # S1 = 1..4, S2 = 5..8; 1 gets the initial colour, 2 the other, and so on.
    assert pairing.pairs == [(1, 5), (6, 2), (3, 7), (8, 4)]
    assert pairing.bye is None


def test_round_one_with_an_odd_number_gives_the_last_player_the_bye():
    pairing = dutch.pair_round(tournament(*(row(n) for n in range(1, 8)), initial="black1"))
    assert pairing.pairs == [(4, 1), (2, 5), (6, 3)]
    assert pairing.bye == 7


def test_a_forfeit_is_no_game_so_the_two_may_meet_again_colours_unset():
    # Round 1: 1 won by forfeit against 2. Round 2: they are the only two players.
    forfeited = tournament(row(1, cell(2, "w", "+")), row(2, cell(1, "b", "-")))
    assert dutch.pair_round(forfeited).pairs == [(1, 2)]
    played = tournament(row(1, cell(2, "w", "1")), row(2, cell(1, "b", "0")))
    with pytest.raises(dutch.PairingImpossible):
        dutch.pair_round(played)


def test_the_bye_goes_to_the_only_player_who_never_had_one_even_the_leader():
    # Round 1: 1 (white) beat 2, 3 had the bye; round 2: 1 (black) beat 3, 2 had the bye.
    rows = (
        row(1, cell(2, "w", "1") + cell(3, "b", "1")),
        row(2, cell(1, "b", "0") + bye("U")),
        row(3, bye("U") + cell(1, "w", "0")),
    )
    pairing = dutch.pair_round(tournament(*rows))
    # 2 (mild preference for white after black) and 3 (for black after white) meet.
    assert (pairing.pairs, pairing.bye) == ([(2, 3)], 1)


def test_a_forfeit_win_also_rules_the_bye_out():
    rows = (
        row(1, cell(2, "w", "+") + cell(3, "b", "1")),
        row(2, cell(1, "b", "-") + bye("U")),
        row(3, bye("U") + cell(1, "w", "0")),
    )
    with pytest.raises(dutch.PairingImpossible):
        dutch.pair_round(tournament(*rows))


def test_players_on_a_requested_bye_or_absent_are_not_paired_and_their_points_count():
    rows = [row(n) for n in range(1, 6)]
    rows[0] += bye("H")  # player 1 asked for a half-point bye in round 1
    rows[4] += bye("Z")  # player 5 is absent
    pairing = dutch.pair_round(tournament(*rows))
    assert {n for pair in pairing.pairs for n in pair} == {2, 3, 4}.difference({pairing.bye})
    assert pairing.bye == 4  # three players: 2-3 and the last one on the bye
    # Parity counts only players being paired: 2 is the first of them, so he has white.
    assert pairing.pairs == [(2, 3)]


@pytest.mark.parametrize(
    ("colours", "expected"),
    [
        ([], (None, 0)),
        (["w"], ("b", STRONG)),
        (["w", "b"], ("w", MILD)),
        (["w", "w"], ("b", ABSOLUTE)),
        (["b", "w", "w"], ("b", ABSOLUTE)),
        (["w", "b", "b"], ("w", ABSOLUTE)),
        (["b", "b", "w"], ("w", STRONG)),
        (["w", "w", "b", "w"], ("b", ABSOLUTE)),
    ],
)
def test_colour_preferences(colours, expected):
    assert colour_preference(colours) == expected


def test_the_stronger_preference_wins_then_alternation_then_rank():
    rows = (
        row(1, cell(3, "w", "1") + cell(4, "b", "1")),
        row(2, cell(4, "w", "1") + cell(3, "w", "1")),
        row(3, cell(1, "b", "0") + cell(2, "b", "0")),
        row(4, cell(2, "b", "0") + cell(1, "w", "0")),
    )
    from tournaments.competitors import competitors

    players = competitors(tournament(*rows), 3, [1, 2, 3, 4])
    # 2 (WW: absolute black) against 1 (WB: mild white): both served.
    assert colour_of_first(players[2], players[1], "w") == "b"
    # 3 (BB: absolute white) against 4 (BW: mild black): both served.
    assert colour_of_first(players[3], players[4], "w") == "w"
    # 1 (W B) and 4 (B W): the last games differ (1 had black, 4 white): 1 gets white.
    assert colour_of_first(players[1], players[4], "w") == "w"


def test_without_xxc_the_initial_colour_is_read_from_the_first_round():
    def event(*rows: str) -> trf.Tournament:
        return trf.parse("\n".join(rows))

    # Player 1 had black in round 1: the initial colour was black.
    assert dutch.initial_colour(event(row(1, cell(2, "b", "0")), row(2, cell(1, "w", "1")))) == "b"
    # Player 1 was not paired (half-point bye); player 2, the highest paired, had white.
    three = event(row(1, bye("H")), row(2, cell(3, "w", "1")), row(3, cell(2, "b", "0")))
    assert dutch.initial_colour(three) == "w"
    # Player 1 was paired but his game has no colour (the pairing-allocated bye); player 2's
    # colour is then reversed: he had black, so the initial colour was white.
    bye_first = event(row(1, bye("U")), row(2, cell(3, "b", "0")), row(3, cell(2, "w", "1")))
    assert dutch.initial_colour(bye_first) == "w"
    assert dutch.initial_colour(event(row(1), row(2))) == "w"


def test_a_round_where_nobody_may_meet_or_take_the_bye_is_impossible_not_a_crash():
    # Three players who have all met and all had the pairing-allocated bye.
    rows = (
        row(1, bye("U") + cell(2, "w", "0") + cell(3, "b", "0")),
        row(2, cell(3, "w", "0") + cell(1, "b", "1") + bye("U")),
        row(3, cell(2, "b", "1") + bye("U") + cell(1, "w", "1")),
    )
    with pytest.raises(dutch.PairingImpossible):
        dutch.pair_round(tournament(*rows))


@pytest.mark.parametrize(
    ("round_1_bye", "pairs", "bye_to"),
    [
        # A full-point bye: 5 has a point like 2, 3 and 4 (4 had the allocated bye) and may
        # not have the allocated bye; of 2 and 3, 2 goes (the same as bbpPairings).
        ("F", [(1, 3), (4, 5)], 2),
        # A half-point bye: 5 is alone at the bottom with ½ and takes the allocated bye.
        ("H", [(1, 3), (4, 2)], 5),
    ],
)
def test_a_bye_the_player_asked_for_and_the_allocated_bye(round_1_bye, pairs, bye_to):
    rows = (
        row(1, cell(2, "w", "1") + cell(5, "b", "1")),
        row(2, cell(1, "b", "0") + cell(3, "w", "1")),
        row(3, cell(4, "w", "1") + cell(2, "b", "0")),
        row(4, cell(3, "b", "0") + bye("U")),
        row(5, bye(round_1_bye) + cell(1, "w", "0")),
    )
    pairing = dutch.pair_round(tournament(*rows))
    assert (pairing.pairs, pairing.bye) == (pairs, bye_to)
