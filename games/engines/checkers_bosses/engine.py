"""The Checkers with Bosses engine: turns, boss drops, position strings and views.

A turn of a side is: the boss drops it owes (one move each), then one ordinary move (a step or
the longest capture chains), then, when the different-bindings rule applies, its shift.  Every
phase is derived from the position itself (a drop is owed while a kind's boss is in reserve and
none of its men or crowned pieces is left), so the position string carries only the reserves,
the options and the ``shift`` flag.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache, lru_cache
from itertools import compress
from typing import Any, NamedTuple

from games.core.engine import Game, OptionSpec, Outcome
from games.core.geometry import BLACK, SIDES, WHITE, opponent
from games.core.notation import MoveSyntax, Reading
from games.core.outcome import Ending
from games.core.position import (
    Token,
    format_position,
    parse_flag,
    parse_position,
    parse_square_list,
    shown,
)
from games.core.view import PieceView
from games.engines.checkers_bosses.bindings import Shift, best_shifts, bindings_apart, can_shift
from games.engines.checkers_bosses.captures import (
    Path,
    can_jump_from,
    capture_sequences,
    play_capture,
)
from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOARD,
    BOSS,
    COMPOUND,
    CROWNED,
    DIAG,
    DROP_ZONE,
    FAR_SQUARES,
    JUMPS,
    KIND_LETTER,
    KIND_MASK,
    KIND_NAME,
    KINDS,
    LETTER_KIND,
    MOVER,
    ORTHO,
    START_COUNT,
    STEPS,
    crown_if_due,
    far_rank,
    hp_of,
    letter_of,
    make_piece,
    side_bit,
    side_of,
)
from games.engines.checkers_bosses.refusal import explain
from games.engines.checkers_bosses.rules import (
    BY_NAME,
    DEFAULT_HP,
    NAMES,
    SQUARES,
    Board,
    BossState,
    bosses_gone,
    new_boss,
    owed_drops,
    side_index,
    state_of,
)
from games.errors import InvalidPosition, Refusal
from games.phrase import Phrase

KEYS = ("reserve", "boss_hp", "boss_promotes", "crowned", "shift")
_OPPONENT = {side: opponent(side) for side in SIDES}
# ``side_index`` and ``side_bit`` as tables, for the move generator.
_SIDE_INDEX = {side: side_index(side) for side in SIDES}
_SIDE_BIT = {side: side_bit(side) for side in SIDES}


class _Move(NamedTuple):
    """A generated move: ``step``/``capture`` (the squares visited), ``drop`` (a boss of
    ``drop_kind`` on ``path[0]``) or ``shift``.  A named tuple: built in C (a position with
    captures makes one per chain)."""

    kind: str
    path: Path = ()
    drop_kind: int = 0
    shift: Shift | None = None


# (reserve bit, man's code, crowned man's code) of each kind, by the side bit.
_MEN = {
    own: tuple((1 << kind, kind | own, kind | own | CROWNED) for kind in KINDS)
    for own in (0, BLACK_BIT)
}

def _drop_moves(state: BossState) -> dict[str, _Move]:
    """The drops owed at the start of the turn; none when no square of the three ranks is empty
    (the drop then waits a turn).  A drop may not change the side's set of capture sequences:
    the boss may not capture at once nor stand on a square some sequence lands on."""
    side, cells = state.turn, state.cells
    owed = owed_drops(state, side)
    empty = [sq for sq in DROP_ZONE[side] if not cells[sq]] if owed else []
    if not empty:
        return {}
    landings = {sq for path in capture_sequences(cells, side) for sq in path[1:]}
    moves = {}
    for kind in owed:
        boss = new_boss(state, kind, side)
        quiet = [sq for sq in empty if sq not in landings and not can_jump_from(cells, boss, sq)]
        for sq in quiet or empty:  # (interpretation) with no quiet square, any empty one
            moves[f"{KIND_LETTER[kind]}@{NAMES[sq]}"] = _Move("drop", (sq,), drop_kind=kind)
    return moves


def _ordinary_moves(cells: tuple[int, ...], side: str, board: Board) -> dict[str, _Move]:
    """The longest capture chains if there is any capture (compulsory, majority rule), else
    every step; in the sorted order of their texts.  ``board`` is ``board_codes(cells)``.

    One pass over the side's pieces, in the order of their square names, reads each neighbour
    once: empty, it is a step (the neighbours come in the order of their names, so the steps
    come sorted); an enemy piece with an empty square beyond, a capture, and then only the
    capture chains count.
    """
    own = _SIDE_BIT[side]
    # One flag a square, read in C (by a table for bytes, by a C callable for a tuple).
    owned = (
        board.translate(_OWN_BYTES[side]) if type(board) is bytes else map(_IS_OWN[side], board)
    )
    squares = compress(BY_NAME, owned)
    steps: dict[str, _Move] = {}
    for sq in squares:
        for over, land, text, move in _NEIGHBOURS_OF_CODE[cells[sq]][sq]:
            if not cells[over]:
                steps[text] = move
            elif cells[over] & BLACK_BIT != own and land >= 0 and not cells[land]:
                # The pieces before this one have no capture: the search starts here.
                return _longest_captures(cells, side, [sq, *squares])
    return steps


def _drop_owed(owed: int, own: int, board: Board) -> bool:
    """Whether a kind of ``owed`` (reserve bits) has no man or crowned piece of side ``own``
    left on ``board``: the quick test before the drops are looked for."""
    for bit, man, crowned_man in _MEN[own]:
        if owed & bit and man not in board and crowned_man not in board:
            return True
    return False


def _longest_captures(cells: tuple[int, ...], side: str, squares: list[int]) -> dict[str, _Move]:
    """The capture chains of the most jumps (the majority rule) of the pieces on ``squares``,
    sorted by text."""
    paths = capture_sequences(cells, side, [(sq, cells[sq]) for sq in squares])
    if len(paths) == 1:  # the usual case
        return {"x".join(map(NAMES.__getitem__, paths[0])): _capture(paths[0])}
    longest = max(map(len, paths))
    texts = {
        "x".join(map(NAMES.__getitem__, path)): path for path in paths if len(path) == longest
    }
    return {text: _capture(texts[text]) for text in sorted(texts)}


def _capture(path: Path) -> _Move:
    """``_Move("capture", path)``, built by ``tuple.__new__`` (the named tuple's own
    ``__new__`` is a Python function, for its defaults)."""
    return _new_tuple(_Move, ("capture", path, 0, None))


_new_tuple = tuple.__new__


# Whether a piece code belongs to a side, as a C-level callable for ``map`` (the squares of a
# side's pieces are then found by ``compress`` without a Python loop over the board).  Codes
# stay below 2 ** 10: hit points are at most 9 (the boss_hp option's choices).
_WHITE_CODE = tuple(bool(code) and not code & BLACK_BIT for code in range(1 << 10))
_IS_OWN = {WHITE: _WHITE_CODE.__getitem__, BLACK: BLACK_BIT.__and__}
# The same as a table for ``bytes.translate`` (every code but a few bosses' is below 256).
_OWN_BYTES = {
    WHITE: bytes(_WHITE_CODE[:256]),
    BLACK: bytes(bool(code & BLACK_BIT) for code in range(256)),
}


def _neighbour_rows(mover: int) -> tuple[tuple[tuple[int, int, str, _Move], ...], ...]:
    """Per square, for each direction ``mover`` goes: the neighbour (where it steps, or what
    it jumps over), the landing square of a jump (-1 off the board), and the step's text and
    move; in the order of the neighbours' names."""
    rows = []
    for sq in SQUARES:
        landing = dict(JUMPS[mover][sq])
        entries = [
            (target, landing.get(target, -1), f"{NAMES[sq]}-{NAMES[target]}",
             _Move("step", (sq, target)))
            for target in STEPS[mover][sq]
        ]
        rows.append(tuple(sorted(entries, key=lambda entry: entry[2])))
    return tuple(rows)


