"""Charing Cross: why a typed move is refused (docs/rules/charing-cross.md).

Asked only after the legal list refused the move.  Reasons come from the game's rules
(``rules``, which the engine reads too): each piece's forward steps toward its goal, the edges it
may not enter, and the jump over a neighbour to the empty square beyond.
"""

from __future__ import annotations

from games.core.engine import Game
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    ANOTHER_DECISION,
    because,
    direction_between,
    not_empty,
    nothing_to_jump,
    shared_reasons,
)
from games.engines.charing_cross.rules import (
    BOARD,
    EDGE_NAMES,
    GOAL_NAMES,
    KIND,
    CCState,
    forward_steps,
    on_edge,
)
from games.errors import Refusal, Why
from games.phrase import Phrase, a_piece, piece

# GOAL_NAMES and EDGE_NAMES as catalogue keys: a goal is a file or rank by its name, the
# edges a piece never enters forward are the two outer ranks or files.
GOAL_KEYS = {"N": ("file", "h"), "R": ("rank", "1"), "n": ("file", "a"), "r": ("rank", "8")}
EDGE_KEYS = {"N": "ranks", "R": "files", "n": "ranks", "r": "files"}


def explain(game: Game, state: CCState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: a re-placement first, an empty square, the opponent's
    piece, a step away from the goal or onto an edge, a jump over nothing, too far."""
    if typed.drop is not None:
        return _placement_refusal(game, state)
    what = ANOTHER_DECISION
    if state.place:
        kind = KIND[state.place.upper()]
        what = Phrase.of(
            "refusal-decision-put-back",
            f"putting your jumped {kind} back on one of its home squares",
            piece=piece(kind),
        )
    found, move = shared_reasons(game, state, typed, what)
    if found or move is None:
        return found
    legal, origin_name, target_name = move.legal, move.origin, move.target
    board, cells = BOARD, state.cells
    origin, target = board.parse(origin_name), board.parse(target_name)
    letter = cells[origin]
    if letter is None:  # shared_reasons answered for an empty square
        return None
    noun = KIND[letter.upper()]
    line = direction_between(board, origin, target)
    if line is None or line[1] > 2:
        return because(
            Why.TOO_FAR,
            Phrase.of(
                "refusal-cc-too-far",
                "a piece moves one square forward, or jumps over a neighbour to the square "
                "straight beyond it.",
            ),
            noun,
            origin_name,
            legal,
        )
    direction, distance = line
    if distance == 2:
        over = board.step(origin, direction)
        if cells[over] is None:  # type: ignore[index]
            return because(
                Why.NOTHING_TO_JUMP,
                nothing_to_jump(board.name(over)),  # type: ignore[arg-type]
                noun,
                origin_name,
                legal,
            )
        return because(Why.OCCUPIED, not_empty(target_name), noun, origin_name, legal)
    if (direction[0], direction[1]) not in forward_steps(letter):
        return because(
            Why.DIRECTION,
            Phrase.of(
                "refusal-cc-forward",
                f"{a_piece(noun)} moves only forward, toward its goal ({GOAL_NAMES[letter]}), "
                "straight or diagonally; it goes elsewhere only by jumping.",
                piece=a_piece(noun),
                line=GOAL_KEYS[letter][0],
                name=GOAL_KEYS[letter][1],
            ),
            noun,
            origin_name,
            legal,
        )
    if cells[target] is not None:
        return because(Why.OCCUPIED, not_empty(target_name), noun, origin_name, legal)
    if on_edge(letter, target):
        return because(
            Why.EDGE,
            Phrase.of(
                "refusal-cc-edge",
                f"{a_piece(noun)} never moves forward onto {EDGE_NAMES[letter]}.",
                piece=a_piece(noun),
                edges=EDGE_KEYS[letter],
            ),
            noun,
            origin_name,
            legal,
        )
    return None


def _placement_refusal(game: Game, state: CCState) -> Refusal:
    """A typed re-placement (``@a4``) that is not legal: none is pending, or the square is not a
    free home square of the jumped piece."""
    moves = describe_moves(game.legal_moves(state))
    if not state.place:
        english = (
            "no jumped piece is waiting to be put back: '@' names a home square only then. "
            f"Legal now: {moves}."
        )
        return Refusal(
            Why.DROP, Phrase.of("refusal-cc-nothing-to-put-back", english, moves=moves), True
        )
    kind = KIND[state.place.upper()]
    english = f"your jumped {kind} goes back to a free home square of its own: {moves}."
    return Refusal(
        Why.DROP,
        Phrase.of("refusal-cc-put-back", english, piece=piece(kind), moves=moves),
        True,
    )
