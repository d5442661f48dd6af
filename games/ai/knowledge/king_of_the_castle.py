"""King o' the Castle: a King entering the enemy castle wins, losing both Kings loses.

So Kings weigh most and the closer one to the enemy castle counts; Knights and Pages are the
material that jumps and blocks on the way.
"""

from __future__ import annotations

from games.ai.knowledge.base import Knowledge
from games.core.geometry import WHITE, Board, opponent
from games.core.position import ParsedPosition

VALUE = {"k": 8.0, "n": 2.5, "p": 1.0}
CASTLE = "c"
KING_ROAD = 1.5  # per step the nearest King is closer to the enemy castle


def _castle(position: ParsedPosition, side: str) -> int | None:
    letter = CASTLE.upper() if side == WHITE else CASTLE
    for sq, token in enumerate(position.cells):
        if token is not None and token.letter == letter:
            return sq
    return None


def _steps(board: Board, a: int, b: int) -> int:
    """King steps between two squares (a King moves one square in eight directions)."""
    return max(abs(board.file_of(a) - board.file_of(b)), abs(board.rank_of(a) - board.rank_of(b)))


def _side_score(board: Board, position: ParsedPosition, side: str) -> float:
    target = _castle(position, opponent(side))
    score = 0.0
    nearest = board.ranks
    for sq, token in enumerate(position.cells):
        if token is None or token.side != side or token.letter.lower() == CASTLE:
            continue
        kind = token.letter.lower()
        score += VALUE[kind]
        if kind == "k" and target is not None:
            nearest = min(nearest, _steps(board, sq, target))
    return score + KING_ROAD * (board.ranks - nearest)


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Own material and King road minus the opponent's."""
    return _side_score(board, position, side) - _side_score(board, position, opponent(side))


KNOWLEDGE = Knowledge(evaluate=evaluate)
