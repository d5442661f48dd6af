"""Checkers with Bosses: a lone boss cannot win against two pieces, and both sides know it.

What a move leads to is read from the position the engine reaches (how many pieces each side
keeps), not from the evaluation or the bot's dead-draw test.
"""

from __future__ import annotations

from functools import cache

import pytest

import games
from games.ai import choose_move, observe
from games.ai.knowledge import checkers_bosses, read_position
from games.ai.knowledge.boss_endings import solve
from games.core.engine import State, play_forced_passes
from games.core.geometry import BLACK, WHITE
from tests.helpers import forces_win

GAME = "checkers-bosses"


@cache
def _solved(hunter: str, prey: str, prey_hp: int, hunter_hp: int) -> dict[str, int]:
    """``boss_endings.solve`` of a duel, made once in a process: two tests here read the
    diagonal boss of three against the orthogonal one of one."""
    return solve(games.get(GAME), hunter, prey, prey_hp=prey_hp, hunter_hp=hunter_hp)


def _after(state: State, move: str) -> State:
    game = games.get(GAME)
    return play_forced_passes(game, game.play(state, move))[0]


def _leaf(state: State, side: str) -> float:
    """The search's leaf value of ``state`` for ``side`` in the game's registered knowledge."""
    return games.ai.knowledge.knowledge_for(GAME).leaf(state, side, 0.0)


def _pieces(state: State, side: str) -> int:
    game = games.get(GAME)
    cells = read_position(game, game.public_position(state)).cells
    return sum(token is not None and token.side == side for token in cells)


# White's two bosses of one hit point each against a lone boss of more: found by a seeded scan
# of random positions, each one where medium (no contempt) gave a boss away (then taken for a
# dead draw; with more hit points the lone boss can trade the last one down, see
# test_knowledge.py) before the evaluation knew that a lone boss cannot win against two.
TWO_AGAINST_ONE = [
    "8/8/4*C(1)3/8/4*o(3)*D(1)2/8/8/8 w reserve=/",
    "8/1*C(1)6/8/8/2*o(2)5/*D(1)7/8/8 w reserve=/",
    "8/8/8/2*D(1)5/7*C(1)/8/6*c(2)1/8 w reserve=/",
    "8/8/8/*C(1)1*c(3)5/8/5*D(1)2/8/8 w reserve=/",
    "8/8/8/8/8/2*C(1)1*o(3)3/8/4*D(1)3 w reserve=/",
    "8/5*c(3)2/8/6*C(1)1/8/4*D(1)3/8/8 w reserve=/",
]


def _one_each(state: State) -> bool:
    return (_pieces(state, WHITE), _pieces(state, BLACK)) == (1, 1)


def _forced_line(state: State, move: str, *forced: str) -> State:
    """The state after ``move`` and then ``forced``, each the only legal move where it is
    played (captures are compulsory)."""
    game = games.get(GAME)
    state = _after(state, move)
    for reply in forced:
        assert game.legal_moves(state) == [reply]
        state = _after(state, reply)
    return state


def _hard_plays_as_white(state: State) -> set[str]:
    """Hard's choices for White at 3,000 and at 10,000 nodes (seed 0)."""
    return {
        choose_move(observe(GAME, state, WHITE, ()), "hard", max_nodes=nodes, seed=0)
        for nodes in (3_000, 10_000)
    }


@pytest.mark.parametrize("text", TWO_AGAINST_ONE)
def test_two_bosses_keep_both_rather_than_give_one_away(text):
    """After a "trade" move every reply leaves one boss a side, White's with fewer hit points;
    the levels play a move that keeps two pieces."""
    game = games.get(GAME)
    state = game.load(text)
    moves = game.legal_moves(state)
    trades = {
        move
        for move in moves
        if all(
            _one_each(_after(_after(state, move), reply))
            for reply in game.legal_moves(_after(state, move))
        )
    }
    assert trades and trades != set(moves)  # a choice: give a boss away or not
    observation = observe(GAME, state, WHITE)
    for level, nodes in (("medium", None), ("hard", 3_000)):
        move = choose_move(observation, level, max_nodes=nodes, seed=1)
        assert move not in trades, level


