"""A TCP relay between Gamut and a test PostgreSQL server, on 127.0.0.1 only, that misbehaves
on demand the ways a network or a failover does:

* :meth:`Relay.stall`: every connection, open or new, stops carrying data (held, not lost)
  until :meth:`Relay.flow` (a congested or paused path);
* :meth:`Relay.blackhole`: the connections open now carry nothing more, ever, and stay open;
  new ones pass (an old primary vanished behind a floating address, a NAT dropped the flows);
* :meth:`Relay.cut`: every open connection is closed at once (a reset);
* :meth:`Relay.drop_commit_answer`: the next answer to a COMMIT is not passed on, and that
  connection is closed instead: the server committed, the client never hears it;
* :meth:`Relay.refuse`: new connections are closed as soon as they arrive (a server that is
  down), until :meth:`Relay.flow`.

It runs in the test's own event loop.  The server's side of the stream is read as PostgreSQL
messages (a type byte and a length) to find a COMMIT's CommandComplete, so the URL must not
ask for SSL (``sslmode=disable``).  When Gamut closes its end of a connection, the server's
end is closed too, even a blackholed one: the server then ends that session and lets go of
its advisory locks, as a vanished primary's sessions vanish with it.
"""

from __future__ import annotations

import asyncio
import struct
from contextlib import suppress

CHUNK = 65536
COMMIT_DONE = b"COMMIT\x00"


class _Link:
    """One relayed connection: Gamut's end, the server's end, and what this one may do."""

    def __init__(self, client: asyncio.StreamWriter, server: asyncio.StreamWriter) -> None:
        self.client = client
        self.server = server
        self.blackholed = False
        self.closed = False

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            for writer in (self.client, self.server):
                with suppress(Exception):
                    writer.transport.abort()


class Relay:
    """Listens on 127.0.0.1 (``port``) and relays each connection to ``upstream_port``."""

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.port = 0
        self.links: set[_Link] = set()
        self.commits_dropped = 0
        self._flowing = asyncio.Event()
        self._flowing.set()
        self._refusing = False
        self._drop_commit = False
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> Relay:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for link in list(self.links):
            link.close()
        self._flowing.set()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # ----- faults ------------------------------------------------------------------------

    def stall(self) -> None:
        self._flowing.clear()

    def blackhole(self) -> int:
        """Blackhole every open connection; how many there were."""
        for link in self.links:
            link.blackholed = True
        return len(self.links)

    def cut(self) -> int:
        """Close every open connection; how many there were."""
        links = list(self.links)
        for link in links:
            link.close()
        return len(links)

    def drop_commit_answer(self) -> None:
        self._drop_commit = True

    def refuse(self) -> None:
        self._refusing = True

    def flow(self) -> None:
        """Back to relaying everything (blackholed connections stay dead)."""
        self._refusing = False
        self._drop_commit = False
        self._flowing.set()

    # ----- relaying ----------------------------------------------------------------------

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._refusing:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream_port)
        except OSError:
            writer.transport.abort()
            return
        link = _Link(writer, up_writer)
        self.links.add(link)
        for pump in (self._to_server(link, reader), self._to_client(link, up_reader)):
            task = asyncio.create_task(pump)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _to_server(self, link: _Link, reader: asyncio.StreamReader) -> None:
        try:
            while data := await reader.read(CHUNK):
                await self._flowing.wait()
                if link.blackholed or link.closed:
                    continue
                link.server.write(data)
                await link.server.drain()
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            self._end(link)  # Gamut closed its end: the server's goes too (see above)

    async def _to_client(self, link: _Link, reader: asyncio.StreamReader) -> None:
        """Relay the server's messages one by one, so a COMMIT's answer can be held back."""
        try:
            while True:
                head = await reader.readexactly(5)
                (length,) = struct.unpack("!i", head[1:])
                body = await reader.readexactly(length - 4)
                await self._flowing.wait()
                if link.blackholed or link.closed:
                    continue
                if self._drop_commit and head[:1] == b"C" and body == COMMIT_DONE:
                    self._drop_commit = False
                    self.commits_dropped += 1
                    link.close()
                    return
                link.client.write(head + body)
                await link.client.drain()
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            if link.blackholed:  # nothing, not even the end, reaches Gamut through a blackhole
                with suppress(Exception):
                    link.server.transport.abort()
            else:
                self._end(link)

    def _end(self, link: _Link) -> None:
        link.close()
        self.links.discard(link)
