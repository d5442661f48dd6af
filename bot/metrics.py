"""What an operator can watch: Prometheus metrics and a health check over HTTP.

``METRICS`` is the one set of metrics of the process, in a registry of its own (not
prometheus-client's global one, so importing a library that registers metrics there never
mixes them in).  The service, the AI runner and the Discord bot record into it; a
:class:`MetricsServer` serves it when GAMUT_METRICS_PORT is set:

* ``GET /metrics``: the Prometheus text format (see docs/operating.md, Health and metrics,
  for what each means);
* ``GET /healthz``: ``200`` when every check passes, else ``503``; the body is JSON naming
  each check and whether it passed (database reachable, gateway connected, clock ticking).

The server runs on the bot's own event loop (aiohttp, which discord.py already depends on), so
the checks are the real thing: a database read through the bot's own connection, the bot's
own gateway state.  A loop so stuck that it cannot answer is itself the failure a probe with a
timeout detects.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

from bot.i18n.messages import localise, t

if TYPE_CHECKING:
    from aiohttp import web

log = logging.getLogger("gamut.metrics")

Rendered = TypeVar("Rendered")  # what a counted renderer returns (PNG bytes, a Replay)

CHECK_TIMEOUT_S = 2.0  # a health check that takes longer than this has failed
# Seconds: a move is milliseconds unless the database is busy; an AI wait is up to seconds.
MOVE_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
WAIT_BUCKETS = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
BUDGET_BUCKETS = (0.1, 0.15, 0.25, 0.5, 1.0, 1.5, 2.0, 5.0, 10.0)
RENDER_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5)

Check = Callable[[], Awaitable[bool]]


class Metrics:
    """Every metric Gamut exports, in ``registry``."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry = registry or CollectorRegistry()
        self.moves = Counter(
            "gamut_moves",
            "Moves applied, by who made them (player: human or ai).",
            ["player"],
            registry=registry,
        )
        self.move_seconds = Histogram(
            "gamut_move_seconds",
            "Seconds to apply a player's move: load, check, store, render (not the AI's answer).",
            buckets=MOVE_BUCKETS,
            registry=registry,
        )
        self.active_matches = Gauge(
            "gamut_active_matches",
            "Matches being played (read from the database at each scrape).",
            registry=registry,
        )
        self.ai_queue_length = Gauge(
            "gamut_ai_queue_length",
            "AI requests waiting for a worker.",
            registry=registry,
        )
        self.ai_thinking = Gauge(
            "gamut_ai_thinking",
            "AI requests a worker is thinking about.",
            registry=registry,
        )
        self.ai_wait_seconds = Histogram(
            "gamut_ai_wait_seconds",
            "Seconds an AI request waited in the queue before a worker took it.",
            buckets=WAIT_BUCKETS,
            registry=registry,
        )
        self.ai_answer_seconds = Histogram(
            "gamut_ai_answer_seconds",
            "Seconds from asking the AI for a move to having it: queue wait plus thinking.",
            buckets=WAIT_BUCKETS,
            registry=registry,
        )
        self.ai_budget_seconds = Histogram(
            "gamut_ai_budget_seconds",
            "Thinking budget given to each hard search (it shrinks as the queue grows).",
            buckets=BUDGET_BUCKETS,
            registry=registry,
        )
        self.ai_worker_restarts = Counter(
            "gamut_ai_worker_restarts",
            "AI worker processes replaced, by reason (crashed or hung).",
            ["reason"],
            registry=registry,
        )
        self.renders = Counter(
            "gamut_renders",
            "Images rendered, by kind (png or gif).",
            ["kind"],
            registry=registry,
        )
        self.render_seconds = Histogram(
            "gamut_render_seconds",
            "Seconds per rendered image.",
            ["kind"],
            buckets=RENDER_BUCKETS,
            registry=registry,
        )
        self.errors = Counter(
            "gamut_errors",
            "Errors by kind: the exception's class for an error logged with one, else the "
            "logger's name; ai_failed, ai_worker_crashed, ai_worker_hung for the AI.",
            ["kind"],
            registry=registry,
        )

    def error(self, kind: str) -> None:
        self.errors.labels(kind=kind).inc()

    @contextmanager
    def timed_move(self, player: str) -> Iterator[None]:
        """Count a move by ``player`` and time it, if the block ends normally (a refused move
        is not a move)."""
        began = time.perf_counter()
        yield
        self.move_seconds.observe(time.perf_counter() - began)
        self.moves.labels(player=player).inc()

    def counted_render(self, kind: str, render: Callable[..., Rendered]) -> Callable[..., Rendered]:
        """``render`` counted and timed (it runs in render threads: prometheus-client's
        metrics are thread-safe)."""

        def counted(*args: Any, **kwargs: Any) -> Rendered:
            began = time.perf_counter()
            data = render(*args, **kwargs)
            self.render_seconds.labels(kind=kind).observe(time.perf_counter() - began)
            self.renders.labels(kind=kind).inc()
            return data

        return counted

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


