"""Crossings: crossing counters decide the game, material and advance prepare it.

A side with more crossed counters at the start of its turn wins, and a side behind may only
cross, so a crossing is worth several counters; counters further up the board are closer to one.
"""

from __future__ import annotations

from games.ai.knowledge.base import Knowledge
from games.core.geometry import Board, opponent
from games.core.position import ParsedPosition

COUNTER = 1.0
CROSSED = 4.0
ADVANCE = 0.12  # per rank advanced, squared progress / ranks: the last ranks count most


def _side_score(board: Board, position: ParsedPosition, side: str) -> float:
    score = 0.0
    for sq, token in enumerate(position.cells):
        if token is None or token.side != side:
            continue
        if token.prefix == "+":
            score += CROSSED
        else:
            rank = board.relative_rank(side, sq)
            score += COUNTER + ADVANCE * rank * rank / board.ranks
    return score


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Own crossings, counters and advance minus the opponent's."""
    return _side_score(board, position, side) - _side_score(board, position, opponent(side))


KNOWLEDGE = Knowledge(evaluate=evaluate)
