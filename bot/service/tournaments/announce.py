"""What a tournament says: its announcement, pairings and standings, as text and pictures.

Texts use the service's neutral markup, every sentence a catalogue message
(``tournaments.ftl``, :func:`bot.markup.t`) that each front end formats in its reader's
language, names through the service's ``mention``.  Pictures are drawn by
``renderers.tournament`` from plain tables of strings (names as entered) in the service's
worker process; the renderer cannot read the catalogue, so its words are formatted here, in
the language of the place the picture is shown in (:func:`pairing_words`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import games
from bot.i18n import shared_translator
from bot.markup import command, plain, strong, t, typed
from bot.service.live_clock import read_control
from bot.service.replies import Attachment
from games import clock
from renderers import tournament as pictures
from storage.status import TournamentStatus, TournamentSystem
from storage.tournaments import Snapshot, StoredTournament
from tournaments.standings import Standing

if TYPE_CHECKING:
    from bot.service.tournaments.table import Numbered
    from bot.service.tournaments.work import TournamentWork

SYSTEM_NAMES: dict[str, str] = {
    TournamentSystem.SWISS: t("tournament-system-swiss"),
    TournamentSystem.ROUND_ROBIN: t("tournament-system-round-robin"),
    TournamentSystem.DOUBLE_ROUND_ROBIN: t("tournament-system-double-round-robin"),
}
BYE_WORDS = {
    "U": t("tournament-bye-u"),
    "H": t("tournament-bye-h"),
    "F": t("tournament-bye-f"),
    "Z": t("tournament-bye-z"),
}
SHORT_BYE_WORDS = {  # in the pairing picture
    "U": t("tournament-bye-short-u"),
    "H": t("tournament-bye-short-h"),
    "F": t("tournament-bye-short-f"),
    "Z": t("tournament-bye-short-z"),
}
STATUSES = {
    TournamentStatus.OPEN: t("tournament-status-open"),
    TournamentStatus.RUNNING: t("tournament-status-running"),
    TournamentStatus.FINISHED: t("tournament-status-finished"),
    TournamentStatus.CANCELLED: t("tournament-status-cancelled"),
}
STATES = {  # /tournament info's (a running one's says its round: tournament-state-running)
    TournamentStatus.OPEN: t("tournament-state-open"),
    TournamentStatus.FINISHED: t("tournament-state-finished"),
    TournamentStatus.CANCELLED: t("tournament-state-cancelled"),
}
TIEBREAK_NAMES = {  # FIDE C.07's names of the codes
    "BH": t("tournament-tiebreak-bh"),
    "BH-C1": t("tournament-tiebreak-bh-c1"),
    "SB": t("tournament-tiebreak-sb"),
    "DE": t("tournament-tiebreak-de"),
    "WIN": t("tournament-tiebreak-win"),
    "WON": t("tournament-tiebreak-won"),
    "KS": t("tournament-tiebreak-ks"),
}
DEADLINE_RULE = t("tournament-deadline-rule")
WITHDRAWN_ON_TIME = "two losses on time"
"""The stored reason of a withdrawal for two losses on time (shown by :func:`reason_text`)."""
REASONS = {
    "withdrew": t("tournament-reason-withdrew"),
    "withdrawn by an organiser": t("tournament-reason-by-organiser"),
    WITHDRAWN_ON_TIME: t("tournament-reason-time"),
}
"""The reasons a withdrawal is stored with (English words, as every stored tournament has
them), and how each is said in the reader's language."""


def status_text(status: str) -> str:
    """A tournament's state as a word ("finished"), in the reader's language."""
    return STATUSES[TournamentStatus(status)]


def reason_text(reason: str | None) -> str:
    """Why a player withdrew, as stored, in the reader's language (a reason Gamut does not
    know is shown as it was stored)."""
    return REASONS.get(reason or "", typed(reason or ""))


def winner_text(rows: list[Standing], first: list[int], who: Callable[[int], str]) -> str:
    """Who won, from the final standings' ``rows`` (``first``: the users ranked first),
    each player as ``who`` names them (a mention in a post, the entered name in a picture)."""
    if not rows:
        return t("tournament-nobody-played")
    if len(first) == 1:
        return t("tournament-winner", player=who(first[0]),
                 points=points_text(rows[0].points), tenths=rows[0].points)
    return t("tournament-shared-first", players=[who(user) for user in first])


