"""Crossings move generation speed: legal-move generations per second.

    .venv/bin/python -m benchmarks.crossings_movegen [--games 40] [--rounds 5] [--seed 1]

Positions come from seeded random games (reproducible), so the mix holds openings, crowded
middle games with captures, and the answers a crossing forces.  Two figures are printed:

- raw: the engine's generator alone (``_generate``), what an AI's search calls per node;
- public: ``legal_moves`` on a state never seen before (outcome check, sorting, the pass),
  measured with a fresh engine each round so its cache never answers.

The best of ``--rounds`` is reported, the usual way to take noise from other processes out.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from games.engines.crossings import Crossings, CrossingsState


def random_positions(games: int, seed: int, max_moves: int = 300) -> list[CrossingsState]:
    """Every position of ``games`` seeded random games, duplicates removed, in play order."""
    engine = Crossings()
    rng = random.Random(seed)
    seen: dict[CrossingsState, None] = {}
    for _ in range(games):
        state = engine.start()
        for _ in range(max_moves):
            seen.setdefault(state, None)
            moves = engine.legal_moves(state)
            if not moves:
                break
            state = engine.play(state, rng.choice(moves))
    return list(seen)


def best_rate(positions: list[CrossingsState], rounds: int, run: Callable[[], None]) -> float:
    """Generations per second of the fastest of ``rounds`` runs over ``positions``."""
    best = float("inf")
    for _ in range(rounds):
        began = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - began)
    return len(positions) / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="random games to take positions from")
    parser.add_argument("--rounds", type=int, default=5, help="timed passes; the best is reported")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games")
    args = parser.parse_args()

    positions = random_positions(args.games, args.seed)
    engine = Crossings()
    moves = sum(len(engine.legal_moves(state)) for state in positions)
    print(
        f"{len(positions)} positions from {args.games} random games (seed {args.seed}), "
        f"{moves / len(positions):.1f} legal moves on average"
    )

    def raw() -> None:
        for state in positions:
            engine._generate(state)

    def public() -> None:
        fresh = Crossings()
        for state in positions:
            fresh.legal_moves(state)

    print(f"raw generator:        {best_rate(positions, args.rounds, raw):,.0f} generations/s")
    print(f"legal_moves uncached: {best_rate(positions, args.rounds, public):,.0f} generations/s")


if __name__ == "__main__":
    main()
