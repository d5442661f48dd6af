"""The AI's reading of positions and the Checkers with Bosses ending knowledge."""

from __future__ import annotations

import random
from string import ascii_lowercase

import pytest

import games
from games.ai import choose_move, observe
from games.ai.knowledge import checkers_bosses, is_dead_draw, read_position
from games.ai.knowledge.checkers_bosses_state import leaf_value
from games.core.engine import play_forced_passes
from games.core.geometry import BLACK, WHITE
from games.core.position import format_position, parse_position
from games.errors import InvalidPosition


@pytest.mark.parametrize("game_id", games.ids())
def test_the_fast_reader_reads_what_the_validating_reader_reads(game_id):
    """The AI reads every leaf's position string rank by rank from a cache: it must agree with
    the shared reader on every position a game goes through."""
    game = games.get(game_id)
    rng = random.Random(7)
    state, _ = play_forced_passes(game, game.start())
    for _ in range(80):
        if game.to_move(state) is None:
            break
        for text in (game.dump(state), game.public_position(state)):
            keys = [part.split("=", 1)[0] for part in text.split()[2:]]
            expected = parse_position(
                text, game.board, letters=ascii_lowercase, prefixes="+*", keys=keys
            )
            read = read_position(game, text)
            assert (read.cells, read.side, dict(read.keys)) == (
                expected.cells,
                expected.side,
                dict(expected.keys),
            )
        move = rng.choice(game.legal_moves(state))
        state, _ = play_forced_passes(game, game.play(state, move))


def test_text_the_fast_reader_cannot_read_gets_the_validating_readers_error():
    game = games.get("checkers-bosses")
    with pytest.raises(InvalidPosition, match="Rank 8"):
        read_position(game, "2cccc2!/8/8/8/8/8/8/8 w reserve=DOC/doc")
    with pytest.raises(InvalidPosition, match="side to move"):
        read_position(game, "2cccc2/8/8/8/8/8/8/2CCCC2 x reserve=DOC/doc")


def _score(text: str, side: str) -> float:
    game = games.get("checkers-bosses")
    return checkers_bosses.evaluate(game.board, read_position(game, text), side)


@pytest.mark.parametrize(
    "text",
    [
        "8/8/8/3*o(1)4/8/8/2*C(1)5/8 w reserve=/",
        "8/8/8/3*d(1)4/8/8/2*O(1)5/8 b reserve=/",
        "7*c(1)/8/8/8/8/8/8/*D(1)7 w reserve=/",
    ],
)
def test_a_lone_boss_against_a_lone_boss_of_one_hit_point_each_scores_even(text):
    """Solved with the engine: neither lone boss can force a hit on the other."""
    assert _score(text, WHITE) == 0.0
    assert _score(text, BLACK) == 0.0


def _wins(game, state, side: str, plies: int) -> bool:
    """Through the engine contract alone: can ``side`` force a win within ``plies``?"""
    outcome = game.outcome(state)
    if outcome is not None or plies == 0:
        return outcome is not None and outcome.winner == side
    results = (_wins(game, game.play(state, m), side, plies - 1) for m in game.legal_moves(state))
    return any(results) if game.to_move(state) == side else all(results)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        # Seen in a benchmark game stopped as a dead draw: f2-e3, the compound boss must jump
        # it (f4xd2), and the diagonal boss, one hit point left, jumps back (e3xc1).
        ("8/8/8/8/5*c(1)2/8/5*D(2)2/8 w reserve=/", WHITE),
        # A compound boss of three against an orthogonal one of one wins from every position
        # (lone_bosses.py): here d4-c5 leaves the orthogonal boss no step but onto a jump.
        ("8/8/8/1*o(1)6/8/3*C(3)4/8/8 w reserve=/", WHITE),
    ],
)
def test_a_lone_boss_with_hit_points_to_spare_can_win_so_it_is_no_dead_draw(text, winner):
    """Captures are compulsory: a boss that can spare a hit point offers itself to a jump and
    jumps back.  These positions are won (a search through the engine finds the win), so the
    bot must not accept a draw there, nor the benchmark stop the game, and hard plays on to
    the win.  (The evaluation alone need not see it: a diagonal boss of two against a compound
    one of one wins from only 504 of the 8,064 positions, so it scores that duel as mostly
    drawn, ``duel_score``; the search finds the jump back.)"""
    game = games.get("checkers-bosses")
    state = game.load(text)
    assert _wins(game, state, winner, 6)
    assert not is_dead_draw(game.id, text)
    move = choose_move(observe(game.id, state, winner, ()), "hard", max_nodes=3_000, seed=0)
    assert _wins(game, game.play(state, move), winner, 5)


