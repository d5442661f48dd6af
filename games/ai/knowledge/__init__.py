"""Per-game knowledge for the AI: one small module per game, found by game id.

A game without a module of its own (a new engine, say) gets :data:`GENERIC`: material counted
from its position string, nothing hidden, no dead draws.  Every level can then play it at once;
a module of its own makes it play well.
"""

from __future__ import annotations

import games
from games.ai.knowledge import (
    charing_cross,
    checkers_bosses_state,
    crossings,
    king_of_the_castle,
    kings_crossing_state,
)
from games.ai.knowledge.base import Knowledge, read_position
from games.core.geometry import Board, opponent
from games.core.position import ParsedPosition


def material(board: Board, position: ParsedPosition, side: str) -> float:
    """Own pieces minus the opponent's: the judgement that fits any game with captures."""
    count = {side: 0, opponent(side): 0}
    for token in position.cells:
        if token is not None:
            count[token.side] += 1
    return float(count[side] - count[opponent(side)])


GENERIC = Knowledge(evaluate=material)

_BY_GAME: dict[str, Knowledge] = {
    "charing-cross": charing_cross.KNOWLEDGE,
    "checkers-bosses": checkers_bosses_state.KNOWLEDGE,
    "crossings": crossings.KNOWLEDGE,
    "king-of-the-castle": king_of_the_castle.KNOWLEDGE,
    "kings-crossing": kings_crossing_state.KNOWLEDGE,
}


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge of ``game_id``, or :data:`GENERIC` for a game without a module."""
    return _BY_GAME.get(game_id, GENERIC)


def is_dead_draw(game_id: str, public_position: str) -> bool:
    """Whether the AI knows ``public_position`` to be drawn: neither side can force a win."""
    game = games.get(game_id)
    return knowledge_for(game_id).dead_draw(game.board, read_position(game, public_position))


__all__ = ["GENERIC", "Knowledge", "is_dead_draw", "knowledge_for", "material", "read_position"]