# Steps and jumps go the same directions (a man's forward ones, a crowned piece's every one of
# its kind), so one table per mover serves both.
_NEIGHBOURS = tuple(
    _neighbour_rows(mover) if mover & KIND_MASK else () for mover in range(MOVER + 1)
)
# The same by whole piece code (codes stay below 2 ** 10), sparing the loop a mask per piece.
_NEIGHBOURS_OF_CODE = tuple(_NEIGHBOURS[code & MOVER] for code in range(1 << 10))


@lru_cache(maxsize=1024)
def generate(state: BossState) -> dict[str, _Move]:
    """Every legal move of the side to decide, sorted by text (cached: outcome(), play and
    the views all ask).

    A thousand positions are kept, not four: ``play`` right after ``legal_moves`` reads the
    engine's last answer, and a search comes back to a position after its children, so more
    would only hold memory (over thousands of fresh positions, a 4096-entry cache made each
    a quarter slower, for the cache misses of memory never reused; the search's node rate
    is the same either way)."""
    if state.shift:
        shifts = {s.text: s for s in best_shifts(state.cells, state.turn)}
        return {text: _Move("shift", shift=shifts[text]) for text in sorted(shifts)}
    cells, side = state.cells, state.turn
    board = state.board
    owed = state.reserve[_SIDE_INDEX[side]]
    if owed and _drop_owed(owed, _SIDE_BIT[side], board):
        drops = _drop_moves(state)
        if drops:
            return {text: drops[text] for text in sorted(drops)}
    return _ordinary_moves(cells, side, board)


