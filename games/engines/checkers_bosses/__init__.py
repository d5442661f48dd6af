"""Checkers with Bosses (Daniil Frolov, 2013), as docs/rules/checkers-bosses.md states it.

The package splits the rules by concern: ``pieces`` (piece codes and move tables), ``captures``
(capture sequences), ``bindings`` (the different-bindings shift) and ``engine`` (turns, drops,
positions, views).  The registry finds ``GAME`` here.
"""

from games.engines.checkers_bosses.engine import GAME, CheckersWithBosses

__all__ = ["GAME", "CheckersWithBosses"]
