"""A stored tournament as a FIDE Tournament Report File, at any moment of it.

TRF-2016 holds finished rounds only: while a round is being played, the file has the rounds
before it and, in the round under way, only what was known before it was paired (the
half-point byes asked for, the absences), which is exactly what Gamut paired it from; so a
pairing program reading the file pairs that round as Gamut did.  The header has the TRF lines
Gamut knows: 012 name, 042/052 dates, 062 players, 072 FIDE-rated players (none), 092 type,
102 the organiser (Gamut has no arbiter), 122 the time per decision (a live tournament's
control), 132 the rounds' dates,
XXR/XXC.  A finished tournament's rows carry their rank (columns 86-89).

Gamut ratings are no FIDE ratings: the FIDE rating column (49-52) stays empty and each
player's Gamut rating is in a TRF-2026 National Rating Support record (``GMT``, the rating's
own three letters, no federation's code), with ``172 GMT NRO``: the starting ranks come from
that rating alone.  Programs that do not know these records skip them.
"""

from __future__ import annotations

import time

from bot.service.live_clock import read_control
from bot.service.tournaments.rounds import total_rounds
from bot.service.tournaments.table import FIRST_COLOUR, completed_rounds, numbered, ranking
from storage.status import TournamentStatus, TournamentSystem
from storage.tournaments import Snapshot, StoredTournament
from tournaments import trf

RATING_FEDERATION = "GMT"
"""The three letters of Gamut's rating in the National Rating Support records."""
TYPES: dict[str, str] = {
    TournamentSystem.SWISS: "Swiss Dutch system (FIDE C.04.3)",
    TournamentSystem.ROUND_ROBIN: "Round-robin (Berger tables, FIDE C.05)",
    TournamentSystem.DOUBLE_ROUND_ROBIN: "Double round-robin (Berger tables, FIDE C.05)",
}


def exported_rounds(snapshot: Snapshot) -> tuple[int, int | None]:
    """The rounds the file holds in full, and the round (if any) whose column has only what
    was known before its pairing: the one under way, or the next one of a running tournament
    between two rounds."""
    tournament = snapshot.tournament
    done = completed_rounds(snapshot)
    last = total_rounds(tournament, len(snapshot.entrants))
    if tournament.status != TournamentStatus.RUNNING or done + 1 > last:
        return done, None
    return done, done + 1


def _text(value: str) -> str:
    """One line's worth: whatever a member typed, without line breaks or control
    characters, so a name never starts a line of its own."""
    return " ".join("".join(c if c.isprintable() else " " for c in value).split())


def _date(epoch: float, pattern: str = "%Y/%m/%d") -> str:
    return time.strftime(pattern, time.gmtime(epoch))


def allotted_time(tournament: StoredTournament, time_control: str) -> str:
    """The 122 line's "allotted times": a live tournament's control (``10+5: 10 min + 5 sec
    per move``, its minutes and Fischer increment, as FIDE's example words one), else the
    time per decision ``time_control`` reads ('1 h per move')."""
    control = read_control(tournament.clock_control)
    if control is None:
        return f"{_text(time_control)} per move"
    minutes = control.text.partition("+")[0]
    return f"{control.text}: {minutes} min + {control.increment_s} sec per move"


def report(snapshot: Snapshot, organiser: str, time_control: str) -> str:
    """The TRF text of the tournament as it stands (``time_control``: its time per decision
    as read, e.g. '1 h'; a live tournament's 122 line gives its control instead)."""
    tournament = snapshot.tournament
    through, pairing = exported_rounds(snapshot)
    table = numbered(snapshot, through=through, pairing=pairing)
    pure = table.tournament
    ranks = {}
    if tournament.status == TournamentStatus.FINISHED:
        _, rows = ranking(snapshot, tuple(tournament.tiebreaks.split(",")))
        ranks = {row.number: row.rank for row in rows}
    ratings = {}
    for number, player in pure.players.items():
        ratings[number] = player.rating
        player.rating = 0  # the FIDE rating column: nobody has one here
        player.name = _text(player.name)
        player.rank = ranks.get(number, 0)
    lines = [f"012 {_text(tournament.name)}"]
    paired = sorted(snapshot.rounds, key=lambda r: r.round)
    if paired:
        lines.append(f"042 {_date(paired[0].paired_at)}")
    if tournament.status == TournamentStatus.FINISHED:
        lines.append(f"052 {_date(tournament.updated_at)}")
    lines += [
        f"062 {len(pure.players)}",
        "072 0",
        f"092 {TYPES[tournament.system]}",
        f"102 {_text(organiser)}",
        f"122 {allotted_time(tournament, time_control)}",
    ]
    dates = [_date(r.paired_at, "%y/%m/%d") for r in paired if r.round <= through]
    if dates:
        lines.append(trf.round_dates_line(dates))
    lines.append(f"172 {RATING_FEDERATION} NRO")
    pure.other_lines = lines
    pure.total_rounds = total_rounds(snapshot.tournament, len(snapshot.entrants))
    pure.initial_colour = FIRST_COLOUR
    pure.trailing_lines = [
        trf.national_rating_line(RATING_FEDERATION, number, ratings[number])
        for number in sorted(pure.players)
    ]
    return trf.write(pure)
