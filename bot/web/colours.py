"""Which colours a reader's boards are drawn in: the standard set, or the colour-blind one
(:data:`renderers.style.SCHEMES`), chosen by the switch at the top of a match page.

The switch is a plain link (``?palette=colour-blind``), so it needs no script; the choice is
kept in a cookie, which the page's stream and board requests carry too, so the live updates
stay in the chosen colours.
"""

from __future__ import annotations

from html import escape

from bot.markup import t
from bot.web.words import html, text
from renderers import style

PALETTE_COOKIE = "gamut_palette"
NAMES = {
    style.STANDARD.name: t("web-palette-standard"),
    style.COLOUR_BLIND.name: t("web-palette-colour-blind"),
}


def scheme_of(asked: str | None, cookie: str | None) -> style.Scheme:
    """The reader's colours: the switch just clicked, then the one chosen before, then the
    standard set (anything else asked for is ignored)."""
    for name in (asked, cookie):
        if name in style.SCHEMES:
            return style.SCHEMES[name]
    return style.STANDARD


def switch(page: str, scheme: style.Scheme, language: str) -> str:
    """The switch between the palettes, each a link to ``page`` in it (the chosen one not a
    link)."""
    links = []
    for name, words in NAMES.items():
        shown = html(words, language)
        if name == scheme.name:
            links.append(f"<strong>{shown}</strong>")
        else:
            links.append(f'<a href="{escape(page)}?palette={escape(name)}">{shown}</a>')
    label = html(t("web-palette"), language)
    named = text(t("web-palette"), language)
    return f'<nav class="palettes" aria-label="{named}">{label}: {" · ".join(links)}</nav>'
