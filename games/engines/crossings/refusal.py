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
        return Refusal(
            Why.LOCKED, f"the counter on {origin_name} has crossed: a crossed counter never moves."
        )
    if must_cross(state):
        return Refusal(
            Why.MUST_CROSS,
            f"{opponent(side).capitalize()} has crossed more counters, so you may only play a "
            f"move that crosses: {describe_moves(legal)}.",
            True,
        )
    line = direction_between(board, origin, target)
    if line is None:
        return because(
            Why.DIRECTION,
            "counters move along a rank, file or diagonal.",
            "counter",
            origin_name,
            legal,
        )
    direction, distance = line
    ray = RAYS[origin][ALL_DIRECTIONS.index(direction)]
    size = group_size(cells, origin, ray)
    group = "a single counter" if size == 1 else f"this group of {size} counters"
    head = size - 2 + distance  # where the head lands, along the ray
    if distance > size or head >= len(ray):
        reach = "one square" if size == 1 else f"1 to {size} squares"
        edge = "" if distance > size else ", and not off the board"
        return because(Why.TOO_FAR, f"{group} moves {reach}{edge}.", "counter", origin_name, legal)
    return _what_stops(cells, side, ray, size, head, group, origin_name, legal)


def _what_stops(
    cells: str,
    side: str,
    ray: tuple[int, ...],
    size: int,
    head: int,
    group: str,
    origin_name: str,
    legal: list[str],
) -> Refusal | None:
    """The group's head passes ``ray[size-1 : head]`` and lands on ``ray[head]``: what there
    stops it (a counter in the way, a friend, an enemy line it cannot capture)."""
    name = BOARD.name
    for sq in ray[size - 1 : head]:
        if cells[sq] != EMPTY:
            return because(Why.BLOCKED, f"{name(sq)} is in the way.", "counter", origin_name, legal)
    landing = ray[head]
    occupant = cells[landing]
    enemy = COUNTER[opponent(side)]
    if occupant == EMPTY:
        return None
    if occupant != enemy:
        return because(
            Why.BLOCKED,
            f"your own counter on {name(landing)} stops the group before it.",
            "counter",
            origin_name,
            legal,
        )
    if size == 1:
        sentence = f"{name(landing)} holds an enemy counter, and a single counter never captures."
    elif FAR[opponent(side)][landing]:
        sentence = f"the enemy counter on {name(landing)} has crossed and cannot be captured."
    elif not enemy_line_shorter(cells, ray, head, enemy, size):
        sentence = (
            f"the enemy line from {name(landing)} is at least as long as {group}, so it blocks."
        )
    else:
        return None
    return because(Why.BLOCKED, sentence, "counter", origin_name, legal)