# A lone black boss to move must jump one of two white bosses: the one-hit-point boss (one
# boss a side is left, of three hit points each) or the stronger one (a lone boss against two
# plays on, here against hunters that can hunt a diagonal boss: test_boss_hunts.py).  The
# positions a scan of random endings found, where hard used to play on against two, were
# against an orthogonal or compound lone boss; two bosses there, their spare hit points
# traded, are left with none to offer against a prey with hit points left, which they cannot
# wear down (``checkers_bosses.hopeless_hunt``), so playing on is no worse for the lone boss.
LONE_TO_MOVE = [
    "8/8/8/6*O(1)1/5*d(3)2/4*C(3)3/8/8 b reserve=/",
]


@pytest.mark.parametrize("text", LONE_TO_MOVE)
def test_a_lone_boss_takes_the_one_against_one_rather_than_play_on_against_two(text):
    game = games.get(GAME)
    state = game.load(text)
    moves = game.legal_moves(state)
    even = [move for move in moves if _one_each(_after(state, move))]
    played_on = [move for move in moves if move not in even]
    assert len(even) == 1 and played_on
    for move in played_on:  # the other jumps leave the lone boss against two bosses
        after = _after(state, move)
        assert game.outcome(after) is None
        assert (_pieces(after, BLACK), _pieces(after, WHITE)) == (1, 2)
    move = choose_move(observe(GAME, state, BLACK), "hard", max_nodes=3_000, seed=1)
    assert move == even[0]


@pytest.mark.parametrize(
    "text",
    [
        "8/8/8/3*d(3)4/8/8/2*C(1)2*D(1)2/8 w reserve=/",  # fewer hit points than the lone boss
        "8/8/8/3*o(1)4/8/8/2*C(3)2*D(3)2/8 w reserve=/",
        "8/8/8/3*o(3)4/8/8/2O5/2*C(1)5 w reserve=O/",  # a man and a boss to come count too
    ],
)
def test_against_a_lone_boss_two_pieces_score_above_even_and_the_lone_boss_below_contempt(text):
    """The lone boss can at best draw: whatever the hit points, it scores below the dead
    draw hard's contempt sets (so it takes one), and its enemy above even."""
    game = games.get(GAME)
    position = read_position(game, text)
    assert checkers_bosses.evaluate(game.board, position, BLACK) < -checkers_bosses.CONTEMPT
    assert checkers_bosses.evaluate(game.board, position, WHITE) > 0.0


# Issue 30's benchmark, hard (White) against the Monte-Carlo player, ply 328: two bosses of
# one hit point against a lone boss of three; the black boss on c6 attacks the one on b6.
ATTACKED = "8/8/1*D(1)*o(3)5/5*O(1)2/8/8/8/8 w reserve=/"
SEEN = (  # positions of the plies before, which b6-a7 and b6-a5 go back to
    "8/*D(1)7/2*o(3)5/5*O(1)2/8/8/8/8 b reserve=/",
    "8/8/2*o(3)5/*D(1)4*O(1)2/8/8/8/8 b reserve=/",
)


def test_going_back_to_a_position_seen_beats_giving_a_boss_away():
    """Every move to a new position lets Black take a boss, leaving one of one hit point
    against Black's of three (which can trade it down: never a White win, solved through the
    engine); the two that keep both bosses go back to positions of the last plies.  Hard
    used to score a repeat below every evaluation and gave the boss."""
    game = games.get(GAME)
    state = game.load(ATTACKED)
    new, back = [], []
    for move in game.legal_moves(state):
        after = _after(state, move)
        (back if game.public_position(after) in SEEN else new).append(move)
        taken = [_one_each(_after(after, reply)) for reply in game.legal_moves(after)]
        assert any(taken) == (move in new), move
    assert len(back) == 2 and new
    observation = observe(GAME, state, WHITE, SEEN)
    assert choose_move(observation, "hard", max_nodes=3_000, seed=1) in back


