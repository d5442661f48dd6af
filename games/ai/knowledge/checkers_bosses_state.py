"""Checkers with Bosses: the search's leaf value read from the engine's own state, and the
game's ``KNOWLEDGE`` (the text score of ``checkers_bosses`` with this leaf).

``checkers_bosses.evaluate`` reads a position string, as every game's evaluation does, and
stays the readable statement of the score.  In a search it was most of the cost: writing the
string (``dump``), reading it back and walking tokens took about two thirds of a node, so
hard saw a ply less than it could.  Issue 30 lets the AI use an engine's faster internal
interface where the text contract costs; this module computes the same score from the
engine's piece codes (``games.engines.checkers_bosses.pieces``) with tables built once.  A
test holds it to the text evaluation, and to ``lone_bosses``, on the positions of seeded
random games and on random endings (``tests/ai/test_knowledge.py``).

What it reads of a state: ``cells`` (a piece code per square), ``reserve`` (a bit per boss
not yet dropped), ``boss_hp``, ``boss_promotes`` and ``shift``.
"""

from __future__ import annotations

from typing import cast

from games.ai.knowledge.base import Knowledge, Leaf
from games.ai.knowledge.boss_hunts import hunt_edge
from games.ai.knowledge.checkers_bosses import (
    ADVANCE,
    BOSS_BASE,
    CONTEMPT,
    CROWNED_BONUS,
    ENDGAME_PIECES,
    HIT_POINT,
    MAN,
    NET_PIECES,
    PRESSURE,
    REPEAT_COST,
    SAFE_SQUARE,
    SHIELD,
    evaluate,
    hunt_verdict,
    king_distances,
    lone_bosses,
    lone_edge,
    standing_hunters,
    verdict_score,
)
from games.ai.knowledge.lone_bosses import can_be_won
from games.core.geometry import BLACK, WHITE
from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOARD,
    BOSS,
    CROWNED,
    JUMPS,
    KIND_LETTER,
    KIND_MASK,
    MOVER,
    STEPS,
    hp_of,
)
from games.engines.checkers_bosses.rules import BossState

_CODES = range(1 << 10)  # every piece code (a boss of 9 hit points is the largest)
_DISTANCES: tuple[tuple[int, ...], ...] = king_distances(BOARD)
_TOP = BOARD.ranks - 1


