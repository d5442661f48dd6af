"""How often the standings agree with the FIDE Technical Commission's reference tie-breaks.

Not part of the test suite (it needs a bbpPairings binary and a checkout of the TEC's
TieBreakServer, neither of which the project ships):

    python benchmarks/tiebreaks_agreement.py BBP_EXE TIEBREAKSERVER_DIR [--count 100]
        [--seed 1] [--round-robins 80]

Swiss: bbpPairings' generator (-g) plays random tournaments (9-30 players, 5-9 rounds, random
rates of draws, forfeits, withdrawals and half-point byes); for each, the TieBreakServer's
tiebreakchecker.py (-s) and `tournaments.standings` compute BH, BH/C1, SB, WIN and WON for
every player, and the rankings by points then DE, and by points then DE, BH/C1, SB.
Round-robins: random Berger-table tournaments (3-12 players, single or double, random results,
a player who withdraws after half of their games losing the rest by forfeit) are checked the
same way (-p) for BH, SB, WIN, WON and Koya (KS, even numbers of players only: for an odd
number the reference takes half the rounds as Koya's limit, Gamut half the games a player
can play, the sit-out round scoring nothing) and the ranking by points, DE, SB, WIN.
Prints how many values and rankings differ.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournaments import trf  # noqa: E402
from tournaments.model import Player, RoundEntry, Tournament  # noqa: E402
from tournaments.roundrobin import schedule  # noqa: E402
from tournaments.standings import standings  # noqa: E402

VALUES = {"BH": "BH", "BH-C1": "BH/C1", "SB": "SB", "WIN": "WIN", "WON": "WON", "KS": "KS"}
SCALE = {"SB": 100, "WIN": 1, "WON": 1}  # the others are in tenths


def reference(tec: Path, path: Path, rounds: int, kind: str, codes: list[str]) -> list[list[str]]:
    """The checker's table: StartNo, Rank, then one column per code."""
    done = subprocess.run(
        [sys.executable, "tiebreakchecker.py", "-c", "-i", str(path), "-o", "-", "-f", "TRF",
         "-e", "1", kind, "-n", str(rounds), "-t", *codes, "-d", "T"],
        capture_output=True, text=True, cwd=tec, timeout=120,
    )
    lines = done.stdout.strip().splitlines()
    if not lines or not lines[0].startswith("StartNo"):
        raise RuntimeError(f"tiebreakchecker failed on {path}: {done.stderr[-300:]}")
    return [line.split("\t") for line in lines[1:]]


def compare(tec: Path, path: Path, tournament: Tournament, round_robin: bool,
            names: list[str], orders: list[tuple[str, ...]], tally: dict[str, int]) -> None:
    rounds = tournament.paired_rounds()
    kind = "-p" if round_robin else "-s"
    table = reference(tec, path, rounds, kind, ["PTS", *(VALUES[n] for n in names)])
    mine = {s.number: s for s in standings(tournament, rounds=rounds, round_robin=round_robin)}
    for fields in table:
        ours = mine[int(fields[0])]
        for name, theirs in zip(names, fields[3:], strict=True):
            tally["values"] += 1
            if abs(float(theirs) - ours.tiebreaks[name] / SCALE.get(name, 10)) > 1e-9:
                tally[f"{name} differs"] += 1
    for order in orders:
        codes = ["PTS", *(VALUES.get(n, n) for n in order)]
        theirs = {int(f[0]): int(f[1]) for f in reference(tec, path, rounds, kind, codes)}
        ranks = {s.number: s.rank for s in standings(tournament, order, rounds=rounds,
                                                      round_robin=round_robin)}
        tally["rankings"] += 1
        tally["rankings differ"] += theirs != ranks


def swiss(exe: str, seed: int, folder: Path) -> Path | None:
    rng = random.Random(seed)
    config = folder / f"config{seed}.txt"
    config.write_text(
        f"PlayersNumber={rng.randint(9, 30)}\nRoundsNumber={rng.randint(5, 9)}\n"
        f"DrawPercentage={rng.randint(10, 40)}\nForfeitRate={rng.randint(15, 55)}\n"
        f"RetiredRate={rng.randint(8, 38)}\nHalfPointByeRate={rng.randint(6, 36)}\n"
        "HighestRating=2600\nLowestRating=1400\n"
    )
    out = folder / f"swiss{seed}.trf"
    done = subprocess.run([exe, "--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)],
                          capture_output=True, timeout=300)
    return out if done.returncode == 0 else None


def round_robin(seed: int) -> Tournament:
    rng = random.Random(seed)
    count = rng.randint(3, 12)
    rounds = schedule(count, double=rng.random() < 0.3)
    quitter = rng.randint(1, count) if rng.random() < 0.5 else None
    quits = rng.randint(len(rounds) // 2 + 1, len(rounds))  # after half of their games
    players = {n: Player(number=n, name=f"Player {n}", rating=2000 - n)
               for n in range(1, count + 1)}
    for scheduled in rounds:
        for white, black in scheduled.pairs:
            if quitter in (white, black) and scheduled.number >= quits:
                result = ("-", "+") if white == quitter else ("+", "-")
            else:
                result = rng.choice([("1", "0"), ("0", "1"), ("=", "=")])
            players[white].rounds.append(RoundEntry(black, "w", result[0]))
            players[black].rounds.append(RoundEntry(white, "b", result[1]))
        if scheduled.bye is not None:
            players[scheduled.bye].rounds.append(RoundEntry(0, "-", "Z"))
    tournament = Tournament(players=players, total_rounds=len(rounds), initial_colour="w")
    for player in players.values():
        player.points = sum(tournament.points.points(e.result) for e in player.rounds)
    return tournament


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bbp")
    parser.add_argument("tiebreakserver", type=Path)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round-robins", type=int, default=80)
    args = parser.parse_args()
    tally = {k: 0 for k in ("values", "rankings", "rankings differ",
                            *(f"{n} differs" for n in VALUES))}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        played = 0
        for seed in range(args.seed, args.seed + args.count):
            path = swiss(args.bbp, seed, folder)
            if path is None:
                continue
            played += 1
            compare(args.tiebreakserver, path, trf.read(path.read_bytes()), False,
                    ["BH", "BH-C1", "SB", "WIN", "WON"],
                    [("DE",), ("DE", "BH-C1", "SB")], tally)
        print(f"Swiss: {played} tournaments; {tally}")
        swiss_tally = dict(tally)
        tally = dict.fromkeys(tally, 0)
        for seed in range(args.seed, args.seed + args.round_robins):
            tournament = round_robin(seed)
            path = folder / f"rr{seed}.trf"
            path.write_text(trf.write(tournament))
            names = ["BH", "SB", "WIN", "WON"] + (["KS"] if len(tournament.players) % 2 == 0
                                                  else [])
            compare(args.tiebreakserver, path, tournament, True, names,
                    [("DE", "SB", "WIN")], tally)
        print(f"round-robins: {args.round_robins} tournaments; {tally}")
        failed = any(v for k, v in {**swiss_tally, **tally}.items() if "differ" in k)
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
