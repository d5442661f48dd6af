"""Stealth King: the AI keeps every enemy piece off its Home space, since any of them may be
the hidden King (``Knowledge.lost_on``, ``AlphaBeta(lost_on=...)``).

The claims are checked against a brute force written here: every placement of the enemy's
King on one of its pieces, every move of the seat, every turn the enemy could play after it.
"""

from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move, observe
from games.ai.knowledge import knowledge_for
from games.ai.search import AlphaBeta, Limits
from games.core.geometry import BLACK, WHITE

GAME = games.get("kings-crossing")
KNOWLEDGE = knowledge_for(GAME.id)

# Black (the seat) has its King on b8 beside its Home a8; White hides its King on d8, which
# slides along rank 8 onto a8 as soon as b8 is left.  The world the AI searches calls the
# piece farthest from a8 (a1) the King, so without the rule the search takes d8 for a man.
EXPOSED = "1k1K/4/4/m3/4/4/4/M3 b home=d1,a8 stealth=1"


def _with_king_on(text: str, side: str, square: str) -> str:
    """``text`` with ``side``'s King moved onto its piece on ``square`` (the rest made men)."""
    layout, rest = text.split(" ", 1)
    king, man = ("K", "M") if side == WHITE else ("k", "m")
    rows = []
    for rank_index, row in enumerate(layout.split("/")):
        rank = GAME.board.ranks - rank_index
        cells: list[str] = []
        for char in row:
            cells.extend("." * int(char) if char.isdigit() else char)
        for file_index, char in enumerate(cells):
            if char == king:
                cells[file_index] = man
            if f"{'abcd'[file_index]}{rank}" == square:
                assert cells[file_index] == man, (square, text)
                cells[file_index] = king
        rows.append("".join(cells))
    written = "/".join(_compress(row) for row in rows)
    return f"{written} {rest}"


def _compress(row: str) -> str:
    out, empties = "", 0
    for char in row:
        if char == ".":
            empties += 1
            continue
        out += (str(empties) if empties else "") + char
        empties = 0
    return out + (str(empties) if empties else "")


def _enemy_can_win_this_turn(state, enemy: str) -> bool:
    """Whether some sequence of the enemy's decisions (its whole turn) ends the game won."""
    outcome = GAME.outcome(state)
    if outcome is not None:
        return outcome.winner == enemy
    if GAME.to_move(state) != enemy:
        return False
    return any(
        _enemy_can_win_this_turn(GAME.play(state, move), enemy) for move in GAME.legal_moves(state)
    )


def _safe_moves(text: str, seat: str) -> set[str]:
    """The seat's moves after which the enemy cannot win at once, wherever its King hides."""
    enemy = BLACK if seat == WHITE else WHITE
    state = GAME.load(text)
    enemy_squares = [
        name for name, piece in GAME.view(state, seat)["pieces"].items() if piece["side"] == enemy
    ]
    safe = set()
    for move in GAME.legal_moves(state):
        worlds = [GAME.load(_with_king_on(text, enemy, sq)) for sq in enemy_squares]
        if not any(_enemy_can_win_this_turn(GAME.play(w, move), enemy) for w in worlds):
            safe.add(move)
    return safe


def test_the_brute_force_sees_the_open_home():
    safe = _safe_moves(EXPOSED, BLACK)
    legal = set(GAME.legal_moves(GAME.load(EXPOSED)))
    # The King's moves down the b-file open rank 8 to d8; b8-c8 lets d8 jump it (onto b8).
    assert {"b8-b1", "b8-b3", "b8-b7", "b8-c8"} <= legal - safe
    assert {"a5-a3", "b8-a8"} <= safe


def test_the_guarded_square_is_the_seats_own_home_only_in_a_hidden_game():
    observation = observe(GAME.id, GAME.load(EXPOSED), BLACK)
    # Two White pieces, either of which may be the King: an entry wins one time in two.
    assert KNOWLEDGE.lost_on(observation) == {"a8": 0.5}
    plain = observe(GAME.id, GAME.load(EXPOSED.replace(" stealth=1", "")), BLACK)
    assert KNOWLEDGE.lost_on(plain) == {}
    setup = observe(GAME.id, GAME.start(stealth=True), WHITE)
    assert KNOWLEDGE.lost_on(setup) == {}


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_and_medium_never_open_the_home_to_a_piece_the_world_calls_a_man(seed):
    observation = observe(GAME.id, GAME.load(EXPOSED), BLACK)
    safe = _safe_moves(EXPOSED, BLACK)
    for level in LEVELS[1:]:
        move = choose_move(observation, level, seed=seed, max_nodes=10_000)
        assert move in safe, (level, move)


def test_without_the_guarded_home_the_worlds_search_opens_it():
    """The rule is what keeps the Home shut: the same world searched without it plays a move
    the brute force calls a possible loss at once."""
    observation = observe(GAME.id, GAME.load(EXPOSED), BLACK)
    (world,) = KNOWLEDGE.worlds(GAME, observation)
    search = AlphaBeta(GAME, KNOWLEDGE, BLACK, Limits(max_nodes=10_000), random.Random(0))
    assert search.iterate(world, 64).move not in _safe_moves(EXPOSED, BLACK)


