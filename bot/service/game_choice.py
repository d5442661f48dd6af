"""The refusal of a game a player named that Gamut does not have, worded once for every
command that takes a game (challenges, rematches, leaderboards, profiles).

Why its own module: challenges and ratings both refuse so, and ratings is read by the boards
that challenges build on, so neither can import the other for it.
"""

from __future__ import annotations

import games
from bot.markup import t
from bot.service import validation


def no_such_game(game_id: str) -> str:
    """The refusal of a game id no engine has, naming the games there are (by their ids,
    which is what a player types)."""
    return t("challenge-no-such-game", game=validation.shown(game_id), games=games.listing())
