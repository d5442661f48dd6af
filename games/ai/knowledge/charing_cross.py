"""Charing Cross: a race, so a position is worth how close each side's pieces are to their goals.

The first piece to reach its goal wins, so the closest piece counts most: each piece adds the
square of its progress, which rewards one runner far ahead over four pieces half-way.
"""

from __future__ import annotations

from games.ai.knowledge.base import Knowledge
from games.core.geometry import WHITE, Board
from games.core.position import ParsedPosition


def _distance(board: Board, letter: str, sq: int) -> int:
    """Steps left to the goal: knights head for the far file, rooks for the far rank."""
    file, rank = board.file_of(sq), board.rank_of(sq)
    return {
        "N": board.files - 1 - file,
        "n": file,
        "R": rank,
        "r": board.ranks - 1 - rank,
    }[letter]


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Own progress minus the opponent's; a piece that left the game has none."""
    span = max(board.files, board.ranks)
    score = {True: 0.0, False: 0.0}
    for sq, token in enumerate(position.cells):
        if token is None:
            continue
        progress = span - _distance(board, token.letter, sq)
        score[(token.side == WHITE) == (side == WHITE)] += progress * progress
    return score[True] - score[False]


KNOWLEDGE = Knowledge(evaluate=evaluate)
