"""King's Crossing King safety (games/ai/knowledge/king_safety.py), each claim checked against
an independent computation: the engine itself, played through the contract."""

from __future__ import annotations

import random

import pytest

import games
from games.ai.knowledge import read_position
from games.ai.knowledge.king_safety import (
    chain_takes_king,
    colours,
    lured_lines,
    lured_off,
    open_lines,
    reach_in_one,
    trapped,
)
from games.ai.knowledge.kings_crossing import evaluate, king_goes_home
from games.core.engine import State, play_forced_passes
from games.core.geometry import BLACK, SIDES, WHITE, opponent

GAME = games.get("kings-crossing")
BOARD = GAME.board
KING = {WHITE: "K", BLACK: "k"}


def _random_positions(seed: int, games_count: int = 12, plies: int = 60) -> list[State]:
    """Every position of a few seeded random games, with both Kings on the board."""
    rng = random.Random(seed)
    out = []
    for _ in range(games_count):
        state, _ = play_forced_passes(GAME, GAME.start())
        for _ in range(plies):
            if GAME.outcome(state) is not None:
                break
            out.append(state)
            move = rng.choice(GAME.legal_moves(state))
            state, _ = play_forced_passes(GAME, GAME.play(state, move))
    return out


def _with_turn(state: State, side: str) -> State:
    """The same board with ``side`` to move (what "were it the attacker's turn" means)."""
    board, _, keys = GAME.dump(state).partition(" ")
    rest = keys.split(" ", 1)[1:] if " " in keys else []
    return GAME.load(" ".join([board, "w" if side == WHITE else "b", *rest]))


def _engine_chain_takes_king(state: State, attacker: str) -> bool:
    """Exhaustive search of the attacker's turn by the engine: every order of its compulsory
    jumps (the legal moves while it stays the attacker's decision), until its King-capture
    win or the turn's end."""
    outcome = GAME.outcome(state)
    if outcome is not None:
        return outcome.winner == attacker and KING[opponent(attacker)] not in GAME.dump(state)
    if GAME.to_move(state) != attacker:
        return False  # the turn ended without taking the King
    jumps = [
        move
        for move in GAME.legal_moves(state)
        if "x" in move and _distance(move) == 2  # a jump: two squares apart (not a trap capture)
    ]
    return any(_engine_chain_takes_king(GAME.play(state, move), attacker) for move in jumps)


def _distance(move: str) -> int:
    origin, target = (BOARD.parse(part) for part in move.split("x"))
    return abs(BOARD.file_of(origin) - BOARD.file_of(target)) + abs(
        BOARD.rank_of(origin) - BOARD.rank_of(target)
    )


def test_a_jump_chain_takes_the_king_exactly_when_the_engines_own_jumps_do():
    checked = found = 0
    for state in _random_positions(seed=3):
        position = read_position(GAME, GAME.dump(state))
        cells = colours(position.cells)
        for attacker in (WHITE, BLACK):
            king = _square_of(position, KING[opponent(attacker)])
            expected = _engine_chain_takes_king(_with_turn(state, attacker), attacker)
            assert chain_takes_king(BOARD, cells, king, attacker) == expected, GAME.dump(state)
            checked += 1
            found += expected
    assert checked > 500 and found > 5  # the sample holds chains that take the King


def _square_of(position, letter: str) -> int:
    return next(sq for sq, t in enumerate(position.cells) if t is not None and t.letter == letter)


def test_a_chain_of_two_jumps_by_two_pieces_is_seen():
    # White c3 jumps c4 to c5, which puts it beside the King on c6: the turn goes on, c5xc7.
    text = "4/4/2k1/1m2/2m1/2M1/4/3K w home=d1,a8"
    position = read_position(GAME, text)
    king = _square_of(position, "k")
    assert chain_takes_king(BOARD, colours(position.cells), king, WHITE)
    assert _engine_chain_takes_king(GAME.load(text), WHITE)
    # The same with the landing square c7 taken: no chain reaches the King.
    blocked = "4/2m1/2k1/1m2/2m1/2M1/4/3K w home=d1,a8"
    position = read_position(GAME, blocked)
    assert not chain_takes_king(BOARD, colours(position.cells), king, WHITE)
    assert not _engine_chain_takes_king(GAME.load(blocked), WHITE)


