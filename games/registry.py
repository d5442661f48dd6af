"""Finds the engines: every module in ``games.engines`` that defines ``GAME``.

Discovery (rather than a hand-kept list) lets each engine land as one new module without
touching shared files.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from games.core.engine import Game
from games.errors import UnknownGame


@cache
def _engines() -> dict[str, Game]:
    import games.engines as package

    found: dict[str, Game] = {}
    for module_info in pkgutil.iter_modules(package.__path__):
        if module_info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{package.__name__}.{module_info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            if game.id in found:
                raise RuntimeError(f"Two engines claim the id {game.id!r}.")
            found[game.id] = game
    return dict(sorted(found.items()))


def ids() -> list[str]:
    """The ids of every registered game, sorted."""
    return list(_engines())


def get(game_id: str) -> Game:
    """The engine registered under ``game_id``; UnknownGame naming the known ids otherwise."""
    engines = _engines()
    try:
        return engines[str(game_id).strip().lower()]
    except KeyError:
        raise UnknownGame(f"There is no game {game_id!r}. Games: {', '.join(engines)}.") from None
