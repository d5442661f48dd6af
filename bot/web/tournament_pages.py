"""A tournament's web page: its standings with tie-breaks, every round's pairings with links to
the games, the results, the winner and the TRF download, opened by a signed tournament link
(:meth:`bot.service.web_links.WebLinks.tournament_link`, minted by the desk's one rule).

The figures are the desk's own: the standings come from the same ranking as
``/tournament standings`` (computed in the tournament worker, off the event loop), the file
from its export.  A pairing's link opens that game's public view under the tournament's link
(whoever may see a tournament may watch its games, as its pairings are posted where they
read), so the page mints no link per game.  While the tournament runs the page follows it
by its stream (:mod:`bot.web.tournament_live`); a browser without script reloads it every
:data:`REFRESH_S` seconds instead.

Routes: ``GET /t/TOKEN``, ``/t/TOKEN/events`` (its stream), ``/t/TOKEN/trf``,
``/t/TOKEN/m/MATCH`` (a game's page) and
``/t/TOKEN/m/MATCH/events`` (its live stream).
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, NamedTuple

from aiohttp import web

from bot.markup import t, typed
from bot.service import EVERYTHING, Viewer
from bot.service.tournaments import announce
from bot.service.tournaments.table import Numbered, completed_rounds, numbered, ranking
from bot.service.web_links import LinkKind, LinkRefused, Pass, TournamentPass
from bot.web import pages, tournament_live
from bot.web.guard import HEADERS, log
from bot.web.live import last_event_id
from bot.web.pages import Place
from bot.web.words import html
from storage import StorageError, TournamentNotFound
from storage.status import TournamentStatus
from storage.tournaments import Snapshot
from tournaments.standings import Standing

if TYPE_CHECKING:
    from bot.web.app import WebCompanion

REFRESH_S = 20


@dataclass(frozen=True)
class Shown:
    """What the page shows, read once: the snapshot, the ranking and everyone's name."""

    snapshot: Snapshot
    table: Numbered
    rows: list[Standing]
    order: tuple[str, ...]
    names: dict[int, str]


def viewer_of(holder: TournamentPass, snapshot: Snapshot, language: str) -> Viewer:
    """The desk's viewer for a link's holder: the one it was minted for, whom the desk judged
    able to see the tournament then (the link is the proof, as a match link is)."""
    tournament = snapshot.tournament
    return Viewer(
        holder.user_id,
        guild_id=tournament.guild_id,
        channel_id=tournament.channel_id,
        private=False,
        sight=EVERYTHING,
        language=language,
        place_language=language,
    )


