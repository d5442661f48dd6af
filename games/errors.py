"""The error types of the engine contract.

Every one is a ``ValueError`` so callers that only care about "bad input" can catch one thing,
and every message is written for a player: it says what was wrong and, for moves, what would
have been legal instead.
"""

from __future__ import annotations


class UnknownGame(ValueError):
    """A game id that no engine is registered under."""


class InvalidPosition(ValueError):
    """A position string that cannot be read for the game it was given to."""


class MoveError(ValueError):
    """Base class of everything ``game.play`` raises for bad move text."""


class InvalidMove(MoveError):
    """The text could not be read as a move at all (no squares, off-board squares, noise)."""


class IllegalMove(MoveError):
    """The text reads as a move, but that move is not legal in this position."""


class AmbiguousMove(MoveError):
    """A shortened move that matches more than one legal move."""
