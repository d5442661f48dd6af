"""Hard's search speed: nodes a second with the text leaf against the engine-state leaf.

    .venv/bin/python benchmarks/search_speed.py [--positions 12] [--nodes 20000] [--rounds 3]

A game whose AI knowledge has a ``leaf`` (the leaf value read from the engine's own state,
today Checkers with Bosses) is searched both ways from the same positions: the middle and
late positions of seeded random games, each searched to a node limit by the same alpha-beta
with the same seed, once reading every leaf as a position string (``leaf`` taken out of the
knowledge) and once from the state.  Both searches visit the same nodes and choose the same
move (printed: the count of positions where they differ, which must be 0), so the ratio of
their processor times is the speed-up a hard move gets at a fixed budget.  Interleaved,
best of ``--rounds``, timed with ``time.process_time`` (load from other processes falls out).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.ai.knowledge import Knowledge, knowledge_for  # noqa: E402
from games.ai.search import AlphaBeta, Limits  # noqa: E402
from games.core.engine import Game, State, play_forced_passes  # noqa: E402


def positions(game: Game, count: int, seed: int) -> list[State]:
    """Positions from ply 20 on of seeded random games, one every 15 plies."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state, _ = play_forced_passes(game, game.start())
        ply = 0
        while game.to_move(state) is not None and len(found) < count:
            if ply >= 20 and ply % 15 == 0:
                found.append(state)
            move = rng.choice(game.legal_moves(state))
            state, _ = play_forced_passes(game, game.play(state, move))
            ply += 1
    return found


def search(
    game: Game, knowledge: Knowledge, states: list[State], nodes: int
) -> tuple[float, int, list[str]]:
    """Processor seconds to search every state to ``nodes`` nodes, the nodes searched, and
    the moves chosen."""
    chosen, searched = [], 0
    began = time.process_time()
    for state in states:
        engine = AlphaBeta(
            game,
            knowledge,
            game.to_move(state),
            Limits(max_nodes=nodes),
            random.Random(1),
            contempt=knowledge.contempt,
        )
        chosen.append(engine.iterate(state, 64).move)
        searched += engine.nodes
    return time.process_time() - began, searched, chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--nodes", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game_id in games.ids():
        fast = knowledge_for(game_id)
        if fast.leaf is None:
            continue
        game = games.get(game_id)
        text = replace(fast, leaf=None)
        states = positions(game, args.positions, args.seed)
        best = {"text": float("inf"), "state": float("inf")}
        differ = searched = 0
        for _ in range(args.rounds):
            text_time, searched, text_moves = search(game, text, states, args.nodes)
            state_time, _, state_moves = search(game, fast, states, args.nodes)
            best["text"] = min(best["text"], text_time)
            best["state"] = min(best["state"], state_time)
            differ = sum(a != b for a, b in zip(text_moves, state_moves, strict=True))
        print(
            f"{game_id}: text leaf {searched / best['text']:,.0f} nodes/s, state leaf "
            f"{searched / best['state']:,.0f} nodes/s, {best['text'] / best['state']:.2f}x; "
            f"moves that differ: {differ} of {len(states)}"
        )


if __name__ == "__main__":
    main()
