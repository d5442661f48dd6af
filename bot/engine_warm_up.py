"""The warm-up of the worker processes that run engines (the AI's and the coach's).

A module of its own, importing nothing at the top: a spawned worker imports the module of
the initializer it is handed before it runs it, and ``bot.ai_runner`` (where this lived)
brings the metrics and the message catalogues, which a worker never uses (a fifth of a
second of processor time for every worker started).
"""

from __future__ import annotations


def load_engines() -> None:
    """Import every engine before the first move is asked for.  Signals, the watch on the
    host and the paused collector are bot.workers' part."""
    import games

    for game_id in games.ids():
        games.get(game_id)
