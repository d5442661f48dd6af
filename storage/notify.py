"""Word that a match changed, for whoever keeps a live view of it (the web companion's pages).

Every write of a match (a move, a result, an update, archiving) ends with
:meth:`MatchFeed.publish` after its commit, so a listener in this process hears of it at once;
on PostgreSQL the write also sends ``NOTIFY gamut_matches`` inside its transaction (delivered
to every process at the commit, never for a rolled-back write), which
:meth:`storage.postgres.PostgresBackend.listen` passes on to the feeds of other processes.
A listener is told only the match's number: it reads the match itself, through the viewer
rule, so nothing hidden travels here.  A carrier (:meth:`MatchFeed.carry`) is told the match
as this process wrote it too, when the write hands it over (a move's: its row and the move it
logged, :class:`storage.models.Written`), so it need not read them again (the match row holds
nothing hidden: secrets live in their own table; a move with a secret text is not handed
over); a word from another process carries nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from storage.models import Written

log = logging.getLogger(__name__)

CHANNEL = "gamut_matches"  # PostgreSQL's notification channel

Listener = Callable[[int], None]
Carrier = Callable[[int, "Written | None"], None]  # the match's number and what was written


class MatchFeed:
    """In-process listeners of match changes (synchronous and cheap: they wake a waiter)."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._carriers: list[Carrier] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(match_id)`` after each change; returns the unsubscribe call."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def carry(self, carrier: Carrier) -> Callable[[], None]:
        """Call ``carrier(match_id, written)`` after each change, ``written`` the match as
        this process's write left it (and the move it logged), or None when that is not known
        here (read it); returns the unsubscribe call."""
        self._carriers.append(carrier)

        def unsubscribe() -> None:
            if carrier in self._carriers:
                self._carriers.remove(carrier)

        return unsubscribe

    def publish(self, match_id: int, written: Written | None = None) -> None:
        """Tell every listener and carrier (``written``: what the write left, if the writer
        hands it over); one that fails is logged and the others still hear."""
        for listener in list(self._listeners):
            _tell(match_id, listener, match_id)
        for carrier in list(self._carriers):
            _tell(match_id, carrier, match_id, written)

    @staticmethod
    def parse(payload: str) -> int | None:
        """A notification's payload as a match number (None for anything else)."""
        text = payload.strip()
        return int(text) if text.isascii() and text.isdigit() and len(text) < 19 else None


def _tell(match_id: int, listener: Callable[..., None], *args: object) -> None:
    """Call one listener; its fault is logged, not the writer's, and the others still hear."""
    try:
        listener(*args)
    except Exception:  # noqa: BLE001 - a listener's fault is not the writer's
        log.exception("a listener of match %s failed", match_id)
