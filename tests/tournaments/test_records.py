"""Pairing numbers from ratings, and a round's results written into the rows."""

from __future__ import annotations

import pytest

from tournaments import dutch, trf
from tournaments.model import RoundEntry
from tournaments.records import Entrant, new_tournament, record_round


def test_pairing_numbers_follow_rating_then_title_then_name():
    tournament = new_tournament(
        [
            Entrant("Zoe", 1500),
            Entrant("Adam", 1500),
            Entrant("Mia", 1500, "IM"),
            Entrant("Bo", 1800),
        ],
        rounds=3,
    )
    assert [tournament.players[n].name for n in (1, 2, 3, 4)] == ["Bo", "Mia", "Adam", "Zoe"]


def test_a_round_is_recorded_and_the_next_one_follows_from_it():
    tournament = new_tournament([Entrant(f"P{n}", 2000 - n) for n in range(1, 6)], rounds=3)
    first = dutch.pair_round(tournament)
    assert (first.pairs, first.bye) == ([(1, 3), (4, 2)], 5)
    record_round(tournament, first, [("1", "0"), ("=", "=")])
    assert tournament.players[1].rounds == [RoundEntry(3, "w", "1")]
    assert tournament.players[5].rounds == [RoundEntry(0, "-", "U")]
    assert [tournament.players[n].points for n in (1, 2, 3, 4, 5)] == [10, 5, 0, 5, 10]
    # Round 2 from a file written and read back: the same pairing as from the object.
    again = trf.parse(trf.write(tournament))
    assert (again.total_rounds, again.initial_colour) == (3, "w")
    assert dutch.pair_round(again) == dutch.pair_round(tournament)


@pytest.mark.parametrize("bad", [[("1", "1")], [("1", "0"), ("0", "1")], [("x", "0")]])
def test_impossible_results_are_refused(bad):
    tournament = new_tournament([Entrant("A", 1), Entrant("B", 0)])
    pairing = dutch.pair_round(tournament)
    with pytest.raises(ValueError):
        record_round(tournament, pairing, bad)
    assert tournament.players[1].rounds == []
