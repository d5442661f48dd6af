"""The import rules of docs/architecture.md § Layers, checked on the source with ``ast``.

games, tournaments -> nothing of Gamut; renderers -> games (views, move text, and the contract
for the sample and docs pictures), never engines' insides or the AI; storage -> games (serialisation
and replay) only; bot -> storage, renderers, games, tournaments; nothing imports bot.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("games", "tournaments", "renderers", "storage", "bot")

# What each layer may import of the others (a prefix allows its submodules).
ALLOWED: dict[str, tuple[str, ...]] = {
    "games": ("games",),
    "tournaments": ("tournaments",),
    "renderers": ("renderers", "games", "games.core.view", "games.core.notation", "games.errors"),
    "storage": ("storage", "games", "games.errors"),
    "bot": ("bot", "storage", "renderers", "games", "tournaments"),
}
# Parts of a layer no other layer may reach into, whatever the table above allows.
PRIVATE: dict[str, tuple[str, ...]] = {
    "renderers": ("games.engines", "games.ai", "games.registry"),
    "storage": ("games.engines", "games.ai", "games.core", "games.registry"),
}
# Libraries that would break a layer's promise (games is pure: no I/O frameworks, no drawing).
FORBIDDEN_LIBRARIES: dict[str, tuple[str, ...]] = {
    "games": ("discord", "PIL", "aiosqlite", "sqlite3", "asyncio"),
    "tournaments": ("discord", "PIL", "aiosqlite", "sqlite3", "asyncio", "asyncpg"),
    "renderers": ("discord", "aiosqlite", "sqlite3"),
    "storage": ("discord", "PIL"),
}


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in ``path``, relative imports resolved."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found.append((node.lineno, base))
            # ``from games import engines`` imports games.engines
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def _sources(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


def _within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def _violations(layer: str) -> list[str]:
    bad = []
    for path in _sources(layer):
        for line, module in _imports(path):
            top = module.split(".")[0]
            where = f"{path.relative_to(ROOT)}:{line} imports {module}"
            if top in LAYERS and top != layer:
                if top == "bot":
                    bad.append(f"{where}: nothing imports bot")
                elif top not in ALLOWED[layer]:
                    bad.append(f"{where}: {layer} may not import {top}")
                elif _within(module, PRIVATE.get(layer, ())):
                    bad.append(f"{where}: {layer} may use only the games contract and views")
            if top in FORBIDDEN_LIBRARIES.get(layer, ()):
                bad.append(f"{where}: {layer} must not depend on {top}")
    return bad


@pytest.mark.parametrize("layer", LAYERS)
def test_layer_imports_follow_the_architecture(layer):
    assert _sources(layer), f"no source found for {layer}"
    assert _violations(layer) == []


def test_nothing_outside_bot_imports_bot():
    for layer in ("games", "tournaments", "renderers", "storage"):
        for path in _sources(layer):
            assert not any(m.split(".")[0] == "bot" for _, m in _imports(path)), path


def test_the_checker_sees_a_violation(tmp_path, monkeypatch):
    """The scan is not vacuous: a storage module importing bot and PIL is caught."""
    fake_root = tmp_path
    (fake_root / "storage").mkdir()
    (fake_root / "storage" / "bad.py").write_text(
        "from bot.service import Reply\nimport PIL.Image\nfrom games.engines import crossings\n"
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    found = _violations("storage")
    assert {v.split(" imports ")[0] for v in found} == {f"storage/bad.py:{n}" for n in (1, 2, 3)}


def test_no_service_module_but_its_init_imports_the_facade():
    """The collaborators in bot/service/ are given what they use; only the facade that builds
    them (bot/service/__init__.py) knows MatchService, so none can reach the whole service."""
    service = ROOT / "bot" / "service"
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(service.rglob("*.py"))
        if path != service / "__init__.py"
        for line, module in _imports(path)
        if module == "bot.service.MatchService"
    ]
    assert found == []
