"""One writer per watched match: a spectator stream's events are written to every spectator of
the match from one place, not by each stream's own task.

Every spectator of a match reading it in one language and palette is sent the same bytes (the
live part holds no token, and a spectator's reading is made of public views alone,
:mod:`bot.web.snapshot`), so when the match changes (:meth:`Hub.wake`) one task makes the
event of that reading once per language and palette watched and writes it straight to each of
those streams' transports, skipping a stream whose browser has it already (its last event id:
a reconnect's ``Last-Event-ID``).  A stream's own task only opens it (its first event, or a
comment saying it is there) and then idles, writing the heartbeat comment when nothing was
sent for a while.  A seat's stream (its player's own view, with what that view hides from
others) never joins: it keeps its own task and its own bytes.

Writing never waits on a browser: a transport is written without draining, and a stream whose
transport holds more than :data:`BUFFERED` bytes unsent (a browser not reading, a link too
slow for the match) is cut off instead (its browser reconnects and resumes from its
``Last-Event-ID``), so one slow browser holds up neither the others nor the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Hashable, Iterator
from typing import Generic, TypeVar

from bot.web.live import Hub

log = logging.getLogger("gamut.web")

BUFFERED = 256 * 1024  # bytes a stream's transport may hold unsent before it is cut off
HEARTBEAT = b": still here\n\n"

Make = Callable[[int], Awaitable[tuple[str, bytes]]]  # a reading -> its event id and bytes
# What tells a match's spectators sent different bytes apart (the web's language and palette).
Group = TypeVar("Group", bound=Hashable)


class Spectator:
    """One open spectator stream: its transport, whether its body is chunked (HTTP/1.1), the
    id of the last event its browser has, and whether it is still open."""

    __slots__ = ("_idle", "bound", "chunked", "last", "open", "sent", "stale", "transport")

    def __init__(
        self,
        transport: asyncio.Transport,
        *,
        chunked: bool,
        last: str | None,
        bound: int = BUFFERED,
    ) -> None:
        self.transport = transport
        self.chunked = chunked
        self.last = last
        self.bound = bound
        self.open = True
        self.sent = 0  # writes so far (the heartbeat writes only after a quiet spell)
        self.stale = False  # the last change's event could not be made: ask again later
        self._idle: asyncio.Future[None] | None = None

    def send(self, body: bytes, framed: bytes, event_id: str | None = None) -> bool:
        """Write ``body`` (``framed``: the same as one chunk of a chunked body) unless the
        browser is gone or too far behind (then the stream ends); True if written."""
        transport = self.transport
        if not self.open or transport.is_closing():
            self.end()
            return False
        if transport.get_write_buffer_size() > self.bound:
            log.info("web: a stream's browser fell %d bytes behind: cut off", self.bound)
            transport.abort()
            self.end()
            return False
        transport.write(framed if self.chunked else body)
        self.sent += 1
        if event_id is not None:
            self.last = event_id
        return True

    def beat(self) -> bool:
        """The heartbeat comment (the browser and any proxy keep the stream open)."""
        return self.send(HEARTBEAT, chunk(HEARTBEAT))

    async def idle(self, timeout: float) -> None:
        """Until the stream ends or ``timeout`` passes."""
        if not self.open:
            return
        loop = asyncio.get_running_loop()
        waiter = self._idle = loop.create_future()
        timer = loop.call_later(timeout, _release, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            self._idle = None

    def end(self) -> None:
        self.open = False
        if self._idle is not None:
            _release(self._idle)


class Fanout(Generic[Group]):
    """The spectator streams of every watched match, by language and palette, and the one
    writer per match that sends them a change."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._groups: dict[int, dict[Group, tuple[Make, set[Spectator]]]] = {}
        self._writers: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()  # matches woken again while their writer was at work
        # A change is heard in the code that wrote it (a move's handler, in its context): the
        # writers are started by the fan-out's own task, begun by the first stream that joins,
        # so they run in the companion's context, never in a mover's (its context variables,
        # its task accounting).  ``kick`` only notes the match and nudges that task.
        self._woken: dict[int, None] = {}  # changed since the dispatcher last looked, in order
        self._nudge: asyncio.Future[None] | None = None
        self._dispatcher: asyncio.Task[None] | None = None
        self._unlisten: Callable[[], None] | None = hub.listen(self.kick)

    @property
    def spectators(self) -> int:
        """How many spectator streams are joined (for tests and metrics)."""
        return sum(
            len(members) for groups in self._groups.values() for _, members in groups.values()
        )

    def groups(self, match_id: int) -> list[Group]:
        """The groups of ``match_id``'s spectators now (its event is made for each)."""
        return list(self._groups.get(match_id, ()))

    @contextlib.contextmanager
    def joined(
        self, match_id: int, group: Group, make: Make, spectator: Spectator
    ) -> Iterator[None]:
        """``spectator`` is sent ``match_id``'s changes for the block: ``make(reading)`` is
        its group's event of a reading (any member's will do: they are the same bytes)."""
        if self._dispatcher is None and self._unlisten is not None:
            self._dispatcher = asyncio.get_running_loop().create_task(self._dispatch())
        groups = self._groups.setdefault(match_id, {})
        _, members = groups.setdefault(group, (make, set()))
        members.add(spectator)
        try:
            yield
        finally:
            members.discard(spectator)
            if not members:
                groups.pop(group, None)
                if not groups:
                    self._groups.pop(match_id, None)

    def kick(self, match_id: int) -> None:
        """``match_id`` changed (or a spectator asks to be brought up to date): its writer
        sends the reading of now, once it is done with the one it is at."""
        if match_id in self._groups:
            self._woken[match_id] = None
            if self._nudge is not None:
                _release(self._nudge)

    async def _dispatch(self) -> None:
        """Start the writer of each match woken (or tell the one at work to go again)."""
        loop = asyncio.get_running_loop()
        while True:
            if not self._woken:
                self._nudge = loop.create_future()
                try:
                    await self._nudge
                finally:
                    self._nudge = None
            woken, self._woken = self._woken, {}
            for match_id in woken:
                if match_id in self._writers:
                    self._again.add(match_id)
                elif match_id in self._groups:
                    self._writers[match_id] = loop.create_task(self._write(match_id))

    async def _write(self, match_id: int) -> None:
        try:
            while True:
                self._again.discard(match_id)
                reading = self.hub.seen(match_id)
                await self._send(match_id, reading)
                if match_id not in self._again and self.hub.seen(match_id) == reading:
                    return
        finally:
            del self._writers[match_id]

    async def _send(self, match_id: int, reading: int) -> None:
        """Each group's event of ``reading``, to each member not shown it; nothing once a
        newer reading came (the writer goes on to that one: a browser never goes back)."""
        for make, members in list(self._groups.get(match_id, {}).values()):
            if self.hub.closing:
                return
            try:
                event_id, body = await make(reading)
            except Exception:
                log.warning("web: match %s's event could not be made", match_id, exc_info=True)
                for spectator in members:
                    spectator.stale = True
                continue
            if self.hub.seen(match_id) != reading or self.hub.closing:
                return
            framed = chunk(body)
            for spectator in list(members):
                spectator.stale = False
                if spectator.last != event_id:
                    spectator.send(body, framed, event_id)
                elif spectator.transport.is_closing():
                    # Its browser went, and it has this event already: no write would find
                    # that out before the heartbeat, so end it now.
                    spectator.end()

    def close(self) -> None:
        """End every stream (the server closes); once is enough, more do nothing."""
        if self._unlisten is not None:
            self._unlisten()
            self._unlisten = None
        if self._dispatcher is not None:
            self._dispatcher.cancel()
        for writer in self._writers.values():
            writer.cancel()
        for groups in self._groups.values():
            for _, members in groups.values():
                for spectator in members:
                    spectator.end()


def chunk(body: bytes) -> bytes:
    """``body`` as one chunk of a chunked HTTP/1.1 body (RFC 9112 section 7.1)."""
    return b"%x\r\n%b\r\n" % (len(body), body)


def _release(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)
