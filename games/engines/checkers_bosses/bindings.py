"""The different-bindings rule: when only diagonal pieces are left and the two sides stand on
different square colours (so they can never meet), the side that just moved shifts its pieces
one square orthogonally.

docs/rules/checkers-bosses.md § Different bindings ranks the shifts: all pieces one way if possible
(left or right, the mover's choice, then back, then forward); otherwise the assignment with the most
pieces moving one way (3+1 before 2+2 before 2+1+1 before 1+1+1+1).  A piece boxed in by four enemy
pieces may leap three squares instead.  Decided here (interpretation): the pieces move together, so
no two may land on the same square; groups of equal size are ranked by the same direction order; a
piece with nowhere to go stays, and only as a last resort (fewest pieces staying comes first of
all).

The rank of an assignment depends only on how many pieces go each way, so the search ranks the
count vectors first and looks for assignments of the best feasible vectors only: a handful of
small searches instead of every assignment.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from games.core.geometry import EAST, NORTH, SOUTH, WEST, Direction, oriented
from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOARD,
    DIAG,
    KIND_MASK,
    colour,
    side_bit,
)

# (name, direction from the mover's side, preference class: lower is preferred)
SHIFT_DIRECTIONS: tuple[tuple[str, Direction, int], ...] = (
    ("left", WEST, 0),
    ("right", EAST, 0),
    ("back", SOUTH, 1),
    ("forward", NORTH, 2),
)
STAY = len(SHIFT_DIRECTIONS)  # the index of "this piece stays"

Option = tuple[int, int]  # (direction index, target square)
Step = tuple[int, int, int]  # (origin, direction index or STAY, target)


@dataclass(frozen=True)
class Shift:
    """One legal shift: each moving piece's (origin, target), and its notation."""

    steps: tuple[tuple[int, int], ...]
    text: str


# Whether a square's code is a piece of another kind than diagonal (codes stay below 2 ** 10:
# hit points are at most 9), read by ``map`` so the usual "no" costs no Python loop.
_NOT_DIAGONAL = tuple(bool(code) and code & KIND_MASK != DIAG for code in range(1 << 10))


def bindings_apart(cells: Sequence[int]) -> bool:
    """Every piece on the board is diagonal, and White's all stand on one square colour while
    Black's all stand on the other (both sides on the board)."""
    if any(map(_NOT_DIAGONAL.__getitem__, cells)):
        return False  # the usual answer, found without the colour sets
    colours: tuple[set[int], set[int]] = (set(), set())
    for sq, code in enumerate(cells):
        if code:
            if code & KIND_MASK != DIAG:
                return False
            colours[1 if code & BLACK_BIT else 0].add(colour(sq))
    white, black = colours
    return len(white) == 1 and len(black) == 1 and white != black


def piece_options(cells: Sequence[int], side: str) -> list[tuple[int, list[Option]]]:
    """Each piece of ``side`` with the (direction, target) moves it has in a shift."""
    own = side_bit(side)
    out = []
    for sq, code in enumerate(cells):
        if not code or code & BLACK_BIT != own:
            continue
        directions = [oriented(side, d) for _, d, _ in SHIFT_DIRECTIONS]
        neighbours = [BOARD.step(sq, d) for d in directions]
        boxed = all(n is not None and cells[n] and cells[n] & BLACK_BIT != own for n in neighbours)
        distance = 3 if boxed else 1
        options = []
        for index, direction in enumerate(directions):
            target = BOARD.step(sq, direction, distance)
            if target is not None and not cells[target]:
                options.append((index, target))
        out.append((sq, options))
    return out


def can_shift(cells: Sequence[int], side: str) -> bool:
    """Whether ``side`` has any shift at all (else the rule has nothing to ask of it)."""
    return any(options for _, options in piece_options(cells, side))


def best_shifts(cells: Sequence[int], side: str) -> list[Shift]:
    """Every shift of the best rank, in the order of
    docs/rules/checkers-bosses.md § Different bindings (see the module docstring)."""
    pieces = piece_options(cells, side)
    if not any(options for _, options in pieces):
        return []
    best = None
    shifts: list[Shift] = []
    for counts in sorted(_count_vectors(pieces), key=_rank):
        if best is not None and _rank(counts) != best:
            break
        for assignment in _assignments(pieces, counts):
            best = _rank(counts)
            shifts.append(_as_shift(assignment, counts))
    return shifts


def _count_vectors(pieces: list[tuple[int, list[Option]]]) -> Iterator[tuple[int, ...]]:
    """How many pieces go each way (left, right, back, forward, stay), within what each
    direction can take; never all staying."""
    n = len(pieces)
    caps = [sum(any(d == index for d, _ in options) for _, options in pieces) for index in range(4)]
    for left in range(min(n, caps[0]) + 1):
        for right in range(min(n - left, caps[1]) + 1):
            for back in range(min(n - left - right, caps[2]) + 1):
                for fwd in range(min(n - left - right - back, caps[3]) + 1):
                    stay = n - left - right - back - fwd
                    if stay < n:
                        yield (left, right, back, fwd, stay)


def _rank(counts: tuple[int, ...]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Smaller is better: fewest staying, then the largest groups, then preferred directions."""
    groups = sorted(
        ((counts[i], SHIFT_DIRECTIONS[i][2]) for i in range(STAY) if counts[i]),
        key=lambda group: (-group[0], group[1]),
    )
    return (counts[STAY], tuple(-size for size, _ in groups), tuple(c for _, c in groups))


def _assignments(
    pieces: list[tuple[int, list[Option]]], counts: tuple[int, ...]
) -> Iterator[tuple[Step, ...]]:
    """Every assignment of a move (or a stay) to each piece matching ``counts`` exactly, with
    no two pieces landing on one square."""
    # suffix[i][d]: how many pieces from i on could go in direction d (prunes dead ends early).
    suffix = [[0] * STAY for _ in range(len(pieces) + 1)]
    for i in range(len(pieces) - 1, -1, -1):
        suffix[i] = list(suffix[i + 1])
        for d, _ in pieces[i][1]:
            suffix[i][d] += 1
    remaining = list(counts)
    used: set[int] = set()
    chosen: list[Step] = []

    def search(i: int) -> Iterator[tuple[Step, ...]]:
        if any(remaining[d] > suffix[i][d] for d in range(STAY)):
            return
        if i == len(pieces):
            yield tuple(chosen)
            return
        origin, options = pieces[i]
        for d, target in options:
            if remaining[d] and target not in used:
                remaining[d] -= 1
                used.add(target)
                chosen.append((origin, d, target))
                yield from search(i + 1)
                chosen.pop()
                used.discard(target)
                remaining[d] += 1
        if remaining[STAY]:
            remaining[STAY] -= 1
            chosen.append((origin, STAY, origin))
            yield from search(i + 1)
            chosen.pop()
            remaining[STAY] += 1

    return search(0)


def _as_shift(assignment: tuple[Step, ...], counts: tuple[int, ...]) -> Shift:
    """``shift left`` when every piece goes one way, else every moving piece's step listed."""
    steps = tuple((origin, target) for origin, d, target in assignment if d != STAY)
    ways = [i for i in range(STAY) if counts[i]]
    if not counts[STAY] and len(ways) == 1:
        return Shift(steps, f"shift {SHIFT_DIRECTIONS[ways[0]][0]}")
    listed = " ".join(f"{BOARD.name(a)}-{BOARD.name(b)}" for a, b in steps)
    return Shift(steps, f"shift {listed}")
