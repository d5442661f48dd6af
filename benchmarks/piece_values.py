"""What Checkers with Bosses material is worth in games played: a fit of results on material.

    .venv/bin/python benchmarks/piece_values.py FILE... [--plies 40,60,80,100,120,140]
        [--resamples 300] [--seed 0]

Reads the records ``benchmarks/yardstick.py --jsonl`` writes (Checkers with Bosses games of a
level against the Monte-Carlo player, default options; others are skipped, and a game met
twice, by the same first 300 moves, counts once), replays each through the engine contract
and, at each ply of ``--plies`` the game reached, counts material from the level's side, as
its own minus the opponent's: men of each kind, crowned men, boss hit points on the board
and bosses in reserve.  Each such position is labelled with the game's result for the level:
1 a win, 0 a loss, 0.5 a draw; an unfinished game (stopped at the move limit) 0.75 or 0.25 by
who had more boss hit points at its end (a boss in reserve counted at the default 3; records
with options are skipped), 0.5 when even.  A least-squares line through the labels gives each
count a weight, printed in units where a boss hit point is worth ``HIT_POINT`` (what the
evaluation counts it), so each figure reads as "what this piece is worth in the evaluation's
units, by the games".  The 5th, 50th
and 95th percentiles beside it come from refitting on games drawn with replacement (whole
games, since the positions of one game are not independent).

Why: the evaluation (``games/ai/knowledge/checkers_bosses.py``) counted a man a third of a hit
point, and hard lost the middle game to the Monte-Carlo player by trading its men for hit
points (of 65 distinct recorded games at 0.5 s a move, hard scored 54 % in the 38 where it
ran out of men first and 76 % in the 27 where the Monte-Carlo player did, an unfinished game
counted a draw).  The fit is a measurement of games, not of best play: its labels come from
one opponent, and a count that goes with winning need not cause it.  It says which way to
move a weight, and the yardstick says whether the move helped.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.ai.knowledge import read_position  # noqa: E402
from games.ai.knowledge.checkers_bosses import DEFAULT_HP, HIT_POINT  # noqa: E402
from games.core.engine import Game, State, play_forced_passes  # noqa: E402
from games.core.geometry import BLACK, WHITE, opponent  # noqa: E402

GAME_ID = "checkers-bosses"
FEATURES = ("man d", "man o", "man c", "crowned", "boss hit point", "boss in reserve")
UNIT = FEATURES.index("boss hit point")
DEFAULT_PLIES = (40, 60, 80, 100, 120, 140)
SAME_GAME_MOVES = 300  # two records agreeing on this many first moves are one game


@dataclass(frozen=True)
class Sample:
    game: int  # which game the position comes from (resampled whole)
    counts: tuple[float, ...]  # FEATURES, the level's minus the opponent's
    label: float  # the game's result for the level


def material(game: Game, state: State, side: str) -> tuple[float, ...]:
    """FEATURES counted from ``side``: its own minus its opponent's."""
    position = read_position(game, game.dump(state))
    counts = dict.fromkeys(FEATURES, 0.0)
    for token in position.cells:
        if token is None:
            continue
        sign = 1.0 if token.side == side else -1.0
        if token.prefix == "*":
            counts["boss hit point"] += sign * token.hp
        elif token.prefix == "+":
            counts["crowned"] += sign
        else:
            counts[f"man {token.letter.lower()}"] += sign
    white, _, black = position.keys.get("reserve", "/").partition("/")
    reserve = {WHITE: len(white), BLACK: len(black)}
    counts["boss in reserve"] = reserve[side] - reserve[opponent(side)]
    return tuple(counts[name] for name in FEATURES)


def label(result: str, final: tuple[float, ...], boss_hp: int) -> float:
    """The game's result for the level; an unfinished one by who had more boss hit points."""
    if result in ("win", "loss", "draw"):
        return {"win": 1.0, "loss": 0.0, "draw": 0.5}[result]
    lead = final[UNIT] + boss_hp * final[FEATURES.index("boss in reserve")]
    return 0.5 + 0.25 * ((lead > 0) - (lead < 0))


