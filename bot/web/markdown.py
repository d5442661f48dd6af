"""The small Markdown subset docs/rules is written in, as HTML: headings (with the anchors
GitHub gives them, so the pages' own ``#captures`` links work), paragraphs, lists, tables,
images and links, ``**strong**``, ``*emphasis*`` and ``code``.

Every character of the source is escaped before any element is made, so nothing in a page of
rules can become markup the renderer did not write; a link or an image may only point into
the rules (``other.md#part``, ``images/x.png``), into the page itself (``#part``) or to an
``https:`` address: anything else is shown as its text.  A new dependency for five files of
our own would be more to trust than this.

A translation (``docs/rules/<language>/``, docs/translating.md) is the same subset: its
``images/x.png`` is its own folder's (``/rules/<language>/images/x.png``), its anchors keep
their accents (``#capturas-múltiples``), and a link between languages (``es-ES/crossings.md``
from the English folder, ``../crossings.md`` or ``../de/crossings.md`` from a translation)
opens that page in that language (``/rules/crossings?lang=es-ES``); a link out of the rules
folder (``../architecture.md`` in English, ``../../architecture.md`` in a translation) is
text, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from html import escape

from bot.i18n import ENGLISH

INLINE = re.compile(
    r"(?P<image>!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]+)\))"
    r"|(?P<link>\[(?P<text>[^\]]+)\]\((?P<href>[^)\s]+)\))"
    r"|(?P<code>`[^`]+`)"
    r"|(?P<strong>\*\*[^*]+\*\*)"
    r"|(?P<em>\*[^*\s][^*]*\*)"
)
SAFE_NAME = re.compile(r"^[A-Za-z0-9_-]+(\.md)?(#[\w-]*)?$")
IMAGE_NAME = re.compile(r"^images/([A-Za-z0-9_-]+\.png)$")
LANGUAGE = re.compile(r"^[a-z]{2,3}(-[A-Z]{2})?$")
ORDERED = re.compile(r"^\d+\.\s+")

Address = Callable[[str], str | None]


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    kept = re.sub(r"[^\w\- ]", "", heading.lower())
    return kept.strip().replace(" ", "-")


def rules_address(target: str, language: str = ENGLISH) -> str | None:
    """Where a link of a rules page in ``language`` (the folder it is in) goes on the web
    companion (None: nowhere it may).  A page of another language is asked for by ``lang``,
    which the companion honours (and remembers) as its language switch does."""
    if target.startswith("https://"):
        return target
    if target.startswith("#"):
        return target if SAFE_NAME.match("x" + target) else None
    into = language
    if language != ENGLISH and target.startswith("../"):
        target, into = target[3:], ENGLISH  # up from a translation: the English folder
    folder, slash, rest = target.partition("/")
    if slash:  # a language's folder beside English
        if into != ENGLISH or not LANGUAGE.match(folder) or folder == ENGLISH:
            return None
        target, into = rest, folder
    if not SAFE_NAME.match(target):
        return None
    page, _, part = target.partition("#")
    name = page.removesuffix(".md")
    page_address = "/rules" if name == "README" else f"/rules/{name}"
    asked = f"?lang={into}" if into != language else ""
    return page_address + asked + (f"#{part}" if part else "")


def image_address(source: str, language: str = ENGLISH) -> str | None:
    """Where a rules page's ``images/x.png`` is served: the English folder's, or the
    translation's own (``/rules/<language>/images/x.png``)."""
    found = IMAGE_NAME.match(source)
    if not found:
        return None
    folder = "" if language == ENGLISH else f"{language}/"
    return f"/rules/{folder}images/{found.group(1)}"


def inline(raw: str, link: Address = rules_address, image: Address = image_address) -> str:
    """One line's inline markup as HTML; ``raw`` is the source, escaped here."""
    out = []
    at = 0
    for found in INLINE.finditer(raw):
        out.append(escape(raw[at : found.start()]))
        at = found.end()
        piece = found.group(0)
        if found.group("image"):
            src = image(found.group("src"))
            alt = escape(found.group("alt"))
            out.append(f'<img src="{escape(src)}" alt="{alt}">' if src else alt)
        elif found.group("link"):
            href = link(found.group("href"))
            words = inline(found.group("text"), link, image)
            out.append(f'<a href="{escape(href)}">{words}</a>' if href else words)
        elif found.group("code"):
            out.append(f"<code>{escape(piece[1:-1])}</code>")
        elif found.group("strong"):
            out.append(f"<strong>{inline(piece[2:-2], link, image)}</strong>")
        else:
            out.append(f"<em>{inline(piece[1:-1], link, image)}</em>")
    out.append(escape(raw[at:]))
    return "".join(out)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _table(lines: list[str], words: Callable[[str], str]) -> str:
    head, rows = _cells(lines[0]), [_cells(line) for line in lines[2:]]
    top = "".join(f"<th>{words(cell)}</th>" for cell in head)
    body = "".join(
        "<tr>" + "".join(f"<td>{words(cell)}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{top}</tr></thead><tbody>{body}</tbody></table>"


def _list(items: list[str], ordered: bool, words: Callable[[str], str]) -> str:
    tag = "ol" if ordered else "ul"
    return f"<{tag}>" + "".join(f"<li>{words(item)}</li>" for item in items) + f"</{tag}>"


def to_html(source: str, language: str = ENGLISH) -> str:
    """A whole rules file of ``language``'s folder as HTML (block by block; lines of a
    paragraph or list item that wrap are joined again)."""
    link = partial(rules_address, language=language)
    image = partial(image_address, language=language)

    def words(raw: str) -> str:
        return inline(raw, link, image)

    out: list[str] = []
    lines = source.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        if not stripped:
            index += 1
            continue
        if stripped.startswith("#"):
            level = min(len(stripped) - len(stripped.lstrip("#")), 6)
            heading = stripped[level:].strip()
            out.append(f'<h{level} id="{escape(slug(heading))}">{words(heading)}</h{level}>')
            index += 1
            continue
        if stripped.startswith("|") and index + 1 < len(lines) and "---" in lines[index + 1]:
            block = []
            while index < len(lines) and lines[index].strip().startswith("|"):
                block.append(lines[index])
                index += 1
            out.append(_table(block, words))
            continue
        if stripped.startswith(("- ", "* ")) or ORDERED.match(stripped):
            ordered = bool(ORDERED.match(stripped))
            items: list[str] = []
            while index < len(lines) and lines[index].strip():
                item = lines[index].strip()
                if item.startswith(("- ", "* ")):
                    items.append(item[2:])
                elif ORDERED.match(item):
                    items.append(ORDERED.sub("", item, count=1))
                else:
                    items[-1] += " " + item  # a wrapped line of the item before
                index += 1
            out.append(_list(items, ordered, words))
            continue
        paragraph = []
        while (
            index < len(lines)
            and lines[index].strip()
            and not (lines[index].strip().startswith(("#", "|", "- ")))
        ):
            paragraph.append(lines[index].strip())
            index += 1
        if not paragraph:  # a line of a block kind that did not form its block: its text
            paragraph.append(stripped)
            index += 1
        out.append(f"<p>{words(' '.join(paragraph))}</p>")
    return "".join(out)
