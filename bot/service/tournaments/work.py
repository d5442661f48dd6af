"""Where a tournament's CPU work runs: the service's worker process, each job bounded.

Pairing a round, the standings with their tie-breaks, the pairing and standings pictures and
the TRF export are pure functions of a stored snapshot; they run in the service's worker
(:mod:`bot.process_worker`), never on the event loop.  Each job has a bound; past it the job
is stopped and the person who asked is told so, plainly.  Every caller computes before it
writes, so a job stopped half-way has stored nothing: a round whose pairing was stopped is
paired again at the next tick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from bot.markup import t
from bot.process_worker import Worker, WorkerBusy, WorkerUnavailable, WorkTimedOut
from bot.service.errors import ServiceError

T = TypeVar("T")

PAIRING_LIMIT_S = 300.0
"""Seconds a round's pairing may take: a later round of 1,000 players takes about 5 s on a
quiet two-core machine and several times that on a busy one (benchmarks/tournaments.py)."""
WORK_LIMIT_S = 60.0
"""Seconds standings, a picture or an export may take (well under a second at 1,000
players)."""


class WorkTooLong(ServiceError):
    """A tournament's computation was stopped at its bound (or its worker kept dying);
    nothing of it was stored."""


class TournamentWork:
    """Runs a tournament's computations in ``worker``, bounded, and words the failures."""

    def __init__(
        self,
        worker: Worker,
        *,
        pairing_limit: float = PAIRING_LIMIT_S,
        limit: float = WORK_LIMIT_S,
    ) -> None:
        self.worker = worker
        self.pairing_limit = pairing_limit
        self.limit = limit

    async def pairing(self, what: str, function: Callable[..., T], /, *args: Any) -> T:
        """``function(*args)`` under the pairing bound (``what``: a message naming the work,
        ``t("tournament-work-pairing", ...)``, for the refusal if it takes too long)."""
        return await self._bounded(what, self.pairing_limit, function, *args)

    async def run(self, what: str, function: Callable[..., T], /, *args: Any) -> T:
        """``function(*args)`` under the bound of standings, pictures and exports."""
        return await self._bounded(what, self.limit, function, *args)

    async def _bounded(
        self, what: str, limit: float, function: Callable[..., T], /, *args: Any
    ) -> T:
        try:
            return await self.worker.run(function, *args, limit=limit)
        except WorkerBusy:
            raise WorkTooLong(t("tournament-work-busy", work=what, seconds=limit)) from None
        except WorkTimedOut:
            raise WorkTooLong(t("tournament-work-timed-out", work=what, seconds=limit)) from None
        except WorkerUnavailable:
            raise WorkTooLong(t("tournament-work-failed", work=what)) from None
