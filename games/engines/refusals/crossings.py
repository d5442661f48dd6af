"""Crossings: why a typed move is refused (docs/rules/crossings.md).

Asked only after the legal list refused the move.  The typed from-square is read as the
rearmost counter of the moving group, as the notation says; the group, its reach and what stops
it come from the engine's own tables (``RAYS``, ``FAR``) and its enemy-line test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.geometry import ALL_DIRECTIONS, opponent
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    because,
    direction_between,
    shared_reasons,
)
from games.errors import Refusal, Why

if TYPE_CHECKING:
    from games.engines.crossings import Crossings, CrossingsState


def explain(game: Crossings, state: CrossingsState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: an empty square, the opponent's counter, a crossed (locked)
    counter, a crossing owed, a group moving further than its size, something in the way."""
    from games.engines import crossings as rules  # the engine module, which imports this

    found, move = shared_reasons(game, state, typed)
    if found or move is None:
        return found
    legal, origin_name, target_name = move.legal, move.origin, move.target
    board, cells, side = rules.BOARD, state.cells, state.turn
    origin, target = board.parse(origin_name), board.parse(target_name)
    if rules.FAR[side][origin]:
        return Refusal(
            Why.LOCKED, f"the counter on {origin_name} has crossed: a crossed counter never moves."
        )
    if game.must_cross(state):
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
    ray = rules.RAYS[origin][ALL_DIRECTIONS.index(direction)]
    size = 1
    while size <= len(ray) and cells[ray[size - 1]] == rules.COUNTER[side]:
        size += 1
    group = "a single counter" if size == 1 else f"this group of {size} counters"
    head = size - 2 + distance  # where the head lands, along the ray
    if distance > size or head >= len(ray):
        reach = "one square" if size == 1 else f"1 to {size} squares"
        edge = "" if distance > size else ", and not off the board"
        return because(Why.TOO_FAR, f"{group} moves {reach}{edge}.", "counter", origin_name, legal)
    return _what_stops(rules, cells, side, ray, size, head, group, origin_name, legal)


def _what_stops(
    rules,
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
    name = rules.BOARD.name
    for sq in ray[size - 1 : head]:
        if cells[sq] != rules.EMPTY:
            return because(Why.BLOCKED, f"{name(sq)} is in the way.", "counter", origin_name, legal)
    landing = ray[head]
    occupant = cells[landing]
    enemy = rules.COUNTER[opponent(side)]
    if occupant == rules.EMPTY:
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
    elif rules.FAR[opponent(side)][landing]:
        sentence = f"the enemy counter on {name(landing)} has crossed and cannot be captured."
    elif not rules._enemy_line_shorter(cells, ray, head, enemy, size):
        sentence = (
            f"the enemy line from {name(landing)} is at least as long as {group}, so it blocks."
        )
    else:
        return None
    return because(Why.BLOCKED, sentence, "counter", origin_name, legal)
