"""Standings and tie-breaks after the FIDE tie-break regulations (C.07, 2024).

The tie-breaks, named as C.07 names them, in an order the tournament chooses:

- BH: Buchholz, the sum of the opponents' scores.
- BH-C1: Buchholz Cut 1, the Buchholz without its least significant value; a voluntarily
  unplayed round is cut before any opponent (C.07 16.5).
- SB: Sonneborn-Berger, the sum over the rounds of the points scored times the opponent's
  score.
- DE: Direct Encounter, the points scored against the players still tied with one (C.07 6).
  It separates them when all of them met each other; in a Swiss, when they did not all meet,
  it still ranks first a player whose points against the others none of them can reach any
  more (each unplayed encounter counted as a win for them).  It is applied again to the
  players it leaves tied, as long as it separates someone.  It has a value only for the
  players it was applied to: None for the others, which a table shows blank.
- WIN: the rounds in which the player got a win's points, over the board or not.
- WON: the games won over the board.
- KS: Koya, the points scored against the opponents who scored at least half of the most
  they could score (for round-robins).

Unplayed rounds in a Swiss (C.07 16):

- A voluntarily unplayed round (VUR: a half- or zero-point bye, an absence, a forfeit loss) is,
  like every other round without a game, a game against a dummy opponent whose score is the
  player's own final score (16.4), the points the player got being his result against it.
- For the opponents' tie-breaks, a player's score is adjusted (16.3): the rounds after his
  last round that was not a VUR (after a withdrawal, say), when he had no opponent in them,
  count as draws; a forfeit loss keeps its zero.

In a round-robin there is no dummy: a forfeit counts as a game against the scheduled opponent
(the table says who it was), the round a player sits out (an odd number of players) counts for
nothing, and the opponents' scores are their own.  A round-robin player who withdrew having
played under half of their games is *annulled* (FIDE Tournament Rules V.4.1): their results
stay in the table, but the points scored by them or against them count for nobody.

All values are integers in tenths of a point (SB in hundredths).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import partial

from tournaments.model import RoundEntry, Tournament

TIEBREAKS = ("BH", "BH-C1", "SB", "DE", "WIN", "WON", "KS")
DEFAULT_ORDER = ("BH-C1", "BH", "SB", "DE", "WIN")
"""C.07's recommendation for an individual Swiss: the Buchholz family first."""
ROUND_ROBIN_ORDER = ("DE", "SB", "WIN", "KS")
"""C.07's recommendation for an individual round-robin."""

VOLUNTARILY_UNPLAYED = frozenset("-HZ ")
"""Round entries that are voluntarily unplayed rounds (VUR, C.07 16): a forfeit loss, a half-
or zero-point bye, an absence; not a game, a pairing-allocated or full-point bye, a forfeit
win."""


@dataclass(frozen=True)
class Standing:
    rank: int  # shared by players tied on points and every tie-break
    number: int
    points: int  # tenths
    tiebreaks: dict[str, int | None]  # DE None where it was not applied (see above)


@dataclass(frozen=True, slots=True)
class _Round:
    """One round of a player as the tie-breaks see it."""

    opponent: int | None  # the opponent this round counts against; None: a dummy or nothing
    scheduled: bool  # the player had an opponent in the round (a game or a forfeit)
    scored: int  # tenths
    played: bool  # a game over the board
    unplayed_voluntarily: bool
    counts: bool  # whether the round exists for the tie-breaks (not a sit-out, not annulled)


def standings(
    tournament: Tournament,
    order: tuple[str, ...] = DEFAULT_ORDER,
    rounds: int | None = None,
    *,
    round_robin: bool = False,
    annulled: Collection[int] = (),
) -> list[Standing]:
    """The ranking after `rounds` rounds (by default every round paired so far).

    ``round_robin``: the tournament is a round-robin (no dummy opponents, see the module);
    ``annulled``: pairing numbers of round-robin players whose results count for nobody."""
    unknown = [name for name in order if name not in TIEBREAKS]
    if unknown:
        raise ValueError(f"unknown tie-break {unknown[0]!r}; known: {', '.join(TIEBREAKS)}")
    rounds = tournament.paired_rounds() if rounds is None else rounds
    annulled = frozenset(annulled)
    system = tournament.points
    games = {
        number: _rounds(tournament, number, rounds, round_robin, annulled)
        for number in tournament.players
    }
    points = {n: sum(r.scored for r in row if r.counts) for n, row in games.items()}
    faced = (
        points if round_robin
        else {n: _adjusted_score(row, system.draw) for n, row in games.items()}
    )
    most = {n: system.win * sum(1 for r in row if r.counts) for n, row in games.items()}
    values: dict[int, dict[str, int]] = {}
    for number, row in games.items():
        counted = [r for r in row if r.counts]
        scores = [
            faced[r.opponent] if r.opponent is not None else points[number] for r in counted
        ]
        cut = 0
        if scores:
            voluntary = [s for r, s in zip(counted, scores, strict=True)
                         if r.unplayed_voluntarily]
            cut = voluntary[0] if voluntary else min(scores)
        values[number] = {
            "BH": sum(scores),
            "BH-C1": sum(scores) - cut,
            "SB": sum(r.scored * s for r, s in zip(counted, scores, strict=True)),
            "WIN": sum(1 for r in counted if r.scored == system.win),
            "WON": sum(1 for r in counted if r.played and r.scored == system.win),
            "KS": _koya(counted, points, most),
            "DE": 0,
        }
    shown_de: dict[int, int] = {}  # DE's value, for the players it was applied to
    de_place: dict[int, int] = {}
    ordered = _rank(points, values, games, order, system.win, round_robin, shown_de, de_place)
    result = []
    previous = None
    for position, number in enumerate(ordered, start=1):
        key = (points[number], *(
            -de_place.get(number, 0) if name == "DE" else values[number][name]
            for name in order
        ))
        rank = position if key != previous else result[-1].rank
        previous = key
        shown: dict[str, int | None] = dict(values[number])
        shown["DE"] = shown_de.get(number)
        result.append(Standing(rank, number, points[number], shown))
    return result


