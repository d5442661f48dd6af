"""The yardstick's Monte-Carlo player (benchmarks/yardstick.py): legal, sees a win in one, and
never reads a hidden Stealth King."""

from __future__ import annotations

import multiprocessing
import random

import pytest

import games
from benchmarks.yardstick import (
    HOST_MOVE_LIMIT,
    Task,
    busy_processes,
    game_variants,
    monte_carlo_move,
    play,
    summarise,
    uct_visits,
)
from bot.service.core import ServiceSettings
from games.ai import observe
from games.core.engine import play_forced_passes

CASES = [
    ("charing-cross", {}),
    ("checkers-bosses", {}),
    ("crossings", {}),
    ("king-of-the-castle", {}),
    ("kings-crossing", {}),
    ("kings-crossing", {"stealth": True}),
]


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_moves_are_legal_along_a_random_game(game_id: str, options: dict) -> None:
    game = games.get(game_id)
    rng = random.Random(7)
    state, _ = play_forced_passes(game, game.start(**options))
    for ply in range(12):
        seat = game.to_move(state)
        if seat is None:
            break
        legal = game.legal_moves(state)
        if ply % 3 == 0:
            move = monte_carlo_move(observe(game_id, state, seat), playouts=8, seed=ply)
            assert move in legal
        else:
            move = rng.choice(legal)
        state, _ = play_forced_passes(game, game.play(state, move))


def test_takes_a_win_in_one() -> None:
    """White's King on a7 steps onto Black's Home a8 and wins; twelve other moves do not."""
    game = games.get("kings-crossing")
    state = game.load("3k/K3/4/4/4/4/4/3M w home=d1,a8")
    winning = [
        move for move in game.legal_moves(state)
        if (outcome := game.outcome(game.play(state, move))) and outcome.winner == "white"
    ]
    assert winning == ["a7-a8"]
    observation = observe(game.id, state, "white")
    for seed in range(3):
        assert monte_carlo_move(observation, playouts=200, seed=seed) in winning


def test_stealth_player_does_not_read_the_hidden_king() -> None:
    """Two games that differ only in where Black hid its King: White's moves are the same."""
    game = games.get("kings-crossing")
    placed = game.play(game.start(stealth=True), "king b1")
    worlds = [game.play(placed, "king c8"), game.play(placed, "king d8")]
    assert game.dump(worlds[0]) != game.dump(worlds[1])
    # The test can tell: a search of the full positions, with one seed, differs between them.
    searched = [uct_visits(game, world, 24, random.Random(0)) for world in worlds]
    assert searched[0] != searched[1]
    rng = random.Random(3)
    for ply in range(8):
        if game.to_move(worlds[0]) == "white":
            moves = [
                monte_carlo_move(observe(game.id, world, "white"), playouts=24, seed=ply)
                for world in worlds
            ]
            assert moves[0] == moves[1]
        else:  # Black (who knows its King) plays the same moves in both games
            moves = [rng.choice(game.legal_moves(worlds[0]))] * 2
        worlds = [game.play(world, move) for world, move in zip(worlds, moves, strict=True)]
        if any(game.outcome(world) for world in worlds):
            break
    assert ply >= 4  # several White decisions were compared


@pytest.mark.parametrize("rival", ["mc", "easy"])
def test_a_game_record_replays_to_its_end(rival: str) -> None:
    """The record's moves, replayed through the engine with the host's forced passes, reach
    the recorded final position, and the result is the level's by that position's outcome."""
    task = Task("charing-cross", (), "medium", 1, 0.5, 8, None, 3, 40, rival)
    record = play(task)
    game = games.get("charing-cross")
    state, _ = play_forced_passes(game, game.start())
    for move in record["moves"]:
        state, _ = play_forced_passes(game, game.play(state, move))
    assert game.public_position(state) == record["final"]
    assert record["plies"] == len(record["moves"])
    assert record["level_side"] == "black"  # odd game: the level has Black
    assert record["level_moves"] + record["rival_moves"] == len(record["moves"])
    outcome = game.outcome(state)
    expected = (
        "unfinished" if outcome is None
        else "draw" if outcome.winner is None
        else "win" if outcome.winner == "black" else "loss"
    )
    assert record["result"] == expected
    assert record["rival"] == ("MC 8" if rival == "mc" else "easy")


def test_a_game_at_a_fixed_node_count_is_the_same_game_whatever_the_clocks_say() -> None:
    """``--nodes``: hard searches a node count, not processor time, so the same task plays
    the same moves however long each took (two runs; the Monte-Carlo side counts playouts)."""
    task = Task("kings-crossing", (), "hard", 0, 0.5, 8, None, 3, 16, nodes=300)
    first, second = play(task), play(task)
    assert first["moves"] == second["moves"] and len(first["moves"]) >= 8
    assert first["level"] == "hard 300 nodes"


def test_summary_counts_results_and_seconds_per_move() -> None:
    def record(result: str, level: tuple[float, int], rival: tuple[float, int]) -> dict:
        return {"game": "crossings", "options": {}, "level": "hard 2.0 s", "rival": "MC 2.0 s",
                "result": result, "level_seconds": level[0], "level_moves": level[1],
                "level_max": level[0] / level[1], "rival_seconds": rival[0],
                "rival_moves": rival[1], "level_cpu": level[0] / 2, "rival_cpu": rival[0] / 4}

    records = [record("win", (10.0, 5), (8.0, 4)), record("loss", (2.0, 5), (2.0, 6)),
               record("win", (6.0, 2), (6.0, 2)), record("unfinished", (2.0, 8), (4.0, 8))]
    old = dict(records[0], result="draw")  # a record written before CPU seconds were kept
    del old["level_cpu"], old["rival_cpu"]
    rows = summarise([*records, old])
    assert len(rows) == 3
    # 2 wins, 1 draw, 1 loss, 1 unfinished; 30 s over 25 level moves: 1.20 s a move; the
    # slowest level move 3 s; 28 s over 24 rival moves; CPU from the four records that have
    # it: 10 s over 20 level moves, 5 s over 20 rival moves.
    assert rows[2] == (
        "| crossings | hard 2.0 s | MC 2.0 s | 5 | 2-1-1 | 1 | 1.20 (3.00) | 1.17 | 0.50 / 0.25 |"
    )


def test_stealth_only_plays_stealth_king_alone_and_stealth_adds_it() -> None:
    stealth = ("kings-crossing", (("stealth", True),))
    assert game_variants(None, stealth=False, stealth_only=True) == [stealth]
    assert game_variants(["crossings"], stealth=False, stealth_only=True) == [stealth]
    assert game_variants(["kings-crossing"], stealth=True, stealth_only=False) == [
        ("kings-crossing", ()),
        stealth,
    ]
    every = game_variants(None, stealth=False, stealth_only=False)
    assert [game_id for game_id, _ in every] == list(games.ids())
    assert all(options == () for _, options in every)


def test_games_are_capped_where_the_bot_ends_a_match() -> None:
    """A yardstick game stopped at its cap is one the bot would have drawn by its move limit,
    not one it would have played on: the default cap is the host's default limit."""
    assert ServiceSettings().move_limit == HOST_MOVE_LIMIT


def test_busy_processes_spin_beside_the_block_and_end_after_it() -> None:
    before = set(multiprocessing.active_children())
    with busy_processes(2):
        spinners = [p for p in multiprocessing.active_children() if p not in before]
        assert len(spinners) == 2 and all(p.is_alive() for p in spinners)
    assert not any(p.is_alive() for p in spinners)
