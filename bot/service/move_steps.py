"""Moving by steps: a legal list read as squares to pick one after another.

A move is entered by clicking the squares its text names, in order (``c3-e5-c7``: c3, then e5,
then c7). Both click-to-move front ends (the web companion's script, the Discord Move picker)
read the same paths, made here from the engine's legal list alone: no rule of any game is
written again, a click only narrows the list. Moves naming the same squares (a plain step and
the same step as a capture, ``a3-c5`` and ``a3xc5``) end at the same node, where the mover
chooses between their texts; a move naming no square (``pass``) is chosen at the first node.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.core.notation import square_names


@dataclass(frozen=True)
class MovePath:
    """One legal move and the squares its text names, in order."""

    move: str
    squares: tuple[str, ...]


@dataclass(frozen=True)
class Step:
    """What may be picked after the squares ``picked``: the squares that continue some move
    (in the order of the legal list), and the moves the picked squares already complete."""

    picked: tuple[str, ...]
    squares: tuple[str, ...]
    finished: tuple[str, ...]

    @property
    def forced(self) -> str | None:
        """The one move these picks name when nothing else is left: it can be played at once."""
        if self.picked and not self.squares and len(self.finished) == 1:
            return self.finished[0]
        return None

    @property
    def empty(self) -> bool:
        """No legal move goes this way (the picks were not the legal list's)."""
        return not self.squares and not self.finished


def move_paths(moves: Sequence[str]) -> tuple[MovePath, ...]:
    """The legal ``moves`` with the squares each names."""
    return tuple(MovePath(m, square_names(m.lower())) for m in moves)


def step(paths: Sequence[MovePath], picked: Sequence[str]) -> Step:
    """The next choices after ``picked`` (see :class:`Step`)."""
    prefix = tuple(picked)
    depth = len(prefix)
    squares: dict[str, None] = {}
    finished = []
    for path in paths:
        if path.squares[:depth] != prefix:
            continue
        if len(path.squares) > depth:
            squares.setdefault(path.squares[depth])
        else:
            finished.append(path.move)
    return Step(prefix, tuple(squares), tuple(finished))
