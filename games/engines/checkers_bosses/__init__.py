"""Checkers with Bosses (Daniil Frolov, 2013), as docs/rules/checkers-bosses.md states it.

The package splits the rules by concern: ``pieces`` (piece codes and move tables), ``captures``
(capture sequences), ``bindings`` (the different-bindings shift), ``rules`` (the position and
the rules read from it), ``engine`` (turns, drops, position strings, views) and ``refusal``
(why a move is refused, from the rules modules, never the engine).  The registry finds
``GAME`` here.
"""

from games.engines.checkers_bosses.engine import GAME, CheckersWithBosses
from games.engines.checkers_bosses.rules import BossState

__all__ = ["GAME", "BossState", "CheckersWithBosses"]
