"""Move numbers: one numbering, the same in every text, history, image and replay.

A move is one turn of one side; moves are numbered from 1; several decisions within one turn
(a King's Crossing multi-jump, a Charing Cross re-placement, a boss drop before the move, a
different-bindings shift) share the number of that turn; secret set-up choices are not moves; a
pass is a move.  A board is captioned with the number of the move just played, as ``after
move N`` (``start`` before the first), beside texts naming the move to be played next.

The number is read from the public view before each decision, so every game is numbered alike
and nothing hidden can change it:

- a view whose ``info`` says ``setup`` is a secret set-up choice: no number;
- a view with a decision pending inside a turn (``info`` ``place``: a Charing Cross jumped
  piece to re-place, whose engine already names the next side in ``turn``; or ``shift``)
  continues the move being played;
- otherwise a decision whose view names another ``turn`` than the move being played starts
  the next move; one with the same ``turn`` continues it.

The running count is kept in ``match.meta`` (:data:`META_KEY`) so a move's reply needs no
replay; the history and the replay recompute per-decision numbers by replaying the log.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.markup import t
from games.core.engine import Game

# The rule in one sentence, for the help texts of every front end.
NUMBERING_RULE = t("matches-numbering-rule")

META_KEY = "moves"
# ``info`` keys of a view in which a decision is pending inside the turn being played.
PENDING_KEYS = ("place", "shift")


@dataclass(frozen=True)
class MoveCount:
    """The number of the move last played (0: none yet) and whose turn that move is."""

    number: int = 0
    turn: str | None = None

    @classmethod
    def from_meta(cls, meta: Mapping[str, Any]) -> MoveCount | None:
        """The count stored in a match's meta, or None for a match stored without one."""
        stored = meta.get(META_KEY)
        if not isinstance(stored, Mapping):
            return None
        return cls(int(stored.get("number", 0)), stored.get("turn"))

    def as_meta(self) -> dict[str, Any]:
        return {META_KEY: {"number": self.number, "turn": self.turn}}

    def number_of(self, view: Mapping[str, Any]) -> int | None:
        """The number the decision due in ``view`` carries (None: a set-up choice)."""
        info = view.get("info") or {}
        if info.get("setup"):
            return None
        continues = any(info.get(key) for key in PENDING_KEYS) or view.get("turn") == self.turn
        return self.number if continues and self.number else self.number + 1

    def after(self, view_before: Mapping[str, Any]) -> MoveCount:
        """The count once the decision due in ``view_before`` is played."""
        number = self.number_of(view_before)
        if number is None or number == self.number:
            return self
        return MoveCount(number, view_before.get("turn"))


def numbered(
    game: Game, options: Mapping[str, Any], decisions: Sequence[str]
) -> Iterator[tuple[Any, Any, int | None, MoveCount]]:
    """Replay ``decisions`` (real move texts) from the start: for each one the state before,
    the state after, its move number (None for a set-up choice) and the count after it.

    CPU work: run it off the event loop."""
    state = game.start(**options)
    count = MoveCount()
    for decision in decisions:
        view = game.view(state, None)
        number = count.number_of(view)
        count = count.after(view)
        after = game.play(state, decision)
        yield state, after, number, count
        state = after
