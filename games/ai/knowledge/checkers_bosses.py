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
PRESSURE = 0.15  # per square closer to the enemy pieces, for the side ahead in material
ENDGAME_PIECES = 16  # pieces on the board at most before the side ahead starts the hunt


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


def _steps(board: Board, a: int, b: int) -> int:
    return max(abs(board.file_of(a) - board.file_of(b)), abs(board.rank_of(a) - board.rank_of(b)))


def _edge_room(board: Board, sq: int) -> int:
    """Squares between ``sq`` and the nearest edge: a hunted piece near an edge has less room."""
    file, rank = board.file_of(sq), board.rank_of(sq)
    return min(file, rank, board.files - 1 - file, board.ranks - 1 - rank)


def _hunt(board: Board, position: ParsedPosition, hunter: str) -> float:
    """How far ``hunter``'s pieces are from their prey and how much room the prey has.

    Bosses can only be worn down by pieces that reach them, and a side that cannot move
    loses: the side ahead wins by closing in on every enemy piece and pressing it against an
    edge, which a shallow search cannot see by itself.
    """
    mine = [sq for sq, t in enumerate(position.cells) if t is not None and t.side == hunter]
    prey = [sq for sq, t in enumerate(position.cells) if t is not None and t.side != hunter]
    if not mine or not prey:
        return 0.0
    approach = sum(min(_steps(board, a, b) for b in prey) for a in mine)
    room = sum(_edge_room(board, b) for b in prey)
    return approach + 2.0 * room


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Boss life and material of ``side`` minus the opponent's; in the endgame, the hunt."""
    balance = _side_score(board, position, side) - _side_score(board, position, opponent(side))
    if sum(token is not None for token in position.cells) > ENDGAME_PIECES or not balance:
        return balance
    hunter = side if balance > 0 else opponent(side)
    pressure = PRESSURE * _hunt(board, position, hunter)
    return balance - pressure if hunter == side else balance + pressure


KNOWLEDGE = Knowledge(evaluate=evaluate)
