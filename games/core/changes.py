"""What one decision did to the pieces other than the one that moved: captures, hits, pieces
sent home, a jumped piece waiting for its owner -- read from two views, for any game.

Hosts announce these ("b2xb4, capturing the man on b3") and mark their squares on the board.
Everything here is computed from the two views it is given and nothing else (no state, no
engine internals), so public output built from two public views can say nothing a spectator
could not see by comparing the boards himself: a hidden Stealth King captured as a "man" is
named a man, unless the caller passes a view in which it is revealed (once the game is over).

The pieces looked at are

- the opponent's (of the side that decided): each one that disappeared (captured, or gone to
  another square, or waiting for its owner to place it again) or changed where it stands (a
  boss losing hit points, a piece changing kind);
- the decider's own, only when it has fewer of a kind after than before (a Charing Cross jump
  over one's own piece takes it off the board): its own moving pieces (a Crossings phalanx)
  keep their number, so they are never mistaken for captures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.core.notation import squares_in

# View ``info`` key of a jumped piece waiting off the board for its owner to place it (Charing
# Cross): its position letter.
PLACE_KEY = "place"
# Nouns for piece kinds whose view name is an adjective (Checkers with Bosses).
NOUNS = {
    "diagonal": "diagonal mover",
    "orthogonal": "orthogonal mover",
}

Piece = Mapping[str, Any]


@dataclass(frozen=True)
class Change:
    """One piece a decision affected, besides the moving one.

    ``what`` is ``captured`` (off the board for good), ``hit`` (a boss lost hit points, still
    on ``square``), ``moved`` (now on ``to``), ``waiting`` (off the board until its owner
    places it) or ``changed`` (another kind on the same square: ``now``).
    """

    what: str
    square: str
    piece: Piece
    now: Piece | None = None
    to: str | None = None
    home: bool = False  # ``moved`` to one of its home squares

    @property
    def name(self) -> str:
        return piece_name(self.piece)

    def describe(self) -> str:
        """The change as a clause of a sentence, e.g. ``the boss on c5 loses a hit point``."""
        subject = f"the {self.name} on {self.square}"
        if self.what == "captured":
            return f"capturing {subject}"
        if self.what == "hit":
            lost = (self.piece.get("hp") or 0) - ((self.now or {}).get("hp") or 0)
            points = "a hit point" if lost == 1 else f"{lost} hit points"
            return f"{subject} loses {points} ({(self.now or {}).get('hp')} left)"
        if self.what == "moved":
            return f"{subject} goes {'home ' if self.home else ''}to {self.to}"
        if self.what == "waiting":
            return f"{subject} is off the board until its owner places it"
        return f"{subject} becomes a {piece_name(self.now or {})}"


def piece_name(piece: Piece) -> str:
    """What players call a piece of a view: its kind, and boss or crowned when it is one."""
    kind = str(piece.get("kind", "piece"))
    flags = piece.get("flags") or ()
    if "boss" in flags:
        return f"{kind} boss"
    noun = NOUNS.get(kind, kind)
    return f"crowned {noun}" if "crowned" in flags else noun


def _identity(piece: Piece) -> tuple[Any, ...]:
    """What must stay the same for a piece to count as untouched (flags such as ``trapped``
    come and go with every move and are not announced)."""
    return (piece.get("side"), piece.get("kind"), piece.get("letter"), piece.get("hp"))


def _signature(piece: Piece) -> tuple[Any, ...]:
    return (piece.get("side"), piece.get("kind"), piece.get("letter"))


def _homes(view: Mapping[str, Any], side: str) -> set[str]:
    return {
        sq
        for mark in view.get("marks", ())
        if mark.get("kind") == "home" and mark.get("side") == side
        for sq in mark.get("squares", ())
    }


def changes(before: Mapping[str, Any], after: Mapping[str, Any], move: str) -> list[Change]:
    """The pieces ``move`` (its canonical or public text), decided by ``before["to_move"]``,
    affected besides the moving one, in board order of the square they stood on."""
    mover = before.get("to_move")
    was: Mapping[str, Piece] = before.get("pieces", {})
    now: Mapping[str, Piece] = after.get("pieces", {})
    path = squares_in(move.lower())
    origin = path[0] if path else None
    waiting_letter = (after.get("info") or {}).get(PLACE_KEY)
    found: list[Change] = []
    gone: list[tuple[str, Piece]] = []
    for square, piece in was.items():
        if piece.get("side") == mover:
            continue
        there = now.get(square)
        if there is not None and _identity(there) == _identity(piece):
            continue
        if there is None or there.get("side") != piece.get("side"):
            gone.append((square, piece))
        elif (there.get("hp") or 0) < (piece.get("hp") or 0) and _signature(there) == _signature(
            piece
        ):
            found.append(Change("hit", square, piece, now=there))
        elif _signature(there) != _signature(piece):
            found.append(Change("changed", square, piece, now=there))
    arrived = [
        (square, piece)
        for square, piece in now.items()
        if piece.get("side") != mover
        and (was.get(square) is None or _signature(was[square]) != _signature(piece))
    ]
    for square, piece in gone:
        target = next((a for a in arrived if _signature(a[1]) == _signature(piece)), None)
        if target is not None:
            arrived.remove(target)
            home = target[0] in _homes(after, str(piece.get("side")))
            found.append(Change("moved", square, piece, to=target[0], home=home))
        else:
            found.append(_removed(square, piece, waiting_letter))
            if waiting_letter is not None and found[-1].what == "waiting":
                waiting_letter = None
    found += _own_losses(was, now, mover, origin, waiting_letter)
    return sorted(found, key=lambda change: _square_order(change.square))


def _removed(square: str, piece: Piece, waiting_letter: str | None) -> Change:
    if waiting_letter is not None and piece.get("letter") == waiting_letter:
        return Change("waiting", square, piece)
    return Change("captured", square, piece)


def _own_losses(
    was: Mapping[str, Piece],
    now: Mapping[str, Piece],
    mover: str | None,
    origin: str | None,
    waiting_letter: str | None,
) -> list[Change]:
    """The decider's own pieces that left the board: as many of a kind as it has fewer, from
    the squares of that kind it no longer holds (never the square the move started on)."""
    own_before = Counter(_signature(p) for p in was.values() if p.get("side") == mover)
    own_after = Counter(_signature(p) for p in now.values() if p.get("side") == mover)
    lost: list[Change] = []
    for signature, count in own_before.items():
        missing = count - own_after.get(signature, 0)
        if missing <= 0:
            continue
        vacated: Sequence[str] = [
            square
            for square, piece in was.items()
            if _signature(piece) == signature
            and square != origin
            and (now.get(square) is None or _signature(now[square]) != signature)
        ]
        for square in sorted(vacated, key=_square_order)[:missing]:
            lost.append(_removed(square, was[square], waiting_letter))
    return lost


def _square_order(square: str) -> tuple[int, str]:
    digits = "".join(ch for ch in square if ch.isdigit())
    return (int(digits or 0), square)


def affected_squares(found: Sequence[Change]) -> tuple[str, ...]:
    """The squares to mark on a board: where each affected piece stood."""
    return tuple(change.square for change in found)


def goes_home(change: Change) -> bool:
    """Whether the piece went back home (or off the board until its owner places it there),
    rather than being taken: its square gets a return mark, not a capture's cross."""
    return change.what == "waiting" or (change.what == "moved" and change.home)


