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
RUN = 10
ROW = re.compile(r"^\| `([a-z-]+\.ftl)` \|", re.MULTILINE)


def test_the_file_table_names_every_area_file_once() -> None:
    """The page's file table is the English folder's file list: same names, none twice."""
    listed = ROW.findall(PAGE.read_text(encoding="utf-8"))
    on_disk = sorted(path.name for path in (LOCALES / "en").glob("*.ftl"))
    assert len(listed) == len(set(listed)), f"named twice: {sorted(listed)}"
    assert sorted(listed) == on_disk


def test_the_page_says_nothing_twice() -> None:
    """A passage repeated by an edit reads as a mistake to a volunteer: no run of ten words of
    the page's prose (outside code blocks and tables) appears twice."""
    text = re.sub(r"```.*?```", "", PAGE.read_text(encoding="utf-8"), flags=re.DOTALL)
    words = " ".join(line for line in text.splitlines() if not line.startswith("|")).split()
    runs = [" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1)]
    repeated = sorted({run for run in runs if runs.count(run) > 1})
    assert repeated == []
