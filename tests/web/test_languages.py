"""The web companion switches language (issue #46): a Spanish browser reads the page in
Spanish with the switch offering the other languages; following the German link reads
German and keeps it (the cookie) on the next visit, whatever the browser asks for; the
Spanish link brings Spanish back.  The expected words are written here by hand."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from bot.web.words import switch_name
from tests.bot.conftest import ALICE
from tests.web.conftest import links, start_match

SWITCH = re.compile(r'<nav class="languages" aria-label="([^"]*)">(.*?)</nav>', re.S)
LINK = re.compile(r'<a lang="([^"]+)" hreflang="\1" href="([^"]+)">([^<]+)</a>')
CURRENT = re.compile(r'<strong lang="([^"]+)">([^<]+)</strong>')


def switch(page: str) -> tuple[str, str, dict[str, str]]:
    """The switch's label, the language it marks as current and its links (code -> href)."""
    (found,) = SWITCH.findall(page)
    label, inside = found
    (current,) = CURRENT.findall(inside)
    return label, current[0], {code: unescape(href) for code, href, _ in LINK.findall(inside)}


async def test_the_page_switches_language_and_keeps_the_choice(service: Any, client: Any) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    spanish_browser = {"Accept-Language": "es-ES,es;q=0.9"}

    first = await (await client.get(f"/w/{watch}", headers=spanish_browser)).text()
    assert '<html lang="es-ES">' in first and f"Partida n.º {match_id} · Crossings" in first
    label, current, offered = switch(first)
    assert (label, current) == ("Idioma", "es-ES")
    names = {code: name for code, _, name in LINK.findall(SWITCH.findall(first)[0][1])}
    assert names == {"en": "English", "de": "Deutsch"}  # each language by its own name
    assert '<strong lang="es-ES">Español</strong>' in first
    assert offered == {"en": f"/w/{watch}?lang=en", "de": f"/w/{watch}?lang=de"}

    chosen = await client.get(offered["de"], headers=spanish_browser)
    german = await chosen.text()
    assert "alice ist am Zug (Weiß)" in german and '<html lang="de">' in german
    assert switch(german)[:2] == ("Sprache", "de")
    assert "gamut_lang=de" in chosen.headers["Set-Cookie"]

    # The next visit, without ?lang and from the same Spanish browser: German still.
    again = await (await client.get(f"/w/{watch}", headers=spanish_browser)).text()
    assert f"Partie Nr. {match_id} · Crossings" in again and "Juega alice" not in again

    back = await client.get(switch(again)[2]["es-ES"], headers=spanish_browser)
    spanish = await back.text()
    assert "Juega alice (blancas)" in spanish and switch(spanish)[:2] == ("Idioma", "es-ES")
    assert "gamut_lang=es-ES" in back.headers["Set-Cookie"]


def test_a_new_languages_folder_is_named_by_its_own_name_on_the_switch() -> None:
    """The switch names a language as Babel does in that language (no list to extend when a
    volunteer adds a folder, docs/translating.md), capitalised as a link's label starts."""
    assert [switch_name(code) for code in ("fr", "pt-BR", "de", "es-ES")] == [
        "Français",
        "Português",
        "Deutsch",
        "Español",
    ]
