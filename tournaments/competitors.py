"""What the Dutch rules need to know about each player before a round is paired.

Everything here is derived from the round entries, never from the totals a file states:
scores, the colour history of games really played (forfeits and byes have no colour), the
floats of the last two rounds, the eligibility for the pairing-allocated bye.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournaments.model import Tournament

ABSOLUTE, STRONG, MILD, NONE = 3, 2, 1, 0


@dataclass
class Competitor:
    number: int
    score: int  # tenths
    colours: list[str]  # colours of the games played, in order ('w'/'b')
    by_round: list[str | None]  # colour per earlier round, None when no game was played
    opponents: set[int]  # opponents met over the board (forfeits do not count)
    floats: list[str | None]  # per earlier round: 'D' downfloat, 'U' upfloat, None
    bye_eligible: bool
    unplayed: int  # earlier rounds without a game played
    topscorer: bool = False
    parity: int = 0  # 1-based rank among the players who have been or are being paired
    preference: str | None = field(init=False)
    strength: int = field(init=False)
    difference: int = field(init=False)

    def __post_init__(self) -> None:
        self.difference = self.colours.count("w") - self.colours.count("b")
        self.preference, self.strength = colour_preference(self.colours)

    def floated(self, rounds_ago: int, kind: str) -> bool:
        """Whether the player got a float of `kind` ('D'/'U') `rounds_ago` rounds back."""
        return len(self.floats) >= rounds_ago and self.floats[-rounds_ago] == kind


def colour_preference(colours: list[str]) -> tuple[str | None, int]:
    """The preferred colour and its strength (A.6): absolute, strong, mild or none."""
    if not colours:
        return None, NONE
    difference = colours.count("w") - colours.count("b")
    if difference > 1:
        return "b", ABSOLUTE
    if difference < -1:
        return "w", ABSOLUTE
    if colours[-2:] == ["w", "w"]:
        return "b", ABSOLUTE
    if colours[-2:] == ["b", "b"]:
        return "w", ABSOLUTE
    if difference == 1:
        return "b", STRONG
    if difference == -1:
        return "w", STRONG
    return ("b" if colours[-1] == "w" else "w"), MILD


def competitors(tournament: Tournament, round_number: int, numbers: list[int]) -> dict[
    int, Competitor
]:
    """The Competitor of each player in `numbers` for the pairing of `round_number`."""
    points = tournament.points
    scores_before: dict[int, list[int]] = {}
    for number, player in tournament.players.items():
        running, history = 0, []
        for r in range(1, round_number):
            history.append(running)
            running += points.points(player.entry(r).result)
        history.append(running)
        scores_before[number] = history
    max_score = (round_number - 1) * points.win
    final_round = tournament.total_rounds is not None and round_number == tournament.total_rounds
    participants = sorted(
        set(numbers)
        | {
            number
            for number, player in tournament.players.items()
            if any(player.entry(r).is_pairing for r in range(1, round_number))
        }
    )
    parity = {number: index for index, number in enumerate(participants, start=1)}
    result = {}
    for number in numbers:
        player = tournament.players[number]
        colours: list[str] = []
        by_round: list[str | None] = []
        opponents: set[int] = set()
        floats: list[str | None] = []
        eligible, unplayed = True, 0
        for r in range(1, round_number):
            entry = player.entry(r)
            if entry.played:
                colours.append(entry.colour)
                by_round.append(entry.colour)
                opponents.add(entry.opponent)
                mine = scores_before[number][r - 1]
                theirs = scores_before[entry.opponent][r - 1]
                floats.append("D" if mine > theirs else "U" if mine < theirs else None)
            else:
                by_round.append(None)
                unplayed += 1
                worth = points.points(entry.result)
                floats.append("D" if worth > points.loss else None)
            if entry.result in "U+F" and not entry.played:
                eligible = False
        score = scores_before[number][round_number - 1]
        result[number] = Competitor(
            number=number,
            score=score,
            colours=colours,
            by_round=by_round,
            opponents=opponents,
            floats=floats,
            bye_eligible=eligible,
            unplayed=unplayed,
            topscorer=final_round and 2 * score > max_score,
            parity=parity[number],
        )
    return result
