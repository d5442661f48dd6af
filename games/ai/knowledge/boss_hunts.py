"""Checkers with Bosses, two hunters against a lone piece: where the hunters can force a hit.

The ending that decides most long games is two pieces against one.  A boss on an edge can be
jumped only along it and one in a corner not at all, nobody may pass, and captures are
compulsory for both sides: whether the two can land a hit, and how, is beyond a search of a
few plies.  So it is solved here, as a game of its own.  The hunters win it with a clean hit:
a jump after which the prey, if it survives, has no jump back (or by leaving the prey without
a move, which wins the real game).  They lose it the moment the prey can jump one of them,
and when every jump they must make lets the prey jump back: a trade, which a worn hunter may
not survive, and which the search judges with the hit points it knows.  A win of this game is
a hit the hunters can force at no risk.

The pieces must all move as crowned pieces (bosses without ``boss_promotes``, crowned men);
hit points play no part (the prey is taken to survive the hit), and neither do the reserves,
as long as the side to move owes no drop.  Solved with the engine's own step and jump tables
of crowned pieces, which are the same for both sides, by retrograde analysis: under a second
for each of the 17 combinations of kinds (three diagonal pieces are left out: the
different-bindings shift would apply), four seconds in all.  Solved inside a search, that
made some 0.5 s moves take 1.26 s (issue 44), and solved in every AI worker's start it made
the bot miss its start-up bounds under load; so the solution is stored in ``boss_hunts.zip``
beside this module, one member a combination, read (a few milliseconds) the first time a
search meets the combination.  ``python -m games.ai.knowledge.solved_tables`` solves it again;
the file keeps the fingerprint of the solver and the engine's tables it read, and a test
fails, naming that command, when they change.  Tests hold the stored solution to a search
through the engine contract (``tests/ai/test_boss_hunts.py``).

What the solution says (the share of positions, hunters to move, with a clean hit they can
force; the longest hunt in hunter moves): a diagonal prey is caught by a compound and an
orthogonal hunter in 97 % (17 moves), by two compound ones in 95 % (11), by a diagonal and a
compound one in 52 % (18), by two orthogonal ones in 18 % and a diagonal and an orthogonal one
in 11 %.  An orthogonal or compound prey escapes any two hunters: under 9 %, and then only
with a jump on the board or one move away.  Those endings are won, if at all, by trades that
leave the hunters ahead (``checkers_bosses``'s ``LONE_TRADE``).
"""

from __future__ import annotations

import itertools
import zipfile
from collections import deque
from functools import cache
from pathlib import Path

from games.ai.knowledge.fingerprint import fingerprint
from games.engines.checkers_bosses.pieces import CROWNED, DIAG, JUMPS, KIND_LETTER, KINDS, STEPS

SQUARES = 64
UNSOLVED = 255  # no forced hit
TRADE = 254  # while solving: the hunters must jump, and every jump allows one back
Hunt = tuple[bytearray, bytearray]  # distances with the hunters to move, with the prey to move


def forced_hit(
    hunters: tuple[tuple[int, int], tuple[int, int]],
    prey: tuple[int, int],
    hunters_to_move: bool,
) -> int | None:
    """In how many hunter moves two hunters ((kind, square) each) can force a clean hit on the
    prey (kind, square), the hunters to move or not: 0 when they jump it now with no jump back
    (or it cannot move); None when they cannot force one.  The first call for a combination
    of kinds reads its stored solution (a few milliseconds), later ones find it read."""
    (kind_a, sq_a), (kind_b, sq_b) = sorted(hunters)
    prey_kind, prey_sq = prey
    if kind_a == kind_b == prey_kind == DIAG:
        return None
    with_hunters, with_prey = solution(kind_a, kind_b, prey_kind)
    index = (sq_a * SQUARES + sq_b) * SQUARES + prey_sq
    distance = (with_hunters if hunters_to_move else with_prey)[index]
    return None if distance == UNSOLVED else distance


TABLE = Path(__file__).with_name("boss_hunts.zip")
FINGERPRINT_MEMBER = "fingerprint"


