"""Finds the engines: every module in ``games.engines`` that defines ``GAME``, and the names
players may call them by.

Discovery (rather than a hand-kept list) lets each engine land as one new module without
touching shared files.  A game is named by its id (``kings-crossing``), by its name as a
player writes it (``King's Crossing``: case, apostrophes, spaces and underscores do not
matter) or by a short alias of :data:`ALIASES`; every front end looks games up here, so each
of them accepts the same names.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache

from games.core.engine import Game
from games.errors import UnknownGame

# Short names for the games, defined here once: the console's help lists them and every
# lookup of a game accepts them.  Never an id or another game's name, and never ambiguous
# ('kings' could be King's Crossing or The King o' the Castle, so it is not one).
ALIASES: dict[str, tuple[str, ...]] = {
    "charing-cross": ("cc", "charing"),
    "checkers-bosses": ("cwb", "bosses"),
    "crossings": ("crossing",),
    "king-of-the-castle": ("castle", "kotc"),
    "kings-crossing": ("kc",),
}

_SEPARATORS = re.compile(r"[\s_]+")


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


def spelled(name: str) -> str:
    """``name`` as lookups compare it: lower case, no apostrophes, words joined by '-'."""
    return _SEPARATORS.sub("-", name.strip().lower().replace("'", "").replace("\u2019", ""))


_names_memo: tuple[dict[str, Game], dict[str, str]] | None = None


def _names() -> dict[str, str]:
    """Every name a game answers to -> its id: ids, spelled names, aliases.  A name claimed
    by two games is a mistake in the table above, refused at once.  Built once per set of
    engines (remembered with the set it was built from, which a fresh discovery replaces)."""
    global _names_memo
    engines = _engines()
    if _names_memo is not None and _names_memo[0] is engines:
        return _names_memo[1]
    names: dict[str, str] = {}
    for game in engines.values():
        for name in (game.id, spelled(game.name), *ALIASES.get(game.id, ())):
            if names.setdefault(spelled(name), game.id) != game.id:
                raise RuntimeError(f"Two games answer to {name!r}.")
    unknown = set(ALIASES) - set(engines)
    if unknown:
        raise RuntimeError(f"Aliases for games that do not exist: {sorted(unknown)}.")
    _names_memo = (engines, names)
    return names


def ids() -> list[str]:
    """The ids of every registered game, sorted."""
    return list(_engines())


def aliases(game_id: str) -> tuple[str, ...]:
    """The short names of ``game_id`` (not its id or spelled-out name)."""
    return ALIASES.get(game_id, ())


def listing() -> str:
    """Every game id with its short names, for help texts: ``kings-crossing (kc), ...``."""
    return ", ".join(
        f"{game_id} ({', '.join(aliases(game_id))})" if aliases(game_id) else game_id
        for game_id in ids()
    )


def find(name: str) -> Game | None:
    """The engine ``name`` (an id, a name or an alias) means, or None."""
    exact = _engines().get(name) if isinstance(name, str) else None  # a stored id: most calls
    if exact is not None:
        return exact
    game_id = _names().get(spelled(str(name)))
    return None if game_id is None else _engines()[game_id]


def get(game_id: str) -> Game:
    """The engine registered under ``game_id`` (or named so, or an alias of it); UnknownGame
    naming the known ids and their aliases otherwise."""
    game = find(game_id)
    if game is None:
        raise UnknownGame(f"There is no game {game_id!r}. Games: {listing()}.")
    return game
