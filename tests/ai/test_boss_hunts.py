"""Two hunters against a lone piece in Checkers with Bosses (games/ai/knowledge/boss_hunts.py):
the solved distances against a search through the engine contract, and hard following them."""

from __future__ import annotations

import random
from functools import cache

import pytest

import games
from games.ai import choose_move, observe
from games.ai.knowledge import checkers_bosses, read_position
from games.ai.knowledge.boss_hunts import (
    HUNT,
    combination_name,
    combinations,
    forced_hit,
    hunt_edge,
)
from games.core.engine import State
from games.core.geometry import BLACK, WHITE
from games.core.position import format_position
from games.engines.checkers_bosses.pieces import LETTER_KIND

GAME = games.get("checkers-bosses")
# Hunters' kinds against the prey's: a diagonal prey, an orthogonal one, a compound one.
COMBINATIONS = ["OO-d", "DO-o", "OC-o", "DC-d", "CC-c", "DD-o"]


def _position(hunters: str, prey: str, squares: list[int], hunters_to_move: bool) -> str:
    """White hunts, Black is the lone boss.  Two hunters of one kind are crowned men (a side
    has one boss a kind, which then waits in reserve); of two kinds, bosses."""
    rng = random.Random(sum(squares))
    same = hunters[0] == hunters[1]
    tokens = [f"+{h}" if same else f"*{h}({rng.randint(1, 3)})" for h in hunters]
    tokens.append(f"*{prey}(3)")  # it survives a hit
    cells: list[str | None] = [None] * GAME.board.size
    for token, sq in zip(tokens, squares, strict=True):
        cells[sq] = token
    side = WHITE if hunters_to_move else BLACK
    reserve = f"{hunters[0]}/" if same else "/"
    return format_position(GAME.board, cells, side, [("reserve", reserve)])


def _table(state: State) -> int | None:
    """The solution's distance for a loaded position (White two hunters, Black the prey)."""
    cells = read_position(GAME, GAME.dump(state)).cells
    white = [(LETTER_KIND[t.letter], sq) for sq, t in enumerate(cells) if t and t.side == WHITE]
    ((kind, sq),) = [
        (LETTER_KIND[t.letter.upper()], sq) for sq, t in enumerate(cells) if t and t.side == BLACK
    ]
    return forced_hit((white[0], white[1]), (kind, sq), GAME.to_move(state) == WHITE)


@cache
def _forced(state: State, moves: int) -> bool:
    """Through the engine contract alone: can White (two hunters) make a capture that Black
    cannot answer with one, within ``moves`` more of its moves (after the steps, the jump),
    or leave Black without a move, whatever Black does, Black never capturing first?"""
    outcome = GAME.outcome(state)
    if outcome is not None:
        return outcome.winner == WHITE
    legal = GAME.legal_moves(state)
    if GAME.to_move(state) == WHITE:
        if any("x" in move for move in legal):  # compulsory: every move is a capture
            return any(_unanswered(GAME.play(state, move)) for move in legal)
        return moves > 0 and any(_forced(GAME.play(state, m), moves - 1) for m in legal)
    if any("x" in move for move in legal):
        return False  # the prey jumps a hunter first
    return all(_forced(GAME.play(state, move), moves) for move in legal)


def _unanswered(state: State) -> bool:
    """After White's capture: the game is won, or Black has no capture back."""
    if GAME.outcome(state) is not None:
        return GAME.outcome(state).winner == WHITE
    return not any("x" in move for move in GAME.legal_moves(state))


def _samples(combination: str, count: int, seed: int) -> list[State]:
    hunters, prey = combination.split("-")
    rng = random.Random(seed)
    return [
        GAME.load(_position(hunters, prey, rng.sample(range(64), 3), rng.random() < 0.5))
        for _ in range(count)
    ]


def _check_distances(combination: str, count: int, seed: int) -> int:
    """A solved distance n: the contract search finds the hit within n hunter moves and not
    within n - 1; no forced hit: the contract search finds none within two moves.  How many
    of ``count`` sampled positions were checked so (the others are further)."""
    checked = 0
    for state in _samples(combination, count, seed):
        distance = _table(state)
        if distance is None:
            assert not _forced(state, 2), GAME.dump(state)
            checked += 1
        elif distance <= 2:
            assert _forced(state, distance), GAME.dump(state)
            assert distance == 0 or not _forced(state, distance - 1), GAME.dump(state)
            checked += 1
    return checked


@pytest.mark.parametrize("combination", COMBINATIONS)
def test_each_distance_is_the_shortest_forced_hit_the_engine_allows(combination):
    seed = len(combination) + ord(combination[-1])
    assert _check_distances(combination, 300, seed) >= 20


