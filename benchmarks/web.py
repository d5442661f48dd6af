"""The web companion under many open streams: ``python benchmarks/web.py [--streams 1000]
[--matches 100] [--moves 5] [--stored 100000]``.

One process, one SQLite database in a temporary folder: ``--matches`` Crossings matches, and
``--streams`` watch streams spread over them (aiohttp clients in the same process, so the
figures include the clients' own work).  Moves are then played through the service, one match
after another; for each, the time from the move's commit (the service call returning) to its
event at every watcher of that match: p50 and p99.  Also a match page's time to its first byte
(p50, p99 over repeated requests while the streams are open), and the memory the open streams
hold (traced Python allocations, per stream).  Before the streams open, ``--stored`` finished
matches are written straight through storage (so a page's reads run over a database of that
size), and the move rate is measured twice, the same number of moves through the service
without watchers and then beside them: the ratio is the cost of watching.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service import MatchService, Viewer  # noqa: E402
from bot.service.viewer import EVERYTHING  # noqa: E402
from bot.web import WebCompanion  # noqa: E402
from bot.web.guard import RateLimit  # noqa: E402
from games import Ending  # noqa: E402
from storage import Database  # noqa: E402


def viewer(user: int) -> Viewer:
    return Viewer(user, private=True, sight=EVERYTHING)


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def watch(session: aiohttp.ClientSession, url: str, seen: dict[str, float]) -> None:
    """Read a stream; note when each event id first arrives here."""
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=None)) as response:
        event_id = None
        async for raw in response.content:
            line = raw.decode().rstrip("\n")
            if line.startswith("id: "):
                event_id = line[4:]
            elif line == "" and event_id is not None:
                seen.setdefault(event_id, time.perf_counter())
                event_id = None


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


async def move_rate(
    service: MatchService, ids: list[int], state: dict[int, object], plies: range
) -> float:
    """Moves per second through the service: each match of ``ids`` in turn for ``plies``."""
    game = games.get("crossings")
    started, played = time.perf_counter(), 0
    for ply in plies:
        for match_id in ids:
            move = game.legal_moves(state[match_id])[0]
            user = 2 * match_id_index[match_id] + (1 if ply % 2 else 2)
            await service.move(viewer(user), match_id, move)
            state[match_id] = game.play(state[match_id], move)
            played += 1
    return played / (time.perf_counter() - started)


match_id_index: dict[int, int] = {}


async def main(streams: int, matches: int, moves: int, stored: int) -> None:
    """Casual matches throughout: a rated one's spectators see it 2 moves behind, and the
    figure wanted is a move's way to its watchers."""
    folder = Path(tempfile.mkdtemp(prefix="gamut-web-bench-"))
    db = await Database.open(folder / "bench.sqlite3")
    service = MatchService(db, mention=str)
    web = WebCompanion(service, port=0, limit=RateLimit(burst=1e9, per_second=1e9))
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
    alone = await move_rate(service, quiet_ids, quiet_state, range(1, moves + 1))
    tokens = {m: (await service.web_links.links(viewer(1), m)).watch for m in ids}
    connector = aiohttp.TCPConnector(limit=0)
    session = aiohttp.ClientSession(connector=connector)
    arrivals: dict[int, list[dict[str, float]]] = {m: [] for m in ids}
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    tasks = []
    for index in range(streams):
        match_id = ids[index % matches]
        seen: dict[str, float] = {}
        arrivals[match_id].append(seen)
        url = f"{web.url}/w/{tokens[match_id]}/events"
        tasks.append(asyncio.create_task(watch(session, url, seen)))
    while sum(len(s) for watchers in arrivals.values() for s in watchers) < streams:
        await asyncio.sleep(0.05)  # every stream has its first event
    held = tracemalloc.take_snapshot().compare_to(before, "filename")
    per_stream = sum(stat.size_diff for stat in held) / streams
    tracemalloc.stop()

    delays: list[float] = []
    state = {m: game.start() for m in ids}
    for ply in range(1, moves + 1):
        for match_id in ids:
            move = game.legal_moves(state[match_id])[0]
            user = 2 * ids.index(match_id) + (1 if ply % 2 else 2)
            await service.move(viewer(user), match_id, move)
            committed = time.perf_counter()
            state[match_id] = game.play(state[match_id], move)
            wanted = str(ply)
            deadline = committed + 30
            while any(wanted not in seen for seen in arrivals[match_id]):
                if time.perf_counter() > deadline:
                    raise SystemExit(f"an event of match {match_id} took over 30 s")
                await asyncio.sleep(0.001)
            delays.extend((seen[wanted] - committed) * 1000 for seen in arrivals[match_id])

    beside = await move_rate(service, ids, state, range(moves + 1, 2 * moves + 1))

    first_bytes = []
    for index in range(200):
        url = f"{web.url}/w/{tokens[ids[index % matches]]}"
        start = time.perf_counter()
        async with session.get(url) as response:
            await response.content.read(1)
            first_bytes.append((time.perf_counter() - start) * 1000)
            await response.read()
    for task in tasks:
        task.cancel()
    await session.close()
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
    print(
        f"match page, first byte: p50 {statistics.median(first_bytes):.1f} ms, "
        f"p99 {quantile(first_bytes, 0.99):.1f} ms"
    )
    print(f"traced memory per open stream (server and client): {per_stream / 1024:.1f} KiB")
    print(
        f"move rate through the service: {alone:.0f}/s without watchers, {beside:.0f}/s beside "
        f"them (ratio {beside / alone:.2f})"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--stored", type=int, default=100_000)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.streams, arguments.matches, arguments.moves, arguments.stored))
