"""The rules pages of a translation through aiohttp's test client: a Spanish reader gets the
Spanish file (``lang="es-ES"``, no note) with the Spanish diagrams, a page the translation
lacks falls back to English with the note, a German reader (no translation) gets English
with the note, and a bad language or file name in an image's address is the plain 404 page
in the reader's language.  The rules folder is a small one made here (docs/rules holds no
translation of its own), its images bytes that tell the folders apart."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from bot.web import public_pages
from bot.web.markdown import image_address, rules_address, to_html

RULES_FOLDER = Path(__file__).resolve().parents[2] / "docs" / "rules"

ENGLISH_PAGE = """# Crossings

![The start of Crossings](images/crossings-start.png)

## Captures

See [Captures](#captures) and [passing](README.md#passing).
"""
SPANISH_PAGE = """# Crossings

![El inicio de Crossings](images/crossings-start.png)

## Capturas múltiples

Véanse [las capturas](#capturas-múltiples), [el paso](README.md#pasar),
[the English page](../crossings.md) and [the architecture](../../architecture.md).
"""


@pytest.fixture
def rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "rules"
    (folder / "images").mkdir(parents=True)
    (folder / "es-ES" / "images").mkdir(parents=True)
    (folder / "README.md").write_text("# The games of Gamut\n\n## Passing\n", encoding="utf-8")
    (folder / "crossings.md").write_text(ENGLISH_PAGE, encoding="utf-8")
    (folder / "images" / "crossings-start.png").write_bytes(b"english picture")
    (folder / "es-ES" / "crossings.md").write_text(SPANISH_PAGE, encoding="utf-8")
    (folder / "es-ES" / "images" / "crossings-start.png").write_bytes(b"spanish picture")
    monkeypatch.setattr(public_pages, "RULES", folder)
    return folder


def article(page: str) -> tuple[str, str]:
    """The rules article's language and its HTML."""
    found = re.search(r'<article class="rules" lang="([^"]+)">(.*)</article>', page, re.S)
    assert found, page
    return found.group(1), found.group(2)


async def test_a_spanish_reader_gets_the_spanish_page_and_its_diagrams(rules, client):
    page = await (await client.get("/rules/crossings?lang=es-ES")).text()
    language, body = article(page)
    assert language == "es-ES"
    assert '<p class="note">' not in page
    assert '<h2 id="capturas-múltiples">Capturas múltiples</h2>' in body
    assert '<a href="#capturas-múltiples">las capturas</a>' in body
    assert '<a href="/rules#pasar">el paso</a>' in body
    assert '<a href="/rules/crossings?lang=en">the English page</a>' in body
    assert "the architecture" in body and "architecture.md" not in body  # out of the rules
    assert (
        '<img src="/rules/es-ES/images/crossings-start.png" alt="El inicio de Crossings">' in body
    )
    answer = await client.get("/rules/es-ES/images/crossings-start.png")
    assert answer.status == 200 and answer.headers["Content-Type"] == "image/png"
    assert await answer.read() == b"spanish picture"
    english = await client.get("/rules/images/crossings-start.png")
    assert await english.read() == b"english picture"


async def test_a_page_the_translation_lacks_falls_back_to_english_with_the_note(rules, client):
    page = await (await client.get("/rules?lang=es-ES")).text()
    language, body = article(page)
    assert language == "en" and '<h2 id="passing">Passing</h2>' in body
    assert (
        '<p class="note">Estas reglas completas solo están escritas en inglés. El bot da el '
        "resumen de cada juego en tu idioma: /reglas en Discord, rules JUEGO en la consola.</p>"
    ) in page


async def test_a_language_with_no_translation_gets_english_with_the_note(rules, client):
    page = await (await client.get("/rules/crossings?lang=de")).text()
    language, body = article(page)
    assert language == "en"
    assert '<img src="/rules/images/crossings-start.png" alt="The start of Crossings">' in body
    assert '<a href="/rules#passing">passing</a>' in body
    assert '<p class="note">Diese vollständigen Regeln gibt es nur auf Englisch.' in page
    english = await (await client.get("/rules/crossings?lang=en")).text()
    assert article(english)[0] == "en" and '<p class="note">' not in english


@pytest.mark.parametrize(
    "path",
    [
        "/rules/de/images/crossings-start.png",  # a language with no translation
        "/rules/xx/images/crossings-start.png",  # no language of the catalogue
        "/rules/en/images/crossings-start.png",  # English's are /rules/images/
        "/rules/en-XA/images/crossings-start.png",  # the pseudo-language has no folder
        "/rules/es-ES%2F..%2F..%2Fes-ES/images/crossings-start.png",
        "/rules/es-ES/images/nothing.png",
        "/rules/es-ES/images/..%2F..%2Fcrossings.md",
        "/rules/es-ES/images/crossings-start.PNG",
    ],
)
async def test_a_bad_language_or_file_is_a_plain_404_in_the_readers_language(rules, client, path):
    answer = await client.get(path + "?lang=es-ES")
    assert answer.status == 404
    text = await answer.text()
    assert "No existe esa página de reglas." in unescape(text)
    assert "spanish picture" not in text and "<article" not in text


def test_the_addresses_of_a_translated_pages_links_and_images() -> None:
    assert image_address("images/x.png") == "/rules/images/x.png"
    assert image_address("images/x.png", "de") == "/rules/de/images/x.png"
    assert image_address("../images/x.png", "de") is None
    # From the English folder: a translation's page in its language; out of the rules: text.
    assert rules_address("es-ES/README.md") == "/rules?lang=es-ES"
    assert rules_address("de/crossings.md#züge") == "/rules/crossings?lang=de#züge"
    assert rules_address("../architecture.md") is None
    assert rules_address("en/crossings.md") is None and rules_address("x/y/z.md") is None
    # From a translation: its own pages, English up one, another translation beside it.
    assert rules_address("crossings.md#capturas", "es-ES") == "/rules/crossings#capturas"
    assert rules_address("../README.md", "es-ES") == "/rules?lang=en"
    assert rules_address("../de/crossings.md", "es-ES") == "/rules/crossings?lang=de"
    assert rules_address("../../architecture.md", "es-ES") is None
    assert rules_address("es-ES/crossings.md", "es-ES") is None  # no folder inside a folder
    assert (
        to_html("![a](images/x.png)", "es-ES")
        == '<p><img src="/rules/es-ES/images/x.png" alt="a"></p>'
    )


async def test_every_link_of_the_english_rules_pages_answers(client):
    """The pages' own links on the companion (docs/rules as committed): every address into
    the rules answers 200, the index's among them (``README.md#passing`` once went to
    ``/rules/``, which no route serves), and every anchor is a heading of its page."""
    pages = ["", *sorted(p.stem for p in RULES_FOLDER.glob("*.md") if p.stem != "README")]
    ids: dict[str, set[str]] = {}
    hrefs: set[str] = set()
    for name in pages:
        page = await (await client.get(f"/rules/{name}" if name else "/rules")).text()
        ids[f"/rules/{name}" if name else "/rules"] = set(re.findall(r'<h\d id="([^"]*)"', page))
        hrefs |= {
            h
            for h in re.findall(r'href="(/rules[^"]*)"', page)
            if not h.startswith("/rules/images")
        }
        hrefs |= {f"/rules/{name}" + h for h in re.findall(r'href="(#[^"]*)"', page)}
    assert "/rules#passing" in hrefs
    for href in sorted(hrefs):
        address, _, anchor = unescape(href).partition("#")
        assert (await client.get(address)).status == 200, href
        if anchor:
            assert anchor in ids[address.removesuffix("/")], href
