"""Citations of the rules pages resolve, and nothing points outside the repository.

Code and tests cite the rules as ``docs/rules/<page>.md § <Heading>``; a renamed heading or
page would leave them pointing nowhere, so every citation in games/ and tests/ is checked
against the ``##`` headings of the page it names.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
CITATION = re.compile(r"docs/rules/([\w.-]+\.md)\s*§\s*")
# A line break inside a citation, with the comment or docstring indentation that follows it.
LINE_BREAK = re.compile(r"\s*\n\s*(?:#+\s*)?")
SKIPPED_DIRS = {".git", ".venv", ".ci-venv", "__pycache__", ".pytest_cache", ".ruff_cache"}
# Written in two pieces so that this file does not match itself.
FORBIDDEN = [".." + "/shared", "RULES" + ".md", "ARCHITECTURE" + ".md"]


def headings(page: Path) -> set[str]:
    return {line[3:].strip() for line in page.read_text().splitlines() if line.startswith("## ")}


def citations(text: str) -> list[tuple[str, str]]:
    """(page, the text after ``§``) for every citation; the heading is a prefix of that text."""
    flat = LINE_BREAK.sub(" ", text)
    return [(m.group(1), flat[m.end() : m.end() + 120]) for m in CITATION.finditer(flat)]


def resolves(page: str, after: str) -> bool:
    path = RULES / page
    if not path.is_file():
        return False
    return any(
        after.startswith(heading) and not after[len(heading) : len(heading) + 1].isalnum()
        for heading in headings(path)
    )


def _cited_files() -> list[Path]:
    here = Path(__file__).resolve()  # its examples of broken citations are meant to be broken
    files = (p for folder in ("games", "tests") for p in (ROOT / folder).rglob("*.py"))
    return sorted(p for p in files if p.resolve() != here)


def test_every_rules_citation_names_an_existing_page_and_heading():
    broken = []
    count = 0
    for path in _cited_files():
        for page, after in citations(path.read_text()):
            count += 1
            if not resolves(page, after):
                broken.append(f"{path.relative_to(ROOT)}: docs/rules/{page} § {after[:40]!r}")
    assert broken == [], "citations pointing nowhere:\n" + "\n".join(broken)
    assert count > 0  # the scan found the citations it is meant to check


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("see docs/rules/README.md § Move input: case", True),
        ("# docs/rules/checkers-bosses.md §\n    # Different bindings.", True),
        ("docs/rules/README.md § One decision, one move", True),
        ("docs/rules/README.md § Move inputs", False),
        ("docs/rules/nowhere.md § Moves", False),
    ],
)
def test_the_citation_check_itself(text, ok):
    [(page, after)] = citations(text)
    assert resolves(page, after) is ok


def _repository_files():
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if any(p in SKIPPED_DIRS or p.endswith(".egg-info") for p in parts[:-1]):
            continue
        if path.is_file() and not path.name.endswith(".egg-info"):
            yield path


def test_nothing_refers_to_files_outside_the_repository():
    found = []
    for path in _repository_files():
        data = path.read_bytes()
        for needle in FORBIDDEN:
            if needle.encode() in data:
                found.append(f"{path.relative_to(ROOT)} mentions {needle}")
    assert found == [], "the repository must cite docs/, not outside files:\n" + "\n".join(found)


COMMON = [
    "The board and the pieces",
    "Moves",
    "Captures",
    "How the game ends",
    "Options",
    "Move notation",
    "Position strings",
    "How Gamut reads the original",
]
EXTRA = {
    "kings-crossing": ["Trapped pieces", "Stealth King"],
    "checkers-bosses": ["Promotion", "Bosses", "Different bindings"],
    "crossings": ["Phalanxes", "Crossing"],
    "king-of-the-castle": ["Castles"],
    "charing-cross": ["Jumped pieces go home"],
}
INDEX = [
    "Squares and sides",
    "One decision, one move",
    "Passing",
    "Move input",
    "Position strings",
    "Host rules",
]


@pytest.mark.parametrize("game_id", sorted(EXTRA))
def test_each_game_page_has_the_headings_others_cite(game_id):
    assert game_id in games.ids()
    assert set(COMMON + EXTRA[game_id]) <= headings(RULES / f"{game_id}.md")


def test_the_rules_index_has_its_headings_and_lists_every_game():
    assert set(INDEX) <= headings(RULES / "README.md")
    text = (RULES / "README.md").read_text()
    assert all(f"]({game_id}.md)" in text for game_id in games.ids())


def test_every_option_of_every_game_is_documented():
    for game_id in games.ids():
        text = (RULES / f"{game_id}.md").read_text()
        section = text.split("## Options", 1)[1].split("\n## ", 1)[0]
        for spec in games.get(game_id).options:
            assert f"`{spec.name}`" in section, f"{game_id}: option {spec.name} not documented"
