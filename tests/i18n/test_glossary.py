"""The glossary's choices hold in the catalogue: each row of docs/glossary.md's "Words kept
apart" table names a language, the messages it covers (an id prefix, or ``*``), the word
chosen and the word rejected; those messages use the chosen word and never the rejected one.

The table is read from the page itself, so a translator who records a choice there gets it
checked; the messages are read with Fluent's own parser (fluent.syntax), not with bot/i18n.

Cost: parses two languages' catalogues once.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
LOCALES = ROOT / "bot" / "i18n" / "locales"
HEADING = "### Words kept apart"
ROW = re.compile(r"^\| (\S+) \| (\S+) \| ([^|]+?) \| ([^|]+?) \|$")


def _rows() -> list[tuple[str, str, str, str]]:
    """The table's rows under its heading, up to the next heading."""
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split(HEADING, 1)[1].split("\n#", 1)[0]
    rows = [ROW.match(line) for line in section.splitlines()]
    found = [m.groups() for m in rows if m and m.group(1) not in ("language", "---")]
    return [(a, b, c, d) for a, b, c, d in found]


@cache
def _messages(language: str) -> dict[str, str]:
    """Every message of ``language`` by id, as its Fluent source (value and attributes)."""
    parser, serializer = FluentParser(), FluentSerializer()
    found: dict[str, str] = {}
    for path in sorted((LOCALES / language).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                entry.comment = None
                found[entry.id.name] = serializer.serialize_entry(entry)
    return found


def _word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)


def test_the_table_is_there() -> None:
    """The table reads as rows (a broken table would make every check below vacuous)."""
    rows = _rows()
    assert len(rows) >= 20
    assert {language for language, *_ in rows} == {"de", "es-ES"}


@pytest.mark.parametrize(("language", "prefix", "chosen", "rejected"), _rows())
def test_a_chosen_word_is_used_and_its_rejected_one_is_not(
    language: str, prefix: str, chosen: str, rejected: str
) -> None:
    covered = {
        mid: text
        for mid, text in _messages(language).items()
        if prefix == "*" or mid.startswith(prefix)
    }
    assert covered, f"no {language} message starts with {prefix}"
    assert any(_word(chosen).search(text) for text in covered.values()), chosen
    offending = sorted(mid for mid, text in covered.items() if _word(rejected).search(text))
    assert offending == [], f"{rejected!r} where the glossary chose {chosen!r}"
