"""How a game ended: the winner, a sentence for players and a kind for machines.

The sentence (``reason``) is what players read and is kept word for word in English; beside it
an engine gives the same sentence as a :class:`games.phrase.Phrase` (``phrase``), the catalogue
message the host stores so that every reader reads the reason in their own language.  The kind
(:class:`Ending`, in the manner of python-chess's ``Termination``) is what code asks about: a
tournament's forfeits, statistics by ending, a front end's icon, without reading the sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from games.phrase import Phrase


class Ending(StrEnum):
    """The kinds of ending the engines and the host produce (a member equals its stored word).

    The first five are facts of a position, set by the engines' ``outcome``; the next five are
    host rules the match service applies (docs/rules: "resignation, draw by agreement,
    time-outs and a host move limit are host rules, not engine rules") and stores with its own
    sentence.  ``UNRECORDED`` is what an ending stored before kinds were kept reads back as.
    """

    GOAL = "goal"  # a piece reached where its rules send it: a goal, a Home, a castle, across
    BACK_RANK = "back-rank"  # a King held the enemy's first rank long enough (King's Crossing)
    CAPTURE = "capture"  # the pieces a side must keep were captured: its King(s), its bosses
    NO_MOVES = "no-moves"  # the side to move has no move, and the rules make that a loss
    BOTH_STUCK = "both-stuck"  # neither side can move (two passes in a row): a draw
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    TIME = "time"  # a decision not made in time (a claim, or a tournament's deadline)
    MOVE_LIMIT = "move-limit"  # the host's limit of moves reached: a draw
    WITHDRAWAL = "withdrawal"  # a player withdrew from the tournament the game belongs to
    UNRECORDED = "unrecorded"


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winner`` is 'white', 'black' or None for a draw; ``reason`` the
    sentence players read; ``kind`` what sort of ending it is."""

    winner: str | None
    reason: str
    kind: Ending
    # The reason as a catalogue message (None: an outcome read back from data, English only).
    # Not compared: an outcome is the same whichever way its sentence was carried.
    phrase: Phrase | None = field(default=None, compare=False)

    @classmethod
    def said(cls, winner: str | None, phrase: Phrase, kind: Ending) -> Outcome:
        """The outcome whose reason is ``phrase`` (its English is the ``reason``)."""
        return cls(winner, phrase.english, kind, phrase)

    def describe(self) -> str:
        if self.winner is None:
            return f"Draw ({self.reason})."
        return f"{self.winner.capitalize()} wins ({self.reason})."

    def told(self) -> Phrase:
        """:meth:`describe` as a phrase, its reason the engine's own (an outcome without one
        says its English reason as it is)."""
        reason = self.phrase or Phrase("", self.reason)
        if self.winner is None:
            return Phrase.of("ending-draw", self.describe(), reason=reason)
        return Phrase.of("ending-win", self.describe(), side=self.winner, reason=reason)

    def as_dict(self) -> dict[str, Any]:
        """JSON data: the winner, the sentence and the kind's word."""
        return {"winner": self.winner, "reason": self.reason, "kind": self.kind.value}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Outcome:
        """An outcome read back from :meth:`as_dict`'s data, or from data stored before kinds
        were kept (no ``kind``: :attr:`Ending.UNRECORDED`); ValueError naming what is wrong."""
        winner, reason, kind = data.get("winner"), data.get("reason"), data.get("kind")
        if winner not in ("white", "black", None):
            raise ValueError(f"An outcome's winner is white, black or none, not {winner!r}.")
        if not isinstance(reason, str):
            raise ValueError(f"An outcome's reason is a sentence, not {reason!r}.")
        if kind is None:
            return cls(winner, reason, Ending.UNRECORDED)
        try:
            return cls(winner, reason, Ending(kind))
        except ValueError:
            known = ", ".join(ending.value for ending in Ending)
            raise ValueError(f"No ending is called {kind!r} (the kinds: {known}).") from None


NEITHER_CAN_MOVE = Phrase.of("ending-both-stuck", "neither side can move")
"""Every game's draw when neither side can move (two passes in a row)."""
