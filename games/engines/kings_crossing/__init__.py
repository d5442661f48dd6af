"""King's Crossing: the engine (``engine``) over a pure move generator and the position
(``rules``), and why it refuses a move (``refusal``, which reads the rules, never the engine)."""

from games.engines.kings_crossing.engine import GAME, KingsCrossing
from games.engines.kings_crossing.rules import KCState

__all__ = ["GAME", "KCState", "KingsCrossing"]