def _standings(shown: Shown, language: str) -> str:
    if not shown.rows:
        return f"<p>{html(t('web-tournament-no-standings'), language)}</p>"
    head = "".join(
        f"<th>{html(t(key), language)}</th>"
        for key in ("web-tournament-rank", "web-tournament-player", "web-tournament-points")
    )
    head += "".join(f'<th><abbr title="{escape(n)}">{escape(n)}</abbr></th>' for n in shown.order)
    body = []
    for row in shown.rows:
        user = shown.table.user_of[row.number]
        note = announce.withdrawn_note(shown.table, user)
        name = html(typed(shown.names[user]), language)
        if note:
            name += f' <span class="note">({html(note, language)})</span>'
        breaks = "".join(
            f"<td>{escape(announce.tiebreak_value(n, row.tiebreaks[n]))}</td>" for n in shown.order
        )
        body.append(
            f'<tr class="standing"><td>{row.rank}</td><td class="name">{name}</td>'
            f'<td class="points">{escape(announce.points_text(row.points))}</td>{breaks}</tr>'
        )
    return (
        f'<table class="standings"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def _round(shown: Shown, number: int, base: str, language: str) -> str:
    snapshot = shown.snapshot
    items = []
    for game in snapshot.games_of(number):
        players = t(
            "web-tournament-pairing",
            board=str(game.board),
            white=typed(shown.names[game.white_id]),
            black=typed(shown.names[game.black_id]),
        )
        words = html(players, language)
        result = announce.result_text(game.white_result, game.black_result)
        if game.match_id is not None:
            words = f'<a class="game" href="{escape(base)}/m/{game.match_id}">{words}</a>'
        said = escape(result) if result else html(t("web-tournament-playing"), language)
        items.append(f'<li class="pairing">{words} <strong class="result">{said}</strong></li>')
    for bye in sorted(snapshot.byes_of(number), key=lambda b: (b.kind, b.user_id)):
        line = t(
            "tournament-bye-line",
            player=typed(shown.names[bye.user_id]),
            kind=announce.BYE_WORDS[bye.kind],
        )
        items.append(f'<li class="bye">{html(line, language)}</li>')
    heading = html(t("web-tournament-round", round=str(number)), language)
    return f'<section class="round"><h3>{heading}</h3><ol>{"".join(items)}</ol></section>'


def event_id_of(part: str) -> str:
    """The stream's event id of a page's live part: a digest of what it shows, so a browser
    reconnecting with the id of what it has is sent nothing until the page changes."""
    return hashlib.sha256(part.encode()).hexdigest()[:16]


class Part(NamedTuple):
    """The part of the page its stream replaces, and its event id."""

    event_id: str
    html: str


def tournament_part(shown: Shown, base: str, language: str) -> Part:
    """Everything the page shows of the tournament, the part its stream replaces; ``base``
    is the page's own address (the token's)."""
    tournament = shown.snapshot.tournament
    title = announce.title(tournament)
    status = announce.status_text(tournament.status)
    parts = [
        f"<h1>{html(title, language)}</h1>",
        f'<p class="status">{html(t("web-tournament-state", state=status), language)}</p>',
    ]
    if tournament.status == TournamentStatus.FINISHED and shown.rows:
        winners = [
            typed(shown.names[shown.table.user_of[row.number]])
            for row in shown.rows
            if row.rank == 1
        ]
        winner = t("web-tournament-winner", count=len(winners), players=winners)
        parts.append(f'<p class="winner">{html(winner, language)}</p>')
    done = completed_rounds(shown.snapshot)
    heading = (
        t("web-tournament-standings", round=str(done))
        if done
        else t("web-tournament-standings-none")
    )
    parts.append(f"<h2>{html(heading, language)}</h2>{_standings(shown, language)}")
    parts.append(f"<h2>{html(t('web-tournament-pairings'), language)}</h2>")
    for number in range(tournament.current_round, 0, -1):
        parts.append(_round(shown, number, base, language))
    if tournament.status != TournamentStatus.OPEN:
        parts.append(
            f'<p><a class="trf" href="{escape(base)}/trf" download>'
            f"{html(t('web-tournament-trf'), language)}</a></p>"
        )
    if running(shown.snapshot):
        parts.append(f'<p class="hint">{html(t("web-tournament-refresh"), language)}</p>')
    inner = "".join(parts)
    shown_id = event_id_of(inner)
    return Part(shown_id, f'<section class="tournament" data-event="{shown_id}">{inner}</section>')


def running(snapshot: Snapshot) -> bool:
    """Whether the page can still change (its stream follows it, a page without script
    reloads itself)."""
    return snapshot.tournament.status in (TournamentStatus.OPEN, TournamentStatus.RUNNING)


def tournament_page(shown: Shown, base: str, language: str) -> str:
    """The whole page: its live part, followed by its stream (``base/events``) while the
    tournament runs; a browser without script reloads it every :data:`REFRESH_S` seconds."""
    head = ""
    if running(shown.snapshot):
        head = f'<noscript><meta http-equiv="refresh" content="{REFRESH_S}"></noscript>'
    title = announce.title(shown.snapshot.tournament)
    place = Place(page=base, stream=f"{base}/events" if running(shown.snapshot) else "")
    part = tournament_part(shown, base, language).html
    return pages.document(title, part, language, place, extra_head=head)


class TournamentPages:
    """The tournament routes of a :class:`~bot.web.app.WebCompanion` (a collaborator: it
    answers through the companion's own refusals, pages and streams)."""

    def __init__(self, companion: WebCompanion) -> None:
        self.web = companion
        self.service = companion.service

    def routes(self) -> list[web.RouteDef]:
        return [
            web.get("/t/{token}", self.page),
            web.get("/t/{token}/trf", self.trf),
            web.get("/t/{token}/events", self.events),
            web.get("/t/{token}/m/{match}", self.game_page),
            web.get("/t/{token}/m/{match}/events", self.game_events),
        ]

    def link(self, token: str) -> str:
        return f"{self.web.url}/t/{token}"

    async def _open(self, request: web.Request) -> tuple[TournamentPass, Snapshot]:
        holder = await self.service.web_links.open_tournament(request.match_info["token"])
        try:
            snapshot = await self.service.db.tournaments.snapshot(holder.tournament_id)
        except TournamentNotFound:
            raise LinkRefused(t("web-link-tournament-gone")) from None
        except StorageError as exc:
            if type(exc) is not StorageError:
                raise
            raise LinkRefused(t("web-link-tournament-gone")) from None
        return holder, snapshot

    async def _shown(self, snapshot: Snapshot) -> Shown:
        order = tuple(snapshot.tournament.tiebreaks.split(","))
        rows: list[Standing] = []
        table: Numbered | None = None
        if snapshot.tournament.status != TournamentStatus.OPEN and snapshot.entrants:
            table, rows = await self.service.tournaments.work.run(
                t("tournament-work-standings", tournament=announce.title(snapshot.tournament)),
                ranking,
                snapshot,
                order,
            )
        names = {e.user_id: str(self.web.name(e.user_id)) for e in snapshot.entrants}
        if table is None:
            table = numbered(snapshot, through=0)
        return Shown(snapshot, table, rows, order, names)

    async def page(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            _, snapshot = await self._open(request)
            language = self.web.language(request)
            shown = await self._shown(snapshot)
            base = f"/t/{request.match_info['token']}"
            body = await self.web.off_loop.run(lambda: tournament_page(shown, base, language))
            return self.web._html(request, body, 200, language)

        return await self.web._answer(request, work)

    async def events(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            _, snapshot = await self._open(request)
            return await self._stream(request, snapshot)

        return await self.web._answer(request, work)

    async def _stream(self, request: web.Request, snapshot: Snapshot) -> web.StreamResponse:
        """Server-Sent Events: the page's live part each time it changes (see
        :mod:`bot.web.tournament_live`), until the tournament is over or the reader leaves."""
        language = self.web.language(request)
        base = f"/t/{request.match_info['token']}"
        response = web.StreamResponse(
            headers={
                **HEADERS,
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        last = last_event_id(request)
        follower = tournament_live.Follower(snapshot.tournament.id)
        shown_of: Snapshot | None = None
        hub = self.web.hub
        db = self.service.db
        with follower.listening(db.feed, db.tournament_feed):
            # Read again now that the feeds are heard: a write between the link's check and
            # the subscription (the headers' write is an await) would otherwise wait for the
            # backstop.
            try:
                snapshot = await db.tournaments.snapshot(snapshot.tournament.id)
            except StorageError:
                log.warning("web: a stream could not read tournament %s", snapshot.tournament.id)
            while not hub.closing:
                sent = False
                try:
                    if snapshot != shown_of:
                        follower.follow(snapshot)
                        shown = await self._shown(snapshot)
                        part = await self.web.off_loop.run(
                            functools.partial(tournament_part, shown, base, language)
                        )
                        shown_of = snapshot
                        if part.event_id != last:
                            await response.write(tournament_live.event(*part))
                            last = part.event_id
                            sent = True
                    if not sent:
                        await response.write(b": still here\n\n")
                    if not running(snapshot):
                        break  # nothing more will change
                    await follower.wait(hub.closed, tournament_live.LOOK_AGAIN_S)
                    snapshot = await self.service.db.tournaments.snapshot(snapshot.tournament.id)
                except StorageError:
                    log.warning(
                        "web: a stream could not read tournament %s", snapshot.tournament.id
                    )
                    await follower.wait(hub.closed, tournament_live.LOOK_AGAIN_S)
                except (ConnectionResetError, RuntimeError):
                    break  # the browser went away
        return response

    async def trf(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder, snapshot = await self._open(request)
            viewer = viewer_of(holder, snapshot, self.web.language(request))
            reply = await self.service.tournaments.export_trf(viewer, snapshot.tournament.id)
            exported = reply.extra_files[0]
            return web.Response(
                body=exported.data,
                content_type="text/plain",
                charset="utf-8",
                headers={"Content-Disposition": f'attachment; filename="{exported.filename}"'},
            )

        return await self.web._answer(request, work)

    async def _game(self, request: web.Request) -> tuple[Pass, Place]:
        """A game of the tournament, watched under its link (any other match is refused
        as a bad link: the tournament's link opens its own games only)."""
        holder, snapshot = await self._open(request)
        raw = request.match_info["match"]
        games = {str(g.match_id) for g in snapshot.games if g.match_id is not None}
        if raw not in games:
            raise LinkRefused(t("web-link-bad"))
        base = f"/t/{request.match_info['token']}/m/{raw}"
        return Pass(int(raw), LinkKind.WATCH, holder.user_id), Place(base, f"{base}/events")

    async def game_page(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder, place = await self._game(request)
            return await self.web._page(request, holder, place)

        return await self.web._answer(request, work)

    async def game_events(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            holder, place = await self._game(request)
            return await self.web._stream(request, holder, place)

        return await self.web._answer(request, work)
