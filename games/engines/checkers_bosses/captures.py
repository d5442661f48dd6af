"""Capture sequences: every complete chain of short jumps a side can make, and playing one.

Jumped ordinary pieces leave the board at once and a jumped boss loses a hit point at once, so
the search mutates one working copy of the board and undoes each jump on the way back.  A chain
goes on while its piece can jump again and stops when a man is crowned on the far rank.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOSS,
    CROWNED,
    EMPTY,
    FAR_SQUARES,
    HP_UNIT,
    JUMPS,
    MOVER,
    crown_if_due,
)

Path = tuple[int, ...]  # the origin, then every landing square


def hit(victim: int) -> int:
    """What a jumped piece becomes: a boss loses a hit point, anything else (or a boss on its
    last point) leaves the board."""
    if victim & BOSS and victim >= 2 * HP_UNIT:
        return victim - HP_UNIT
    return EMPTY


# ``hit`` of every code (codes stay below 2 ** 10), read by the search instead of a call.
_HIT = tuple(hit(code) for code in range(1 << 10))
# The squares where a piece is crowned (so its chain stops), by the mover bits of its code:
# none for a piece that moves as crowned already.
_CROWNS_ON = tuple(
    frozenset() if mover & CROWNED else FAR_SQUARES[mover & BLACK_BIT]
    for mover in range(MOVER + 1)
)


def capture_sequences(
    cells: Sequence[int], side: str, pieces: Sequence[tuple[int, int]] | None = None
) -> list[Path]:
    """Every complete capture sequence of ``side``, of any length (the majority rule is the
    caller's): the drop rule compares this whole set, not only the longest chains.

    ``pieces``, the (square, code) of every piece of ``side`` (or of every one that may have
    a capture), saves a scan when the caller has them already."""
    own = BLACK_BIT if side == "black" else 0
    if pieces is None:
        pieces = [(sq, code) for sq, code in enumerate(cells) if code and code & BLACK_BIT == own]
    board: list[int] = []
    found: list[Path] = []
    for origin, code in pieces:
        # The first jump is looked for here, inline: most pieces have none, and the search
        # (a call, the promotion rank, a working board) is for the few that do.
        jumps = JUMPS[code & MOVER]
        for over, land in jumps[origin]:
            victim = cells[over]
            if victim and victim & BLACK_BIT != own and not cells[land]:
                board = board or list(cells)
                board[origin] = EMPTY
                _extend(board, jumps, own, _CROWNS_ON[code & MOVER], origin, [origin], -1, found)
                board[origin] = code
                break
    return found


def _extend(
    board: list[int],
    jumps: Sequence[Sequence[tuple[int, int]]],
    own: int,
    crowns_on: frozenset[int],
    sq: int,
    path: list[int],
    last_over: int,
    found: list[Path],
) -> None:
    """Depth-first search of the chains continuing from ``sq`` (the piece's square now):
    ``jumps`` is the piece's jump table, ``own`` its side bit, ``crowns_on`` where it would
    be crowned."""
    extended = False
    for over, land in jumps[sq]:
        victim = board[over]
        # An enemy piece, an empty landing, and never the boss jumped by the previous jump
        # (no back-and-forth): a boss that survives a hit stays on its square.
        if not victim or victim & BLACK_BIT == own or board[land] or over == last_over:
            continue
        extended = True
        board[over] = _HIT[victim]
        path.append(land)
        if land in crowns_on:
            found.append(tuple(path))  # crowned: the sequence stops here
        else:
            _extend(board, jumps, own, crowns_on, land, path, over, found)
        path.pop()
        board[over] = victim
    if not extended and len(path) > 1:
        found.append(tuple(path))


def play_capture(cells: list[int], path: Path) -> None:
    """Play the chain ``path`` on ``cells`` in place: hits in order, then crowning."""
    code = cells[path[0]]
    cells[path[0]] = EMPTY
    for start, land in zip(path, path[1:], strict=False):
        over = (start + land) // 2  # the square midway between two squares two apart
        cells[over] = hit(cells[over])
    cells[path[-1]] = crown_if_due(code, path[-1])


def can_jump_from(cells: Sequence[int], code: int, sq: int) -> bool:
    """Whether a piece ``code`` standing on ``sq`` would have a capture at once."""
    own = code & BLACK_BIT
    for over, land in JUMPS[code & MOVER][sq]:
        victim = cells[over]
        if victim and victim & BLACK_BIT != own and not cells[land]:
            return True
    return False
