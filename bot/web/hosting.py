"""Starting the web companion inside a front end's process: the console beside its command
loop, the Discord bot in its ``setup_hook``.  What the settings ask for, in one place."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.service import MatchService
from bot.settings import Settings
from bot.web.app import Deliver, Name, WebCompanion
from bot.web.drawing_process import DrawingProcess

log = logging.getLogger("gamut.web")

CONSOLE_PORT = 8765  # the console's companion unless GAMUT_WEB_PORT says otherwise


@dataclass(frozen=True)
class WebPlace:
    """Where the companion listens (``port`` None: the front end's default) and the public
    address its links use (None: where it listens)."""

    host: str = "127.0.0.1"
    port: int | None = None
    url: str | None = None


def web_place(settings: Settings) -> WebPlace | None:
    """Where the Discord bot serves the companion: where GAMUT_WEB_PORT is set, or where
    GAMUT_WEB_URL is (an operator who gives the public address means the posts to carry
    links: it is then served on CONSOLE_PORT, the port the reverse proxy examples of
    docs/web.md forward to, and never on another: a proxy could not find it there)."""
    if not settings.web_enabled:
        return None
    if settings.web_port is not None:
        return WebPlace(settings.web_host, settings.web_port, settings.web_url)
    if settings.web_url is not None:
        return WebPlace(settings.web_host, CONSOLE_PORT, settings.web_url)
    return None


async def start_web(
    service: MatchService,
    place: WebPlace,
    *,
    deliver: Deliver,
    name: Name | None = None,
    fallbacks: tuple[int, ...] = (CONSOLE_PORT, 0),
) -> tuple[WebCompanion | None, str | None]:
    """The companion started (None if it cannot listen), and why not if so: on
    ``place.port`` when given, else on the first of ``fallbacks`` that can be had.  Its
    watched changes are drawn in a process of its own (:mod:`bot.web.drawing`), started at
    the first one, so the front end's matches do not wait on its drawing."""
    ports = (place.port,) if place.port is not None else fallbacks
    failure = ""
    for port in ports:
        web = WebCompanion(
            service,
            host=place.host,
            port=port,
            url=place.url,
            deliver=deliver,
            name=name,
            drawer=DrawingProcess(),
        )
        try:
            await web.start()
        except OSError as exc:
            await web.close()
            failure = exc.strerror or str(exc)
            continue
        return web, None
    return None, (
        f"The web companion is not started: {place.host}:{ports[-1]} cannot be listened on "
        f"({failure}); set GAMUT_WEB_PORT to a free port, or to off."
    )
