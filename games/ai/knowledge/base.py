"""What every per-game module provides, and the defaults most games share.

A :class:`Knowledge` bundles the game-specific judgement the levels and the host need:

- ``evaluate``: a score of a position for one side, read from its position string only (the
  AI reaches engines through the contract, so it judges positions as text, like a player;
  ``leaf`` below is the one exception, a search's fast path held to this by a test);
- ``determinize``: a full, loadable state consistent with an observation (most games hide
  nothing, so the public position loads as it is);
- ``choose_without_search``: decisions that need no search, e.g. a secret set-up choice;
- ``hidden``: whether an observation hides part of the state (then search samples several
  determinizations instead of trusting one);
- ``worlds``: the full states consistent with an observation that a search should look at,
  when a game knows better than random samples (they vote like samples);
- ``lost_on``: squares the opponent's pieces should not reach in the searched worlds, for the
  seat of an observation, each with the chance that a move of the opponent ending there wins
  (Stealth King: any enemy piece may be the hidden King, and a King there wins);
- ``doubted_win``: the value of a position a searched world calls won for a side, where the
  win rests on a guess (Stealth King: the guessed enemy King taken), else None (a sure win);
- ``dead_draw``: whether a public position is one neither side can force a win from (the bot then
  accepts a draw offer, and the benchmark stops the game);
- ``contempt``: how far below even ``hard`` scores a dead draw in its search, in the
  evaluation's units: ``hard`` plays for the win, so it does not trade down into a position
  nobody can win while it still has chances, even ones its evaluation calls worse than even.
- ``repeat_cost``: in a game with dead draws, what a move back to a position the game has
  already been in costs in the search (never more than a dead draw): none of these games
  draws by repetition, so a cycle ends only at the host's move limit;
- ``counters``: the keys of the position string that only count turns (King's Crossing's
  ``quiet=``): a position is the same one whatever they say, so the search's repetition guard
  compares positions without them (``without_counters``);
- ``leaf``: optionally, the search's leaf value read from the engine's own state instead of
  its position string (issue 30 allows an engine's faster internal interface to the AI):
  ``-contempt`` at a dead draw, else what ``evaluate`` says.  A game that has one keeps a
  test holding it to ``evaluate`` and ``dead_draw``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from string import ascii_lowercase

from games.ai.observation import Observation
from games.core.engine import Game, State
from games.core.geometry import BLACK, WHITE, Board
from games.core.position import TOKEN_SYNTAX, ParsedPosition, Token, parse_position

Evaluate = Callable[[Board, ParsedPosition, str], float]
Determinize = Callable[[Game, Observation, random.Random], State]
Shortcut = Callable[[Observation, random.Random], str | None]
Worlds = Callable[[Game, Observation], list[State]]
DeadDraw = Callable[[Board, ParsedPosition], bool]
LostOn = Callable[[Observation], dict[str, float]]
DoubtedWin = Callable[[Board, ParsedPosition, str], float | None]
Leaf = Callable[[State, str, float], float]  # (state, side, contempt) -> value


def read_position(game: Game, text: str) -> ParsedPosition:
    """Parse a position string an engine wrote (every letter, prefix, key).

    A search reads one string per leaf, so this is the hot path of every evaluation: ranks
    repeat from position to position and each distinct rank text is read once (cached), then
    the ranks are joined.  Text the fast path cannot read goes to the shared validating reader,
    which names what is wrong.
    """
    layout, _, rest = text.partition(" ")
    board = game.board
    rows = layout.split("/")
    if len(rows) == board.ranks:
        try:
            cells: tuple[Token | None, ...] = ()
            for row in reversed(rows):
                cells += _read_rank(row, board.files)
            side_text, *key_parts = rest.split()
            keys = dict(part.split("=", 1) for part in key_parts)
            if side_text in ("w", "b"):
                return ParsedPosition(cells, WHITE if side_text == "w" else BLACK, keys)
        except (ValueError, KeyError):
            pass
    names = [part.split("=", 1)[0] for part in text.split()[2:]]
    return parse_position(text, board, letters=ascii_lowercase, prefixes="+*", keys=names)


_RANK_ITEM = re.compile(TOKEN_SYNTAX + r"|(.)")  # the last group: anything else, an error


@lru_cache(maxsize=1 << 16)
def _read_rank(row: str, files: int) -> tuple[Token | None, ...]:
    """The squares of one rank's text, file a first; ValueError unless exactly ``files``."""
    cells: list[Token | None] = []
    for prefix, letter, hp, empty, other in _RANK_ITEM.findall(row):
        if other:
            raise ValueError(f"cannot read {other!r}")
        if empty:
            cells.extend([None] * int(empty))
        else:
            cells.append(Token(letter, prefix, int(hp) if hp else None))
    if len(cells) != files:
        raise ValueError(f"{len(cells)} squares, not {files}")
    return tuple(cells)


def load_public(game: Game, observation: Observation, rng: random.Random) -> State:
    """Games without hidden information: the public position is the whole state."""
    state: State = game.load(observation.public)
    return state


def nothing_hidden(observation: Observation) -> bool:
    """Games of perfect information: one determinization is the truth."""
    return False


def no_shortcut(observation: Observation, rng: random.Random) -> str | None:
    """Every decision goes through the level's normal choice."""
    return None


def nowhere(observation: Observation) -> dict[str, float]:
    """No square is lost by the opponent merely reaching it: the outcome says who won."""
    return {}


def never_dead(board: Board, position: ParsedPosition) -> bool:
    """No position is known to be drawn whatever either side does: play on."""
    return False


@dataclass(frozen=True)
class Knowledge:
    """The per-game judgement the AI levels plug into the generic search."""

    evaluate: Evaluate
    determinize: Determinize = load_public
    choose_without_search: Shortcut = no_shortcut
    hidden: Callable[[Observation], bool] = nothing_hidden
    # The worlds to search for a hidden observation, chosen by the game (None: sample them).
    worlds: Worlds | None = None
    lost_on: LostOn = nowhere
    # The value of a world's win that rests on a guess (None: every win is sure).
    doubted_win: DoubtedWin | None = None
    dead_draw: DeadDraw = never_dead
    contempt: float = 0.0
    # Search on at the horizon while the side to move must capture (``AlphaBeta._quiet``).
    quiescence: bool = False
    # The leaf value from the engine's state, the same as the text's (None: read the text).
    leaf: Leaf | None = None
    # What going back to a position already seen costs, in a game with dead draws, where the
    # cost is no more than the draw's (``AlphaBeta._repeat``); infinite: the whole draw's.
    repeat_cost: float = float("inf")
    # Keys that count turns and leave the position itself the same (``without_counters``).
    counters: frozenset[str] = frozenset()


def without_counters(text: str, counters: frozenset[str]) -> str:
    """The position string ``text`` with the keys named in ``counters`` left out: positions that
    differ only in how many turns they count are one position to the repetition guard.  Seen
    (issue 44): King's Crossing's guard compared strings carrying ``quiet=``, which grows with
    every sideways shuffle, so ``d4-b4`` / ``b4-d4`` went back and forth 37 times."""
    if not counters:
        return text
    return " ".join(part for part in text.split(" ") if part.partition("=")[0] not in counters)