def combinations() -> list[tuple[int, int, int]]:
    """Every combination solved: two hunters' kinds (in order) and the prey's, less three
    diagonal pieces."""
    pairs = itertools.combinations_with_replacement(sorted(KINDS), 2)
    return [
        (a, b, p)
        for (a, b), p in itertools.product(pairs, sorted(KINDS))
        if a != b or b != p or p != DIAG
    ]


def combination_name(kind_a: int, kind_b: int, prey_kind: int) -> str:
    """The combination's name in the table file: ``DO-c`` for a diagonal and an orthogonal
    hunter against a compound prey."""
    return f"{KIND_LETTER[kind_a]}{KIND_LETTER[kind_b]}-{KIND_LETTER[prey_kind].lower()}"


@cache
def solution(kind_a: int, kind_b: int, prey_kind: int) -> Hunt:
    """The distance to a forced hit of every position of two hunters of ``kind_a`` and
    ``kind_b`` (on squares a and b) against a prey of ``prey_kind`` (on p), at index
    ``(a * 64 + b) * 64 + p``; ``UNSOLVED`` where there is none (or no such position).
    Read from the stored table (``solve`` made it)."""
    with zipfile.ZipFile(TABLE) as table:
        data = table.read(combination_name(kind_a, kind_b, prey_kind))
    size = SQUARES**3
    return bytearray(data[:size]), bytearray(data[size:])


def sources_fingerprint() -> str:
    """The fingerprint of what ``solve`` reads: its code and the engine's step and jump
    tables of crowned pieces."""
    code = (solve, _clean, _landings, _reach, combinations, combination_name)
    return fingerprint((*code, SQUARES, UNSOLVED, TRADE, CROWNED, DIAG, KINDS, STEPS, JUMPS))


def stored_fingerprint() -> str:
    """The fingerprint the stored table was solved with."""
    with zipfile.ZipFile(TABLE) as table:
        return table.read(FINGERPRINT_MEMBER).decode()


def write_table() -> int:
    """Solve every combination and store the solution with today's fingerprint (the same
    bytes for the same solution: no dates in the file); how many combinations."""
    done = combinations()
    with zipfile.ZipFile(TABLE, "w", zipfile.ZIP_LZMA) as table:
        table.writestr(_entry(FINGERPRINT_MEMBER), sources_fingerprint())
        for kinds in done:
            with_hunters, with_prey = solve(*kinds)
            table.writestr(_entry(combination_name(*kinds)), bytes(with_hunters) + bytes(with_prey))
    return len(done)


def _entry(name: str) -> zipfile.ZipInfo:
    entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    entry.compress_type = zipfile.ZIP_LZMA
    return entry


