"""One bot process of the multi-process tests: the real MatchService (engine, storage, render)
on a shared database, serving requests read from standard input.

    python -m tests.multiprocess.worker DATABASE_URL

It prints ``{"ready": true}`` once the database is open, then answers each request line (JSON
with an ``id`` and an ``op``) with one line carrying the same ``id``.  Requests are served
concurrently, as a bot process serves interactions, so two of them on one match race inside
the process as well as against the other processes.  Operations:

* ``start`` game, white, black -> match (its id)
* ``challenge`` challenger, target, game -> challenge (its id)
* ``move`` match, user, text, optional key (the request's key) -> ply (the move number the
  reply shows) and mentions (who the reply pings: the player to decide next); or
  ``unknown: true`` (whether it was stored cannot be told yet) or ``already: true`` (the key's
  move was played before)
* ``resign`` match, user -> finished (the reply announces the result), or ``unknown: true``
* ``read`` match -> ply (as stored)
* ``live-start`` game, white, black, base, increment -> match: a live game with that
  control in seconds (the service's own floor on short controls is the front ends' rule:
  bypassed here, as the clock tests do, so a flag falls within a test)
* ``arm-flags`` poll: start this process's flag timer (bot.service.live_timer), looking
  again unprompted only every ``poll`` seconds; answered once it hears the other
  processes' commits (its LISTEN works)
* ``flag-announced`` match -> at: wait until this process's timer announces the flag of
  ``match`` (its clock then); ``announced`` -> matches: every flag it announced, in order
* ``advance`` seconds: move this process's clock on (every process is told the same)
* ``tick`` -> duties: one ``[kind, id]`` per clock duty this process did
* ``tournament-...``, ``crash-at``, ``pause-at``, ``paused``, ``resume``: tournaments, and
  the points where the test kills or holds the process (tests/multiprocess/tournament_ops.py)

A refusal is ``{"ok": false, "error": ClassName, "message": ...}``; success ``"ok": true``.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
from typing import Any

from bot.gc_pause import collector_paused

# What the process imports it keeps: imported with the cyclic collector paused, as
# ``python -m bot`` does (bot.gc_pause), for the same start-up cost as a bot process.
with collector_paused():
    import games
    from bot.i18n.catalogue import shared_translator
    from bot.markup import plain
    from bot.service import MatchService, Reply, ServiceError
    from bot.service.live_timer import FlagTimer
    from games.clock import TimeControl
    from storage import Database, StorageError
    from tests.multiprocess.tournament_ops import serve_tournament, serves
    from tests.viewers import local_viewer

# The longest ``arm-flags`` waits for the timer's LISTEN (a hang, not a check).
HEARING_S = 120.0


class Flags:
    """This process's flag timer and what it announced (the test asks which process
    announced each flag, and waits for an announcement rather than for time)."""

    def __init__(self, service: MatchService, clock: SettableClock) -> None:
        self.service = service
        self.clock = clock
        self.timer: FlagTimer | None = None
        self.announced: list[int] = []
        self._heard: dict[int, asyncio.Future[float | None]] = {}

    async def arm(self, poll_s: float) -> None:
        """Start the timer and return once it hears the other processes (its LISTEN works):
        a test that kills a process must know its fellow was told of what it wrote."""
        if self.timer is None:
            self.timer = self.service.flag_timer(self.deliver, poll_s=poll_s)
            self.timer.start()
        async with asyncio.timeout(HEARING_S):
            await self.timer.hearing()

    async def deliver(self, reply: Reply) -> None:
        assert reply.match_id is not None
        self.announced.append(reply.match_id)
        heard = self._future(reply.match_id)
        if not heard.done():
            heard.set_result(self.clock())

    async def announced_at(self, match_id: int) -> float | None:
        """This process's clock when it announced ``match_id``'s flag; None if it is told
        to stop first (the test went on without it: another process announced)."""
        return await self._future(match_id)

    def give_up(self) -> None:
        """Answer every wait still open (None), so the process can end."""
        for heard in self._heard.values():
            if not heard.done():
                heard.set_result(None)

    def _future(self, match_id: int) -> asyncio.Future[float | None]:
        if match_id not in self._heard:
            self._heard[match_id] = asyncio.get_running_loop().create_future()
        return self._heard[match_id]

    async def stop(self) -> None:
        if self.timer is not None:
            await self.timer.stop()


class SettableClock:
    """Real time plus an offset the test moves on (the clock's duties fall due hours later)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


def duty(reply: Reply) -> list[Any]:
    """What a clock reply did: an expired challenge, a reminder (private) or a notice."""
    if reply.challenge_id is not None and reply.match_id is None:
        return ["expired", reply.challenge_id]
    return ["notice" if reply.text else "reminder", reply.match_id]


def shown_ply(reply: Reply) -> int:
    """The move number the reply's board shows (its image is named match-ID-PLY.png): the
    ply this move made, read from the reply itself rather than from the database, where
    another process may already have moved on."""
    assert reply.image is not None
    return int(reply.image.filename.rsplit("-", 1)[1].split(".")[0])


async def serve(
    service: MatchService, clock: SettableClock, flags: Flags, request: dict[str, Any]
) -> Any:
    op = request["op"]
    if serves(op):
        return await serve_tournament(service, request)
    if op == "live-start":
        control = TimeControl(int(request["base"]), int(request["increment"]))
        reply = await service.start_match(
            request["game"], {}, request["white"], request["black"], control=control, rated=True
        )
        return {"match": reply.match_id}
    if op == "arm-flags":
        await flags.arm(float(request["poll"]))
        return {}
    if op == "flag-announced":
        return {"at": await flags.announced_at(int(request["match"]))}
    if op == "announced":
        return {"matches": list(flags.announced)}
    if op == "start":
        reply = await service.start_match(request["game"], {}, request["white"], request["black"])
        return {"match": reply.match_id}
    if op == "challenge":
        reply = await service.challenge(
            request["challenger"], request["game"], opponent=request["target"]
        )
        return {"challenge": reply.challenge_id}
    if op == "move":
        reply = await service.move(
            local_viewer(request["user"]),
            request["match"],
            request["text"],
            request_key=request.get("key"),
        )
        if reply.outcome_unknown:
            return {"unknown": True}
        if reply.image is None:  # a notice alone: the request's move was played before
            return {"already": True}
        return {"ply": shown_ply(reply), "mentions": list(reply.mentions)}
    if op == "resign":
        reply = await service.resign(
            local_viewer(request["user"]),
            request["match"],
            confirmed=True,
            request_key=request.get("key"),
        )
        if reply.outcome_unknown:
            return {"unknown": True}
        if reply.image is None:  # a notice alone: the request's resignation was recorded before
            return {"already": True}
        return {"finished": "resigned" in plain(reply.text)}
    if op == "read":
        return {"ply": (await service.db.matches.get(request["match"])).ply}
    if op == "advance":
        clock.offset += float(request["seconds"])
        return {}
    if op == "tick":
        return {"duties": [duty(reply) for reply in await service.tick()]}
    raise ValueError(f"unknown op {op!r}")


async def answer(service: MatchService, clock: SettableClock, flags: Flags, line: bytes) -> None:
    request = json.loads(line)
    try:
        response = {"ok": True, **await serve(service, clock, flags, request)}
    except (ServiceError, StorageError) as exc:
        response = {"ok": False, "error": type(exc).__name__, "message": str(exc)}
    # One write of a whole line from the event loop's thread: lines never interleave.
    sys.stdout.write(json.dumps({"id": request["id"], **response}) + "\n")
    sys.stdout.flush()


def warm_up() -> None:
    """Load what a bot process loads before it serves anyone: every engine (the Discord
    front end lists them in its commands) and the message catalogue (its commands and
    settings are worded from it).  Left to the first request, these are about a second of
    processor on the event loop with that request's fellows in flight, holding pooled
    connections under their time bounds: on a loaded machine every one of them timed out."""
    games.ids()
    shared_translator()


async def main(url: str) -> None:
    with collector_paused():
        warm_up()
    db = await Database.open(url)
    clock = SettableClock()
    service = MatchService(db, clock=clock, rng=random.Random())
    flags = Flags(service, clock)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=2**20)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    print(json.dumps({"ready": True}), flush=True)
    tasks: set[asyncio.Task[None]] = set()
    try:
        while line := await reader.readline():
            task = asyncio.create_task(answer(service, clock, flags, line))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        flags.give_up()
        await asyncio.gather(*tasks)
    finally:
        await flags.stop()
        service.close()
        await db.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
