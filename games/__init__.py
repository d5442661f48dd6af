"""Pure rule engines behind one text-level contract (see docs/architecture.md).

    import games
    game = games.get("charing-cross")
    state = game.start()
    state = game.play(state, "a4-b5")

No I/O, no asyncio, no discord, no Pillow: everything else in Gamut builds on this package.
"""

from games.core.engine import PASS, Ending, Game, OptionSpec, Outcome, play_forced_passes
from games.errors import (
    AmbiguousMove,
    IllegalMove,
    InvalidMove,
    InvalidPosition,
    MoveError,
    OptionError,
    UnknownGame,
)
from games.registry import aliases, find, get, ids, listing

__all__ = [
    "PASS",
    "AmbiguousMove",
    "Ending",
    "Game",
    "IllegalMove",
    "InvalidMove",
    "InvalidPosition",
    "MoveError",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "UnknownGame",
    "aliases",
    "find",
    "get",
    "ids",
    "listing",
    "play_forced_passes",
]
