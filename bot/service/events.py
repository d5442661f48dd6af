"""What the match service tells others: a tournament game ended (``MatchEnded``).

A move, a resignation, a draw or a claim may end a tournament game; the tournament desk must
then record the result and perhaps pair the next round, but only once the match's lock is
released (pairing opens other matches) and with what it says carried on the same reply.  So
the operation *watches* its match while it runs (:meth:`MatchEvents.watching`); storing a
finished tournament match under the lock notes it (:meth:`MatchEvents.ended`); and after the
lock the operation hands its reply to :meth:`MatchEvents.deliver`, which tells every listener
and adds their bulletins.  Only a watched match is noted: a game the desk itself ends (a
time-out at the round's deadline, a withdrawal) is the desk's own business already.

The listeners are a plain list, subscribed by whoever builds the service; nothing here is a
module-level variable, so two services in one process (tests, several databases) never hear
each other.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

from bot.service.replies import Bulletin, Reply
from storage import Match
from storage.status import MatchStatus

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class MatchEnded:
    """A tournament game's result was stored (``match`` as stored, finished)."""

    match: Match


Listener = Callable[[MatchEnded], Awaitable[Sequence[Bulletin]]]


class MatchEvents:
    """The ``MatchEnded`` listeners of one service, and the endings waiting to be told."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._watched: Counter[int] = Counter()
        self._ended: dict[int, Match] = {}

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every tournament game ended by a watched operation."""
        self._listeners.append(listener)

    @contextmanager
    def watching(self, match_id: int | None) -> Iterator[None]:
        """While an operation on ``match_id`` runs, its ending is noted (None: no match,
        nothing to note); the operation delivers it before it stops watching.  An ending not
        delivered by the time the last watcher leaves (the operation failed after storing it)
        is dropped: the tick moves the tournament on."""
        if match_id is None:
            yield
            return
        self._watched[match_id] += 1
        try:
            yield
        finally:
            self._watched[match_id] -= 1
            if self._watched[match_id] <= 0:
                del self._watched[match_id]
                self._ended.pop(match_id, None)

    def ended(self, match: Match) -> None:
        """Note ``match`` (just stored) if it is a finished tournament game being watched."""
        if (
            match.status == MatchStatus.FINISHED
            and "tournament" in match.meta
            and self._watched[match.id] > 0
        ):
            self._ended[match.id] = match

    async def deliver(self, match_id: int | None, reply: Reply) -> Reply:
        """``reply`` with what the listeners said of ``match_id``'s ending, if it ended.

        Called once the match's lock is released.  A listener's failure loses nothing: the
        result is stored, and the tick moves the tournament on."""
        match = self._ended.pop(match_id, None) if match_id is not None else None
        if match is None:
            return reply
        bulletins: list[Bulletin] = []
        for listener in self._listeners:
            try:
                bulletins += await listener(MatchEnded(match))
            except Exception:  # noqa: BLE001 - the move stands; the tick catches up
                log.exception("tournament of match %s not moved on yet", match.id)
        return replace(reply, bulletins=reply.bulletins + tuple(bulletins)) if bulletins else reply
