"""Per-game knowledge for the AI: one small module per game, found by game id."""

from __future__ import annotations

import games
from games.ai.knowledge import (
    charing_cross,
    checkers_bosses,
    crossings,
    king_of_the_castle,
    kings_crossing,
)
from games.ai.knowledge.base import Knowledge, read_position

_BY_GAME: dict[str, Knowledge] = {
    "charing-cross": charing_cross.KNOWLEDGE,
    "checkers-bosses": checkers_bosses.KNOWLEDGE,
    "crossings": crossings.KNOWLEDGE,
    "king-of-the-castle": king_of_the_castle.KNOWLEDGE,
    "kings-crossing": kings_crossing.KNOWLEDGE,
}


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge of ``game_id``; KeyError naming the games the AI knows otherwise."""
    try:
        return _BY_GAME[game_id]
    except KeyError:
        known = sorted(_BY_GAME)
        raise KeyError(f"The AI has no knowledge of {game_id!r} (it knows {known}).") from None


def is_dead_draw(game_id: str, public_position: str) -> bool:
    """Whether the AI knows ``public_position`` to be drawn: neither side can force a win."""
    game = games.get(game_id)
    return knowledge_for(game_id).dead_draw(game.board, read_position(game, public_position))


__all__ = ["Knowledge", "is_dead_draw", "knowledge_for", "read_position"]
