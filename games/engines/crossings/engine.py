"""Crossings (Robert Abbott, 1969), as docs/rules/crossings.md states it.

Sixteen counters a side on an 8 × 8 board.  A counter steps one square; a straight line of
friendly counters (a phalanx) moves along its own line, the group of N moving 1 to N squares and
capturing the single front enemy counter when the enemy line ahead is shorter than N.  A counter
that reaches the far rank has crossed and is locked; a crossing must be answered at once by a
crossing, and the side with more crossings at the start of its turn wins.

Crossed counters are not stored as a flag: a white counter can only reach rank 8 by crossing and a
black one rank 1, so "crossed" is exactly "on the enemy's first rank".  The position string still
writes the ``+`` (docs/rules/crossings.md § Position strings), and ``load`` insists on it so that
the text and the state agree.  States are a 64-character string (``.``, ``P``, ``p``) and the side:
small, hashable with a cached hash, and cheap to copy for an AI's search.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import product
from typing import Any, TypeVar

from games.core.engine import PASS, Game, Outcome
from games.core.geometry import BLACK, OPPONENT, WHITE, opponent
from games.core.move_lists import KeyedMoves
from games.core.notation import (
    Reading,
    canonical_reading,
    describe_moves,
    marks_agree,
    not_a_capture,
    quote,
    read_move,
)
from games.core.outcome import NEITHER_CAN_MOVE, Ending
from games.core.position import Token, format_position, parse_position
from games.core.view import PieceView
from games.engines.crossings.refusal import explain
from games.engines.crossings.rules import (
    BOARD,
    COUNTER,
    EMPTY,
    FAR,
    FAR_SLICE,
    LINES,
    MAX_COUNTERS,
    NEIGHBOURS,
    RAYS,
    SQUARES,
    START_CELLS,
    CrossingsState,
    crossed,
    enemy_line_shorter,
    group_size,
    must_cross,
)
from games.errors import AmbiguousMove, IllegalMove, InvalidPosition, Refusal, Why
from games.phrase import Phrase

# Move texts and keys, built once.
# A move is one integer, its sort key: the rear counter's square, then 0 for a step or 1 for a
# capture, then the square the rear counter lands on, each square counted file by file (a1, a2,
# ..., a8, b1, ...).  That is exactly the order of the move texts ("a1-a3" < "a1xa2" < "a2-a3":
# names sort by file, then by their one rank digit, and '-' before 'x'), so the generator sorts
# small integers and the contract no text.  Everything else a move needs (its line, distance
# and group) is read from the key and the cells when it is played.
Move = int
ORDER = tuple(BOARD.file_of(sq) * BOARD.ranks + BOARD.rank_of(sq) for sq in SQUARES)


def _key(origin: int, capture: bool, target: int) -> Move:
    return (ORDER[origin] * 2 + capture) * BOARD.size + ORDER[target]


QUIET = tuple(tuple(_key(a, False, b) for b in SQUARES) for a in SQUARES)
CAPTURE = tuple(tuple(_key(a, True, b) for b in SQUARES) for a in SQUARES)
# TEXT[key] is the move's canonical text; PATH[key] the rear counter's square, its ray and how
# far along it the rear counter moves.
TEXT: list[str] = [""] * (2 * BOARD.size * BOARD.size)
PATH: list[tuple[int, tuple[int, ...], int]] = [(0, (), 0)] * len(TEXT)
for _origin in SQUARES:
    for _ray in RAYS[_origin]:
        for _distance, _target in enumerate(_ray, 1):
            for _sep, _keys in (("-", QUIET), ("x", CAPTURE)):
                _move = _keys[_origin][_target]
                TEXT[_move] = f"{BOARD.name(_origin)}{_sep}{BOARD.name(_target)}"
                PATH[_move] = (_origin, _ray, _distance)
KEY_OF: dict[str, Move] = {text: move for move, text in enumerate(TEXT) if text}


def _line_slice(line: tuple[int, ...]) -> slice:
    """The squares of ``line`` as one slice of the cell string (lines are evenly spaced)."""
    step = line[1] - line[0] if len(line) > 1 else 1
    stop = line[-1] + step
    return slice(line[0], stop if stop >= 0 else None, step)


# LINE[key]: the move's whole line, the rear counter's square first, as one slice of the cells
# (see Crossings._apply); VACANT[k]: k empty squares, and COUNTER_BYTE[code] the counter of
# that code, as bytes.
LINE: list[slice] = [slice(0)] * len(TEXT)
for _move, (_origin, _ray, _distance) in enumerate(PATH):
    if TEXT[_move]:
        LINE[_move] = _line_slice((_origin, *_ray))
VACANT = tuple(EMPTY.encode("ascii") * distance for distance in range(BOARD.files + 1))
COUNTER_BYTE = {ord(letter): letter.encode("ascii") for letter in COUNTER.values()}


# ``CrossingsState(cells, turn)`` for the states a move makes, without the named tuple's own
# ``__new__`` (a Python function): ``_new_tuple(CrossingsState, (cells, turn))``.
_new_tuple = tuple.__new__


def _generate_side(cells: str, side: str, only_crossing: bool) -> KeyedMoves:
    """Every move of ``side`` (or only those that cross): canonical text -> move, sorted."""
    keys = _crossing_keys(cells, side) if only_crossing else _all_keys(cells, side)
    keys.sort()
    return KeyedMoves(keys, TEXT, KEY_OF)


def _crossing_keys(cells: str, side: str) -> list[Move]:
    """The moves of ``side`` that cross (a side behind in crossings may play no other): those
    whose head lands on its crossing rank."""
    crossing = FAR[side]
    return [move for move in _all_keys(cells, side) if crossing[_head_squares(cells, move)[1]]]


def _all_keys(cells: str, side: str) -> list[Move]:
    """Every move of ``side``, unsorted.

    The cells are read once, as one integer (``_digits``).  Each file's movable counters come
    from its digits by one lookup (``FILES``, see ``_files``), file by file and rank by rank: the
    order of the move keys, so the list comes in sorted blocks, one a counter, which sort in
    about 60 % of the time the ranks' order takes.  Each counter's eight neighbours are read at
    once from the integer shifted to it: the empty ones give its steps, all of them from one
    table (``STEPS``), and the friendly ones the lines along which it heads a group
    (``GROUPS``).  A group's moves depend only on the squares of its ray and so are tabled per
    ray content (``RAY_TABLES``), all built once, by the first generation: a fresh position
    works nothing out.  Every table is keyed by the masked integer itself, so reading a
    neighbourhood or a ray costs one ``&``.  A single counter never captures because any enemy
    counter is a line of at least N = 1, which blocks.  A crossed friend may end a group
    harmlessly: it stands on the far rank, so a group it heads has no
    square left to move to.
    """
    digits = _digits(cells, side)
    keys: list[Move] = []
    for file_shift, file_friends, file_table in _files()[side]:
        counters = file_table[digits >> file_shift & file_friends]
        for shift, near_empty, near_friends, steps, groups in counters:
            around = digits >> shift
            keys += steps[around & near_empty]
            for ray_mask, near_table, longer in groups[around & near_friends]:
                found = near_table[digits & ray_mask]
                if found is None:  # a longer group, whose moves may reach further
                    found = longer[1][digits & longer[0]]
                keys += found  # type: ignore[arg-type]  # the longer table holds no None
    return keys


def _ray_keys(cells: str, origin: int, ray: tuple[int, ...], side: str) -> tuple[Move, ...]:
    """The moves of the group headed from ``origin`` along ``ray`` (see ``_all_keys``)."""
    enemy_locked = FAR[opponent(side)]
    enemy = COUNTER[opponent(side)]
    quiet, capture = QUIET[origin], CAPTURE[origin]
    moves: list[Move] = []
    reach = len(ray)
    size = group_size(cells, origin, ray)
    for distance in range(1, size + 1):
        index = size - 2 + distance  # where the head lands, along the ray
        if index >= reach:
            break
        target = ray[index]
        occupant = cells[target]
        if occupant == EMPTY:
            moves.append(quiet[ray[distance - 1]])
            continue
        if (
            occupant == enemy
            and not enemy_locked[target]
            and enemy_line_shorter(cells, ray, index, enemy, size)
        ):
            moves.append(capture[ray[distance - 1]])
        break
    return tuple(moves)


# The cells as generation reads them: one integer of base-4 digits, one a square, from the
# mover's side (_FRIEND its counter, _EMPTY an empty square, 0 an enemy counter); one translation
# and one ``int`` read the whole board.  What a counter reads (its neighbours, a ray) is then one
# mask, and the masked value keys the tables.  Square ``sq`` is digit ``sq + _PAD``: shifted
# right by two bits a square of ``origin``, its neighbours sit at digits 0 to 2 * _PAD, so their
# masks are the same for every content and the keys small (small integers hash and compare
# fastest); a ray, which may reach 63 squares back, is masked in place.
_FRIEND, _EMPTY, _BOTH = 1, 2, 3
_DIGIT = {
    side: str.maketrans({letter: "1", EMPTY: "2", COUNTER[opponent(side)]: "0"})
    for side, letter in COUNTER.items()
}
_PAD = BOARD.files + 1
_PAD_DIGITS = "0" * _PAD


def _digits(cells: str, side: str) -> int:
    """``cells`` as base-4 digits from ``side``'s view, square ``sq`` at digit ``sq + _PAD``."""
    return int(cells.translate(_DIGIT[side])[::-1] + _PAD_DIGITS, 4)


