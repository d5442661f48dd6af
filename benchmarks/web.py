"""The web companion under many open streams: ``python benchmarks/web.py [--streams 1000]
[--matches 100] [--moves 5] [--stored 100000]``.

One server process, one SQLite database in a temporary folder: ``--matches`` Crossings
matches, and ``--streams`` watch streams spread over them.  The streams' clients (plain
HTTP/1.1 on asyncio's transports, :class:`Watcher`) run in a second process, as a deployment's
browsers are elsewhere: issue 47 asks for a thousand open live streams on one process, the
server's, and clients sharing it would charge their own parsing to the server's moves.  The
client process reports each event's arrival (the system's monotonic clock, the same in both
processes) on its standard output.  Moves are then played
through the service, one match after another; for each, the time from the move's commit (the
service call returning) to its event at every watcher of that match: p50 and p99.  Also a
match page's time to its first byte (p50, p99 over repeated requests while the streams are
open, asked from the server's process), and the memory the open streams hold in the server
(traced Python allocations, per stream).  Before the streams open, ``--stored`` finished
matches are written straight through storage (so a page's reads run over a database of that
size), and the move rate is measured on the watched matches and on as many without watchers
(in the same process, the streams open), the same plies (``--moves`` + 1 to twice ``--moves``)
of each, interleaved ply by ply so that the machine's other load weighs on both alike: the
ratio is the cost of the watchers' events.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service import MatchService, Viewer  # noqa: E402
from bot.service.viewer import EVERYTHING  # noqa: E402
from bot.web import WebCompanion  # noqa: E402
from bot.web.drawing_process import DrawingProcess  # noqa: E402
from bot.web.guard import RateLimit  # noqa: E402
from games import Ending  # noqa: E402
from storage import Database  # noqa: E402


class Statements:
    """How many statements the server's repositories ran on its database (on SQLite each is
    a round trip to the connection's one thread, which the moves and the pages share;
    BEGIN and COMMIT not counted)."""

    count = 0

    @classmethod
    def install(cls) -> None:
        from storage.sqlite import SqliteTransaction

        for name in ("_fetch", "_execute", "_executemany"):
            original = getattr(SqliteTransaction, name)

            async def counted(self: SqliteTransaction, *args: Any, _run: Any = original) -> Any:
                cls.count += 1
                return await _run(self, *args)

            setattr(SqliteTransaction, name, counted)


def viewer(user: int) -> Viewer:
    return Viewer(user, private=True, sight=EVERYTHING)


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Report:
    """The arrivals the client process has heard and not written out yet, and the event that
    wakes its writer when there are some (so an idle client process sleeps: it shares the
    server's machine here, and a client spinning on a core would slow the server's threads
    as no browser elsewhere does)."""

    BATCH_S = 0.002  # arrivals heard this soon after the first go out in the same write

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.heard = asyncio.Event()

    def add(self, stream: int, event_id: str, at: float) -> None:
        self.lines.append(f"{stream} {event_id} {at}\n")
        self.heard.set()

    def flush(self) -> None:
        if self.lines:
            sys.stdout.write("".join(self.lines))
            sys.stdout.flush()
            self.lines.clear()

    async def write_out(self) -> None:
        """Write the arrivals out in batches (a line each), so the parent's reading costs it
        little; the times were taken on arrival, so batching delays no figure."""
        while True:
            await self.heard.wait()
            await asyncio.sleep(self.BATCH_S)
            self.heard.clear()
            self.flush()


class Watcher(asyncio.Protocol):
    """One stream's connection, read as a browser elsewhere would cost this machine nothing:
    HTTP/1.1 spoken over asyncio's own transport (no client library's parser), the response's
    status checked, and of its body only the ``id:`` lines found (a byte search of each read:
    a data line is JSON, which writes no raw newline, so ``\nid: `` starts only an event's id
    line, a chunk's size line ending in a newline too), each id noted when it first arrives
    (``stream event time``); the rest of the bytes, the page's live part, is never looked at.
    ``done`` ends with the connection (an error if the server refused or cut it)."""

    MARK = b"\nid: "

    def __init__(self, stream: int, request: bytes, report: Report) -> None:
        self.stream = stream
        self.request = request
        self.report = report
        self.done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.head = bytearray()  # the response's status line and headers, until complete
        self.body = False
        self.tail = b""  # the end of the last read, where an id line may have begun

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        if not self.body:
            self.head += data
            end = self.head.find(b"\r\n\r\n")
            if end < 0:
                return
            status = bytes(self.head[: self.head.find(b"\r\n")])
            if not status.startswith(b"HTTP/1.1 200"):
                self._fail(f"stream {self.stream}: {status.decode(errors='replace')}")
                return
            self.body = True
            data = b"\n" + bytes(self.head[end + 4 :])
            self.head = bytearray()
        text = self.tail + data if self.tail else data
        at = time.monotonic()
        start = text.find(self.MARK)
        kept = len(text) - len(self.MARK) + 1  # a mark cut by this read's end starts here
        while start >= 0:
            line_end = text.find(b"\n", start + len(self.MARK))
            if line_end < 0:
                kept = start  # the id line goes on in the next read
                break
            self.report.add(self.stream, text[start + len(self.MARK) : line_end].decode(), at)
            start = text.find(self.MARK, line_end)
        self.tail = text[max(0, kept) :]

    def connection_lost(self, exc: Exception | None) -> None:
        if exc is not None:
            self._fail(f"stream {self.stream}: {exc!r}")
        elif not self.done.done():
            self.done.set_result(None)

    def _fail(self, why: str) -> None:
        if not self.done.done():
            self.done.set_exception(ConnectionError(why))


async def watch(url: str, stream: int, report: Report) -> None:
    """Read a stream (:class:`Watcher`) until its connection ends."""
    parts = urlsplit(url)
    request = (
        f"GET {parts.path} HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n\r\n"
    ).encode()
    watcher = Watcher(stream, request, report)
    loop = asyncio.get_running_loop()
    transport, _ = await loop.create_connection(lambda: watcher, parts.hostname, parts.port)
    try:
        await watcher.done
    finally:
        transport.close()


def orphaned() -> None:
    """Once the parent is gone (its end of standard input closed), this process goes too."""
    sys.stdin.read()
    os._exit(0)


async def clients() -> None:
    """The client process: the stream addresses arrive as one JSON line on standard input;
    every stream is opened and read until the parent ends this process (or a stream fails:
    then its error ends it), and the arrivals are written out as they come (:class:`Report`)."""
    urls = json.loads(await asyncio.to_thread(sys.stdin.readline))
    threading.Thread(target=orphaned, daemon=True).start()
    report = Report()
    tasks = [asyncio.create_task(watch(url, stream, report)) for stream, url in enumerate(urls)]
    writer = asyncio.create_task(report.write_out())
    done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    writer.cancel()
    report.flush()
    for task in done:
        error = task.exception()
        if error is not None:
            raise error


HEARD = asyncio.Condition()  # notified whenever arrivals were heard (no polling for them)


async def hear(child: asyncio.subprocess.Process, arrivals: list[dict[str, float]]) -> None:
    """The parent's side: each arrival the client process reports, into its stream's map.
    Read as it comes, a batch of lines at a time (the client writes them in batches), and
    the waiters woken once a batch: this runs in the server's process, whose processor
    time the figures count, and a wake-up per line cost it ~25 µs an event."""
    assert child.stdout is not None
    pending = b""
    while chunk := await child.stdout.read(1 << 16):
        lines = (pending + chunk).split(b"\n")
        pending = lines.pop()
        for line in lines:
            stream, event_id, at = line.split()
            arrivals[int(stream)].setdefault(event_id.decode(), float(at))
        async with HEARD:
            HEARD.notify_all()


async def store(db: Database, count: int) -> None:
    """``count`` finished Crossings matches, written through storage as fast as it goes."""
    position = games.get("crossings").dump(games.get("crossings").start())
    for number in range(count):
        match = await db.matches.create(
            "crossings",
            {},
            10**6 + 2 * number,
            10**6 + 2 * number + 1,
            position,
            status="active",
            to_move_id=None,
        )
        await db.matches.finish(
            match.id, match.version, winner="white", reason="resigned", ending=Ending.RESIGNATION
        )


async def play_round(
    service: MatchService, ids: list[int], state: dict[int, object], ply: int
) -> float:
    """Seconds for one move in each match of ``ids`` in turn (the ``ply``-th of each)."""
    game = games.get("crossings")
    started = time.perf_counter()
    for match_id in ids:
        move = game.legal_moves(state[match_id])[0]
        user = 2 * match_id_index[match_id] + (1 if ply % 2 else 2)
        await service.move(viewer(user), match_id, move)
        state[match_id] = game.play(state[match_id], move)
    return time.perf_counter() - started


async def delivered(watchers: list[dict[str, float]], event_id: str, since: float) -> None:
    """Until every one of ``watchers`` has had event ``event_id`` (30 s at most), woken by
    :func:`hear` (a poll would charge the waiting to the server's CPU time)."""
    left = since + 30 - time.monotonic()
    try:
        async with asyncio.timeout(max(left, 0.0)), HEARD:
            await HEARD.wait_for(lambda: all(event_id in seen for seen in watchers))
    except TimeoutError:
        raise SystemExit(f"event {event_id} took over 30 s to reach its watchers") from None


match_id_index: dict[int, int] = {}


async def main(streams: int, matches: int, moves: int, stored: int) -> None:
    """Casual matches throughout: a rated one's spectators see it 2 moves behind, and the
    figure wanted is a move's way to its watchers."""
    folder = Path(tempfile.mkdtemp(prefix="gamut-web-bench-"))
    db = await Database.open(folder / "bench.sqlite3")
    service = MatchService(db, mention=str)
    # Drawn as the hosts draw (bot.web.hosting): in the companion's drawing process.
    web = WebCompanion(
        service, port=0, limit=RateLimit(burst=1e9, per_second=1e9), drawer=DrawingProcess()
    )
    await web.start()
    game = games.get("crossings")
    began = time.perf_counter()
    await store(db, stored)
    stored_s = time.perf_counter() - began
    ids = []
    for number in range(matches):
        white, black = 2 * number + 1, 2 * number + 2
        reply = await service.challenge(
            white, "crossings", opponent=black, colour="white", rated=False
        )
        started = await service.accept(viewer(black), reply.challenge_id)
        assert started.match_id is not None
        ids.append(started.match_id)
    match_id_index.update({m: i for i, m in enumerate(ids)})
    quiet_ids = []
    for number in range(matches):  # as many matches again, for the rate without watchers
        white, black = 2 * (matches + number) + 1, 2 * (matches + number) + 2
        reply = await service.challenge(
            white, "crossings", opponent=black, colour="white", rated=False
        )
        started = await service.accept(viewer(black), reply.challenge_id)
        assert started.match_id is not None
        quiet_ids.append(started.match_id)
        match_id_index[started.match_id] = matches + number
    quiet_state = {m: game.start() for m in quiet_ids}
    for ply in range(1, moves + 1):  # as far as the watched ones go first (and warm up)
        await play_round(service, quiet_ids, quiet_state, ply)
    tokens = {m: (await service.web_links.links(viewer(1), m)).watch for m in ids}
    streamed = [ids[index % matches] for index in range(streams)]
    arrivals: list[dict[str, float]] = [{} for _ in range(streams)]
    of_match: dict[int, list[dict[str, float]]] = {m: [] for m in ids}
    for match_id, seen in zip(streamed, arrivals, strict=True):
        of_match[match_id].append(seen)
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--clients",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert child.stdin is not None
    urls = [f"{web.url}/w/{tokens[m]}/events" for m in streamed]
    child.stdin.write((json.dumps(urls) + "\n").encode())
    await child.stdin.drain()
    hearing = asyncio.create_task(hear(child, arrivals))
    while sum(len(seen) for seen in arrivals) < streams:
        if child.returncode is not None or hearing.done():
            raise SystemExit("the client process stopped")
        await asyncio.sleep(0.05)  # every stream has its first event
    held = tracemalloc.take_snapshot().compare_to(before, "filename")
    per_stream = sum(stat.size_diff for stat in held) / streams
    tracemalloc.stop()

    delays: list[float] = []
    state = {m: game.start() for m in ids}
    for ply in range(1, moves + 1):
        for match_id in ids:
            move = game.legal_moves(state[match_id])[0]
            user = 2 * match_id_index[match_id] + (1 if ply % 2 else 2)
            await service.move(viewer(user), match_id, move)
            committed = time.monotonic()
            state[match_id] = game.play(state[match_id], move)
            await delivered(of_match[match_id], str(ply), committed)
            delays.extend((seen[str(ply)] - committed) * 1000 for seen in of_match[match_id])

    # The move rates, interleaved ply by ply (the order alternating) so that the other work
    # of the machine weighs on both alike: a round of the quiet matches, a round of the
    # watched ones, whose events then reach every watcher before the next round is timed.
    quiet_s = watched_s = 0.0
    # And the server process's CPU time (every thread of it) for each kind of round, a
    # watched round's counted until its events have reached every watcher: less noisy than
    # the rates on a loaded machine, as another process's load costs it no CPU time.
    # The database statements too, counted the same way.
    quiet_cpu = watched_cpu = 0.0
    quiet_sql = watched_sql = 0
    Statements.install()
    for ply in range(moves + 1, 2 * moves + 1):
        if ply % 2:
            cpu, sql = time.process_time(), Statements.count
            quiet_s += await play_round(service, quiet_ids, quiet_state, ply)
            quiet_cpu += time.process_time() - cpu
            quiet_sql += Statements.count - sql
        cpu, sql = time.process_time(), Statements.count
        watched_s += await play_round(service, ids, state, ply)
        settled = time.monotonic()
        for match_id in ids:
            await delivered(of_match[match_id], str(ply), settled)
        watched_cpu += time.process_time() - cpu
        watched_sql += Statements.count - sql
        if not ply % 2:
            cpu, sql = time.process_time(), Statements.count
            quiet_s += await play_round(service, quiet_ids, quiet_state, ply)
            quiet_cpu += time.process_time() - cpu
            quiet_sql += Statements.count - sql
    alone, beside = moves * matches / quiet_s, moves * matches / watched_s

    first_bytes = []
    session = aiohttp.ClientSession()
    for index in range(2 * matches):
        url = f"{web.url}/w/{tokens[ids[index % matches]]}"
        start = time.perf_counter()
        async with session.get(url) as response:
            await response.content.read(1)
            first_bytes.append((time.perf_counter() - start) * 1000)
            await response.read()
    await session.close()
    child.kill()
    await child.wait()
    hearing.cancel()
    await web.close()
    service.close()
    await db.close()
    print(
        f"{streams} streams over {matches} matches, {moves} moves each; "
        f"{stored} finished matches stored first ({stored_s:.0f} s)"
    )
    print(
        f"commit to event at every watcher: p50 {statistics.median(delays):.1f} ms, "
        f"p99 {quantile(delays, 0.99):.1f} ms, max {max(delays):.1f} ms ({len(delays)} events)"
    )
    first, again = first_bytes[:matches], first_bytes[matches:]  # each match's first, then
    print(
        f"match page, first byte: p50 {statistics.median(first_bytes):.1f} ms, "
        f"p99 {quantile(first_bytes, 0.99):.1f} ms (a match's first page: p50 "
        f"{statistics.median(first):.1f} ms, p99 {quantile(first, 0.99):.1f} ms; asked again: p50 "
        f"{statistics.median(again):.1f} ms, p99 {quantile(again, 0.99):.1f} ms)"
    )
    print(f"traced memory per open stream (the server's): {per_stream / 1024:.1f} KiB")
    print(
        f"move rate through the service: {alone:.0f}/s without watchers, {beside:.0f}/s beside "
        f"them (ratio {beside / alone:.2f})"
    )
    played = moves * matches
    print(
        f"server CPU per move: {quiet_cpu / played * 1000:.1f} ms without watchers, "
        f"{watched_cpu / played * 1000:.1f} ms beside them (with its events)"
    )
    print(
        f"database statements per move: {quiet_sql / played:.1f} without watchers, "
        f"{watched_sql / played:.1f} beside them (with its events)"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--stored", type=int, default=100_000)
    parser.add_argument("--clients", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.clients:
        asyncio.run(clients())
    else:
        asyncio.run(main(arguments.streams, arguments.matches, arguments.moves, arguments.stored))
