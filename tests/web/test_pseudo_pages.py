"""Every page of the web companion in the pseudo-language (issue #46): the console and the
Discord sessions have theirs (tests/i18n/test_pseudo_console.py,
tests/discord/test_pseudo_session.py); here each route a reader opens (the front page, a
watch page and its board picture, a seat, a tournament and one of its games, the
leaderboards, a player, the rules, a refusal, an address with no page) is read in ``en-XA``,
and any English word outside the pseudo-language's brackets is a text that escaped the
catalogue.

The pseudo-language is for testers only, so the browser's switch never offers it: the test
lets the companion's negotiation accept it.  What may stand outside the brackets is what no
translation changes: the names players and organisers typed, the games' names and the
languages' own names (the switch), move notation and square names, the tiebreaks'
abbreviations, and the rules files' text itself, which is English only and marked so
(``<article lang="en">``; the note above it saying so is checked to be the catalogue's).
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

import bot.web.words as words
import games
from bot.console.languages import language_names
from bot.i18n import PSEUDO, shared_translator
from tests.bot.conftest import ALICE
from tests.bot.test_service_tournaments import games_of, me
from tests.discord.test_pseudo_session import unbracketed
from tests.web.conftest import NAMES, both_first_moves, links, start_match
from tests.web.test_public_pages import store
from tests.web.test_tournament_pages import NAME, started

WORD = re.compile(r"[^\W\d_]{2,}")  # words of letters: English ones are plain ASCII
SHOWN_ATTRIBUTES = re.compile(r'\b(?:title|aria-label|alt|placeholder)="([^"]*)"')
HIDDEN = re.compile(
    r"<script.*?</script>|<style.*?</style>|<article class=\"rules\" lang=\"en\">.*?</article>",
    re.S,
)
NOTATION = re.compile(r"\b[a-z]\d{1,2}(?:[-x:–][a-z]\d{1,2})*\b")


def shown(page: str) -> str:
    """What a reader sees of a page: its text and the attributes a browser shows (tooltips,
    the labels a screen reader reads, images' alternatives), without scripts, styles and the
    English-only rules text."""
    page = HIDDEN.sub(" ", page)
    attributes = " ".join(SHOWN_ATTRIBUTES.findall(page))
    return unescape(re.sub(r"<[^>]+>", " ", page) + " " + attributes)


def kept_words() -> set[str]:
    """The words no translation changes (see the module's docstring)."""
    kept = {"Gamut", "BH", "SB", "DE", "WIN", "TRF"}
    for game_id in games.ids():
        kept |= set(WORD.findall(f"{game_id} {games.get(game_id).name}"))
    for text in (*NAMES.values(), NAME, *language_names(shared_translator()).values()):
        kept |= set(WORD.findall(text))
    return kept


def english_left(page: str) -> list[str]:
    rest = NOTATION.sub(" ", unbracketed(shown(page)))
    kept = kept_words()
    return [word for word in WORD.findall(rest) if word.isascii() and word not in kept]


async def test_every_page_speaks_the_pseudo_language(
    service: Any, client: Any, db: Any, clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(words, "languages", lambda: shared_translator().languages)
    tournament = await started(service)  # before the ratings, which would pair it otherwise
    await store(db, clock())
    match_id = await start_match(service)
    await both_first_moves(service, match_id)
    watch, seat = await links(service, ALICE, match_id)
    token = await service.web_links.tournament_link(me(ALICE), service.tournaments, tournament)
    first_game = (await games_of(service, tournament, 1))[0].match_id
    paths = [
        "/",
        f"/w/{watch}",
        f"/w/{watch}/board.svg",
        f"/s/{seat}",
        f"/seat/{match_id}",
        f"/t/{token}",
        f"/t/{token}/m/{first_game}",
        "/leaderboard",
        "/leaderboard/crossings",
        f"/player/{ALICE}",
        "/rules",
        "/rules/crossings",
        "/w/not-a-link",
        "/no-such-page",
    ]
    left = {}
    for path in paths:
        answer = await client.get(path, headers={"Accept-Language": PSEUDO})
        page = await answer.text()
        assert "[" in page, (path, answer.status)  # the pseudo-language was served
        if found := english_left(page):
            left[path] = found
    assert left == {}, f"English outside the pseudo-language: {left}"
    rules = await (await client.get("/rules/crossings", headers={"Accept-Language": PSEUDO})).text()
    assert re.search(r'<p class="note">\[[^<]*\]</p>', rules), "the note says the rules are English"


def test_the_check_finds_english_and_passes_the_pseudo_language() -> None:
    """Not vacuous: English text and an English tooltip are found; a bracketed message, a
    name, a move, a game and the rules' English article are not."""
    page = (
        "<p>[Ŵĥîîţéé ţöö ɱööṽéé·] alice a1-a2 Crossings</p><p>Your move</p>"
        '<span title="Black to move">x</span>'
        '<article class="rules" lang="en"><p>Sixteen counters a side</p></article>'
    )
    assert english_left(page) == ["Your", "move", "Black", "to", "move"]
