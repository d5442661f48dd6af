"""King's Crossing (Rich Hutnik, 2011), as docs/rules/kings-crossing.md states it.

Eight (or twelve) pieces a side on half a checkerboard race a King across: pieces slide forward
or sideways, jump-capture in any orthogonal direction (compulsory, turn going on while any jump
is left), and freeze enemy runs by sandwiching them for a later trap capture.

The position string carries the whole truth (hidden Stealth Kings included, as ``K``/``k``);
``public_position``, ``public_move_text`` and ``view`` are the only ways secrets leave the
engine, and they never look at where a hidden King stands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from games.core.engine import Game, OptionSpec, Outcome
from games.core.geometry import BLACK, SIDES, WHITE, opponent
from games.core.notation import MoveSyntax, Reading
from games.core.outcome import NEITHER_CAN_MOVE, Ending
from games.core.position import (
    bounded_int,
    format_position,
    parse_flag,
    parse_position,
    parse_square_list,
    shown,
)
from games.core.view import Mark, PieceView
from games.engines.kings_crossing.refusal import explain
from games.engines.kings_crossing.rules import (
    BOARD,
    CHOICE,
    EMPTY,
    JUMP,
    KING,
    MAN,
    NAMES,
    OWN,
    SLIDE,
    KCState,
    Move,
    apply_move,
    can_jump,
    owner,
    trapped_squares,
    turn_moves,
)
from games.errors import InvalidPosition, Refusal
from games.phrase import Phrase

_SQ = BOARD.parse
KING_STARTS = {"normal": (_SQ("d1"), _SQ("a8")), "alternate": (_SQ("a1"), _SQ("a8"))}
HOMES = {"normal": (_SQ("d1"), _SQ("a8")), "alternate": (_SQ("d1"), _SQ("d8"))}
RANKS_FILLED = {8: 2, 12: 3}  # pieces a side -> ranks each side fills at the start
BACKROW_WIN = 10  # enemy turns a King must stand on the enemy first rank
KEYS = ("home", "stealth", "backcapture", "backrow", "quiet")
SIDE_INDEX = {WHITE: 0, BLACK: 1}
MAX_PIECES = 12


def _state(fields: tuple[Any, ...]) -> KCState:
    """``KCState(*fields)`` with every field given, built by ``tuple.__new__`` (a named
    tuple's own ``__new__`` is a Python function)."""
    return _new_tuple(KCState, fields)


_new_tuple = tuple.__new__


def _king_square(cells: str, side: str) -> int | None:
    sq = cells.find(KING[side])
    return None if sq < 0 else sq


def _start_squares(side: str, ranks: int) -> tuple[int, ...]:
    """The squares of ``side``'s first ``ranks`` ranks: where its pieces start."""
    rank_indices = range(ranks) if side == WHITE else range(BOARD.ranks - ranks, BOARD.ranks)
    return tuple(BOARD.square(f, r) for r in rank_indices for f in range(BOARD.files))


def _in_setup(state: KCState) -> bool:
    """Stealth set-up is under way: Black has no King yet and it is still White's first turn.

    After a Black King is captured the turn has passed to Black, so the two never meet.
    """
    return state.stealth and state.turn == WHITE and KING[BLACK] not in state.cells


def _chooser(state: KCState) -> str:
    """During set-up: White until White has placed its King, then Black."""
    return WHITE if KING[WHITE] not in state.cells else BLACK


def _setup_ranks(cells: str) -> int:
    """How many ranks each side filled at the start, read from a set-up position."""
    return sum(c in OWN[WHITE] for c in cells) // BOARD.files


# The squares of each side's far rank (the enemy's first rank), and each side's opponent.
_FAR_RANK = {
    side: frozenset(sq for sq in range(BOARD.size) if BOARD.rank_of(sq) == BOARD.last_rank(side))
    for side in SIDES
}
_OPPONENT = {side: opponent(side) for side in SIDES}


def _on_enemy_first_rank(side: str, sq: int | None) -> bool:
    return sq in _FAR_RANK[side]


def _settle_backrow(cells: str, backrow: tuple[int, int]) -> tuple[int, int]:
    """Restart the count of a King that is not (or no longer) on the enemy's first rank."""
    if backrow == (0, 0):
        return backrow  # nothing to restart (the usual case)
    white, black = (
        count if _on_enemy_first_rank(side, _king_square(cells, side)) else 0
        for side, count in zip(SIDES, backrow, strict=True)
    )
    return (white, black)


def _count_enemy_turn(cells: str, mover: str, backrow: tuple[int, int]) -> tuple[int, int]:
    """``mover`` completed a turn without winning: the enemy King on its first rank counts it."""
    enemy = _OPPONENT[mover]
    if cells.find(KING[enemy]) not in _FAR_RANK[enemy]:
        return backrow
    counts = list(backrow)
    counts[SIDE_INDEX[enemy]] += 1
    return (counts[0], counts[1])


def _wins(state: KCState) -> list[Outcome]:
    """Every win condition the position meets (a loaded position may meet several)."""
    if _in_setup(state):
        return []
    cells, homes = state.cells, state.homes
    white, black = cells.find(KING[WHITE]), cells.find(KING[BLACK])
    if (
        white >= 0
        and black >= 0
        and white != homes[1]
        and black != homes[0]
        and max(state.backrow) < BACKROW_WIN
    ):
        return []  # both Kings on the board, neither home, no count complete: the usual case
    out = []
    for side in SIDES:
        enemy = opponent(side)
        king = _king_square(state.cells, side)
        enemy_home = state.homes[SIDE_INDEX[enemy]]
        if _king_square(state.cells, enemy) is None:
            captured = f"{side.capitalize()} captured {enemy.capitalize()}'s King"
            phrase = Phrase.of("ending-king-captured", captured, side=side)
            out.append(Outcome.said(side, phrase, Ending.CAPTURE))
        if king == enemy_home:
            home = NAMES[enemy_home]
            reached = f"{side.capitalize()}'s King reached {enemy.capitalize()}'s Home space {home}"
            phrase = Phrase.of("ending-home-reached", reached, side=side, square=home)
            out.append(Outcome.said(side, phrase, Ending.GOAL))
        if state.backrow[SIDE_INDEX[side]] >= BACKROW_WIN:
            rank = BOARD.last_rank(side) + 1
            stood = (
                f"{side.capitalize()}'s King stood on rank {rank} "
                f"through {BACKROW_WIN} {enemy.capitalize()} turns"
            )
            phrase = Phrase.of("ending-back-rank", stood, side=side, rank=rank, turns=BACKROW_WIN)
            out.append(Outcome.said(side, phrase, Ending.BACK_RANK))
    return out


class KingsCrossing(Game[KCState]):
    id = "kings-crossing"
    name = "King's Crossing"
    board = BOARD
    options = (
        OptionSpec(
            "setup",
            "normal",
            "normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and "
            "a8, Home spaces d1 and d8",
            choices=("normal", "alternate"),
        ),
        OptionSpec(
            "pieces",
            8,
            "pieces a side: 8 (two ranks) or 12 (the longer game, three ranks)",
            choices=(8, 12),
        ),
        OptionSpec(
            "stealth",
            False,
            "Stealth King: each player secretly puts the King on one of its starting squares",
            samples=(False, True),
        ),
        OptionSpec(
            "backcapture",
            False,
            "Full backwards capture: trap captures may also step backward",
            samples=(False, True),
        ),
    )
    syntax = MoveSyntax(frozenset({"pass", CHOICE}))

    # ----- positions -----------------------------------------------------------------------

    def _start(self, options: dict[str, Any]) -> KCState:
        ranks = RANKS_FILLED[options["pieces"]]
        cells = [EMPTY] * BOARD.size
        for side in SIDES:
            for sq in _start_squares(side, ranks):
                cells[sq] = MAN[side]
        if not options["stealth"]:
            for side, sq in zip(SIDES, KING_STARTS[options["setup"]], strict=True):
                cells[sq] = KING[side]
        return KCState(
            "".join(cells),
            WHITE,
            HOMES[options["setup"]],
            stealth=options["stealth"],
            backcapture=options["backcapture"],
        )

    def load(self, text: str) -> KCState:
        parsed = parse_position(text, BOARD, letters="MK", keys=KEYS)
        cells = "".join(token.letter if token else EMPTY for token in parsed.cells)
        keys = parsed.keys
        state = KCState(
            cells,
            parsed.side,
            _read_homes(keys.get("home")),
            stealth=parse_flag("stealth", keys["stealth"]) if "stealth" in keys else False,
            backcapture=(
                parse_flag("backcapture", keys["backcapture"]) if "backcapture" in keys else False
            ),
            backrow=_read_backrow(keys.get("backrow", "")),
            quiet=_read_count("quiet", keys.get("quiet", "0")),
        )
        _check_position(state)
        return state

    def dump(self, state: KCState) -> str:
        return _write(state, state.cells, state.backrow)

    def public_position(self, state: KCState) -> str:
        """Hidden Kings written as men and their back-rank counts left out, until the end."""
        if not self._kings_hidden(state):
            return self.dump(state)
        masked = state.cells.replace(KING[WHITE], MAN[WHITE]).replace(KING[BLACK], MAN[BLACK])
        return _write(state, masked, (0, 0))

    def public_move_text(self, state: KCState, move: str) -> str:
        """A Stealth King's set-up choice is announced without its square."""
        return "king ?" if move.startswith(CHOICE) else move

    def _kings_hidden(self, state: KCState) -> bool:
        """Stealth Kings stay hidden from the opponent and spectators until the game ends."""
        return state.stealth and self.outcome(state) is None

    # ----- rules ---------------------------------------------------------------------------

    def to_move(self, state: KCState) -> str | None:
        if self.outcome(state) is not None:
            return None
        return _chooser(state) if _in_setup(state) else state.turn

    def _generate(self, state: KCState) -> dict[str, Move]:
        if _in_setup(state):
            squares = _start_squares(_chooser(state), _setup_ranks(state.cells))
            choices = [Move(CHOICE, sq, sq) for sq in squares]
            return {move.text: move for move in choices}
        return turn_moves(state.cells, state.turn, state.backcapture)  # type: ignore

    def __init__(self) -> None:
        super().__init__()
        # The last state asked for its moves, and them: ``legal_moves`` then ``play`` of one
        # state is the usual sequence.  Read and written as one tuple (threads share engines).
        self._last_moves: tuple[KCState | None, Mapping[str, Move]] = (None, {})

    def _moves(self, state: KCState) -> Mapping[str, Move]:
        """The legal moves, sorted: what the shared ``Game._moves`` gives, found faster.

        While no win is met and the side to move has a move, the game goes on (a stuck game
        needs a side without one) and ``turn_moves`` (cached, already sorted) is the
        list; the Stealth set-up, the end and a side without a move take the shared way.
        """
        last_state, last_moves = self._last_moves
        if last_state is state:
            return last_moves
        moves: Mapping[str, Move] = {}
        if not _wins(state) and not _in_setup(state):
            moves = turn_moves(state.cells, state.turn, state.backcapture)
        if not moves:
            moves = super()._moves(state)
        self._last_moves = (state, moves)
        return moves

    def _apply(self, state: KCState, move: Move) -> KCState:
        if move.kind == CHOICE:
            side = owner(state.cells[move.target])
            cells = state.cells[: move.target] + KING[side] + state.cells[move.target + 1 :]
            return state._replace(cells=cells)
        mover = state.turn
        enemy = _OPPONENT[mover]
        piece = state.cells[move.origin]
        victim = state.cells[move.captured] if move.captured is not None else EMPTY
        cells = apply_move(state.cells, move)
        backrow = _settle_backrow(cells, state.backrow)
        won = victim == KING[enemy] or (
            piece == KING[mover] and move.target == state.homes[SIDE_INDEX[enemy]]
        )
        if move.kind == JUMP and not won and can_jump(cells, mover):
            return _state(
                (cells, mover, state.homes, state.stealth, state.backcapture, backrow, 0)
            )
        advanced = victim != EMPTY or (
            move.kind == SLIDE and move.target // BOARD.files != move.origin // BOARD.files
        )
        if not won:
            backrow = _count_enemy_turn(cells, mover, backrow)
        return _state(
            (
                cells,
                enemy,
                state.homes,
                state.stealth,
                state.backcapture,
                backrow,
                0 if advanced else state.quiet + 1,
            )
        )

    def _pass(self, state: KCState) -> KCState:
        """A pass completes a turn: it counts for the back rank and for the quiet turns."""
        return state._replace(
            turn=opponent(state.turn),
            backrow=_count_enemy_turn(state.cells, state.turn, state.backrow),
            quiet=state.quiet + 1,
        )

    def outcome(self, state: KCState) -> Outcome | None:
        wins = _wins(state)
        if wins:
            return wins[0]
        if not _in_setup(state) and self.both_stuck(state) and not self._passes_win(state):
            return Outcome.said(None, NEITHER_CAN_MOVE, Ending.BOTH_STUCK)
        return None

    def _passes_win(self, state: KCState) -> bool:
        """Whether one of the two passes that would end a stuck game wins it first.

        A pass completes a turn and so counts for the back rank: a side whose forced pass is
        its 10th turn under an enemy King on its first rank loses (docs/rules/kings-crossing.md
        § How the game ends).  The draw of two passes in a row applies only when neither pass
        wins, so the passes are played out here instead of drawing at once.
        """
        first = self._pass(state)
        return bool(_wins(first) or _wins(self._pass(first)))

    def explain_illegal(self, state: KCState, typed: Reading) -> Refusal | None:
        """Which rule refuses ``typed`` (``refusal.py`` beside this module)."""
        return explain(self, state, typed)

    # ----- views ---------------------------------------------------------------------------

    def view(self, state: KCState, seat: str | None) -> dict[str, Any]:
        outcome = self.outcome(state)
        hidden = state.stealth and outcome is None
        setup = _in_setup(state)
        trapped = trapped_squares(state.cells)
        pieces = {
            sq: _piece_view(letter, sq in trapped, hidden and seat != owner(letter))
            for sq, letter in enumerate(state.cells)
            if letter != EMPTY
        }
        if hidden:
            pieces = {
                sq: _with_flag(piece, "hidden") if piece.kind == "king" else piece
                for sq, piece in pieces.items()
            }
        marks = [
            Mark("home-space", side, (state.homes[SIDE_INDEX[side]],), f"{side} Home space")
            for side in SIDES
        ]
        if setup and seat == _chooser(state):
            squares = _start_squares(seat, _setup_ranks(state.cells))
            marks.append(Mark("choice", seat, squares, "choose your King's square"))
        playing = outcome is None and not setup
        return self.build_view(
            state,
            seat,
            pieces=pieces,
            marks=marks,
            info={
                "quiet": state.quiet,
                "backrow": {
                    side: state.backrow[SIDE_INDEX[side]]
                    for side in SIDES
                    if not hidden or seat == side
                },
                "setup": setup,
                "stealth": state.stealth,
                "backcapture": state.backcapture,
                "must_jump": playing and can_jump(state.cells, state.turn),
            },
        )


def _piece_view(letter: str, trapped: bool, disguised: bool) -> PieceView:
    """A piece as a seat sees it: a King the seat may not know of is shown as a plain man."""
    side = owner(letter)
    is_king = letter == KING[side] and not disguised
    return PieceView(
        side,
        "king" if is_king else "man",
        KING[side] if is_king else MAN[side],
        ("trapped",) if trapped else (),
    )


def _with_flag(piece: PieceView, flag: str) -> PieceView:
    return replace(piece, flags=(flag, *piece.flags))


# ----- position strings ------------------------------------------------------------------------


def _write(state: KCState, cells: str, backrow: tuple[int, int]) -> str:
    """The position string of ``state`` with these cells and back-rank counts."""
    keys = [("home", ",".join(NAMES[sq] for sq in state.homes))]
    if state.stealth:
        keys.append(("stealth", "1"))
    if state.backcapture:
        keys.append(("backcapture", "1"))
    counts = [f"{side[0]}{n}" for side, n in zip(SIDES, backrow, strict=True) if n]
    if counts:
        keys.append(("backrow", ",".join(counts)))
    if state.quiet:
        keys.append(("quiet", str(state.quiet)))
    return format_position(BOARD, [None if c == EMPTY else c for c in cells], state.turn, keys)


def _read_homes(value: str | None) -> tuple[int, int]:
    if value is None:
        raise InvalidPosition("King's Crossing needs the Home spaces: home=<White's>,<Black's>.")
    squares = parse_square_list(BOARD, "home", value)
    if len(squares) != 2:
        raise InvalidPosition("The key home takes two squares: White's Home, then Black's.")
    for side, sq in zip(SIDES, squares, strict=True):
        if BOARD.rank_of(sq) != BOARD.first_rank(side):
            raise InvalidPosition(
                f"{side.capitalize()}'s Home space must be on its first rank "
                f"(rank {BOARD.first_rank(side) + 1}), not {NAMES[sq]}."
            )
    return (squares[0], squares[1])


def _read_count(name: str, value: str) -> int:
    """A count in a key (``quiet=4``, the 3 of ``backrow=w3``), bounded before ``int()``."""
    return bounded_int(f"The key {name}", value, limit=6)


def _read_backrow(value: str) -> tuple[int, int]:
    """``w3``, ``b2`` or ``w3,b2``: enemy turns each King has stood on the enemy first rank."""
    counts = [0, 0]
    for part in value.split(",") if value else []:
        letter, number = part[:1], part[1:]
        if letter not in ("w", "b"):
            raise InvalidPosition(f"backrow= counts are written w3 or b2, not {shown(part)}.")
        count = _read_count("backrow", number)
        index = 0 if letter == "w" else 1
        if counts[index] or not 1 <= count <= BACKROW_WIN:
            raise InvalidPosition(
                f"backrow= takes one count per side, from 1 to {BACKROW_WIN}, not {shown(value)}."
            )
        counts[index] = count
    return (counts[0], counts[1])


def _check_position(state: KCState) -> None:
    """Reject positions no game could be in, with a reason a player can act on."""
    cells = state.cells
    for side in SIDES:
        if sum(c in OWN[side] for c in cells) > MAX_PIECES:
            raise InvalidPosition(f"{side.capitalize()} has more than {MAX_PIECES} pieces.")
        if cells.count(KING[side]) > 1:
            raise InvalidPosition(f"{side.capitalize()} has more than one King.")
    kings = [_king_square(cells, side) for side in SIDES]
    if _in_setup(state):
        _check_setup(state)
    elif kings == [None, None]:
        raise InvalidPosition(
            "Neither side has a King (K/k). A Stealth King position with the Kings hidden is "
            "for show only: play goes on from the full position."
        )
    for side, count, king in zip(SIDES, state.backrow, kings, strict=True):
        if count and not _on_enemy_first_rank(side, king):
            raise InvalidPosition(
                f"backrow= counts {side.capitalize()}'s King, which is not on rank "
                f"{BOARD.last_rank(side) + 1}."
            )
    if len({win.winner for win in _wins(state)}) > 1:
        raise InvalidPosition("Both sides have already won in this position.")


def _check_setup(state: KCState) -> None:
    """A Stealth set-up position: untouched starting ranks, White's King at most placed."""
    ranks = _setup_ranks(state.cells)
    owners = "".join(EMPTY if c == EMPTY else owner(c)[0] for c in state.cells)
    if ranks not in RANKS_FILLED.values() or owners != _start_owners(ranks) or state.quiet:
        raise InvalidPosition(
            "Black has no King (k), so this Stealth King game is still being set up: every "
            "piece must stand on its starting square (a position with the Kings hidden is for "
            "show only)."
        )


def _start_owners(ranks: int) -> str:
    """``w``, ``b`` or ``.`` per square of a starting layout with ``ranks`` ranks a side."""
    out = [EMPTY] * BOARD.size
    for side in SIDES:
        for sq in _start_squares(side, ranks):
            out[sq] = side[0]
    return "".join(out)


GAME = KingsCrossing()