def test_a_trade_of_hits_against_a_lone_boss_is_a_gain_for_the_side_ahead():
    """Two hunters cannot force a hit at no risk on an orthogonal or compound lone boss
    (tests/ai/test_boss_hunts.py): they win by trading hits, so a trade (the lone boss
    jumped, a hunter jumped back) must score better for them than before it, and worse for
    the lone side.  A hunter on its last hit point is still not traded: the dead draw that
    follows scores below the position kept (``-CONTEMPT`` for hard)."""
    game = games.get("checkers-bosses")

    def score(text: str, side: str) -> float:
        return checkers_bosses.evaluate(game.board, read_position(game, text), side)

    before = "8/8/8/3*o(3)4/8/8/2*C(3)1*D(2)3/8 w reserve=/"
    traded = "8/8/8/3*o(2)4/8/8/2*C(2)1*D(2)3/8 w reserve=/"
    assert score(traded, WHITE) > score(before, WHITE)
    assert score(traded, BLACK) < score(before, BLACK)
    worn = "8/8/8/3*o(3)4/8/8/2*C(1)1*D(1)3/8 w reserve=/"
    assert score(worn, WHITE) > -checkers_bosses.CONTEMPT


# Issue 30's benchmark (hard Black against the Monte-Carlo player, ply 327): Black's two bosses
# against White's lone orthogonal boss of three.  Hard offered its orthogonal boss of two for a
# trade and left both its bosses of one hit point against the lone boss of two, which they can
# never wear down (no clean hit on an orthogonal boss can be forced: test_boss_hunts.py; a
# hunter of one hit point is removed by the prey's jump).  The game went on to the move limit.
HOPELESS_BEFORE = "8/8/4*o(2)3/5*O(3)1*d(1)/8/8/8/8 b reserve=/"


def test_two_bosses_of_one_hit_point_against_an_orthogonal_boss_of_more_score_even():
    game = games.get(GAME)
    state = game.play(game.load(HOPELESS_BEFORE), "e6-f6")
    assert game.legal_moves(state) == ["f5xf7"]  # captures are compulsory
    state = game.play(state, "f5xf7")
    assert game.legal_moves(state) == ["f6xf8"]
    state = game.play(state, "f6xf8")
    text = game.public_position(state)
    assert text == "5*o(1)2/5*O(2)2/8/7*d(1)/8/8/8/8 w reserve=/"
    # The prey's jump removes a hunter of one hit point (here d(1) is offered on g6 to O on f6).
    offered = game.load("8/8/5*O(2)*d(1)1/8/8/8/8/5*o(1)2 w reserve=/")
    assert game.legal_moves(offered) == ["f6xh6"]
    assert "*d" not in game.public_position(game.play(offered, "f6xh6"))
    position = read_position(game, text)
    for side in (WHITE, BLACK):  # no LONE_EDGE for the two: they cannot win
        assert checkers_bosses.evaluate(game.board, position, side) == 0.0
    assert checkers_bosses.hopeless_hunt([("O", 1), ("D", 1)], "O", 2)
    assert not checkers_bosses.hopeless_hunt([("O", 1), ("D", 1)], "D", 2)  # a diagonal prey


# Issue 30's benchmark (hard White against the Monte-Carlo player, 0.5 s): from ply 160 to the
# move limit, hard's diagonal and orthogonal bosses of one hit point against a compound boss of
# one.  They cannot win it but where a hit is a few plies away (an exhaustive solve through the
# engine: no win longer than 5 plies, and none from 91 % of the positions with the hunters to
# move), so it scores even.
NO_COMPOUND_HUNTER = "8/8/2*D(1)5/6*O(1)1/4*c(1)3/8/8/8 w reserve=/"


