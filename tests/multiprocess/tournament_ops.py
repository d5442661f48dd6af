"""The tournament requests a worker process (tests/multiprocess/worker.py) serves, and the
crash points a test arms in it.

Operations (each answered as the worker's others are):

* ``tournament-create`` organiser, game, system, optional rounds, round_limit, starts_at,
  late_entries -> tournament (its id)
* ``tournament-join`` tournament, user -> notice
* ``tournament-start`` tournament, organiser -> bulletins
* ``tournament-tick`` -> bulletins (the service's clock duty, as every process runs it: the
  tournaments' part of it)
* ``tournament-resign`` match, user -> finished, bulletins (what the resignation set off)
* ``tournament-bye`` tournament, user -> notice (the half-point bye asked for)
* ``tournament-withdraw`` tournament, user -> text (the withdrawal announced)
* ``pause-at`` ``"pairing"``: the next round this process pairs waits, its pairing planned
  and not yet stored (the tournament's lock held), as a process descheduled there would;
  ``paused`` answers once it waits there, ``resume`` lets it go on
* ``crash-at`` point, optional after: the process kills itself with SIGKILL when it reaches
  ``point``, as a process killed at that instant would die:

  - ``"open"``: when it is about to open a tournament match, ``after`` of them opened first
    (so the round's pairing is stored and only some of its matches are);
  - ``"ended"``: when a tournament match has ended (its result committed to the match) and
    before the tournament is told;
  - ``"picture"``: while it draws a round's pairing table (the round's pairing stored);
  - ``"final"``: while it composes a tournament's final standings (the last round's games
    all decided), before it has said them.

A bulletin is answered as ``{"tournament", "heading" (its first line), "text", "matches"
(the match ids it opened), "updates" (the match ids it decided)}``.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any

from bot.i18n.messages import english
from tests.viewers import local_viewer

if TYPE_CHECKING:
    from bot.service import MatchService
    from bot.service.replies import Bulletin


CONTROLS = ("crash-at", "pause-at", "paused", "resume")  # the test's hold on the process


def serves(op: str) -> bool:
    """Whether ``op`` is one of this module's."""
    return op.startswith("tournament-") or op in CONTROLS


def bulletin_summary(bulletin: Bulletin) -> dict[str, Any]:
    text = english(bulletin.reply.text or "")  # the English, markup kept
    return {
        "tournament": bulletin.tournament_id,
        "heading": text.split("\n", 1)[0],
        "text": text,
        "matches": [reply.match_id for reply in bulletin.matches],
        "updates": [reply.match_id for reply in bulletin.updates],
    }


def summaries(bulletins: Iterable[Bulletin]) -> list[dict[str, Any]]:
    return [bulletin_summary(bulletin) for bulletin in bulletins]


def die() -> None:
    """SIGKILL to this very process: no clean-up, no answer, as kill -9 from outside."""
    os.kill(os.getpid(), signal.SIGKILL)


def arm(service: MatchService, point: str, after: int) -> None:
    """Make this process die at ``point`` (see the module docstring)."""
    if point == "open":
        start_match = service.play.start_match
        opened = 0

        async def opening(*args: Any, **kwargs: Any) -> Any:
            nonlocal opened
            if kwargs.get("tournament_game") is not None:
                if opened == after:
                    die()
                opened += 1
            return await start_match(*args, **kwargs)

        service.play.start_match = opening  # type: ignore[method-assign]
        return
    if point == "ended":
        desk = service.tournaments
        told: Callable[..., Awaitable[Any]] = desk.match_ended

        async def ended(match: Any) -> Any:
            if match.meta.get("tournament") is not None:
                die()
            return await told(match)

        desk.match_ended = ended  # type: ignore[method-assign]
        return
    if point == "picture":
        pictures = service.tournaments.rounds.pictures

        async def drawing(*args: Any, **kwargs: Any) -> Any:
            die()

        pictures.pairing_table = drawing  # type: ignore[method-assign]
        return
    if point == "final":
        rounds = service.tournaments.rounds
        compose: Callable[..., Awaitable[Any]] = rounds.standings_reply

        async def composing(snapshot: Any, heading: str, *args: Any, **kwargs: Any) -> Any:
            if "Final standings" in english(heading):
                die()
            return await compose(snapshot, heading, *args, **kwargs)

        rounds.standings_reply = composing  # type: ignore[method-assign]
        return
    raise ValueError(f"unknown crash point {point!r}")


class Pause:
    """A point one request waits at until the test lets it go on."""

    def __init__(self) -> None:
        self.reached = asyncio.Event()
        self.go_on = asyncio.Event()


PAUSES: dict[str, Pause] = {}


def pause_before_storing_a_round(service: MatchService) -> None:
    repository = service.db.tournaments
    record_round: Callable[..., Awaitable[bool]] = repository.record_round
    pause = PAUSES["pairing"] = Pause()

    async def waiting(*args: Any, **kwargs: Any) -> bool:
        repository.record_round = record_round  # type: ignore[method-assign]
        pause.reached.set()
        await pause.go_on.wait()
        return await record_round(*args, **kwargs)

    repository.record_round = waiting  # type: ignore[method-assign]


async def serve_tournament(service: MatchService, request: dict[str, Any]) -> dict[str, Any]:
    op = request["op"]
    desk = service.tournaments
    if op == "tournament-create":
        reply = await desk.create(
            local_viewer(request["organiser"]),
            game_id=request["game"],
            system=request["system"],
            rounds=request.get("rounds"),
            rated=False,
            round_limit=request.get("round_limit"),
            starts_at=request.get("starts_at"),
            late_entries=request.get("late_entries", False),
        )
        return {"tournament": reply.tournament_id}
    if op == "tournament-join":
        reply = await desk.join(local_viewer(request["user"]), request["tournament"])
        return {"notice": english(reply.notice)}
    if op == "tournament-start":
        bulletins = await desk.start(local_viewer(request["organiser"]), request["tournament"])
        return {"bulletins": summaries(bulletins)}
    if op == "tournament-tick":
        replies = await service.tick()
        return {"bulletins": summaries(b for reply in replies for b in reply.bulletins)}
    if op == "tournament-resign":
        reply = await service.resign(
            local_viewer(request["user"]), request["match"], confirmed=True
        )
        return {"finished": "resigns" in reply.text, "bulletins": summaries(reply.bulletins)}
    if op == "tournament-bye":
        reply = await desk.request_bye(local_viewer(request["user"]), request["tournament"])
        return {"notice": english(reply.notice)}
    if op == "tournament-withdraw":
        reply = await desk.withdraw(local_viewer(request["user"]), request["tournament"])
        return {"text": english(reply.text), "bulletins": summaries(reply.bulletins)}
    if op == "pause-at":
        if request["point"] != "pairing":
            raise ValueError(f"unknown pause point {request['point']!r}")
        pause_before_storing_a_round(service)
        return {}
    if op == "paused":
        await PAUSES[request["point"]].reached.wait()
        return {}
    if op == "resume":
        PAUSES[request["point"]].go_on.set()
        return {}
    if op == "crash-at":
        arm(service, request["point"], int(request.get("after", 0)))
        return {}
    raise ValueError(f"unknown op {op!r}")