def _can_move(state: BossState) -> bool:
    """Whether the side to decide has any legal move, without generating them all.

    A search asks this of every leaf; generating the moves there (capture chains, texts) cost
    a third of its time.  One piece with an empty square to step to is enough: then there is
    a step, or a capture (compulsory), or a drop (owed first); each is a legal move.
    """
    if not state.shift:
        own, cells = side_bit(state.turn), state.cells
        for sq, code in enumerate(cells):
            if code and code & BLACK_BIT == own:
                for target in STEPS[code & MOVER][sq]:
                    if not cells[target]:
                        return True
    return bool(generate(state))


# ----- position strings -------------------------------------------------------------------


def _parse_reserve(value: str) -> tuple[int, int]:
    """``DOC/doc``: White's bosses not yet dropped (uppercase), then Black's (lowercase)."""
    parts = value.split("/")
    if len(parts) != 2:
        raise InvalidPosition(
            f"reserve= is written White's/Black's, e.g. DOC/doc, not {shown(value)}."
        )
    out = []
    for part, side in zip(parts, SIDES, strict=True):
        bits = 0
        for letter in part:
            kind = LETTER_KIND.get(letter.upper())
            if kind is None or (letter.isupper() != (side == WHITE)):
                expected = "D, O, C" if side == WHITE else "d, o, c"
                raise InvalidPosition(f"reserve=: {side}'s bosses are {expected}, not {letter!r}.")
            if bits & (1 << kind):
                raise InvalidPosition(f"reserve=: {letter!r} is given twice.")
            bits |= 1 << kind
        out.append(bits)
    return out[0], out[1]


@cache
def _format_reserve(reserve: tuple[int, int]) -> str:
    white = "".join(KIND_LETTER[k] for k in KINDS if reserve[0] & (1 << k))
    black = "".join(KIND_LETTER[k].lower() for k in KINDS if reserve[1] & (1 << k))
    return f"{white}/{black}"


def _parse_boss_hp(value: str) -> int:
    if value not in {str(n) for n in range(1, 10)}:
        raise InvalidPosition(f"boss_hp= takes a whole number from 1 to 9, not {shown(value)}.")
    return int(value)


