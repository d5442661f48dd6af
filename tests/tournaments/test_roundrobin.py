"""Round-robin schedules against the Berger tables printed in FIDE C.05 Annex 1."""

from __future__ import annotations

from itertools import combinations

import pytest

from tournaments.roundrobin import berger_round, schedule

# The handbook's tables, white first, board by board (copied, not computed).
BERGER = {
    4: [
        "1-4 2-3",
        "4-3 1-2",
        "2-4 3-1",
    ],
    6: [
        "1-6 2-5 3-4",
        "6-4 5-3 1-2",
        "2-6 3-1 4-5",
        "6-5 1-4 2-3",
        "3-6 4-2 5-1",
    ],
    8: [
        "1-8 2-7 3-6 4-5",
        "8-5 6-4 7-3 1-2",
        "2-8 3-1 4-7 5-6",
        "8-6 7-5 1-4 2-3",
        "3-8 4-2 5-1 6-7",
        "8-7 1-6 2-5 3-4",
        "4-8 5-3 6-2 7-1",
    ],
}


def parse(line: str) -> list[tuple[int, int]]:
    return [tuple(int(x) for x in board.split("-")) for board in line.split()]


@pytest.mark.parametrize("players", sorted(BERGER))
def test_the_berger_tables(players):
    rounds = schedule(players)
    assert [r.pairs for r in rounds] == [parse(line) for line in BERGER[players]]
    assert all(r.bye is None for r in rounds)


def test_an_odd_number_gives_the_bye_to_whoever_meets_the_missing_player():
    # Five players use the table of six; player 6's opponent rests.
    rounds = schedule(5)
    assert [r.bye for r in rounds] == [1, 4, 2, 5, 3]
    assert rounds[1].pairs == [(5, 3), (1, 2)]


@pytest.mark.parametrize("players", range(2, 15))
def test_everybody_meets_everybody_once_and_colours_balance(players):
    rounds = schedule(players)
    met = [frozenset(pair) for r in rounds for pair in r.pairs]
    assert sorted(met, key=sorted) == sorted(
        (frozenset(c) for c in combinations(range(1, players + 1), 2)), key=sorted
    )
    whites = [w for r in rounds for w, _ in r.pairs]
    for player in range(1, players + 1):
        games = sum(player in pair for r in rounds for pair in r.pairs)
        assert abs(2 * whites.count(player) - games) <= 1


def test_c05_a_double_round_robin_swaps_the_first_cycles_last_two_rounds_only():
    # The first cycle: the table with rounds 2 and 3 swapped; the second: the table in its
    # own order, colours reversed (the handbook's 4-player table above, read backwards).
    rounds = schedule(4, double=True)
    assert [r.pairs for r in rounds] == [
        parse("1-4 2-3"), parse("2-4 3-1"), parse("4-3 1-2"),
        parse("4-1 3-2"), parse("3-4 2-1"), parse("4-2 1-3"),
    ]
    assert [r.number for r in rounds] == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("players", range(3, 17))
def test_c05_nobody_has_three_games_of_one_colour_in_a_row_in_a_double_round_robin(players):
    # Each player's colours over the 2(n-1) rounds, the rounds they sit out skipped (an odd
    # number of players): never www or bbb.
    rounds = schedule(players, double=True)
    for player in range(1, players + 1):
        colours = ""
        for r in rounds:
            for white, black in r.pairs:
                colours += "w" if white == player else "b" if black == player else ""
        assert len(colours) == 2 * (players - 1)
        assert "www" not in colours and "bbb" not in colours, (player, colours)
        assert colours.count("w") == colours.count("b")  # each pair once with each colour


@pytest.mark.parametrize(("players", "round_number"), [(1, 1), (4, 0), (4, 4), (5, 6)])
def test_impossible_requests_are_refused(players, round_number):
    with pytest.raises(ValueError):
        berger_round(players, round_number)
