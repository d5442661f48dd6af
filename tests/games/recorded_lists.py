"""Legal-move lists recorded from an earlier version of an engine, to hold a faster one to them.

A speed-up must not change a single rule: the legal list of every position (the same texts in
the same order), whose turn it is, the outcome, and the position after each legal move.  The
recordings in ``tests/games/recorded/`` were written by the engines of commit df3aa8c (before
the speed work), so the comparison is with an independent computation, not with the code under
test.  To record again (only ever from a version trusted to have the rules right)::

    mkdir /tmp/df3aa8c && git archive df3aa8c games | tar -x -C /tmp/df3aa8c
    cd /tmp/df3aa8c && PYTHONPATH=/tmp/df3aa8c:$REPO python -m tests.games.recorded_lists GAME_ID

(run from the earlier ``games`` folder, which Python then finds first; the script prints which
``games`` package recorded).

The positions are those of seeded random games over every option variant (the same random
games whichever version records them, since the lists are the same).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import games

RECORDED = Path(__file__).resolve().parent / "recorded"
GAMES_PER_VARIANT = 6
MORE_GAMES = {"kings-crossing": 12}  # shorter games, so more of them
# Options beyond the sampled variants: bosses of 8 or 9 hit points have piece codes above 255,
# which the faster Checkers with Bosses reads another way.
EXTRA_OPTIONS: dict[str, tuple[dict[str, Any], ...]] = {
    "checkers-bosses": ({"boss_hp": 9}, {"boss_hp": 8, "boss_promotes": True}),
}
# Positions random games rarely reach, played on from: Checkers with Bosses' different-bindings
# shifts need only diagonal pieces left, the two sides on different square colours.
EXTRA_STARTS = {
    "checkers-bosses": (
        "d1d1d1d1/1d1d1d1d/8/8/8/8/1D1D1D1D/D1D1D1D1 w reserve=D/d",
        "8/5d2/8/8/8/2D5/8/8 w reserve=D/d",
        "d6+D/8/8/8/3D4/8/5D2/D7 w reserve=D/d shift=1",
        "8/8/dDd5/1d1d4/3Dd3/7d/d6D/D6+d w reserve=D/d shift=1",
        "8/8/8/1dDd4/2dDd3/7d/d6D/D6+d w reserve=D/d shift=1",
        "8/8/8/3d4/2dDd3/3d4/8/8 w reserve=D/d shift=1",
    ),
}
MAX_PLIES = 300
EVERY = 3  # one position in three of each random game is recorded


def recording_path(game_id: str) -> Path:
    return RECORDED / f"{game_id}.json.gz"


def successors_digest(game: Any, state: Any, moves: list[str]) -> str:
    """One digest of the positions after each legal move, in order (short, yet any change of
    any successor shows)."""
    digest = hashlib.sha256()
    for move in moves:
        digest.update(game.dump(game.play(state, move)).encode())
        digest.update(b"\n")
    return digest.hexdigest()[:16]


def describe(game: Any, state: Any) -> dict[str, Any]:
    """What is recorded of one position: its legal list, turn, outcome and successors."""
    moves = game.legal_moves(state)
    outcome = game.outcome(state)
    return {
        "position": game.dump(state),
        "moves": moves,
        "to_move": game.to_move(state),
        "outcome": outcome.as_dict() if outcome else None,
        "successors": successors_digest(game, state, moves),
    }


def record(game_id: str, seed: int = 30) -> list[dict[str, Any]]:
    """Positions of seeded random games over every option variant (and from the extra
    starts), described."""
    game = games.get(game_id)
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    starts = [
        game.start(**options)
        for options in (*game.option_variants(), *EXTRA_OPTIONS.get(game_id, ()))
        for _ in range(MORE_GAMES.get(game_id, GAMES_PER_VARIANT))
    ]
    starts += [
        game.load(text) for text in EXTRA_STARTS.get(game_id, ()) for _ in range(GAMES_PER_VARIANT)
    ]
    for state in starts:  # states are values: each game plays on from its own
        for ply in range(MAX_PLIES):
            moves = game.legal_moves(state)
            text = game.dump(state)
            if ply % EVERY == 0 and text not in seen:
                seen.add(text)
                out.append(describe(game, state))
            if not moves:
                break
            state = game.play(state, rng.choice(moves))
    return out


def load_recording(game_id: str) -> list[dict[str, Any]]:
    with gzip.open(recording_path(game_id), "rt", encoding="utf-8") as file:
        return json.load(file)


def main() -> None:
    RECORDED.mkdir(exist_ok=True)
    for game_id in sys.argv[1:]:
        entries = record(game_id)
        text = json.dumps(entries, separators=(",", ":"))
        # mtime=0: recording the same lists again writes the same file.
        recording_path(game_id).write_bytes(gzip.compress(text.encode(), mtime=0))
        print(f"{game_id}: {len(entries)} positions recorded by {games.__file__}")


if __name__ == "__main__":
    main()
