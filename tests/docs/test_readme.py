"""The README does what it says, as python-chess doctests its README: its two commands are the
ones ``.ci/run`` runs, its console example played through the first command's ``python -m bot``
in a fresh process starts the matches it describes, its permissions integer is the permissions it
names, and every link of the README and of the docs pages leads to a file and heading that exist.

Cost: one console process (about a second of processor time); the rest reads files.
"""

from __future__ import annotations

import re
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path

import discord

from tests.bot.test_console_process import assert_clean, console_env
from tests.processes import SAFETY

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CI = ROOT / ".ci" / "run"
PAGES = [README, ROOT / "benchmarks" / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
PNG = b"\x89PNG\r\n\x1a\n"


def fenced(text: str, language: str) -> list[list[str]]:
    """The blocks of ``text`` fenced as ``language``, each as its lines."""
    return [block.splitlines() for block in re.findall(rf"```{language}\n(.*?)```", text, re.S)]


def readme_commands() -> tuple[list[str], list[str]]:
    """The README's two commands, each as its ``&&``-separated steps."""
    (install_and_run, test), *_ = fenced(README.read_text(), "sh")
    return install_and_run.split(" && "), test.split(" && ")


def ci_steps() -> list[list[str]]:
    """``.ci/run``'s commands as words, comments and blank lines left out."""
    lines = [line for line in CI.read_text().splitlines() if line.strip()]
    return [shlex.split(line) for line in lines if not line.lstrip().startswith("#")]


def test_the_readme_has_two_commands_that_share_the_install_and_need_only_python() -> None:
    first, second = readme_commands()
    assert len(first) == len(second) == 3
    assert first[:2] == second[:2]  # one install, then the main job or the tests
    venv, install, run = (shlex.split(step) for step in first)
    assert venv == ["python3", "-m", "venv", ".venv"]
    assert install == [".venv/bin/pip", "install", "-e", ".[test]"]
    assert run == [".venv/bin/python", "-m", "bot"]
    assert shlex.split(second[2]) == [".venv/bin/python", "-m", "pytest"]


def test_ci_runs_the_readmes_install_and_test_command() -> None:
    """``.ci/run`` makes a fresh venv, installs as the README does (quietly) and runs the
    README's test command with that venv's python, after ruff and mypy."""
    _, readme_install, readme_test = (shlex.split(step) for step in readme_commands()[1])
    steps = ci_steps()
    venv = next(words for words in steps if words[1:3] == ["-m", "venv"])
    assert venv[0] == "$PYTHON" and 'PYTHON="${PYTHON:-python3}"' in CI.read_text()
    assert ["python", "-m", "pip", *readme_install[1:]] in [
        [word for word in words if word != "--quiet"] for words in steps
    ]
    readme_test[0] = "python"  # .ci/run has activated its venv
    assert steps[-1] == readme_test
    assert steps[-3:-1] == [["ruff", "check", "."], ["mypy"]]
    lines = CI.read_text().splitlines()
    assert lines[-2] == "# The README's test command:" and shlex.split(lines[-1]) == readme_test


def test_the_readmes_console_example_plays_as_it_says(tmp_path: Path) -> None:
    """The first command's main job with no token, fed ``help``, the README's example and the
    two choices its comment names: the console lists every command the example uses, the first
    line is a King's Crossing the one player plays on both sides whose Kings stay off the public
    board, the challenge accepted as bob starts Charing Cross with bob as Black, and the
    database and the boards are where the README says, under the working directory."""
    (example,) = fenced(README.read_text(), "text")
    commands = [line.split("#")[0].strip() for line in example]
    choices = re.findall(r"'(choose \w+)'", example[0])
    assert commands[0] == "play kings-crossing stealth=on" and choices == ["choose c1", "choose b7"]
    script = "\n".join(["help", commands[0], *choices, *commands[1:]]) + "\n"
    env = console_env(tmp_path, PYTHONPATH=str(ROOT))
    # The defaults the README names; the web companion on, on any free port (the default
    # one may be another test's).
    del env["GAMUT_DATABASE"], env["GAMUT_BOARD_DIR"]
    env["GAMUT_WEB_PORT"] = "0"
    main_job = shlex.split(readme_commands()[0][2])[1:]
    done = subprocess.run(
        [sys.executable, *main_job],
        input=script.encode(),
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=SAFETY,
    )
    assert done.returncode == 0  # the end of a script ends the console
    assert_clean(done.stderr)
    out = done.stdout.decode()
    assert "error:" not in out, out
    assert re.search(r"In a browser: http://127\.0\.0\.1:\d+ \('web' gives", out), out[:400]
    listing = out.split("Commands")[1].split("Moves are numbered")[0].splitlines()[1:]
    listed = {line.split()[0] for line in listing if re.match(r"  \S", line)}
    assert {command.split()[0] for command in ["help", *commands]} <= listed, listed

    begins = r"Match #1 \(King's Crossing\) begins: (\w+) \(White\) vs (\w+) \(Black\)"
    player = re.search(begins, out)
    assert player and player[1] == player[2], "one player on both sides"
    assert f"your choice for white is {choices[0].split()[1]}" in out
    assert f"your choice for black is {choices[1].split()[1]}" in out
    public = out.split("Both choices are made")[1].split("match-1-board.png")[0]
    rows = [line for line in public.splitlines() if re.match(r"\s+\d\s", line)]
    assert len(rows) == 8 and not any(re.search("[Kk]", row) for row in rows), rows
    assert f"Match #2 (Charing Cross) begins: {player[1]} (White) vs bob (Black)." in out

    with sqlite3.connect(tmp_path / "data" / "gamut.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM matches").fetchone() == (2,)
    db.close()
    boards = tmp_path / "boards"
    for name in ("match-1-board", "match-1-white", "match-1-black", "match-2-board"):
        assert (boards / f"{name}.png").read_bytes().startswith(PNG), name


def test_the_invite_permissions_integer_is_the_permissions_the_readme_names() -> None:
    text = README.read_text()
    named = re.search(r"these\s+permissions: (.*?) \(permissions integer `(\d+)`\)", text, re.S)
    assert named is not None
    flags = {name.strip().lower().replace(" ", "_") for name in named[1].split(",")}
    flags = {"view_channel" if flag == "view_channels" else flag for flag in flags}
    assert discord.Permissions(**dict.fromkeys(flags, True)).value == int(named[2])
    assert f"permissions={named[2]}`" in text


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to '-'."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading anchor of ``page`` (a repeated heading gets ``-1``, ``-2``... as on
    GitHub), headings inside fenced code left out."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    seen: dict[str, int] = {}
    found = set()
    for line in text.splitlines():
        if match := re.match(r"#{1,6} (.+)", line):
            base = slug(match[1])
            found.add(f"{base}-{seen[base]}" if base in seen else base)
            seen[base] = seen.get(base, 0) + 1
    return found


