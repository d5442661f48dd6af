"""King's Crossing: the search's leaf value read from the engine's own state, and the game's
``KNOWLEDGE`` (the text evaluation of ``kings_crossing`` with this leaf).

The text evaluation writes and parses a position string a leaf (``read_position``), then
reads each piece's side from its token: two thirds of a search's time went into judging its
leaves, a fifth of that into the string.  The engine's state already holds the cells as one
32-letter string, so the leaf reads the colours off it with one ``translate`` and the
material from a table per square, and shares every other term with the text evaluation
(``kings_crossing.judged``).  Held to ``kings_crossing.evaluate`` by a test.
"""

from __future__ import annotations

from functools import lru_cache
from typing import cast

from games.ai.knowledge.base import Knowledge, Leaf
from games.ai.knowledge.kings_crossing import (
    ADVANCE,
    BACK_RANK,
    KING_ROAD,
    MAN_VALUE,
    determinize,
    doubted_win,
    evaluate,
    hidden,
    home_guarded,
    judged,
    road_share,
    setup_choice,
    worlds,
)
from games.core.geometry import BLACK, WHITE
from games.engines.kings_crossing.rules import BOARD, KCState

_COLOURS = str.maketrans("MKmk", "WWBB")  # the cells as ``king_safety.colours`` writes them


@lru_cache(maxsize=16)
def _worth(homes: tuple[int, int]) -> dict[str, tuple[float, ...]]:
    """Per letter, what a piece on each square adds to White's score less Black's: a man its
    value and ranks advanced, a King its closeness to the enemy's Home (``_side_score``)."""
    board = BOARD
    span = board.files + board.ranks

    def road(sq: int, home: int) -> float:
        steps = abs(board.file_of(sq) - board.file_of(home)) + abs(
            board.rank_of(sq) - board.rank_of(home)
        )
        return KING_ROAD * (span - steps)

    squares = range(board.size)
    return {
        "M": tuple(MAN_VALUE + ADVANCE * board.relative_rank(WHITE, sq) for sq in squares),
        "m": tuple(-(MAN_VALUE + ADVANCE * board.relative_rank(BLACK, sq)) for sq in squares),
        "K": tuple(road(sq, homes[1]) for sq in squares),
        "k": tuple(-road(sq, homes[0]) for sq in squares),
        ".": (0.0,) * board.size,
    }


_MEN = {"K": "m", "k": "M"}  # a King's enemy men, whose number withholds its road (SORTIE)


@lru_cache(maxsize=1 << 15)
def _material(cells: str, homes: tuple[int, int]) -> float:
    """White's pieces' worth less Black's (``_side_score`` without the back-rank count): the
    men's by square, each King's road times its share (``road_share``)."""
    worth = _worth(homes)
    men = worth["M"], worth["m"]
    total = sum(men[letter == "m"][sq] for sq, letter in enumerate(cells) if letter in "Mm")
    for king, enemy in _MEN.items():
        sq = cells.find(king)
        if sq >= 0:
            total += worth[king][sq] * road_share(cells.count(enemy))
    return total


def _king(cells: str, letter: str) -> int | None:
    sq = cells.find(letter)
    return None if sq < 0 else sq


def leaf_value(state: KCState, side: str, contempt: float) -> float:
    """``kings_crossing.evaluate`` of ``state`` for ``side``, read from the state (no game of
    King's Crossing is a dead draw, so ``contempt`` never applies)."""
    cells = state.cells
    white, black = state.backrow
    material = _material(cells, state.homes) + BACK_RANK * (white - black)
    kings = {WHITE: _king(cells, "K"), BLACK: _king(cells, "k")}
    homes = {WHITE: state.homes[0], BLACK: state.homes[1]}
    terms = judged(BOARD, cells.translate(_COLOURS), kings, homes, state.turn, side, state.stealth)
    return (material if side == WHITE else -material) + terms


# The text evaluation states the score; the search reads this leaf, held to it by the tests.
# Built here, above both, so that neither module imports the other back.
KNOWLEDGE = Knowledge(
    evaluate=evaluate,
    determinize=determinize,
    worlds=worlds,
    choose_without_search=setup_choice,
    hidden=hidden,
    lost_on=home_guarded,
    doubted_win=doubted_win,
    quiescence=True,  # compulsory jump chains decide King's Crossing games: see search.py
    counters=frozenset({"quiet"}),  # turns without an advance: the draw hint's, not the board's
    leaf=cast(Leaf, leaf_value),  # the search passes it this game's states only
)
