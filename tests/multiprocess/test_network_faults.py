"""Bot processes whose PostgreSQL misbehaves as a network or a failover does: every request is
answered within a bound, the processes recover without a restart, and no answer is false.

Two real bot processes (tests/multiprocess/worker.py) reach a throwaway server over TCP
through a relay of the test's own (tests/pg_relay.py), which stalls, blackholes or cuts the
connections, or drops the answer to a COMMIT; the server itself is frozen with SIGSTOP.  The
test then checks, against the database read directly (not through the relay):

* the bound: an answer arrives at all, and is "played", "try again" (nothing written) or
  "unknown"; a generous limit (ANSWER_LIMIT_S) only keeps a hang from hanging the suite, and
  the times are printed (pytest -s) rather than asserted;
* the recovery: the same processes, untouched, play a later move;
* the truth: a move answered as played is in the log at the move number the answer showed,
  one answered "try again" is not, and no request is applied twice.
"""

from __future__ import annotations

import asyncio
import itertools
import socket
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

import games
from bot.i18n.messages import english
from storage import Database
from storage.bounds import Bounds
from tests.conftest import start_server
from tests.multiprocess.conftest import Worker
from tests.pg_relay import Relay
from tests.pg_server import PostgresServer

pytestmark = pytest.mark.postgres

GAME = "crossings"  # one decision per turn, strictly alternating
ANSWER_LIMIT_S = 60.0  # a safety net against a hang, far above the bound under test
TRY_AGAIN = ("StorageBusy", "StorageUnavailable", "StorageFault")
WHITE, BLACK = 7001, 7002
_keys = itertools.count()


@pytest.fixture(scope="module")
def tcp_server() -> Iterator[PostgresServer]:
    """A server of these tests' own, on 127.0.0.1: they freeze it and relay to it."""
    server = start_server(tcp=True)
    try:
        yield server
    finally:
        server.stop()


@dataclass
class Rig:
    server: PostgresServer
    relay: Relay
    db: Database  # the same database read directly, for the checks
    workers: list[Worker]
    answers: list[tuple[int, str, str, dict[str, Any]]] = field(default_factory=list)

    async def new_match(self) -> int:
        started = await self.workers[0].call("start", game=GAME, white=WHITE, black=BLACK)
        assert started["ok"], started
        return int(started["match"])

    async def next_move(self, match_id: int) -> tuple[int, str]:
        """Who is to move in ``match_id`` and a legal move of theirs (read directly)."""
        match = await self.db.matches.get(match_id)
        game = games.get(match.game_id)
        legal = game.legal_moves(game.load(match.position))
        assert match.to_move_id is not None
        return match.to_move_id, legal[match.ply % len(legal)]

    async def move(
        self,
        worker: Worker,
        match_id: int,
        *,
        key: str | None = None,
        planned: tuple[int, str] | None = None,
    ) -> tuple[dict[str, Any], float]:
        """One move request (``planned``: its player and move, else the next legal one) with
        its own key, its answer (within the safety net) and how long the answer took;
        remembered for :meth:`check_truth`."""
        user, text = planned or await self.next_move(match_id)
        key = key or f"test-{next(_keys)}"
        began = time.perf_counter()
        answer = await asyncio.wait_for(
            worker.call("move", match=match_id, user=user, text=text, key=key), ANSWER_LIMIT_S
        )
        self.answers.append((match_id, key, text, answer))
        return answer, time.perf_counter() - began

    async def move_and_read(
        self, match_id: int, planned: tuple[int, str]
    ) -> tuple[dict[str, Any], float, float]:
        """A move asked of the first process and a read of the second at once, both answered
        within the bounds: the move's answer and both times."""
        began = time.perf_counter()
        read = asyncio.create_task(
            asyncio.wait_for(self.workers[1].call("read", match=match_id), ANSWER_LIMIT_S)
        )
        moved, move_s = await self.move(self.workers[0], match_id, planned=planned)
        read_answer = await read
        read_s = time.perf_counter() - began
        assert_bounded(moved)
        assert read_answer["ok"] or read_answer["error"] in TRY_AGAIN, read_answer
        return moved, move_s, read_s

    async def recover(self, worker: Worker, match_id: int) -> tuple[int, float]:
        """Moves asked of ``worker`` until one is played: how many were asked, and the time."""
        began = time.perf_counter()
        for attempt in itertools.count(1):
            answer, _ = await self.move(worker, match_id)
            assert_bounded(answer)
            if answer["ok"] and "ply" in answer:
                return attempt, time.perf_counter() - began
            assert time.perf_counter() - began < ANSWER_LIMIT_S, "no recovery"
            await asyncio.sleep(0.2)
        raise AssertionError("unreachable")

    async def check_truth(self) -> None:
        """Every answer against the move log, read directly."""
        async with self.db._read() as tx:
            for match_id, key, text, answer in self.answers:
                logged = await tx.fetch(
                    "SELECT ply, text FROM moves WHERE match_id = ? AND request_key = ?",
                    (match_id, key),
                )
                if answer["ok"] and "ply" in answer:
                    assert [(r["ply"], r["text"]) for r in logged] == [(answer["ply"], text)]
                elif not answer["ok"]:
                    assert logged == [], f"answered {answer['error']} but stored: {answer}"
                else:  # unknown, or played before: at most once either way
                    assert len(logged) <= 1
            for match_id in {match_id for match_id, *_ in self.answers}:
                plies = [
                    r["ply"]
                    for r in await tx.fetch(
                        "SELECT ply FROM moves WHERE match_id = ? ORDER BY ply", (match_id,)
                    )
                ]
                match = await self.db.matches.get(match_id)
                assert plies == list(range(1, match.ply + 1)), "a gap or a duplicate"


