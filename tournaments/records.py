"""Building a tournament as it is played: pairing numbers from ratings, results of a round.

Pairing numbers follow the initial order of the FIDE general handling rules for Swiss
tournaments: rating (highest first), then title, then name. The rating is whatever the caller
ranks players by (for Gamut, the game's rating, an unrated player given a stated default).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tournaments.dutch import Pairing
from tournaments.model import Player, RoundEntry, Tournament

TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
RESULTS = {("1", "0"), ("0", "1"), ("=", "="), ("+", "-"), ("-", "+"), ("-", "-")}
"""(white, black) result codes a game may have: won, drawn, forfeited by one or by both."""


@dataclass(frozen=True)
class Entrant:
    name: str
    rating: int
    title: str = ""


def _title_rank(title: str) -> int:
    return TITLES.index(title) if title in TITLES else len(TITLES)


def new_tournament(
    entrants: Iterable[Entrant], rounds: int | None = None, initial_colour: str = "w"
) -> Tournament:
    """Players numbered in the initial order (rating, title, name)."""
    ordered = sorted(entrants, key=lambda e: (-e.rating, _title_rank(e.title), e.name))
    players = {
        number: Player(number=number, name=e.name, rating=e.rating, title=e.title)
        for number, e in enumerate(ordered, start=1)
    }
    return Tournament(players=players, total_rounds=rounds, initial_colour=initial_colour)


def record_round(
    tournament: Tournament, pairing: Pairing, results: Sequence[tuple[str, str]]
) -> None:
    """Write a round's results (one (white, black) code pair per board of `pairing`) and its
    bye into the players' rows, updating their stated points."""
    if len(results) != len(pairing.pairs):
        raise ValueError(f"{len(pairing.pairs)} boards, {len(results)} results")
    for result in results:
        if result not in RESULTS:
            raise ValueError(f"not a result: {result!r}; one of {sorted(RESULTS)}")
    r = pairing.round_number
    cells: dict[int, RoundEntry] = {}
    for (white, black), (white_result, black_result) in zip(pairing.pairs, results, strict=True):
        cells[white] = RoundEntry(black, "w", white_result)
        cells[black] = RoundEntry(white, "b", black_result)
    if pairing.bye is not None:
        cells[pairing.bye] = RoundEntry(0, "-", "U")
    for number, entry in cells.items():
        row = tournament.players[number].rounds
        row.extend([RoundEntry()] * (r - len(row)))
        row[r - 1] = entry
    for player in tournament.players.values():
        player.points = sum(tournament.points.points(e.result) for e in player.rounds)
