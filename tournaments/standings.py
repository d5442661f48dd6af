"""Standings and tie-breaks after the FIDE tie-break regulations (C.07).

The tie-breaks, named as C.07 names them, in an order the tournament chooses:

- BH: Buchholz, the sum of the opponents' scores.
- BH-C1: Buchholz Cut 1, the Buchholz without the lowest of those scores.
- SB: Sonneborn-Berger, the sum over the rounds of the points scored times the opponent's
  score.
- DE: Direct Encounter, the points scored against the players still tied with one, when all of
  them have met each other (otherwise it does not separate them).  It has a value only for the
  players it was applied to: None for the others (never tied when it was reached, or tied with
  players they did not all meet), which a table shows blank, as an unused tie-break is.
- WIN: the rounds in which the player got a win's points, over the board or not.
- WON: the games won over the board.

Unplayed rounds (byes of every kind, forfeits, absences) count as C.07 says: for the player's
own tie-breaks such a round is a game against a dummy opponent whose score is the player's
own score, and what the player got in that round is his score against the dummy. Opponents'
scores are their final scores. All values are integers in tenths of a point (SB in hundredths).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournaments.model import Tournament

TIEBREAKS = ("BH", "BH-C1", "SB", "DE", "WIN", "WON")
DEFAULT_ORDER = ("BH-C1", "BH", "SB", "DE", "WIN")


@dataclass(frozen=True)
class Standing:
    rank: int  # shared by players tied on points and every tie-break
    number: int
    points: int  # tenths
    tiebreaks: dict[str, int | None]  # DE None where it was not applied (see above)


def standings(
    tournament: Tournament, order: tuple[str, ...] = DEFAULT_ORDER, rounds: int | None = None
) -> list[Standing]:
    """The ranking after `rounds` rounds (by default every round paired so far)."""
    unknown = [name for name in order if name not in TIEBREAKS]
    if unknown:
        raise ValueError(f"unknown tie-break {unknown[0]!r}; known: {', '.join(TIEBREAKS)}")
    rounds = tournament.paired_rounds() if rounds is None else rounds
    system = tournament.points
    points: dict[int, int] = {}
    # (opponent or None for a dummy, points scored) per round, per player
    games: dict[int, list[tuple[int | None, int]]] = {}
    value = {code: system.points(code) for code in "10=WDL+-HFUZ "}
    for number, player in tournament.players.items():
        row = [
            (entry.opponent if entry.played else None, value[entry.result])
            for entry in player.rounds[:rounds]
        ]
        row += [(None, system.zero_bye)] * (rounds - len(row))
        games[number] = row
        points[number] = sum(scored for _, scored in row)
    values: dict[int, dict[str, int]] = {}
    for number, row in games.items():
        opponent_scores = [points[o] if o is not None else points[number] for o, _ in row]
        wins = sum(1 for _, scored in row if scored == system.win)
        won = sum(
            1 for o, scored in row if o is not None and scored == system.win
        )
        values[number] = {
            "BH": sum(opponent_scores),
            "BH-C1": sum(opponent_scores) - min(opponent_scores, default=0),
            "SB": sum(
                scored * score for (_, scored), score in zip(row, opponent_scores, strict=True)
            ),
            "WIN": wins,
            "WON": won,
            "DE": 0,
        }
    applied: set[int] = set()  # the players DE was applied to
    ordered = _rank(tournament, points, values, games, order, applied)
    result = []
    previous = None
    for position, number in enumerate(ordered, start=1):
        key = (points[number], *(values[number][name] for name in order))
        rank = position if key != previous else result[-1].rank
        previous = key
        shown: dict[str, int | None] = dict(values[number])
        if number not in applied:
            shown["DE"] = None
        result.append(Standing(rank, number, points[number], shown))
    return result


def _rank(
    tournament: Tournament,
    points: dict[int, int],
    values: dict[int, dict[str, int]],
    games: dict[int, list[tuple[int | None, int]]],
    order: tuple[str, ...],
    applied: set[int],
) -> list[int]:
    """Players best first; DE is computed within each group still tied when it is reached
    (the players it was applied to are added to ``applied``)."""
    groups = [sorted(tournament.players)]
    keys: list[str | None] = [None, *order]
    for name in keys:
        refined = []
        for group in groups:
            if name == "DE" and len(group) > 1 and _direct_encounter(group, values, games):
                applied.update(group)
            def key(number: int, name: str | None = name) -> int:
                return points[number] if name is None else values[number][name]
            group = sorted(group, key=lambda n: (-key(n), n))
            run: list[int] = []
            for number in group:
                if run and key(run[-1]) != key(number):
                    refined.append(run)
                    run = []
                run.append(number)
            refined.append(run)
        groups = refined
    return [number for group in groups for number in group]


def _direct_encounter(
    group: list[int], values: dict[int, dict[str, int]], games: dict[int, list]
) -> bool:
    """Set the group's DE values if everyone in it met everyone else; whether they did."""
    members = set(group)
    met = {
        number: {o for o, _ in games[number] if o in members} for number in group
    }
    if any(met[n] != members - {n} for n in group):
        return False  # not everyone met everyone: DE does not separate them
    for number in group:
        values[number]["DE"] = sum(scored for o, scored in games[number] if o in members)
    return True
