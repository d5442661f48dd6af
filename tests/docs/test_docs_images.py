"""The rules pages' diagrams are what the code draws now, and ``python -m renderers`` behaves."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from bot import rules_images
from bot.rules_images import languages as catalogue_languages
from bot.rules_images import words_in
from renderers.__main__ import main
from renderers.docs import (
    DIAGRAMS,
    IMAGES,
    REGENERATE,
    REGENERATE_ALL,
    draw,
    image_path,
    images_folder,
    linked_images,
    translations,
    write_docs_images,
)

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = sorted((DOCS / "rules").glob("*.md"))
IMAGE_LINK = re.compile(r"\]\((images/[^)\s]+\.png)\)")
BY_NAME = {d.filename: d for d in DIAGRAMS}


def translated_image_problems(docs: Path, languages: list[str] | None = None) -> list[str]:
    """What is wrong with the diagrams of the translations under ``docs/rules/<language>/``
    (of ``languages``, else of every one there is): an image a page links that is missing or
    differs from what the code draws in that language, an image no diagram draws, an image no
    page links (each naming the command that redraws them)."""
    problems = []
    for language in languages or translations(docs, catalogue_languages()):
        folder = images_folder(docs, language)
        linked: set[str] = set()
        for page in sorted((docs / "rules" / language).glob("*.md")):
            for name in linked_images(page.read_text(encoding="utf-8")):
                linked.add(name)
                path = folder / name
                where = path.relative_to(docs.parent)
                if name not in BY_NAME:
                    problems.append(f"{page.relative_to(docs.parent)} links {name}: no diagram")
                elif not path.is_file():
                    problems.append(f"{where} is missing: run `{REGENERATE_ALL}`.")
                elif path.read_bytes() != draw(BY_NAME[name], partial(words_in, language)):
                    problems.append(
                        f"{where} differs from what the code draws: run `{REGENERATE_ALL}`."
                    )
        for stale in sorted({p.name for p in folder.glob("*.png")} - linked):
            problems.append(
                f"{(folder / stale).relative_to(docs.parent)} is linked by no page: "
                f"run `{REGENERATE_ALL}`."
            )
    return problems


@pytest.mark.parametrize(
    "language",
    translations(DOCS, catalogue_languages())
    or [pytest.param(None, marks=pytest.mark.skip(reason="docs/rules holds no translation yet"))],
)
def test_committed_translated_images_are_what_the_code_draws(language):
    """Each translation's diagrams: those its pages link are there, as the code draws them in
    its language, and no other."""
    assert translated_image_problems(DOCS, [language]) == []


def _translation(docs: Path, language: str, page: str, *images: str) -> None:
    folder = docs / "rules" / language
    folder.mkdir(parents=True, exist_ok=True)
    links = "\n\n".join(f"![{name}](images/{name})" for name in images)
    (folder / page).write_text(f"# A page\n\n{links}\n", encoding="utf-8")


def test_a_translations_images_are_drawn_in_its_language_and_checked(tmp_path, capsys):
    docs = tmp_path / "docs"
    _translation(docs, "es-ES", "crossings.md", "crossings-start.png", "crossings-capture.png")
    _translation(docs, "xx", "crossings.md", "crossings-start.png")  # not a catalogue language
    assert rules_images.main([str(docs)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(DIAGRAMS) + 2
    spanish = docs / "rules" / "es-ES" / "images"
    assert sorted(p.name for p in spanish.iterdir()) == [
        "crossings-capture.png",
        "crossings-start.png",
    ]
    assert not (docs / "rules" / "xx" / "images").exists()
    assert translated_image_problems(docs) == []
    # The caption's words are the Spanish catalogue's (pictures.ftl, worked by hand), so the
    # picture is not the English one.
    start = BY_NAME["crossings-start.png"]
    assert (spanish / start.filename).read_bytes() != (docs / IMAGES / start.filename).read_bytes()
    view = {"game": "crossings", "title": "Crossings", "to_move": "white"}
    assert words_in("es-ES", view, "a1-a3").last == "última a1-a3"
    # An image that differs, one that is missing, one no page links: each named, with the command.
    (spanish / "crossings-start.png").write_bytes(draw(start))  # the English caption
    (spanish / "crossings-capture.png").unlink()
    (spanish / "crossings-win.png").write_bytes(b"old")
    run = f"run `{REGENERATE_ALL}`."
    assert translated_image_problems(docs) == [
        f"docs/rules/es-ES/images/crossings-start.png differs from what the code draws: {run}",
        f"docs/rules/es-ES/images/crossings-capture.png is missing: {run}",
        f"docs/rules/es-ES/images/crossings-win.png is linked by no page: {run}",
    ]
    assert rules_images.main([str(docs)]) == 0  # the command mends all three
    assert translated_image_problems(docs) == []
    assert not (spanish / "crossings-win.png").exists()


def test_a_translation_linking_an_image_no_diagram_draws_is_a_one_line_error(tmp_path, capsys):
    docs = tmp_path / "docs"
    _translation(docs, "de", "README.md", "nothing-here.png")
    assert rules_images.main([str(docs)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "README.md links images/nothing-here.png" in err
    assert translated_image_problems(docs) == [
        "docs/rules/de/README.md links nothing-here.png: no diagram"
    ]


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.mark.parametrize("diagram", DIAGRAMS, ids=lambda d: d.filename)
def test_committed_image_is_what_the_code_draws(diagram):
    path = image_path(DOCS, diagram)
    assert path.is_file(), f"{path.relative_to(ROOT)} is missing: run `{REGENERATE}`."
    assert path.read_bytes() == draw(diagram), (
        f"{path.relative_to(ROOT)} differs from what the renderer draws now: run `{REGENERATE}` "
        "and commit the images."
    )


def test_every_image_is_a_diagram_and_every_diagram_is_shown():
    committed = {p.name for p in (DOCS / IMAGES).glob("*.png")}
    drawn = {d.filename for d in DIAGRAMS}
    assert committed == drawn, f"stale or missing images: run `{REGENERATE}`."
    linked = {m.removeprefix("images/") for p in PAGES for m in IMAGE_LINK.findall(p.read_text())}
    assert linked - drawn == set(), "a page links an image no diagram draws"
    assert drawn <= linked, f"diagrams no page shows: {sorted(drawn - linked)}"


def test_diagram_names_are_unique():
    names = [d.filename for d in DIAGRAMS]
    assert len(names) == len(set(names))


def test_drawing_is_deterministic_across_processes():
    here = {d.filename: _digest(draw(d)) for d in DIAGRAMS}
    assert here == {d.filename: _digest(draw(d)) for d in DIAGRAMS}
    script = (
        "import hashlib, json\n"
        "from renderers.docs import DIAGRAMS, draw\n"
        "print(json.dumps({d.filename: hashlib.sha256(draw(d)).hexdigest() for d in DIAGRAMS}))"
    )
    fresh = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert json.loads(fresh.stdout) == here


def test_docs_option_writes_the_committed_images(tmp_path, capsys):
    (tmp_path / "rules" / "images").mkdir(parents=True)
    stale = tmp_path / "rules" / "images" / "gone.png"
    stale.write_bytes(b"old")
    assert main(["--docs", str(tmp_path)]) == 0
    assert not stale.exists()
    written = sorted((tmp_path / IMAGES).glob("*.png"))
    assert [p.name for p in written] == sorted(d.filename for d in DIAGRAMS)
    for path in written:
        assert path.read_bytes() == (DOCS / IMAGES / path.name).read_bytes()
    assert len(capsys.readouterr().out.splitlines()) == len(DIAGRAMS)


def test_write_docs_images_returns_the_paths(tmp_path):
    assert write_docs_images(tmp_path) == [image_path(tmp_path, d) for d in DIAGRAMS]


@pytest.mark.parametrize("option", ["--gallery", "--docs"])
def test_a_regular_file_as_the_directory_is_a_one_line_error(tmp_path, capsys, option):
    target = tmp_path / "board.png"
    target.write_bytes(b"not a directory")
    assert main([option, str(target)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "not a directory" in err and str(target) in err
    assert target.read_bytes() == b"not a directory"


def test_a_file_in_the_way_below_the_directory_is_a_one_line_error(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    assert main(["--gallery", str(tmp_path / "file" / "below")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("python -m renderers: error:")


def test_the_command_line_reports_a_regular_file_without_a_traceback(tmp_path):
    target = tmp_path / "taken"
    target.write_text("x")
    done = subprocess.run(
        [sys.executable, "-m", "renderers", "--gallery", str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize("argv", [[], ["--gallery", "a", "--docs", "b"]])
def test_gallery_or_docs_exactly_one(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "--gallery" in capsys.readouterr().err


def test_the_rules_images_command_refuses_a_regular_file_in_one_line(tmp_path, capsys):
    target = tmp_path / "docs"
    target.write_text("not a directory")
    assert rules_images.main([str(target)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "not a directory" in err
    assert target.read_text() == "not a directory"


def test_the_docs_option_names_the_command_for_the_translations(tmp_path, capsys):
    assert main(["--docs", str(tmp_path)]) == 0
    assert capsys.readouterr().err == ""  # no translation: nothing to say
    (tmp_path / "rules" / "es-ES").mkdir()
    assert main(["--docs", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert err == (
        "python -m renderers: note: the translations' diagrams (es-ES) are not drawn here: "
        f"run `python -m bot.rules_images {tmp_path}`\n"
    )
    assert not (tmp_path / "rules" / "es-ES" / "images").exists()