def _digit_mask(squares: Iterable[int], digit: int, origin: int = 0) -> int:
    """The bits ``digit`` (_FRIEND, _EMPTY or _BOTH) of ``squares`` in the digits, shifted to
    ``origin`` (``_digits(...) >> 2 * origin``) when given."""
    return sum(digit << 2 * (sq - origin + _PAD) for sq in squares)


# RAY_TABLES[side][origin][d] (built by ``_files``): the moves of a group headed from ``origin``
# along its ray in ALL_DIRECTIONS[d], per content of the ray, every one built once.  A group's
# moves depend on nothing but its ray (the mover's letter is fixed by the side, the locked
# squares by the ray).
# A pair (N = 2) reads at most the first ``_NEAR_REACH`` squares of its ray: its friend, two
# squares to land on and, for a capture, the enemy line of fewer than two behind; so the first
# table is per content of those squares (``None`` where a longer group starts on a longer ray),
# the second per content of the whole ray, for the longer groups (3 ** (n - 2) contents of a ray
# of n squares: about 32,000 entries in all).  Each entry is (mask, table): a content is keyed by
# the ray's digits, ``_digits(...) & mask``.
_NEAR_REACH = 4
_Table = dict[int, tuple[Move, ...] | None]
_RayEntry = tuple[int, _Table, tuple[int, _Table]]