METRICS = Metrics()


class ErrorCounter(logging.Handler):
    """Counts every ERROR (and worse) log record into ``gamut_errors``: each failure the bot
    survives is logged once, so the log is the one place that sees them all."""

    def __init__(self, metrics: Metrics = METRICS) -> None:
        super().__init__(level=logging.ERROR)
        self.metrics = metrics

    def emit(self, record: logging.LogRecord) -> None:
        exc_type = record.exc_info[0] if record.exc_info else None
        self.metrics.error(exc_type.__name__ if exc_type is not None else record.name)


class MetricsServer:
    """``/metrics`` and ``/healthz`` on ``host:port`` (port 0: any free port, see :attr:`port`).

    ``checks`` are the health checks by name, each an awaitable returning whether it passed;
    one that raises or takes longer than :data:`CHECK_TIMEOUT_S` failed.  ``refresh`` runs
    before each scrape to update gauges read from elsewhere (the active matches).
    """

    def __init__(
        self,
        host: str,
        port: int,
        checks: Mapping[str, Check],
        *,
        refresh: Callable[[], Awaitable[None]] | None = None,
        metrics: Metrics = METRICS,
        language: str | None = None,
    ) -> None:
        self.language = language  # of the operator starting it (GAMUT_LANGUAGE, the system's)
        self.host = host
        self.requested_port = port
        self.checks = dict(checks)
        self.refresh = refresh
        self.metrics = metrics
        self.port: int | None = None
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen (SystemExit naming the settings if the address cannot be used)."""
        from aiohttp import web  # only a process serving metrics needs the HTTP server

        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._health)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.requested_port)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            said = t(
                "startup-metrics-port",
                address=f"{self.host}:{self.requested_port}",
                reason=str(exc.strerror or exc),
            )
            raise SystemExit(localise(said, self.language)) from None
        self._runner = runner
        self.port = int(runner.addresses[0][1])  # the port chosen, when 0 was asked for
        log.info("metrics on http://%s:%s/metrics, health on /healthz", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def health(self) -> dict[str, bool]:
        """Every check's result, run at once."""
        names = list(self.checks)
        results = await asyncio.gather(*(self._run(self.checks[name]) for name in names))
        return dict(zip(names, results, strict=True))

    @staticmethod
    async def _run(check: Check) -> bool:
        try:
            return bool(await asyncio.wait_for(check(), CHECK_TIMEOUT_S))
        except Exception:  # noqa: BLE001 - a failing check is a failed check, not a crash
            log.warning("health check failed", exc_info=True)
            return False

    async def _health(self, request: web.Request) -> web.Response:
        from aiohttp import web

        checks = await self.health()
        healthy = all(checks.values())
        body = {"status": "ok" if healthy else "failing", "checks": checks}
        return web.Response(
            text=json.dumps(body),
            status=200 if healthy else 503,
            content_type="application/json",
        )

    async def _metrics(self, request: web.Request) -> web.Response:
        from aiohttp import web

        if self.refresh is not None:
            try:
                await asyncio.wait_for(self.refresh(), CHECK_TIMEOUT_S)
            except Exception:  # noqa: BLE001 - serve the other metrics anyway
                log.warning("refreshing the metrics failed", exc_info=True)
        response = web.Response(body=self.metrics.exposition())
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response
