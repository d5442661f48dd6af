"""A stored tournament as the pure package sees it: players numbered, rounds as TRF cells.

Pairing numbers follow the initial order (FIDE C.04.2): the rating each entrant's number comes
from (frozen when they start playing), highest first, then the name, then the user id. They
are worked out afresh from the stored entries every time, so a late entrant takes their place
in that order and the numbers after it move up by one, as C.04.2 lets an arbiter reassign them;
nothing stored depends on a number (games and byes name users).

Every round's cell comes from what is stored: a game (its result, or blank while it goes on),
a bye (U the pairing-allocated bye, H a half-point bye asked for, Z zero, F a full point), or
Z for a round the entrant was not in the tournament for (before a late entry, after a
withdrawal). The round being paired carries only what is known before pairing it: the
half-point byes asked for and the absences.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from storage.status import TournamentSystem
from storage.tournaments import Entrant, Snapshot
from tournaments.model import Player, RoundEntry, Tournament
from tournaments.standings import Standing, standings

FIRST_COLOUR = "w"
"""Round 1's colour for pairing number 1 (TRF ``XXC white1``): fixed rather than drawn, so
every process pairs a round identically."""


@dataclass(frozen=True)
class Numbered:
    """The pure tournament and who is who in it."""

    tournament: Tournament
    number_of: dict[int, int]  # user id -> pairing number
    user_of: dict[int, int]  # pairing number -> user id
    entrants: dict[int, Entrant]  # by user id


def initial_order(entrants: Iterable[Entrant]) -> list[Entrant]:
    """Entrants in pairing-number order."""
    return sorted(entrants, key=lambda e: (-e.rating, e.name.casefold(), e.user_id))


def numbered(snapshot: Snapshot, *, through: int, pairing: int | None = None) -> Numbered:
    """The tournament with the rounds 1..``through`` as played so far and, when ``pairing`` is
    given, that round's column as it stands before it is paired."""
    ordered = initial_order(snapshot.entrants)
    number_of = {e.user_id: n for n, e in enumerate(ordered, start=1)}
    games = {}
    for game in snapshot.games:
        if game.round <= through:
            games[(game.round, game.white_id)] = (game, "w", game.black_id, game.white_result)
            games[(game.round, game.black_id)] = (game, "b", game.white_id, game.black_result)
    byes = {(b.round, b.user_id): b.kind for b in snapshot.byes}
    players = {}
    for entrant in ordered:
        cells = []
        for r in range(1, through + 1):
            found = games.get((r, entrant.user_id))
            if found is not None:
                _, colour, opponent, result = found
                cells.append(RoundEntry(number_of[opponent], colour, result or " "))
            elif (r, entrant.user_id) in byes:
                cells.append(RoundEntry(0, "-", byes[(r, entrant.user_id)]))
            else:
                cells.append(RoundEntry(0, "-", "Z"))
        if pairing is not None:
            if not entrant.plays_in(pairing):
                cells.append(RoundEntry(0, "-", "Z"))
            elif byes.get((pairing, entrant.user_id)) == "H":
                cells.append(RoundEntry(0, "-", "H"))
        number = number_of[entrant.user_id]
        players[number] = Player(number=number, name=entrant.name, rating=entrant.rating,
                                 rounds=cells)
    tournament = Tournament(
        players=players,
        name=snapshot.tournament.name,
        total_rounds=snapshot.tournament.rounds,
        initial_colour=FIRST_COLOUR,
    )
    for player in players.values():
        player.points = sum(tournament.points.points(e.result) for e in player.rounds)
    return Numbered(
        tournament=tournament,
        number_of=number_of,
        user_of={n: u for u, n in number_of.items()},
        entrants={e.user_id: e for e in ordered},
    )


def completed_rounds(snapshot: Snapshot) -> int:
    """The last round whose games are all decided (the current one once it is over)."""
    last = snapshot.tournament.current_round
    if last and any(not g.decided for g in snapshot.games_of(last)):
        return last - 1
    return last


def annulled(snapshot: Snapshot, table: Numbered) -> set[int]:
    """The pairing numbers of round-robin players who withdrew having played under half of
    their games: their results stay in the table, but the points scored by them or against
    them count for nobody (FIDE Tournament Rules V.4.1).  Whoever withdraws later loses the
    rest by forfeit, as the schedule already says."""
    if snapshot.tournament.system == TournamentSystem.SWISS:
        return set()
    cycles = 2 if snapshot.tournament.system == TournamentSystem.DOUBLE_ROUND_ROBIN else 1
    games = cycles * (len(snapshot.entrants) - 1)
    numbers = set()
    for entrant in snapshot.entrants:
        if entrant.withdrawn_round is None:
            continue
        number = table.number_of[entrant.user_id]
        played = sum(1 for e in table.tournament.players[number].rounds if e.played)
        if 2 * played < games:
            numbers.add(number)
    return numbers


def ranking(snapshot: Snapshot, order: tuple[str, ...]) -> tuple[Numbered, list[Standing]]:
    """The standings after the last completed round, with the tie-breaks in ``order`` (a
    round-robin's as C.07 counts them there, annulled players' results counted out)."""
    rounds = completed_rounds(snapshot)
    table = numbered(snapshot, through=rounds)
    round_robin = snapshot.tournament.system != TournamentSystem.SWISS
    return table, standings(table.tournament, order, rounds=rounds, round_robin=round_robin,
                            annulled=annulled(snapshot, table))