def _group_table(
    side: str, origin: int, ray: tuple[int, ...], reach: int, friends: int
) -> tuple[int, _Table]:
    """The moves of the group headed from ``origin`` along ``ray``, per content of the ray's
    first ``reach`` squares whose first ``friends`` hold friends; None for a longer group whose
    moves may depend on squares beyond them.  With the mask that reads those squares."""
    own = COUNTER[side]
    squares = ray[:reach]
    mask = _digit_mask(squares, _BOTH)
    table: _Table = {}
    for rest in product((EMPTY, *COUNTER.values()), repeat=len(squares) - friends):
        content = own * friends + "".join(rest)
        cells = [EMPTY] * BOARD.size
        cells[origin] = own
        for sq, letter in zip(squares, content, strict=True):
            cells[sq] = letter
        position = "".join(cells)
        key = _digits(position, side) & mask
        if len(ray) > len(squares) and content[1] == own:
            table[key] = None
        else:
            table[key] = tuple(sorted(_ray_keys(position, origin, ray, side)))
    return mask, table


def _ray_entry(side: str, origin: int, ray: tuple[int, ...]) -> _RayEntry:
    longer = _group_table(side, origin, ray, len(ray), 2) if len(ray) > _NEAR_REACH else (0, {})
    return (*_group_table(side, origin, ray, _NEAR_REACH, 1), longer)


T = TypeVar("T")


def _subsets(
    origin: int, squares: Iterable[tuple[int, T]], digit: int
) -> list[tuple[int, tuple[T, ...]]]:
    """Every subset of ``squares`` (each a square and what goes with it): the mask of their
    bits ``digit`` seen from ``origin``, and what goes with them, in the order given."""
    sets: list[tuple[int, tuple[T, ...]]] = [(0, ())]
    for sq, item in squares:
        bit = _digit_mask((sq,), digit, origin)
        sets += [(mask | bit, (*items, item)) for mask, items in sets]
    return sets


def _neighbours(sq: int) -> list[tuple[int, int]]:
    """Each neighbour of ``sq`` with the index of its direction."""
    return [(ray[0], d) for d, ray in enumerate(RAYS[sq]) if ray]


