"""Pairing speed against bbpPairings: the same rounds paired by both, side by side.

    python benchmarks/pairing_speed.py BBP_EXE [--players 200 1000] [--rounds 9]
        [--repeat 3] [--seed 1]

For each size a Swiss is played round by round (results as benchmarks/tournaments.py draws
them: the higher-rated player scores more often, 15 % draws, 2 % forfeits, a few half-point
byes requested). Before each round its TRF is written once; then, `--repeat` times in turn,
bbpPairings pairs it (`--dutch FILE -p`, a fresh process: its start, reading the file and
pairing) and this package pairs it (reading the same text with `trf.parse` and
`dutch.pair_round`, in this process). The round is played on from bbpPairings' pairing, and
the two answers must be identical (pairs, colours, board order, bye). Prints, per round, the
median of each program's wall-clock and processor times and their ratios (this package's
over bbpPairings'; at most 1.0 is the target for 200 players, and under 5 s a round for
1,000). On a busy machine the processor times are the steadier figure: both programs are
single-threaded, so on an idle one they are the wall-clock times.
Needs a bbpPairings binary (the project does not ship one).
"""

from __future__ import annotations

import argparse
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.tournaments import play, request_byes  # noqa: E402
from benchmarks.tournaments_agreement import read_answer  # noqa: E402
from tournaments import dutch, trf  # noqa: E402
from tournaments.cli import format_pairing  # noqa: E402
from tournaments.records import Entrant, new_tournament  # noqa: E402


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_bbp(exe: str, case: Path) -> tuple[float, float, str]:
    """Wall-clock and processor seconds of one bbpPairings run, and its answer."""
    start, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run([exe, "--dutch", str(case), "-p"], capture_output=True, text=True)
    elapsed, used = time.perf_counter() - start, children_cpu() - cpu
    if done.returncode:
        raise SystemExit(f"bbpPairings failed on {case}: {done.stderr.strip()}")
    return elapsed, used, done.stdout


def time_gamut(text: str) -> tuple[float, float, str]:
    """Wall-clock and processor seconds of this package pairing the round, and its answer."""
    start, cpu = time.perf_counter(), time.process_time()
    answer = format_pairing(dutch.pair_round(trf.parse(text)))
    return time.perf_counter() - start, time.process_time() - cpu, answer


def swiss(exe: str, players: int, rounds: int, repeat: int, seed: int, folder: Path) -> int:
    """Play one Swiss, printing each round's times; the number of rounds that differ."""
    rng = random.Random(seed)
    tournament = new_tournament(
        [Entrant(f"Player {n}", 2600 - n) for n in range(1, players + 1)], rounds
    )
    differing = 0
    worst = [0.0, 0.0]
    for r in range(1, rounds + 1):
        request_byes(tournament, r, rng)
        text = trf.write(tournament)
        case = folder / f"p{players}r{r}.trf"
        case.write_text(text)
        theirs, ours = [], []
        for _ in range(repeat):
            *seconds, expected = time_bbp(exe, case)
            theirs.append(seconds)
            *seconds, answer = time_gamut(text)
            ours.append(seconds)
        same = answer == expected
        differing += not same
        bbp = [statistics.median(t[i] for t in theirs) for i in (0, 1)]
        gamut = [statistics.median(t[i] for t in ours) for i in (0, 1)]
        ratios = [gamut[i] / max(bbp[i], 1e-3) for i in (0, 1)]
        worst = [max(worst[i], ratios[i]) for i in (0, 1)]
        print(
            f"  {players} players, round {r}: bbpPairings {bbp[0]:.3f} s ({bbp[1]:.3f} s "
            f"processor), Gamut {gamut[0]:.3f} s ({gamut[1]:.3f} s), ratio {ratios[0]:.2f} "
            f"({ratios[1]:.2f}){'' if same else ', PAIRINGS DIFFER'}",
            flush=True,
        )
        play(tournament, read_answer(expected, r), rng)
    print(
        f"{players} players: highest ratio {worst[0]:.2f} wall-clock, {worst[1]:.2f} "
        f"processor; {differing} rounds differ"
    )
    return differing


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("exe")
    parser.add_argument("--players", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    differing = 0
    with tempfile.TemporaryDirectory() as scratch:
        for size in args.players:
            differing += swiss(args.exe, size, args.rounds, args.repeat, args.seed,
                               Path(scratch))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
