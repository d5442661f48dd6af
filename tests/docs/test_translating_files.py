"""docs/translating.md lists every area file a language folder holds, and nothing else: a
volunteer who follows the list translates the whole bot, and a new area file is not forgotten
on the page that tells translators what to translate.

Cost: reads two small folders and one page.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "translating.md"
LOCALES = ROOT / "bot" / "i18n" / "locales"
ROW = re.compile(r"^\| `([a-z-]+\.ftl)` \|", re.MULTILINE)


def test_the_file_table_names_every_area_file_once() -> None:
    """The page's file table is the English folder's file list: same names, none twice."""
    listed = ROW.findall(PAGE.read_text(encoding="utf-8"))
    on_disk = sorted(path.name for path in (LOCALES / "en").glob("*.ftl"))
    assert len(listed) == len(set(listed)), f"named twice: {sorted(listed)}"
    assert sorted(listed) == on_disk


def test_the_page_says_nothing_twice() -> None:
    """A line repeated by an edit reads as a mistake to a volunteer: every long line of the
    page's prose (outside code blocks and tables) appears once."""
    text = re.sub(r"```.*?```", "", PAGE.read_text(encoding="utf-8"), flags=re.DOTALL)
    lines = [line.strip() for line in text.splitlines() if not line.startswith("|")]
    long_ones = [line for line in lines if len(line) > 40]
    repeated = sorted({line for line in long_ones if long_ones.count(line) > 1})
    assert repeated == []
