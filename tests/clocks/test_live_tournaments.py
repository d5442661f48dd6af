"""Live tournaments through the service and the console (issue #48), on both backends with a
clock that moves only when the test says: a control refused as a match's is, for the desk and
the console alike, with nothing stored; every game of a round with the clock and no round
deadline; a no-show lost on time; the control and the pool in info and the TRF's 122 line; a
tournament started for this evening; the console creating and playing a live tournament
game."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import MatchService, ServiceError
from storage import Database
from storage.status import MatchStatus
from tests.bot.conftest import ALICE, BOB, CAROL, FakeClock, named_service
from tests.clocks.test_console_live import legal_move, open_console, said
from tests.viewers import local_viewer

GAME = "crossings"
DAVE = 4


def make_service(db: Database, clock: FakeClock) -> MatchService:
    return named_service(db, clock)


async def live_swiss(service: MatchService, *players: int, **settings) -> int:
    """A 10+5 Swiss of crossings created by Alice with ``players`` entered; its number."""
    created = await service.tournaments.create(
        local_viewer(ALICE), game_id=GAME, time_control="10+5", **settings
    )
    for player in players:
        await service.tournaments.join(local_viewer(player), created.tournament_id)
    return created.tournament_id


@pytest.mark.parametrize(
    ("control", "words"),
    [
        ("3+2", "3+2 is too fast"),  # 180 + 40 × 2 = 260 s, under rapid's 480 s
        ("ten", "ten"),
        ("10+5+1", "10+5+1"),
    ],
)
async def test_a_bad_control_is_refused_and_nothing_is_stored(db, control, words) -> None:
    service = make_service(db, FakeClock())
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.create(local_viewer(ALICE), game_id=GAME, time_control=control)
    assert words in plain(str(refused.value))
    assert await db.tournaments.listing(None, user_id=ALICE, limit=10) == []


async def test_a_live_tournament_takes_no_deadlines(db) -> None:
    service = make_service(db, FakeClock())
    for settings in ({"round_limit": 3600}, {"time_limit": 3600}):
        with pytest.raises(ServiceError) as refused:
            await live_swiss(service, **settings)
        assert "has no time per decision and no round deadline" in plain(str(refused.value))
    assert await db.tournaments.listing(None, user_id=ALICE, limit=10) == []


async def test_a_live_round_has_clocks_no_deadline_and_a_no_show_loses_on_time(db) -> None:
    clock = FakeClock()
    service = make_service(db, clock)
    number = await live_swiss(service, ALICE, BOB, CAROL, DAVE, rounds=2)
    info = plain((await service.tournaments.info(local_viewer(ALICE), number)).text)
    assert "rated (live)" in info and "a clock of 10+5" in info
    assert "makes no first move within 30 seconds loses that game on time" in info
    await service.tournaments.start(local_viewer(ALICE), number)
    snapshot = await db.tournaments.snapshot(number)
    assert snapshot.tournament.round_deadline is None
    games = snapshot.games_of(1)
    assert len(games) == 2
    matches = [await db.matches.get(g.match_id) for g in games]
    assert all(
        m.clock is not None and (m.clock.base_s, m.clock.increment_s) == (600, 5) for m in matches
    )
    # Board 1: White moves, Black does not within 30 s. Board 2: nobody moves.
    first = matches[0]
    mover = local_viewer(first.white_id)
    moves = await service.legal_moves_for(mover, first.id)
    await service.move(mover, first.id, moves[0])
    clock.advance(31)
    await service.tick()
    results = {
        g.board: (g.white_result, g.black_result, g.lost_on_time)
        for g in (await db.tournaments.snapshot(number)).games_of(1)
    }
    # Both losers never turned up: forfeits, and they count as losses on time.
    assert results[1] == ("+", "-", first.black_id)
    assert results[2] == ("-", "+", matches[1].white_id)
    for match in matches:
        ended = await db.matches.get(match.id)
        assert ended.status == MatchStatus.FINISHED and ended.ending.value == "time"
    # The round ended with its last game: round 2 is paired, with clocks again.
    snapshot = await db.tournaments.snapshot(number)
    assert snapshot.tournament.current_round == 2
    second = [await db.matches.get(g.match_id) for g in snapshot.games_of(2)]
    assert second and all(m.clock is not None for m in second)
    # The TRF's 122 line gives the control.
    exported = await service.tournaments.export_trf(local_viewer(ALICE), number)
    trf = exported.extra_files[0].data.decode()
    assert "\n122 10+5: 10 min + 5 sec per move\n" in trf


async def test_a_flag_in_a_tournament_game_is_a_game_played(db) -> None:
    """Running out of time is an ordinary end of a live game: 1-0, not a forfeit, and no
    loss on time for the withdrawal after two."""
    clock = FakeClock()
    service = make_service(db, clock)
    number = await live_swiss(service, ALICE, BOB, rounds=1)
    await service.tournaments.start(local_viewer(ALICE), number)
    (game,) = (await db.tournaments.snapshot(number)).games_of(1)
    for _ in range(2):  # both first moves (untimed)
        match = await db.matches.get(game.match_id)
        viewer = local_viewer(match.to_move_id)
        await service.move(viewer, match.id, (await service.legal_moves_for(viewer, match.id))[0])
    clock.advance(600 + 2 + 0.5)  # White's ten minutes and the grace of 2 s
    await service.tick()
    (game,) = (await db.tournaments.snapshot(number)).games_of(1)
    assert (game.white_result, game.black_result, game.lost_on_time) == ("0", "1", None)
    assert (await db.tournaments.get(number)).status == "finished"


async def test_a_live_tournament_started_for_this_evening(db) -> None:
    clock = FakeClock()
    service = make_service(db, clock)
    evening = clock.now + 5 * 3600  # later today
    number = await live_swiss(service, ALICE, BOB, starts_at=evening)
    assert not [r for r in await service.tick() if r.bulletins]
    clock.advance(5 * 3600)
    said_now = [plain(b.reply.text) for r in await service.tick() for b in r.bulletins]
    assert any("begins with 2 players" in text for text in said_now)
    (game,) = (await db.tournaments.snapshot(number)).games_of(1)
    match = await db.matches.get(game.match_id)
    assert match.clock is not None and match.clock.turn_started_at == clock.now


async def test_the_console_creates_and_plays_a_live_tournament_game(db, tmp_path) -> None:
    clock = FakeClock()
    console, out = await open_console(db, tmp_path, clock)
    await said(console, out, "user alice")
    refused = await said(console, out, "tournament create crossings time=1+0")
    assert "1+0 is too fast" in refused
    assert await db.tournaments.listing(None, user_id=console.user, limit=10) == []
    created = await said(console, out, "tournament create crossings rounds=1 time=10+5")
    assert "rated (live)" in created and "a clock of 10+5" in created
    await said(console, out, "tournament join")
    await said(console, out, "user bob")
    await said(console, out, "tournament join")
    await said(console, out, "user alice")
    started = await said(console, out, "tournament start")
    assert "Clock 10+5: white 10:00, black 10:00." in started
    number = console.tournaments.last
    assert number is not None
    (game,) = (await db.tournaments.snapshot(number)).games_of(1)
    white = "alice" if game.white_id == console.user else "bob"
    black = "bob" if white == "alice" else "alice"
    for name in (white, black):  # both first moves, untimed
        await said(console, out, f"user {name}")
        await said(console, out, f"match {game.match_id}")
        await said(console, out, f"move {await legal_move(console)}")
    await said(console, out, f"user {white}")
    clock.advance(12)
    posted = await said(console, out, f"move {await legal_move(console)}")
    # Ten minutes less 12 s, plus the increment of 5 s: 9:53.
    assert "white 9:53, black 10:00" in posted
    await said(console, out, f"user {black}")
    await said(console, out, "resign yes")
    (game,) = (await db.tournaments.snapshot(number)).games_of(1)
    assert (game.white_result, game.black_result) == ("1", "0")
    assert "Final standings" in out.getvalue()