def test_trapped_squares_are_the_ones_the_engine_flags():
    for state in _random_positions(seed=5, games_count=6):
        position = read_position(GAME, GAME.dump(state))
        flagged = {
            BOARD.parse(name)
            for name, piece in GAME.view(state, WHITE)["pieces"].items()
            if "trapped" in piece["flags"]
        }
        assert trapped(BOARD, colours(position.cells)) == flagged, GAME.dump(state)


def test_reach_in_one_is_where_the_engines_slides_land():
    for state in _random_positions(seed=9, games_count=6):
        side = GAME.to_move(state)
        moves = GAME.legal_moves(state)
        if any("x" in move for move in moves):
            continue  # jumps are compulsory: slides are not listed
        slides = {BOARD.parse(m.split("-")[1]) for m in moves if "-" in m}
        position = read_position(GAME, GAME.dump(state))
        assert reach_in_one(BOARD, colours(position.cells), side) == slides, GAME.dump(state)


@pytest.mark.parametrize(
    ("text", "side", "lines"),
    [
        # White's King on d1, in its corner: the edge and its own men cover every side.
        ("kmmm/mmmm/4/4/4/4/MMMM/MMMK w home=d1,a8", WHITE, 0),
        # The King alone on c5; Black's c8 slides down to c6 (c4 beyond empty) and a4 slides
        # across to c4 (c6 beyond empty); nothing of Black's reaches b5 or d5.
        ("2m1/4/4/2K1/m3/4/4/4 b home=d1,a8", WHITE, 2),
    ],
)
def test_open_lines_counts_the_sides_an_enemy_can_reach_with_the_square_beyond_empty(
    text, side, lines
):
    position = read_position(GAME, text)
    king = _square_of(position, KING[side])
    assert open_lines(BOARD, colours(position.cells), king, side) == lines


def test_a_king_a_chain_can_take_scores_worse_for_the_side_to_move():
    # Black to move, no jump of its own; the same pieces, Black's c4 man moved to d4 in the
    # safe one.  In the threatened one White, were it its turn, jumps c3xc5 then c5xc7 over
    # the King on c6.
    threatened = "4/4/2k1/1m2/2m1/2M1/2K1/4 b home=d1,a8"
    safe = "4/4/2k1/1m2/3m/2M1/2K1/4 b home=d1,a8"
    for text in (threatened, safe):
        assert not any("x" in m for m in GAME.legal_moves(GAME.load(text)))
    assert _engine_chain_takes_king(_with_turn(GAME.load(threatened), WHITE), WHITE)
    assert not _engine_chain_takes_king(_with_turn(GAME.load(safe), WHITE), WHITE)
    score = {
        text: evaluate(BOARD, read_position(GAME, text), BLACK) for text in (safe, threatened)
    }
    assert score[threatened] < score[safe]


def _engine_lures(state: State, side: str) -> bool:
    """Whether the enemy, moving now, has a slide beside ``side``'s King after which the King
    may jump the slid piece and the enemy's jumps then take the King (the engine's moves)."""
    enemy = opponent(side)
    mover = _with_turn(state, enemy)
    king = _square_of(read_position(GAME, GAME.dump(mover)), KING[side])
    beside = set(_neighbours(king))
    for slide in GAME.legal_moves(mover):
        if "-" not in slide or BOARD.parse(slide.split("-")[1]) not in beside:
            continue
        lured = GAME.play(mover, slide)
        for jump in GAME.legal_moves(lured):
            if "x" not in jump or BOARD.parse(jump.split("x")[0]) != king or _distance(jump) != 2:
                continue
            after = GAME.play(lured, jump)
            if GAME.to_move(after) == enemy and _engine_chain_takes_king(after, enemy):
                return True
    return False


def _neighbours(sq: int) -> list[int]:
    file, rank = BOARD.file_of(sq), BOARD.rank_of(sq)
    return [
        BOARD.square(file + df, rank + dr)
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if BOARD.on_board(file + df, rank + dr)
    ]


