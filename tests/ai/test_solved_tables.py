"""The AI's stored solutions (games/ai/knowledge/solved_tables.py): solved from today's sources,
and held, on every run, to a fresh solve of a sample by a solver of their own.

``lone_bosses.txt`` (a minute to solve) and ``boss_hunts.zip`` (four seconds) are read, never
solved, in play.  Each keeps the fingerprint of what its solve read; while it is today's, the
stored solution is what the solver gives today, so the full solve runs only when it is not
(then here, to say whether the solution still holds, and by the command the failure names).
The samples are checked every run through the engine contract alone: the lone-boss pairs by
``boss_endings``' retrograde solve (not ``lone_bosses.solve``, which made the table), the
hunts by a search in ``test_boss_hunts.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import games
from games.ai import choose_move, observe
from games.ai.knowledge import boss_endings, boss_hunts, lone_bosses
from games.ai.knowledge.fingerprint import fingerprint, package_modules
from games.ai.knowledge.solved_tables import COMMAND, TABLES, StoredTable, stale_message
from games.core.geometry import WHITE

GAME = games.get("checkers-bosses")
PAIRS = ["DD", "DO", "DC", "OD", "OO", "OC", "CD", "CO", "CC"]
# Every kind once on each side, never against itself: three of the nine pairs, each run.
SAMPLED_PAIRS = ["DO", "OC", "CD"]


def _fresh_lone_boss_wins(white: str, black: str) -> set[lone_bosses.Key]:
    """The won positions of a pair by ``boss_endings``' solve: one hunter of White's kind
    against Black's lone boss, one hit point each, positions already ended left out (the
    table lists positions in play)."""
    wins = set()
    for ((white_sq, black_sq), side), winner in boss_endings.winners(GAME, white, black).items():
        key = (white, black, white_sq, black_sq, "w" if side == WHITE else "b")
        if (
            winner is not None
            and GAME.outcome(GAME.load(lone_bosses.position_text(GAME, key))) is None
        ):
            wins.add(key)
    return wins


def _stored_lone_boss_wins(white: str, black: str) -> set[lone_bosses.Key]:
    return {key for key in lone_bosses.won_positions() if key[:2] == (white, black)}


def _still_holds(table: StoredTable) -> str:
    """For a stale table: whether a fresh solve still gives what is stored (the full solve,
    which runs only when the fingerprint is not today's)."""
    if table.name == "lone_bosses":
        wrong = [p for p in PAIRS if _fresh_lone_boss_wins(*p) != _stored_lone_boss_wins(*p)]
    else:
        wrong = [
            boss_hunts.combination_name(*kinds)
            for kinds in boss_hunts.combinations()
            if boss_hunts.solve(*kinds) != boss_hunts.solution(*kinds)
        ]
    if wrong:
        return f"; a fresh solve differs for {', '.join(wrong)}"
    return "; a fresh solve still gives what is stored"


@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.name)
def test_each_stored_table_was_solved_from_todays_sources(table: StoredTable) -> None:
    if table.stale():
        pytest.fail(stale_message(table) + _still_holds(table))


@pytest.mark.parametrize("kinds", SAMPLED_PAIRS)
def test_the_stored_lone_boss_wins_of_a_pair_are_a_fresh_solve_s(kinds: str) -> None:
    """The won lone-boss positions of the pair, solved again through the engine by another
    solver, are exactly the stored ones."""
    stored = _stored_lone_boss_wins(*kinds)
    assert stored  # every pair has some: bosses about to trade jumps at the least
    assert _fresh_lone_boss_wins(*kinds) == stored


def test_the_lone_boss_fingerprint_reads_the_engine_and_what_it_is_written_in() -> None:
    names = {module.__name__ for module in package_modules("games.engines.checkers_bosses")}
    engine = type(GAME).__module__
    assert engine in names and "games.engines.checkers_bosses.pieces" in names
    assert "games.core.position" in names  # imported by the engine: its positions' reader


def test_a_change_to_what_a_solve_reads_makes_its_table_stale() -> None:
    steps = [(9,), (10, 8)]
    assert fingerprint((fingerprint, steps)) == fingerprint((fingerprint, [(9,), (10, 8)]))
    assert fingerprint((fingerprint, steps)) != fingerprint((fingerprint, [(9,), (10, 7)]))
    assert fingerprint((fingerprint, steps)) != fingerprint((package_modules, steps))
    table = TABLES[0]
    changed = StoredTable(table.name, table.path, lambda: "other", table.stored, table.write)
    assert changed.stale()
    assert COMMAND in stale_message(changed) and table.name in stale_message(changed)


def test_the_fingerprints_are_the_same_in_another_process_with_other_hash_seeds() -> None:
    """A fingerprint must not depend on the process (string hashing is seeded per process)."""
    code = (
        "from games.ai.knowledge import boss_hunts, lone_bosses; "
        "print(lone_bosses.sources_fingerprint(), boss_hunts.sources_fingerprint())"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    printed = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.split()
    assert printed == [lone_bosses.sources_fingerprint(), boss_hunts.sources_fingerprint()]


def test_a_search_reads_the_hunts_it_meets_and_never_solves_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 44: the hunts were solved inside the first search that met them (some 0.5 s
    moves took 1.26 s).  With the solver refusing to run, hard still searches a hunt (an
    orthogonal and a compound boss against a diagonal one) and reads its solution."""

    def refuse(*kinds: int) -> boss_hunts.Hunt:
        raise AssertionError(f"the hunt {kinds} was solved in play")

    monkeypatch.setattr(boss_hunts, "solve", refuse)
    boss_hunts.solution.cache_clear()
    state = GAME.load("8/4*d(3)3/8/8/8/2*O(2)2*C(2)2/8/8 w reserve=/")
    move = choose_move(observe(GAME.id, state, WHITE), "hard", max_nodes=500, seed=1)
    assert move in GAME.legal_moves(state)
    assert boss_hunts.solution.cache_info().currsize >= 1  # the search read a stored hunt