STORED = [combination_name(*kinds) for kinds in combinations()]


def test_the_stored_solution_has_every_combination_of_kinds_but_three_diagonal_pieces():
    assert len(STORED) == len(set(STORED)) == 17
    assert "DD-d" not in STORED and set(COMBINATIONS) <= set(STORED)


@pytest.mark.parametrize("combination", [name for name in STORED if name not in COMBINATIONS])
def test_every_other_stored_combination_agrees_with_the_engine_on_a_sample(combination):
    """The stored solution (``boss_hunts.zip``, read, not solved) of each combination the
    test above leaves out, on fewer positions: as the engine contract's search finds."""
    assert _check_distances(combination, 40, seed=sum(map(ord, combination))) >= 8


def test_what_the_solution_says_of_each_kind_of_prey():
    """The facts the module docstring states, read off the solution (hunters to move)."""

    def share(hunters: str, prey: str) -> float:
        found = total = 0
        for a in range(64):
            for b in range(64):
                for p in range(64):
                    if len({a, b, p}) == 3:
                        total += 1
                        kinds = (LETTER_KIND[hunters[0]], a), (LETTER_KIND[hunters[1]], b)
                        found += forced_hit(kinds, (LETTER_KIND[prey], p), True) is not None
        return found / total

    assert share("OC", "C") < 0.05  # a compound boss escapes any two hunters
    assert share("OC", "O") < 0.1 and share("CC", "O") < 0.1  # and so does an orthogonal one
    assert share("OC", "D") > 0.95 and share("CC", "D") > 0.95  # a diagonal one is caught


def _deepest(combination: str) -> State:
    """A position (hunters to move) of the combination's longest forced hunt."""
    hunters, prey = combination.split("-")
    best, best_distance = None, -1
    for a in range(64):
        for b in range(64):
            for p in range(64):
                if len({a, b, p}) < 3:
                    continue
                kinds = (LETTER_KIND[hunters[0]], a), (LETTER_KIND[hunters[1]], b)
                distance = forced_hit(kinds, (LETTER_KIND[prey.upper()], p), True)
                if distance is not None and distance > best_distance:
                    best, best_distance = (a, b, p), distance
    assert best is not None
    return GAME.load(_position(hunters, prey, list(best), True))


@pytest.mark.parametrize("combination", ["OC-d", "DC-d"])
def test_hard_lands_a_hit_within_the_solved_distance_against_the_best_defence(combination):
    """Hard hunts with the solution (no search of a few plies sees a hunt of 17 moves): from
    the longest hunt of the combination, against the prey that always steps to the position
    the solution says is farthest from a hit (and jumps where it must), hard hits the prey
    within the solved distance and keeps both hunters.  It may hit sooner by a trade (the prey
    jumps a hunter and is jumped back), which its evaluation counts a gain against a lone
    boss; the solution only promises the hit at no risk."""
    state = _deepest(combination)
    distance = _table(state)
    assert distance is not None and distance >= 15
    for _ in range(distance + 1):
        move = choose_move(observe(GAME.id, state, WHITE), "hard", max_nodes=1500, seed=1)
        state = GAME.play(state, move)
        if "x" in move:
            break
        replies = GAME.legal_moves(state)
        state = GAME.play(state, max(replies, key=lambda r: _table(GAME.play(state, r)) or 0))
    else:
        pytest.fail(f"no hit within {distance} hunter moves")
    hunters = [t for t in read_position(GAME, GAME.dump(state)).cells if t and t.side == WHITE]
    assert len(hunters) == 2


def test_the_evaluation_counts_a_forced_hit_for_the_hunters_only_where_it_applies():
    """Three bosses, two against one: a forced hit is worth ``HUNT`` less a little a move to
    the hunters' side; not under ``boss_promotes`` (uncrowned bosses move as men), and not
    while the side to move owes a drop."""
    text = "8/8/8/3*d(3)4/8/8/2*O(1)1*C(1)3/8 w reserve=/"
    state = GAME.load(text)
    assert _table(state) is not None
    hunted = hunt_edge([(2, 10), (3, 12)], [(1, 35)], True)
    assert 0 < hunted <= HUNT
    position = read_position(GAME, text)
    assert checkers_bosses._hunt(position, [10, 12], [35]) == hunted
    promoted = read_position(GAME, text + " boss_promotes=1 crowned=c2,e2,d5")
    assert checkers_bosses._hunt(promoted, [10, 12], [35]) == 0.0
    owing = read_position(GAME, text.replace("reserve=/", "reserve=D/"))
    assert checkers_bosses._hunt(owing, [10, 12], [35]) == 0.0