def samples(records: Iterable[dict], plies: Sequence[int]) -> list[Sample]:
    """The labelled positions of every distinct Checkers with Bosses record against the MC."""
    game = games.get(GAME_ID)
    seen: set[tuple[str, ...]] = set()
    out: list[Sample] = []
    wanted = set(plies)
    for record in records:
        if record.get("game") != GAME_ID or record.get("options"):
            continue
        if not str(record.get("rival", "")).startswith("MC"):
            continue
        key = tuple(record["moves"][:SAME_GAME_MOVES])
        if key in seen:
            continue
        seen.add(key)
        side = record["level_side"]
        state, _ = play_forced_passes(game, game.start())
        snapshots = []
        for ply, move in enumerate(record["moves"], start=1):
            state, _ = play_forced_passes(game, game.play(state, move))
            if ply in wanted:
                snapshots.append(material(game, state, side))
        result = label(record["result"], material(game, state, side), DEFAULT_HP)
        out.extend(Sample(len(seen), counts, result) for counts in snapshots)
    return out


def least_squares(rows: Sequence[Sequence[float]], targets: Sequence[float]) -> list[float]:
    """The weights (and a constant, last) minimising the squared error: the normal equations
    solved by Gaussian elimination with partial pivoting.  Raises ValueError when the counts
    do not determine the weights (a feature that never varies)."""
    width = len(rows[0]) + 1
    normal = [[0.0] * (width + 1) for _ in range(width)]
    for row, target in zip(rows, targets, strict=True):
        extended = [*row, 1.0]
        for i in range(width):
            for j in range(width):
                normal[i][j] += extended[i] * extended[j]
            normal[i][width] += extended[i] * target
    for column in range(width):
        pivot = max(range(column, width), key=lambda r: abs(normal[r][column]))
        if abs(normal[pivot][column]) < 1e-9:
            raise ValueError(f"the counts do not determine weight {column}")
        normal[column], normal[pivot] = normal[pivot], normal[column]
        for r in range(width):
            if r != column:
                factor = normal[r][column] / normal[column][column]
                for c in range(column, width + 1):
                    normal[r][c] -= factor * normal[column][c]
    return [normal[i][width] / normal[i][i] for i in range(width)]


def in_evaluation_units(weights: Sequence[float]) -> list[float]:
    """Each feature's weight scaled so that a boss hit point is worth ``HIT_POINT``."""
    return [HIT_POINT * w / weights[UNIT] for w in weights[: len(FEATURES)]]


def fit(data: Sequence[Sample]) -> list[float]:
    return in_evaluation_units(least_squares([s.counts for s in data], [s.label for s in data]))


def resampled(data: Sequence[Sample], resamples: int, seed: int) -> list[list[float]]:
    """Fits on ``resamples`` sets of whole games drawn with replacement."""
    by_game: dict[int, list[Sample]] = {}
    for sample in data:
        by_game.setdefault(sample.game, []).append(sample)
    groups = list(by_game.values())
    rng = random.Random(seed)
    fits = []
    for _ in range(resamples):
        drawn = [s for _ in groups for s in rng.choice(groups)]
        try:
            fits.append(fit(drawn))
        except (ValueError, ZeroDivisionError):
            continue  # a draw of games in which some count never varied
    return fits


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="yardstick --jsonl records")
    parser.add_argument("--plies", default=",".join(map(str, DEFAULT_PLIES)))
    parser.add_argument("--resamples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    plies = [int(p) for p in args.plies.split(",")]
    records = [json.loads(line) for path in args.files for line in path.open() if line.strip()]
    data = samples(records, plies)
    if not data:
        sys.exit("No Checkers with Bosses games against the Monte-Carlo player in those files.")
    games_count = len({s.game for s in data})
    print(f"{games_count} games, {len(data)} positions (plies {args.plies})")
    try:
        weights = fit(data)
    except (ValueError, ZeroDivisionError):
        sys.exit("Too few games to tell the weights apart: some count never varies in them.")
    fits = resampled(data, args.resamples, args.seed)
    print(f"{'material':<16} {'weight':>7}   5 %    50 %   95 %   (a hit point = {HIT_POINT})")
    for i, name in enumerate(FEATURES):
        column = [f[i] for f in fits]
        spread = "".join(f" {percentile(column, q):6.2f}" for q in (0.05, 0.5, 0.95) if column)
        print(f"{name:<16} {weights[i]:7.2f}{spread}")
    print(f"{len(fits)} of {args.resamples} resampled fits (the rest left a weight undetermined)")


if __name__ == "__main__":
    main()
