"""The King o' the Castle: the engine (``engine``: the move generator and its tables), the
rules and position (``rules``) and why it refuses a move (``refusal``, which reads the rules,
never the engine)."""

from games.engines.king_of_the_castle.engine import GAME, KingOfTheCastle
from games.engines.king_of_the_castle.rules import BOARD, KIND, SIZE, KCState

__all__ = ["BOARD", "GAME", "KIND", "SIZE", "KCState", "KingOfTheCastle"]
