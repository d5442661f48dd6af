"""Every translated rules page keeps its English page's structure (docs/translating.md §
The rules pages): the same headings at each level in the same order, the same images in the
same order, the same code spans and code blocks (move notation, squares, ids and commands
are never translated), and internal links that all land on a heading of the target page in
the same language.  A folder of docs/rules that is no language of the catalogue is refused
too, since the web companion would never serve it.

The checker is tried on hand-made translations in tmp_path (docs/rules may hold none yet):
a good one passes, and a changed code span, a missing heading, a broken anchor and a missing
image each fail with a message naming the file and the problem.  Anchors in those pages are
written by hand (GitHub's slugs: lower case, punctuation dropped, accents kept).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.rules_images import languages
from bot.web.markdown import slug

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
FENCE = re.compile(r"^```.*?^```[^\n]*$", re.M | re.S)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*$", re.M)
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
LINK = re.compile(r"(?<!!)\[[^\]]+\]\(([^)\s]+)\)")
CODE = re.compile(r"`[^`\n]+`")


@dataclass(frozen=True)
class Page:
    """What the check compares of one rules page."""

    headings: list[tuple[int, str]]  # (level, words)
    images: list[str]
    code: Counter[str]
    blocks: list[str]
    links: list[str]

    @classmethod
    def read(cls, path: Path) -> Page:
        source = path.read_text(encoding="utf-8")
        blocks = FENCE.findall(source)
        text = FENCE.sub("", source)
        return cls(
            headings=[(len(marks), words) for marks, words in HEADING.findall(text)],
            images=IMAGE.findall(text),
            code=Counter(CODE.findall(text)),
            blocks=blocks,
            links=LINK.findall(text),
        )

    def anchors(self) -> set[str]:
        return {slug(words) for _level, words in self.headings}


def structure_problems(path: Path, rules: Path = RULES) -> list[str]:
    """What is wrong with the translated page ``path`` (``rules/<language>/NAME.md``)
    against ``rules/NAME.md``; each line names the file."""
    where = f"{path.parent.name}/{path.name}"
    english_path = rules / path.name
    if not english_path.is_file():
        return [f"{where}: there is no English {path.name} to translate"]
    english, page = Page.read(english_path), Page.read(path)
    problems = []
    levels, ours = [lv for lv, _ in english.headings], [lv for lv, _ in page.headings]
    if levels != ours:
        at = next((i for i, (a, b) in enumerate(zip(levels, ours, strict=False)) if a != b), None)
        at = min(len(levels), len(ours)) if at is None else at
        theirs = english.headings[at] if at < len(english.headings) else None
        said = f"{'#' * theirs[0]} {theirs[1]}" if theirs else "no heading"
        problems.append(
            f"{where}: {len(ours)} headings where {path.name} has {len(levels)}; the "
            f"{at + 1}. differs (English: '{said}'): levels {ours} instead of {levels}"
        )
    if english.images != page.images:
        missing = [image for image in english.images if image not in page.images]
        extra = [image for image in page.images if image not in english.images]
        problems.append(
            f"{where}: images {page.images} instead of {english.images}"
            + (f"; missing {missing}" if missing else "")
            + (f"; not in English {extra}" if extra else "")
        )
    if english.code != page.code:
        missing = sorted((english.code - page.code).elements())
        extra = sorted((page.code - english.code).elements())
        problems.append(
            f"{where}: code spans differ from {path.name}'s (never translate inside "
            f"backticks): missing {missing}, not in English {extra}"
        )
    if english.blocks != page.blocks:
        problems.append(f"{where}: its code blocks differ from {path.name}'s")
    for link in page.links:
        problem = _link_problem(link, path, page, rules)
        if problem:
            problems.append(f"{where}: link {link}: {problem}")
    return problems


def _link_problem(link: str, path: Path, page: Page, rules: Path) -> str | None:
    """Why an internal link of a translated page does not resolve (None: it does, or it
    leaves the rules, which this check does not follow)."""
    if link.startswith(("https://", "http://", "../../")):
        return None
    target, _, anchor = link.partition("#")
    folder = path.parent
    if target.startswith("../"):  # the English page, or another translation's
        target, folder = target[3:], rules
        if "/" in target:
            language, _, target = target.partition("/")
            folder = rules / language
    if not target:
        found = page
    else:
        file = folder / target
        if not target.endswith(".md") or "/" in target or not file.is_file():
            hint = (
                "link a page the folder lacks as ../NAME.md"
                if folder == path.parent
                else "a link out of docs/rules gains one ../"
            )
            return f"{target} is no page in {folder.name}/ ({hint})"
        found = Page.read(file)
    if anchor and anchor not in found.anchors():
        name = target or path.name
        return f"{name} has no heading whose anchor is #{anchor}"
    return None


def translated_files(rules: Path = RULES) -> list[Path]:
    return sorted(p for code in languages() for p in (rules / code).glob("*.md"))


TRANSLATED = translated_files()


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=f"{p.parent.name}/{p.name}") for p in TRANSLATED]
    or [pytest.param(None, marks=pytest.mark.skip(reason="docs/rules holds no translation yet"))],
)
def test_a_translated_rules_page_keeps_the_english_structure(path: Path) -> None:
    assert structure_problems(path) == []


def test_every_folder_of_the_rules_is_a_language_of_the_catalogue() -> None:
    folders = {p.name for p in RULES.iterdir() if p.is_dir()} - {"images"}
    assert folders <= set(languages()), (
        f"docs/rules/ folders that are no language of bot/i18n/locales: "
        f"{sorted(folders - set(languages()))}"
    )


ENGLISH = """# Crossings

