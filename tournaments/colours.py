"""Colour allocation within a pair (the Dutch system's colour rules, in their order).

1. grant both preferences; 2. grant the stronger one (two absolute preferences: the wider
colour difference); 3. alternate from the most recent game in which the two had different
colours (the games played, counted back from each player's last one); 4. grant the
higher-ranked player's preference; 5. the higher-ranked player gets the initial colour when
his pairing number (counting only players who have been or are being paired) is odd, the
other colour when it is even.
"""

from __future__ import annotations

from tournaments.competitors import ABSOLUTE, Competitor


def other(colour: str) -> str:
    return "b" if colour == "w" else "w"


def ranks_higher(a: Competitor, b: Competitor) -> bool:
    """Pairing order: more points first, then the smaller pairing number."""
    return (-a.score, a.number) < (-b.score, b.number)


def colour_of_first(a: Competitor, b: Competitor, initial: str) -> str:
    """The colour `a` gets when paired with `b`."""
    pa, pb = a.preference, b.preference
    if pa is None and pb is None:
        higher = a if ranks_higher(a, b) else b
        colour = initial if higher.parity % 2 == 1 else other(initial)
        return colour if higher is a else other(colour)
    if pb is None or (pa is not None and pa != pb):
        return pa  # type: ignore[return-value]
    if pa is None:
        return other(pb)
    if a.strength != b.strength:
        return pa if a.strength > b.strength else other(pb)
    if a.strength == ABSOLUTE and abs(a.difference) != abs(b.difference):
        return pa if abs(a.difference) > abs(b.difference) else other(pb)
    for mine, theirs in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if mine != theirs:
            return other(mine)
    return pa if ranks_higher(a, b) else other(pb)


def violations(a: Competitor, b: Competitor, initial: str) -> tuple[int, int, int, int]:
    """For the pair a-b with its allocated colours: (topscorers or their opponents with a
    colour difference beyond ±2, ... with a third same colour in a row, players without their
    preference, players without their strong or absolute preference)."""
    colour_a = colour_of_first(a, b, initial)
    outside = streak = unmet = unmet_strong = 0
    involves_topscorer = a.topscorer or b.topscorer
    for player, colour in ((a, colour_a), (b, other(colour_a))):
        if player.preference is not None and player.preference != colour:
            unmet += 1
            if player.strength >= 2:
                unmet_strong += 1
        if involves_topscorer:
            difference = player.difference + (1 if colour == "w" else -1)
            if abs(difference) > 2:
                outside += 1
            if player.colours[-2:] == [colour, colour]:
                streak += 1
    return outside, streak, unmet, unmet_strong
