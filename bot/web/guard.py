"""The web companion's defences: headers on every answer, a rate limit per client, CSRF
tokens for a seat's forms, and an access log that never writes a link's token.

- Content-Security-Policy: scripts, styles and everything else from this site only, no inline
  script, no plugin, no framing; ``Referrer-Policy: no-referrer`` so no address (a link's token
  is in it) reaches another site; pages are never cached (a seat's page is private).
- A client (by its address) gets a bucket of requests that refills steadily; an empty bucket
  is answered 429 with ``Retry-After``.  Behind a reverse proxy every client has the proxy's
  address: the proxy is then the place to limit (docs/web.md).
- A seat's forms carry an HMAC of the seat's own token (which only its cookie holds), so a
  page of another site cannot post a move for it, even where SameSite is not honoured.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from aiohttp.abc import AbstractAccessLogger

log = logging.getLogger("gamut.web")

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}
# A link's token in a path: /w/TOKEN..., /s/TOKEN
_TOKEN_IN_PATH = re.compile(r"^/(w|s)/[^/?]+")
MAX_CLIENTS = 10_000  # buckets kept; the least recently seen is forgotten first

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def redacted(path: str) -> str:
    """``path`` without a link's token (for logs)."""
    return _TOKEN_IN_PATH.sub(lambda found: f"/{found[1]}/…", path.split("?", 1)[0])


class AccessLogger(AbstractAccessLogger):
    """One line per request, its path without token or query (aiohttp's default line
    carries the whole request line, a seat's token with it)."""

    def log(self, request: web.BaseRequest, response: web.StreamResponse, time: float) -> None:
        self.logger.info(
            "%s %s %s %.1f ms", request.method, redacted(request.path), response.status, time * 1000
        )


@dataclass
class RateLimit:
    """A token bucket per client: ``burst`` requests at once, refilled at ``per_second``."""

    burst: float = 120.0
    per_second: float = 4.0
    clock: Callable[[], float] = time.monotonic

    def __post_init__(self) -> None:
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, client: str) -> bool:
        now = self.clock()
        level, since = self._buckets.pop(client, (self.burst, now))
        level = min(self.burst, level + (now - since) * self.per_second)
        allowed = level >= 1
        self._buckets[client] = (level - 1 if allowed else level, now)
        while len(self._buckets) > MAX_CLIENTS:
            self._buckets.popitem(last=False)
        return allowed

    def retry_after(self) -> int:
        return max(1, round(1 / self.per_second))


def csrf_token(seat_token: str) -> str:
    """The token a seat's forms carry: derived from the seat's secret alone, so every
    process behind one address agrees on it."""
    return hmac.new(seat_token.encode(), b"gamut-web-csrf", hashlib.sha256).hexdigest()


def csrf_ok(seat_token: str, sent: object) -> bool:
    return isinstance(sent, str) and hmac.compare_digest(csrf_token(seat_token), sent)


def headers_middleware(
    limit: RateLimit,
    too_many: Callable[[web.Request], web.Response],
    no_page: Callable[[web.Request, int], web.Response],
) -> Any:
    """Every answer's security headers and rate limit; ``too_many`` the page of a client over
    its limit, ``no_page`` the page of an address aiohttp's router refuses (404: no route,
    405: a form's address opened as a page), each in its reader's language rather than
    aiohttp's English "404: Not Found"."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        client = request.remote or "?"
        if not limit.allow(client):
            response: web.StreamResponse = too_many(request)
            response.headers["Retry-After"] = str(limit.retry_after())
        else:
            try:
                response = await handler(request)
            except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as refused:
                response = no_page(request, refused.status)
            except web.HTTPException as refused:  # a 303 ...: given the headers too
                response = web.Response(
                    status=refused.status,
                    reason=refused.reason,
                    body=refused.body,
                    headers=refused.headers,
                )
        if not response.prepared:
            for name, value in HEADERS.items():
                response.headers.setdefault(name, value)
            if not request.path.startswith("/static/"):
                response.headers.setdefault("Cache-Control", "no-store")
        return response

    return guard
