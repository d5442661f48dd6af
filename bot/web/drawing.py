"""A watched match's change drawn outside the bot's process: its frames played on and its
stream events made by a process that keeps each match's frames itself.

A watched move costs the companion its frames played on (a view, a comparison, a group
search) and the live part of the page drawn once per language and palette watched: half a
millisecond to a millisecond of pure Python.  On a thread of the bot's process that holds the
GIL against every match being played, and the frames it keeps (a view of dicts and lists per
position, for every watched match) are objects every full collection of the bot's heap walks
again.  So the bot's process only reads the change (the service's door, the move log: plain
data, :class:`Order`) and hands it to the drawing process
(:mod:`bot.web.drawing_process`), which keeps the frames each match reached
(:class:`~bot.web.snapshot.Carried`) and answers with the events' bytes (:class:`Drawing`).

What a drawing holds is what the thread made: :func:`draw` is one pure function of the order
and the frames kept, run by either :class:`~bot.web.drawing_process.DrawingProcess` (the
hosts: the bot and the console) or :class:`DrawingThread` (a thread of this process: the
tests' companions, which would otherwise each start a process).  The process gets the real
texts of the moves (a secret set-up choice's too, to replay it) as the service's workers
do; only public views go into the frames it draws from.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from bot.service.frame_log import MatchLog, Played, play
from bot.service.off_loop import OffLoop
from bot.web import pages
from bot.web.pages import Place
from bot.web.snapshot import Carried, Snapshot, spectators_snapshot
from renderers.style import Scheme
from storage import Match

Group = tuple[str, Scheme]  # the spectators sent the same bytes: language and palette


@dataclass(frozen=True)
class Order:
    """One reading of a watched match to draw: the match as read, its log (both judged by
    the service's door for a spectator), the players' names and, once it is over, its
    revealed choices, where the page lives, and each language and palette to draw it in."""

    match: Match
    log: MatchLog
    names: dict[str, str]
    revealed: tuple[str, ...]
    place: Place
    groups: tuple[Group, ...]


@dataclass(frozen=True)
class Drawing:
    """What an order drew: the stream's event id and, by group, the live part of the page
    at its last position and that part's stream event."""

    latest: int
    event_id: str
    parts: dict[Group, str]
    events: dict[Group, bytes]


class DrawingLost(RuntimeError):
    """The drawing process hung or died on this change (it is replaced at the next)."""


def event_of(snap: Snapshot, part: str) -> bytes:
    """A stream's event: the live part ``part`` of ``snap``'s page at its last position."""
    data = json.dumps({"latest": snap.latest, "html": part})
    return f"id: {snap.event_id()}\nevent: position\ndata: {data}\n\n".encode()


def draw(order: Order, store: Carried[Played]) -> Drawing:
    """``order`` drawn, its frames played on from those ``store`` keeps for the match (and
    kept there for the next change).  CPU work: in the drawing process, or off the loop."""
    match = order.match
    played, frames = play(match, order.log, store.get(match.id))
    store.keep(played)
    snap = spectators_snapshot(match, played, frames, order.names, order.revealed)
    parts = {
        (language, palette): pages.live(snap, order.place, snap.latest, language, scheme=palette)
        for language, palette in order.groups
    }
    events = {group: event_of(snap, part) for group, part in parts.items()}
    return Drawing(snap.latest, snap.event_id(), parts, events)


class Drawer(Protocol):
    """Where the companion's changes are drawn."""

    async def draw(self, order: Order) -> Drawing: ...

    async def close(self) -> None: ...


class DrawingThread:
    """:func:`draw` on a worker thread of this process, with frames kept here."""

    def __init__(self, off_loop: OffLoop) -> None:
        self._off_loop = off_loop
        self._store: Carried[Played] = Carried()

    async def draw(self, order: Order) -> Drawing:
        return await self._off_loop.run(partial(draw, order, self._store))

    async def close(self) -> None:
        """Nothing of its own to end: the thread is its host's."""
