"""The Dutch engine against bbpPairings' answers, kept as fixtures.

Each NAME.trf in fixtures/ is a tournament before some round (players on a requested bye or
absent already carry it in that round's column) and NAME.out what bbpPairings 6 printed when
asked to pair it (`--dutch NAME.trf -p`): the number of pairs, then WHITE BLACK per board, the
bye as `ID 0`. Most come from random tournaments of 9 to 40 players over 5 to 11 rounds played
by bbpPairings' generator with draws, forfeits, withdrawals and half-point byes
(benchmarks/tournaments_agreement.py made them); s1003r06 and s1003r09 come from a tournament
of 124 players, large enough for the engine's shortcuts for large rounds to be at work;
swiss200_r03 and r04 are rounds 3 and 4 of the 200-player Swiss benchmarks/pairing_speed.py
plays (seed 1), with brackets of up to 79 players, one of them heterogeneous (the
moved-down player's matching with the shortcuts of a large bracket);
three_points_r06 and r11 use 3 points for a win and 1 for a draw (the TRF-2026 162 line);
late_entry_* have players who join after round 1 (absent, `Z`, in the rounds they missed);
`half_point_bye_round1` is the case of a player on a half-point bye in round 1, whose absence
shifts the colour parity; `export_running_r03` is Gamut's own TRF export made while round 3
was being played (tests/bot/test_tournament_trf.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tournaments import dutch, trf
from tournaments.cli import format_pairing

FIXTURES = Path(__file__).with_name("fixtures")
CASES = sorted(p.stem for p in FIXTURES.glob("*.trf"))


def test_there_are_fixtures_of_every_kind():
    texts = [(FIXTURES / f"{name}.trf").read_text() for name in CASES]
    assert len(CASES) >= 40
    assert any(" - H" in text for text in texts)
    assert any(" - Z" in text for text in texts)
    assert any(" w +" in text or " b +" in text for text in texts)
    answers = [(FIXTURES / f"{name}.out").read_text() for name in CASES]
    assert any(answer.rstrip().endswith(" 0") for answer in answers)


@pytest.mark.parametrize("name", CASES)
def test_the_pairing_is_bbppairings(name):
    tournament = trf.read((FIXTURES / f"{name}.trf").read_bytes())
    expected = (FIXTURES / f"{name}.out").read_text()
    assert format_pairing(dutch.pair_round(tournament)) == expected