def taken_squares(found: Sequence[Change]) -> tuple[str, ...]:
    """The squares of pieces taken or hit (a board marks them with a cross)."""
    return tuple(change.square for change in found if not goes_home(change))


def sent_home_squares(found: Sequence[Change]) -> tuple[str, ...]:
    """The squares of pieces sent home or waiting to be placed (a board's return mark)."""
    return tuple(change.square for change in found if goes_home(change))


def summary(found: Sequence[Change]) -> str:
    """All changes as one phrase: captures first, together (``capturing the man on d4 and the
    boss on d6``), then the others, parted by semicolons; empty when nothing else happened."""
    captured = [c for c in found if c.what == "captured"]
    clauses = []
    if captured:
        clauses.append("capturing " + _and([f"the {c.name} on {c.square}" for c in captured]))
    clauses += [c.describe() for c in found if c.what != "captured"]
    return "; ".join(clauses)


def _and(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass(frozen=True)
class MovedGroup:
    """Several of the decider's pieces moved together along one line (a Crossings phalanx):
    the squares they left and reached, each from the rearmost piece to the head."""

    left: tuple[str, ...]
    reached: tuple[str, ...]

    def describe(self) -> str:
        """``the pair c8–b7 to b7–a6``, ``the line of 3 a1–a3 to a2–a4``."""
        size = len(self.left)
        what = "the pair" if size == 2 else f"the line of {size}"
        left = f"{self.left[0]}\u2013{self.left[-1]}"
        return f"{what} {left} to {self.reached[0]}\u2013{self.reached[-1]}"

    @property
    def squares(self) -> tuple[str, ...]:
        """Every square the group left or reached."""
        return tuple(dict.fromkeys((*self.left, *self.reached)))


def _step(square: str, df: int, dr: int, times: int) -> str:
    return f"{chr(ord(square[0]) + df * times)}{int(square[1:]) + dr * times}"


def moved_group(
    before: Mapping[str, Any], after: Mapping[str, Any], move: str
) -> MovedGroup | None:
    """The group of the decider's pieces ``move`` carried along its line, when it carried more
    than one (None otherwise), read from the two views.

    A group move is named by its rearmost piece (``c8-b7``: the rear counter goes from c8 to
    b7); the pieces ahead of it land further along the same line.  So the group after the move
    runs from the named target to the furthest square along that line that the decider's pieces
    newly reached, and the group before it is as long, from the named origin.
    """
    mover = before.get("to_move")
    parts = [squares_in(part) for part in move.lower().split()]
    parts = [part for part in parts if part]
    if len(parts) != 1 or len(parts[0]) != 2:
        return None
    origin, target = parts[0]
    try:
        df = ord(target[0]) - ord(origin[0])
        dr = int(target[1:]) - int(origin[1:])
    except ValueError:
        return None
    distance = max(abs(df), abs(dr))
    if distance == 0 or (df and dr and abs(df) != abs(dr)):
        return None  # not along a rank, a file or a diagonal
    unit_f, unit_r = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    was: Mapping[str, Piece] = before.get("pieces", {})
    now: Mapping[str, Piece] = after.get("pieces", {})

    def own(pieces: Mapping[str, Piece], square: str) -> bool:
        return (pieces.get(square) or {}).get("side") == mover

    size = 0  # the line of the decider's pieces from the origin, before the move
    while size < 64 and own(was, _step(origin, unit_f, unit_r, size)):
        size += 1
    if size < 2:
        return None
    left = tuple(_step(origin, unit_f, unit_r, i) for i in range(size))
    reached = tuple(_step(target, unit_f, unit_r, i) for i in range(size))
    vacated = set(left) - set(reached)
    arrived = set(reached) - set(left)
    if (
        any(not own(now, sq) for sq in reached)
        or any(own(now, sq) for sq in vacated)
        or any(own(was, sq) for sq in arrived)
    ):
        return None  # not one line moved as a whole (a jump over a friend, say)
    return MovedGroup(left, reached)
