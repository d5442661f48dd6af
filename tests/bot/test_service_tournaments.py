"""Tournaments through the service, on SQLite and PostgreSQL: create, enter, start, pair,
play through, and the refusals.

Expected pairings and points are worked out by hand in each test from the FIDE rules
(Dutch system C.04.3, Berger tables C.05), not by running the package that pairs them.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.markup import plain
from bot.service import Conflict, MatchService, NotAllowed
from bot.service.tournaments.desk import UNRATED
from games import Ending
from renderers import tournament as t
from storage import Database, StorageBusy
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_console import finished_script
from tests.ratings.helpers import LIVE, play_out
from tests.renderers.test_tournament_pictures import _image, _ink, _row_top
from tests.viewers import local_viewer

DAVE, ERIN, FRANK = 4, 5, 6
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave", ERIN: "erin", FRANK: "frank"}


def me(user_id: int):
    return local_viewer(user_id)


async def enter(service, tournament_id: int, *users: int) -> None:
    for user in users:
        await service.tournaments.join(me(user), tournament_id, name=NAMES[user])


async def games_of(service, tournament_id: int, round_number: int):
    snapshot = await service.db.tournaments.snapshot(tournament_id)
    return snapshot.games_of(round_number)


async def pairs(service, tournament_id: int, round_number: int) -> list[tuple[int, int]]:
    return [(g.white_id, g.black_id) for g in await games_of(service, tournament_id,
                                                               round_number)]


async def win(service, match_id: int, winner: int):
    """The loser resigns; the reply of the operation that ended the game."""
    match = await service.db.matches.get(match_id)
    loser = match.black_id if winner == match.white_id else match.white_id
    return await service.resign(me(loser), match_id, confirmed=True)


async def draw(service, match_id: int):
    match = await service.db.matches.get(match_id)
    await service.offer_draw(me(match.white_id), match_id)
    return await service.answer_draw(me(match.black_id), match_id, True)


async def test_swiss_first_rounds_paired_by_the_dutch_rules(service):
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=2,
                                               name="Autumn")
    tid = created.tournament_id
    assert tid is not None
    assert "Tournament #" in plain(created.text) and "Autumn" in plain(created.text)
    assert [c.action for c in created.prompts[0].choices] == ["tournament-join",
                                                              "tournament-leave"]
    await enter(service, tid, ALICE, BOB, CAROL, DAVE)
    bulletins = await service.tournaments.start(me(ALICE), tid)
    # Everyone unrated: equal ratings, so the names order them: alice 1, bob 2, carol 3,
    # dave 4.  Round 1: S1 {1, 2} against S2 {3, 4}; player 1 has the first colour (white),
    # board 2 the other way round.
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
    opened = [reply for bulletin in bulletins for reply in bulletin.matches]
    assert len(opened) == 2 and all(r.new_match and r.match_id for r in opened)
    games = await games_of(service, tid, 1)
    assert {r.match_id for r in opened} == {g.match_id for g in games}
    match = await service.db.matches.get(games[0].match_id)
    assert match.meta["tournament"] == tid and match.meta["round"] == 1
    assert match.meta["board"] == 1 and match.rated
    told = {m.user_id for r in opened for m in r.private}
    assert told == {ALICE, BOB, CAROL, DAVE}
    assert "round 1 of 2" in plain(bulletins[1].reply.text)

    first = await win(service, games[0].match_id, ALICE)
    assert first.bulletins == ()  # board 2 still plays
    last = await win(service, games[1].match_id, DAVE)
    # alice 1 and dave 1 meet; both had white, alice ranks higher and gets her preference
    # (black); bob and carol both had black, bob ranks higher and gets white.
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    texts = [plain(b.reply.text) for b in last.bulletins]
    assert "round 1 is over" in texts[0] and "Standings after round 1" in texts[0]
    assert "round 2 of 2" in texts[1]
    assert len(last.bulletins[1].matches) == 2


async def test_whole_swiss_standings_against_hand_computed_points(service):
    tid = (await service.tournaments.create(me(ALICE), game_id="crossings", rounds=3)).tournament_id
    await enter(service, tid, ALICE, BOB, CAROL, DAVE, ERIN)
    await service.tournaments.start(me(ALICE), tid)
    # 5 players: alice 1 ... erin 5.  Round 1: S1 {1, 2}, S2 {3, 4}, the bye to 5 (erin).
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
    snapshot = await service.db.tournaments.snapshot(tid)
    assert [(b.user_id, b.kind) for b in snapshot.byes_of(1)] == [(ERIN, "U")]
    games = await games_of(service, tid, 1)
    await win(service, games[0].match_id, ALICE)
    await draw(service, games[1].match_id)
    # After round 1: alice 1, erin 1 (bye), bob ½, dave ½, carol 0.
    round2 = await games_of(service, tid, 2)
    # The bye goes to the lowest score, carol (erin had it already).  Then alice-erin would
    # leave bob-dave, who drew with each other: the round could not be completed (C4), so
    # alice meets bob (bob had black, alice white: both get their preference) and erin
    # (no game, no preference) is white against dave (who had white).  Boards by the higher
    # score, then the higher-ranked player: alice's first.
    assert [(g.white_id, g.black_id) for g in round2] == [(BOB, ALICE), (ERIN, DAVE)]
    snapshot = await service.db.tournaments.snapshot(tid)
    assert [(b.user_id, b.kind) for b in snapshot.byes_of(2)] == [(CAROL, "U")]
    for game in round2:
        await win(service, game.match_id, game.white_id)
    round3 = await games_of(service, tid, 3)
    for game in round3:
        await win(service, game.match_id, game.black_id)
    snapshot = await service.db.tournaments.snapshot(tid)
    met = [frozenset((g.white_id, g.black_id)) for g in snapshot.games]
    assert len(met) == len(set(met)) == 6  # no rematch in three rounds
    assert len({b.user_id for b in snapshot.byes}) == 3  # never the bye twice
    assert snapshot.tournament.status == "finished"
    points = {user: 0.0 for user in (ALICE, BOB, CAROL, DAVE, ERIN)}
    for game in snapshot.games:
        value = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0}
        points[game.white_id] += value[game.white_result]
        points[game.black_id] += value[game.black_result]
    for bye in snapshot.byes:
        points[bye.user_id] += {"U": 1.0, "H": 0.5, "Z": 0.0}[bye.kind]
    reply = await service.tournaments.standings(me(BOB), tid)
    assert "final standings" in plain(reply.text)
    shown = {}
    for line in plain(reply.text).splitlines()[1:]:
        rank, rest = line.split(". ", 1)
        who, score = rest.split(": ", 1)
        shown[who] = score.split(" ")[0]
    expected = {f"@{NAMES[u]}" if u in (ALICE, BOB, CAROL) else f"@{u}": p
                for u, p in points.items()}
    assert {k: _value(v) for k, v in shown.items()} == expected
    assert sum(expected.values()) == 3 * 2 + 3  # two games and a bye per round


def _value(text: str) -> float:
    text = plain(text)
    return float(text.replace("½", ".5")) if text != "½" else 0.5


# ----- helpers for the rules below -------------------------------------------------------------


async def new_swiss(service, *users: int, **settings) -> int:
    created = await service.tournaments.create(me(ALICE), game_id="crossings", **settings)
    await enter(service, created.tournament_id, *users)
    return created.tournament_id


async def snapshot_of(service, tournament_id: int):
    return await service.db.tournaments.snapshot(tournament_id)


async def finish_round(service, tournament_id: int, round_number: int):
    """Every game of the round won by White; the reply of the operation that ended the last."""
    reply = None
    for game in await games_of(service, tournament_id, round_number):
        if not game.decided:
            reply = await win(service, game.match_id, game.white_id)
    return reply


# ----- deadlines and time -----------------------------------------------------------------------


async def test_a_game_running_at_the_round_deadline_is_lost_on_time(service, clock):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2, time_limit=7200,
                          round_limit=3600)
    await service.tournaments.start(me(ALICE), tid)
    first, second = await games_of(service, tid, 1)
    # Board 1 is played to its end; on board 2 White (dave) and Black (bob) play, then bob
    # lets the round's deadline pass with his decision due.
    await win(service, first.match_id, ALICE)
    match = await service.db.matches.get(second.match_id)
    for player, move in ((DAVE, "a2-a3"), (BOB, "a7-a6"), (DAVE, "b2-b3")):
        await service.move(me(player), match.id, move)
    clock.advance(3599)
    assert not [r for r in await service.tick() if r.bulletins]  # not yet
    clock.advance(1)
    replies = await service.tick()
    bulletins = [b for r in replies for b in r.bulletins]
    (update,) = [u for b in bulletins for u in b.updates]
    assert update.match_id == second.match_id
    ended = await service.db.matches.get(second.match_id)
    assert ended.winner == "white"
    assert plain(ended.reason or "") == "Black ran out of time at the round's deadline"
    assert ended.ending == "time"
    games = await games_of(service, tid, 1)
    assert (games[1].white_result, games[1].black_result, games[1].lost_on_time) == ("1", "0", BOB)
    assert any("round 2 of 2" in plain(b.reply.text) for b in bulletins)
    assert "lost on time by the player whose decision is due" in next(
        plain(b.reply.text) for b in bulletins if "round 2 of 2" in plain(b.reply.text)
    )


async def test_an_overdue_decision_loses_on_time_without_a_claim(service, clock):
    tid = await new_swiss(service, ALICE, BOB, rounds=1, time_limit=3600)
    await service.tournaments.start(me(ALICE), tid)
    (game,) = await games_of(service, tid, 1)
    clock.advance(3600)
    replies = await service.tick()
    ended = await service.db.matches.get(game.match_id)
    # alice (White) never moved: a forfeit, which counts for the score but not as a game.
    assert plain(ended.reason or "") == "White did not move within 60 minutes"
    assert ended.winner == "black"
    assert ended.ending == "time"
    (game,) = await games_of(service, tid, 1)
    assert (game.white_result, game.black_result) == ("-", "+")
    final = [
        plain(b.reply.text) for r in replies for b in r.bulletins
        if "is over" in plain(b.reply.text)
    ]
    assert any("The winner is @bob with 1 point." in text for text in final)
    assert (await snapshot_of(service, tid)).tournament.status == "finished"


async def test_two_losses_on_time_in_a_row_withdraw_the_player(service, clock):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=3, round_limit=3600)
    await service.tournaments.start(me(ALICE), tid)
    for round_number in (1, 2):
        for game in await games_of(service, tid, round_number):
            if DAVE not in (game.white_id, game.black_id):
                await win(service, game.match_id, game.white_id)
            elif game.white_id != DAVE:  # dave's opponent moves, dave lets time run out
                await service.move(me(game.white_id), game.match_id, "a2-a3")
        clock.advance(3600)
        await service.tick()
    dave_games = [g for g in (await snapshot_of(service, tid)).games
                  if DAVE in (g.white_id, g.black_id) and g.round < 3]
    assert [g.lost_on_time for g in dave_games] == [DAVE, DAVE]
    snapshot = await snapshot_of(service, tid)
    dave = snapshot.entrant(DAVE)
    assert (dave.withdrawn_round, dave.withdrawn_reason) == (3, "two losses on time")
    round3 = snapshot.games_of(3)
    assert all(DAVE not in (g.white_id, g.black_id) for g in round3)
    assert [b.user_id for b in snapshot.byes_of(3)] == [next(
        u for u in (ALICE, BOB, CAROL) if u not in {x for g in round3 for x in (g.white_id,
                                                                               g.black_id)})]
    standings = plain((await service.tournaments.standings(me(ALICE), tid)).text)
    assert "4. @4: 0 (" in standings and standings.endswith(", withdrawn (two losses on time)")


# ----- byes, late entries, withdrawals ---------------------------------------------------------


async def test_a_requested_bye_is_half_a_point_and_keeps_the_player_out(service):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2)
    reply = await service.tournaments.request_bye(me(BOB), tid)
    assert "half-point bye in round 1" in plain(reply.notice)
    with pytest.raises(Conflict, match="already have a bye in round 1"):
        await service.tournaments.request_bye(me(BOB), tid)
    await service.tournaments.start(me(ALICE), tid)
    # alice, carol, dave are paired: dave, the lowest, has the pairing-allocated bye; alice,
    # the first of the players paired, has the first colour.
    assert await pairs(service, tid, 1) == [(ALICE, CAROL)]
    snapshot = await snapshot_of(service, tid)
    assert sorted((b.user_id, b.kind) for b in snapshot.byes_of(1)) == [(BOB, "H"), (DAVE, "U")]
    await finish_round(service, tid, 1)
    standings = plain((await service.tournaments.standings(me(CAROL), tid)).text)
    # alice 1 (win), dave 1 (allocated bye), bob ½ (his bye), carol 0.
    points = {line.split(": ")[0].split(". ")[1]: line.split(": ")[1].split(" ")[0]
              for line in standings.splitlines()[1:]}
    assert points == {"@alice": "1", "@4": "1", "@bob": "½", "@carol": "0"}


async def test_a_late_entrant_scores_zero_for_the_rounds_already_paired(service):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=3, late_entries=True)
    await service.tournaments.start(me(ALICE), tid)
    joined = await service.tournaments.join(me(ERIN), tid, name="erin")
    assert "You play from round 2" in plain(joined.notice)
    await finish_round(service, tid, 1)  # alice and dave win
    # Round 2: alice and dave (1 point, both had white: alice, higher, gets black); then bob,
    # carol and erin (0): the bye goes to whoever has the fewest unplayed rounds (not erin,
    # absent in round 1), the lowest of them: carol; bob (had black) is white against erin.
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, ERIN)]
    snapshot = await snapshot_of(service, tid)
    assert [(b.user_id, b.kind) for b in snapshot.byes_of(2)] == [(CAROL, "U")]
    export = await service.tournaments.export_trf(me(ALICE), tid)
    (trf,) = export.extra_files
    erin_row = next(line for line in trf.data.decode().splitlines()
                    if line.startswith("001") and "erin" in line)
    assert erin_row[91:99] == "0000 - Z"  # round 1's cell: absent, zero


async def test_late_entries_are_refused_unless_allowed(service):
    tid = await new_swiss(service, ALICE, BOB, rounds=1)
    await service.tournaments.start(me(ALICE), tid)
    with pytest.raises(Conflict) as refused:
        await service.tournaments.join(me(CAROL), tid, name="carol")
    assert plain(str(refused.value)) == (
        f"Tournament #{tid} (Crossings Swiss) has started: joining is closed (the organiser "
        "did not allow late entries)."
    )


async def test_withdrawals_by_the_player_and_by_an_organiser(service):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, ERIN, rounds=3)
    await enter(service, tid, FRANK)
    await service.tournaments.start(me(ALICE), tid)
    # 6 players: S1 {1, 2, 3} against S2 {4, 5, 6}, colours alternating from board 1.
    assert await pairs(service, tid, 1) == [(ALICE, DAVE), (ERIN, BOB), (CAROL, FRANK)]
    with pytest.raises(NotAllowed, match="Only an organiser"):
        await service.tournaments.withdraw(me(BOB), tid, DAVE)
    reply = await service.tournaments.withdraw(me(CAROL), tid)
    assert plain(reply.text) == (
        f"@carol withdrew from Tournament #{tid} (Crossings Swiss) (withdrew); "
        "they are not paired again, and their games played count."
    )
    games = await games_of(service, tid, 1)
    # carol's game had not begun: a forfeit win for frank.
    assert (games[2].white_result, games[2].black_result) == ("-", "+")
    withdrawn = await service.db.matches.get(games[2].match_id)
    assert plain(withdrawn.reason or "") == "White withdrew from the tournament"
    assert withdrawn.ending == "withdrawal"
    await service.tournaments.withdraw(me(ALICE), tid, DAVE)  # by the organiser
    snapshot = await snapshot_of(service, tid)
    assert snapshot.entrant(DAVE).withdrawn_reason == "withdrawn by an organiser"
    assert snapshot.tournament.current_round == 1  # erin and bob still play
    finished = await win(service, games[1].match_id, ERIN)
    assert any("round 2 of 3" in plain(b.reply.text) for b in finished.bulletins)
    snapshot = await snapshot_of(service, tid)
    paired = {u for g in snapshot.games_of(2) for u in (g.white_id, g.black_id)}
    assert paired == {ALICE, BOB, ERIN, FRANK} and not snapshot.byes_of(2)
    with pytest.raises(Conflict, match="already withdrawn"):
        await service.tournaments.withdraw(me(CAROL), tid)
    standings = plain((await service.tournaments.standings(me(ALICE), tid)).text)
    assert ", withdrawn (withdrew)" in standings
    assert ", withdrawn (withdrawn by an organiser)" in standings


# ----- across processes and crashes ------------------------------------------------------------


async def test_a_match_a_crash_left_unopened_is_opened_by_the_tick(service, monkeypatch):
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=1)
    real = service.play.start_match
    calls = []

    async def failing_once(*args, **kwargs):
        calls.append(kwargs["tournament_game"])
        if len(calls) == 1:
            raise StorageBusy("the database stayed locked")
        return await real(*args, **kwargs)

    monkeypatch.setattr(service.play, "start_match", failing_once)
    bulletins = await service.tournaments.start(me(ALICE), tid)
    assert len([m for b in bulletins for m in b.matches]) == 1
    games = await games_of(service, tid, 1)
    assert [g.match_id is None for g in games] == [True, False]
    monkeypatch.setattr(service.play, "start_match", real)
    (reply,) = [r for r in await service.tick() if r.bulletins]
    (opened,) = [m for b in reply.bulletins for m in b.matches]
    games = await games_of(service, tid, 1)
    assert opened.match_id == games[0].match_id is not None
    assert not [r for r in await service.tick() if r.bulletins]  # opened once


async def test_a_round_is_paired_once_when_two_processes_see_its_end(
    service, database_url, database_backend
):
    """Three reports of the same end at once: on PostgreSQL from two services on two
    database handles (two processes, as a sharded bot runs); SQLite serves one process, so
    there all three come from one service (tests/multiprocess has real processes)."""
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2)
    await service.tournaments.start(me(ALICE), tid)
    first, second = await games_of(service, tid, 1)
    await win(service, first.match_id, ALICE)
    match = await service.db.matches.get(second.match_id)
    ended = await service.db.matches.finish(match.id, match.version, winner="white",
                                            reason="Black resigned", ending=Ending.RESIGNATION)
    other_db = await Database.open(database_url)
    other = (
        MatchService(other_db, clock=service.clock) if database_backend == "postgres" else service
    )
    try:
        told = await asyncio.gather(
            service.tournaments.match_ended(ended), other.tournaments.match_ended(ended),
            service.tournaments.match_ended(ended),
        )
    finally:
        if other is not service:
            other.close()
        await other_db.close()
    pairing_bulletins = [b for said in told for b in said if "round 2 of 2" in plain(b.reply.text)]
    assert len(pairing_bulletins) == 1
    round2 = await games_of(service, tid, 2)
    assert len(round2) == 2 and all(g.match_id for g in round2)
    opened = [m for m in await service.db.matches.all_active()
              if m.meta.get("tournament") == tid and m.meta.get("round") == 2]
    assert sorted(m.id for m in opened) == sorted(g.match_id for g in round2)


# ----- round-robins, start times, looking -------------------------------------------------------


async def test_a_double_round_robin_played_through(service):
    created = await service.tournaments.create(me(ALICE), game_id="crossings",
                                               system="double-round-robin")
    tid = created.tournament_id
    await enter(service, tid, ALICE, BOB, CAROL)
    await service.tournaments.start(me(ALICE), tid)
    # Berger table of 3 (a dummy 4th): 2-3, 1-2, 3-1, the first cycle's last two rounds
    # swapped (C.05 Annex 1), then the table in its own order with colours reversed.
    expected = [(BOB, CAROL), (CAROL, ALICE), (ALICE, BOB), (CAROL, BOB), (BOB, ALICE),
                (ALICE, CAROL)]
    free = [ALICE, BOB, CAROL, ALICE, CAROL, BOB]
    last = None
    for round_number, (pair, sits_out) in enumerate(zip(expected, free, strict=True), start=1):
        assert await pairs(service, tid, round_number) == [pair]
        snapshot = await snapshot_of(service, tid)
        assert [(b.user_id, b.kind) for b in snapshot.byes_of(round_number)] == [(sits_out, "Z")]
        (game,) = await games_of(service, tid, round_number)
        if round_number < 6:
            last = await win(service, game.match_id, game.white_id)
        else:
            last = await draw(service, game.match_id)
    # alice: 0 + 1 + 0 + ½; bob: 1 + 0 + 0 + 1; carol: 0 + 1 + 1 + ½.
    over, bulletin = last.bulletins  # the last round's result, then the final standings
    assert "round 6 is over.\nBoard 1: @alice (1) – @carol (2) ½–½" in plain(over.reply.text)
    final = plain(bulletin.reply.text)
    assert "The winner is @carol with 2½ points." in plain(final)
    order = [line.split(" (")[0] for line in plain(final).splitlines()
             if line[:1].isdigit()]
    assert order == ["1. @carol: 2½", "2. @bob: 2", "3. @alice: 1½"]
    assert (await snapshot_of(service, tid)).tournament.status == "finished"


async def test_c07_a_round_robin_defaults_to_de_sb_win_koya(service):
    created = await service.tournaments.create(me(ALICE), game_id="crossings",
                                               system="round-robin")
    assert "Tie-breaks: DE, SB, WIN, KS." in plain(created.text)
    snapshot = await snapshot_of(service, created.tournament_id)
    assert snapshot.tournament.tiebreaks == "DE,SB,WIN,KS"
    swiss = await service.tournaments.create(me(ALICE), game_id="crossings")
    assert (await snapshot_of(service, swiss.tournament_id)).tournament.tiebreaks == (
        "BH-C1,BH,SB,DE,WIN"
    )


async def started_round_robin_of_four(service) -> int:
    """A Crossings round-robin of alice, bob, carol and dave, started: its id."""
    created = await service.tournaments.create(me(ALICE), game_id="crossings",
                                               system="round-robin")
    tid = created.tournament_id
    await enter(service, tid, ALICE, BOB, CAROL, DAVE)
    await service.tournaments.start(me(ALICE), tid)
    return tid


async def test_tournament_rules_v_4_1_a_round_robin_withdrawal_before_half_counts_for_nobody(
    service,
):
    tid = await started_round_robin_of_four(service)
    # Berger table of 4 (alice 1, bob 2, carol 3, dave 4): 1-4 2-3, 4-3 1-2, 2-4 3-1.
    assert await pairs(service, tid, 1) == [(ALICE, DAVE), (BOB, CAROL)]
    first, second = await games_of(service, tid, 1)
    await win(service, first.match_id, DAVE)
    await draw(service, second.match_id)
    assert await pairs(service, tid, 2) == [(DAVE, CAROL), (ALICE, BOB)]
    withdrawn = await service.tournaments.withdraw(me(DAVE), tid)  # one game played of three
    assert plain(withdrawn.text).endswith(
        "they are not paired again, and as they played under half of their games, their "
        "results stay in the table but count for nobody in the standings."
    )
    _, second = await games_of(service, tid, 2)
    await win(service, second.match_id, ALICE)
    assert await pairs(service, tid, 3) == [(BOB, DAVE), (CAROL, ALICE)]
    forfeit, last = await games_of(service, tid, 3)
    assert (forfeit.white_result, forfeit.black_result) == ("+", "-")  # still in the table
    finished = await draw(service, last.match_id)
    final = plain(finished.bulletins[-1].reply.text)
    # Dave's points and the points against him do not count: alice 1 (bob) + ½ (carol) = 1½,
    # carol ½ + ½ = 1, bob ½ + 0 = ½, dave 0 (with them: carol 2, alice and bob 1½, dave 1).
    assert "The winner is @alice with 1½ points." in final
    order = [line.split(" (")[0].split(",")[0] for line in final.splitlines()
             if line[:1].isdigit()]
    assert order == ["1. @alice: 1½", "2. @carol: 1", "3. @bob: ½", "4. @4: 0"]  # @4: dave


async def test_tournament_rules_v_4_1_a_round_robin_withdrawal_from_half_on_forfeits_the_rest(
    service,
):
    tid = await started_round_robin_of_four(service)
    for round_number in (1, 2):  # 1-4 2-3, then 4-3 1-2: all drawn
        for game in await games_of(service, tid, round_number):
            await draw(service, game.match_id)
    assert await pairs(service, tid, 3) == [(BOB, DAVE), (CAROL, ALICE)]
    withdrawn = await service.tournaments.withdraw(me(DAVE), tid)  # two games of three played
    assert plain(withdrawn.text).endswith(
        "they are not paired again, their games played count and the rest are lost by "
        "forfeit."
    )
    forfeit, last = await games_of(service, tid, 3)
    assert (forfeit.white_result, forfeit.black_result) == ("+", "-")
    final = plain((await draw(service, last.match_id)).bulletins[-1].reply.text)
    # bob ½ + ½ + 1 (the forfeit counts) = 2; alice and carol 1½; dave 1.
    assert "The winner is @bob with 2 points." in final


async def test_a_tournament_starts_at_its_time(service, clock):
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=1,
                                               starts_at=clock.now + 600)
    assert "Starts at " in plain(created.text)
    tid = created.tournament_id
    await enter(service, tid, BOB, CAROL)
    lonely = await service.tournaments.create(me(ALICE), game_id="crossings",
                                              starts_at=clock.now + 600)
    await enter(service, lonely.tournament_id, BOB)
    assert not [r for r in await service.tick() if r.bulletins]
    clock.advance(600)
    said = [plain(b.reply.text) for r in await service.tick() for b in r.bulletins]
    assert any("begins with 2 players" in text for text in said)
    assert any("it needs two, so it is cancelled" in text for text in said)
    assert await pairs(service, tid, 1) == [(BOB, CAROL)]  # bob and carol: names in order
    assert (await snapshot_of(service, lonely.tournament_id)).tournament.status == "cancelled"
    assert not [r for r in await service.tick() if r.bulletins]  # started once


@pytest.mark.parametrize(
    ("entrants", "asked", "most", "rounds_words", "after"),
    [
        (4, 5, 3, "3 Swiss rounds", "3 rounds"),
        (2, 3, 1, "1 Swiss round", "1 round"),  # the singular, in both messages
    ],
)
async def test_at_its_time_a_swiss_plays_the_rounds_its_entrants_can(
    service, clock, entrants, asked, most, rounds_words, after
):
    """n players meet each other at most once in n - 1 rounds (n even): an organiser asking
    for more is refused, but at the start time nobody is there to ask, so the clock starts it
    with n - 1 and says so."""
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=asked,
                                               starts_at=clock.now + 600)
    tid = created.tournament_id
    await enter(service, tid, *(ALICE, BOB, CAROL, DAVE)[:entrants])
    with pytest.raises(Conflict) as refused:
        await service.tournaments.start(me(ALICE), tid)
    assert (
        f"{entrants} players can play at most {rounds_words} without meeting twice; "
        f"it asks for {asked}."
    ) in plain(str(refused.value))
    clock.advance(600)
    said = [plain(b.reply.text) for r in await service.tick() for b in r.bulletins]
    assert any(
        f"It asked for {asked} rounds; {entrants} players can play at most {rounds_words} "
        f"without meeting twice, so it has {after}." in text for text in said
    ), said
    tournament = (await snapshot_of(service, tid)).tournament
    assert tournament.status == "running" and tournament.rounds == most
    assert len(await games_of(service, tid, 1)) == entrants // 2


async def test_info_listing_pairings_and_the_trf(service):
    tid = await new_swiss(service, ALICE, BOB, CAROL, rounds=2, time_limit=3600,
                          round_limit=86400, name="Club night")
    info = plain((await service.tournaments.info(me(CAROL), tid)).text)
    assert info.splitlines()[:2] == [
        f"Tournament #{tid} (Club night): open for entries; organised by @alice.",
        "Crossings, Swiss (FIDE Dutch system), 2 rounds, rated (correspondence), 1 h per decision.",
    ]
    assert "Each round ends 24 h after its pairing." in info
    assert "Entrants (3): @alice, @bob, @carol." in info
    listing = plain((await service.tournaments.listing(me(CAROL))).notice)
    assert f"#{tid} Club night: Crossings, Swiss (FIDE Dutch system), open, 3 players" in listing
    await service.tournaments.start(me(ALICE), tid)
    shown = await service.tournaments.pairings(me(CAROL), tid)
    games = await games_of(service, tid, 1)
    assert plain(shown.text).splitlines()[1] == (
        f"Board 1: @alice (0) – @bob (0): match #{games[0].match_id}"
    )
    assert "Bye: @carol (pairing-allocated bye, a win's points)." in plain(shown.text)
    assert shown.image is not None and shown.image.data.startswith(b"\x89PNG")
    await win(service, games[0].match_id, ALICE)
    trf = (await service.tournaments.export_trf(me(BOB), tid)).extra_files[0].data.decode()
    rows = {line[14:47].strip(): line for line in trf.splitlines() if line.startswith("001")}
    # Round 1: alice (1) beat bob (2) with white; carol (3) had the pairing-allocated bye.
    assert rows["alice"][89:99] == "     2 w 1"
    assert rows["bob"][89:99] == "     1 b 0"
    assert rows["carol"][89:99] == "  0000 - U"
    assert "XXR 2" in trf and "XXC white1" in trf


# ----- every way a game ends reports to the tournament -----------------------------------------


async def test_a_move_that_ends_the_game_moves_the_tournament_on(service):
    created = await service.tournaments.create(me(ALICE), game_id="kings-crossing",
                                               options={"stealth": "off"}, rounds=1)
    tid = created.tournament_id
    await enter(service, tid, ALICE, BOB)
    await service.tournaments.start(me(ALICE), tid)
    (game,) = await games_of(service, tid, 1)
    moves = finished_script("kings-crossing", {"stealth": "off"})
    for move in moves:
        match = await service.db.matches.get(game.match_id)
        reply = await service.move(me(match.to_move_id), match.id, move)
        if move != moves[-1]:
            assert reply.bulletins == ()
    match = await service.db.matches.get(game.match_id)
    assert match.status == "finished"
    # The seeded script ends with White capturing Black's King: a capture.
    assert (plain(match.reason or ""), match.ending) == ("White captured Black's King", "capture")
    _, final = reply.bulletins
    assert "is over." in plain(final.reply.text) and final.reply.image is not None
    (game,) = await games_of(service, tid, 1)
    expected = {"white": ("1", "0"), "black": ("0", "1"), None: ("=", "=")}[match.winner]
    assert (game.white_result, game.black_result) == expected


async def test_a_claimed_time_out_moves_the_tournament_on(service, clock):
    tid = await new_swiss(service, ALICE, BOB, rounds=1, time_limit=3600)
    await service.tournaments.start(me(ALICE), tid)
    (game,) = await games_of(service, tid, 1)
    await service.move(me(ALICE), game.match_id, "a2-a3")
    clock.advance(3600)
    reply = await service.claim_timeout(me(ALICE), game.match_id)
    assert "Black did not move within 60 minutes" in plain(reply.text)
    assert (await service.db.matches.get(game.match_id)).ending == "time"
    _, final = reply.bulletins
    assert "The winner is @alice with 1 point." in plain(final.reply.text)
    (game,) = await games_of(service, tid, 1)
    # A move was made in it: a game played, lost on time.
    assert (game.white_result, game.black_result, game.lost_on_time) == ("1", "0", BOB)


# ----- standings -------------------------------------------------------------------------------


async def test_direct_encounter_is_blank_where_it_separated_nobody(service):
    """DE first: it is applied to the players tied on points who all met, and shown for them
    alone (a real 0 too); the others' DE is blank in the picture and left out of the text."""
    tid = await new_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2, tiebreaks="DE,BH")
    await service.tournaments.start(me(ALICE), tid)
    await finish_round(service, tid, 1)  # alice beats carol, dave beats bob
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    round2 = await games_of(service, tid, 2)
    await win(service, round2[0].match_id, ALICE)
    await win(service, round2[1].match_id, BOB)
    # alice 2, dave 1, bob 1, carol 0.  Dave and bob are tied and met (dave won): DE 1 and 0.
    # BH: alice carol 0 + dave 1 = 1; dave bob 1 + alice 2 = 3; bob dave 1 + carol 0 = 1;
    # carol alice 2 + bob 1 = 3.
    reply = await service.tournaments.standings(me(CAROL), tid)
    lines = plain(reply.text).splitlines()[1:]
    assert [line.split(": ", 1)[1] for line in lines] == [
        "2 (BH 1)",
        "1 (DE 1, BH 3)",
        "1 (DE 0, BH 1)",
        "0 (BH 3)",
    ]
    # The picture: columns # Player Pts DE BH, the last two TIEBREAK_WIDTH wide against the
    # right padding (a wide title widens the name column, not these).
    image = _image(reply.image.data)
    bh_right = image.width - t.PAD
    de_left = bh_right - 2 * t.TIEBREAK_WIDTH
    for index, shown in enumerate((False, True, True, False)):
        fill = image.getpixel((t.PAD + t.LEADER_BAR + 1, _row_top(index) + 1))
        bottom = _row_top(index + 1) - 1
        de = (de_left, _row_top(index), de_left + t.TIEBREAK_WIDTH - 1, bottom)
        bh = (de_left + t.TIEBREAK_WIDTH, _row_top(index), bh_right - 1, bottom)
        assert bool(_ink(image, de, fill)) == shown, index
        assert _ink(image, bh, fill), index


async def test_pairing_numbers_come_from_the_pool_the_games_are_rated_in(service):
    """A tournament without a clock seeds its entrants by their correspondence ratings, a
    live one by their live ratings: Alice's live win and Bob's correspondence win (1662
    each, by the paper's formulas) count each in its own pool only."""
    await play_out(service.db, ALICE, CAROL, "white", clock=LIVE)
    await play_out(service.db, BOB, CAROL, "white")
    desk = service.tournaments
    correspondence = await service.db.tournaments.get(await new_swiss(service))
    live = await service.db.tournaments.get(await new_swiss(service, time_control="10+5"))
    assert await desk.pairing_rating(ALICE, correspondence) == UNRATED == 800
    assert await desk.pairing_rating(BOB, correspondence) == 1662
    assert await desk.pairing_rating(ALICE, live) == 1662
    assert await desk.pairing_rating(BOB, live) == UNRATED