def _rounds(
    tournament: Tournament, number: int, rounds: int, round_robin: bool,
    annulled: frozenset[int],
) -> list[_Round]:
    player = tournament.players[number]
    system = tournament.points
    row = []
    for r in range(1, rounds + 1):
        entry: RoundEntry = player.entry(r)
        scored = system.points(entry.result)
        voluntary = entry.result in VOLUNTARILY_UNPLAYED and not entry.played
        if round_robin:
            opponent = entry.opponent or None  # a forfeit counts against the scheduled opponent
            counts = opponent is not None and number not in annulled and opponent not in annulled
            row.append(_Round(opponent, opponent is not None, scored, entry.played, False, counts))
        else:
            opponent = entry.opponent if entry.played else None
            row.append(_Round(opponent, entry.opponent > 0, scored, entry.played, voluntary, True))
    return row


def _adjusted_score(row: list[_Round], draw: int) -> int:
    """A Swiss player's score as their opponents' tie-breaks count it (C.07 16.3): the rounds
    after the last one that was not voluntarily unplayed in which they had no opponent at all
    (a withdrawal, an absence to the end) count as draws; a forfeit loss stays a loss."""
    last = max((i for i, r in enumerate(row) if not r.unplayed_voluntarily), default=-1)
    return sum(
        draw if i > last and not r.scheduled else r.scored for i, r in enumerate(row)
    )


def _koya(counted: list[_Round], points: dict[int, int], most: dict[int, int]) -> int:
    """The points scored against the opponents who scored at least half of the most they could
    (``most``: a win in every round that counts for them)."""
    return sum(
        r.scored for r in counted
        if r.opponent is not None and 2 * points[r.opponent] >= most[r.opponent]
    )


def _rank(
    points: dict[int, int],
    values: dict[int, dict[str, int]],
    games: dict[int, list[_Round]],
    order: tuple[str, ...],
    win: int,
    round_robin: bool,
    shown_de: dict[int, int],
    de_place: dict[int, int],
) -> list[int]:
    """Players best first: each criterion refines the groups still tied on the ones before;
    DE orders each group itself (``de_place``: a player's place within the group it ordered,
    ``shown_de``: the values it showed)."""
    groups = _split([list(points)], lambda n: points[n])
    for name in order:
        if name == "DE":
            refined = []
            for group in groups:
                parts = _direct_encounter(group, games, win, round_robin, shown_de)
                for place, part in enumerate(parts):
                    for number in part:
                        de_place[number] = place
                refined += parts
            groups = refined
        else:
            groups = _split(groups, partial(_value, values, name))
    return [number for group in groups for number in group]


def _value(values: dict[int, dict[str, int]], name: str, number: int) -> int:
    """Player ``number``'s value of the criterion ``name`` (a sort key for :func:`_split`)."""
    return values[number][name]


def _split(groups: list[list[int]], key: Callable[[int], int]) -> list[list[int]]:
    """Each group sorted by ``key`` (highest first, then pairing number) and cut where it
    changes."""
    refined = []
    for group in groups:
        run: list[int] = []
        for number in sorted(group, key=lambda n: (-key(n), n)):
            if run and key(run[-1]) != key(number):
                refined.append(run)
                run = []
            run.append(number)
        refined.append(run)
    return refined


def _direct_encounter(
    group: list[int], games: dict[int, list[_Round]], win: int, round_robin: bool,
    shown: dict[int, int],
) -> list[list[int]]:
    """The group ordered by direct encounter (C.07 6), as subgroups best first; applied again
    to each subgroup it leaves tied, for as long as it separates someone."""
    if len(group) < 2:
        return [group]
    members = set(group)
    scored = {}
    met = {}
    for number in group:
        against = [
            r for r in games[number]
            if r.counts and r.opponent in members and (r.played or round_robin)
        ]
        scored[number] = sum(r.scored for r in against)
        met[number] = {r.opponent for r in against}
    all_met = round_robin or all(met[n] == members - {n} for n in group)
    if all_met:
        parts = _split([group], lambda n: scored[n])
    else:
        best = {n: scored[n] + win * (len(group) - 1 - len(met[n])) for n in group}
        ranked = sorted(group, key=lambda n: (-scored[n], -best[n], n))
        parts = []
        rest = ranked
        while len(rest) > 1 and scored[rest[0]] > max(best[n] for n in rest[1:]):
            parts.append([rest[0]])
            rest = rest[1:]
        parts.append(sorted(rest))
    if all_met or len(parts) > 1:
        for number in group:
            shown[number] = scored[number]
    if len(parts) == 1:
        return parts
    return [sub for part in parts for sub in _direct_encounter(part, games, win, round_robin,
                                                                 shown)]