def test_when_every_move_opens_the_home_the_search_still_plays_its_best():
    """Black's lone King on its Home a8, White's pieces on c8, c3 and d3 (c8 the hidden King):
    every move leaves a8 open to c8 or lets c8 jump the King.  A certain loss (b8, jumped) is
    still told from a possible one, and the King runs for White's Home (a1, then d1)."""
    text = "k1K1/4/4/4/4/2MM/4/4 b home=d1,a8 stealth=1"
    assert _safe_moves(text, BLACK) == set()
    move = choose_move(observe(GAME.id, GAME.load(text), BLACK), "hard", seed=0, max_nodes=3000)
    assert move == "a8-a1"
    # Checked by brute force: wherever White's King hides but c8, a8-a1 wins on Black's next
    # move (a1-d1) whatever White plays.
    for square in ("c3", "d3"):
        after = GAME.play(GAME.load(_with_king_on(text, WHITE, square)), move)
        assert not _enemy_can_win_this_turn(after, WHITE)
        assert all(_wins_next(GAME.play(after, reply)) for reply in GAME.legal_moves(after))


def _wins_next(state) -> bool:
    """Black, to move, has a move that wins at once (or has already won)."""
    outcome = GAME.outcome(state)
    if outcome is not None:
        return outcome.winner == BLACK
    return any(GAME.outcome(GAME.play(state, m)) is not None for m in GAME.legal_moves(state))


# Black (the seat) has its King on a8; White's pieces on d8 (its hidden King), b7 and a3,
# which the world guesses is the King (farthest from a8).  b4-a4 offers a man: a3xa5xa7 ends
# beside the King on a8, which must jump (a8xa6) and takes the world's King, while d8 slides
# onto a8.  The world calls that a win; it is a loss wherever White's King really is on d8.
BAIT = "k2K/1M2/m3/4/1m2/M3/4/4 b home=d1,a8 stealth=1"


def _turns(state, side: str):
    """Every state at the end of a turn of ``side`` from ``state`` (or where the game ended)."""
    if GAME.outcome(state) is not None or GAME.to_move(state) != side:
        yield state
        return
    for move in GAME.legal_moves(state):
        yield from _turns(GAME.play(state, move), side)


def _won_by(state, side: str) -> bool:
    outcome = GAME.outcome(state)
    return outcome is not None and outcome.winner == side


def _forces_win(state, side: str, turns: int) -> bool:
    """Whether ``side``, to move, wins by force within ``turns`` of its own turns."""
    other = BLACK if side == WHITE else WHITE
    for after in _turns(state, side):
        if _won_by(after, side):
            return True
        if GAME.outcome(after) is not None or turns == 1:
            continue
        replies = list(_turns(after, other))
        if all(
            _won_by(reply, side)
            or (GAME.outcome(reply) is None and _forces_win(reply, side, turns - 1))
            for reply in replies
        ):
            return True
    return False


def _sound_moves(text: str, seat: str, turns: int = 2) -> set[str]:
    """The seat's moves after which the enemy forces no win within ``turns`` of its turns,
    wherever its King hides."""
    enemy = BLACK if seat == WHITE else WHITE
    state = GAME.load(text)
    squares = [n for n, p in GAME.view(state, seat)["pieces"].items() if p["side"] == enemy]
    worlds = [GAME.load(_with_king_on(text, enemy, sq)) for sq in squares]
    return {
        move
        for move in GAME.legal_moves(state)
        if not any(_forces_win(GAME.play(w, move), enemy, turns) for w in worlds)
    }


def test_the_brute_force_sees_the_bait_lose_where_the_king_hides_on_d8():
    sound = _sound_moves(BAIT, BLACK)
    assert "b4-a4" not in sound
    assert _forces_win(GAME.play(GAME.load(BAIT), "b4-a4"), WHITE, 2)  # the real d8 King
    assert sound == {"a6-a4", "a6-b6", "b4-b3"}


@pytest.mark.parametrize("seed", [0, 1])
def test_taking_the_guessed_king_is_no_sure_win_for_hard(seed):
    observation = observe(GAME.id, GAME.load(BAIT), BLACK)
    move = choose_move(observation, "hard", seed=seed, max_nodes=5000)
    assert move in _sound_moves(BAIT, BLACK)


def test_a_world_that_trusts_its_guessed_king_takes_the_bait():
    """The doubt is what keeps hard off the bait: the same world searched with every win
    sure proves b4-a4 a win (the guessed King taken) and plays it."""
    observation = observe(GAME.id, GAME.load(BAIT), BLACK)
    (world,) = KNOWLEDGE.worlds(GAME, observation)
    search = AlphaBeta(
        GAME,
        KNOWLEDGE,
        BLACK,
        Limits(max_nodes=5000),
        random.Random(0),
        lost_on=KNOWLEDGE.lost_on(observation),
    )
    assert search.iterate(world, 64).move == "b4-a4"
