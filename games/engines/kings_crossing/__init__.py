"""King's Crossing: the engine (``engine``) over a pure move generator (``rules``)."""

from games.engines.kings_crossing.engine import GAME, KCState, KingsCrossing

__all__ = ["GAME", "KCState", "KingsCrossing"]