def test_two_bosses_of_one_hit_point_against_a_compound_boss_of_one_score_even():
    game = games.get(GAME)
    for text in (NO_COMPOUND_HUNTER, NO_COMPOUND_HUNTER.replace(" w ", " b ")):
        assert not forces_win(game, game.load(text), WHITE, None, 6), text  # the engine's word
        position = read_position(game, text)
        for side in (WHITE, BLACK):  # no LONE_EDGE for the two
            assert checkers_bosses.evaluate(game.board, position, side) == 0.0


@pytest.mark.parametrize(
    ("hunters", "prey", "prey_hp", "hopeless"),
    [
        ([("O", 1), ("D", 1)], "C", 1, True),
        ([("C", 1), ("D", 1)], "C", 1, True),
        ([("C", 1), ("O", 1)], "C", 1, True),
        ([("O", 1), ("D", 1)], "O", 1, True),
        ([("C", 1), ("D", 1)], "O", 1, False),  # a compound hunter wins it (see the docstring)
        ([("C", 1), ("O", 1)], "O", 1, False),
        ([("O", 2), ("D", 1)], "O", 2, True),  # the trade leaves one of one each, drawn
        ([("C", 2), ("D", 1)], "O", 2, False),  # the trade leaves a compound hunter's win
        ([("C", 3), ("O", 1)], "O", 1, False),  # hit points to trade and a hit wins
    ],
)
def test_which_hunts_of_one_hit_point_left_are_hopeless(hunters, prey, prey_hp, hopeless):
    assert checkers_bosses.hopeless_hunt(hunters, prey, prey_hp) == hopeless


# Issue 30's benchmark (hard Black against the Monte-Carlo player, 2 s, ply 497): hard's
# compound and orthogonal bosses of one hit point against White's compound boss of three,
# scored even as a hopeless hunt; the lone boss won by force (``hunt_verdict``: solved through
# the engine by benchmarks/boss_endings.py --prey-hp 3, the prey wins from 493,368 of the
# 499,968 positions and the hunters from none).
PREY_WINS = "8/6*o(1)1/8/8/8/6*C(3)1/8/7*c(1) b reserve=/"


def test_two_bosses_of_one_hit_point_against_a_compound_boss_of_three_score_as_lost():
    game = games.get(GAME)
    position = read_position(game, PREY_WINS)
    lone = checkers_bosses.evaluate(game.board, position, WHITE)
    hunters = checkers_bosses.evaluate(game.board, position, BLACK)
    assert lone >= checkers_bosses.LONE_EDGE and hunters <= -checkers_bosses.LONE_EDGE
    state = game.load(PREY_WINS)
    for side in (WHITE, BLACK):  # the search's leaf reads the engine's state the same way
        assert _leaf(state, side) == pytest.approx(
            checkers_bosses.evaluate(game.board, position, side)
        )


@pytest.mark.parametrize(
    ("hunters", "prey", "prey_hp", "verdict"),
    [
        ([("C", 1), ("O", 1)], "C", 3, BLACK),  # solved: the prey wins
        ([("O", 1), ("D", 1)], "C", 3, BLACK),
        ([("C", 1), ("D", 1)], "C", 3, BLACK),
        ([("C", 1), ("D", 1)], "O", 3, checkers_bosses.EVEN),  # solved: mostly drawn
        ([("C", 1), ("O", 1)], "C", 2, checkers_bosses.EVEN),  # not solved: even as before
        ([("C", 2), ("O", 1)], "C", 3, checkers_bosses.EVEN),  # a hunter with one to spare
        ([("C", 1), ("D", 1)], "O", 1, None),  # not hopeless: the hunters win
    ],
)
def test_which_hopeless_hunts_the_lone_boss_wins(hunters, prey, prey_hp, verdict):
    assert checkers_bosses.hunt_verdict(hunters, prey, prey_hp, BLACK) == verdict


