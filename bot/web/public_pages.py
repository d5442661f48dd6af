"""The web companion's public pages (the issue's "the everywhere leaderboard and rules are
public"): each game's everywhere leaderboard, a player's page (what that board shows of them:
their place, rating and record in each game), and the rules of docs/rules with their diagrams.

No link is needed and none is minted: these pages show only what ``/leaderboard`` shows
everywhere (never a server's board, which depends on what its reader may see), under the same
headers and rate limit as every page.  Ratings read as everywhere else
(:func:`bot.service.ratings.rating_text`: ``1523?`` provisional).

Each board is one rating pool's (``?pool=live``; correspondence by default, as on Discord) and
links to the other's; a player's page lists their place in each game and pool.

Routes: ``GET /leaderboard`` (the games), ``/leaderboard/GAME?pool=POOL&page=N``,
``/player/ID``, ``/rules``, ``/rules/NAME``, ``/rules/images/FILE``,
``/rules/LANGUAGE/images/FILE``.

A rules page is the reader's language's file when docs/rules/<language>/ has it (a
translation, docs/translating.md), with that folder's diagrams; else the English file, with a
note saying so to a reader of another language.
"""

from __future__ import annotations

import re
from functools import cache
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from aiohttp import web

import games
from bot.i18n import ENGLISH, LOCALES_DIR
from bot.markup import t, typed
from bot.service import ServiceError
from bot.service.ratings import DEFAULT_POOL, MAX_PAGE, pool_named, rating_text
from bot.web import pages
from bot.web.markdown import to_html
from bot.web.words import html
from storage.ratings import LeaderboardPage, RankedStanding
from storage.status import RatingPool

if TYPE_CHECKING:
    from bot.web.app import WebCompanion

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
RULE_NAME = re.compile(r"^[a-z0-9-]{1,40}$")
IMAGE_FILE = re.compile(r"^[a-z0-9-]{1,60}\.png$")


def rules_file(name: str, language: str) -> tuple[Path, str]:
    """The file a rules page is read from for a reader of ``language`` (``name`` checked by
    :data:`RULE_NAME`, '' for the index) and the language it is written in: the
    translation's when there is one, else English's."""
    file = f"{name or 'README'}.md"
    if language != ENGLISH and _translated(language):
        translated = RULES / language / file
        if translated.is_file():
            return translated, language
    return RULES / file, ENGLISH


@cache
def _catalogue_languages() -> frozenset[str]:
    """The catalogue's folders under bot/i18n/locales (read once: they never change while
    the bot runs)."""
    return frozenset(p.name for p in LOCALES_DIR.iterdir() if p.is_dir())


def _translated(language: str) -> bool:
    """Whether ``language`` may have a folder of rules: a language of the catalogue (its
    folder under bot/i18n/locales), never English (docs/rules itself)."""
    return language != ENGLISH and language in _catalogue_languages()


def _number(raw: str, highest: int) -> int | None:
    """A whole number typed into an address, or None (a refusal, never a traceback)."""
    if raw.isascii() and raw.isdigit() and len(raw) <= len(str(highest)):
        value = int(raw)
        return value if value <= highest else None
    return None


def _nav(language: str) -> str:
    boards = html(t("web-public-leaderboards"), language)
    rules = html(t("web-public-rules"), language)
    return (
        f'<nav class="public"><a href="/leaderboard">{boards}</a> · '
        f'<a href="/rules">{rules}</a></nav>'
    )


def home_page(language: str) -> str:
    """The site's front page: what opens a match (a link the bot gives), and the way to the
    pages that are public without one (the leaderboards and the rules), so that whoever
    types the console's address into a browser finds somewhere to go."""
    body = f'{_nav(language)}<p class="refusal">{html(t("web-home"), language)}</p>'
    return pages.document(t("web-plain-title"), body, language)


def _player_link(user_id: int, name: str, language: str) -> str:
    return f'<a class="player" href="/player/{user_id}">{html(typed(name), language)}</a>'


