"""What an AI seat may know, gathered in one picklable value.

The host (the match service) holds the full state; it hands the AI an :class:`Observation`
built by :func:`observe`, which reads only the seat's view, the public position and (when it
is the seat's decision) the legal moves.  Nothing else of the state crosses into the AI, so
the AI cannot read a hidden Stealth King even by accident, and the value can be sent to a
worker process as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import games
from games.core.engine import State

# How many of the latest public positions a host passes as ``history``: cycles in these games
# are short, and the search only looks at positions one move away.
RECENT_POSITIONS = 32


@dataclass(frozen=True)
class Observation:
    """Everything the AI may use to choose a move for ``seat``.

    ``view`` is ``game.view(state, seat)``; ``public`` is ``game.public_position(state)``;
    ``legal`` is ``game.legal_moves(state)``, given only when ``seat`` must decide (an AI is
    never asked otherwise).  ``history`` holds public positions the game has already passed
    through (the recent ones are enough), so a search can steer clear of going round in
    circles where the rules have no repetition draw.
    """

    game_id: str
    seat: str
    view: dict[str, Any]
    public: str
    legal: tuple[str, ...]
    history: frozenset[str] = frozenset()


def observe(game_id: str, state: State, seat: str, history: Iterable[str] = ()) -> Observation:
    """The observation of ``seat`` in ``state``: what the host passes to the AI, with the
    public positions of the game so far (``history``, from ``game.public_position``).

    Raises ValueError if ``seat`` does not have to decide now: an AI moves only on its turn.
    """
    game = games.get(game_id)
    to_move = game.to_move(state)
    if to_move != seat:
        raise ValueError(f"It is not {seat}'s decision (to move: {to_move}).")
    return Observation(
        game_id=game.id,
        seat=seat,
        view=game.view(state, seat),
        public=game.public_position(state),
        legal=tuple(game.legal_moves(state)),
        history=frozenset(history),
    )