@pytest.mark.parametrize(
    ("hunters", "prey", "prey_hp", "hopeless"),
    [
        ([("C", 1), ("D", 1), ("O", 1)], "O", 3, True),  # nothing to spare
        ([("O", 2), ("C", 1), ("D", 1)], "O", 3, True),  # one to spare leaves a prey of two
        ([("D", 1), ("O", 3)], "O", 3, True),  # a boss in reserve, dropped with three
        ([("C", 2), ("O", 2), ("D", 1)], "O", 3, False),  # one left, and a third hunter
        ([("C", 1), ("D", 2), ("O", 1)], "O", 3, False),  # a diagonal hunter to spare: unsolved
        ([("C", 1), ("D", 1), ("O", None)], "O", 3, False),  # a man can still be crowned
        ([("C", 1), ("D", 1), ("O", 1)], "D", 3, False),  # a diagonal prey can be hunted
    ],
)
def test_which_hunts_of_three_hunters_are_hopeless(hunters, prey, prey_hp, hopeless):
    assert checkers_bosses.hopeless_hunt(hunters, prey, prey_hp) == hopeless


def test_three_hunters_against_a_compound_boss_of_three_are_even_not_lost():
    """The lone boss's solved win is against two hunters of one hit point, not three."""
    verdict = checkers_bosses.hunt_verdict([("C", 1), ("D", 1), ("O", 1)], "C", 3, BLACK)
    assert verdict == checkers_bosses.EVEN


# Issue 30's benchmark (hard White against the Monte-Carlo player, 2 s, ply 230): ahead by
# seven hit points to four, and a crowned man each.  f2-g3 lets Black's compound boss of one
# jump three times (the diagonal boss, the crowned man, the compound boss); White's compound
# boss jumps it back, and Black's last boss, an orthogonal one of three in reserve, is lone.
# Hard played it for the LONE_EDGE against a lone boss; with two hit points to spare left it
# is a hopeless hunt, and the game went on to the move limit.
BEFORE_THE_TRADE = "8/8/8/3*C(2)1+O2/8/8/5*D(2)*c(1)1/7+o w reserve=O/o"
AFTER_THE_TRADE = "8/8/8/8/8/1*C(1)4*D(1)1/8/4*O(2)3 b reserve=/o"  # ply 236, the same game


def test_hard_keeps_its_lead_rather_than_trade_into_a_hopeless_hunt():
    game = games.get(GAME)
    state = game.load(BEFORE_THE_TRADE)
    lost = _forced_line(state, "f2-g3", "g2xg4xe6xc4")
    assert game.public_position(lost) == "8/8/8/3*C(1)4/2*c(1)5/6*D(1)1/8/7+o w reserve=O/o"
    kept = _after(state, "f2-e3")
    assert not any("x" in move for move in game.legal_moves(kept))  # nothing to jump at once
    assert "f2-g3" not in _hard_plays_as_white(state)


def test_three_hunters_with_one_hit_point_to_spare_against_a_lone_boss_of_three_score_even():
    game = games.get(GAME)
    position = read_position(game, AFTER_THE_TRADE)
    state = game.load(AFTER_THE_TRADE)
    assert not forces_win(game, state, WHITE, WHITE, 2)  # the engine's word, two White moves
    for side in (WHITE, BLACK):  # no LONE_EDGE for the three: they cannot trade it down
        assert checkers_bosses.evaluate(game.board, position, side) == 0.0
        assert _leaf(state, side) == 0.0