def board_page(
    found: LeaderboardPage, game_name: str, names: dict[int, str], now: float, language: str
) -> str:
    pool = found.pool
    title = t("web-board-title", game=game_name, pool=pool.value)
    rows = []
    for entry in found.entries:
        standing = entry.standing
        rows.append(
            f'<tr class="entry"><td>{entry.rank}</td>'
            f"<td>{_player_link(standing.player_id, names[standing.player_id], language)}</td>"
            f'<td class="rating">{escape(rating_text(standing, now))}</td>'
            f"<td>{standing.games}</td></tr>"
        )
    if rows:
        head = "".join(
            f"<th>{html(t(key), language)}</th>"
            for key in ("web-board-rank", "web-board-player", "web-board-rating", "web-board-games")
        )
        table = (
            f'<table class="board"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
        )
    else:
        table = f"<p>{html(t('web-board-empty'), language)}</p>"
    turns = []
    if found.page > 0:
        words = html(t("web-board-previous"), language)
        turns.append(f'<a rel="prev" href="?pool={pool}&amp;page={found.page - 1}">{words}</a>')
    if found.has_next:
        words = html(t("web-board-next"), language)
        turns.append(f'<a rel="next" href="?pool={pool}&amp;page={found.page + 1}">{words}</a>')
    note = html(t("web-board-provisional"), language)
    other = next(p for p in RatingPool if p != pool)
    link = html(t("web-board-other-pool", pool=other.value), language)
    body = (
        f"{_nav(language)}<h1>{html(title, language)}</h1>"
        f'<p class="pools"><a href="?pool={other}">{link}</a></p>{table}'
        f'<p class="turns">{" · ".join(turns)}</p><p class="hint">{note}</p>'
    )
    return pages.document(title, body, language)


def player_page(
    user_id: int,
    name: str,
    ranks: list[tuple[str, str, RankedStanding]],
    now: float,
    language: str,
) -> str:
    """``ranks``: (game id, game name, their place) for each game and pool they are on the
    board of (the pool is the standing's)."""
    title = t("web-player-title", player=typed(name))
    items = []
    for game_id, game_name, ranked in ranks:
        standing = ranked.standing
        line = t(
            "web-player-standing",
            game=game_name,
            pool=standing.pool.value,
            rank=ranked.rank,
            rating=rating_text(standing, now),
            wins=standing.wins,
            losses=standing.losses,
            draws=standing.draws,
        )
        address = f"/leaderboard/{escape(game_id)}?pool={standing.pool}"
        board = f'<a href="{address}">{html(line, language)}</a>'
        items.append(f'<li class="standing">{board}</li>')
    shown = (
        f'<ul class="standings">{"".join(items)}</ul>'
        if items
        else f"<p>{html(t('web-player-unrated'), language)}</p>"
    )
    body = f"{_nav(language)}<h1>{html(title, language)}</h1>{shown}"
    return pages.document(title, body, language)


def games_page(language: str) -> str:
    title = t("web-public-leaderboards")
    items = "".join(
        f'<li><a href="/leaderboard/{escape(game_id)}">{escape(games.get(game_id).name)}</a></li>'
        for game_id in games.ids()
    )
    body = f"{_nav(language)}<h1>{html(title, language)}</h1><ul>{items}</ul>"
    return pages.document(title, body, language)


def rules_page(name: str, language: str) -> str:
    """A rules file as a page: the reader's language's translation if there is one, its
    text and diagrams in that language; else the English file, and a reader of another
    language is told so above it, with where the bot gives the summary in their language.
    The page's frame is in the reader's language either way."""
    path, written_in = rules_file(name, language)
    source = path.read_text(encoding="utf-8")
    first = next((line for line in source.splitlines() if line.startswith("# ")), "# Gamut")
    # A game's page is titled by the game's name; the index by the catalogue's word, not by
    # its file's English heading ("The games of Gamut").
    title = typed(first[2:].strip()) if name else t("web-public-rules")
    note = ""
    if written_in != language:
        note = f'<p class="note">{html(t("web-rules-in-english"), language)}</p>'
    article = to_html(source, written_in)
    lang = escape(written_in)
    body = f'{_nav(language)}{note}<article class="rules" lang="{lang}">{article}</article>'
    return pages.document(title, body, language)