def solve(kind_a: int, kind_b: int, prey_kind: int) -> Hunt:
    """``solution`` solved afresh, by retrograde analysis (see the module docstring)."""
    steps_a, steps_b, steps_p = (STEPS[kind | CROWNED] for kind in (kind_a, kind_b, prey_kind))
    lands_a, lands_b, lands_p = (_landings(kind) for kind in (kind_a, kind_b, prey_kind))
    size = SQUARES**3
    with_hunters, with_prey = bytearray([UNSOLVED]) * size, bytearray([UNSOLVED]) * size
    # The prey's moves not yet shown to lead to a forced hit; None: it can jump (the hunt fails).
    open_moves: list[int | None] = [None] * size
    hunted: deque[int] = deque()  # hunter-to-move positions solved, nearest first
    cornered: deque[int] = deque()  # prey-to-move positions solved, nearest first
    for a in range(SQUARES):
        from_a = lands_a[a]
        for b in range(SQUARES):
            if a == b:
                continue
            from_b = lands_b[b]
            for p in range(SQUARES):
                if p in (a, b):
                    continue
                index = (a * SQUARES + b) * SQUARES + p
                # A jump lands on an empty square: never on a hunter's, never on the prey's.
                land_a, land_b = from_a.get(p, b), from_b.get(p, a)
                if land_a != b or land_b != a:  # the hunters must jump
                    if _clean(lands_p[p], land_a, b) or _clean(lands_p[p], land_b, a):
                        with_hunters[index] = 0
                        hunted.append(index)
                    else:
                        with_hunters[index] = TRADE
                from_p = lands_p[p]
                if from_p.get(a, b) != b or from_p.get(b, a) != a:
                    continue  # the prey must jump a hunter
                free = sum(1 for t in steps_p[p] if t != a and t != b)
                open_moves[index] = free
                if not free:
                    with_prey[index] = 0  # the prey cannot move: its side has lost
                    cornered.append(index)
    while hunted or cornered:
        if cornered and (not hunted or with_prey[cornered[0]] < with_hunters[hunted[0]]):
            # The hunters' move that led here is a forced hit one move further.
            index = cornered.popleft()
            distance = with_prey[index] + 1
            a, rest = divmod(index, SQUARES * SQUARES)
            b, p = divmod(rest, SQUARES)
            for t in steps_a[a]:
                if t != b and t != p:
                    _reach(with_hunters, (t * SQUARES + b) * SQUARES + p, distance, hunted)
            for t in steps_b[b]:
                if t != a and t != p:
                    _reach(with_hunters, (a * SQUARES + t) * SQUARES + p, distance, hunted)
        else:
            # One more of the prey's moves from each position before this leads to a hit.
            index = hunted.popleft()
            distance = with_hunters[index]
            rest, p = divmod(index, SQUARES)
            for q in steps_p[p]:
                before = rest * SQUARES + q
                left = open_moves[before]
                if q in (rest // SQUARES, rest % SQUARES) or left is None:
                    continue
                open_moves[before] = left - 1
                if left == 1 and with_prey[before] == UNSOLVED:
                    with_prey[before] = distance
                    cornered.append(before)
    return with_hunters.replace(bytes([TRADE]), bytes([UNSOLVED])), with_prey


def _clean(from_prey: dict[int, int], landed: int, other: int) -> bool:
    """Whether a hunter that jumped the prey and landed on ``landed`` (not a jump: ``landed``
    is the other hunter's square) leaves the prey, if it survives, no jump back at either
    hunter (``from_prey``: where the prey lands jumping each neighbour)."""
    if landed == other:
        return False
    return from_prey.get(landed, other) == other and from_prey.get(other, landed) == landed


@cache
def _landings(kind: int) -> tuple[dict[int, int], ...]:
    """By square, where a crowned piece of ``kind`` there lands jumping each neighbour."""
    return tuple(dict(jumps) for jumps in JUMPS[kind | CROWNED])


def _reach(table: bytearray, index: int, distance: int, queue: deque[int]) -> None:
    if table[index] == UNSOLVED:
        table[index] = distance
        queue.append(index)


# What a hunt the hunters can force is worth to them, less ``HUNT_STEP`` a hunter move it
# takes (the search then shortens it).  Below what the clean hit gains (a hit point and the
# lone boss's wound, ``checkers_bosses.LONE_TRADE``), so the hit is taken when it comes; above
# what a trade of hits gains (the wound alone), so a hunt is not given up for one.
HUNT = 5.0
HUNT_STEP = 0.05


def hunt_edge(
    white: list[tuple[int, int]], black: list[tuple[int, int]], white_to_move: bool
) -> float:
    """White's edge (negative: Black's) from a hit two hunters can force on a lone piece:
    ``HUNT`` less ``HUNT_STEP`` per hunter move to the hit, 0 where there is none or the
    position is not two against one.  ``white`` and ``black`` list (kind, square) of every
    piece on the board; the caller has checked the hunt applies (every piece moves as
    crowned, the side to move owes no drop)."""
    if len(white) + len(black) != 3 or not white or not black:
        return 0.0
    white_hunts = len(white) == 2
    hunters, (prey,) = (white, black) if white_hunts else (black, white)
    distance = forced_hit((hunters[0], hunters[1]), prey, white_to_move == white_hunts)
    if distance is None:
        return 0.0
    edge = HUNT - HUNT_STEP * distance
    return edge if white_hunts else -edge
