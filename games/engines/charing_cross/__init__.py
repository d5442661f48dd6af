"""Charing Cross: the engine (``engine``), its rules and position (``rules``) and why it
refuses a move (``refusal``, which reads the rules, never the engine)."""

from games.engines.charing_cross.engine import GAME, CharingCross
from games.engines.charing_cross.rules import BOARD, HOMES, KIND, CCState

__all__ = ["BOARD", "GAME", "HOMES", "KIND", "CCState", "CharingCross"]