class PublicPages:
    """The public routes of a :class:`~bot.web.app.WebCompanion` (a collaborator)."""

    def __init__(self, companion: WebCompanion) -> None:
        self.web = companion
        self.service = companion.service

    def routes(self) -> list[web.RouteDef]:
        return [
            web.get("/leaderboard", self.games),
            web.get("/leaderboard/{game}", self.board),
            web.get("/player/{user}", self.player),
            web.get("/rules", self.rules),
            web.get("/rules/images/{file}", self.image),
            web.get("/rules/{language}/images/{file}", self.image),
            web.get("/rules/{name}", self.rules),
        ]

    @staticmethod
    def _game(raw: str) -> games.Game:
        game = games.find(raw[:60])
        if game is None:
            raise ServiceError(t("web-public-no-game", game=typed(raw[:40])))
        return game

    async def games(self, request: web.Request) -> web.StreamResponse:
        language = self.web.language(request)
        return self.web._html(request, games_page(language), 200, language)

    async def board(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            game = self._game(request.match_info["game"])
            page = _number(request.query.get("page", "0"), MAX_PAGE)
            if page is None:
                raise ServiceError(t("web-public-bad-page"))
            pool = pool_named(request.query.get("pool", DEFAULT_POOL)[:40])
            now = self.service.matches.clock()
            found = await self.service.db.ratings.leaderboard(
                game.id, pool=pool, page=page, now=now
            )
            names = {
                e.standing.player_id: str(self.web.name(e.standing.player_id))
                for e in found.entries
            }
            language = self.web.language(request)
            body = await self.web.off_loop.run(
                lambda: board_page(found, game.name, names, now, language)
            )
            return self.web._html(request, body, 200, language)

        return await self.web._answer(request, work)

    async def player(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            user_id = _number(request.match_info["user"], 2**63 - 1)
            if user_id is None:
                raise ServiceError(t("web-public-no-player"))
            now = self.service.matches.clock()
            ranks = []
            for game_id in games.ids():
                for pool in (RatingPool.CORRESPONDENCE, RatingPool.LIVE):
                    ranked = await self.service.db.ratings.rank(
                        user_id, game_id, pool=pool, now=now
                    )
                    if ranked is not None:
                        ranks.append((game_id, games.get(game_id).name, ranked))
            if not ranks and await self.service.db.players.name_of(user_id) is None:
                raise ServiceError(t("web-public-no-player"))
            language = self.web.language(request)
            name = str(self.web.name(user_id))
            body = await self.web.off_loop.run(
                lambda: player_page(user_id, name, ranks, now, language)
            )
            return self.web._html(request, body, 200, language)

        return await self.web._answer(request, work)

    async def rules(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            name = request.match_info.get("name", "")
            if name and (not RULE_NAME.match(name) or not (RULES / f"{name}.md").is_file()):
                raise ServiceError(t("web-public-no-rules"))
            if not (RULES / "README.md").is_file():
                raise ServiceError(t("web-public-no-rules"))
            language = self.web.language(request)
            body = await self.web.off_loop.run(lambda: rules_page(name, language))
            return self.web._html(request, body, 200, language)

        return await self.web._answer(request, work)

    async def image(self, request: web.Request) -> web.StreamResponse:
        async def work() -> web.StreamResponse:
            name = request.match_info["file"]
            language = request.match_info.get("language")  # None: the English diagrams
            if not IMAGE_FILE.match(name) or (language is not None and not _translated(language)):
                raise ServiceError(t("web-public-no-rules"))
            folder = RULES if language is None else RULES / language
            path = folder / "images" / name
            if not path.is_file():
                raise ServiceError(t("web-public-no-rules"))
            data = await self.web.off_loop.run(path.read_bytes)
            return web.Response(body=data, content_type="image/png")

        return await self.web._answer(request, work)