def test_a_second_piece_is_worth_more_than_hit_points_in_the_ending():
    """Two bosses against one can still be won; one against one cannot."""
    two_against_one = "8/8/8/3*o(1)4/8/8/2*C(1)2*D(1)2/8 w reserve=/"
    lone_with_more_life = "8/8/8/3*o(1)4/8/8/2*C(3)5/8 w reserve=/"
    assert _score(two_against_one, WHITE) > _score(lone_with_more_life, WHITE)


def test_the_hunter_prefers_covering_the_preys_exits_to_standing_as_close():
    """A black boss in the corner a1 cannot be jumped there; it must step to a2 or b1 next turn.
    A compound boss on a3 and an orthogonal one on c1 jump either step (landing on a1, just
    left); on c3 and c2, at the same distance, they cover neither.  (With a compound hunter:
    without one, the hunt of an orthogonal boss of one hit point is hopeless and scores even.)"""
    netted = "8/8/8/8/8/*C(1)7/8/*o(1)1*O(1)5 b reserve=/"
    near = "8/8/8/8/8/2*C(1)5/2*O(1)5/*o(1)7 b reserve=/"
    assert _score(netted, WHITE) > _score(near, WHITE)


def test_the_side_behind_closes_in_too_rather_than_flee():
    """Hits are made by pieces next to the enemy: a side that only runs never wins, and it
    fled even from a random mover for hundreds of plies.  So the searching side presses
    whether it is ahead or not, and its search sees the tactics contact brings."""
    far = "*o(1)7/8/8/8/8/8/1*O(3)5*D(3)/8 b reserve=/"  # black, one boss against two
    close = "8/8/8/8/1*o(1)6/8/1*O(3)5*D(3)/8 b reserve=/"
    assert _score(far, BLACK) < 0 and _score(close, BLACK) < 0
    assert _score(close, BLACK) > _score(far, BLACK)


@pytest.mark.parametrize(
    ("text", "dead"),
    [
        ("8/8/8/8/2*o(1)5/8/2*O(1)5/8 w reserve=/", True),
        ("7*c(1)/8/8/8/8/3*D(1)4/8/8 b reserve=/", True),
        ("7*c(3)/8/8/8/8/3*D(2)4/8/8 b reserve=/", False),  # more hit points: trades can win
        ("7*c(3)/8/8/8/8/8/8/*D(2)7 b reserve=/", False),  # the diagonal boss is cornered
        ("8/8/8/8/2*o(1)5/8/2*O(1)5/8 w reserve=D/", False),  # a boss still to come
        ("8/8/8/3*o(1)4/8/8/2*C(1)2*D(1)2/8 w reserve=/", False),  # two against one
        ("8/8/8/8/2*o(1)5/8/2*O(1)5/8 w reserve=/ boss_promotes=1", False),  # men-like bosses
        ("8/8/8/8/8/1*o(2)6/8/*D(1)7 w reserve=/", False),  # a1-b2, its only step, then b3xb1
        ("8/8/8/8/2*o(1)5/8/2*O(1)5/8 w reserve=/ boss_promotes=1 crowned=c2,c4", True),
    ],
)
def test_only_a_lone_boss_against_a_lone_boss_is_known_to_be_drawn(text, dead):
    """The bot accepts a draw, and the benchmark stops a game, only where nobody can win."""
    assert is_dead_draw("checkers-bosses", text) is dead


@pytest.mark.parametrize(
    "text",
    [
        "1*c(3)6/1*O(2)6/8/8/8/8/8/8 b reserve=/",  # b8xb6, b7xb5, b6xb4
        "8/8/8/8/2*D(1)5/2*c(1)5/8/8 b reserve=/",  # c3xc5 takes the last hit point
        "8/8/8/*o(2)*C(2)6/8/8/8/8 b reserve=/",  # a5xc5, then the bosses trade jumps
    ],
)
def test_lone_bosses_play_on_while_the_side_to_move_can_jump(text):
    """Found in benchmark games stopped as draws: two adjacent bosses trade compulsory jumps,
    and the first to jump often wins."""
    game = games.get("checkers-bosses")
    state = game.load(text)
    assert all("x" in move for move in game.legal_moves(state))  # the engine agrees
    assert not is_dead_draw(game.id, text)
    mover = game.to_move(state)
    while game.outcome(state) is None:  # every move left is a compulsory jump
        moves = game.legal_moves(state)
        assert all("x" in move for move in moves)
        state = game.play(state, moves[0])
    assert game.outcome(state).winner == mover


