"""The error types of the engine contract.

Every one is a ``ValueError`` so callers that only care about "bad input" can catch one thing,
and every message is written for a player: it says what was wrong and, for moves, what would
have been legal instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.phrase import Phrase


class UnknownGame(ValueError):
    """A game id that no engine is registered under."""


class InvalidPosition(ValueError):
    """A position string that cannot be read for the game it was given to."""


class PhrasedError(ValueError):
    """A refusal an engine says to a player: raised with a :class:`~games.phrase.Phrase` (or
    plain English where no player reads it).  ``phrase`` is the sentence as a catalogue
    message, for a host that tells players in their language; ``str()`` is the English."""

    def __init__(self, phrase: Phrase | str) -> None:
        super().__init__(str(phrase))
        self.phrase = phrase if isinstance(phrase, Phrase) else None


class OptionError(PhrasedError):
    """A start option the game does not have, or a value one of its options does not take
    (``Game.resolve_options``): options arrive from every front end, so the refusal is said
    in the asker's language."""


class MoveError(PhrasedError):
    """Base class of everything ``game.play`` raises for bad move text (see
    :class:`PhrasedError`)."""


class InvalidMove(MoveError):
    """The text could not be read as a move at all (no squares, off-board squares, noise)."""


class IllegalMove(MoveError):
    """The text reads as a move, but that move is not legal in this position.

    ``refusal`` says which rule refuses it, when the engine could tell (games/core/refusal.py).
    """

    def __init__(self, phrase: Phrase | str, refusal: Refusal | None = None) -> None:
        super().__init__(phrase)
        self.refusal = refusal


class AmbiguousMove(MoveError):
    """A shortened move that matches more than one legal move."""


class Why(StrEnum):
    """The rule a refused move breaks."""

    DECISION_FIRST = "decision-first"  # a drop, re-placement, shift or choice comes first
    EMPTY_SQUARE = "empty-square"  # no piece on the from-square
    NOT_YOUR_PIECE = "not-your-piece"  # the from-square holds the opponent's piece
    COMPULSORY = "compulsory"  # every legal move captures, and this one does not (or not so)
    MAJORITY = "majority"  # a capture, but another takes more (Checkers with Bosses)
    NOT_A_CAPTURE = "not-a-capture"  # an 'x' typed for a step that captures nothing
    BACKWARD = "backward"  # the piece never moves (or captures) backward
    DIRECTION = "direction"  # not a direction this piece moves in
    TOO_FAR = "too-far"  # beyond the piece's reach
    BLOCKED = "blocked"  # a piece stands on the way
    OCCUPIED = "occupied"  # the destination holds a piece
    NOTHING_TO_JUMP = "nothing-to-jump"  # a jump over an empty square
    OWN_PIECE_JUMP = "own-piece-jump"  # a capture over one's own piece
    TRAPPED = "trapped"  # the piece is trapped (King's Crossing)
    TOO_SMALL = "too-small"  # the piece is too small to jump that one (King o' the Castle)
    OWN_CASTLE = "own-castle"  # no piece enters its own castle (King o' the Castle)
    ENEMY_CASTLE = "enemy-castle"  # only a King enters the enemy castle (King o' the Castle)
    EDGE = "edge"  # a forward move onto the piece's own edges (Charing Cross)
    LOCKED = "locked"  # a crossed counter never moves (Crossings)
    MUST_CROSS = "must-cross"  # only crossing moves are allowed (Crossings)
    SAME_SQUARE = "same-square"  # from and to are the same square
    DROP = "drop"  # a boss drop or a re-placement (@a4) the rules do not allow
    NOT_A_DESTINATION = "not-a-destination"  # the piece moves, but not there
    PASS = "pass"  # a pass typed while the side has a legal move
    NOT_NOW = "not-now"  # a word move (King choice, swap, shift) the rules do not offer now
    NOT_OFFERED = "not-offered"  # a word move of the moment, but not that square or way


@dataclass(frozen=True)
class Refusal:
    """Why a move is not legal: the rule (``why``), a sentence for the player (``reason``, in
    English) and the same sentence as a catalogue message (``phrase``, games/phrase.py).

    ``lists_moves`` is set when the sentence already names the moves to play instead, so the
    message adds no other suggestions.
    """

    why: Why
    phrase: Phrase
    lists_moves: bool = False

    @property
    def reason(self) -> str:
        """The sentence in English."""
        return str(self.phrase)