def _piece_values() -> tuple[tuple[float, ...], ...]:
    """``_VALUE[code][sq]``: what the text evaluation counts for that piece on that square."""
    table: list[tuple[float, ...]] = []
    for code in _CODES:
        kind = code & KIND_MASK
        if not kind:
            table.append(())
            continue
        letter = KIND_LETTER[kind]
        if code & BOSS:
            row = [BOSS_BASE + HIT_POINT * hp_of(code)] * BOARD.size
        elif code & CROWNED:
            row = [MAN[letter] + CROWNED_BONUS] * BOARD.size
        else:
            black = bool(code & BLACK_BIT)
            row = [
                MAN[letter] + ADVANCE * (_TOP - sq // BOARD.files if black else sq // BOARD.files)
                for sq in range(BOARD.size)
            ]
        table.append(tuple(row))
    return tuple(table)


_VALUE = _piece_values()
# The kind letters of the bosses a reserve's bits (a bit per kind, ``1 << kind``) stand for.
_RESERVE_LETTERS = {
    bits: "".join(letter for kind, letter in KIND_LETTER.items() if bits >> kind & 1)
    for bits in range(1 << (max(KIND_LETTER) + 1))
}
# The move-table index of a piece as the evaluation sees it: a boss moves in every direction
# of its kind (the text reads the ``*`` prefix so, uncrowned under ``boss_promotes`` too).
_MOVES_AS = tuple((code & MOVER) | (CROWNED if code & BOSS else 0) for code in _CODES)
_LETTER = {code: KIND_LETTER[code & KIND_MASK] for code in _CODES if code & KIND_MASK}
# The reserve bit of a man's (or crowned man's) kind, 0 for a boss: what shields a reserve boss.
_SHIELDS = tuple(
    0 if code & BOSS or not code & KIND_MASK else 1 << (code & KIND_MASK) for code in _CODES
)


def leaf_value(state: BossState, side: str, contempt: float) -> float:
    """The value of a search leaf for ``side``: ``-contempt`` at a dead draw (a lone boss
    against a lone boss, one hit point each, neither able to force a hit: ``lone_bosses``),
    else ``evaluate``'s score."""
    cells = state.cells
    white: list[int] = []
    black: list[int] = []
    white_score = black_score = 0.0
    white_kinds = black_kinds = 0
    for sq, code in enumerate(cells):
        if code:
            if code & BLACK_BIT:
                black.append(sq)
                black_score += _VALUE[code][sq]
                black_kinds |= _SHIELDS[code]
            else:
                white.append(sq)
                white_score += _VALUE[code][sq]
                white_kinds |= _SHIELDS[code]
    if len(white) == 1 and len(black) == 1 and _dead_draw(state, white[0], black[0]):
        return -contempt
    white_bits, black_bits = state.reserve
    white_reserve, black_reserve = white_bits.bit_count(), black_bits.bit_count()
    reserve_value = BOSS_BASE + HIT_POINT * state.boss_hp
    white_score += white_reserve * reserve_value + SHIELD * (white_bits & white_kinds).bit_count()
    black_score += black_reserve * reserve_value + SHIELD * (black_bits & black_kinds).bit_count()
    white_pieces, black_pieces = len(white) + white_reserve, len(black) + black_reserve
    one_lone = (white_pieces == 1) != (black_pieces == 1) and min(white_pieces, black_pieces) == 1
    verdict = _verdict(state, white, black) if one_lone else None
    if side == WHITE:
        mine, theirs, balance = white, black, white_score - black_score
        my_pieces, their_pieces = white_pieces, black_pieces
    else:
        mine, theirs, balance = black, white, black_score - white_score
        my_pieces, their_pieces = black_pieces, white_pieces
    if verdict is not None:  # a hopeless hunt (hunt_verdict)
        return verdict_score(verdict, side, balance)
    lone = theirs if their_pieces == 1 else mine if my_pieces == 1 else []
    wounds = 0
    if len(lone) == 1 and cells[lone[0]] & BOSS:
        wounds = state.boss_hp - hp_of(cells[lone[0]])
    duel = None
    if my_pieces == their_pieces == 1 and len(mine) == len(theirs) == 1:
        my_boss, their_boss = cells[mine[0]], cells[theirs[0]]
        if my_boss & BOSS and their_boss & BOSS:
            duel = (_LETTER[my_boss], hp_of(my_boss)), (_LETTER[their_boss], hp_of(their_boss))
    balance = lone_edge(balance, my_pieces, their_pieces, wounds, duel)
    if len(mine) + len(theirs) > ENDGAME_PIECES or not mine or not theirs:
        return balance
    edge = _hunt(state, white, black)
    if edge:
        return balance + (edge if side == WHITE else -edge)
    pressure = PRESSURE * sum(min(_DISTANCES[a][b] for b in theirs) for a in mine)
    if len(mine) + len(theirs) <= NET_PIECES:
        pressure += SAFE_SQUARE * _safe_squares(cells, theirs, mine)
    return balance - pressure


def _dead_draw(state: BossState, white_sq: int, black_sq: int) -> bool:
    """``lone_bosses`` for a state with one piece a side (see its docstring)."""
    if state.reserve != (0, 0) or state.shift:
        return False
    cells = state.cells
    white, black = cells[white_sq], cells[black_sq]
    if hp_of(white) != 1 or hp_of(black) != 1:
        return False
    if state.boss_promotes and not (white & CROWNED and black & CROWNED):
        return False
    side = "w" if state.turn == WHITE else "b"
    return not can_be_won(_LETTER[white], _LETTER[black], white_sq, black_sq, side)


def _verdict(state: BossState, white: list[int], black: list[int]) -> str | None:
    """``hunt_verdict`` on piece codes, where one side has a lone boss (on the board or in
    reserve) and the other two pieces or more."""
    if state.boss_promotes:
        return None
    cells = state.cells
    white_bits, black_bits = state.reserve
    if len(white) + white_bits.bit_count() == 1:
        prey_side, prey_squares, prey_bits = WHITE, white, white_bits
        hunter_squares, hunter_bits = black, black_bits
    else:
        prey_side, prey_squares, prey_bits = BLACK, black, black_bits
        hunter_squares, hunter_bits = white, white_bits
    if prey_squares:
        prey = cells[prey_squares[0]]
        if not prey & BOSS:
            return None
        prey_letter, prey_hp = _LETTER[prey], hp_of(prey)
    else:
        prey_letter, prey_hp = _RESERVE_LETTERS[prey_bits], state.boss_hp
    on_board = [
        (_LETTER[cells[sq]], hp_of(cells[sq]) if cells[sq] & BOSS else None)
        for sq in hunter_squares
    ]
    hunters = standing_hunters(on_board, _RESERVE_LETTERS[hunter_bits], state.boss_hp)
    return hunt_verdict(hunters, prey_letter, prey_hp, prey_side)


def _hunt(state: BossState, white: list[int], black: list[int]) -> float:
    """``checkers_bosses._hunt`` on piece codes: White's edge from a hit two hunters can
    force, where the solved hunt applies."""
    if len(white) + len(black) != 3 or state.boss_promotes:
        return 0.0
    cells = state.cells
    codes = [cells[sq] for sq in white + black]
    if not all(code & CROWNED for code in codes):
        return 0.0
    movers = white if state.turn == WHITE else black
    owed = state.reserve[0 if state.turn == WHITE else 1]
    for sq in movers:
        owed &= ~(1 << (cells[sq] & KIND_MASK))
    if owed:
        return 0.0
    return hunt_edge(
        [(cells[sq] & KIND_MASK, sq) for sq in white],
        [(cells[sq] & KIND_MASK, sq) for sq in black],
        state.turn == WHITE,
    )


def _safe_squares(cells: tuple[int, ...], prey: list[int], hunters: list[int]) -> int:
    """``checkers_bosses._safe_squares`` on piece codes: the prey's steps to empty squares
    that no hunter could jump at once (landing beyond, on an empty square or the one left)."""
    safe = 0
    for sq in prey:
        for target in STEPS[_MOVES_AS[cells[sq]]][sq]:
            if cells[target]:
                continue
            for hunter in hunters:
                if _DISTANCES[hunter][target] != 1:
                    continue
                jumps = JUMPS[_MOVES_AS[cells[hunter]]][hunter]
                if any(over == target and (land == sq or not cells[land]) for over, land in jumps):
                    break
            else:
                safe += 1
    return safe


# The text score states the evaluation; the search reads this leaf, held to it by the tests.
# Built here, above both, so that neither module imports the other back.
KNOWLEDGE = Knowledge(
    evaluate=evaluate,
    dead_draw=lone_bosses,
    contempt=CONTEMPT,
    leaf=cast(Leaf, leaf_value),  # the search passes it this game's states only
    repeat_cost=REPEAT_COST,
)
