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


# ----- the front ends' rules (docs/architecture.md § Layers) --------------------------------
# The service is the platform-free middle: no module of it imports Discord.  The Discord layer
# reads and writes only through the service; of storage it names only the errors the service
# lets through (to tell a player the database is busy or failing, and that nothing was done),
# listed here one by one, and the stored words of ``storage.status`` (a match's status, read
# on the matches the service answers with).  The database a bot runs on is opened by
# ``bot.startup`` for it.
SERVICE_MUST_NOT_IMPORT = ("discord", "bot.discord")
STORAGE_ERRORS_FOR_DISCORD = frozenset(
    {"StorageError", "StorageBusy", "StorageUnavailable", "OutcomeUnknown"}
)
STORAGE_MODULES_FOR_DISCORD = ("storage.errors", "storage.status")


def _service_violations() -> list[str]:
    return [
        f"{path.relative_to(ROOT)}:{line} imports {module}: bot/service is platform-free"
        for path in sorted((ROOT / "bot" / "service").rglob("*.py"))
        for line, module in _imports(path)
        if _within(module, SERVICE_MUST_NOT_IMPORT)
    ]


def _storage_imports(path: Path) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, module, names taken from it) for every import of storage in ``path``; an
    ``import storage...`` takes the whole module (no names)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name, ()) for a in node.names if a.name.split(".")[0]
                      == "storage"]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module and (
            node.module.split(".")[0] == "storage"
        ):
            names = tuple(alias.name for alias in node.names)
            found.append((node.lineno, node.module, names))
    return found


def _discord_storage_violations() -> list[str]:
    bad = []
    for path in sorted((ROOT / "bot" / "discord").rglob("*.py")):
        for line, module, names in _storage_imports(path):
            if _within(module, STORAGE_MODULES_FOR_DISCORD):
                continue
            others = sorted(set(names) - STORAGE_ERRORS_FOR_DISCORD) if names else [module]
            if module != "storage" or others:
                bad.append(
                    f"{path.relative_to(ROOT)}:{line} imports {', '.join(others)} from "
                    f"{module}: bot/discord goes through the service"
                )
    return bad


def test_the_service_imports_no_discord():
    assert _sources("bot"), "no source found for bot"
    assert _service_violations() == []


def test_discord_takes_only_storage_errors_and_statuses():
    assert list((ROOT / "bot" / "discord").rglob("*.py")), "no source found for bot/discord"
    assert _discord_storage_violations() == []


def _database_reads(path: Path) -> list[int]:
    """Lines of ``path`` that read a ``db`` attribute (``self.bot.db.settings``,
    ``service.db``): storage reached without the service's checks."""
    tree = ast.parse(path.read_text(), filename=str(path))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "db"
        and isinstance(node.ctx, ast.Load)
    ]


def test_discord_reads_and_writes_only_through_the_service():
    """No module of bot/discord reads a database attribute: every read and write is a
    service call (the app only hands its host the database it opened, as ``bot.db``)."""
    found = {
        str(path.relative_to(ROOT)): lines
        for path in sorted((ROOT / "bot" / "discord").rglob("*.py"))
        if (lines := _database_reads(path))
    }
    assert found == {}


def test_the_storage_names_discord_may_take_are_errors():
    """The list above names errors only (each one storage exports, a StorageError)."""
    import storage

    for name in STORAGE_ERRORS_FOR_DISCORD:
        assert name in storage.__all__, name
        assert issubclass(getattr(storage, name), storage.StorageError), name


def test_the_front_end_rules_see_violations(tmp_path, monkeypatch):
    """Neither scan is vacuous: a service module importing Discord (directly, through the
    Discord layer, relatively), and Discord modules taking storage's insides, are caught."""
    (tmp_path / "bot" / "service").mkdir(parents=True)
    (tmp_path / "bot" / "discord").mkdir(parents=True)
    (tmp_path / "bot" / "service" / "bad.py").write_text(
        "import discord\nfrom bot.discord.delivery import Delivery\nfrom ..discord import app\n"
        "from bot.service import Reply\n"
    )
    (tmp_path / "bot" / "discord" / "bad.py").write_text(
        "from storage import StorageError, Match\nimport storage\nfrom storage.backup import x\n"
        "from storage import StorageBusy\nfrom storage.errors import VersionConflict\n"
        "from storage.status import MatchStatus\n"
        "async def f(bot):\n    bot.db = None\n    return await bot.db.settings.get(1)\n"
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    service = {v.split(" imports ")[0] for v in _service_violations()}
    assert service == {f"bot/service/bad.py:{n}" for n in (1, 2, 3)}
    found = _discord_storage_violations()
    lines = {f"bot/discord/bad.py:{n}" for n in (1, 2, 3)}
    assert {v.split(" imports ")[0] for v in found} == lines
    assert "imports Match from storage" in found[0]
    assert _database_reads(tmp_path / "bot" / "discord" / "bad.py") == [9]


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
