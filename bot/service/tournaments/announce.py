"""What a tournament says: its announcement, pairings and standings, as text and pictures.

Texts use the service's neutral markup (names through the service's ``mention``); pictures
are drawn by ``renderers.tournament`` from plain tables of strings (names as entered), in the
service's worker process.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import games
from bot.service.replies import Attachment
from bot.service.text import command, strong, typed
from renderers import tournament as pictures
from storage.status import TournamentStatus, TournamentSystem
from storage.tournaments import Snapshot, StoredTournament
from tournaments.standings import Standing

if TYPE_CHECKING:
    from bot.service.tournaments.table import Numbered
    from bot.service.tournaments.work import TournamentWork

SYSTEM_NAMES: dict[str, str] = {
    TournamentSystem.SWISS: "Swiss (FIDE Dutch system)",
    TournamentSystem.ROUND_ROBIN: "round-robin",
    TournamentSystem.DOUBLE_ROUND_ROBIN: "double round-robin",
}
BYE_WORDS = {
    "U": "pairing-allocated bye, a win's points",
    "H": "half-point bye, asked for",
    "F": "full-point bye",
    "Z": "no game this round, no points",
}
DEADLINE_RULE = (
    "A game still running at the round's deadline is lost on time by the player whose "
    "decision is due."
)
WITHDRAWN_ON_TIME = "two losses on time"


def points_text(tenths: int) -> str:
    """15 -> '1½', 5 -> '½', 20 -> '2' (tenths of a point, as the pure package keeps them)."""
    whole, rest = divmod(tenths, 10)
    if rest == 5:
        return f"{whole}½" if whole else "½"
    if rest == 0:
        return str(whole)
    return f"{tenths / 10:.1f}"


def duration(seconds: float) -> str:
    """'3 days', '12 h', '45 min'."""
    if seconds >= 2 * 86400 and seconds % 86400 == 0:
        return f"{round(seconds / 86400)} days"
    if seconds >= 3600:
        hours = seconds / 3600
        return f"{hours:.0f} h" if hours == round(hours) else f"{hours:.1f} h"
    return f"{max(1, round(seconds / 60))} min"


def moment(epoch: float) -> str:
    """A time everyone reads the same way: '2026-11-25 14:00 UTC'."""
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(epoch))


def title(tournament: StoredTournament) -> str:
    """'Tournament #3 (its name)', the name as its organiser typed it (shown literally)."""
    return f"Tournament #{tournament.id} ({typed(tournament.name)})"


def rounds_text(tournament: StoredTournament) -> str:
    if tournament.rounds is not None:
        return f"{tournament.rounds} rounds"
    if tournament.system == TournamentSystem.SWISS:
        return "rounds decided at the start by the number of players"
    return "rounds decided by the number of players"


def settings_lines(tournament: StoredTournament, time_limit: float) -> list[str]:
    """The tournament's rules of play, as every announcement and ``info`` state them."""
    game = games.get(tournament.game_id)
    lines = [
        f"{game.name}, {SYSTEM_NAMES[tournament.system]}, {rounds_text(tournament)}, "
        + ("rated" if tournament.rated else "casual (no rating change)")
        + f", {duration(time_limit)} per decision."
    ]
    if tournament.round_limit is not None:
        lines.append(f"Each round ends {duration(tournament.round_limit)} after its pairing. "
                     + DEADLINE_RULE)
    else:
        lines.append("Each round is paired as soon as the round before is over.")
    if tournament.starts_at is not None and tournament.status == TournamentStatus.OPEN:
        lines.append(f"Starts at {moment(tournament.starts_at)}.")
    if tournament.player_limit is not None:
        lines.append(f"At most {tournament.player_limit} players.")
    if tournament.system == TournamentSystem.SWISS:
        lines.append(
            "Late entries are welcome: a late entrant scores zero for the rounds already "
            "paired." if tournament.late_entries else "No late entries."
        )
    lines.append(f"Tie-breaks: {tournament.tiebreaks.replace(',', ', ')}.")
    return lines


def entrants_line(snapshot: Snapshot, mention: Callable[[int], str]) -> str:
    entrants = snapshot.entrants
    if not entrants:
        return "Nobody has entered yet."
    names = ", ".join(mention(e.user_id) for e in entrants)
    return f"Entrants ({len(entrants)}): {names}."


def pairing_lines(
    snapshot: Snapshot, round_number: int, table: Numbered, mention: Callable[[int], str]
) -> list[str]:
    """One line per board (with the points each player had before the round and the result
    once known), then the byes."""
    points = {
        table.user_of[n]: table.tournament.score(n, round_number)
        for n in table.tournament.players
    }
    lines = []
    for game in snapshot.games_of(round_number):
        result = result_text(game.white_result, game.black_result)
        match = f": match #{game.match_id}" if game.match_id else ""
        lines.append(
            f"Board {game.board}: {mention(game.white_id)} ({points_text(points[game.white_id])})"
            f" – {mention(game.black_id)} ({points_text(points[game.black_id])})"
            + (f" {strong(result)}" if result else match)
        )
    for bye in sorted(snapshot.byes_of(round_number), key=lambda b: (b.kind, b.user_id)):
        lines.append(f"Bye: {mention(bye.user_id)} ({BYE_WORDS[bye.kind]}).")
    return lines


