"""King's Crossing: how exposed a King is to the enemy's compulsory jump chains.

Every loss of ``hard`` against the Monte-Carlo yardstick was a King captured by a jump chain:
a King that walked into the open is hunted by pieces that slide any distance sideways, and a
jump that lands beside it opens the next.  The search sees a chain once it has begun
(quiescence), not the quiet move before it that lets it begin, so the evaluation says it:

- :func:`chain_takes_king`: the enemy, were it its turn, has a sequence of jumps (its turn goes
  on while any of its pieces can jump) that captures the King.  Exhaustive over every order of
  jumps, trapping recomputed after each (a trapped piece cannot jump);
- :func:`open_lines`: the directions from which an enemy piece landing beside the King could
  jump it (the square beyond the King empty), counted only where an enemy piece can slide onto
  that square in one move;
- :func:`lured_lines`: the enemy slides that force the King to jump a piece (compulsory) onto
  a square where it is jumped in turn; :func:`lured_off`: the same off its Home space, which
  an enemy piece then enters (Stealth King, where any enemy piece may be the King);
- :func:`reach_in_one`, :func:`slides_onto`: where pieces can slide in one move.

Written over the position string's cells (read by ``read_position``), not the engine's
internals: the AI judges positions as text, like a player.
"""

from __future__ import annotations

import re
from functools import lru_cache

from games.core.geometry import WHITE, Board, opponent

EMPTY = "."
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
_Squares = tuple[tuple[int, ...], ...]


def colours(cells: tuple[object, ...]) -> str:
    """One character a square: ``W``, ``B`` or ``.``, from parsed cells (tokens with a side)."""
    return "".join(
        EMPTY if token is None else ("W" if token.side == WHITE else "B")  # type: ignore[attr-defined]
        for token in cells
    )


def _mark(side: str) -> str:
    return "W" if side == WHITE else "B"


@lru_cache(maxsize=8)
def _geometry(files: int, ranks: int) -> tuple[_Squares, _Squares]:
    """Per square, its neighbour in each orthogonal direction (-1 off the board), and every
    rank and file as a line of squares."""
    neighbours = []
    for sq in range(files * ranks):
        file, rank = sq % files, sq // files
        row = []
        for df, dr in ORTHOGONAL:
            f, r = file + df, rank + dr
            row.append(r * files + f if 0 <= f < files and 0 <= r < ranks else -1)
        neighbours.append(tuple(row))
    lines = [tuple(r * files + f for f in range(files)) for r in range(ranks)]
    lines += [tuple(r * files + f for r in range(ranks)) for f in range(files)]
    return tuple(neighbours), tuple(lines)


def trapped(board: Board, cells: str) -> frozenset[int]:
    """Squares of trapped pieces: a maximal run of one side's pieces along a rank or file with
    an enemy piece directly at both ends (the board edge never traps)."""
    return _trapped(board.files, board.ranks, cells)


# A run of one colour with the other at both ends (maximal: there are only two colours and
# the empty square); the lookarounds leave the ends out of the match, so adjacent runs are found.
_TRAPPED_RUN = re.compile(r"(?<=W)B+(?=W)|(?<=B)W+(?=B)")


@lru_cache(maxsize=8)
def _line_reading(files: int, ranks: int) -> tuple[tuple[slice, ...], tuple[int, ...]]:
    """Each rank and file as a slice of the cells, and for each character of the lines joined
    by ``|`` the square it reads (the board's size for a ``|``)."""
    _, lines = _geometry(files, ranks)
    slices = tuple(slice(line[0], line[-1] + 1, line[1] - line[0]) for line in lines)
    read = tuple(sq for line in lines for sq in (*line, files * ranks))
    return slices, read


@lru_cache(maxsize=1 << 14)
def _trapped(files: int, ranks: int, cells: str) -> frozenset[int]:
    """One scan of every line at once (a run never crosses a ``|``)."""
    slices, read = _line_reading(files, ranks)
    text = "|".join(cells[part] for part in slices)
    return frozenset(
        read[index]
        for match in _TRAPPED_RUN.finditer(text)
        for index in range(match.start(), match.end())
    )