def _piece_code(token: Token, sq: int, boss_hp: int, promotes: bool, crowned: set[int]) -> int:
    """The code of one token, or InvalidPosition when it could not stand there."""
    kind, side, where = LETTER_KIND[token.letter.upper()], token.side, NAMES[sq]
    on_far_rank = BOARD.rank_of(sq) == far_rank(side)
    if token.prefix == "*":
        if token.hp is None or not 1 <= token.hp <= boss_hp:
            raise InvalidPosition(
                f"The boss on {where} needs its hit points left, 1 to {boss_hp}, e.g. *D(3)."
            )
        is_crowned = not promotes or sq in crowned
        if not is_crowned and on_far_rank:
            raise InvalidPosition(f"The boss on {where} stands on its far rank uncrowned.")
        return make_piece(kind, side, crowned=is_crowned, hp=token.hp)
    if token.prefix != "+" and on_far_rank:
        raise InvalidPosition(f"The man on {where} stands on its far rank uncrowned (write +).")
    return make_piece(kind, side, crowned=token.prefix == "+")


@cache
def _token(code: int) -> str:
    """The position-string token of a piece code (a few dozen codes exist: cached, since the
    AI writes a position string for every position it evaluates)."""
    letter = letter_of(code)
    if code & BOSS:
        return f"*{letter}({hp_of(code)})"
    return f"+{letter}" if code & CROWNED else letter


def _check_material(cells: tuple[int, ...], reserve: tuple[int, int]) -> None:
    """Per side and kind: men no more than at the start and only while the boss is still in
    reserve (a boss comes in only when the last of its men has gone); at most one boss, and
    not also in reserve."""
    for side in SIDES:
        own, in_reserve = side_bit(side), reserve[side_index(side)]
        for kind in KINDS:
            pieces = [c for c in cells if c and c & BLACK_BIT == own and c & KIND_MASK == kind]
            bosses = sum(1 for c in pieces if c & BOSS)
            men = len(pieces) - bosses
            name = f"{side} {KIND_NAME[kind]}"
            if men > START_COUNT[kind]:
                raise InvalidPosition(
                    f"There are {men} {name} men; a side starts with {START_COUNT[kind]}."
                )
            if bosses > 1:
                raise InvalidPosition(f"There is more than one {name} boss.")
            if men and not in_reserve & (1 << kind):
                raise InvalidPosition(
                    f"{name.capitalize()} men are on the board, so that boss must be in reserve."
                )
            if bosses and in_reserve & (1 << kind):
                raise InvalidPosition(f"The {name} boss is both on the board and in reserve.")


# ----- the engine -------------------------------------------------------------------------


