"""The web companion's server: aiohttp in the bot's own event loop, over the same
:class:`~bot.service.MatchService` as the Discord and console front ends.

Routes (``TOKEN`` is a signed link, :mod:`bot.service.web_links`):

- ``GET /w/TOKEN`` a watch link's page (``?ply=N`` a position, ``&part=live`` only the part a
  step replaces), ``/w/TOKEN/board.svg`` its board, ``/w/TOKEN/events`` its live stream;
- ``GET /s/TOKEN`` a seat link: sets the seat's cookie and moves on to ``/seat/MATCH``, the
  seat's page (the player's own view, the forms to play), with ``/seat/MATCH/events``;
- ``POST /seat/MATCH/move|draw|resign`` a seat's decisions, through the same service calls
  as a typed command, each answered by the seat's page again;
- ``GET /t/TOKEN`` a tournament link's page (:mod:`bot.web.tournament_pages`), and the public
  leaderboards, player and rules pages (:mod:`bot.web.public_pages`);
- ``GET /static/...`` the one stylesheet and the one script.

Every answer carries the headers of :mod:`bot.web.guard`; a link that opens nothing gets a
plain page saying why, never a traceback.  What the service answers to a move made here (the
public reply for the match's thread, private messages) goes to ``deliver``, the hosting front
end's, exactly as if the move had been typed there.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.markup import t
from bot.service import MatchService, Reply, ServiceError
from bot.service.frame_log import MatchLog, Played
from bot.service.off_loop import OffLoop
from bot.service.web_links import LinkRefused, Pass
from bot.web import pages
from bot.web.cache import Made
from bot.web.colours import PALETTE_COOKIE, scheme_of
from bot.web.drawing import Drawer, Drawing, DrawingLost, DrawingThread, Order, event_of
from bot.web.fanout import Fanout, Spectator, chunk
from bot.web.guard import (
    HEADERS,
    AccessLogger,
    RateLimit,
    csrf_ok,
    csrf_token,
    headers_middleware,
    log,
)
from bot.web.live import Hub, last_event_id
from bot.web.pages import Place
from bot.web.public_pages import PublicPages, home_page
from bot.web.snapshot import Carried, Snapshot, read, spectators_words, viewer_for
from bot.web.tournament_pages import TournamentPages
from bot.web.words import negotiate
from renderers.style import Scheme
from storage import Match, StorageError

STATIC = Path(__file__).with_name("static")
LANGUAGE_COOKIE = "gamut_lang"
SEAT_COOKIE = "gamut_seat_{match}"
HEARTBEAT_S = 15.0
MAX_FORM_BYTES = 4096

Deliver = Callable[[Reply], Awaitable[object]]
Name = Callable[[int], str]
Group = tuple[str, Scheme]  # the spectators sent the same bytes: language and palette


async def _ignore(reply: Reply) -> None:
    """A host with nowhere to post a reply (tests of the pages alone)."""


class WebCompanion:
    """The server: :meth:`start` it in the running loop, :meth:`close` it before the loop
    ends.  ``url`` is the public address links are written with (GAMUT_WEB_URL; blank: the
    address it listens on)."""

    def __init__(
        self,
        service: MatchService,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        url: str | None = None,
        deliver: Deliver = _ignore,
        name: Name | None = None,
        limit: RateLimit | None = None,
        poll_s: float | None = None,
        drawer: Drawer | None = None,
    ) -> None:
        self.service = service
        self.host, self.port = host, port
        self._url = url.rstrip("/") if url else None
        self.deliver = deliver
        self.name: Name = name or service.mention
        self.limit = limit or RateLimit()
        self.hub = Hub(service.db, poll_s=poll_s)
        # The spectators' streams, written to from one writer per match.
        self.fanout: Fanout[Group] = Fanout(self.hub)
        # The pages' drawing has its own worker: a watched move's redraw never queues in
        # front of the next move's own board on the service's workers.
        self.off_loop = OffLoop(ThreadPoolExecutor(max_workers=1, thread_name_prefix="web"))
        # Where a watched change is drawn: the hosts hand in a process of its own
        # (bot.web.hosting); a companion made alone draws on its worker thread.
        self.drawer: Drawer = drawer or DrawingThread(self.off_loop)
        self.tournament_pages = TournamentPages(self)
        self.public_pages = PublicPages(self)
        self.app = self._build()
        self._runner: web.AppRunner | None = None
        self._stop_listening: Callable[[], Awaitable[None]] | None = None
        # Snapshots, boards, live parts and events, each made once per version of a match.
        self.made = Made()
        # The frames each match has reached: a reading after a move draws that move alone.
        self.carried: Carried[Played] = Carried()
        # The log each watched match's last drawn change had: the next reads only what
        # was logged since (its frames are the drawer's).
        self.logs: Carried[MatchLog] = Carried()
        self._unsubscribe_made = service.db.feed.subscribe(self.made.forget)

    # ----- life -------------------------------------------------------------------------

    def _build(self) -> web.Application:
        app = web.Application(
            middlewares=[headers_middleware(self.limit, self._too_many, self._no_page)],
            client_max_size=MAX_FORM_BYTES,
        )
        app.add_routes(
            [
                web.get("/", self.home),
                web.get("/now", self.now),
                web.get("/w/{token}", self.watch_page),
                web.get("/w/{token}/board.svg", self.watch_board),
                web.get("/w/{token}/events", self.watch_events),
                web.get("/s/{token}", self.open_seat),
                web.get("/seat/{match}", self.seat_page),
                web.get("/seat/{match}/events", self.seat_events),
                web.post("/seat/{match}/move", self.seat_move),
                web.post("/seat/{match}/choose", self.seat_choose),
                web.post("/seat/{match}/draw", self.seat_draw),
                web.post("/seat/{match}/resign", self.seat_resign),
                web.static("/static", STATIC, append_version=False),
            ]
        )
        app.add_routes(self.tournament_pages.routes())
        app.add_routes(self.public_pages.routes())
        return app

    async def start(self) -> str:
        """Listen; the address links are written with."""
        self._stop_listening = await self.service.db.listen()
        self._runner = web.AppRunner(self.app, **self.runner_options)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = int(sockets[0].getsockname()[1])
        log.info("web companion at %s", self.url)
        return self.url

    @property
    def runner_options(self) -> dict[str, Any]:
        """How the server runs: its access log without tokens, a short wait for streams
        at shutdown (they end as soon as the hub closes)."""
        return {"access_log_class": AccessLogger, "access_log": log, "shutdown_timeout": 2.0}

    @property
    def url(self) -> str:
        return self._url or f"http://{self.host}:{self.port}"

    def end_streams(self) -> None:
        """End every open stream at once, the spectators' (whose writer is the fan-out's)
        and the seats' and followers' (who wait on the hub): the server's shutdown then has
        no stream to wait for."""
        self.fanout.close()
        self.hub.close()

    async def close(self) -> None:
        self.end_streams()
        self.made.close()  # before its worker shuts down: nothing half made reaches for it
        await self.drawer.close()
        self.off_loop.close()
        self._unsubscribe_made()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._stop_listening is not None:
            await self._stop_listening()
            self._stop_listening = None

    def watch_link(self, token: str) -> str:
        return f"{self.url}/w/{token}"

    def seat_link(self, token: str) -> str:
        return f"{self.url}/s/{token}"

    def tournament_link(self, token: str) -> str:
        return self.tournament_pages.link(token)

    # ----- reading a request ----------------------------------------------------------------

    @staticmethod
    def language(request: web.Request) -> str:
        return negotiate(
            request.query.get("lang"),
            request.cookies.get(LANGUAGE_COOKIE),
            request.headers.get("Accept-Language"),
        )

    @staticmethod
    def scheme(request: web.Request) -> Scheme:
        """The colours the reader's boards are drawn in (:mod:`bot.web.colours`)."""
        return scheme_of(request.query.get("palette"), request.cookies.get(PALETTE_COOKIE))

    @staticmethod
    def _ply(request: web.Request, snap: Snapshot) -> int:
        raw = request.query.get("ply", "")
        if raw.isascii() and raw.isdigit() and len(raw) < 7:
            return min(int(raw), snap.latest)
        return snap.latest

    def _html(
        self, request: web.Request, body: str, status: int = 200, language: str | None = None
    ) -> web.Response:
        response = web.Response(text=body, status=status, content_type="text/html")
        asked = request.query.get("lang")
        if asked and language is not None and asked == language:
            response.set_cookie(
                LANGUAGE_COOKIE, language, max_age=365 * 86400, httponly=True, samesite="Lax"
            )
        palette = request.query.get("palette")
        if palette is not None and palette == self.scheme(request).name:
            response.set_cookie(
                PALETTE_COOKIE, palette, max_age=365 * 86400, httponly=True, samesite="Lax"
            )
        return response

    def _plain(self, request: web.Request, message: str, status: int) -> web.Response:
        language = self.language(request)
        return self._html(request, pages.plain_page(message, language), status, language)

    def _too_many(self, request: web.Request) -> web.Response:
        return self._plain(request, t("web-rate-limited"), 429)

    def _no_page(self, request: web.Request, status: int) -> web.Response:
        return self._plain(request, t("web-no-page"), status)

    async def _watch_pass(self, request: web.Request) -> Pass:
        holder = await self.service.web_links.open(request.match_info["token"])
        if holder.seat:
            raise LinkRefused(t("web-link-bad"))  # a seat link opens a seat, not a watch page
        return holder

    async def _seat_pass(self, request: web.Request) -> tuple[Pass, str]:
        match = request.match_info["match"]
        token = request.cookies.get(SEAT_COOKIE.format(match=match), "")
        if not token:
            raise LinkRefused(t("web-seat-missing"))
        holder = await self.service.web_links.open(token)
        if not holder.seat or str(holder.match_id) != match:
            raise LinkRefused(t("web-seat-missing"))
        return holder, token

    async def _snapshot(self, holder: Pass, language: str) -> Snapshot:
        """What the holder's page shows now, read once per version of the match for every
        watcher (a watcher's reading is the same in every language) and for each seat."""
        match = await self.service.get_match(holder.match_id)
        reader = (holder.user_id, language) if holder.seat else ()
        return await self.made.get(
            (match.id, *stamp(match), "snapshot", *reader),
            lambda: read(self.service, holder, match, language, self.name, self.carried),
        )

    async def _watch_part(
        self,
        snap: Snapshot,
        place: Place,
        index: int,
        language: str,
        scheme: Scheme,
        what: str = "live",
    ) -> str:
        """A watch page's live part (``what="live"``) or its board (``"svg"``) at ``index``,
        drawn on a worker once per version, position, language and palette for every watcher
        (neither holds a token)."""

        def draw() -> str:
            if what == "svg":
                return pages.board_svg(snap, index, language, scheme)
            return pages.live(snap, place, index, language, scheme=scheme)

        return await self.made.get(
            (snap.match.id, *stamp(snap.match), what, language, scheme.name, index),
            lambda: self.off_loop.run(draw),
        )

    async def _answer(
        self, request: web.Request, work: Callable[[], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """``work``'s answer; a refused link, a refusal or a fault as a plain page."""
        try:
            return await work()
        except LinkRefused as refused:
            return self._plain(request, refused.markup, 403)
        except ServiceError as refused:
            return self._plain(request, refused.markup, 404)
        except StorageError:
            log.exception("web: the database failed")
            return self._plain(request, t("web-storage"), 503)
        except (web.HTTPException, asyncio.CancelledError, ConnectionResetError):
            raise
        except Exception:
            log.exception("web: %s failed", request.method)
            return self._plain(request, t("web-error"), 500)

    # ----- pages ------------------------------------------------------------------------

    async def now(self, request: web.Request) -> web.StreamResponse:
        """The server's clock (unix milliseconds), which a page's script counts a live clock's
        deadline down against: the deadline is the server's instant, and a reader's computer
        whose clock is off would show the wrong time left.  Nothing private: a time."""
        ms = round(self.service.matches.clock() * 1000)
        return web.json_response({"ms": ms}, headers={"Cache-Control": "no-store"})

    async def home(self, request: web.Request) -> web.StreamResponse:
        language = self.language(request)
        return self._html(request, home_page(language), 200, language)

    async def _page(
        self,
        request: web.Request,
        holder: Pass,
        place: Place,
        notice: str | None = None,
        status: int = 200,
    ) -> web.Response:
        language, scheme = self.language(request), self.scheme(request)
        snap = await self._snapshot(holder, language)
        index = self._ply(request, snap)
        if holder.seat or notice is not None:  # a seat's page carries its own CSRF token
            part = await self.off_loop.run(
                lambda: pages.live(snap, place, index, language, notice, scheme)
            )
        else:
            part = await self._watch_part(snap, place, index, language, scheme)
        if request.query.get("part") != "live":
            part = pages.around(snap, place, part, language, scheme)
        return self._html(request, part, status, language)

    def _watch_place(self, request: web.Request) -> Place:
        base = f"/w/{request.match_info['token']}"
        return Place(page=base, stream=f"{base}/events")

    async def watch_page(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder = await self._watch_pass(request)
            return await self._page(request, holder, self._watch_place(request))

        return await self._answer(request, work)

    async def watch_board(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder = await self._watch_pass(request)
            language = self.language(request)
            snap = await self._snapshot(holder, language)
            index = self._ply(request, snap)
            place, scheme = self._watch_place(request), self.scheme(request)
            svg = await self._watch_part(snap, place, index, language, scheme, "svg")
            return web.Response(text=svg, content_type="image/svg+xml")

        return await self._answer(request, work)

    async def open_seat(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            token = request.match_info["token"]
            holder = await self.service.web_links.open(token)
            if not holder.seat:
                raise LinkRefused(t("web-link-bad"))
            language = self.language(request)
            target = f"/seat/{holder.match_id}"
            response = self._html(request, pages.seat_opening(target, language), 200, language)
            response.set_cookie(
                SEAT_COOKIE.format(match=holder.match_id),
                token,
                path=target,
                max_age=int(self.service.web_links.lifetime_s),
                httponly=True,
                samesite="Strict",
                secure=self.url.startswith("https:"),
            )
            return response

        return await self._answer(request, work)

    def _seat_place(self, holder: Pass, token: str) -> Place:
        base = f"/seat/{holder.match_id}"
        return Place(page=base, stream=f"{base}/events", actions=base, csrf=csrf_token(token))

    async def seat_page(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder, token = await self._seat_pass(request)
            return await self._page(request, holder, self._seat_place(holder, token))

        return await self._answer(request, work)

    # ----- a seat's decisions -------------------------------------------------------------

    async def _decide(
        self,
        request: web.Request,
        act: Callable[[Any, Any], Awaitable[Reply]],
    ) -> web.StreamResponse:
        """Check the seat and its form's CSRF token, make the decision through the service,
        hand its reply to the host, and answer with the seat's page (the refusal on it, if
        the service refused)."""

        async def work() -> web.StreamResponse:
            holder, token = await self._seat_pass(request)
            form = await request.post()
            place = self._seat_place(holder, token)
            if not csrf_ok(token, form.get("csrf")):
                return await self._page(request, holder, place, t("web-csrf"), 403)
            language = self.language(request)
            match = await self.service.get_match(holder.match_id)
            viewer = viewer_for(match, holder, language)
            try:
                reply = await act(viewer, form)
            except ServiceError as refused:
                return await self._page(request, holder, place, refused.markup, 409)
            await self.deliver(reply)
            raise web.HTTPSeeOther(place.page)

        return await self._answer(request, work)

    async def seat_move(self, request: web.Request) -> web.StreamResponse:
        async def act(viewer: Any, form: Any) -> Reply:
            move = form.get("move")
            if not isinstance(move, str) or not move.strip():
                raise ServiceError(t("web-move-missing"))
            return await self.service.move(viewer, viewer_match(request), move)

        return await self._decide(request, act)

    async def seat_choose(self, request: web.Request) -> web.StreamResponse:
        """A private set-up choice (a Stealth King's square, or ``random``), through the
        same service call as the console's ``choose`` and Discord's buttons."""

        async def act(viewer: Any, form: Any) -> Reply:
            choice = form.get("move")
            if not isinstance(choice, str) or not choice.strip():
                raise ServiceError(t("web-move-missing"))
            return await self.service.private_choice(viewer, viewer_match(request), choice)

        return await self._decide(request, act)

    async def seat_draw(self, request: web.Request) -> web.StreamResponse:
        async def act(viewer: Any, form: Any) -> Reply:
            answer = form.get("answer")
            match_id = viewer_match(request)
            if answer == "offer":
                return await self.service.offer_draw(viewer, match_id)
            if answer in ("accept", "decline"):
                return await self.service.answer_draw(viewer, match_id, answer == "accept")
            raise ServiceError(t("web-draw-unknown"))

        return await self._decide(request, act)

    async def seat_resign(self, request: web.Request) -> web.StreamResponse:
        async def act(viewer: Any, form: Any) -> Reply:
            if form.get("confirm") != "yes":
                raise ServiceError(t("web-resign-unconfirmed"))
            return await self.service.resign(viewer, viewer_match(request), confirmed=True)

        return await self._decide(request, act)

    # ----- live streams ---------------------------------------------------------------------

    async def watch_events(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder = await self._watch_pass(request)
            return await self._stream(request, holder, self._watch_place(request))

        return await self._answer(request, work)

    async def seat_events(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder, token = await self._seat_pass(request)
            return await self._stream(request, holder, self._seat_place(holder, token))

        return await self._answer(request, work)

    async def _seat_event(
        self, snap: Snapshot, place: Place, language: str, scheme: Scheme
    ) -> bytes:
        """A seat's stream event: the live part of its own page at its last position (a
        spectator's are the drawer's, :meth:`_watched`)."""
        part = await self.off_loop.run(
            lambda: pages.live(snap, place, snap.latest, language, scheme=scheme)
        )
        return event_of(snap, part)

    async def _next_event(
        self,
        holder: Pass,
        place: Place,
        language: str,
        scheme: Scheme,
        last: str | None,
        reading: int,
    ) -> tuple[str, bytes | None]:
        """The stream's event id now, and its event unless the browser has it (``last``).

        Every watcher of a match is sent the same bytes (the live part holds no token), so
        a watch stream's event is made once per reading of the match (:meth:`Hub.seen`, the
        same for every stream one change woke), language and palette, however many watch
        it, from one reading per change shared by every language (:meth:`_watched`).  A
        seat's is its own."""
        if holder.seat:
            snap = await self._snapshot(holder, language)
            event_id = snap.event_id()
            if event_id == last:
                return event_id, None
            return event_id, await self._seat_event(snap, place, language, scheme)

        group = (language, scheme)
        watched = await self._watched(holder, place, language, scheme, reading)
        event_id, event = watched.drawing.event_id, watched.drawing.events.get(group)
        if event is None:
            # A group that joined while the change was being drawn: drawn on its own, once
            # for all its streams (the drawer has the frames now: the page alone is drawn).
            async def alone() -> tuple[str, bytes]:
                drawn = await self.drawer.draw(replace(watched.order, groups=(group,)))
                return drawn.event_id, drawn.events[group]

            key = (holder.match_id, "reading", reading, language, scheme.name)
            event_id, event = await self.made.get(key, alone)
        return event_id, None if event_id == last else event

    async def _watched(
        self, holder: Pass, place: Place, language: str, scheme: Scheme, reading: int
    ) -> Watched:
        """A spectator's drawing of ``reading`` of the match, made once for every stream
        and language it woke.  The match is read once, and the service judges its door on
        that reading (:meth:`MatchService.match_log`'s ``fresh``) and reads only the moves
        logged since the last drawing's (:attr:`logs`): two statements per change, none
        when the change is a move of this process, whose row and logged move the feed handed
        over (:meth:`Hub.written`).  The drawer (:mod:`bot.web.drawing`) plays the new moves
        into the frames it keeps and draws the event of every language and palette the
        match's spectators are sent (:meth:`Fanout.groups`, and the asker's), its JSON too:
        one hand-off per change."""

        async def make() -> Watched:
            written = self.hub.written(holder.match_id, reading)
            if written is None:
                match, logged = await self.service.get_match(holder.match_id), None
            else:
                match, logged = written.match, written.logged
            viewer = viewer_for(match, holder, language)
            match, log = await self.service.match_log(
                viewer, match.id, self.logs.get(match.id), fresh=match, logged=logged
            )
            names, revealed = await spectators_words(self.service, match, self.name)
            groups = tuple(dict.fromkeys([(language, scheme), *self.fanout.groups(match.id)]))
            order = Order(match, log, names, revealed, place, groups)
            drawing = await self.drawer.draw(order)
            self.logs.keep(log)
            for (lang, palette), part in drawing.parts.items():
                key = (match.id, *stamp(match), "live", lang, palette.name, drawing.latest)
                self.made.put(key, part)
            return Watched(order, drawing)

        return await self.made.get((holder.match_id, "watched", reading), make)

    def _stream_response(self) -> web.StreamResponse:
        return web.StreamResponse(
            headers={
                **HEADERS,
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",  # nginx: pass each event on at once
            }
        )

    async def _stream(self, request: web.Request, holder: Pass, place: Place) -> web.StreamResponse:
        """Server-Sent Events: the page's live part each time it changes, with the event id
        of :meth:`Snapshot.event_id`, so a browser reconnecting with ``Last-Event-ID``, or
        a fresh page naming what it shows (:func:`last_event_id`), gets an event only if it
        missed one.  A spectator's stream is written by its match's writer
        (:meth:`_spectate`); a seat's, its own view, by its own task."""
        if not holder.seat:
            return await self._spectate(request, holder, place)
        language, scheme = self.language(request), self.scheme(request)
        response = self._stream_response()
        await response.prepare(request)
        last = last_event_id(request)
        with self.hub.watching(holder.match_id):
            while not self.hub.closing:
                seen = self.hub.seen(holder.match_id)
                try:
                    event_id, event = await self._next_event(
                        holder, place, language, scheme, last, seen
                    )
                    if event is not None:
                        await response.write(event)
                        last = event_id
                    else:
                        await response.write(b": still here\n\n")
                except StorageError:
                    log.warning("web: a stream could not read match %s", holder.match_id)
                except (ConnectionResetError, RuntimeError):
                    break  # the browser went away
                await self.hub.wait(holder.match_id, seen, HEARTBEAT_S)
        return response

    async def _spectate(
        self, request: web.Request, holder: Pass, place: Place
    ) -> web.StreamResponse:
        """A spectator's stream: its first event (or the heartbeat, if the browser shows
        the match as it stands) written here, every later one by the match's writer
        (:class:`~bot.web.fanout.Fanout`) with every other spectator's of its language and
        palette; this task then only beats the heartbeat after a quiet spell."""
        language, scheme = self.language(request), self.scheme(request)
        response = self._stream_response()
        await response.prepare(request)
        transport = request.transport
        if transport is None:
            return response  # the browser went away already
        match_id = holder.match_id
        spectator = Spectator(
            transport,
            chunked=response.headers.get("Transfer-Encoding") == "chunked",
            last=last_event_id(request),
        )

        async def make(reading: int) -> tuple[str, bytes]:
            event_id, event = await self._next_event(holder, place, language, scheme, None, reading)
            assert event is not None  # no last given: always an event
            return event_id, event

        with self.hub.watching(match_id):
            seen = self.hub.seen(match_id)
            try:
                event_id, event = await make(seen)
                if event_id == spectator.last or not spectator.send(event, chunk(event), event_id):
                    spectator.beat()
            except (StorageError, DrawingLost):
                log.warning("web: a stream's first event of match %s failed", match_id)
                spectator.stale = True
                spectator.beat()
            with self.fanout.joined(match_id, (language, scheme), make, spectator):
                if self.hub.seen(match_id) != seen or spectator.stale:
                    self.fanout.kick(match_id)  # a change while this stream opened
                while spectator.open and not self.hub.closing:
                    sent = spectator.sent
                    await spectator.idle(HEARTBEAT_S)
                    if spectator.stale:
                        self.fanout.kick(match_id)  # the last event failed: try again
                    if spectator.open and spectator.sent == sent:
                        spectator.beat()
        return response


@dataclass(frozen=True)
class Watched:
    """A spectator's reading of a match (:meth:`WebCompanion._watched`): the order drawn and
    its drawing, the events by language and palette."""

    order: Order
    drawing: Drawing


def stamp(match: Match) -> tuple[int, str, int]:
    """What tells one reading of a match from another: its version, and its status and
    move count as well (a write that ends a match is told apart even where it keeps the
    version)."""
    return match.version, match.status.value, match.ply


def viewer_match(request: web.Request) -> int:
    """The match number of a seat's route (checked against its cookie already)."""
    return int(request.match_info["match"])
