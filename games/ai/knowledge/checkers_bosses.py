"""Checkers with Bosses: the game is won by wearing down all three enemy bosses, so boss hit
points (on the board or still in reserve) weigh most; men and crowned pieces are the shield.

A man counts two thirds of a hit point, a compound man 0.93, a crowned man 0.47 more.  When
they counted half that (until 01a736f), hard traded its men for hit points in the middle
game and lost the game there to the Monte-Carlo yardstick, whose random playouts keep men:
its men gone, hard's bosses stood on the board to be jumped while the enemy's stayed in
reserve behind their men.  A fit of the results of 108 games against the Monte-Carlo player
on their material (``benchmarks/piece_values.py``) put a man at 0.68 (orthogonal) to 0.99
(diagonal) hit points, a compound man at 1.37, a crowned man at 1.45 (90 % intervals over
resampled games 25-41 % either way).  The weights were doubled, the old proportions kept; at
0.5 s against 1,000 playouts (eight games, the same seeds) hard went from 2 wins, 1 draw and
5 unfinished to 6 wins and 2 unfinished.

Two facts about the ending shape the score (both found by solving the endings exhaustively
with the engine):

- A lone boss against a lone boss, one hit point each, is a draw except in the few positions
  where a side can force a hit (two bosses about to trade jumps, a diagonal boss near a
  corner; ``lone_bosses.py`` lists them): the weaker side only ever has to stay out of reach,
  and nobody can pass.  So such a position scores even (a dead draw).  With more hit points
  it is no draw: captures are compulsory, so a boss that can spare a hit point steps where
  the other must jump it and jumps back (a compound boss of three against an orthogonal one
  of one wins from every position, solved through the engine), and the position is scored
  by its material and by the share of positions the boss with more hit points wins
  (``duel_score``: only a compound boss wins nearly everywhere; a diagonal one against an
  orthogonal one only by a jump at once).  (Until issue 30's last sessions this was taken
  for a draw whatever the hit points; the bot accepted draws, and the benchmark stopped
  games, that one side could win.)
- A boss on an edge can be jumped only along that edge and one in a corner not at all, so
  driving the prey to the edge (the usual checkers hunt) gains nothing.  The hunter closes in
  and takes away the prey's safe squares instead: the prey must move every turn (nobody can
  pass), so a prey whose every step lands next to a hunter that can jump it loses a hit.

Measured on eight two- and three-against-one endings from real games (hard at 0.5 s against
medium, 160 plies): the safe-square term converted 5, the edge-room hunt it replaces 3.

The searching side presses whether it is ahead or not (so the score is not symmetric: each
side's search scores its own approach).  Hits are made only by pieces next to the enemy, so a
side that only runs never wins; when the side behind (reserve bosses count in full) scored by
running instead, both sides ran and games stalled, even against a random mover.  Measured at 2 s
(20 games each, same seeds): against medium 3 wins became 13 (and 11 dead draws 6; another
seed: 9 wins), against easy 17 became 20.

A lone boss (its side's last piece, nothing in reserve) seldom wins against two pieces or more:
it must wear every enemy boss down alone, and each trade of hits costs it as much as its enemy.
This is a judgement, not a solved fact (a lone boss with hit points to spare can trade a worn
enemy down): its side scores at most even less ``LONE_EDGE`` and the other side at least even
plus ``LONE_EDGE`` (``lone_edge``), and a boss against a boss with more hit points scores as
much of it as the share of positions it wins (``duel_score``). So the side ahead keeps a
second piece, and the lone side takes a dead draw where it can (it played on before, a boss
with more hit points than the two against it scoring itself ahead). In issue 30's benchmark,
three of four games against the Monte-Carlo player ended in a lone boss against a lone boss
(then all taken for dead draws) after hard had led. Played out
against the Monte-Carlo player (1,000 playouts, hard 0.5 s, 120 plies, one game each): two one-
point bosses against a three-point boss gave one away into the dead draw in 12 plies before,
and kept both to the end after; three bosses against one, taken from a benchmark game, went
unfinished before and won in 99 plies after. Not kept: the prey's safe squares counted from
step tables instead of square arithmetic (the same values on 8,000 positions of random games,
but no search was measurably faster).

Not against an orthogonal or compound lone boss with more hit points than its hunters can
trade away: there the hunters cannot win (``hopeless_hunt``; solved for two bosses, judged
from the benchmark's games for three) and the position scores even, or as lost for them where
the lone boss wins (``hunt_verdict``: a compound boss of three against two of one hit point).

Against a lone boss, hit points are traded: the lone boss jumped, a hunter jumped back. Two
hunters can force a hit at no risk only on a diagonal lone boss (``boss_hunts.py`` solves that
ending and scores the hunt); an orthogonal or compound one always keeps out of reach or strikes
first. So the side ahead wins those endings, if at all, by trading hits while its hunters have
hit points to spare, and a trade must score as a gain: each hit point the lone boss has lost
counts ``LONE_TRADE`` more for the side against it (and the same less for the lone side). A
hunter on its last hit point still must not be traded: losing it leaves one boss against one
with more hit points, which the weaker seldom wins and often loses. Seen before: hard's bosses
two against one, ahead, drifting for hundreds of plies without a hit (issue 30's benchmark
games left unfinished at 400 plies).

A boss in reserve cannot be hit, and it stays in reserve while a man (or crowned man) of its
kind stands: the last man of a kind shields a boss, and taking it is what brings the boss out
to be worn down.  So each reserve boss with a man of its kind on the board counts ``SHIELD``
more.  Seen in issue 30's benchmark (hard at 0.5 s against the Monte-Carlo player, seven
games): in the three hard left unfinished behind, the Monte-Carlo player kept its last crowned
men for hundreds of plies (its last bosses came out at plies 299, 637 and 983, and in that
last game one never did), bosses safe behind them, while they jumped hard's three bosses on
the board (hard lost 7 or 8 hit points, the Monte-Carlo player 3).  Hard would not give a hit
point for such a man, counted as a man.

``hard`` counts the dead draw as bad as a full boss down (``CONTEMPT``; ``medium`` counts it
even).  Hit points weigh most in this score, but in the ending the number of pieces decides:
two bosses with one hit point each against one with three scored slightly behind before
``LONE_EDGE``, yet only they can still win.  Scored even, the draw looked better than that
ending, and hard's deeper search found the trades into it: most of its non-wins against medium
ended as a lone boss against a lone boss.  Contempt still keeps hard out of a dead draw from a
position its evaluation calls even or a little behind (two pieces against two).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from games.ai.knowledge.boss_hunts import hunt_edge
from games.ai.knowledge.lone_bosses import can_be_won
from games.core.geometry import BLACK, WHITE, Board, opponent
from games.core.position import ParsedPosition, Token
from games.engines.checkers_bosses.pieces import LETTER_KIND

DEFAULT_HP = 3
MAN = {"d": 2.0, "o": 2.0, "c": 2.8, "D": 2.0, "O": 2.0, "C": 2.8}  # by letter, either side
CROWNED_BONUS = 1.4
HIT_POINT = 3.0  # measured: weighing a hit point less (1.5, base 2.5) lost more games to medium
# (with men at half their weights above; see the module docstring for what they are now)
BOSS_BASE = 2.0
ADVANCE = 0.08  # per rank a man has advanced toward crowning
PRESSURE = 0.15  # per square closer to the enemy pieces, for the searching side
ENDGAME_PIECES = 16  # pieces on the board at most before the hunt starts
NET_PIECES = 8  # pieces on the board at most before the enemy's safe squares are counted
SAFE_SQUARE = 0.4  # per square the prey could step to without being jumped at once
# hard counts a dead draw as bad as a full boss down (see the module docstring)
CONTEMPT = BOSS_BASE + HIT_POINT * DEFAULT_HP
# A lone boss (its side's last piece, nothing in reserve) seldom wins against two pieces or
# more: its side scores at least this far below even, its enemy this far above (see the
# module docstring); beyond ``CONTEMPT``, so the lone side takes a dead draw where it can.
LONE_EDGE = CONTEMPT + 1.0
# Each hit point a lone boss has lost counts this much more for the side against it, so that a
# trade of hits (the lone boss jumped, a hunter jumped back) is a gain for the side ahead.
LONE_TRADE = HIT_POINT
# A boss in reserve cannot be hit, and it stays there while a man (or crowned man) of its kind
# stands: such a "shield" counts this much more, once a kind (see the module docstring).
SHIELD = 2.0
# Going back to a position already seen costs a hit point's worth, no more: the game is drawn
# only at the host's move limit, and hard once gave a boss away rather than repeat once.
REPEAT_COST = HIT_POINT
# A boss against a boss, nothing else, solved through the engine
# (``benchmarks/boss_endings.py --hunters K --prey k --hunter-hp h --prey-hp p``): of the
# ``DUEL_POSITIONS`` (every placement, either side to move), those the boss of kind K with h
# hit points wins against the one of kind k with p, for (h, p) = (2, 1), (3, 1) and (3, 2);
# more hit points are read as the nearest of these (``duel_score``).  The boss with fewer wins
# from none, but a compound one against a diagonal one: 84 at (2, 1), 88 at (3, 2).
DUEL_POSITIONS = 8064
DUEL_WINS = {
    ("D", "D"): (5184, 5184, 4048),
    ("D", "O"): (144, 144, 0),
    ("D", "C"): (504, 504, 208),
    ("O", "D"): (468, 468, 8),
    ("O", "O"): (3912, 3912, 1776),
    ("O", "C"): (712, 7400, 452),
    ("C", "D"): (8056, 8064, 8048),
    ("C", "O"): (8032, 8064, 8000),
    ("C", "C"): (7712, 8064, 4164),
}
EVEN = "even"  # ``hunt_verdict``: a hopeless hunt neither side wins by force

_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
_KIND_DIRECTIONS = {"d": _DIAGONAL, "o": _ORTHOGONAL, "c": _DIAGONAL + _ORTHOGONAL}


def _reserve_letters(position: ParsedPosition, side: str) -> str:
    """The letters of the bosses ``side`` still holds in reserve (``reserve=DOC/doc``)."""
    white, _, black = position.keys.get("reserve", "/").partition("/")
    return white if side == WHITE else black


def _reserve_bosses(position: ParsedPosition, side: str) -> int:
    """How many bosses ``side`` still holds in reserve."""
    return len(_reserve_letters(position, side))


def _shields(position: ParsedPosition, side: str, kinds: set[str]) -> int:
    """How many of ``side``'s reserve bosses have a man of their kind on the board (``kinds``:
    the uppercase letters of its men and crowned men), so that no drop is owed for them."""
    return sum(letter.upper() in kinds for letter in _reserve_letters(position, side))


def king_distances(board: Board) -> tuple[tuple[int, ...], ...]:
    """The king-move distance between every two squares (read for every hunter and prey)."""
    return _king_distances(board)


@cache
def _king_distances(board: Board) -> tuple[tuple[int, ...], ...]:
    """``king_distances``, cached (apart, so mypy reads its type through the import cycle with
    ``checkers_bosses_state``)."""

    def steps(a: int, b: int) -> int:
        return max(
            abs(board.file_of(a) - board.file_of(b)), abs(board.rank_of(a) - board.rank_of(b))
        )

    return tuple(tuple(steps(a, b) for b in range(board.size)) for a in range(board.size))


def _piece(cells: Sequence[Token | None], sq: int) -> Token:
    """The piece on ``sq``, a square the caller found a piece on."""
    token = cells[sq]
    assert token is not None, sq
    return token


def _directions(token: Token) -> tuple[tuple[int, int], ...]:
    """(file, rank) steps a piece moves and jumps in: all of its kind's when crowned or a boss
    (the prefix), else forward and sideways only (men never go back)."""
    every = _KIND_DIRECTIONS[token.letter.lower()]
    if token.prefix:
        return every
    forward = 1 if token.side == WHITE else -1
    return tuple(d for d in every if d[1] in (0, forward))


def _safe_squares(
    board: Board, position: ParsedPosition, prey: list[int], hunters: list[int]
) -> int:
    """How many steps the prey's pieces have to empty squares no hunter could jump at once.

    A hunter next to the square, in one of its own directions, jumps a piece arriving there
    when the square beyond is empty (or is the one the prey just left).
    """
    cells, files, ranks = position.cells, board.files, board.ranks
    safe = 0
    for sq in prey:
        file, rank = sq % files, sq // files
        for df, dr in _directions(_piece(cells, sq)):
            f, r = file + df, rank + dr
            if not (0 <= f < files and 0 <= r < ranks) or cells[r * files + f] is not None:
                continue
            if not any(_jumps_onto(board, position, hunter, f, r, sq) for hunter in hunters):
                safe += 1
    return safe


def _jumps_onto(
    board: Board, position: ParsedPosition, hunter: int, f: int, r: int, left: int
) -> bool:
    """Whether ``hunter`` could jump a piece arriving on (f, r) from square ``left``."""
    files = board.files
    df, dr = f - hunter % files, r - hunter // files
    if max(abs(df), abs(dr)) != 1 or (df, dr) not in _directions(_piece(position.cells, hunter)):
        return False
    lf, lr = f + df, r + dr
    if not (0 <= lf < files and 0 <= lr < board.ranks):
        return False
    landing = lr * files + lf
    return landing == left or position.cells[landing] is None


def lone_bosses(board: Board, position: ParsedPosition) -> bool:
    """A lone boss against a lone boss, one hit point each, nothing in reserve, where neither
    can force a hit: a dead draw.

    With one piece each and no reserve, both pieces are bosses (a side's last man of a kind
    would have its boss still in reserve).  Which such positions a side can still win is
    solved exhaustively (``lone_bosses.py``): two bosses about to trade jumps, a diagonal boss
    driven to a corner, and a few more.  Not solved, so played on: a boss with more than one
    hit point (it may offer itself to a compulsory jump and jump back, see the module
    docstring), a boss still uncrowned under ``boss_promotes`` (it moves like a man) and a
    position with a shift owed.
    """
    cells = position.cells
    if cells.count(None) != len(cells) - 2:  # first, as it is cheap: asked at search leaves
        return False
    if any(token is not None and token.hp != 1 for token in cells):
        return False
    if _reserve_bosses(position, WHITE) or _reserve_bosses(position, opponent(WHITE)):
        return False
    if "shift" in position.keys:
        return False
    pieces = [(sq, token) for sq, token in enumerate(cells) if token is not None]
    if pieces[0][1].side == pieces[1][1].side:
        return False
    if position.keys.get("boss_promotes") == "1":
        crowned = set(position.keys.get("crowned", "").split(","))
        if not {board.name(sq) for sq, _ in pieces} <= crowned:
            return False
    (white_sq, white), (black_sq, black) = sorted(pieces, key=lambda p: p[1].side != WHITE)
    side = "w" if position.side == WHITE else "b"
    return not can_be_won(white.letter, black.letter.upper(), white_sq, black_sq, side)


def _verdict(
    position: ParsedPosition, white: list[int], black: list[int], full_hp: int
) -> str | None:
    """``hunt_verdict`` where one side has a lone boss (on the board or in reserve) and the
    other two pieces or more (``white``, ``black``: the squares of each side's pieces)."""
    if position.keys.get("boss_promotes") == "1":
        return None
    squares = {WHITE: white, BLACK: black}
    pieces = {side: len(squares[side]) + _reserve_bosses(position, side) for side in squares}
    if sorted(pieces.values())[:1] != [1] or max(pieces.values()) < 2:
        return None
    prey_side = WHITE if pieces[WHITE] == 1 else BLACK
    cells = position.cells
    if squares[prey_side]:
        prey = _piece(cells, squares[prey_side][0])
        if prey.prefix != "*":
            return None
        prey_letter, prey_hp = prey.letter.upper(), prey.hp
    else:
        prey_letter, prey_hp = _reserve_letters(position, prey_side).upper(), full_hp
    hunter_side = opponent(prey_side)
    tokens = [_piece(cells, sq) for sq in squares[hunter_side]]
    on_board = [(t.letter.upper(), t.hp if t.prefix == "*" else None) for t in tokens]
    reserve = _reserve_letters(position, hunter_side).upper()
    hunters = standing_hunters(on_board, reserve, full_hp)
    return hunt_verdict(hunters, prey_letter, prey_hp, prey_side)


def _hunt(position: ParsedPosition, white: list[int], black: list[int]) -> float:
    """White's edge from a hit two hunters can force on a lone piece (``hunt_edge``), where
    the solved hunt applies: three pieces, each moving as crowned (a boss without
    ``boss_promotes``, a crowned man), and no drop owed by the side to move."""
    if len(white) + len(black) != 3 or position.keys.get("boss_promotes") == "1":
        return 0.0
    cells = position.cells
    tokens = [_piece(cells, sq) for sq in white + black]
    if not all(token.prefix for token in tokens):
        return 0.0
    white_reserve, _, black_reserve = position.keys.get("reserve", "/").partition("/")
    owed = (white_reserve if position.side == WHITE else black_reserve).upper()
    present = {token.letter.upper() for token in tokens if token.side == position.side}
    if not set(owed) <= present:
        return 0.0
    return hunt_edge(
        [(LETTER_KIND[_piece(cells, sq).letter.upper()], sq) for sq in white],
        [(LETTER_KIND[_piece(cells, sq).letter.upper()], sq) for sq in black],
        position.side == WHITE,
    )


def hopeless_hunt(
    hunters: list[tuple[str, int | None]], prey_letter: str, prey_hp: int | None
) -> bool:
    """Whether two hunters or more (uppercase kind letter, hit points; None: a man) cannot
    wear down a lone orthogonal or compound boss (``prey_letter`` uppercase) of ``prey_hp``.
    A boss in reserve counts with the hit points it will be dropped with.

    No two hunters can force a clean hit on such a prey (``boss_hunts.py``), so each hit
    costs them one: a trade (the prey made to jump a hunter, which jumps back) needs a hunter
    of two hit points or more whose kind can jump back along the prey's jump (against an
    orthogonal prey an orthogonal or compound hunter, against a compound one any).  Once the
    hunters' spare hit points are traded, both are of one hit point: the prey's jump removes
    a hunter, and a hit of their own leaves at best one boss of one hit point each, the dead
    draw but for a few positions.  So with a prey of two or more left by then (and no other
    hunter of more than one hit point, which could be offered to set up a hit), the hunters
    cannot win, and the prey may.

    With the prey of one hit point left by then, the hunters' first hit wins, and a hunter
    may be offered to the prey's compulsory jump to land it next to the other.  Solved
    through the engine (``benchmarks/boss_endings.py``: two bosses of one hit point against
    one of one, every placement and either side to move, 499,968 positions a combination): a
    compound hunter with either other kind wins against an orthogonal prey from all but 176
    and 136 of the 249,984 positions with the hunters to move; without a compound hunter, or
    against a compound prey, the hunters win from 8-14 % of them (diagonal and orthogonal
    against orthogonal 22,068; against compound, diagonal and orthogonal 21,156, compound and
    diagonal 31,076, compound and orthogonal 33,628), none of those wins longer than 13
    plies, and nearly all the rest are drawn (the prey wins from under 1.4 % of all the
    positions).  So those count as hopeless too.

    A judgement from those solved facts, not a solve of its own: the side ahead scores no
    ``LONE_EDGE`` there (it led hard, ahead, to trade into such endings and play them out to
    the move limit).

    Three hunters or more: the same count of spare hit points, the third hunter not counted
    as a trade of its own (a hunter of one hit point offered to the prey's jump is removed,
    and the solve above shows how seldom that sets up a hit).  Not solved (four pieces are
    beyond ``boss_endings.py``); judged from issue 30's benchmark games against the
    Monte-Carlo player (0.5 s and 2 s).  In 32 of them the Monte-Carlo player's last boss
    became lone against hard's bosses alone; of the 18 this count calls hopeless (two
    hunters or three) hard won 2, drew 2, lost 2 and left 12 unfinished at the move limit,
    of the 14 others it won 11, drew 1 and left 2 unfinished.  Trades into the first kind
    threw leads away: ahead by seven hit points to four, hard gave two hit points and a
    crowned man to make the enemy's last boss lone, for the ``LONE_EDGE`` it then scored.
    With one hit point left by this count, a third hunter is taken to make the difference
    (unsolved, so not hopeless).
    """
    if len(hunters) < 2 or prey_letter not in "OC":
        return False
    spare = 0
    for letter, hp in hunters:
        if hp is None:  # not a boss (a man, crowned or not): no solve of it
            return False
        if letter in "OC" or prey_letter == "C":
            spare += hp - 1
        elif hp != 1:
            return False
    left = (prey_hp or 0) - spare
    if left >= 2:
        return True
    if len(hunters) > 2:
        return False
    compound_hunter = any(letter == "C" for letter, _ in hunters)
    return left == 1 and (prey_letter == "C" or not compound_hunter)


def standing_hunters(
    on_board: list[tuple[str, int | None]], reserve: str, full_hp: int
) -> list[tuple[str, int | None]]:
    """The hunters that can stand on the board together: those ``on_board`` (uppercase kind
    letter, hit points; None: a man) and the bosses in ``reserve`` (uppercase letters, each
    dropped with ``full_hp``), less a man that is the last of its kind with its kind's boss
    in reserve.  That boss is dropped only once the man is taken (the engine owes no drop
    before), so the two never hunt together: the man is at most bait the prey takes for
    nothing, and then the boss comes alone.

    Seen in issue 30's benchmark (hard at 0.5 s against the Monte-Carlo player): ahead by
    five hit points to four, hard gave its two bosses of one hit point for the enemy's boss
    of one and crowned man, counted as two hunters (its crowned man and the boss behind it)
    against the lone boss of three that came out (``LONE_EDGE``).  The game went on
    without a hit for the 694 plies left to the move limit."""
    men = [letter for letter, hp in on_board if hp is None]
    standing = [
        (letter, hp)
        for letter, hp in on_board
        if hp is not None or letter not in reserve or men.count(letter) > 1
    ]
    return standing + [(letter, full_hp) for letter in reserve]


def hunt_verdict(
    hunters: list[tuple[str, int | None]], prey_letter: str, prey_hp: int | None, prey_side: str
) -> str | None:
    """How a hopeless hunt (``hopeless_hunt``) scores: ``EVEN``, or ``prey_side`` where the
    lone boss wins it; None where the hunt is not hopeless.  ``hunters``: those that can
    stand together (``standing_hunters``).

    A single one of them (a man with its boss in reserve, and nothing else) is that boss, at
    full hit points, one against one with the lone boss: scored even where the prey has as
    many (each trade of hits costs both one, down to the dead draw), as ``duel_score`` scores
    two lone bosses of equal hit points; against an orthogonal or compound prey only, as for
    two hunters.  Against a prey with fewer hit points, even where that boss wins the duel
    from under half the positions (``duel_share``, solved): a diagonal boss against an
    orthogonal or compound one, an orthogonal one against any but a compound one of one hit
    point.  Seen in issue 30's benchmark: a crowned diagonal man with its boss
    behind it against a lone orthogonal boss of one, scored as the hunters' edge, went 773
    plies without a hit to the move limit.

    Two hunters of one hit point against a lone compound boss of three: the prey wins.
    Solved through the engine (``benchmarks/boss_endings.py --prey-hp 3``): of the 499,968
    positions of each pair of hunters, either side to move, the prey wins 493,368 against
    compound and orthogonal hunters, 495,408 against compound and diagonal ones and 496,668
    against diagonal and orthogonal ones, the hunters none.  (Against an orthogonal prey of
    three, compound and diagonal hunters, it is the even score: the prey wins 16,128, the
    hunters 40, the rest drawn.)  With more hit points the prey has more to trade, so a
    compound prey of more than three is taken to win too.  Seen in issue 30's benchmark:
    hard's two bosses of one against such a prey, scored even, lost by force.
    """
    if len(hunters) == 1:
        letter, hp = hunters[0]
        more, fewer = hp or 0, prey_hp or 0
        if more == fewer:
            return EVEN if prey_letter in "OC" else None
        if more > fewer and duel_share(letter, prey_letter, more, fewer) < 0.5:
            return EVEN  # the boss behind the man seldom wins the duel that follows
        return None
    if not hopeless_hunt(hunters, prey_letter, prey_hp):
        return None
    ones = len(hunters) == 2 and all(hp == 1 for _, hp in hunters)
    if prey_letter == "C" and (prey_hp or 0) >= 3 and ones:
        return prey_side
    return EVEN


def verdict_score(verdict: str, side: str, balance: float) -> float:
    """``side``'s score of a hopeless hunt (``hunt_verdict``) with its material ``balance``:
    even where nobody wins it by force, else the balance with ``LONE_EDGE`` to the side that
    does (as for a boss that wins its duel from every position, ``duel_score``)."""
    if verdict == EVEN:
        return 0.0  # two hunters that cannot wear the lone boss down (hopeless_hunt)
    return balance + (LONE_EDGE if verdict == side else -LONE_EDGE)


def lone_edge(
    balance: float,
    my_pieces: int,
    their_pieces: int,
    wounds: int = 0,
    duel: tuple[tuple[str, int], tuple[str, int]] | None = None,
) -> float:
    """The material ``balance`` of a side with ``my_pieces`` against ``their_pieces`` (on the
    board and in reserve), once a lone boss against two pieces or more is known to be unable
    to win: the lone side is never ahead and scores below a dead draw, its enemy above; and
    each hit point the lone boss has lost (``wounds``) counts ``LONE_TRADE`` more, so the
    side ahead trades hits (see the module docstring).  A boss against a boss (``duel``: the
    side's and the enemy's, uppercase kind letter and hit points) is scored by ``duel_score``.
    """
    if their_pieces == 1 and my_pieces >= 2:
        return max(balance, 0.0) + LONE_EDGE + LONE_TRADE * wounds
    if my_pieces == 1 and their_pieces >= 2:
        return min(balance, 0.0) - LONE_EDGE - LONE_TRADE * wounds
    if my_pieces == their_pieces == 1 and duel is not None:
        return duel_score(balance, *duel)
    return balance


def duel_score(balance: float, mine: tuple[str, int], theirs: tuple[str, int]) -> float:
    """A boss against a boss (uppercase kind letter, hit points): ``balance`` and ``LONE_EDGE``
    to the one with more hit points (below for the other), times the share of positions it
    wins (``DUEL_WINS``, solved); equal hit points score the balance.

    Before, the boss with more hit points scored the whole edge whatever the kinds, yet a
    diagonal boss of three against an orthogonal one of one wins from 144 of the 8,064
    positions, each by a jump at once, and against one of two from none: a piece on an edge
    can be jumped only along the edge, so the orthogonal boss keeps to it.  Only a compound
    boss wins from nearly every position (against a compound one of two, from half)."""
    (my_letter, my_hp), (their_letter, their_hp) = mine, theirs
    if my_hp == their_hp:
        return balance
    if my_hp > their_hp:
        return duel_share(my_letter, their_letter, my_hp, their_hp) * (balance + LONE_EDGE)
    return duel_share(their_letter, my_letter, their_hp, my_hp) * (balance - LONE_EDGE)


def duel_share(stronger: str, weaker: str, more: int, fewer: int) -> float:
    """The share of positions a boss of kind ``stronger`` with ``more`` hit points wins against
    one of kind ``weaker`` with ``fewer`` (``DUEL_WINS``, the nearest hit points solved)."""
    column = 0 if more == 2 else 1 if fewer == 1 else 2
    return DUEL_WINS[stronger, weaker][column] / DUEL_POSITIONS


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Boss life and material of ``side`` minus the opponent's; in the endgame, the hunt."""
    full_hp = int(position.keys.get("boss_hp", DEFAULT_HP))
    reserve_value = BOSS_BASE + HIT_POINT * full_hp
    white_score = black_score = 0.0
    white_squares: list[int] = []
    black_squares: list[int] = []
    men_kinds: dict[str, set[str]] = {WHITE: set(), opponent(WHITE): set()}
    files, top = board.files, board.ranks - 1
    for sq, token in enumerate(position.cells):
        if token is None:
            continue
        if token.prefix == "*":
            value = BOSS_BASE + HIT_POINT * (token.hp or 0)
        else:
            men_kinds[token.side].add(token.letter.upper())
            if token.prefix == "+":
                value = MAN[token.letter] + CROWNED_BONUS
            elif token.letter.isupper():
                value = MAN[token.letter] + ADVANCE * (sq // files)
            else:
                value = MAN[token.letter] + ADVANCE * (top - sq // files)
        if token.letter.isupper():
            white_score += value
            white_squares.append(sq)
        else:
            black_score += value
            black_squares.append(sq)
    score = {WHITE: white_score, opponent(WHITE): black_score}
    squares = {WHITE: white_squares, opponent(WHITE): black_squares}
    enemy = opponent(side)
    mine, theirs = squares[side], squares[enemy]
    if len(mine) == 1 and len(theirs) == 1 and lone_bosses(board, position):
        return 0.0  # a draw (see the module docstring)
    my_reserve, their_reserve = _reserve_bosses(position, side), _reserve_bosses(position, enemy)
    score[side] += my_reserve * reserve_value + SHIELD * _shields(position, side, men_kinds[side])
    score[enemy] += their_reserve * reserve_value + SHIELD * _shields(
        position, enemy, men_kinds[enemy]
    )
    my_pieces, their_pieces = len(mine) + my_reserve, len(theirs) + their_reserve
    if my_pieces == 1 or their_pieces == 1:
        verdict = _verdict(position, white_squares, black_squares, full_hp)
        if verdict is not None:
            return verdict_score(verdict, side, score[side] - score[enemy])
    lone = theirs if their_pieces == 1 else mine if my_pieces == 1 else []
    wounds = 0
    lone_piece = _piece(position.cells, lone[0]) if len(lone) == 1 else None
    if lone_piece is not None and lone_piece.prefix == "*":
        wounds = full_hp - (lone_piece.hp or 0)
    duel = None
    if my_pieces == their_pieces == 1 and len(mine) == len(theirs) == 1:
        bosses = [_piece(position.cells, sq) for sq in mine + theirs]
        if all(token.prefix == "*" for token in bosses):
            mine_boss, their_boss = ((token.letter.upper(), token.hp or 0) for token in bosses)
            duel = mine_boss, their_boss
    balance = lone_edge(score[side] - score[enemy], my_pieces, their_pieces, wounds, duel)
    if len(mine) + len(theirs) > ENDGAME_PIECES or not mine or not theirs:
        return balance
    edge = _hunt(position, white_squares, black_squares)
    if edge:  # a hit two hunters can force on a lone piece, solved (boss_hunts.py)
        return balance + (edge if side == WHITE else -edge)
    # Bosses are worn down only by pieces next to them, and a side that cannot move loses:
    # the searching side closes in on every enemy piece, ahead or not (see the docstring).
    distances = king_distances(board)
    pressure = PRESSURE * sum(min(distances[a][b] for b in theirs) for a in mine)
    if len(mine) + len(theirs) <= NET_PIECES:
        pressure += SAFE_SQUARE * _safe_squares(board, position, theirs, mine)
    return balance - pressure
