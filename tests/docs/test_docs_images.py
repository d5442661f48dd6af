"""The rules pages' diagrams are what the code draws now, and ``python -m renderers`` behaves."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from renderers.__main__ import main
from renderers.docs import DIAGRAMS, IMAGES, REGENERATE, draw, image_path, write_docs_images

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = sorted((DOCS / "rules").glob("*.md"))
IMAGE_LINK = re.compile(r"\]\((images/[^)\s]+\.png)\)")


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
