"""Word that a match changed, for whoever keeps a live view of it (the web companion's pages).

Every write of a match (a move, a result, an update, archiving) ends with
:meth:`MatchFeed.publish` after its commit, so a listener in this process hears of it at once;
on PostgreSQL the write also sends ``NOTIFY gamut_matches`` inside its transaction (delivered
to every process at the commit, never for a rolled-back write), which
:meth:`storage.postgres.PostgresBackend.listen` passes on to the feeds of other processes.
A listener is told only the match's number: it reads the match itself, through the viewer
rule, so nothing hidden travels here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

CHANNEL = "gamut_matches"  # PostgreSQL's notification channel

Listener = Callable[[int], None]


class MatchFeed:
    """In-process listeners of match changes (synchronous and cheap: they wake a waiter)."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(match_id)`` after each change; returns the unsubscribe call."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def publish(self, match_id: int) -> None:
        """Tell every listener; one that fails is logged and the others still hear."""
        for listener in list(self._listeners):
            try:
                listener(match_id)
            except Exception:  # noqa: BLE001 - a listener's fault is not the writer's
                log.exception("a listener of match %s failed", match_id)

    @staticmethod
    def parse(payload: str) -> int | None:
        """A notification's payload as a match number (None for anything else)."""
        text = payload.strip()
        return int(text) if text.isascii() and text.isdigit() and len(text) < 19 else None
