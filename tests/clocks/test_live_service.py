"""Live games through the service, on both backends, with a clock that moves only when the
test says: timed moves (the times left checked against the arithmetic written here), a move
after the flag, flags announced once by the sweep, the timer and racing processes, aborts,
"+15 s", the restart's gift, refusals."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.markup import plain
from bot.service import MatchService, ServiceError
from bot.service.live_clock import MoveTiming
from bot.service.live_timer import EventPause, FlagTimer
from storage import Database
from storage.status import MatchStatus
from tests.bot.conftest import ALICE, BOB, FakeClock, named_service
from tests.viewers import local_viewer

GAME = "charing-cross"


def make_service(db: Database, clock: FakeClock) -> MatchService:
    return named_service(db, clock)


async def live_game(service: MatchService, control: str = "10+5") -> int:
    """Alice (white) vs Bob (black), rated, with ``control``."""
    reply = await service.challenge(ALICE, GAME, opponent=BOB, colour="white", time=control)
    assert "Clock: " + control in plain(reply.text)
    accepted = await service.accept(local_viewer(BOB), reply.challenge_id)
    assert accepted.match_id is not None
    return accepted.match_id


async def a_move(service: MatchService, match_id: int) -> tuple[int, str]:
    """Who is to move and one legal move of theirs (not a pass)."""
    match = await service.get_match(match_id)
    game, state = await service.load_state(match)
    moves = [m for m in game.legal_moves(state) if m != games.PASS]
    side = game.to_move(state)
    assert side is not None and moves
    return match.user_of(side), moves[len(moves) // 2]


async def play(service: MatchService, match_id: int, **timing: float) -> str:
    """One whole turn of the side to move: its decisions until its clock stops (a Charing
    Cross move may be followed by placing a piece sent off the board, in the same turn);
    what the posts said."""
    start = await service.get_match(match_id)
    before = (start.clock, start.meta.get("clock_moved"))
    said = ""
    while True:
        user, move = await a_move(service, match_id)
        reply = await service.move(
            local_viewer(user),
            match_id,
            move,
            timing=MoveTiming(**timing) if timing else None,  # type: ignore[arg-type]
        )
        said += plain(reply.text or "")
        match = await service.get_match(match_id)
        # The turn ended when its clock stepped (or its first decision was counted).
        if match.is_over or (match.clock, match.meta.get("clock_moved")) != before:
            return said


@pytest.fixture
async def service(db: Database, clock: FakeClock):
    svc = make_service(db, clock)
    yield svc
    svc.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


async def test_timed_moves_keep_each_sides_time_to_the_millisecond(service, db, clock) -> None:
    match_id = await live_game(service)
    first = await db.matches.get(match_id)
    assert first.clock is not None and first.clock.flag_at == clock.now + 30
    # The first decision of each side is not timed (lila: the clock starts after both).
    clock.advance(7.0)
    assert "Clock 10+5: white 10:00, black 10:00." in await play(service, match_id)
    clock.advance(12.5)
    await play(service, match_id)
    left = {"white": 600_000, "black": 600_000}
    spent = [3.217, 8.001, 0.999, 25.5, 61.25, 4.004]
    moves = {"white": 0, "black": 0}
    for seconds in spent:
        clock.advance(seconds)
        user, _ = await a_move(service, match_id)
        side = "white" if user == ALICE else "black"
        text = await play(service, match_id)
        left[side] += -round(seconds * 1000) + 5_000
        moves[side] += 1
        match = await db.matches.get(match_id)
        stored = match.clock
        assert stored is not None
        assert (stored.white_ms, stored.black_ms) == (left["white"], left["black"])
        assert stored.turn_started_at == clock.now
        # Who waits now (a forced pass gives the mover the turn again, untimed).
        waiting = "white" if match.to_move_id == ALICE else "black"
        # The next flag: the waiting side's time, plus its quota's grace (2 s at most).
        assert stored.flag_at == pytest.approx(clock.now + left[waiting] / 1000 + 2.0, abs=1e-6)
        assert "Clock 10+5" in text
    # The quota grows a second a timed move, no lag claimed: from 3 s, capped at 7 s.
    assert (stored.white_quota_ms, stored.black_quota_ms) == (
        min(7_000, 3_000 + 1_000 * moves["white"]),
        min(7_000, 3_000 + 1_000 * moves["black"]),
    )


async def test_a_move_after_the_flag_loses_on_time_and_is_not_played(service, db, clock):
    match_id = await live_game(service, "8+0")
    await play(service, match_id)
    await play(service, match_id)
    before = await db.matches.get(match_id)
    assert before.clock is not None
    clock.advance(480.0)  # White's whole time: move_time == remaining is the flag
    text = await play(service, match_id)
    after = await db.matches.get(match_id)
    assert after.ply == before.ply  # not played
    assert (after.status, after.winner, str(after.ending)) == (
        MatchStatus.FINISHED,
        "black",
        "time",
    )
    assert "@alice (white) ran out of time" in text
    assert after.clock is not None and after.clock.white_ms == 0


async def test_a_move_with_lag_claimed_counts_up_to_the_quota(service, db, clock):
    match_id = await live_game(service, "8+0")
    await play(service, match_id)
    await play(service, match_id)
    start = clock.now
    # 480.5 s into White's turn, 1 s of lag claimed: 479.5 s taken, under 480 s: played.
    await play(service, match_id, started_at=start, moved_at=start + 480.5, lag_ms=1000)
    stored = (await db.matches.get(match_id)).clock
    assert stored is not None and stored.white_ms == 500
    assert stored.white_quota_ms == 3_000 + 1_000 - 1_000


async def test_the_sweep_announces_a_flag_once(service, db, clock):
    match_id = await live_game(service)
    await play(service, match_id)
    await play(service, match_id)
    flag_at = (await db.matches.get(match_id)).clock.flag_at
    clock.now = flag_at - 0.001
    assert await service.tick() == [] or all(r.match_id != match_id for r in await service.tick())
    clock.now = flag_at
    replies = [r for r in await service.tick() if r.match_id == match_id]
    assert len(replies) == 1 and "ran out of time" in plain(replies[0].text or "")
    assert [r for r in await service.tick() if r.match_id == match_id] == []
    ended = await db.matches.get(match_id)
    assert (ended.winner, ended.reason) is not None and ended.winner == "black"


async def test_racing_processes_announce_a_flag_once(db, clock):
    one, two = make_service(db, clock), make_service(db, clock)
    try:
        match_id = await live_game(one)
        await play(one, match_id)
        await play(two, match_id)
        clock.now = (await db.matches.get(match_id)).clock.flag_at + 0.2
        results = await asyncio.gather(*(s.flag_due(match_id) for s in (one, two, one, two)))
        assert sum(r is not None for r in results) == 1
    finally:
        one.close()
        two.close()


async def test_the_timer_settles_a_flag_when_its_time_comes(service, db, clock):
    match_id = await live_game(service)
    await play(service, match_id)
    await play(service, match_id)
    delivered = []

    async def deliver(reply):
        delivered.append(reply)

    timer = FlagTimer(db, service.flag_due, deliver, clock, poll_s=3600)
    timer.start()
    try:
        await timer.settled_round()
        assert delivered == []
        clock.now = (await db.matches.get(match_id)).clock.flag_at
        await timer.settled_round()
        assert [r.match_id for r in delivered] == [match_id]
        await timer.settled_round()
        assert len(delivered) == 1
    finally:
        await timer.stop()


class RecordingPause(EventPause):
    """The plain pause, noting each delay the timer asks to sleep for."""

    def __init__(self) -> None:
        super().__init__()
        self.delays: list[float | None] = []
        self.slept = asyncio.Event()

    async def wait(self, delay: float | None) -> None:
        self.delays.append(delay)
        self.slept.set()
        await super().wait(delay)

    async def after_round(self, timer: FlagTimer) -> float | None:
        """The delay the timer sleeps for after one more look.  Cleared before the look is
        asked for (``settled_round`` wakes the timer at once), so a look already under way
        (one woken by PostgreSQL's listening starting) cannot answer for it."""
        self.slept.clear()
        await timer.settled_round()
        await self.slept.wait()
        return self.delays[-1]


async def test_the_timer_polls_only_where_a_notification_can_be_lost(
    service, db, clock, database_backend
):
    """PostgreSQL: another process's NOTIFY can be lost, so the timer looks again after
    ``poll_s`` at the latest.  SQLite: every write is this process's and wakes it, so it
    sleeps until the nearest flag, and with none until woken (no wake every ``poll_s``)."""
    pause = RecordingPause()

    async def deliver(reply):
        pass

    timer = FlagTimer(db, service.flag_due, deliver, clock, poll_s=60, pause=pause)
    timer.start()
    try:
        without_flags = await pause.after_round(timer)
        match_id = await live_game(service)
        await play(service, match_id)
        await play(service, match_id)
        with_a_flag = await pause.after_round(timer)
        flag_in = (await db.matches.get(match_id)).clock.flag_at - clock.now
        assert flag_in > 60  # ten minutes less a few seconds
        if database_backend == "postgres":
            assert (without_flags, with_a_flag) == (60, 60)
        else:
            assert without_flags is None and with_a_flag == pytest.approx(flag_in)
    finally:
        await timer.stop()


async def test_no_first_move_in_thirty_seconds_aborts_unrated(service, db, clock):
    match_id = await live_game(service)
    clock.advance(29.999)
    assert all(r.match_id != match_id for r in await service.tick())
    clock.advance(0.001)
    (reply,) = [r for r in await service.tick() if r.match_id == match_id]
    assert "is aborted" in plain(reply.text or "") and "not rated" in plain(reply.text or "")
    match = await db.matches.get(match_id)
    assert (match.status, match.winner, match.rated) == (MatchStatus.ARCHIVED, None, True)
    assert await db.ratings.standings(ALICE) == []


async def test_a_late_first_move_aborts_and_is_not_played(service, db, clock):
    match_id = await live_game(service)
    await play(service, match_id)
    clock.advance(30.0)
    text = await play(service, match_id)
    match = await db.matches.get(match_id)
    assert "is aborted" in text and match.status == MatchStatus.ARCHIVED
    assert match.meta["aborted"] == "black" and match.white_id == ALICE
    # Asked again, the match says it was aborted, not drawn.
    with pytest.raises(ServiceError, match="aborted, no result and not rated"):
        await play(service, match_id)


async def test_plus_fifteen_seconds_for_the_opponent(service, db, clock):
    match_id = await live_game(service)
    await play(service, match_id)
    await play(service, match_id)
    before = (await db.matches.get(match_id)).clock
    reply = await service.give_time(local_viewer(BOB), match_id)  # to Alice, who is to move
    assert "@bob gives @alice 15 seconds more" in plain(reply.text or "")
    after = (await db.matches.get(match_id)).clock
    assert after.white_ms == before.white_ms + 15_000 and after.black_ms == before.black_ms
    assert after.flag_at == pytest.approx(before.flag_at + 15)


async def test_a_restart_gives_the_side_to_move_twenty_seconds_and_says_so(service, db, clock):
    match_id = await live_game(service)
    await play(service, match_id)
    await play(service, match_id)
    before = (await db.matches.get(match_id)).clock
    replies = [r for r in await service.after_restart() if r.match_id == match_id]
    assert len(replies) == 1 and "20 seconds back" in plain(replies[0].text or "")
    after = (await db.matches.get(match_id)).clock
    assert after.white_ms == before.white_ms + 20_000
    assert after.flag_at == pytest.approx(before.flag_at + 20)


@pytest.mark.parametrize(
    ("control", "words"),
    [
        ("3+2", "too fast to play here"),
        ("5+3", "300 + 40"),
        ("ten", "not a time control"),
        ("181+0", "too long"),
        ("0+0", "no time at all"),
    ],
)
async def test_controls_not_offered_are_refused_saying_why(service, db, control, words):
    with pytest.raises(ServiceError) as refused:
        await service.challenge(ALICE, GAME, opponent=BOB, time=control)
    text = plain(refused.value.markup).replace("seconds (base", "+ 40")
    assert words in text or "estimated length" in text
    assert await db.challenges.open_for_user(ALICE, now=0) == []


async def test_bad_timing_is_refused_and_nothing_is_played(service, db, clock):
    match_id = await live_game(service)
    user, move = await a_move(service, match_id)
    for bad in (MoveTiming(float("nan")), MoveTiming(clock.now, lag_ms=-1), "soon"):
        with pytest.raises(ServiceError, match="time could not be read"):
            await service.move(local_viewer(user), match_id, move, timing=bad)  # type: ignore[arg-type]
    assert (await db.matches.get(match_id)).ply == 0


async def test_a_rematch_keeps_the_control(service, db, clock):
    match_id = await live_game(service, "15+10")
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    offer = await service.rematch(local_viewer(BOB), match_id)
    assert "Clock: 15+10" in plain(offer.text or "")
    again = await service.accept(local_viewer(ALICE), offer.challenge_id)
    stored = (await db.matches.get(again.match_id)).clock
    assert stored is not None and (stored.base_s, stored.increment_s) == (900, 10)


async def test_a_turn_starts_at_its_post_only_later_within_thirty_seconds_and_at_its_ply(
    service, db, clock
):
    match_id = await live_game(service)
    start = (await db.matches.get(match_id)).clock
    assert start is not None and start.turn_started_at == clock.now
    ply = (await db.matches.get(match_id)).ply
    began = start.turn_started_at
    assert not await service.turn_shown(match_id, ply, began + 6)  # ahead of the server's clock
    clock.advance(40)
    # Earlier than the stored start, a stale ply, more than 30 s later: nothing moves.
    assert not await service.turn_shown(match_id, ply, began - 1)
    assert not await service.turn_shown(match_id, ply + 1, began + 1)
    assert not await service.turn_shown(match_id, ply, began + 31)
    assert (await db.matches.get(match_id)).clock == start
    # The post went out 0.8 s after the stored start: the first move's window opens there.
    assert await service.turn_shown(match_id, ply, began + 0.8)
    moved = (await db.matches.get(match_id)).clock
    assert moved is not None and moved.turn_started_at == start.turn_started_at + 0.8
    assert moved.flag_at == start.turn_started_at + 0.8 + 30
    assert (moved.white_ms, moved.black_ms) == (start.white_ms, start.black_ms)


async def test_a_restart_of_several_processes_gives_its_time_once(service, db, clock):
    """Two processes (shards) of one restart both run after_restart, at once and one after
    the other: the side to move is given 20 s once, and told once; a later restart (past the
    spread of one restart's processes) gives it again."""
    match_id = await live_game(service)
    await play(service, match_id)
    await play(service, match_id)
    other = make_service(db, clock)
    try:
        before = (await db.matches.get(match_id)).clock
        together = await asyncio.gather(service.after_restart(), other.after_restart())
        later = await other.after_restart()
        said = [r for replies in (*together, later) for r in replies if r.match_id == match_id]
        assert len(said) == 1
        after = (await db.matches.get(match_id)).clock
        assert after.white_ms == before.white_ms + 20_000
        assert after.flag_at == pytest.approx(before.flag_at + 20)
        clock.advance(125)  # RESTART_SPREAD_S (120) later: a new restart
        again = [r for r in await other.after_restart() if r.match_id == match_id]
        assert len(again) == 1
        assert (await db.matches.get(match_id)).clock.white_ms == before.white_ms + 40_000
    finally:
        other.close()


async def test_the_restart_gift_is_one_conditional_update(service, db, clock):
    """Storage's set_clock_once at a version already written gives nothing and raises
    nothing: the loser of two processes racing with the same read."""
    match_id = await live_game(service)
    match = await db.matches.get(match_id)
    assert match.clock is not None
    first = await db.matches.set_clock_once(match.id, match.version, match.clock, {"a": 1})
    second = await db.matches.set_clock_once(match.id, match.version, match.clock, {"b": 2})
    assert first is not None and first.version == match.version + 1
    assert second is None
    assert (await db.matches.get(match_id)).meta == {"a": 1}
