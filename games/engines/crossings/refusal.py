"""Crossings: why a typed move is refused (docs/rules/crossings.md).

Asked only after the legal list refused the move.  The typed from-square is read as the
rearmost counter of the moving group, as the notation says; the group, its reach and what stops
it come from the game's rules (``rules``: ``RAYS``, ``FAR``, the group size and the enemy-line
test), the very ones the move generator reads.
"""

from __future__ import annotations

from games.core.engine import Game
from games.core.geometry import ALL_DIRECTIONS, opponent
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    because,
    direction_between,
    in_the_way,
    shared_reasons,
)
from games.engines.crossings.rules import (
    BOARD,
    COUNTER,
    EMPTY,
    FAR,
    RAYS,
    CrossingsState,
    enemy_line_shorter,
    group_size,
    must_cross,
)
from games.errors import Refusal, Why
from games.phrase import Phrase
from games.phrase import side as side_word


def explain(game: Game, state: CrossingsState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: an empty square, the opponent's counter, a crossed (locked)
    counter, a crossing owed, a group moving further than its size, something in the way."""
    found, move = shared_reasons(game, state, typed)
    if found or move is None:
        return found
    legal, origin_name, target_name = move.legal, move.origin, move.target
    board, cells, side = BOARD, state.cells, state.turn
    origin, target = board.parse(origin_name), board.parse(target_name)
    if FAR[side][origin]:
        english = f"the counter on {origin_name} has crossed: a crossed counter never moves."
        return Refusal(
            Why.LOCKED, Phrase.of("refusal-crossings-locked", english, square=origin_name)
        )
    if must_cross(state):
        other, moves = side_word(opponent(side)), describe_moves(legal)
        english = (
            f"{other} has crossed more counters, so you may only play a move that crosses: "
            f"{moves}."
        )
        return Refusal(
            Why.MUST_CROSS,
            Phrase.of("refusal-crossings-must-cross", english, side=other, moves=moves),
            True,
        )
    line = direction_between(board, origin, target)
    if line is None:
        return because(
            Why.DIRECTION,
            Phrase.of(
                "refusal-crossings-direction", "counters move along a rank, file or diagonal."
            ),
            "counter",
            origin_name,
            legal,
        )
    direction, distance = line
    ray = RAYS[origin][ALL_DIRECTIONS.index(direction)]
    size = group_size(cells, origin, ray)
    group = Phrase.of(
        "refusal-crossings-group",
        "a single counter" if size == 1 else f"this group of {size} counters",
        size=size,
    )
    head = size - 2 + distance  # where the head lands, along the ray
    if distance > size or head >= len(ray):
        reach = "one square" if size == 1 else f"1 to {size} squares"
        off_board = distance <= size
        edge = ", and not off the board" if off_board else ""
        sentence = Phrase.of(
            "refusal-crossings-reach-board" if off_board else "refusal-crossings-reach",
            f"{group} moves {reach}{edge}.",
            group=group,
            size=size,
        )
        return because(Why.TOO_FAR, sentence, "counter", origin_name, legal)
    return _what_stops(cells, side, ray, size, head, group, origin_name, legal)


def _what_stops(
    cells: str,
    side: str,
    ray: tuple[int, ...],
    size: int,
    head: int,
    group: Phrase,
    origin_name: str,
    legal: list[str],
) -> Refusal | None:
    """The group's head passes ``ray[size-1 : head]`` and lands on ``ray[head]``: what there
    stops it (a counter in the way, a friend, an enemy line it cannot capture)."""
    name = BOARD.name
    for sq in ray[size - 1 : head]:
        if cells[sq] != EMPTY:
            return because(Why.BLOCKED, in_the_way(name(sq)), "counter", origin_name, legal)
    landing = ray[head]
    occupant = cells[landing]
    enemy = COUNTER[opponent(side)]
    if occupant == EMPTY:
        return None
    if occupant != enemy:
        return because(
            Why.BLOCKED,
            Phrase.of(
                "refusal-crossings-own-counter",
                f"your own counter on {name(landing)} stops the group before it.",
                square=name(landing),
            ),
            "counter",
            origin_name,
            legal,
        )
    square = name(landing)
    if size == 1:
        sentence = Phrase.of(
            "refusal-crossings-single",
            f"{square} holds an enemy counter, and a single counter never captures.",
            square=square,
        )
    elif FAR[opponent(side)][landing]:
        sentence = Phrase.of(
            "refusal-crossings-enemy-crossed",
            f"the enemy counter on {square} has crossed and cannot be captured.",
            square=square,
        )
    elif not enemy_line_shorter(cells, ray, head, enemy, size):
        sentence = Phrase.of(
            "refusal-crossings-enemy-line",
            f"the enemy line from {square} is at least as long as {group}, so it blocks.",
            square=square,
            group=group,
        )
    else:
        return None
    return because(Why.BLOCKED, sentence, "counter", origin_name, legal)