def points_text(tenths: int) -> str:
    """15 -> '1½', 5 -> '½', 20 -> '2' (tenths of a point, as the pure package keeps them)."""
    whole, rest = divmod(tenths, 10)
    if rest == 5:
        return f"{whole}½" if whole else "½"
    if rest == 0:
        return str(whole)
    return f"{tenths / 10:.1f}"


def duration(seconds: float) -> str:
    """'3 days', '12 h', '45 min' (a message: "12 Std." in German)."""
    if seconds >= 2 * 86400 and seconds % 86400 == 0:
        return t("tournament-days", count=round(seconds / 86400))
    if seconds >= 3600:
        hours = seconds / 3600
        return t("tournament-hours", count=round(hours) if hours == round(hours)
                 else round(hours, 1))
    return t("tournament-minutes", count=max(1, round(seconds / 60)))


def moment(epoch: float) -> str:
    """A time everyone reads the same way, in every language: '2026-11-25 14:00 UTC'."""
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(epoch))


def title(tournament: StoredTournament) -> str:
    """'Tournament #3 (its name)', the name as its organiser typed it (shown literally)."""
    return t("tournament-title", number=str(tournament.id), name=typed(tournament.name))


def rounds_text(tournament: StoredTournament) -> str:
    if tournament.rounds is not None:
        return t("tournament-rounds", count=tournament.rounds)
    if tournament.system == TournamentSystem.SWISS:
        return t("tournament-rounds-at-start")
    return t("tournament-rounds-by-players")


def settings_lines(tournament: StoredTournament, time_limit: float) -> list[str]:
    """The tournament's rules of play, as every announcement and ``info`` state them."""
    game = games.get(tournament.game_id)
    control = read_control(tournament.clock_control)
    shared = {
        "game": game.name,
        "system": SYSTEM_NAMES[tournament.system],
        "rounds": rounds_text(tournament),
    }
    if control is None:
        lines = [
            t(
                "tournament-settings",
                **shared,
                rating=t("tournament-rated" if tournament.rated else "tournament-casual"),
                time=duration(time_limit),
            )
        ]
    else:  # a live tournament: its clock, the live pool, and rounds without deadlines
        lines = [
            t(
                "tournament-settings-live",
                **shared,
                rating=t("tournament-rated-live" if tournament.rated else "tournament-casual"),
                control=control.text,
            ),
            t("tournament-settings-live-rounds", seconds=str(clock.FIRST_MOVE_S)),
        ]
    if control is None and tournament.round_limit is not None:
        lines.append(t("tournament-settings-round-limit", time=duration(tournament.round_limit),
                       rule=DEADLINE_RULE))
    elif control is None:
        lines.append(t("tournament-settings-no-round-limit"))
    if tournament.starts_at is not None and tournament.status == TournamentStatus.OPEN:
        lines.append(t("tournament-settings-starts", moment=moment(tournament.starts_at)))
    if tournament.player_limit is not None:
        lines.append(t("tournament-settings-player-limit", count=tournament.player_limit))
    if tournament.system == TournamentSystem.SWISS:
        late = tournament.late_entries
        lines.append(t("tournament-settings-late" if late else "tournament-settings-no-late"))
    tiebreaks = tournament.tiebreaks.replace(",", ", ")
    lines.append(t("tournament-settings-tiebreaks", tiebreaks=tiebreaks))
    return lines


def entrants_line(user_ids: Sequence[int], mention: Callable[[int], str]) -> str:
    """The list of entrants (``user_ids`` in the order they joined): the ids alone, so a
    join's answer needs no snapshot (TournamentRepository.entrant_ids)."""
    if not user_ids:
        return t("tournament-nobody-entered")
    names = ", ".join(mention(user_id) for user_id in user_ids)
    return t("tournament-entrants", count=len(user_ids), names=names)


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
        if result:
            after = f" {strong(result)}"
        elif game.match_id:
            after = t("tournament-board-match", match=str(game.match_id))
        else:
            after = ""
        lines.append(t(
            "tournament-board",
            board=str(game.board),
            white=mention(game.white_id),
            white_points=points_text(points[game.white_id]),
            black=mention(game.black_id),
            black_points=points_text(points[game.black_id]),
            after=after,
        ))
    for bye in sorted(snapshot.byes_of(round_number), key=lambda b: (b.kind, b.user_id)):
        lines.append(t("tournament-bye-line", player=mention(bye.user_id),
                       kind=BYE_WORDS[bye.kind]))
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
    """One line per player: rank, name, points, the tie-breaks by FIDE's codes (the same in
    every language) and a withdrawn player's note."""
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
    if entrant.withdrawn_reason:
        return t("tournament-withdrawn-note", reason=reason_text(entrant.withdrawn_reason))
    return t("tournament-withdrawn")