# MOVABLE_SPAN[side]: the cells a counter of ``side`` may move from (not its crossing rank).
MOVABLE_SPAN: dict[str, tuple[int, int]] = {
    WHITE: (0, FAR_SLICE[WHITE][0]),
    BLACK: (FAR_SLICE[BLACK][1], BOARD.size),
}
_Around = tuple[int, int, int, dict[int, tuple[Move, ...]], dict[int, tuple[_RayEntry, ...]]]
_FileEntry = tuple[int, int, dict[int, tuple[_Around, ...]]]


@cache
def _files() -> dict[str, tuple[_FileEntry, ...]]:
    """The tables ``_all_keys`` reads, built the first time a Crossings position's moves are
    generated, not at import: they take a second of processor and some 100,000 objects that
    every later garbage collection walks, in every process that imports the engines, and most
    of them (the bot's front ends, the workers of other games, most tests) never generate a
    Crossings move.  Read through this cache, they cost the generator one call.

    RAY_TABLES[side][origin][d]: ``_ray_entry`` of each line a counter of ``side`` on
    ``origin`` may head a group along.  STEPS[sq][empty neighbours]: the steps to them, sorted.
    GROUPS[side][sq][friendly neighbours]: the RAY_TABLES entries of the lines along which a
    counter on ``sq`` heads a group that has a square to move to (a friend on the edge heads
    none: a quarter of the lines met).  AROUND[side][sq]: what a counter of ``side`` on ``sq``
    reads its moves from, in one tuple: the shift to it, the masks of its empty and friendly
    neighbours, and their tables.  FILES[side][file]: ``_file_entry``.
    """
    ray_tables: dict[str, tuple[dict[int, _RayEntry], ...]] = {
        side: tuple(
            {d: _ray_entry(side, sq, ray) for d, ray in LINES[sq] if len(ray) > 1}
            if not FAR[side][sq]
            else {}
            for sq in SQUARES
        )
        for side in COUNTER
    }
    steps: tuple[dict[int, tuple[Move, ...]], ...] = tuple(
        {
            mask: tuple(sorted(QUIET[sq][RAYS[sq][d][0]] for d in directions))
            for mask, directions in _subsets(sq, _neighbours(sq), _EMPTY)
        }
        for sq in SQUARES
    )
    groups: dict[str, tuple[dict[int, tuple[_RayEntry, ...]], ...]] = {
        side: tuple(
            {
                mask: tuple(
                    ray_tables[side][sq][d] for d in directions if d in ray_tables[side][sq]
                )
                for mask, directions in _subsets(sq, _neighbours(sq), _FRIEND)
            }
            for sq in SQUARES
        )
        for side in COUNTER
    }
    around: dict[str, tuple[_Around, ...]] = {
        side: tuple(
            (
                2 * sq,
                _digit_mask(NEIGHBOURS[sq], _EMPTY, sq),
                _digit_mask(NEIGHBOURS[sq], _FRIEND, sq),
                steps[sq],
                groups[side][sq],
            )
            for sq in SQUARES
        )
        for side in COUNTER
    }
    return {
        side: tuple(_file_entry(side, file, around[side]) for file in range(BOARD.files))
        for side in COUNTER
    }


def _file_entry(side: str, file: int, around: tuple[_Around, ...]) -> _FileEntry:
    """The shift to the file's first square, the mask of the friend bits of the squares a counter
    of ``side`` may move from on the file, and the ``around`` entries (AROUND[side], see
    ``_files``) of its counters per set of them, rank by rank."""
    squares = [sq for sq in SQUARES[file :: BOARD.files] if not FAR[side][sq]]
    return (
        2 * file,
        _digit_mask(squares, _FRIEND, file),
        dict(_subsets(file, ((sq, around[sq]) for sq in squares), _FRIEND)),
    )


def _can_step(cells: str, side: str) -> bool:
    """A cheap sufficient test for "has a move": a movable counter beside an empty square.

    A counter with an empty neighbour can always step there alone, so only positions failing
    this test need the full generator to decide whether the side is stuck.
    """
    own = COUNTER[side]
    start, stop = MOVABLE_SPAN[side]
    sq = cells.find(own, start, stop)
    while sq >= 0:
        for near in NEIGHBOURS[sq]:
            if cells[near] == EMPTY:
                return True
        sq = cells.find(own, sq + 1, stop)
    return False