![The start](images/crossings-start.png)

## Captures

Play `a1-a3` or `a1xa3`; see [passing](README.md#passing) and [captures](#captures).

```text
pppppppp/8 w
```

## How the game ends

![The end](images/crossings-win.png)

See the [architecture](../architecture.md).
"""
SPANISH = """# Crossings

![El inicio](images/crossings-start.png)

## Capturas múltiples

Juega `a1-a3` o `a1xa3`; véase [pasar](README.md#pasar), [capturas](#capturas-múltiples)
y [la página inglesa](../crossings.md#captures).

```text
pppppppp/8 w
```

## Cómo termina la partida

![El final](images/crossings-win.png)

Véanse las [notas](../../architecture.md).
"""


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    (folder / "es-ES").mkdir(parents=True)
    (folder / "README.md").write_text("# The games\n\n## Passing\n", encoding="utf-8")
    (folder / "crossings.md").write_text(ENGLISH, encoding="utf-8")
    (folder / "es-ES" / "README.md").write_text("# Los juegos\n\n## Pasar\n", encoding="utf-8")
    return folder


def check(rules: Path, spanish: str) -> list[str]:
    path = rules / "es-ES" / "crossings.md"
    path.write_text(spanish, encoding="utf-8")
    return structure_problems(path, rules)


def test_a_faithful_translation_passes(rules: Path) -> None:
    assert check(rules, SPANISH) == []
    assert structure_problems(rules / "es-ES" / "README.md", rules) == []


def test_a_changed_code_span_fails(rules: Path) -> None:
    problems = check(rules, SPANISH.replace("`a1xa3`", "`a1 x a3`"))
    assert problems == [
        "es-ES/crossings.md: code spans differ from crossings.md's (never translate inside "
        "backticks): missing ['`a1xa3`'], not in English ['`a1 x a3`']"
    ]


def test_a_missing_heading_fails(rules: Path) -> None:
    problems = check(rules, SPANISH.replace("## Cómo termina la partida\n", ""))
    assert problems == [
        "es-ES/crossings.md: 2 headings where crossings.md has 3; the 3. differs (English: "
        "'## How the game ends'): levels [1, 2] instead of [1, 2, 2]"
    ]


def test_a_broken_anchor_fails(rules: Path) -> None:
    # The anchor of the English heading, not of the translated one; and one into a page.
    problems = check(
        rules,
        SPANISH.replace("#capturas-múltiples", "#capturas-multiples").replace("#pasar", "#passing"),
    )
    assert problems == [
        "es-ES/crossings.md: link README.md#passing: README.md has no heading whose anchor is "
        "#passing",
        "es-ES/crossings.md: link #capturas-multiples: crossings.md has no heading whose "
        "anchor is #capturas-multiples",
    ]


def test_a_link_to_a_page_the_translation_lacks_fails(rules: Path) -> None:
    problems = check(rules, SPANISH.replace("(README.md#pasar)", "(charing-cross.md)"))
    assert problems == [
        "es-ES/crossings.md: link charing-cross.md: charing-cross.md is no page in es-ES/ "
        "(link a page the folder lacks as ../NAME.md)"
    ]


def test_a_missing_image_fails(rules: Path) -> None:
    problems = check(rules, SPANISH.replace("![El final](images/crossings-win.png)\n", ""))
    assert problems == [
        "es-ES/crossings.md: images ['images/crossings-start.png'] instead of "
        "['images/crossings-start.png', 'images/crossings-win.png']; missing "
        "['images/crossings-win.png']"
    ]


def test_a_page_with_no_english_original_fails(rules: Path) -> None:
    path = rules / "es-ES" / "cruces.md"
    path.write_text(SPANISH, encoding="utf-8")
    assert structure_problems(path, rules) == [
        "es-ES/cruces.md: there is no English cruces.md to translate"
    ]


def test_the_english_pages_copied_as_a_translation_pass(tmp_path: Path) -> None:
    """The committed pages themselves, copied into a language folder with their links out of
    the rules one ``../`` deeper (as rules-layout asks of a translation), pass: the checker
    finds nothing wrong with a page that is its English page."""
    rules = tmp_path / "rules"
    (rules / "de").mkdir(parents=True)
    for page in sorted(RULES.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        (rules / page.name).write_text(text, encoding="utf-8")
        (rules / "de" / page.name).write_text(text.replace("](../", "](../../"), encoding="utf-8")
    copies = sorted((rules / "de").glob("*.md"))
    assert len(copies) == 6
    assert [problem for path in copies for problem in structure_problems(path, rules)] == []
    # Left as in English, a link out of the rules lands in docs/rules itself: caught.
    kings = rules / "de" / "kings-crossing.md"
    kings.write_text((RULES / "kings-crossing.md").read_text(encoding="utf-8"), encoding="utf-8")
    assert structure_problems(kings, rules) == [
        "de/kings-crossing.md: link ../architecture.md: architecture.md is no page in rules/ "
        "(a link out of docs/rules gains one ../)"
    ]
