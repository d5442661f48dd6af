"""Engine speed against an earlier commit: legal-move generation plus playing a move.

    .venv/bin/python benchmarks/engine_speed.py [--base df3aa8c] [--games 12] [--rounds 5]
                                                [--only LABEL ...] [--clock wall|cpu]

What is timed is what every caller of an engine pays through the contract: ``legal_moves`` on
a freshly loaded position, then ``play`` of one of those moves (chosen by a seeded draw, the
same for both versions).  The positions are every position of seeded random games of each game
(and of the Stealth King variant), written as position strings by this working tree and loaded
by each version with its own ``load``; the load itself is not timed.

Both versions are measured in one run, interleaved: each round starts a fresh process for the
earlier commit (its ``games`` package taken out of git into a temporary folder) and one for this
working tree, one after the other, so load on the machine falls on both alike and no cache of
one round answers the next.  The best round of each is kept (the usual way to take noise from
other processes out) and the ratio ``base time / this tree's time`` printed per game: 3.0 means
three times faster.

``--clock cpu`` times the loop with ``time.process_time`` (this process's CPU time) instead of
the wall clock: on a machine shared with other work, what the others take falls out of each
round, where the wall clock counts the time the process waited for a core.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (label, game id, start options): Stealth King exercises the hidden-King paths as well.
CASES: list[tuple[str, str, dict[str, object]]] = [
    ("charing-cross", "charing-cross", {}),
    ("checkers-bosses", "checkers-bosses", {}),
    ("crossings", "crossings", {}),
    ("king-of-the-castle", "king-of-the-castle", {}),
    ("kings-crossing", "kings-crossing", {}),
    ("kings-crossing stealth", "kings-crossing", {"stealth": True}),
]

# Runs inside each measured process: stdin is JSON {game, positions: [[text, pick], ...]},
# stdout the seconds the timed loop took.  Only the contract is used, so any version works.
WORKER = r"""
import json, sys, time
import games
job = json.load(sys.stdin)
game = games.get(job["game"])
states = [(game.load(text), pick) for text, pick in job["positions"]]
clock = time.process_time if job["clock"] == "cpu" else time.perf_counter
began = clock()
for state, pick in states:
    moves = game.legal_moves(state)
    game.play(state, moves[pick % len(moves)])
print(clock() - began)
"""


def random_positions(game_id: str, options: dict[str, object], games_count: int, seed: int,
                     max_moves: int = 200) -> list[tuple[str, int]]:
    """Position strings of seeded random games (no duplicates, none finished), each with the
    seeded number that picks the move to play from it."""
    import games

    game = games.get(game_id)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for _ in range(games_count):
        state = game.start(**options)
        for _ in range(max_moves):
            moves = game.legal_moves(state)
            if not moves:
                break
            seen.setdefault(game.dump(state), rng.randrange(1 << 30))
            state = game.play(state, rng.choice(moves))
    return list(seen.items())


def base_tree(commit: str, into: Path) -> Path:
    """The ``games`` package of ``commit``, written below ``into`` (read from git, no checkout)."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "games"],
        check=True, capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def timed_run(
    tree: Path, game_id: str, positions: list[tuple[str, int]], clock: str = "wall"
) -> float:
    """Seconds one fresh process with ``tree`` first on its path spends on ``positions``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", WORKER],
        input=json.dumps({"game": game_id, "positions": positions, "clock": clock}),
        capture_output=True, text=True, env=env, cwd=tree, check=True, timeout=600,
    )
    return float(done.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="df3aa8c", help="the commit to compare with")
    parser.add_argument("--games", type=int, default=12, help="random games per game id")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds; best kept")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games")
    parser.add_argument("--only", action="append", default=[], metavar="LABEL",
                        help="measure only this game (a label of the table; may be repeated)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall clock, or this process's CPU time (steadier under load)")
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as folder:
        base = base_tree(args.base, Path(folder))
        print(f"legal_moves + play per position, best of {args.rounds} interleaved rounds "
              f"({args.clock} clock); base {args.base} vs this tree")
        print(f"{'game':<24}{'positions':>10}{'base µs':>10}{'now µs':>10}{'ratio':>8}")
        ratios = []
        for label, game_id, options in CASES:
            if args.only and label not in args.only:
                continue
            positions = random_positions(game_id, options, args.games, args.seed)
            best_base = best_now = float("inf")
            for _ in range(args.rounds):
                best_base = min(best_base, timed_run(base, game_id, positions, args.clock))
                best_now = min(best_now, timed_run(ROOT, game_id, positions, args.clock))
            ratio = best_base / best_now
            ratios.append(ratio)
            per_base = best_base / len(positions) * 1e6
            per_now = best_now / len(positions) * 1e6
            print(f"{label:<24}{len(positions):>10}{per_base:>10.1f}{per_now:>10.1f}"
                  f"{ratio:>7.2f}×")
        print(f"lowest ratio {min(ratios):.2f}×")


if __name__ == "__main__":
    main()
