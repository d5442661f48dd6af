"""Tournaments through the service, on SQLite and PostgreSQL: create, enter, start, pair,
play through, and the refusals.

Expected pairings and points are worked out by hand in each test from the FIDE rules
(Dutch system C.04.3, Berger tables C.05), not by running the package that pairs them.
"""

from __future__ import annotations

from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import local_viewer

DAVE, ERIN = 4, 5
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave", ERIN: "erin"}


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
    assert "Tournament #" in created.text and "Autumn" in created.text
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
    assert "round 1 of 2" in bulletins[1].reply.text

    first = await win(service, games[0].match_id, ALICE)
    assert first.bulletins == ()  # board 2 still plays
    last = await win(service, games[1].match_id, DAVE)
    # alice 1 and dave 1 meet; both had white, alice ranks higher and gets her preference
    # (black); bob and carol both had black, bob ranks higher and gets white.
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    texts = [b.reply.text for b in last.bulletins]
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
    points = {user: 0.0 for user in NAMES}
    for game in snapshot.games:
        value = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0}
        points[game.white_id] += value[game.white_result]
        points[game.black_id] += value[game.black_result]
    for bye in snapshot.byes:
        points[bye.user_id] += {"U": 1.0, "H": 0.5, "Z": 0.0}[bye.kind]
    reply = await service.tournaments.standings(me(BOB), tid)
    assert "final standings" in reply.text
    shown = {}
    for line in reply.text.splitlines()[1:]:
        rank, rest = line.split(". ", 1)
        who, score = rest.split(": ", 1)
        shown[who] = score.split(" ")[0]
    expected = {f"@{NAMES[u]}" if u in (ALICE, BOB, CAROL) else f"@{u}": p
                for u, p in points.items()}
    assert {k: _value(v) for k, v in shown.items()} == expected
    assert sum(expected.values()) == 3 * 2 + 3  # two games and a bye per round


def _value(text: str) -> float:
    from bot.service.text import plain
    text = plain(text)
    return float(text.replace("½", ".5")) if text != "½" else 0.5