@pytest.mark.parametrize(
    ("on_board", "reserve", "standing"),
    [
        ([("O", None)], "O", [("O", 3)]),  # a crowned man and the boss behind it: the boss
        ([("D", 2), ("O", None)], "O", [("D", 2), ("O", 3)]),
        ([("O", None), ("O", None)], "O", [("O", None), ("O", None), ("O", 3)]),  # not last
        ([("O", None)], "D", [("O", None), ("D", 3)]),  # a man of another kind stands with it
        ([("C", 1), ("O", 2)], "", [("C", 1), ("O", 2)]),
    ],
)
def test_which_hunters_stand_together(on_board, reserve, standing):
    assert checkers_bosses.standing_hunters(on_board, reserve, 3) == standing


def test_a_boss_in_reserve_comes_out_only_once_the_last_man_of_its_kind_is_taken():
    """The engine's word for ``standing_hunters``: with White's crowned orthogonal man on the
    board no drop is legal; once it is jumped, the orthogonal boss is owed to the board."""
    game = games.get(GAME)
    state = game.load("8/4*o(3)3/8/8/8/5+O2/8/8 w reserve=O/")
    assert game.legal_moves(state) and not any("@" in move for move in game.legal_moves(state))
    jumped = _after(game.load("8/8/8/8/8/4*o(3)+O2/8/8 b reserve=O/"), "e3xg3")
    assert game.public_position(jumped).startswith("8/8/8/8/8/6*o(3)1/8/8 w")
    assert all(move.startswith("O@") for move in game.legal_moves(jumped))


# Issue 30's benchmark (hard White at 0.5 s against the Monte-Carlo player, ply 304): ahead by
# five hit points to four, a crowned man each.  d2-d1 lets Black's compound boss of one jump
# White's two bosses of one; White's crowned man jumps Black's boss and crowned man back, and
# Black's orthogonal boss of three comes out against White's crowned man with its orthogonal
# boss behind it.  Hard played it, counting two pieces against a lone boss (LONE_EDGE); the
# crowned man and that boss never stand together, and the game went on without a hit to the
# move limit.
BEFORE_THE_GIVEAWAY = "8/8/7*c(1)/6*C(1)1/8/5*D(1)2/3+O4/4+o3 w reserve=O/o"
AFTER_THE_GIVEAWAY = "8/8/8/8/8/5+O2/8/8 b reserve=O/o"


def test_hard_keeps_its_bosses_rather_than_leave_a_crowned_man_with_its_boss_behind_it():
    game = games.get(GAME)
    state = game.load(BEFORE_THE_GIVEAWAY)
    given = _forced_line(state, "d2-d1", "h6xf4xf2", "d1xf1xf3")
    assert game.public_position(given) == AFTER_THE_GIVEAWAY
    assert "d2-d1" not in _hard_plays_as_white(state)


@pytest.mark.parametrize(
    ("text", "even"),
    [
        (AFTER_THE_GIVEAWAY, True),  # Black's boss of three still to come out
        ("8/4*o(3)3/8/8/8/5+O2/8/8 w reserve=O/", True),
        ("8/4*c(3)3/8/8/8/5+O2/8/8 w reserve=O/", True),
        ("8/4*o(2)3/8/8/8/5+O2/8/8 w reserve=O/", True),  # wins the duel from 22 % of positions
        ("8/4*o(2)3/8/8/8/5+C2/8/8 w reserve=C/", False),  # a prey of fewer hit points
        ("8/4*d(3)3/8/8/8/5+O2/8/8 w reserve=O/", False),  # a diagonal prey can be hunted
        ("8/4*o(3)3/8/8/8/5+O+O1/8/8 w reserve=O/", False),  # two men: not the last of a kind
        ("8/4*o(1)3/8/8/8/5+D2/8/8 w reserve=D/", True),  # a diagonal boss against an orthogonal
        ("8/4*c(1)3/8/8/8/5+D2/8/8 w reserve=D/", True),  # or a compound one
        ("8/4*c(1)3/8/8/8/5+O2/8/8 w reserve=O/", False),  # wins the duel from 92 % of positions
    ],
)
def test_a_crowned_man_with_its_boss_behind_it_scores_as_that_boss_alone(text, even):
    """One against one with equal hit points is even, as ``duel_score`` scores two lone
    bosses, and so is a duel the boss behind the man wins from under half the positions
    (solved, ``DUEL_WINS``); where the hunt is not hopeless, White keeps its LONE_EDGE."""
    game = games.get(GAME)
    position = read_position(game, text)
    state = game.load(text)
    for side, sign in ((WHITE, 1), (BLACK, -1)):
        text_score = checkers_bosses.evaluate(game.board, position, side)
        assert _leaf(state, side) == pytest.approx(text_score)
        if even:
            assert text_score == 0.0
        else:
            assert sign * text_score > checkers_bosses.LONE_EDGE