def round_rule_lines(tournament: StoredTournament, deadline: float | None) -> list[str]:
    """The round's rules under its pairings: a live round's clock and pool, then when the
    next round comes (its deadline, or its last game's end)."""
    control = read_control(tournament.clock_control)
    lines = []
    if control is not None:
        rating = t("tournament-rated-live" if tournament.rated else "tournament-casual")
        lines.append(t("tournament-live-round", control=control.text, rating=rating))
    if deadline is None:
        return [*lines, t("tournament-next-round-rule")]
    return [t("tournament-round-deadline", moment=moment(deadline), rule=DEADLINE_RULE)]


def help_line(tournament: StoredTournament) -> str:
    number = str(tournament.id)
    return t(
        "tournament-help",
        standings=command("tournament", "standings", number),
        pairings=command("tournament", "pairings", number),
    )


# ----- the pictures: words formatted here, in the place's language -------------------------


def _words(text: str, language: str | None) -> str:
    """A message as a picture draws it: in ``language``, without markup."""
    return plain(text, language)


def _page_words(language: str | None) -> str:
    # The renderer fills in {page} and {pages}: it alone knows how it pages a table.
    return _words(t("tournament-picture-page", page="{page}", pages="{pages}"), language)


def pairing_words(language: str | None) -> pictures.PairingWords:
    """The pairing picture's headings and phrases in ``language``."""
    return pictures.PairingWords(
        board=_words(t("tournament-picture-board"), language),
        white=_words(t("tournament-picture-white"), language),
        black=_words(t("tournament-picture-black"), language),
        points=_words(t("tournament-picture-points"), language),
        result=_words(t("tournament-picture-result"), language),
        not_paired=_words(t("tournament-picture-not-paired", player="{player}"), language),
        empty=_words(t("tournament-picture-no-boards"), language),
        page=_page_words(language),
    )


def standings_words(language: str | None) -> pictures.StandingsWords:
    """The standings picture's headings and phrases in ``language``."""
    return pictures.StandingsWords(
        rank=_words(t("tournament-picture-rank"), language),
        player=_words(t("tournament-picture-player"), language),
        points=_words(t("tournament-picture-points"), language),
        note=_words(t("tournament-picture-note"), language),
        empty=_words(t("tournament-picture-no-players"), language),
        page=_page_words(language),
    )


def pairing_subtitle(round_number: int, boards: int, not_paired: int, language: str | None) -> str:
    """'Round 3 · 4 boards · 1 not paired'."""
    parts = [t("tournament-picture-pairing-subtitle", round=str(round_number), boards=boards)]
    if not_paired:
        parts.append(t("tournament-picture-not-paired-count", count=not_paired))
    return " · ".join(_words(part, language) for part in parts)


def standings_subtitle(players: int, order: tuple[str, ...], language: str | None) -> str:
    """'5 players · tie-breaks in order: BH-C1, BH, SB'."""
    parts = [t("tournament-picture-players", count=players)]
    if order:
        parts.append(t("tournament-picture-tiebreak-order", tiebreaks=", ".join(order)))
    return " · ".join(_words(part, language) for part in parts)


@dataclass(frozen=True)
class PairingTexts:
    """A pairing picture's words, formatted in the service's process (the worker that draws
    never reads the catalogue: parsing it there, on a new worker's first job, would hold the
    tournament's lock seconds longer)."""

    words: pictures.PairingWords
    title: str
    subtitle: str
    byes: tuple[str, ...]


@dataclass(frozen=True)
class StandingsTexts:
    """A standings picture's words, formatted in the service's process (see PairingTexts);
    ``notes`` by user id."""

    words: pictures.StandingsWords
    title: str
    subtitle: str
    footer: str
    notes: dict[int, str]


def pairing_texts(
    tournament: StoredTournament, snapshot: Snapshot, round_number: int, language: str | None
) -> PairingTexts:
    """The words of round ``round_number``'s pairing picture in ``language``."""
    names = {e.user_id: e.name for e in snapshot.entrants}
    byes = tuple(
        _words(t("tournament-bye-picture", player=typed(names[b.user_id]),
                 kind=SHORT_BYE_WORDS[b.kind]), language)
        for b in snapshot.byes_of(round_number)
    )
    boards = len(snapshot.games_of(round_number))
    return PairingTexts(
        words=pairing_words(language),
        title=_words(t("tournament-picture-pairing-title", name=typed(tournament.name),
                       round=str(round_number)), language),
        subtitle=pairing_subtitle(round_number, boards, len(byes), language),
        byes=byes,
    )


