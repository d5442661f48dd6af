"""One writer per watched match (bot/web/fanout.py): a change's event is made once per group
and written to each spectator not shown it, as one chunk of its body; a browser too far behind
is cut off without holding up the others; a reading overtaken while its event was being made
is never written (a browser never goes back); a spectator joining mid-change is brought up to
date; closing ends every stream.  The transports are stand-ins that record what is written
(a real stream's path is tests/web/test_live.py's); every wait is for an event, bounded."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Iterator
from typing import Any, cast

import pytest

from bot.web.fanout import BUFFERED, Fanout, Spectator
from bot.web.live import Hub

WAIT_S = 30.0


class Transport:
    """What a spectator writes to: records the writes; ``buffered`` bytes unsent."""

    def __init__(self, buffered: int = 0) -> None:
        self.writes: list[bytes] = []
        self.buffered = buffered
        self.closing = False
        self.aborted = False

    def is_closing(self) -> bool:
        return self.closing or self.aborted

    def get_write_buffer_size(self) -> int:
        return self.buffered

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def abort(self) -> None:
        self.aborted = True


def spectator(transport: Transport, last: str | None = None, chunked: bool = True) -> Spectator:
    return Spectator(cast(Any, transport), chunked=chunked, last=last)


class Events:
    """A group's event maker: the event of reading ``r`` is ``id r``, counted per reading;
    ``hold`` keeps a reading's event unmade until released."""

    def __init__(self) -> None:
        self.made: list[int] = []
        self.hold: dict[int, asyncio.Event] = {}
        self.asked: dict[int, asyncio.Event] = {}

    async def make(self, reading: int) -> tuple[str, bytes]:
        self.made.append(reading)
        self.asked.setdefault(reading, asyncio.Event()).set()
        if reading in self.hold:
            await self.hold[reading].wait()
        return f"e{reading}", f"event {reading}".encode()


@pytest.fixture
def fanned(db) -> Iterator[tuple[Hub, Fanout]]:
    """A hub on the test's database and its fan-out, both closed after the test."""
    hub = Hub(db)
    fanout = Fanout(hub)
    yield hub, fanout
    fanout.close()
    hub.close()


async def until(condition: Any) -> None:
    async def poll() -> None:
        while not condition():
            await asyncio.sleep(0)

    await asyncio.wait_for(poll(), WAIT_S)


async def test_a_change_is_made_once_and_written_to_each_spectator_not_shown_it(fanned) -> None:
    hub, fanout = fanned
    events = Events()
    behind, shown, plain = Transport(), Transport(), Transport()
    with (
        hub.watching(7),
        hub.watching(7),
        hub.watching(7),
        fanout.joined(7, ("en", "classic"), events.make, spectator(behind, "e0")),
        fanout.joined(7, ("en", "classic"), events.make, spectator(plain, None, False)),
    ):
        hub.wake(7)
        reading = hub.seen(7)
        ahead = spectator(shown, f"e{reading}")  # its browser has this one already
        with fanout.joined(7, ("en", "classic"), events.make, ahead):
            await until(lambda: behind.writes and plain.writes)
            body = f"event {reading}".encode()
            size = f"{len(body):x}".encode()
            assert behind.writes == [size + b"\r\n" + body + b"\r\n"]  # one chunk
            assert plain.writes == [body]  # not chunked: the bytes alone
            assert shown.writes == [] and events.made == [reading]
            assert fanout.spectators == 3
    assert fanout.spectators == 0


async def test_a_browser_too_far_behind_is_cut_off_and_the_others_still_sent(fanned) -> None:
    hub, fanout = fanned
    events = Events()
    slow, gone, quick = Transport(BUFFERED + 1), Transport(), Transport()
    gone.closing = True
    members = [spectator(t) for t in (slow, gone, quick)]
    with (
        hub.watching(3),
        fanout.joined(3, ("de", "classic"), events.make, members[0]),
        fanout.joined(3, ("de", "classic"), events.make, members[1]),
        fanout.joined(3, ("de", "classic"), events.make, members[2]),
    ):
        hub.wake(3)
        await until(lambda: quick.writes)
        assert slow.aborted and slow.writes == [] and gone.writes == []
        assert [m.open for m in members] == [False, False, True]
        assert members[2].last == f"e{hub.seen(3)}"


async def test_a_gone_browser_that_has_the_event_ends_at_the_next_wake(fanned) -> None:
    """A wake that changes nothing a spectator sees writes nothing to it; one whose browser
    went is ended then all the same, not kept until its heartbeat."""
    hub, fanout = fanned
    events = Events()
    staying, leaving = Transport(), Transport()
    with hub.watching(5):
        reading = hub.seen(5)
        members = [spectator(staying, f"e{reading + 1}"), spectator(leaving, f"e{reading + 1}")]
        with (
            fanout.joined(5, ("en", "classic"), events.make, members[0]),
            fanout.joined(5, ("en", "classic"), events.make, members[1]),
        ):
            leaving.closing = True
            hub.wake(5)  # reading + 1: both browsers show its event already
            await until(lambda: not members[1].open)
            assert events.made == [reading + 1]
            assert members[0].open and staying.writes == [] and leaving.writes == []


async def test_a_reading_overtaken_while_made_is_not_written(fanned) -> None:
    hub, fanout = fanned
    events = Events()
    transport = Transport()
    member = spectator(transport)
    with hub.watching(4), fanout.joined(4, ("en", "classic"), events.make, member):
        hub.wake(4)
        first = hub.seen(4)
        events.hold[first] = asyncio.Event()
        await asyncio.wait_for(events.asked.setdefault(first, asyncio.Event()).wait(), WAIT_S)
        hub.wake(4)  # a second change while the first's event is being made
        second = hub.seen(4)
        events.hold[first].set()
        await until(lambda: transport.writes)
        await until(lambda: not fanout._writers)
        assert events.made == [first, second]
        assert [w.split(b"\r\n")[1] for w in transport.writes] == [f"event {second}".encode()]


async def test_groups_are_sent_their_own_bytes_and_closing_ends_every_stream(fanned) -> None:
    hub, fanout = fanned
    english, german = Events(), Events()
    one, other = Transport(), Transport()
    members = [spectator(one), spectator(other)]
    with (
        hub.watching(9),
        hub.watching(9),
        fanout.joined(9, ("en", "classic"), english.make, members[0]),
        fanout.joined(9, ("de", "classic"), german.make, members[1]),
    ):
        hub.wake(9)
        await until(lambda: one.writes and other.writes)
        assert len(english.made) == len(german.made) == 1
        idle = [asyncio.ensure_future(m.idle(3600)) for m in members]
        await asyncio.sleep(0)
        fanout.close()
        await asyncio.wait_for(asyncio.gather(*idle), WAIT_S)
        assert not any(m.open for m in members)


WHO: contextvars.ContextVar[str] = contextvars.ContextVar("who", default="the companion")


async def test_a_writer_runs_in_the_companions_context_not_the_movers(fanned) -> None:
    """A change is heard inside the code that wrote it (a move's handler); the event is made
    in the fan-out's own context, never with the mover's context variables."""
    hub, fanout = fanned
    asked: list[str] = []
    transport = Transport()

    async def make(reading: int) -> tuple[str, bytes]:
        asked.append(WHO.get())
        return f"e{reading}", b"event"

    async def mover() -> None:
        WHO.set("a mover")
        hub.wake(2)

    with hub.watching(2), fanout.joined(2, ("en", "classic"), make, spectator(transport)):
        await asyncio.create_task(mover())  # a task: its own copy of the context
        await until(lambda: transport.writes)
        assert asked == ["the companion"]
