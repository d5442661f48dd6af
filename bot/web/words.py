"""The service's neutral markup as HTML, in the reader's language, everything escaped.

Every text of a page is markup (:mod:`bot.markup`): the page's own words are messages
of ``web.ftl`` written with ``t``, the service's replies and refusals are what it wrote.  Here
the messages are formatted in the reader's language first, then the whole text is escaped
(a name typed with ``<script>`` in it shows as those characters), and only then are the marked
spans made into elements, so nothing a member typed can become markup.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

from bot.i18n.catalogue import shared_translator
from bot.i18n.languages import ENGLISH, PSEUDO, own_name
from bot.i18n.messages import localise
from bot.i18n.negotiation import match_language
from bot.markup import render


def switch_name(code: str) -> str:
    """A language as the page's switch names it: by its own name (never translated: a reader
    looks for their language's own name), Babel's, so a new folder is named too; capitalised,
    as a link's label starts (``Español``)."""
    name = own_name(code)
    return name[:1].upper() + name[1:]


# The same few thousand texts (a square's title, a move in the list, a page's own words) are
# formatted for every page and event: each is formatted once per language and kept, since a
# text and a language always give the same result (the catalogue does not change while the
# process runs).
KEPT_TEXTS = 16384


@lru_cache(maxsize=KEPT_TEXTS)
def html(markup: str, language: str) -> str:
    """``markup`` as HTML for a reader of ``language``."""
    return render(
        escape(localise(markup, language)),
        strong=lambda s: f"<strong>{s}</strong>",
        code=lambda s: f"<code>{s}</code>",
        command=lambda name, args: "<code>" + " ".join([name, *args]) + "</code>",
        block=lambda s: f"<pre>{s}</pre>",
    )


@lru_cache(maxsize=KEPT_TEXTS)
def text(markup: str, language: str) -> str:
    """``markup`` as escaped plain text (for a title or an attribute)."""
    return render(
        escape(localise(markup, language)),
        strong=str,
        code=str,
        command=lambda name, args: " ".join([name, *args]),
        block=str,
    )


def languages() -> tuple[str, ...]:
    """The languages a reader may switch to (the pseudo-language is for testers only)."""
    return tuple(code for code in shared_translator().languages if code != PSEUDO)


def negotiate(asked: str | None, cookie: str | None, accept: str | None) -> str:
    """The reader's language (``bot.i18n.negotiation``): the switch just clicked
    (``?lang=``), then the one they chose before (a cookie), then their browser's
    ``Accept-Language`` in its order of preference, then English."""
    offered = languages()
    for code in (asked, cookie, *accepted(accept or "")):
        found = match_language(code, offered)
        if found is not None:
            return found
    return ENGLISH


def accepted(header: str, limit: int = 12) -> list[str]:
    """The language codes of an ``Accept-Language`` header, most wanted first (``q``
    weights; ``*`` and malformed parts ignored; at most ``limit`` read, as a header can be
    long)."""
    weighted: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")[:limit]):
        code, _, params = part.strip().partition(";")
        code = code.strip()
        if not code or code == "*" or len(code) > 35:
            continue
        weight = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                weight = float(params[2:])
            except ValueError:
                continue
        if weight > 0:
            weighted.append((-weight, index, code))
    return [code for _, _, code in sorted(weighted)]