def _head_squares(cells: str, move: Move) -> tuple[int, int]:
    """Where the head (front counter) of the moving group starts and lands."""
    origin, ray, distance = PATH[move]
    size = group_size(cells, origin, ray)
    start = origin if size == 1 else ray[size - 2]
    return start, ray[size - 2 + distance]


class Crossings(Game[CrossingsState]):
    id = "crossings"
    name = "Crossings"
    board = BOARD
    generates_sorted = True

    def __init__(self) -> None:
        super().__init__()
        self._last_heads: tuple[CrossingsState | None, dict[tuple[int, int], list[str]]] = (
            None,
            {},
        )

    # ----- positions -----------------------------------------------------------------------

    def _start(self, options: dict[str, Any]) -> CrossingsState:
        return CrossingsState(START_CELLS, WHITE)

    def load(self, text: str) -> CrossingsState:
        parsed = parse_position(text, BOARD, letters="P", prefixes="+")
        cells = "".join(_cell(sq, token) for sq, token in enumerate(parsed.cells))
        for side, letter in COUNTER.items():
            if cells.count(letter) > MAX_COUNTERS:
                raise InvalidPosition(f"{side.capitalize()} has more than {MAX_COUNTERS} counters.")
        return CrossingsState(cells, parsed.side)

    def dump(self, state: CrossingsState) -> str:
        tokens = [_token(sq, letter) for sq, letter in enumerate(state.cells)]
        return format_position(BOARD, tokens, state.turn)

    # ----- rules ---------------------------------------------------------------------------

    def to_move(self, state: CrossingsState) -> str | None:
        return None if self.outcome(state) is not None else state.turn

    def must_cross(self, state: CrossingsState) -> bool:
        """The side to move has fewer crossings and may only play moves that cross."""
        return must_cross(state)

    def _generate(self, state: CrossingsState) -> KeyedMoves:
        return _generate_side(state.cells, state.turn, self.must_cross(state))

    def _apply(self, state: CrossingsState, move: Move) -> CrossingsState:
        """The group of N moving k squares along its line (the rear counter first): along the
        line the first N + k squares become k empty ones and then the N counters (the last
        of those squares may hold the captured enemy: overwritten); nothing else changes.

        The cells are changed as bytes (the letters are ASCII): a step sets two of them, a
        group's line is read and written as one strided slice and N is the length of its
        leading run of friends (``lstrip``), so no Python loop walks it and no list of 64
        cells is built and joined (issue 44: a play had become slower than at df3aa8c).
        """
        cells, side = state
        origin, ray, distance = PATH[move]
        changed = bytearray(cells, "ascii")
        own = changed[origin]
        if changed[ray[0]] != own:  # a single counter's step, most moves played
            changed[ray[0]] = own
            changed[origin] = VACANT[1][0]
        else:
            line = LINE[move]
            squares = changed[line]
            letter = COUNTER_BYTE[own]
            size = len(squares) - len(squares.lstrip(letter))
            squares[: size + distance] = VACANT[distance] + letter * size
            changed[line] = squares
        return _new_tuple(CrossingsState, (changed.decode("ascii"), OPPONENT[side]))

    def _pass(self, state: CrossingsState) -> CrossingsState:
        return CrossingsState(state.cells, opponent(state.turn))

    def outcome(self, state: CrossingsState) -> Outcome | None:
        cells, side = state
        other = OPPONENT[side]
        mine, theirs = crossed(cells, side), crossed(cells, other)
        if mine > theirs:
            ahead = f"{side} has more crossed counters at the start of its turn ({mine}–{theirs})"
            phrase = Phrase.of("ending-more-crossed", ahead, side=side, mine=mine, theirs=theirs)
            return Outcome.said(side, phrase, Ending.GOAL)
        if mine < theirs:
            if _generate_side(cells, side, only_crossing=True):
                return None
            behind = f"{side} cannot answer {other}'s crossing"
            phrase = Phrase.of("ending-cannot-answer", behind, side=side)
            return Outcome.said(other, phrase, Ending.GOAL)
        if _can_step(cells, side) or not self.both_stuck(state):
            return None
        return Outcome.said(None, NEITHER_CAN_MOVE, Ending.BOTH_STUCK)

    # ----- lenient input -------------------------------------------------------------------

    def parse_move(self, state: CrossingsState, text: str) -> str:
        """The shared lenient matcher, then the head form: the head's start and end squares.

        ``a2-a4`` at the start names the a1–a2 pair's two-square move (canonically ``a1-a3``).
        The head form is tried only when the shared matcher finds no move, so a canonical move
        always wins; it is accepted only when it names exactly one move.
        """
        try:
            return super().parse_move(state, text)
        except IllegalMove as refused:
            if refused.refusal is not None and refused.refusal.why is Why.NOT_A_CAPTURE:
                raise  # the squares named a move: only its 'x' was wrong
            found = self._by_head(state, text)
            if found is None:
                raise
            return found

    def _by_head(self, state: CrossingsState, text: str) -> str | None:
        """The one move whose head starts and lands on the two typed squares, or None.

        The text is read by the shared reader (so it is strict in the same way) and must be
        two squares and nothing else.  Several such moves (a line of three and its front pair,
        say) are ambiguous: the player is told which and asked for the rearmost counter.
        """
        reading = read_move(text, self.syntax, BOARD)
        if len(reading.squares) != 2 or reading.words or reading.drop is not None:
            return None
        wanted = (BOARD.parse(reading.squares[0]), BOARD.parse(reading.squares[1]))
        matches = self._heads(state).get(wanted, [])
        marked = [move for move in matches if marks_agree(reading, canonical_reading(move))]
        if matches and not marked:
            raise not_a_capture(text, matches)
        if len(marked) > 1:
            quoted, listed = quote(text), describe_moves(marked)
            english = f"{quoted} moves the head of {listed}: type the rearmost counter's move."
            raise AmbiguousMove(
                Phrase.of("refusal-crossings-head", english, typed=quoted, moves=listed)
            )
        return marked[0] if marked else None

    def _heads(self, state: CrossingsState) -> dict[tuple[int, int], list[str]]:
        """The legal moves by the squares their head starts and lands on, in sorted order.

        Worked out once for the last state asked (a player's refused texts, or every pair a
        test types, ask the same position again); read and written as one tuple, as
        ``_generate_once`` does, so threads sharing the engine never mix two states.
        """
        last_state, heads = self._last_heads
        if last_state is state:
            return heads
        moves = self._moves(state)
        pairs = moves.pairs() if isinstance(moves, KeyedMoves) else moves.items()
        heads = {}
        for canonical, move in pairs:
            if move != PASS:
                heads.setdefault(_head_squares(state.cells, move), []).append(canonical)
        self._last_heads = (state, heads)
        return heads

    def explain_illegal(self, state: CrossingsState, typed: Reading) -> Refusal | None:
        """Which rule refuses ``typed`` (``refusal.py`` beside this module)."""
        return explain(self, state, typed)

    # ----- views ---------------------------------------------------------------------------

    def view(self, state: CrossingsState, seat: str | None) -> dict[str, Any]:
        pieces = {
            sq: PieceView(
                WHITE if letter == "P" else BLACK,
                "counter",
                letter,
                ("crossed",) if _iscrossed(sq, letter) else (),
            )
            for sq, letter in enumerate(state.cells)
            if letter != EMPTY
        }
        outcome = self.outcome(state)
        return self.build_view(
            state,
            seat,
            pieces=pieces,
            info={
                "crossed": {side: crossed(state.cells, side) for side in COUNTER},
                "must_cross": outcome is None and self.must_cross(state),
            },
        )


def _iscrossed(sq: int, letter: str) -> bool:
    return FAR[WHITE if letter == "P" else BLACK][sq]


def _cell(sq: int, token: Token | None) -> str:
    """One square of a loaded position; the ``+`` must match the square (see module doc)."""
    if token is None:
        return EMPTY
    crossed = _iscrossed(sq, token.letter)
    if token.prefix == "+" and not crossed:
        rank = BOARD.last_rank(token.side) + 1
        raise InvalidPosition(
            f"{BOARD.name(sq)}: only a {token.side} counter on rank {rank} has crossed ('+')."
        )
    if crossed and token.prefix != "+":
        raise InvalidPosition(
            f"{BOARD.name(sq)}: a {token.side} counter there has crossed; write it +{token.letter}."
        )
    return token.letter


def _token(sq: int, letter: str) -> str | None:
    if letter == EMPTY:
        return None
    return "+" + letter if _iscrossed(sq, letter) else letter


GAME = Crossings()
