"""Fingerprints of what a stored solution depends on.

The AI reads some solved tables from files beside its modules (``lone_bosses.txt``,
``boss_hunts.zip``) instead of solving them in every process: a solve costs seconds of
processor time, which a move must never pay.  Each file keeps the fingerprint of the sources
and tables its solve read; a test compares it with today's, so a change to any of them asks
for the table to be solved again (by the command the test names) instead of letting a stale
one stand.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType


def fingerprint(parts: Iterable[object]) -> str:
    """A SHA-256 over ``parts``, in order: a module, class or function by its source text,
    anything else by its ``repr`` (tables of numbers, constants)."""
    digest = hashlib.sha256()
    for part in parts:
        if inspect.ismodule(part) or inspect.isclass(part) or inspect.isroutine(part):
            text = f"{getattr(part, '__module__', part.__name__)}.{part.__name__}\n"
            text += inspect.getsource(part)
        else:
            text = repr(part)
        digest.update(text.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def package_modules(package: str) -> list[ModuleType]:
    """The modules of ``package`` (every ``.py`` file in its folder) and the ``games``
    modules they import, by name: what an engine's rules are written in."""
    folder = Path(importlib.import_module(package).__file__ or "").parent
    names = {f"{package}.{path.stem}".removesuffix(".__init__") for path in folder.glob("*.py")}
    imported: set[str] = set()
    for name in names:
        imported |= _games_imports(importlib.import_module(name))
    return [importlib.import_module(name) for name in sorted(names | imported)]


def _games_imports(module: ModuleType) -> set[str]:
    """The ``games`` modules ``module`` imports (``from games.x import y``: ``games.x``, or
    ``games.x.y`` where that is a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(module))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "games" or node.module.startswith("games."):
                found.add(node.module)
                imported = importlib.import_module(node.module)
                for alias in node.names:
                    if inspect.ismodule(getattr(imported, alias.name, None)):
                        found.add(f"{node.module}.{alias.name}")
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("games.")}
    return found