def jumps(board: Board, cells: str, side: str) -> list[tuple[int, int, int]]:
    """``side``'s jumps as (from, over, to): an untrapped piece, an enemy piece orthogonally
    beside it, the square beyond empty."""
    neighbours, _ = _geometry(board.files, board.ranks)
    own, enemy = _mark(side), _mark(opponent(side))
    if enemy not in cells:
        return []
    frozen: frozenset[int] | None = None
    out = []
    for sq, colour in enumerate(cells):
        if colour != own:
            continue
        for direction, over in enumerate(neighbours[sq]):
            if over < 0 or cells[over] != enemy:
                continue
            land = neighbours[over][direction]
            if land < 0 or cells[land] != EMPTY:
                continue
            if frozen is None:
                frozen = trapped(board, cells)
            if sq not in frozen:
                out.append((sq, over, land))
    return out


def chain_takes_king(board: Board, cells: str, king: int, attacker: str) -> bool:
    """Whether ``attacker``, moving now, can capture the piece on ``king`` within its turn of
    compulsory jumps: some order of its jumps (the turn going on while any of its pieces can
    jump, trapping recomputed after each) jumps over ``king``."""
    return _chain(board, cells, king, attacker, set())


def _chain(board: Board, cells: str, king: int, attacker: str, seen: set[str]) -> bool:
    if cells in seen:
        return False
    seen.add(cells)
    for origin, over, land in jumps(board, cells, attacker):
        if over == king:
            return True
        after = list(cells)
        after[land], after[origin], after[over] = after[origin], EMPTY, EMPTY
        if _chain(board, "".join(after), king, attacker, seen):
            return True
    return False


def open_lines(board: Board, cells: str, king: int, side: str) -> int:
    """How many of the King's four sides an enemy piece could land on in one slide and jump
    the King from next (the square beyond the King empty): its exposure to a hunt."""
    neighbours, _ = _geometry(board.files, board.ranks)
    enemy = opponent(side)
    reach = reach_in_one(board, cells, enemy)
    count = 0
    for direction, beside in enumerate(neighbours[king]):
        beyond = neighbours[king][direction ^ 1]  # the opposite direction (pairs 0/1, 2/3)
        if beside >= 0 and beyond >= 0 and cells[beyond] == EMPTY and beside in reach:
            count += 1
    return count


def lured_lines(board: Board, cells: str, king: int, side: str) -> int:
    """How many ways an enemy slide beside the King can lure it into a jump that lands it
    where an enemy piece jumps it: the slide puts a piece on an empty square beside the King
    with the square beyond empty, so the King must jump it (compulsory), and on landing an
    enemy piece stands beside it with the square beyond empty (the King's own square now).

    Issue 30's position loses so: a man slides to b3 beside the King on a3, the King must take
    it (a3xc3) and d3 takes the King.  The search sees this once the slide is played; a leaf
    before the slide needs the evaluation to say it.  A pattern, not a search: trapping is
    read before the slide, and another jump the King's side might choose instead is ignored
    (a further jump of the King itself is not: it may carry the King away).
    """
    neighbours, _ = _geometry(board.files, board.ranks)
    enemy = _mark(opponent(side))
    frozen = trapped(board, cells)
    slides = _slide_directions(opponent(side))
    count = 0
    for direction, beside in enumerate(neighbours[king]):
        land = neighbours[beside][direction] if beside >= 0 else -1
        if land < 0 or cells[beside] != EMPTY:
            continue
        for origin in _lures(neighbours, cells, beside, enemy, frozen, slides):
            left = (king, beside, origin)  # empty once the King has jumped the lure
            if (cells[land] == EMPTY or land == origin) and (
                _hunted(neighbours, cells, land, enemy, frozen, left)
                and not _jumps_on(neighbours, cells, land, enemy, left)
            ):
                count += 1
                break
    return count


def lured_off(board: Board, cells: str, king: int, side: str, home: int) -> bool:
    """Whether an enemy slide beside the King standing on its Home space forces it off (the
    King must jump the slid piece), after which an enemy piece can slide onto the Home.

    A King on its Home corner cannot be jumped, and while it stands there no enemy King can
    enter; so the enemy lures it off first (hard lost a Stealth game so: d4-d2 beside a King on
    d1, d1xd3 compulsory, and a1-d1 along the emptied first rank by the hidden King).
    """
    if king != home:
        return False
    neighbours, _ = _geometry(board.files, board.ranks)
    enemy = _mark(opponent(side))
    frozen = trapped(board, cells)
    slides = _slide_directions(opponent(side))
    for direction, beside in enumerate(neighbours[king]):
        land = neighbours[beside][direction] if beside >= 0 else -1
        if land < 0 or cells[beside] != EMPTY:
            continue
        for origin in _lures(neighbours, cells, beside, enemy, frozen, slides):
            if cells[land] != EMPTY and land != origin:
                continue
            after = list(cells)
            after[king] = after[beside] = after[origin] = EMPTY
            after[land] = _mark(side)
            if home in reach_in_one(board, "".join(after), opponent(side)):
                return True
    return False


