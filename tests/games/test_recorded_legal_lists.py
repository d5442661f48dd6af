"""The engines made faster must answer exactly as the clear versions did (issue 30).

``data/legal_lists_df3aa8c.json`` was written by the engines of commit df3aa8c, before any of
them was tuned for speed: for positions of seeded random games, each legal list in its order
and the position after every one of its moves, kept as a digest (the lists are long).  The
engines of this tree must give the same lists, in the same order, and the same positions after
every move.  Recorded with the earlier ``games`` package first on the path (run from its folder,
which ``-m`` puts first)::

    git archive df3aa8c games | tar -x -C /tmp/base
    cd /tmp/base && PYTHONPATH=/tmp/base:$OLDPWD python -m tests.games.test_recorded_legal_lists
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

import games

FIXTURE = Path(__file__).parent / "data" / "legal_lists_df3aa8c.json"
# (game id, start options, seeded games, every n-th position kept)
RECORDED: list[tuple[str, dict[str, Any], int, int]] = [
    ("crossings", {}, 12, 3),
    ("king-of-the-castle", {}, 8, 2),
    ("king-of-the-castle", {"castle_swap": True}, 4, 2),
]
LAST = 6  # the last positions of every game are all kept


def answer(game: games.Game, position: str) -> tuple[int, str]:
    """The number of legal moves in ``position`` and a digest of the list, in order, with the
    position after each move."""
    state = game.load(position)
    moves = game.legal_moves(state)
    lines = [f"{move} {game.dump(game.play(state, move))}" for move in moves]
    return len(moves), hashlib.sha256("\n".join(lines).encode()).hexdigest()[:20]


def record() -> dict[str, list[list[Any]]]:
    """[position, move count, digest] for positions of seeded random games of each case: every
    n-th position and the last few of each game (where crossings are owed and games end)."""
    table: dict[str, list[list[Any]]] = {}
    for game_id, options, count, every in RECORDED:
        game = games.get(game_id)
        rows = table.setdefault(game_id, [])
        for seed in range(count):
            rng = random.Random(f"{game_id} {options} {seed}")
            state = game.start(**options)
            played = [game.dump(state)]
            while len(played) < 200 and (moves := game.legal_moves(state)):
                state = game.play(state, rng.choice(moves))
                played.append(game.dump(state))
            kept = [
                position for ply, position in enumerate(played)
                if ply % every == 0 or ply >= len(played) - LAST
            ]
            rows.extend([position, *answer(game, position)] for position in kept)
    return table


def _cases() -> list[tuple[str, list[Any]]]:
    table = json.loads(FIXTURE.read_text())
    return [(game_id, row) for game_id, rows in table.items() for row in rows]


@pytest.mark.parametrize("game_id", sorted({game_id for game_id, *_ in RECORDED}))
def test_legal_lists_and_results_are_as_recorded(game_id):
    game = games.get(game_id)
    rows = [row for recorded_id, row in _cases() if recorded_id == game_id]
    assert len(rows) > 300  # the fixture really holds the random games
    differing = [
        position for position, count, digest in rows if answer(game, position) != (count, digest)
    ]
    assert not differing, f"{len(differing)} positions answer otherwise, e.g. {differing[:3]}"


def test_the_recording_covers_crossing_duties_and_swaps():
    """The recorded positions include the rarer rules: a side that must cross, a swap offered,
    finished games."""
    cases = _cases()
    crossings = games.get("crossings")
    assert any(
        crossings.must_cross(crossings.load(row[0])) for game_id, row in cases
        if game_id == "crossings"
    )
    assert any(
        "swap=" in row[0] for game_id, row in cases if game_id == "king-of-the-castle"
    )
    assert all(
        any(games.get(game_id).outcome(games.get(game_id).load(row[0])) for row in rows)
        for game_id, rows in json.loads(FIXTURE.read_text()).items()
    )


if __name__ == "__main__":
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps(record(), indent=0) + "\n")
