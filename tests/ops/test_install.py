"""docs/operating.md's server install and upgrade, run for real: the documented commands (with
the paths moved under a temporary folder and without ``sudo``) install a release into a fresh
virtual environment, then upgrade it to a release that deleted a module, with a stale
``build/`` folder and a stray file in the source tree, as the old procedure and an unpacked-over
release leave.

Cost: one virtual environment with pip (see :func:`make_venv`) and two pip builds, 15.6 s of
processor time on the 2-core machine under load (18.0 s with ensurepip's compiled pip).  It
installs Gamut alone (``--no-deps``: the files are what is checked, not whether it runs),
without byte-compiling (``__pycache__`` is not what is checked either), and builds it with the
build backend pyproject.toml names installed once into the new environment
(``--no-build-isolation``: pip still unpacks the archive into a fresh folder of its own and
builds there, which is what keeps a stale ``build/`` out; it only skips making a throwaway
environment with the backend for each build).  The one thing pip fetches is that backend
(setuptools, from the package index configured for pip, as every ``pip install`` of Gamut
does).
"""

from __future__ import annotations

import ensurepip
import re
import shlex
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OPERATING = ROOT / "docs" / "operating.md"
PACKAGES = ("bot", "games", "renderers", "storage", "tournaments")
HOME = "/opt/gamut"
PIP_TIMEOUT = 600  # seconds: a safety net against a hang, never what the test decides


def documented_install() -> list[str]:
    """The commands that build and install Gamut, as 'Installing on a server' gives them,
    checked to be the ones 'Upgrading' repeats."""
    install = OPERATING.read_text().split("## Installing on a server")[1].split("\n## ")[0]
    upgrade = OPERATING.read_text().split("## Upgrading")[1].split("\n## ")[0]
    lines = [
        line.split("  #")[0].strip()
        for line in install.splitlines()
        if line.startswith("sudo -u gamut") and ("archive" in line or "pip install" in line)
    ]
    assert any("pip install" in line for line in lines), lines
    spans = re.findall(r"`([^`]+)`", upgrade)
    assert all(line in spans for line in lines), (lines, spans)
    return lines


def run(command: list[str], cwd: Path | None = None) -> str:
    done = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, timeout=PIP_TIMEOUT, check=False
    )
    assert done.returncode == 0, f"{shlex.join(command)}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def pip_run(words: list[str], what: str) -> None:
    """A pip command; skipped (saying why) where no package index gives the build backend."""
    done = subprocess.run(words, capture_output=True, text=True, timeout=PIP_TIMEOUT, check=False)
    if done.returncode != 0 and "No matching distribution found for setuptools" in (
        done.stdout + done.stderr
    ):
        pytest.skip("pip cannot reach a package index for the build backend (setuptools)")
    assert done.returncode == 0, f"{what}:\n{done.stdout}\n{done.stderr}"


def make_venv(venv: Path) -> None:
    """A new virtual environment with pip, as ``python -m venv`` makes one, but with pip
    installed from the same wheel Python bundles without byte-compiling it: ensurepip compiles
    all of pip, 5.8 s of processor time where the rest of making the environment takes 2.5 s.
    Where Python keeps no bundled wheel (a distribution that moved them), ``python -m venv``."""
    bundled = sorted((Path(ensurepip.__file__).parent / "_bundled").glob("pip-*.whl"))
    if not bundled:
        run([sys.executable, "-m", "venv", str(venv)])
        return
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    wheel = str(bundled[-1])
    # pip runs from its wheel (a zip on sys.path), installing that wheel into the venv.
    run(
        [
            str(venv / "bin" / "python"),
            f"{wheel}/pip",
            "install",
            "--no-index",
            "--no-compile",
            "--no-cache-dir",
            "--quiet",
            wheel,
        ]
    )
    assert (venv / "bin" / "pip").exists(), "pip was not installed into the environment"


def install_build_backend(venv: Path) -> None:
    """The build backend pyproject.toml requires, into ``venv`` (see the module docstring)."""
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    pip_run([str(venv / "bin" / "pip"), "install", "--no-compile", *requires], "build backend")


def run_documented(home: Path, lines: list[str]) -> None:
    """``lines`` as the operator runs them, in ``home`` instead of /opt/gamut, as its owner;
    pip is told to install Gamut alone (its dependencies are not what is checked), with the
    build backend already in the environment and without byte-compiling."""
    for line in lines:
        words = shlex.split(line.replace(HOME, str(home)))
        assert words[:3] == ["sudo", "-u", "gamut"], line
        words = words[3:]
        if words[0].endswith("/pip") and words[1] == "install":
            words[2:2] = ["--no-deps", "--no-build-isolation", "--no-compile"]
        pip_run(words, line)


def git(src: Path, *args: str) -> str:
    return run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=src)


def installed_files(venv: Path) -> set[str]:
    """Every file of the installed packages, relative to site-packages."""
    purelib = Path(sysconfig.get_path("purelib", vars={"base": str(venv), "platbase": str(venv)}))
    return {
        path.relative_to(purelib).as_posix()
        for package in PACKAGES
        for path in (purelib / package).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def test_the_documented_upgrade_installs_exactly_the_new_release(tmp_path):
    commands = documented_install()
    home = tmp_path / "opt-gamut"
    src = home / "src"
    src.mkdir(parents=True)
    # Release 1: this tree's packaged files (as tracked by git), plus a module it will delete.
    tracked = run(["git", "ls-files", "pyproject.toml", "README.md", *PACKAGES], cwd=ROOT)
    for name in tracked.split():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        (src / name).write_bytes((ROOT / name).read_bytes())
    (src / "bot" / "retired_module.py").write_text('"""Gone in release 2."""\n')
    git(src, "init", "-q")
    git(src, "add", "-A")
    git(src, "commit", "-q", "-m", "release 1")
    venv = home / ".venv"
    make_venv(venv)
    install_build_backend(venv)

    run_documented(home, commands)
    first = installed_files(venv)
    assert "bot/retired_module.py" in first and "bot/console/app.py" in first
    assert not (src / "build").exists(), "the install built in the source tree"

    # Release 2 deletes the module.  The tree also holds what installing from the source
    # folder left (build/lib, egg-info) and a stray file an unpacked-over release would leave.
    git(src, "rm", "-q", "bot/retired_module.py")
    git(src, "commit", "-q", "-m", "release 2")
    (src / "build" / "lib" / "bot").mkdir(parents=True)
    (src / "build" / "lib" / "bot" / "retired_module.py").write_text('"""stale build"""\n')
    (src / "build" / "lib" / "bot" / "planted.py").write_text('"""stale build"""\n')
    (src / "bot" / "stray.py").write_text('"""not in any release"""\n')

    run_documented(home, commands)
    second = installed_files(venv)
    assert second == {name for name in first if name != "bot/retired_module.py"}
    version = run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "import importlib.metadata as m; print(m.version('gamut'))",
        ]
    )
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert version.strip() == pyproject["project"]["version"]
    purelib = sysconfig.get_path("purelib", vars={"base": str(venv), "platbase": str(venv)})
    assert len(list(Path(purelib).glob("gamut-*.dist-info"))) == 1  # the upgrade replaced it