def assert_bounded(answer: dict[str, Any]) -> None:
    """The answer is "played", "try again" or "unknown": never a hang, never a crash."""
    if answer["ok"]:
        assert "ply" in answer or answer.get("unknown") or answer.get("already"), answer
    else:
        assert answer["error"] in TRY_AGAIN, answer


def told(answer: dict[str, Any]) -> str:
    """What an answer told the player, in a word, for the report."""
    if not answer["ok"]:
        return str(answer["error"])
    return "unknown" if answer.get("unknown") else "played"


def report(fault: str, **figures: float | int | str) -> None:
    shown = ", ".join(
        f"{name} {value:.2f} s" if isinstance(value, float) else f"{name} {value}"
        for name, value in figures.items()
    )
    print(f"\n[network fault] {fault}: {shown}")


@pytest.fixture
async def rig(tcp_server: PostgresServer) -> AsyncIterator[Rig]:
    schema_url = tcp_server.create_schema()
    relay = await Relay(tcp_server.port or 0).start()
    url = tcp_server.tcp_url(schema_url, relay.port)
    workers: list[Worker] = []
    try:
        workers = list(await asyncio.gather(Worker.start(0, url), Worker.start(1, url)))
        async with await Database.open(schema_url) as db:
            rig = Rig(tcp_server, relay, db, workers)
            yield rig
            await rig.check_truth()
    finally:
        relay.flow()
        await asyncio.gather(*(worker.stop() for worker in workers))
        await relay.close()
        tcp_server.drop(schema_url)


async def warm_up(rig: Rig) -> int:
    """A match both processes have played in: each holds open connections (its pool's and
    its lock session) for the fault to hit."""
    match_id = await rig.new_match()
    for worker in rig.workers:
        answer, _ = await rig.move(worker, match_id)
        assert answer["ok"] and "ply" in answer, answer
    return match_id


async def test_blackholed_connections_are_answered_in_bounds_and_replaced(rig: Rig) -> None:
    match_id = await warm_up(rig)
    planned = await rig.next_move(match_id)
    assert rig.relay.blackhole() >= 4  # two pools and two lock sessions, at least
    moved, move_s, read_s = await rig.move_and_read(match_id, planned)
    attempts, recovery_s = await rig.recover(rig.workers[0], match_id)
    other_attempts, other_s = await rig.recover(rig.workers[1], match_id)
    report(
        "blackhole (open connections silent, new ones pass)",
        move_answer=move_s,
        move_was=told(moved),
        read_answer=read_s,
        recovered_after=recovery_s,
        attempts=attempts,
        other_process_recovered_after=other_s,
        other_attempts=other_attempts,
    )


async def test_a_stalled_network_is_answered_in_bounds_and_recovered_from(rig: Rig) -> None:
    match_id = await warm_up(rig)
    rig.relay.stall()
    try:
        moved, move_s = await rig.move(rig.workers[0], match_id)
        assert_bounded(moved)
    finally:
        rig.relay.flow()
    attempts, recovery_s = await rig.recover(rig.workers[0], match_id)
    report(
        "stall (nothing carried, then everything)",
        move_answer=move_s,
        move_was=told(moved),
        recovered_after=recovery_s,
        attempts=attempts,
    )


async def test_cut_connections_are_replaced(rig: Rig) -> None:
    match_id = await warm_up(rig)
    assert rig.relay.cut() >= 4
    moved, move_s = await rig.move(rig.workers[0], match_id)
    assert_bounded(moved)
    attempts, recovery_s = await rig.recover(rig.workers[1], match_id)
    report(
        "cut (every connection closed)",
        move_answer=move_s,
        move_was=told(moved),
        other_process_recovered_after=recovery_s,
        attempts=attempts,
    )


