"""A tournament page's live stream: its standings, pairings and results pushed by
Server-Sent Events as a match page's board is (:mod:`bot.web.live` for matches).

What changes a tournament's page is a write of one of its matches (a result, and the next
round's new matches) or of the tournament itself (an entry, the start, a round, a bye, a
withdrawal, the end).  The storage feed names every match written, so a stream wakes when one
of its tournament's games changes or a match newer than any it knows of is written (a new
round's, perhaps); the tournament feed names every tournament written, in this process at
once and on PostgreSQL in any other by the same ``NOTIFY`` as the matches
(:meth:`storage.Database.announce_tournament`).  A notification can be lost with its
connection, so a stream also looks again every :data:`LOOK_AGAIN_S` seconds as a backstop; it
reads the tournament then (one small read), and ranks and redraws only if what was stored
changed.

Each event's id is a digest of the part it carries (:func:`tournament_pages.event_id`), so
a browser reconnecting with ``Last-Event-ID`` is sent nothing until the page changes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Iterator

from storage.notify import MatchFeed
from storage.tournaments import Snapshot

LOOK_AGAIN_S = 15.0  # the backstop: a stream reads its tournament again at least this often


class Follower:
    """One stream's ear on the storage feed: set when a match that may change its page is
    written."""

    def __init__(self, tournament_id: int) -> None:
        self.tournament_id = tournament_id
        self.changed = asyncio.Event()
        self._games: frozenset[int] = frozenset()
        self._newest = 0

    def follow(self, snapshot: Snapshot) -> None:
        """Listen for the games of ``snapshot``, and for any match newer than every match
        heard of so far (a match heard of and not the tournament's is someone else's)."""
        games = frozenset(g.match_id for g in snapshot.games if g.match_id is not None)
        self._games = games
        self._newest = max(self._newest, max(games, default=0))

    def heard(self, match_id: int) -> None:
        """The feed's listener: ``match_id`` was written."""
        if match_id in self._games or match_id > self._newest:
            self._newest = max(self._newest, match_id)
            self.changed.set()

    def heard_tournament(self, tournament_id: int) -> None:
        """The tournament feed's listener: ``tournament_id`` was written."""
        if tournament_id == self.tournament_id:
            self.changed.set()

    @contextlib.contextmanager
    def listening(self, matches: MatchFeed, tournaments: MatchFeed) -> Iterator[None]:
        """Hear both feeds for the block."""
        unsubscribe = (matches.subscribe(self.heard), tournaments.subscribe(self.heard_tournament))
        try:
            yield
        finally:
            for stop in unsubscribe:
                stop()

    async def wait(self, closing: Callable[[], Awaitable[object]], timeout: float) -> None:
        """Until a match of interest is written, ``timeout`` passes or ``closing`` ends."""
        waiters = [asyncio.ensure_future(self.changed.wait()), asyncio.ensure_future(closing())]
        try:
            await asyncio.wait(waiters, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in waiters:
                waiter.cancel()
        self.changed.clear()


def event(event_id: str, part: str) -> bytes:
    """One event of a tournament's stream: its live part."""
    data = json.dumps({"html": part})
    return f"id: {event_id}\nevent: tournament\ndata: {data}\n\n".encode()
