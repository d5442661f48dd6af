"""A tournament's CPU work never runs on the event loop, and a bound exceeded stores nothing.

The watch is ``sys.setprofile`` on the event loop's own thread: it sees every call of Python
code made there, however the function was imported or passed on, so any call of the pairing,
the standings, the two pictures or the TRF writer made on the loop is caught.  The same watch
in the worker's thread shows that the work was done, and where.

Expected pairings are worked out by hand from the Dutch rules (C.04.3), as in
test_service_tournaments.py.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from contextlib import contextmanager
from typing import Any, TypeVar

import pytest

from bot.markup import plain
from bot.process_worker import WorkerBusy, WorkTimedOut
from bot.service import ServiceError
from bot.service.tournaments import rounds, table
from renderers import tournament as pictures
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import DAVE, enter, games_of, me, pairs, win
from tests.helpers import ThreadWorker
from tournaments import dutch, standings, trf

T = TypeVar("T")

WATCHED = {
    dutch.pair_round.__code__: "pairing",
    standings.standings.__code__: "standings",
    pictures.render_pairing_table.__code__: "pairing picture",
    pictures.render_standings.__code__: "standings picture",
    trf.write.__code__: "TRF export",
}


class Watch:
    """A ``sys.setprofile`` function: which watched functions were entered, on which thread."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def __call__(self, frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code in WATCHED:
            self.seen.append((WATCHED[frame.f_code], threading.get_ident()))

    @property
    def names(self) -> set[str]:
        return {name for name, _ in self.seen}

    @contextmanager
    def on_this_thread(self):
        previous = sys.getprofile()
        sys.setprofile(self)
        try:
            yield
        finally:
            sys.setprofile(previous)


async def test_pairing_standings_pictures_and_export_never_run_on_the_event_loop(service):
    on_loop, in_worker = Watch(), Watch()
    service.tournament_worker = ThreadWorker(profile=in_worker)
    desk = service.tournaments
    with on_loop.on_this_thread():
        tid = (await desk.create(me(ALICE), game_id="crossings", rounds=2)).tournament_id
        await enter(service, tid, ALICE, BOB, CAROL, DAVE)
        await desk.start(me(ALICE), tid)
        assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
        for game in await games_of(service, tid, 1):
            await win(service, game.match_id, game.white_id)
        # alice 1 and dave 1 meet, dave white (alice had white, ranks higher: her
        # preference, black); bob and carol had black, bob ranks higher: white.
        assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
        await desk.standings(me(BOB), tid)
        await desk.pairings(me(BOB), tid, 1)
        exported = await desk.export_trf(me(ALICE), tid)
        for game in await games_of(service, tid, 2):
            await win(service, game.match_id, game.white_id)
        final = await desk.standings(me(BOB), tid)
    assert "final standings" in plain(final.text)
    assert exported.extra_files[0].data.startswith(b"012 ")
    assert on_loop.seen == []
    assert in_worker.names == set(WATCHED.values())
    assert threading.get_ident() not in {thread for _, thread in in_worker.seen}


class StoppingWorker(ThreadWorker):
    """A worker whose jobs named in ``stopped`` run past their bound, as a slow pairing of a
    big round would: WorkTimedOut, as bot.process_worker raises it."""

    def __init__(self, *stopped: Callable[..., Any]) -> None:
        super().__init__()
        self.stopped = {f.__qualname__ for f in stopped}

    async def run(
        self, function: Callable[..., T], /, *args: Any, limit: float, wait: float | None = None
    ) -> T:
        if function.__qualname__ in self.stopped:
            raise WorkTimedOut(f"the job ran past its bound of {limit:g} s")
        return await super().run(function, *args, limit=limit, wait=wait)


async def started_tournament(service, worker: ThreadWorker) -> int:
    service.tournament_worker = worker
    desk = service.tournaments
    tid = (await desk.create(me(ALICE), game_id="crossings", rounds=2)).tournament_id
    await enter(service, tid, ALICE, BOB, CAROL, DAVE)
    return tid


async def test_a_pairing_past_its_bound_is_said_and_stores_no_round(service):
    worker = StoppingWorker(rounds.Rounds.plan)
    tid = await started_tournament(service, worker)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.start(me(ALICE), tid)
    said = plain(str(refused.value))
    assert said.startswith(f"Tournament #{tid} (Crossings Swiss) has started, but round 1 is "
                           "not posted yet.")
    assert "pairing round 1 took longer than 300 s and was stopped; nothing of it was " \
        "stored." in said
    snapshot = await service.db.tournaments.snapshot(tid)
    assert snapshot.tournament.status == "running"
    assert snapshot.tournament.current_round == 0 and snapshot.games == ()
    worker.stopped.clear()
    await service.tournaments.tick()
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]