async def test_a_move_whose_commit_answer_is_lost_is_told_as_played(rig: Rig) -> None:
    match_id = await warm_up(rig)
    mover, text = await rig.next_move(match_id)
    rig.relay.drop_commit_answer()
    moved, move_s = await rig.move(rig.workers[0], match_id, key="lost", planned=(mover, text))
    assert rig.relay.commits_dropped == 1, "the COMMIT's answer was dropped"
    assert moved["ok"] and "ply" in moved, moved  # played, not "nothing was changed"
    opponent = WHITE + BLACK - mover
    assert moved["mentions"] == [opponent], "the opponent's turn notice"
    again, _ = await rig.move(rig.workers[1], match_id, key="lost", planned=(mover, text))
    assert again == {"ok": True, "already": True}, again  # the same request: not again
    report("COMMIT answer dropped (move)", answer=move_s, told="played")


async def test_a_resignation_whose_commit_answer_is_lost_is_told_as_done(rig: Rig) -> None:
    match_id = await warm_up(rig)
    rig.relay.drop_commit_answer()
    began = time.perf_counter()
    resigned = await asyncio.wait_for(
        rig.workers[0].call("resign", match=match_id, user=WHITE, key="lost-resign"),
        ANSWER_LIMIT_S,
    )
    answer_s = time.perf_counter() - began
    assert rig.relay.commits_dropped == 1
    assert resigned == {"ok": True, "finished": True}, resigned
    match = await rig.db.matches.get(match_id)
    assert (match.status, match.winner, english(match.reason or "")) == (
        "finished",
        "black",
        "White resigned",
    )
    again = await asyncio.wait_for(
        rig.workers[1].call("resign", match=match_id, user=WHITE, key="lost-resign"),
        ANSWER_LIMIT_S,
    )
    assert again == {"ok": True, "already": True}, again  # the same request: told it is done
    assert (await rig.db.matches.get(match_id)).version == match.version
    report("COMMIT answer dropped (resignation)", answer=answer_s, told="resigned")


async def test_a_lost_commit_answer_that_cannot_be_settled_is_told_as_unknown(rig: Rig) -> None:
    match_id = await warm_up(rig)
    rig.relay.drop_commit_answer()
    rig.relay.refuse()  # and no new connection gets through to ask afterwards
    try:
        moved, move_s = await rig.move(rig.workers[0], match_id, key="unsettled")
    finally:
        rig.relay.flow()
    assert moved == {"ok": True, "unknown": True}, moved
    stored = await rig.db.matches.move_with_key(match_id, "unsettled")
    assert stored is not None, "the server had committed it: 'unknown' was the true answer"
    planned = (WHITE if stored.side == "white" else BLACK, stored.text)
    retry, _ = await rig.move(rig.workers[0], match_id, key="unsettled", planned=planned)
    assert retry == {"ok": True, "already": True}, retry  # never applied twice
    attempts, recovery_s = await rig.recover(rig.workers[0], match_id)
    report(
        "COMMIT answer dropped, server unreachable after",
        answer=move_s,
        told="unknown",
        recovered_after=recovery_s,
    )


async def test_a_frozen_server_is_answered_in_bounds_and_recovered_from(rig: Rig) -> None:
    match_id = await warm_up(rig)
    planned = await rig.next_move(match_id)  # read before: the direct handle freezes too
    with rig.server.frozen():
        moved, move_s, read_s = await rig.move_and_read(match_id, planned)
    attempts, recovery_s = await rig.recover(rig.workers[0], match_id)
    report(
        "frozen server (SIGSTOP until both answers came)",
        move_answer=move_s,
        move_was=told(moved),
        read_answer=read_s,
        recovered_after_thaw=recovery_s,
        attempts=attempts,
    )


async def test_tcp_connections_probe_a_silent_peer_from_both_ends(
    tcp_server: PostgresServer,
) -> None:
    """Keepalives (and the user timeout) on the client's socket, as the kernel reports them,
    and on the server's end of the session, as the server reports them."""
    schema_url = tcp_server.create_schema()
    try:
        bounds = Bounds(keepalive_s=12)
        async with (
            await Database.open(tcp_server.tcp_url(schema_url), bounds=bounds) as db,
            db._backend._pool.acquire() as conn,  # type: ignore[attr-defined]
        ):
            sock = conn._con._transport.get_extra_info("socket")
            assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE) == 6
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL) == 2
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT) == 3
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT) == 12000
            server_side = [
                await conn.fetchval(f"SHOW tcp_keepalives_{name}")
                for name in ("idle", "interval", "count")
            ]
        assert server_side == ["6", "2", "3"]
    finally:
        tcp_server.drop(schema_url)