@pytest.mark.parametrize("game_id", games.ids())
def test_no_start_position_is_a_dead_draw(game_id):
    game = games.get(game_id)
    assert not is_dead_draw(game_id, game.public_position(game.start()))


def _endings(rng: random.Random, count: int) -> list[str]:
    """Position strings of two to four pieces, either side to move: the endings where the
    lone-boss, hunting and trading terms apply.  Mostly bosses (hit points 1-3) with nothing
    in reserve; some crowned men (their kind's boss waits in reserve), and some bosses owed
    to the board (a drop due)."""
    game = games.get("checkers-bosses")
    texts = []
    while len(texts) < count:
        squares = rng.sample(range(game.board.size), rng.randint(2, 4))
        letters = [rng.choice("DOC"), rng.choice("doc")] + [rng.choice("DOCdoc") for _ in squares]
        cells: list[str | None] = [None] * game.board.size
        reserve = {WHITE: "", BLACK: ""}
        for sq, letter in zip(squares, letters, strict=False):
            side = WHITE if letter.isupper() else BLACK
            if rng.random() < 0.15:
                cells[sq] = f"+{letter}"
                reserve[side] += letter
            else:
                cells[sq] = f"*{letter}({rng.choice((1, 1, 2, 3))})"
            if rng.random() < 0.05:
                reserve[side] += rng.choice("DOC" if side == WHITE else "doc")
        side = rng.choice((WHITE, BLACK))
        kept = {key: "".join(k for k in "DOCdoc" if k in value) for key, value in reserve.items()}
        keys = [("reserve", f"{kept[WHITE]}/{kept[BLACK]}")]
        text = format_position(game.board, cells, side, keys)
        try:
            game.load(text)  # two bosses of one kind and side cannot both stand
        except InvalidPosition:
            continue
        texts.append(text)
    return texts


def _lone_boss_in_reserve(texts: list[str]) -> list[str]:
    """The endings of ``texts`` where Black has one boss and nothing in reserve, with that
    boss taken back into reserve: a lone boss still to be dropped, which the hunt's verdict
    counts at full hit points."""
    game = games.get("checkers-bosses")
    variants = []
    for text in texts:
        position = read_position(game, text)
        black = [sq for sq, token in enumerate(position.cells) if token and token.side == BLACK]
        white_reserve, _, black_reserve = position.keys["reserve"].partition("/")
        if len(black) != 1 or black_reserve or position.cells[black[0]].prefix != "*":
            continue
        cells = [None if token is None else str(token) for token in position.cells]
        letter, cells[black[0]] = position.cells[black[0]].letter, None
        keys = [("reserve", f"{white_reserve}/{letter}")]
        variant = format_position(game.board, cells, position.side, keys)
        try:
            game.load(variant)
        except InvalidPosition:
            continue
        variants.append(variant)
    assert len(variants) > 100
    return variants


def test_the_searchs_leaf_value_from_the_state_is_the_text_evaluations():
    """The search reads Checkers with Bosses leaves from the engine's piece codes
    (``checkers_bosses_state.leaf_value``, three times as fast as writing and reading the
    position string); the text evaluation and ``lone_bosses`` are the statement of the score.
    Both, with and without contempt, on the positions of seeded random games under every
    option that changes a score, and on random endings of lone and hunting bosses."""
    game = games.get("checkers-bosses")
    rng = random.Random(11)
    states = []
    for options in ({}, {"boss_promotes": True}, {"boss_hp": 5}):
        for _ in range(4):
            state, _ = play_forced_passes(game, game.start(**options))
            while game.to_move(state) is not None:
                states.append(state)
                move = rng.choice(game.legal_moves(state))
                state, _ = play_forced_passes(game, game.play(state, move))
    endings = _endings(rng, 3000)
    states += [game.load(text) for text in endings + _lone_boss_in_reserve(endings)]
    dead = 0
    for state in states:
        position = read_position(game, game.dump(state))
        is_dead = checkers_bosses.lone_bosses(game.board, position)
        dead += is_dead
        for side in (WHITE, BLACK):
            for contempt in (0.0, checkers_bosses.CONTEMPT):
                expected = (
                    -contempt
                    if contempt and is_dead
                    else checkers_bosses.evaluate(game.board, position, side)
                )
                assert leaf_value(state, side, contempt) == pytest.approx(expected, abs=1e-9)
    assert dead > 100  # the endings include dead draws, and won lone-boss positions
