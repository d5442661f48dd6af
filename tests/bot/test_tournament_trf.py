"""The TRF export is a file other software reads: exported while a round is being played, it
holds the rounds played and, in the round under way, only what was known before its pairing,
so that bbpPairings pairs that round from it exactly as Gamut did.

The file the export gave and bbpPairings' answer to it (`bbpPairings.exe --dutch FILE -p`,
bbpPairings built from its source) are kept in tests/tournaments/fixtures/
(export_running_r03): the test needs no bbpPairings, and the Dutch engine's own fixture test
pairs the same file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service.errors import ServiceError
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import (
    DAVE,
    FRANK,
    NAMES,
    draw,
    finish_round,
    games_of,
    me,
    new_swiss,
    pairs,
    snapshot_of,
    win,
)
from tournaments import trf

FIXTURES = Path(__file__).parents[1] / "tournaments" / "fixtures"
GINA, HUGO = 7, 8
PLAYERS = {**NAMES, GINA: "gina", HUGO: "hugo"}


async def running_swiss(service, clock) -> int:
    """Eight players, four rounds, half-point byes (bob in round 2, gina in round 3), a
    withdrawal mid-round (frank, in round 2), wins and draws; left in round 3 with one of its
    games decided."""
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=4,
                                               name="Export cup")
    tid = created.tournament_id
    for user, name in PLAYERS.items():
        await service.tournaments.join(me(user), tid, name=name)
    await service.tournaments.start(me(ALICE), tid)
    await service.tournaments.request_bye(me(BOB), tid)  # round 2
    first = await games_of(service, tid, 1)
    await win(service, first[0].match_id, first[0].white_id)
    await draw(service, first[1].match_id)
    await win(service, first[2].match_id, first[2].black_id)
    clock.advance(86400)
    await win(service, first[3].match_id, first[3].white_id)
    await service.tournaments.withdraw(me(FRANK), tid)  # in round 2, before moving
    await service.tournaments.request_bye(me(GINA), tid)  # round 3
    for number, game in enumerate(await games_of(service, tid, 2)):
        if not game.decided:
            if number % 2:
                await draw(service, game.match_id)
            else:
                clock.advance(3600)
                await win(service, game.match_id, game.black_id)
    third = await games_of(service, tid, 3)
    await win(service, third[0].match_id, third[0].white_id)  # round 3 still under way
    return tid


async def test_an_export_mid_round_is_paired_by_bbppairings_as_gamut_paired_it(service, clock):
    tid = await running_swiss(service, clock)
    export = await service.tournaments.export_trf(me(DAVE), tid)
    (attached,) = export.extra_files
    text = attached.data.decode("utf-8")
    assert text == (FIXTURES / "export_running_r03.trf").read_text(encoding="utf-8")
    # No game cell without a result: round 3's column has only the byes and absences known
    # before it was paired (gina's half-point bye, H; frank, withdrawn: Z).
    report = trf.parse(text)
    assert all(e.result != " " for p in report.players.values() for e in p.rounds)
    assert {p.name: p.entry(3).result for p in report.players.values() if p.entry(3).result
            != " "} == {"gina": "H", "frank": "Z"}
    # Gamut's round 3, in the file's pairing numbers, is what bbpPairings answered.
    number = {p.name: p.number for p in report.players.values()}
    snapshot = await snapshot_of(service, tid)
    boards = [f"{number[PLAYERS[g.white_id]]} {number[PLAYERS[g.black_id]]}"
              for g in snapshot.games_of(3)]
    byes = [f"{number[PLAYERS[b.user_id]]} 0" for b in snapshot.byes_of(3) if b.kind == "U"]
    gamut = "\n".join([str(len(boards) + len(byes)), *boards, *byes]) + "\n"
    assert gamut == (FIXTURES / "export_running_r03.out").read_text()


async def test_a_finished_tournament_has_its_header_ranks_and_gamut_ratings_apart(
    service, clock
):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2)
    await service.tournaments.start(me(ALICE), tid)  # 2027-01-15 (the test clock)
    await finish_round(service, tid, 1)
    # Round 2: alice and dave (1 point, both had white): alice, higher, gets black; bob and
    # carol (0, both had black): bob, higher, gets white.  White wins again.
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    clock.advance(2 * 86400)
    await finish_round(service, tid, 2)  # over on 2027-01-17
    text = (await service.tournaments.export_trf(me(BOB), tid)).extra_files[0].data.decode()
    lines = text.splitlines()
    assert lines[:7] == [
        "012 Crossings Swiss",  # the name: the game's and the system's
        "042 2027/01/15",
        "052 2027/01/17",
        "062 4",
        "072 0",  # nobody has a FIDE rating
        "092 Swiss Dutch system (FIDE C.04.3)",
        "102 Player 1",  # the organiser, alice, has no stored name here
    ]
    assert "122 3 days per move" in lines and "172 GMT NRO" in lines
    assert "XXR 2" in lines and "XXC white1" in lines
    # The rounds' dates in their cells (columns 92-99, 102-109): round 2 paired on the 15th.
    (dates,) = [line for line in lines if line.startswith("132")]
    assert (dates[91:99], dates[101:109]) == ("27/01/15", "27/01/15")
    rows = {line[14:47].strip(): line for line in lines if line.startswith("001")}
    # Points: dave 2, alice 1, bob 1, carol 0.  Alice and bob: BH-C1 2 (0 and 2, cut 0) both,
    # BH 2, SB 0, never met (DE leaves them), one win each: they share second place.
    assert {name: (row[80:84], row[85:89]) for name, row in rows.items()} == {
        "dave": (" 2.0", "   1"), "alice": (" 1.0", "   2"), "bob": (" 1.0", "   2"),
        "carol": (" 0.0", "   4"),
    }
    assert all(row[48:52] == "    " for row in rows.values())  # the FIDE rating column
    # Each Gamut rating (800: no rated game yet) in a National Rating Support record, linked
    # to the player's starting rank, rating at columns 49-52.
    national = [line for line in lines if line.startswith("GMT")]
    assert [(line[4:8], line[48:52]) for line in national] == [
        ("   1", " 800"), ("   2", " 800"), ("   3", " 800"), ("   4", " 800")]


async def test_a_name_with_a_line_break_stays_on_its_line(service):
    """The service refuses such names now; rows stored before it did (by an older release)
    still keep to one line of the file each."""
    with pytest.raises(ServiceError):
        await service.tournaments.create(
            me(ALICE), game_id="crossings", rounds=1, name="Cup\n001    9      intruder"
        )
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=1)
    tid = created.tournament_id
    await service.tournaments.join(me(ALICE), tid, name="alice")
    await service.tournaments.join(me(BOB), tid, name="bob")
    async with service.db._backend.write() as tx:
        await tx.execute(
            "UPDATE tournaments SET name = ? WHERE id = ?", ("Cup\n001    9      intruder", tid)
        )
        await tx.execute(
            "UPDATE tournament_entrants SET name = ? WHERE tournament_id = ? AND user_id = ?",
            ("bob\r\nXXR 9", tid, BOB),
        )
    await service.tournaments.start(me(ALICE), tid)
    text = (await service.tournaments.export_trf(me(ALICE), tid)).extra_files[0].data.decode()
    report = trf.parse(text)
    assert sorted(report.players) == [1, 2] and report.total_rounds == 1
    assert [line for line in text.splitlines() if line.startswith("012")] == [
        "012 Cup 001 9 intruder"]
