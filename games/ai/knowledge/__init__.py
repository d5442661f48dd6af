"""Per-game knowledge for the AI: one small module per game, found by game id."""

from __future__ import annotations

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


__all__ = ["Knowledge", "knowledge_for", "read_position"]
