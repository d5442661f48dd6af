"""What every per-game module provides, and the defaults most games share.

A :class:`Knowledge` bundles the three pieces of game-specific judgement the levels need:

- ``evaluate``: a score of a position for one side, read from its position string only (the
  AI reaches engines through the contract, so it judges positions as text, like a player);
- ``determinize``: a full, loadable state consistent with an observation (most games hide
  nothing, so the public position loads as it is);
- ``choose_without_search``: decisions that need no search, e.g. a secret set-up choice;
- ``hidden``: whether an observation hides part of the state (then search samples several
  determinizations instead of trusting one).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from string import ascii_lowercase

from games.ai.observation import Observation
from games.core.engine import Game, State
from games.core.geometry import Board
from games.core.position import ParsedPosition, parse_position

Evaluate = Callable[[Board, ParsedPosition, str], float]
Determinize = Callable[[Game, Observation, random.Random], State]
Shortcut = Callable[[Observation, random.Random], str | None]


def read_position(game: Game, text: str) -> ParsedPosition:
    """Parse any engine's position string with the shared reader (every letter, prefix, key)."""
    keys = [part.split("=", 1)[0] for part in text.split()[2:]]
    return parse_position(text, game.board, letters=ascii_lowercase, prefixes="+*", keys=keys)


def load_public(game: Game, observation: Observation, rng: random.Random) -> State:
    """Games without hidden information: the public position is the whole state."""
    return game.load(observation.public)


def nothing_hidden(observation: Observation) -> bool:
    """Games of perfect information: one determinization is the truth."""
    return False


def no_shortcut(observation: Observation, rng: random.Random) -> str | None:
    """Every decision goes through the level's normal choice."""
    return None


@dataclass(frozen=True)
class Knowledge:
    """The per-game judgement the AI levels plug into the generic search."""

    evaluate: Evaluate
    determinize: Determinize = load_public
    choose_without_search: Shortcut = no_shortcut
    hidden: Callable[[Observation], bool] = nothing_hidden
