"""Checkers with Bosses: the position and the rules read from it (the drops owed, a fresh
boss, bosses gone), under public names, for the engine and the refusals alike.

The pieces' codes and tables are in ``pieces``, capture sequences in ``captures`` and the
different-bindings shift in ``bindings``; this module holds the state those rules apply to.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from games.core.geometry import BLACK
from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOARD,
    BOSS,
    CROWNED,
    KIND_MASK,
    KINDS,
    make_piece,
    side_bit,
)

DEFAULT_HP = 3
FULL_RESERVE = sum(1 << kind for kind in KINDS)  # one bit (1 << kind) per boss not yet dropped
NAMES = tuple(BOARD.name(sq) for sq in range(BOARD.size))
SQUARES = range(BOARD.size)
# The squares in the order of their names (a1, a2, ..., h8): a side's pieces read in this
# order give their moves in the sorted order of the texts, which all start with the origin.
BY_NAME = tuple(sorted(SQUARES, key=NAMES.__getitem__))
_READ_BY_NAME = itemgetter(*BY_NAME)


def side_index(side: str) -> int:
    return 1 if side == BLACK else 0


Board = bytes | tuple[int, ...]  # the codes in the order of the square names (see board_codes)


def board_codes(cells: tuple[int, ...]) -> Board:
    """The codes in the order of the square names, as bytes when they fit (every code but a
    boss's of 8 or 9 hit points does): ``in`` and ``translate`` then read it in C."""
    by_name: tuple[int, ...] = _READ_BY_NAME(cells)
    try:
        return bytes(by_name)
    except ValueError:
        return by_name


@dataclass(frozen=True)
class BossState:
    """A position: a piece code per square, whose turn it is, the bosses in reserve (White's,
    Black's; a bit ``1 << kind`` each), the two options, and whether ``turn`` owes a shift."""

    cells: tuple[int, ...]
    turn: str
    reserve: tuple[int, int] = (FULL_RESERVE, FULL_RESERVE)
    boss_hp: int = DEFAULT_HP
    boss_promotes: bool = False
    shift: bool = False

    def __hash__(self) -> int:
        """Hashed once, from the board the move generator reads (bytes hash faster than a
        tuple of 64 ints): the caches of moves ask for it several times per position."""
        fields = self.__dict__
        value = fields.get("_hash")
        if value is None:
            board = fields.get("_board")
            if board is None:
                board = fields["_board"] = board_codes(self.cells)
            value = fields["_hash"] = hash(
                (board, self.turn, self.reserve, self.boss_hp, self.boss_promotes, self.shift)
            )
        return value

    @property
    def board(self) -> Board:
        """``board_codes(cells)``, worked out once."""
        fields = self.__dict__
        board = fields.get("_board")
        if board is None:
            board = fields["_board"] = board_codes(self.cells)
        return board

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without what is worked out (string hashes differ between processes)."""
        return {key: value for key, value in self.__dict__.items() if key not in _WORKED_OUT}


_WORKED_OUT = frozenset({"_hash", "_board"})
_new_object = object.__new__


def state_of(
    cells: tuple[int, ...],
    turn: str,
    reserve: tuple[int, int],
    boss_hp: int,
    boss_promotes: bool,
    shift: bool,
) -> BossState:
    """``BossState(...)`` for the engine's own moves, every field given and already checked:
    the fields are written straight into the new state (a frozen dataclass's ``__init__``
    sets each one through ``object.__setattr__``, a third of the cost of playing a step)."""
    state = _new_object(BossState)
    fields = state.__dict__
    fields["cells"] = cells
    fields["turn"] = turn
    fields["reserve"] = reserve
    fields["boss_hp"] = boss_hp
    fields["boss_promotes"] = boss_promotes
    fields["shift"] = shift
    return state


def owed_drops(state: BossState, side: str) -> list[int]:
    """The kinds whose boss ``side`` must drop: in reserve, with no man or crowned piece left."""
    owed = state.reserve[side_index(side)]
    if not owed:
        return []
    own, cells = side_bit(side), state.cells
    # ``in`` on the tuple compares small ints by identity in C and stops at the first man.
    return [
        kind
        for kind in KINDS
        if owed & (1 << kind) and kind | own not in cells and kind | own | CROWNED not in cells
    ]


# The codes of a side's bosses (any hit points), by the side bit, for ``isdisjoint``.
_BOSS_CODES = {
    own: frozenset(code for code in range(1 << 10)
                   if code & BOSS and code & BLACK_BIT == own and code & KIND_MASK)
    for own in (0, BLACK_BIT)
}


def new_boss(state: BossState, kind: int, side: str) -> int:
    """A boss fresh from the reserve: full hit points; crowned unless ``boss_promotes``."""
    return make_piece(kind, side, crowned=not state.boss_promotes, hp=state.boss_hp)


def bosses_gone(state: BossState, side: str) -> bool:
    """All three of ``side``'s bosses have been dropped and captured."""
    if state.reserve[side_index(side)]:
        return False
    return _BOSS_CODES[side_bit(side)].isdisjoint(state.cells)
