"""docs/architecture.md § Adding a sixth game, proved: a new engine is one module.

A throwaway engine is written to a temporary folder that is added to ``games.engines``; with
nothing else touched, the registry finds it, the contract plays it, the renderer draws it and
the AI's easy level plays it to the end.
"""

from __future__ import annotations

import sys
import textwrap

import pytest

import games
import games.engines
from games import registry
from games.ai import choose_move, observe
from renderers import render_png
from renderers.text_board import text_board

ENGINE = '''
"""Pawn Race: pawns step forward or take diagonally forward; first to the far rank wins."""

from dataclasses import dataclass

from games.core.engine import Ending, Game, OptionSpec, Outcome
from games.core.geometry import BLACK, WHITE, Board, opponent
from games.core.position import format_position, parse_position
from games.core.view import PieceView

BOARD = Board(4, 4)
PAWN = {WHITE: "P", BLACK: "p"}


@dataclass(frozen=True)
class State:
    cells: tuple
    turn: str


class PawnRace(Game):
    id = "pawn-race"
    name = "Pawn Race"
    board = BOARD
    options = (OptionSpec("first", "white", "which side moves first", ("white", "black")),)
    summary = "Step a pawn forward or take diagonally forward; first to the far rank wins."

    def _start(self, options):
        cells = [None] * BOARD.size
        for file in range(BOARD.files):
            cells[BOARD.square(file, 0)] = "P"
            cells[BOARD.square(file, BOARD.ranks - 1)] = "p"
        return State(tuple(cells), options["first"])

    def load(self, text):
        parsed = parse_position(text, BOARD, letters="P")
        return State(tuple(t.letter if t else None for t in parsed.cells), parsed.side)

    def dump(self, state):
        return format_position(BOARD, state.cells, state.turn)

    def to_move(self, state):
        return None if self.outcome(state) else state.turn

    def _generate(self, state):
        own, forward = PAWN[state.turn], 1 if state.turn == WHITE else -1
        moves = {}
        for sq, cell in enumerate(state.cells):
            if cell != own:
                continue
            ahead = BOARD.step(sq, (0, forward))
            if ahead is not None and state.cells[ahead] is None:
                moves[f"{BOARD.name(sq)}-{BOARD.name(ahead)}"] = (sq, ahead)
            for side_step in (-1, 1):
                target = BOARD.step(sq, (side_step, forward))
                if target is not None and state.cells[target] not in (None, own):
                    moves[f"{BOARD.name(sq)}x{BOARD.name(target)}"] = (sq, target)
        return moves

    def _apply(self, state, move):
        start, end = move
        cells = list(state.cells)
        cells[end], cells[start] = cells[start], None
        return State(tuple(cells), opponent(state.turn))

    def _pass(self, state):
        return State(state.cells, opponent(state.turn))

    def outcome(self, state):
        for sq, cell in enumerate(state.cells):
            if cell == "P" and BOARD.rank_of(sq) == BOARD.ranks - 1:
                return Outcome(WHITE, "a white pawn reached the far rank", Ending.GOAL)
            if cell == "p" and BOARD.rank_of(sq) == 0:
                return Outcome(BLACK, "a black pawn reached the far rank", Ending.GOAL)
        if self.both_stuck(state):
            return Outcome(None, "neither side can move", Ending.BOTH_STUCK)
        return None

    def view(self, state, seat):
        pieces = {
            sq: PieceView(WHITE if cell == "P" else BLACK, "pawn", cell)
            for sq, cell in enumerate(state.cells)
            if cell
        }
        return self.build_view(state, seat, pieces=pieces)


GAME = PawnRace()
'''


@pytest.fixture
def pawn_race(tmp_path, monkeypatch):
    """The throwaway engine, registered the way every engine is: a module in games.engines."""
    (tmp_path / "pawn_race.py").write_text(textwrap.dedent(ENGINE))
    monkeypatch.setattr(games.engines, "__path__", [*games.engines.__path__, str(tmp_path)])
    registry._engines.cache_clear()
    try:
        yield games.get("pawn-race")
    finally:
        sys.modules.pop("games.engines.pawn_race", None)
        monkeypatch.undo()
        registry._engines.cache_clear()


def test_the_registry_finds_a_new_engine_module(pawn_race):
    assert "pawn-race" in games.ids()
    assert games.get("PAWN-RACE ") is pawn_race


def test_a_new_engine_is_playable_through_the_contract(pawn_race):
    state = pawn_race.start()
    assert pawn_race.dump(state) == "pppp/4/4/PPPP w"
    assert pawn_race.load(pawn_race.dump(state)) == state
    legal = pawn_race.legal_moves(state)
    assert legal == sorted(legal) and "b1-b2" in legal
    after = pawn_race.play(state, " B1–B2 ")  # lenient input comes with the base class
    assert pawn_race.dump(after) == "pppp/4/1P2/P1PP b"
    assert pawn_race.to_move(after) == "black"
    assert pawn_race.dump(pawn_race.start(first="black")).endswith(" b")
    with pytest.raises(games.IllegalMove, match="its moves are b1-b2") as refused:
        pawn_race.play(state, "b1-b3")  # the shared reasons come with the base class too
    assert refused.value.refusal.why is games.errors.Why.NOT_A_DESTINATION
    with pytest.raises(games.IllegalMove, match="there is no piece on b2"):
        pawn_race.play(state, "b2-b3")
    with pytest.raises(games.InvalidMove):
        pawn_race.play(state, "play b1-b2")
    with pytest.raises(games.InvalidPosition):
        pawn_race.load("pppp/4/4 w")
    with pytest.raises(ValueError, match="no option"):
        pawn_race.start(colour="red")
    won = pawn_race.load("4/1P2/p3/4 w")
    won = pawn_race.play(won, "b3-b4")
    assert pawn_race.outcome(won).winner == "white"
    assert pawn_race.legal_moves(won) == []


def test_a_new_engine_is_drawn_by_the_renderer(pawn_race):
    state = pawn_race.play(pawn_race.start(), "b1-b2")
    png = render_png(pawn_race.view(state, None), last_move="b1-b2", highlights=("b3",))
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert "P" in text_board(pawn_race.view(state, None))


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_new_engine_is_played_by_the_ai(pawn_race, level):
    state = pawn_race.start()
    for _ in range(40):
        seat = pawn_race.to_move(state)
        if seat is None:
            break
        move = choose_move(observe("pawn-race", state, seat), level, seed=1)
        state = pawn_race.play(state, move)
    assert pawn_race.outcome(state) is not None
