"""How often the Dutch engine pairs a round exactly as bbpPairings does, and fixtures from it.

Not part of the test suite (it needs a bbpPairings binary, which the project does not ship):

    python benchmarks/tournaments_agreement.py BBP_EXE --count 200 [--seed 1]
        [--players 9 40] [--fixtures tests/tournaments/fixtures --every 7]
    python benchmarks/tournaments_agreement.py BBP_EXE --late-entries 30

bbpPairings' generator (-g) plays random tournaments (9-40 players unless --players, 5-11
rounds, random rates of draws, forfeits, withdrawals and half-point byes). Every round of every
tournament is then written as the TRF of the tournament before that round (with XXR and XXC,
and the byes and absences already known for it), paired by bbpPairings (-p) and by this
package, and the two outputs are compared line for line (pairs, colours, board order, bye).
With --fixtures, every n-th round compared (and every round that disagrees, as .disagree files
for study) is kept as NAME.trf with bbpPairings' answer in NAME.out.

--late-entries plays its own tournaments instead (9-30 players, 5-9 rounds), some players
absent (Z) until round 2-4, a half-point bye requested now and then, forfeits among the
results: each round is paired by both programs, compared, and played on from bbpPairings'
pairing.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournaments import dutch, trf  # noqa: E402
from tournaments.cli import format_pairing  # noqa: E402
from tournaments.model import RoundEntry, before_round  # noqa: E402
from tournaments.records import Entrant, new_tournament, record_round  # noqa: E402


def generate(exe: str, seed: int, folder: Path, sizes: tuple[int, int]) -> Path | None:
    rng = random.Random(seed)
    config = folder / f"config{seed}.txt"
    config.write_text(
        f"PlayersNumber={rng.randint(*sizes)}\n"
        f"RoundsNumber={rng.randint(5, 11)}\n"
        f"DrawPercentage={rng.randint(10, 40)}\n"
        f"ForfeitRate={rng.randint(15, 55)}\n"
        f"RetiredRate={rng.randint(8, 38)}\n"
        f"HalfPointByeRate={rng.randint(6, 36)}\n"
        "HighestRating=2600\nLowestRating=1400\n"
    )
    out = folder / f"t{seed}.trf"
    done = subprocess.run(
        [exe, "--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)],
        capture_output=True,
    )
    return out if done.returncode == 0 else None


def round_file(tournament: trf.Tournament, round_number: int, rounds: int) -> str:
    state = before_round(tournament, round_number)
    state.other_lines = [
        line for line in state.other_lines if line[:3] not in ("XXR", "XXC", "142", "152")
    ]
    state.other_lines.append(f"XXR {rounds}")
    state.other_lines.append("XXC white1" if tournament.initial_colour == "w" else "XXC black1")
    return trf.write(state)


def read_answer(text: str, round_number: int) -> dutch.Pairing:
    """bbpPairings' output back into a Pairing."""
    pairs, bye = [], None
    for line in text.split("\n")[1:]:
        if line.strip():
            white, black = map(int, line.split())
            if black:
                pairs.append((white, black))
            else:
                bye = white
    return dutch.Pairing(round_number, pairs, bye)


def absent(tournament: trf.Tournament, number: int, round_number: int, code: str) -> None:
    row = tournament.players[number].rounds
    if len(row) < round_number:
        row.extend([RoundEntry()] * (round_number - 1 - len(row)))
        row.append(RoundEntry(0, "-", code))


def late_entries(exe: str, count: int, folder: Path) -> tuple[int, int]:
    same = total = 0
    results = [("1", "0"), ("0", "1"), ("=", "="), ("1", "0"), ("0", "1"), ("+", "-")]
    for seed in range(1, count + 1):
        rng = random.Random(seed)
        players, rounds = rng.randint(9, 30), rng.randint(5, 9)
        late = rng.sample(range(1, players + 1), rng.randint(1, 3))
        enter = rng.randint(2, 4)
        tournament = new_tournament(
            [Entrant(f"P{n}", 2400 - 7 * n) for n in range(1, players + 1)], rounds
        )
        for r in range(1, rounds + 1):
            for number in late if r < enter else []:
                absent(tournament, number, r, "Z")
            if rng.random() < 0.3:
                absent(tournament, rng.randint(1, players), r, "H")
            text = trf.write(tournament)
            case = folder / "late.trf"
            case.write_text(text)
            theirs = subprocess.run([exe, "--dutch", str(case), "-p"], capture_output=True,
                                    text=True)
            if theirs.returncode:
                break
            ours = format_pairing(dutch.pair_round(trf.parse(text)))
            total += 1
            same += ours == theirs.stdout
            if ours != theirs.stdout:
                print(f"differs: late entries, seed {seed} round {r}")
            pairing = read_answer(theirs.stdout, r)
            record_round(tournament, pairing, [rng.choice(results) for _ in pairing.pairs])
    return same, total


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("exe")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fixtures", type=Path)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--players", type=int, nargs=2, default=(9, 40), metavar=("MIN", "MAX"))
    parser.add_argument("--late-entries", type=int, metavar="COUNT")
    args = parser.parse_args()
    if args.late_entries:
        with tempfile.TemporaryDirectory() as scratch:
            same, total = late_entries(args.exe, args.late_entries, Path(scratch))
        print(f"late entries: {args.late_entries} tournaments, {same}/{total} rounds identical")
        return 0
    same = total = tournaments = 0
    disagreements = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for seed in range(args.seed, args.seed + args.count):
            path = generate(args.exe, seed, folder, tuple(args.players))
            if path is None:
                continue
            tournaments += 1
            played = trf.read(path.read_bytes())
            played.initial_colour = dutch.initial_colour(played)
            rounds = played.paired_rounds()
            for r in range(1, rounds + 1):
                text = round_file(played, r, rounds)
                case = folder / "case.trf"
                case.write_text(text)
                theirs = subprocess.run(
                    [args.exe, "--dutch", str(case), "-p"], capture_output=True, text=True
                )
                try:
                    ours = format_pairing(dutch.pair_round(trf.parse(text)))
                except dutch.PairingImpossible as error:
                    ours = f"impossible: {error}\n"
                total += 1
                agree = theirs.returncode == 0 and theirs.stdout == ours
                same += agree
                if not agree:
                    disagreements.append(f"seed {seed} round {r}")
                keep = args.fixtures and (not agree or total % args.every == 0)
                if keep and theirs.returncode == 0:
                    name = f"s{seed:03d}r{r:02d}"
                    suffix = ".out" if agree else ".disagree"
                    (args.fixtures / f"{name}.trf").write_text(text)
                    (args.fixtures / f"{name}{suffix}").write_text(theirs.stdout)
            print(f"seed {seed}: {same}/{total} rounds identical so far", flush=True)
    print(f"{tournaments} tournaments, {total} rounds, {same} identical "
          f"({100 * same / max(total, 1):.1f}%)")
    for line in disagreements:
        print("differs:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
