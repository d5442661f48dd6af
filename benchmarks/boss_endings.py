"""Checkers with Bosses: two bosses of one hit point against a lone boss of one, solved.

    .venv/bin/python benchmarks/boss_endings.py [--hunters DO,DC,OC] [--prey O,C,D]
        [--prey-hp 1] [--hunter-hp 1]

White's two bosses (two kinds, one hit point each, or ``--hunter-hp``; or one boss, a single
letter) against Black's lone boss of one (or ``--prey-hp``), nothing in reserve: every
placement of the pieces, either side to move (499,968 positions a combination of two
hunters' kinds, 8,064 of one), solved by retrograde analysis through the engine contract
alone (``load``, ``legal_moves``, ``play``, ``outcome``, ``to_move``; no AI knowledge),
captures compulsory (with one hit point each, the first hit decides: a hunter jumped is
removed, the prey jumped is the game).  A position neither side can force a win from is
drawn: nobody can pass, and such games go on to the move limit.  Prints, for each
combination, the positions the hunters win (and of them with the hunters to move), those the
prey wins, the drawn ones, and the longest forced win of the hunters in plies.  About a
minute a combination of two hunters on one core.  The solver is
``games/ai/knowledge/boss_endings.py`` (the tests hold the AI's knowledge to it).

These figures are what ``games/ai/knowledge/checkers_bosses.py``'s ``hopeless_hunt`` states
for a prey of one hit point: a compound hunter beside either other kind wins against an
orthogonal prey from nearly every position; every other combination against an orthogonal
or compound prey is drawn from nearly all.  (A diagonal prey is hunted without trades:
``games/ai/knowledge/boss_hunts.py``.)  ``--hunters D --prey O --hunter-hp 3`` is what
``duel_score`` states: a diagonal boss hits an orthogonal one only where it can jump it at
once.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games  # noqa: E402
from games.ai.knowledge.boss_endings import solve  # noqa: E402

GAME_ID = "checkers-bosses"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hunters", default="DO,DC,OC", help="pairs of White's kinds, by commas")
    parser.add_argument("--prey", default="O,C", help="Black's lone kinds, by commas")
    parser.add_argument("--prey-hp", type=int, default=1, help="the lone boss's hit points")
    parser.add_argument("--hunter-hp", type=int, default=1, help="each hunter's hit points")
    args = parser.parse_args()
    game = games.get(GAME_ID)
    for hunters in args.hunters.split(","):
        for prey in args.prey.split(","):
            began = time.perf_counter()
            counts = solve(game, hunters.upper(), prey.upper(), args.prey_hp, args.hunter_hp)
            figures = ", ".join(f"{name} {value:,}" for name, value in counts.items())
            print(
                f"{hunters.upper()}({args.hunter_hp}) against {prey.upper()}({args.prey_hp}): "
                f"{figures} "
                f"({time.perf_counter() - began:.0f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
