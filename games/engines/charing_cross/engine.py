"""Charing Cross (BGDF, 1000 Year Game Design Competition), as docs/rules/charing-cross.md
states it.

Two knights and two rooks a side race across an 8 × 8 board: forward moves of one square toward
the goal, or a jump over any neighbouring piece; a jumped piece goes back home, its owner
choosing the square when two are free (a decision of the owner, ``@a5``, before play goes on).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from games.core.engine import Game, OptionSpec, Outcome
from games.core.geometry import ALL_DIRECTIONS, BLACK, WHITE, opponent
from games.core.notation import MoveSyntax, Reading
from games.core.outcome import NEITHER_CAN_MOVE, Ending
from games.core.position import format_position, parse_position, shown
from games.core.view import Mark, PieceView
from games.engines.charing_cross.refusal import explain
from games.engines.charing_cross.rules import (
    BOARD,
    HOMES,
    KIND,
    CCState,
    forward_steps,
    on_edge,
    on_goal,
    owner,
)
from games.errors import InvalidPosition, Refusal
from games.phrase import Phrase


@dataclass(frozen=True)
class _Move:
    origin: int
    target: int
    jumped: int | None = None  # the square jumped over
    placement: int | None = None  # for "@a5"


# Precomputed per square (the engine's hot path reads tables, never geometry): the names, each
# piece letter's forward steps and every jump, each with its canonical text and move object.
_NAMES = tuple(BOARD.name(sq) for sq in range(BOARD.size))
_LETTERS = {WHITE: frozenset("NR"), BLACK: frozenset("nr")}
_GOALS = {
    letter: frozenset(sq for sq in range(BOARD.size) if on_goal(letter, sq)) for letter in HOMES
}
_STEP_MOVES: dict[str, tuple[tuple[tuple[int, str, _Move], ...], ...]] = {
    letter: tuple(
        tuple(
            (target, f"{_NAMES[origin]}-{_NAMES[target]}", _Move(origin, target))
            for target in (BOARD.step(origin, d) for d in forward_steps(letter))
            if target is not None and not on_edge(letter, target)
        )
        for origin in range(BOARD.size)
    )
    for letter in HOMES
}
_JUMP_MOVES: tuple[tuple[tuple[int, int, str, _Move], ...], ...] = tuple(
    tuple(
        (over, target, f"{_NAMES[origin]}-{_NAMES[target]}", _Move(origin, target, over))
        for over, target in (
            (BOARD.step(origin, d), BOARD.step(origin, d, 2)) for d in ALL_DIRECTIONS
        )
        if target is not None and over is not None
    )
    for origin in range(BOARD.size)
)



def _marks() -> tuple[Mark, ...]:
    """Every piece's home squares, then every piece's goal: the same in every view."""
    marks = []
    for letter, homes in HOMES.items():
        side, kind = owner(letter), KIND[letter.upper()]
        marks.append(Mark("home", side, homes, f"{side} {kind}s' home", {"piece": kind}))
    for letter in HOMES:
        side, kind = owner(letter), KIND[letter.upper()]
        goal = tuple(sq for sq in range(BOARD.size) if on_goal(letter, sq))
        marks.append(Mark("goal", side, goal, f"{side} {kind}s' goal", {"piece": kind}))
    return tuple(marks)


_MARKS = _marks()


class CharingCross(Game[CCState]):
    id = "charing-cross"
    name = "Charing Cross"
    board = BOARD
    rematch_loser_first = True
    options = (
        OptionSpec(
            "first",
            "white",
            "which side moves first (in a rematch the loser of the last game does)",
            choices=("white", "black"),
        ),
    )
    syntax = MoveSyntax(drops="")  # a jumped piece's home square: @a5

    # ----- positions -----------------------------------------------------------------------

    def _start(self, options: dict[str, Any]) -> CCState:
        cells: list[str | None] = [None] * BOARD.size
        for letter, homes in HOMES.items():
            for sq in homes:
                cells[sq] = letter
        return CCState(tuple(cells), options["first"])

    def load(self, text: str) -> CCState:
        parsed = parse_position(text, BOARD, letters="NR", keys=("place",))
        cells = tuple(token.letter if token else None for token in parsed.cells)
        for letter in HOMES:
            if cells.count(letter) > 2:
                raise InvalidPosition(f"There are more than two {letter!r} pieces.")
        place = parsed.keys.get("place")
        if place is not None:
            if place not in HOMES:
                raise InvalidPosition(f"place= takes one of N R n r, not {shown(place)}.")
            if cells.count(place) > 1:
                raise InvalidPosition(f"place={place}: both {place!r} pieces are on the board.")
            if sum(cells[sq] is None for sq in HOMES[place]) < 2:
                raise InvalidPosition(
                    f"place={place}: a choice exists only while both its home squares are free."
                )
        winners = {owner(c) for sq, c in enumerate(cells) if c and on_goal(c, sq)}
        if len(winners) > 1:
            raise InvalidPosition("Both sides have a piece on its goal.")
        if winners and place:
            raise InvalidPosition("The game is over; no placement can be pending.")
        return CCState(cells, parsed.side, place)

    def dump(self, state: CCState) -> str:
        keys = [("place", state.place)] if state.place else []
        return format_position(BOARD, state.cells, state.turn, keys)

    # ----- rules ---------------------------------------------------------------------------

    def to_move(self, state: CCState) -> str | None:
        if self.outcome(state) is not None:
            return None
        return owner(state.place) if state.place else state.turn

    def _generate(self, state: CCState) -> dict[str, _Move]:
        cells = state.cells
        if state.place:
            return {
                f"@{BOARD.name(sq)}": _Move(sq, sq, placement=sq)
                for sq in HOMES[state.place]
                if cells[sq] is None
            }
        moves: dict[str, _Move] = {}
        own = _LETTERS[state.turn]
        for origin, letter in enumerate(cells):
            if letter not in own:
                continue
            for target, text, move in _STEP_MOVES[letter][origin]:
                if cells[target] is None:
                    moves[text] = move
            for over, target, text, move in _JUMP_MOVES[origin]:
                if cells[over] is not None and cells[target] is None:
                    moves[text] = move
        return moves

    def _apply(self, state: CCState, move: _Move) -> CCState:
        cells = list(state.cells)
        if move.placement is not None:
            cells[move.placement] = state.place
            return CCState(tuple(cells), state.turn)
        letter: str = cells[move.origin]  # type: ignore[assignment]  # a move's piece is there
        cells[move.origin] = None
        cells[move.target] = letter
        following = opponent(state.turn)
        if move.jumped is None:
            return CCState(tuple(cells), following)
        jumped: str = cells[move.jumped]  # type: ignore[assignment]  # a jump goes over a piece
        cells[move.jumped] = None
        free = [sq for sq in HOMES[jumped] if cells[sq] is None]
        if len(free) == 1:
            cells[free[0]] = jumped
        won = on_goal(letter, move.target)
        pending = jumped if len(free) == 2 and not won else None
        return CCState(tuple(cells), following, pending)

    def _pass(self, state: CCState) -> CCState:
        return replace(state, turn=opponent(state.turn))

    def outcome(self, state: CCState) -> Outcome | None:
        for sq, letter in enumerate(state.cells):
            if letter and sq in _GOALS[letter]:
                side, kind, square = owner(letter), KIND[letter.upper()], BOARD.name(sq)
                reached = f"a {side} {kind} reached its goal at {square}"
                phrase = Phrase.of(
                    "ending-reached-goal", reached, side=side, piece=kind, square=square
                )
                return Outcome.said(side, phrase, Ending.GOAL)
        if state.place is None and self.both_stuck(state):
            return Outcome.said(None, NEITHER_CAN_MOVE, Ending.BOTH_STUCK)
        return None

    def explain_illegal(self, state: CCState, typed: Reading) -> Refusal | None:
        """Which rule refuses ``typed`` (``refusal.py`` beside this module)."""
        return explain(self, state, typed)

    # ----- views ---------------------------------------------------------------------------

    def view(self, state: CCState, seat: str | None) -> dict[str, Any]:
        pieces = {
            sq: PieceView(owner(letter), KIND[letter.upper()], letter)
            for sq, letter in enumerate(state.cells)
            if letter
        }
        return self.build_view(
            state,
            seat,
            pieces=pieces,
            marks=_MARKS,
            info={
                "place": state.place,
                "place_kind": KIND[state.place.upper()] if state.place else None,
            },
        )


GAME = CharingCross()
