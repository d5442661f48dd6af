"""Calibrates the review's marks: how much ``hard``'s own moves lose by a deeper look.

    .venv/bin/python benchmarks/review_calibration.py [--games 3] [--play-nodes 1000]
                                                      [--judge-nodes 2000] [--max-plies 120]

For each game, ``hard`` plays itself ``--games`` times (seeded, node-limited, so the figures do
not depend on the machine's load; the first two decisions random, so the games differ), and
every decision with a choice is judged as a review judges it, with twice the nodes.  Printed per
game: how many decisions were weighed, how much they lost by the evaluation (percentiles 50, 90,
95, 99 and the largest; proven wins and losses left out, they are marked for what they are) and
what share the thresholds of ``games.ai.analysis.THRESHOLDS`` mark.  A move ``hard`` plays is a
sound move by a reasonable player: the thresholds are set so that few of them are marked (see
the comment above ``THRESHOLDS``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.ai import choose_move, observe  # noqa: E402
from games.ai.analysis import DECISIVE, judge, thresholds  # noqa: E402

OPENING_RANDOM = 2  # decisions played at random first, so seeded games differ


def losses(game_id: str, seed: int, play_nodes: int, judge_nodes: int, max_plies: int) -> list:
    """The evaluation loss of every weighed decision of one self-play game."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.start()
    seen: list[str] = []
    found = []
    for ply in range(max_plies):
        legal = game.legal_moves(state)
        if not legal:
            break
        side = game.to_move(state)
        observation = observe(game_id, state, side, seen[-32:])
        if ply < OPENING_RANDOM:
            move = rng.choice(legal)
        else:
            move = choose_move(observation, "hard", max_nodes=play_nodes, seed=seed * 1000 + ply)
        if len(legal) > 1 and ply >= OPENING_RANDOM:
            judged = judge(observation, move, max_nodes=judge_nodes, seed=ply)
            if max(abs(judged.played_score), abs(judged.best_score)) < DECISIVE:
                found.append(judged.loss)
        state = game.play(state, move)
        seen.append(game.public_position(state))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--play-nodes", type=int, default=1000)
    parser.add_argument("--judge-nodes", type=int, default=2000)
    parser.add_argument("--max-plies", type=int, default=120)
    parser.add_argument("--only", default=None)
    args = parser.parse_args()
    for game_id in [args.only] if args.only else games.ids():
        found: list[float] = []
        for seed in range(args.games):
            found += losses(game_id, seed, args.play_nodes, args.judge_nodes, args.max_plies)
        found.sort()
        cut = statistics.quantiles(found, n=100, method="inclusive") if len(found) > 1 else [0]
        mistake, blunder = thresholds(game_id)
        marked = sum(loss >= mistake for loss in found) / max(1, len(found))
        blunders = sum(loss >= blunder for loss in found) / max(1, len(found))
        print(
            f"{game_id}: {len(found)} decisions; loss p50 {cut[49]:.3g}, p90 {cut[89]:.3g}, "
            f"p95 {cut[94]:.3g}, p99 {cut[98]:.3g}, max {found[-1] if found else 0:.3g}; "
            f"thresholds {mistake:g}/{blunder:g} mark {marked:.1%} ({blunders:.1%} blunders)",
            flush=True,
        )


if __name__ == "__main__":
    main()
