"""Crossings: the engine (``engine``: the move generator and its tables), the rules and
position (``rules``) and why it refuses a move (``refusal``, which reads the rules, never the
engine)."""

from games.engines.crossings.engine import GAME, KEY_OF, TEXT, Crossings
from games.engines.crossings.rules import BOARD, COUNTER, FAR, RAYS, CrossingsState

__all__ = [
    "BOARD",
    "COUNTER",
    "FAR",
    "GAME",
    "KEY_OF",
    "RAYS",
    "TEXT",
    "Crossings",
    "CrossingsState",
]