@pytest.mark.parametrize(
    ("stronger", "weaker", "more", "fewer"),
    [("D", "O", 3, 1), ("D", "O", 3, 2), ("O", "O", 3, 1), ("O", "C", 2, 1), ("C", "C", 3, 2)],
)
def test_the_duels_the_evaluation_reads_are_those_a_fresh_solve_finds(
    stronger, weaker, more, fewer
):
    """``DUEL_WINS`` against a solve through the engine alone (``knowledge/boss_endings.py``):
    the positions the boss with more hit points wins, and none for the other."""
    solved = _solved(stronger, weaker, fewer, more)
    share = checkers_bosses.duel_share(stronger, weaker, more, fewer)
    assert solved["hunters win"] == share * checkers_bosses.DUEL_POSITIONS
    assert solved["positions"] == checkers_bosses.DUEL_POSITIONS
    assert solved["prey wins"] == 0


def test_a_diagonal_boss_hits_an_orthogonal_one_only_where_it_can_jump_it_at_once():
    """Solved through the engine alone: a diagonal boss of three wins against an orthogonal
    one of one only by a jump at once, as ``duel_score``'s docstring says."""
    against_one = _solved("D", "O", 1, 3)
    assert against_one["hunters win"] == against_one["of them hunters to move"] == 144
    assert against_one["longest hunters' win (plies)"] == 1


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("8/4*o(1)3/8/8/8/5*D(3)2/8/8 w reserve=/", 144),  # never hit but at once
        ("8/4*o(2)3/8/8/8/5*D(3)2/8/8 w reserve=/", 0),
        ("8/4*o(1)3/8/8/8/5*O(3)2/8/8 w reserve=/", 3912),
        ("8/4*o(1)3/8/8/8/5*C(3)2/8/8 w reserve=/", 8064),
        ("8/4*o(2)3/8/8/8/5*D(2)2/8/8 w reserve=/", None),  # as many hit points, other kinds
    ],
)
def test_a_boss_against_a_boss_scores_the_edge_as_far_as_it_wins_the_duel(text, share):
    """A boss each, White's with more hit points: the whole ``LONE_EDGE`` where it wins from
    every position, none where it wins from none, and in between as far as it wins; with equal
    hit points no edge, whatever the kinds weigh.  (The scores less the pressure terms, each
    side's own approach, under two hit points' worth here.)"""
    game = games.get(GAME)
    position = read_position(game, text)
    state = game.load(text)
    slack = 2 * checkers_bosses.HIT_POINT
    for side, sign in ((WHITE, 1), (BLACK, -1)):
        text_score = checkers_bosses.evaluate(game.board, position, side)
        assert _leaf(state, side) == pytest.approx(text_score)
        if share is None or share == 0:
            assert abs(text_score) < slack
        elif share == checkers_bosses.DUEL_POSITIONS:
            assert sign * text_score > checkers_bosses.LONE_EDGE
        else:
            edge = share / checkers_bosses.DUEL_POSITIONS * checkers_bosses.LONE_EDGE
            assert edge - slack < sign * text_score
            assert sign * text_score < checkers_bosses.LONE_EDGE
