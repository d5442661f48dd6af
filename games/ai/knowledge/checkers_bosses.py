"""Checkers with Bosses: the game is won by wearing down all three enemy bosses, so boss hit
points (on the board or still in reserve) weigh most; men and crowned pieces are the shield.
"""

from __future__ import annotations

from games.ai.knowledge.base import Knowledge
from games.core.geometry import WHITE, Board, opponent
from games.core.position import ParsedPosition

DEFAULT_HP = 3
MAN = {"d": 1.0, "o": 1.0, "c": 1.4}
CROWNED_BONUS = 0.7
HIT_POINT = 3.0
BOSS_BASE = 2.0
ADVANCE = 0.08  # per rank a man has advanced toward crowning


def _reserve_bosses(position: ParsedPosition, side: str) -> int:
    """How many bosses ``side`` still holds in reserve (``reserve=DOC/doc``)."""
    white, _, black = position.keys.get("reserve", "/").partition("/")
    return len(white if side == WHITE else black)


def _side_score(board: Board, position: ParsedPosition, side: str) -> float:
    full_hp = int(position.keys.get("boss_hp", DEFAULT_HP))
    score = _reserve_bosses(position, side) * (BOSS_BASE + HIT_POINT * full_hp)
    for sq, token in enumerate(position.cells):
        if token is None or token.side != side:
            continue
        if token.prefix == "*":
            score += BOSS_BASE + HIT_POINT * (token.hp or 0)
        elif token.prefix == "+":
            score += MAN[token.letter.lower()] + CROWNED_BONUS
        else:
            score += MAN[token.letter.lower()] + ADVANCE * board.relative_rank(side, sq)
    return score


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Boss life and material of ``side`` minus the opponent's."""
    return _side_score(board, position, side) - _side_score(board, position, opponent(side))


KNOWLEDGE = Knowledge(evaluate=evaluate)