def standings_texts(
    tournament: StoredTournament,
    table: Numbered,
    players: int,
    order: tuple[str, ...],
    footer: str,
    language: str | None,
) -> StandingsTexts:
    """The words of the standings picture in ``language`` (``footer``: a message drawn
    above the tie-breaks' names)."""
    notes = {
        user: _words(note, language)
        for user in table.entrants
        if (note := withdrawn_note(table, user))
    }
    return StandingsTexts(
        words=standings_words(language),
        title=_words(t("tournament-picture-standings-title", name=typed(tournament.name)),
                     language),
        subtitle=standings_subtitle(players, order, language),
        footer="\n".join(
            _words(text, language) for text in (footer, tiebreak_legend(order)) if text
        ),
        notes=notes,
    )


def pairing_picture(
    snapshot: Snapshot, round_number: int, table: Numbered, texts: PairingTexts
) -> bytes:
    """The round's pairing table as a PNG with ``texts`` (pure: it runs in the service's
    worker process)."""
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
    return pictures.render_pairing_table(pictures.PairingTable(
        title=texts.title,
        round_number=round_number,
        rows=rows,
        byes=texts.byes,
        subtitle=texts.subtitle,
        words=texts.words,
    ))


def tiebreak_legend(order: tuple[str, ...]) -> str:
    """'BH-C1: Buchholz Cut 1 · SB: Sonneborn-Berger': the tie-breaks' codes, which head
    the standings' columns in every language, with the names FIDE's C.07 gives them."""
    return " · ".join(
        f"{code}: {TIEBREAK_NAMES[code]}" for code in order if code in TIEBREAK_NAMES
    )


def standings_picture(
    table: Numbered, rows: list[Standing], order: tuple[str, ...], texts: StandingsTexts
) -> bytes:
    """The standings as a PNG with ``texts`` (pure: it runs in the service's worker
    process)."""
    return pictures.render_standings(pictures.StandingsTable(
        title=texts.title,
        tiebreak_names=order,
        rows=tuple(
            pictures.StandingRow(
                rank=row.rank,
                name=table.entrants[table.user_of[row.number]].name,
                points=points_text(row.points),
                tiebreaks=tuple(tiebreak_value(n, row.tiebreaks[n]) for n in order),
                note=texts.notes.get(table.user_of[row.number], ""),
            )
            for row in rows
        ),
        footer=texts.footer,
        subtitle=texts.subtitle,
        words=texts.words,
    ))


def warm_up() -> None:
    """Read the catalogue and each language's number rules now, once per process (at the
    service's start), rather than the first time a picture's words are formatted: under a
    tournament's lock, that first time costs seconds on a busy machine."""
    catalogue = shared_translator()
    for language in catalogue.languages:
        catalogue.format(language, "tournament-rounds", count=2)


class Pictures:
    """The pairing table and standings images (renderers.tournament), drawn in the service's
    worker process (:mod:`bot.service.tournaments.work`), never on the event loop, with their
    words in the language of the place they are shown in."""

    def __init__(self, work: TournamentWork) -> None:
        self._work = work

    async def pairing_table(
        self, tournament: StoredTournament, snapshot: Snapshot, round_number: int,
        table: Numbered, language: str | None,
    ) -> Attachment:
        texts = pairing_texts(tournament, snapshot, round_number, language)
        data = await self._work.run(
            t("tournament-work-pairing-picture", tournament=title(tournament),
              round=str(round_number)),
            pairing_picture, snapshot, round_number, table, texts,
        )
        return Attachment(f"tournament-{tournament.id}-round-{round_number}-pairings.png", data)

    async def standings(
        self,
        tournament: StoredTournament,
        table: Numbered,
        rows: list[Standing],
        order: tuple[str, ...],
        footer: str,
        language: str | None,
    ) -> Attachment:
        texts = standings_texts(tournament, table, len(rows), order, footer, language)
        data = await self._work.run(
            t("tournament-work-standings-picture", tournament=title(tournament)),
            standings_picture, table, rows, order, texts,
        )
        return Attachment(f"tournament-{tournament.id}-standings.png", data)