async def test_a_pairing_table_past_its_bound_leaves_the_round_to_be_posted_whole(service):
    """The round is stored before its picture is drawn; stopped there, no match is opened and
    nothing is posted, and the tick opens the round's matches and posts it with its table."""
    worker = StoppingWorker(rounds.announce.pairing_picture)
    tid = await started_tournament(service, worker)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.start(me(ALICE), tid)
    assert plain(str(refused.value)) == (
        f"Tournament #{tid} (Crossings Swiss) has started, but round 1 is not posted yet. "
        f"Tournament #{tid} (Crossings Swiss): drawing round 1's pairing table took longer "
        "than 60 s and was stopped; nothing of it was stored. The bot tries again at its next "
        "clock tick."
    )
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
    assert [g.match_id for g in await games_of(service, tid, 1)] == [None, None]
    worker.stopped.clear()
    (posted,) = await service.tournaments.tick()
    assert "round 1 of 2: pairings" in plain(posted.reply.text)
    assert posted.reply.image.filename == f"tournament-{tid}-round-1-pairings.png"
    assert len(posted.matches) == 2
    assert all(g.match_id for g in await games_of(service, tid, 1))


async def test_the_last_result_stands_when_the_next_pairing_is_stopped(service):
    worker = StoppingWorker()
    tid = await started_tournament(service, worker)
    await service.tournaments.start(me(ALICE), tid)
    first, last = await games_of(service, tid, 1)
    await win(service, first.match_id, first.white_id)
    worker.stopped.add(rounds.Rounds.plan.__qualname__)
    ended = await win(service, last.match_id, last.white_id)
    assert ended.bulletins == ()  # the round is not moved on, and nothing says it was
    snapshot = await service.db.tournaments.snapshot(tid)
    assert snapshot.tournament.current_round == 1
    assert [g.white_result for g in snapshot.games_of(1)] == ["1", "1"]
    assert not snapshot.games_of(2)
    worker.stopped.clear()
    bulletins = await service.tournaments.tick()
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    assert any("round 2 of 2" in plain(b.reply.text) for b in bulletins)


@pytest.mark.parametrize(
    ("stopped", "asked", "said"),
    [
        (table.ranking, "standings", "computing the standings took longer than 60 s"),
        (rounds.announce.pairing_picture, "pairings",
         "drawing round 2's pairing table took longer than 60 s"),
        (rounds.announce.standings_picture, "standings",
         "drawing the standings took longer than 60 s"),
    ],
)
async def test_a_look_past_its_bound_is_refused_plainly(service, stopped, asked, said):
    worker = StoppingWorker()
    tid = await started_tournament(service, worker)
    await service.tournaments.start(me(ALICE), tid)
    for game in await games_of(service, tid, 1):
        await win(service, game.match_id, game.white_id)
    worker.stopped.add(stopped.__qualname__)
    with pytest.raises(ServiceError) as refused:
        await getattr(service.tournaments, asked)(me(BOB), tid)
    assert plain(str(refused.value)) == (
        f"Tournament #{tid} (Crossings Swiss): {said} and was stopped; nothing of it was stored."
    )


async def test_an_export_past_its_bound_is_refused_plainly(service):
    from bot.service.tournaments.report import report

    worker = StoppingWorker(report)
    tid = await started_tournament(service, worker)
    await service.tournaments.start(me(ALICE), tid)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.export_trf(me(ALICE), tid)
    assert plain(str(refused.value)) == (
        f"Tournament #{tid} (Crossings Swiss): writing the TRF file took longer than 60 s and "
        "was stopped; nothing of it was stored."
    )


async def test_a_withdrawal_stands_when_the_pairing_after_it_is_stopped(service):
    worker = StoppingWorker()
    tid = await started_tournament(service, worker)
    await service.tournaments.start(me(ALICE), tid)
    first, last = await games_of(service, tid, 1)
    assert (last.white_id, last.black_id) == (DAVE, BOB)
    await win(service, first.match_id, first.white_id)
    worker.stopped.add(rounds.Rounds.plan.__qualname__)
    # Bob's withdrawal loses his game (a forfeit: nobody had moved), which ends round 1;
    # pairing round 2 is then stopped, and the withdrawal is answered all the same.
    reply = await service.tournaments.withdraw(me(BOB), tid)
    assert "withdrew from" in plain(reply.text)
    snapshot = await service.db.tournaments.snapshot(tid)
    assert snapshot.entrant(BOB).withdrawn_round == 2
    assert [(g.white_result, g.black_result) for g in snapshot.games_of(1)] == [
        ("1", "0"), ("+", "-")
    ]
    assert snapshot.tournament.current_round == 1 and not snapshot.games_of(2)


async def test_a_look_waiting_past_its_bound_for_a_busy_worker_is_refused_plainly(service):
    class BusyWorker(ThreadWorker):
        async def run(self, function, /, *args, limit, wait=None):
            if function is table.ranking:
                raise WorkerBusy("the worker stayed busy with other jobs")
            return await super().run(function, *args, limit=limit, wait=wait)

    tid = await started_tournament(service, BusyWorker())
    await service.tournaments.start(me(ALICE), tid)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.standings(me(BOB), tid)
    assert plain(str(refused.value)) == (
        f"Tournament #{tid} (Crossings Swiss): computing the standings waited more than 60 s "
        "for the bot's tournament worker, busy with other work (a big round's pairing, say), "
        "and was given up; nothing of it was stored. Try again in a few minutes."
    )
