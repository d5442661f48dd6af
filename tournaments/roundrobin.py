"""Round-robin schedules by the Berger tables (FIDE Handbook C.05, Annex 1).

With n players (n even), players 1..n-1 turn around player n. In round r the player a with
2a ≡ r+1 (mod n-1) meets n, on board 1, with white in odd rounds and black in even ones; board
j+1 has white a+j against black a-j (mod n-1, numbers 1..n-1). With an odd number of players
a dummy n+1 is added and whoever meets it has the bye. A double round-robin plays the table
twice: the first cycle with its last two rounds swapped, as Annex 1 recommends, the second in
the table's own order with the colours reversed. Swapping only the first cycle's rounds is
what keeps everyone from three games of one colour in a row at the turn (for 3 to 16 players
nobody has one; swapping both cycles gives two players of four W W B B B W).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundRobinRound:
    """One round: (white, black) per board, and who has the bye (an odd number of players)."""

    number: int
    pairs: list[tuple[int, int]]
    bye: int | None = None


def berger_round(players: int, round_number: int) -> RoundRobinRound:
    """Round `round_number` of the Berger table for `players` players (pairing numbers 1..)."""
    if players < 2:
        raise ValueError("a round-robin needs at least two players")
    n = players + players % 2
    if not 1 <= round_number <= n - 1:
        raise ValueError(f"a round-robin of {players} players has rounds 1 to {n - 1}")
    m = n - 1
    a = next(x for x in range(1, n) if (2 * x - round_number - 1) % m == 0)
    boards = [(a, n) if round_number % 2 else (n, a)]
    for j in range(1, n // 2):
        boards.append(((a + j - 1) % m + 1, (a - j - 1) % m + 1))
    bye = None
    if players % 2:
        [opponent] = [w if b == n else b for w, b in boards if n in (w, b)]
        bye = opponent
        boards = [pair for pair in boards if n not in pair]
    return RoundRobinRound(round_number, boards, bye)


def schedule(players: int, double: bool = False) -> list[RoundRobinRound]:
    """Every round of a single (or double) round-robin."""
    n = players + players % 2
    first = [berger_round(players, r) for r in range(1, n)]
    if not double:
        return first
    cycle = first[:-2] + [first[-1], first[-2]] if len(first) >= 2 else first
    rounds = [RoundRobinRound(i, r.pairs, r.bye) for i, r in enumerate(cycle, start=1)]
    offset = len(rounds)
    rounds += [
        RoundRobinRound(offset + i, [(b, w) for w, b in r.pairs], r.bye)
        for i, r in enumerate(first, start=1)
    ]
    return rounds