def _lures(
    neighbours: _Squares,
    cells: str,
    beside: int,
    enemy: str,
    frozen: frozenset[int],
    slides: tuple[int, int, int],
) -> list[int]:
    """The untrapped enemy pieces that can slide onto the empty square ``beside``: the first
    piece met walking back from it against each way the enemy slides."""
    out = []
    for direction in slides:
        sq = neighbours[beside][direction ^ 1]
        while sq >= 0 and cells[sq] == EMPTY:
            sq = neighbours[sq][direction ^ 1]
        if sq >= 0 and cells[sq] == enemy and sq not in frozen:
            out.append(sq)
    return out


def _hunted(
    neighbours: _Squares,
    cells: str,
    land: int,
    enemy: str,
    frozen: frozenset[int],
    left: tuple[int, ...],
) -> bool:
    """Whether an untrapped enemy piece beside ``land`` can jump a King standing there."""
    for towards, hunter in enumerate(neighbours[land]):
        if hunter < 0 or hunter in left or cells[hunter] != enemy or hunter in frozen:
            continue
        beyond = neighbours[land][towards ^ 1]
        if beyond >= 0 and (cells[beyond] == EMPTY or beyond in left):
            return True
    return False


def _jumps_on(
    neighbours: _Squares, cells: str, land: int, enemy: str, left: tuple[int, ...]
) -> bool:
    """Whether the King, landed on ``land``, can jump again (its turn goes on, and it may
    jump out of reach)."""
    for towards, over in enumerate(neighbours[land]):
        if over < 0 or over in left or cells[over] != enemy:
            continue
        beyond = neighbours[over][towards]
        if beyond >= 0 and (cells[beyond] == EMPTY or beyond in left):
            return True
    return False


def _slide_directions(side: str) -> tuple[int, int, int]:
    """Indices in ``ORTHOGONAL`` of the ways a piece of ``side`` slides: sideways, forward."""
    return (0, 1, 2 if side == WHITE else 3)


def slides_onto(board: Board, cells: str, origin: int, target: int, side: str) -> bool:
    """Whether the piece of ``side`` on ``origin`` (untrapped) can slide onto ``target`` in one
    move: along a way it slides, every square up to ``target`` empty."""
    neighbours, _ = _geometry(board.files, board.ranks)
    if origin in trapped(board, cells):
        return False
    for direction in _slide_directions(side):
        sq = neighbours[origin][direction]
        while sq >= 0 and cells[sq] == EMPTY:
            if sq == target:
                return True
            sq = neighbours[sq][direction]
    return False


def reach_in_one(board: Board, cells: str, side: str) -> frozenset[int]:
    """Empty squares some untrapped piece of ``side`` can slide onto in one move (forward or
    sideways, any distance through empty squares)."""
    return _reach(board.files, board.ranks, cells, side)


@lru_cache(maxsize=8)
def _slide_rays(files: int, ranks: int, side: str) -> tuple[_Squares, ...]:
    """Per square, the squares a piece of ``side`` there passes sliding each way it slides,
    nearest first."""
    neighbours, _ = _geometry(files, ranks)
    rays = []
    for sq in range(files * ranks):
        ways = []
        for direction in _slide_directions(side):
            ray, nxt = [], neighbours[sq][direction]
            while nxt >= 0:
                ray.append(nxt)
                nxt = neighbours[nxt][direction]
            ways.append(tuple(ray))
        rays.append(tuple(ways))
    return tuple(rays)


@lru_cache(maxsize=1 << 14)
def _reach(files: int, ranks: int, cells: str, side: str) -> frozenset[int]:
    rays = _slide_rays(files, ranks, side)
    own = _mark(side)
    frozen = _trapped(files, ranks, cells)
    out: set[int] = set()
    sq = cells.find(own)
    while sq >= 0:
        if sq not in frozen:
            for ray in rays[sq]:
                for nxt in ray:
                    if cells[nxt] != EMPTY:
                        break
                    out.add(nxt)
        sq = cells.find(own, sq + 1)
    return frozenset(out)
