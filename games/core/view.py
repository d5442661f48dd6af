"""The one view schema every game fills, so that one renderer and one AI read every game.

A view is plain JSON data::

    {"game": id, "title": name, "seat": None|"white"|"black",
     "board": {"files": 4, "ranks": 8},
     "turn": side whose turn it is, "to_move": side that must decide now (None when over),
     "pieces": {"a1": {"side", "kind", "letter", "flags": [...], "hp": n|None}, ...},
     "marks": [{"kind": "home"|"goal"|"castle"|..., "side", "squares": [...], "label"}],
     "outcome": None|{"winner", "reason"}, "info": {small game-specific facts}}

The shared vocabulary (renderers and AIs rely on it; add to it here, not ad hoc):

- piece ``kind``: ``knight``/``rook`` (charing-cross), ``man``/``king`` (kings-crossing),
  ``diagonal``/``orthogonal``/``compound`` (checkers-bosses), ``counter`` (crossings),
  ``king``/``knight``/``page`` (king-of-the-castle).  ``letter`` is the position-string letter.
- piece ``flags``: ``crowned``, ``boss`` (with ``hp``), ``crossed`` (locked, Crossings),
  ``trapped`` (King's Crossing), ``hidden`` (a Stealth King shown as a king to its owner only;
  every other seat sees a plain ``man`` with no flag).
- mark ``kind``: ``home`` and ``goal`` (Charing Cross, extra key ``piece``), ``home-space``
  (King's Crossing Home spaces), ``castle`` (King o' the Castle), ``choice`` (squares the seat
  may pick for a pending private decision, e.g. Stealth King set-up; only in that seat's view).

Engines decide what goes in; renderers never look at a state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from games.core.geometry import Board


@dataclass(frozen=True)
class PieceView:
    side: str
    kind: str
    letter: str
    flags: tuple[str, ...] = ()
    hp: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "kind": self.kind,
            "letter": self.letter,
            "flags": list(self.flags),
            "hp": self.hp,
        }


@dataclass(frozen=True)
class Mark:
    kind: str
    side: str | None
    squares: tuple[int, ...]
    label: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


def make_view(
    *,
    game_id: str,
    title: str,
    board: Board,
    seat: str | None,
    turn: str,
    to_move: str | None,
    pieces: Mapping[int, PieceView],
    marks: Iterable[Mark] = (),
    outcome: Mapping[str, Any] | None = None,
    info: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Assemble a view dict in a fixed key order (views are compared and hashed as JSON)."""
    return {
        "game": game_id,
        "title": title,
        "seat": seat,
        "board": {"files": board.files, "ranks": board.ranks},
        "turn": turn,
        "to_move": to_move,
        "pieces": {board.name(sq): pieces[sq].as_dict() for sq in sorted(pieces)},
        "marks": [
            {
                "kind": mark.kind,
                "side": mark.side,
                "squares": [board.name(sq) for sq in mark.squares],
                "label": mark.label,
                **dict(mark.extra),
            }
            for mark in marks
        ],
        "outcome": dict(outcome) if outcome else None,
        "info": dict(info or {}),
    }