def result_text(white: str | None, black: str | None) -> str:
    """'1–0', '½–½', '+–−' (forfeit) or '' while the game goes on."""
    if white is None or black is None:
        return ""
    shown = {"1": "1", "0": "0", "=": "½", "+": "+", "-": "−"}
    return f"{shown[white]}–{shown[black]}"


def standings_lines(
    table: Numbered,
    rows: list[Standing],
    order: tuple[str, ...],
    mention: Callable[[int], str],
) -> list[str]:
    lines = []
    for row in rows:
        user = table.user_of[row.number]
        breaks = ", ".join(f"{name} {tiebreak_value(name, row.tiebreaks[name])}"
                           for name in order if row.tiebreaks[name] is not None)
        note = withdrawn_note(table, user)
        lines.append(
            f"{row.rank}. {mention(user)}: {strong(points_text(row.points))}"
            + (f" ({breaks})" if breaks else "") + (f", {note}" if note else "")
        )
    return lines


def tiebreak_value(name: str, value: int | None) -> str:
    """A tie-break as read: points in tenths, SB in hundredths, WIN/WON a count; blank where
    it was not applied (DE for a player it separated from nobody), as FIDE tables leave it."""
    if value is None:
        return ""
    if name in ("WIN", "WON"):
        return str(value)
    if name == "SB":
        return f"{value / 100:g}"
    return f"{value / 10:g}"


def withdrawn_note(table: Numbered, user_id: int) -> str:
    entrant = table.entrants[user_id]
    if entrant.withdrawn_round is None:
        return ""
    return f"withdrawn ({entrant.withdrawn_reason})" if entrant.withdrawn_reason else "withdrawn"


def round_rule_lines(tournament: StoredTournament, deadline: float | None) -> list[str]:
    if deadline is None:
        return ["The next round is paired when the last game of this one ends."]
    return [f"Round deadline: {moment(deadline)}. {DEADLINE_RULE}"]


def help_line(tournament: StoredTournament) -> str:
    number = str(tournament.id)
    return (
        f"See {command('tournament', 'standings', number)} and "
        f"{command('tournament', 'pairings', number)} at any time."
    )


def pairing_picture(
    tournament: StoredTournament, snapshot: Snapshot, round_number: int, table: Numbered
) -> bytes:
    """The round's pairing table as a PNG (pure: it runs in the service's worker process)."""
    points = {
        table.user_of[n]: table.tournament.score(n, round_number)
        for n in table.tournament.players
    }
    names = {e.user_id: e.name for e in snapshot.entrants}
    rows = tuple(
        pictures.PairingRow(
            board=g.board,
            white=names[g.white_id],
            white_points=points_text(points[g.white_id]),
            black=names[g.black_id],
            black_points=points_text(points[g.black_id]),
            result=result_text(g.white_result, g.black_result),
        )
        for g in snapshot.games_of(round_number)
    )
    byes = tuple(
        f"{names[b.user_id]} ({BYE_WORDS[b.kind].split(',')[0]})"
        for b in snapshot.byes_of(round_number)
    )
    return pictures.render_pairing_table(pictures.PairingTable(
        title=f"{tournament.name}: round {round_number}",
        round_number=round_number,
        rows=rows,
        byes=byes,
    ))


def standings_picture(
    tournament: StoredTournament,
    table: Numbered,
    rows: list[Standing],
    order: tuple[str, ...],
    footer: str,
) -> bytes:
    """The standings as a PNG (pure: it runs in the service's worker process)."""
    return pictures.render_standings(pictures.StandingsTable(
        title=f"{tournament.name}: standings",
        tiebreak_names=order,
        rows=tuple(
            pictures.StandingRow(
                rank=row.rank,
                name=table.entrants[table.user_of[row.number]].name,
                points=points_text(row.points),
                tiebreaks=tuple(tiebreak_value(n, row.tiebreaks[n]) for n in order),
                note=withdrawn_note(table, table.user_of[row.number]),
            )
            for row in rows
        ),
        footer=footer,
    ))


class Pictures:
    """The pairing table and standings images (renderers.tournament), drawn in the service's
    worker process (:mod:`bot.service.tournaments.work`), never on the event loop."""

    def __init__(self, work: TournamentWork) -> None:
        self._work = work

    async def pairing_table(
        self, tournament: StoredTournament, snapshot: Snapshot, round_number: int,
        table: Numbered,
    ) -> Attachment:
        data = await self._work.run(
            f"{title(tournament)}: drawing round {round_number}'s pairing table",
            pairing_picture, tournament, snapshot, round_number, table,
        )
        return Attachment(f"tournament-{tournament.id}-round-{round_number}-pairings.png", data)

    async def standings(
        self,
        tournament: StoredTournament,
        table: Numbered,
        rows: list[Standing],
        order: tuple[str, ...],
        footer: str,
    ) -> Attachment:
        data = await self._work.run(
            f"{title(tournament)}: drawing the standings",
            standings_picture, tournament, table, rows, order, footer,
        )
        return Attachment(f"tournament-{tournament.id}-standings.png", data)
