"""The message ids the code names, read from the source (never by running it): what
tests/i18n compares with the English catalogue.

Two readings, for two questions:

- :func:`message_calls`: each literal id given to ``t("id", ...)`` (the service's and front
  ends' messages), with where it is, so that an id English lacks is named with its line;
- :func:`id_constants`: every string constant of the code shaped like an id, for "is this
  English message used anywhere?": an id may travel as data before it reaches ``t`` (the
  console's help table pairs each command with its message id).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "games", "renderers", "storage", "tournaments")
MESSAGE_ID = r"[a-z][a-z0-9_]*-[a-z0-9_-]+(?:\.[a-z][a-z0-9_-]*)?"
QUOTED_ID = re.compile(rf"""(["'])({MESSAGE_ID})\1""")


def sources(root: Path = ROOT) -> list[Path]:
    """The project's own modules (a checkout may hold a virtual environment whose libraries
    have constants of their own)."""
    return sorted(path for package in PACKAGES for path in (root / package).rglob("*.py"))


@cache
def _parsed(root: Path) -> tuple[tuple[Path, ast.AST], ...]:
    """Each module parsed once per test process (parsing is the slow part)."""
    return tuple(
        (path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        for path in sources(root)
    )


def _trees(root: Path) -> Iterator[tuple[Path, ast.AST]]:
    yield from _parsed(root)


def _is_t(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == "t") or (
        isinstance(func, ast.Attribute) and func.attr == "t"
    )


def message_calls(root: Path = ROOT) -> list[tuple[str, int, str]]:
    """(file, line, id) for every ``t("literal-id", ...)`` call."""
    found = []
    for path, tree in _trees(root):
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and _is_t(node.func)
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.append((str(path.relative_to(root)), node.lineno, node.args[0].value))
    return found


def id_constants(root: Path = ROOT) -> set[str]:
    """Every string literal of the code that is shaped like a message id (read with a regular
    expression, not ``ast``: for "is this message used?" a literal in a comment counting too
    is harmless, and it is ten times faster than parsing every module again)."""
    return {
        found.group(2)
        for path in sources(root)
        for found in QUOTED_ID.finditer(path.read_text(encoding="utf-8"))
    }