def test_the_slug_rule_itself() -> None:
    assert slug("Privacy: who sees what") == "privacy-who-sees-what"
    assert slug("The King o' the Castle") == "the-king-o-the-castle"
    assert slug("Byes, withdrawals (Swiss)") == "byes-withdrawals-swiss"
    assert slug("`python -m bot`") == "python--m-bot"


def test_every_link_of_the_readme_and_the_docs_leads_to_a_file_and_heading_that_exist() -> None:
    broken = []
    for page in PAGES:
        text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            path, _, anchor = target.partition("#")
            linked = (page.parent / path).resolve() if path else page
            if not linked.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
            elif anchor and anchor not in anchors(linked):
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert broken == []


def test_the_readme_links_every_docs_page() -> None:
    linked = {(README.parent / path).resolve() for path in LINK.findall(README.read_text())}
    pages = {page.resolve() for page in (ROOT / "docs").glob("*.md")}
    assert pages <= linked, sorted(str(page) for page in pages - linked)


def test_the_readme_is_a_front_door() -> None:
    assert len(README.read_text().splitlines()) <= 150


def test_the_readme_says_the_console_s_picture_folder_stays_bounded() -> None:
    """Issue 44: 220 files in one session.  The console now keeps one file per match and
    purpose (tests/bot/test_console_session.py), and the README's console paragraph says so."""
    words = " ".join(README.read_text().split())
    assert "its PNG in `boards/` (one file per match and purpose, replaced as play goes on" in words


def table_rows(page: Path) -> list[str]:
    """The rows of ``page``'s tables whose first cell starts with code."""
    return [line for line in page.read_text().splitlines() if line.startswith("| `")]


def test_the_operating_page_documents_every_setting_of_env_example() -> None:
    """Every ``NAME=`` of ``.env.example`` (which tests/bot/test_settings.py holds to the
    settings read) heads a row of one of the operating page's tables."""
    names = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(), flags=re.M))
    operating = ROOT / "docs" / "operating.md"
    first_cells = [row.split(" | ")[0] for row in table_rows(operating)]
    documented = {name for cell in first_cells for name in re.findall(r"`([A-Z_]+)`", cell)}
    assert names <= documented, sorted(names - documented)


def test_every_benchmark_script_has_one_row() -> None:
    rows = table_rows(ROOT / "benchmarks" / "README.md")
    scripts = [path.stem for path in (ROOT / "benchmarks").glob("*.py") if path.stem != "__init__"]
    for script in scripts:
        command = re.compile(rf"benchmarks[./]{script}\b")
        named = [row for row in rows if command.search(row.split(" | ")[0])]
        assert len(named) == 1, (script, named)
    assert len(rows) == len(scripts)
