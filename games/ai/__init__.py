"""AI players for every game, through the engine contract only.

The host builds an :class:`Observation` with :func:`observe` (the seat's view, the public
position and the legal moves: nothing the seat may not know) and asks :func:`choose_move`::

    from games.ai import observe, choose_move
    move = choose_move(observe("crossings", state, "black"), "hard", budget=2.0)

Everything here is pure and synchronous; ``bot/ai_runner.py`` runs it in a process pool.
"""

from games.ai.knowledge import is_dead_draw
from games.ai.observation import Observation, observe
from games.ai.players import DEFAULT_BUDGET, LEVELS, choose_move

__all__ = ["DEFAULT_BUDGET", "LEVELS", "Observation", "choose_move", "is_dead_draw", "observe"]