def test_a_counted_lure_is_one_the_engines_moves_show():
    """Wherever a lure is counted, the engine's own moves show it: an enemy slide beside the
    King, the King's jump over the slid piece, then the enemy's jumps taking the King.
    (Checked where neither side has a jump to make, the leaf the evaluation judges.  The converse
    is not claimed: a King whose jump goes on is not counted, though going on may not save
    it: of 866 Kings in quiet positions of two seeds, 15 can be lured and 12 are counted.)
    """
    counted = shown = 0
    for seed in (11, 12):
        for state in _random_positions(seed=seed):
            position = read_position(GAME, GAME.dump(state))
            cells = colours(position.cells)
            if any("x" in m for s in SIDES for m in GAME.legal_moves(_with_turn(state, s))):
                continue
            for side in (WHITE, BLACK):
                king = _square_of(position, KING[side])
                lures = _engine_lures(state, side)
                shown += lures
                if lured_lines(BOARD, cells, king, side):
                    counted += 1
                    assert lures, (GAME.dump(state), side)
    assert counted > 5 and counted >= shown - 10


def test_a_king_one_slide_from_the_enemy_home_is_a_win_the_engine_confirms():
    """The evaluation's "wins with its next move" (the King slides onto the enemy Home space)
    holds exactly where one of the engine's legal moves ends the game so."""
    seen = 0
    for state in _random_positions(seed=13):
        position = read_position(GAME, GAME.dump(state))
        mover = GAME.to_move(state)
        wins_home = any(
            (outcome := GAME.outcome(GAME.play(state, move))) is not None
            and outcome.winner == mover
            and "Home space" in outcome.reason
            for move in GAME.legal_moves(state)
        )
        if any("x" in move for move in GAME.legal_moves(state)):
            continue  # a pending jump comes first; a leaf the evaluation judges is quiet
        assert king_goes_home(BOARD, position, colours(position.cells)) == wins_home, (
            GAME.dump(state)
        )
        seen += wins_home
    assert seen > 3


def _engine_lures_off_home(state: State, side: str) -> bool:
    """Whether the enemy, moving now, has a slide after which ``side``'s King may have to jump
    off its Home space, and then an enemy move lands on that Home (the engine's moves)."""
    enemy = opponent(side)
    mover = _with_turn(state, enemy)
    homes = GAME.dump(state).split("home=")[1].split()[0].split(",")
    home = BOARD.parse(homes[0 if side == WHITE else 1])
    for slide in GAME.legal_moves(mover):
        if "-" not in slide:
            continue
        lured = GAME.play(mover, slide)
        for jump in GAME.legal_moves(lured):
            if "x" not in jump or BOARD.parse(jump.split("x")[0]) != home:
                continue
            after = GAME.play(lured, jump)
            if GAME.to_move(after) == enemy and any(
                move.endswith(BOARD.name(home)) for move in GAME.legal_moves(after)
            ):
                return True
    return False


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # d4 slides to d2 beside the King on d1, which must jump it (d1xd3); a1 then slides in
        # (any Black piece may be the hidden King).
        ("1k1m/4/M3/2M1/3m/4/4/m2K b home=d1,a8 stealth=1", True),
        # The same with the lure on d3: it steps to d2 and leaves d3 to land on.
        ("1k1m/4/M3/2M1/4/3m/4/m2K b home=d1,a8 stealth=1", True),
        # A White man on c1 shuts the first rank: the King is lured off, but nothing gets in.
        ("1k1m/4/M3/2M1/3m/4/4/m1MK b home=d1,a8 stealth=1", False),
        # d3 taken by a White man: the King could not land, so it is not lured at all.
        ("1k1m/4/M3/2M1/3m/3M/4/m2K b home=d1,a8 stealth=1", False),
    ],
)
def test_a_king_lured_off_its_home_is_what_the_engines_moves_show(text, expected):
    state = GAME.load(text)
    position = read_position(GAME, text)
    king = _square_of(position, "K")
    assert _engine_lures_off_home(state, WHITE) == expected
    assert lured_off(BOARD, colours(position.cells), king, WHITE, BOARD.parse("d1")) == expected