class CheckersWithBosses(Game[BossState]):
    id = "checkers-bosses"
    name = "Checkers with Bosses"
    board = BOARD
    options = (
        OptionSpec(
            "boss_hp",
            DEFAULT_HP,
            "the hit points a boss starts with",
            choices=tuple(range(1, 10)),
            samples=(3, 1, 5),
        ),
        OptionSpec(
            "boss_promotes",
            False,
            "bosses move like men of their kind until crowned on the far rank (variation 2)",
            samples=(False, True),
        ),
    )
    syntax = MoveSyntax(
        frozenset({"pass", "shift", "left", "right", "back", "forward"}), drops="doc"
    )

    # ----- positions -----------------------------------------------------------------------

    def _start(self, options: dict[str, Any]) -> BossState:
        cells = [0] * BOARD.size
        rows = ((0, COMPOUND, "cdef"), (1, ORTHO, "abcdefgh"), (2, DIAG, "abcdefgh"))
        for rank, kind, files in rows:
            for file in files:
                white = BOARD.parse(f"{file}{rank + 1}")
                black = BOARD.parse(f"{file}{BOARD.ranks - rank}")
                cells[white] = make_piece(kind, WHITE)
                cells[black] = make_piece(kind, BLACK)
        return BossState(
            tuple(cells),
            WHITE,
            boss_hp=options["boss_hp"],
            boss_promotes=options["boss_promotes"],
        )

    def load(self, text: str) -> BossState:
        parsed = parse_position(text, BOARD, letters="DOC", prefixes="+*", keys=KEYS)
        keys = parsed.keys
        if "reserve" not in keys:
            raise InvalidPosition("The key reserve= is required, e.g. reserve=DOC/doc.")
        reserve = _parse_reserve(keys["reserve"])
        boss_hp = _parse_boss_hp(keys.get("boss_hp", str(DEFAULT_HP)))
        promotes = parse_flag("boss_promotes", keys.get("boss_promotes", "0"))
        crowned = set(parse_square_list(BOARD, "crowned", keys.get("crowned", "")))
        shift = parse_flag("shift", keys.get("shift", "0"))
        for sq in crowned:
            token = parsed.cells[sq]
            if not promotes or token is None or token.prefix != "*":
                raise InvalidPosition(
                    f"crowned= lists bosses crowned under boss_promotes=1; {NAMES[sq]} is not one."
                )
        cells = tuple(
            _piece_code(token, sq, boss_hp, promotes, crowned) if token else 0
            for sq, token in enumerate(parsed.cells)
        )
        _check_material(cells, reserve)
        state = BossState(cells, parsed.side, reserve, boss_hp, promotes, shift)
        if bosses_gone(state, WHITE) and bosses_gone(state, BLACK):
            raise InvalidPosition("Both sides have lost all their bosses.")
        if shift and not (bindings_apart(cells) and can_shift(cells, parsed.side)):
            raise InvalidPosition(
                "shift=1 needs only diagonal pieces, the sides on different square colours, "
                "and a shift the side to move can make."
            )
        return state

    def dump(self, state: BossState) -> str:
        keys = [("reserve", _format_reserve(state.reserve))]
        if state.boss_hp != DEFAULT_HP:
            keys.append(("boss_hp", str(state.boss_hp)))
        if state.boss_promotes:
            keys.append(("boss_promotes", "1"))
            crowned = [NAMES[sq] for sq, c in enumerate(state.cells) if c & BOSS and c & CROWNED]
            if crowned:
                keys.append(("crowned", ",".join(crowned)))
        if state.shift:
            keys.append(("shift", "1"))
        tokens = [_token(code) if code else None for code in state.cells]
        return format_position(BOARD, tokens, state.turn, keys)

    # ----- rules ---------------------------------------------------------------------------

    def to_move(self, state: BossState) -> str | None:
        """The side whose turn it is decides everything: its drops, its move and its shift."""
        return None if self.outcome(state) is not None else state.turn

    def _generate(self, state: BossState) -> dict[str, _Move]:
        return generate(state)

    def __init__(self) -> None:
        super().__init__()
        # The last state asked for its moves, and them: ``legal_moves`` then ``play`` of one
        # state is the usual sequence.  Read and written as one tuple (threads share engines).
        self._last_moves: tuple[BossState | None, dict[str, _Move]] = (None, {})

    def _moves(self, state: BossState) -> dict[str, _Move]:
        """The legal moves, sorted: what the shared ``Game._moves`` gives, found faster.

        The game is over when a side's bosses are all gone or the side to move has no move,
        so the moves are ``generate``'s (already sorted, and cached) unless bosses are gone;
        a forced pass never arises (a side without a move has lost).
        """
        last_state, last_moves = self._last_moves
        if last_state is state:
            return last_moves
        white, black = state.reserve
        if not (white and black) and (bosses_gone(state, WHITE) or bosses_gone(state, BLACK)):
            moves: dict[str, _Move] = {}
        else:
            moves = generate(state)
        self._last_moves = (state, moves)
        return moves

    def _apply(self, state: BossState, move: _Move) -> BossState:
        side = state.turn
        cells = list(state.cells)
        if move.kind == "drop":
            cells[move.path[0]] = new_boss(state, move.drop_kind, side)
            reserve = list(state.reserve)
            reserve[side_index(side)] &= ~(1 << move.drop_kind)
            return replace(state, cells=tuple(cells), reserve=(reserve[0], reserve[1]))
        if move.kind == "shift" and move.shift is not None:  # a shift's move always carries it
            return replace(
                state, cells=self._shifted(cells, move.shift), turn=opponent(side), shift=False
            )
        if move.kind == "capture":
            code = cells[move.path[0]]
            play_capture(cells, move.path)
        else:
            origin, target = move.path
            code = cells[origin]
            if not code & CROWNED and target in FAR_SQUARES[code & BLACK_BIT]:
                code |= CROWNED  # crown_if_due, inline
            cells[target] = code
            cells[origin] = 0
        # The piece that moved is still on the board: if it is not diagonal, neither are all
        # the pieces, and the different-bindings rule has nothing to ask (the usual case).
        if code & KIND_MASK == DIAG and bindings_apart(cells) and can_shift(cells, side):
            turn, owes_shift = side, True
        else:
            turn, owes_shift = _OPPONENT[side], False
        return state_of(
            tuple(cells), turn, state.reserve, state.boss_hp, state.boss_promotes, owes_shift
        )

    @staticmethod
    def _shifted(cells: list[int], shift: Shift) -> tuple[int, ...]:
        """The pieces lifted together, then put down (crowned on the far rank)."""
        lifted = [(cells[origin], target) for origin, target in shift.steps]
        for origin, _ in shift.steps:
            cells[origin] = 0
        for code, target in lifted:
            cells[target] = crown_if_due(code, target)
        return tuple(cells)

    def _pass(self, state: BossState) -> BossState:
        return replace(state, turn=opponent(state.turn), shift=False)

    def outcome(self, state: BossState) -> Outcome | None:
        for side in SIDES:
            if bosses_gone(state, side):
                winner = opponent(side)
                captured = f"{winner} captured all three {side} bosses"
                phrase = Phrase.of("ending-bosses-captured", captured, side=side)
                return Outcome.said(winner, phrase, Ending.CAPTURE)
        if not _can_move(state):
            stuck = Phrase.of("ending-cannot-move", f"{state.turn} cannot move", side=state.turn)
            return Outcome.said(opponent(state.turn), stuck, Ending.NO_MOVES)
        return None

    # ----- views ---------------------------------------------------------------------------

    def explain_illegal(self, state: BossState, typed: Reading) -> Refusal | None:
        """Which rule refuses ``typed`` (``refusal.py`` beside this module)."""
        return explain(self, state, typed)

    def view(self, state: BossState, seat: str | None) -> dict[str, Any]:
        pieces = {sq: self._piece_view(state, code) for sq, code in enumerate(state.cells) if code}
        return self.build_view(
            state,
            seat,
            pieces=pieces,
            info={
                "reserve": {
                    side: [
                        KIND_NAME[k] for k in KINDS if state.reserve[side_index(side)] & (1 << k)
                    ]
                    for side in SIDES
                },
                "pending_drops": {
                    side: [KIND_NAME[k] for k in owed_drops(state, side)] for side in SIDES
                },
                # The drops owed that can be made now (none while the three ranks are full).
                "dropping": sorted(
                    {KIND_NAME[m.drop_kind] for m in generate(state).values() if m.kind == "drop"}
                ),
                "shift": state.turn if state.shift else None,
                "boss_hp": state.boss_hp,
                "boss_promotes": state.boss_promotes,
            },
        )

    @staticmethod
    def _piece_view(state: BossState, code: int) -> PieceView:
        """Bosses are flagged ``boss`` (with ``hp``); ``crowned`` marks crowned men and, under
        boss_promotes, crowned bosses (without it every boss moves as crowned anyway)."""
        flags = []
        is_boss = bool(code & BOSS)
        if code & CROWNED and (not is_boss or state.boss_promotes):
            flags.append("crowned")
        if is_boss:
            flags.append("boss")
        return PieceView(
            side_of(code),
            KIND_NAME[code & KIND_MASK],
            letter_of(code),
            tuple(flags),
            hp_of(code) if is_boss else None,
        )


GAME = CheckersWithBosses()
