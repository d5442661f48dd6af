"""Engine speed against an earlier commit: legal-move generation, and playing the moves.

    .venv/bin/python benchmarks/engine_speed.py [--base df3aa8c] [--games 12] [--rounds 5]
                                                [--only LABEL ...] [--clock wall|cpu]

What is timed is what every caller of an engine pays through the contract, on freshly loaded
positions, two ways: ``legal_moves`` then ``play`` of one of those moves (chosen by a seeded
draw, the same for both versions: what a host pays a move); and ``legal_moves`` then ``play``
of up to eight of them (from the drawn one on), as a search does, which plays far more moves
than it lists.  In the second way the clock is also read around each
position's plays alone (after its listing), and their sum over the moves played is the cost of
one ``play``, printed apart: one play a position hid it behind the listing (issue 44: Crossings'
``play`` had grown slower than at df3aa8c while the one-move figure improved).  It was first
taken as that way less the listing alone, a difference of two processes' bests, which swung
between 0.89 and 1.34 times df3aa8c's for Crossings from run to run (df3aa8c's listing alone
varies by 5-10 % from process to process); timed inside the process it is steady.
The positions are every position of seeded random games of each game (and of the Stealth King
variant), written as position strings by this working tree and loaded by each version with its
own ``load``; the loads are not timed, and each way runs in a process of its own (the
engines remember the moves of positions they have seen, so a second way in the same process
would read the first's).  Before the clock starts each process lists the start position's moves
on an engine of its own (whose remembered moves the timed one never reads): the tables an engine
builds once a process, on its first listing rather than at import (Crossings' move tables), are
start-up, not a move's cost, and the earlier commit built them at import, also untimed.

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
from dataclasses import dataclass
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

PLAYS = 8  # moves played a position in the third way (fewer where fewer are legal)

WAYS = ("one", "many")  # one play a position, up to PLAYS plays

# Runs inside each measured process: stdin is JSON {game, positions: [[text, pick], ...], way,
# clock, plays}, stdout JSON [the seconds the way's loop took, the moves it played, the seconds
# of the plays alone].  Only the contract is used, so any version works.
WORKER = r"""
import json, sys, time
import games
job = json.load(sys.stdin)
game = games.get(job["game"])
plays = {"one": 1, "many": job["plays"]}[job["way"]]
clock = time.process_time if job["clock"] == "cpu" else time.perf_counter
states = [(game.load(text), pick) for text, pick in job["positions"]]
type(game)().legal_moves(game.start())  # once-a-process tables, on an engine of its own
played = 0
playing = 0.0
began = clock()
for state, pick in states:
    moves = game.legal_moves(state)
    count = min(plays, len(moves))
    started = clock()
    for index in range(count):
        game.play(state, moves[(pick + index) % len(moves)])
    playing += clock() - started
    played += count
print(json.dumps([clock() - began, played, playing]))
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


@dataclass
class Timing:
    """One process's seconds: a move a position, up to PLAYS plays (and of those the plays
    alone, timed around them)."""

    one: float
    many: float
    played: int
    playing: float

    @property
    def play(self) -> float:
        """Seconds one ``play`` took, timed around the plays in the many-move loop."""
        return self.playing / self.played


def timed_run(
    tree: Path, game_id: str, positions: list[tuple[str, int]], clock: str = "wall"
) -> Timing:
    """What fresh processes with ``tree`` first on their path spend on ``positions``, one
    process each way."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    results = {}
    for way in WAYS:
        job = {"game": game_id, "positions": positions, "clock": clock, "plays": PLAYS,
               "way": way}
        done = subprocess.run(
            [sys.executable, "-c", WORKER],
            input=json.dumps(job),
            capture_output=True, text=True, env=env, cwd=tree, check=True, timeout=600,
        )
        results[way] = json.loads(done.stdout)
    many, played, playing = results["many"]
    return Timing(results["one"][0], many, played, playing)


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
        print(f"best of {args.rounds} interleaved rounds ({args.clock} clock); base "
              f"{args.base} vs this tree; µs: legal_moves + one play a position, legal_moves "
              f"+ up to {PLAYS} plays a position, one play; ratio: base / now")
        print(f"{'game':<24}{'positions':>10}{'1 move':>16}{'ratio':>7}"
              f"{f'{PLAYS} moves':>16}{'ratio':>7}{'a play':>16}{'ratio':>7}")
        lowest: dict[str, float] = {}
        for label, game_id, options in CASES:
            if args.only and label not in args.only:
                continue
            positions = random_positions(game_id, options, args.games, args.seed)
            base_runs, now_runs = [], []
            for _ in range(args.rounds):
                base_runs.append(timed_run(base, game_id, positions, args.clock))
                now_runs.append(timed_run(ROOT, game_id, positions, args.clock))
            row = f"{label:<24}{len(positions):>10}"
            for name, measure, per in (
                ("1 move", lambda t: t.one, len(positions)),
                (f"{PLAYS} moves", lambda t: t.many, len(positions)),
                ("a play", lambda t: t.play, 1),
            ):
                before = min(map(measure, base_runs)) / per * 1e6
                now = min(map(measure, now_runs)) / per * 1e6
                ratio = before / now
                lowest[name] = min(lowest.get(name, ratio), ratio)
                row += f"{before:>8.1f}{now:>8.1f}{ratio:>6.2f}×"
            print(row)
        print("lowest ratio: " + ", ".join(f"{k} {v:.2f}×" for k, v in lowest.items()))


if __name__ == "__main__":
    main()
