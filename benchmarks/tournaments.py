"""Tournaments benchmark: pairing a Swiss round of 200 and of 1,000 players, and standings.

    .venv/bin/python benchmarks/tournaments.py [--players 200 1000] [--rounds 5] [--seed 1]

For each size, a Swiss is played with this package's Dutch pairings and random results
(stronger players win more often; 15 % draws, 2 % forfeits, a few half-point byes requested),
and every round's pairing is timed. Then the standings of the largest tournament are computed
with every tie-break, 20 times. Prints seconds per round and milliseconds for the standings.
Targets (issue 31): a round of 200 players within 2 s; standings of 1,000 players within 50 ms.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournaments import dutch  # noqa: E402
from tournaments.model import RoundEntry, Tournament  # noqa: E402
from tournaments.records import Entrant, new_tournament, record_round  # noqa: E402
from tournaments.standings import TIEBREAKS, standings  # noqa: E402


def play(tournament: Tournament, pairing: dutch.Pairing, rng: random.Random) -> None:
    """Random results: the higher-rated player scores more often."""
    results = []
    for white, black in pairing.pairs:
        roll = rng.random()
        stronger = 0.55 if white < black else 0.45
        if roll < 0.02:
            results.append(("+", "-"))
        elif roll < 0.17:
            results.append(("=", "="))
        elif roll < 0.17 + 0.83 * stronger:
            results.append(("1", "0"))
        else:
            results.append(("0", "1"))
    record_round(tournament, pairing, results)


def request_byes(tournament: Tournament, round_number: int, rng: random.Random) -> None:
    for player in tournament.players.values():
        if rng.random() < 0.01:
            while len(player.rounds) < round_number - 1:
                player.rounds.append(RoundEntry())
            player.rounds.append(RoundEntry(0, "-", "H"))


def swiss(players: int, rounds: int, seed: int) -> tuple[Tournament, list[float]]:
    rng = random.Random(seed)
    tournament = new_tournament(
        [Entrant(f"Player {n}", 2600 - n) for n in range(1, players + 1)], rounds
    )
    timings = []
    for r in range(1, rounds + 1):
        request_byes(tournament, r, rng)
        start = time.perf_counter()
        pairing = dutch.pair_round(tournament, r)
        timings.append(time.perf_counter() - start)
        play(tournament, pairing, rng)
        print(f"  {players} players, round {r}: {timings[-1]:.2f} s", flush=True)
    return tournament, timings


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    largest = None
    for size in args.players:
        tournament, timings = swiss(size, args.rounds, args.seed)
        print(
            f"{size} players: median {statistics.median(timings):.2f} s a round, "
            f"slowest {max(timings):.2f} s"
        )
        largest = tournament
    assert largest is not None
    samples = []
    for _ in range(20):
        start = time.perf_counter()
        standings(largest, order=TIEBREAKS)
        samples.append(time.perf_counter() - start)
    print(
        f"standings of {len(largest.players)} players after {args.rounds} rounds, "
        f"all tie-breaks: median {1000 * statistics.median(samples):.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
