"""Tournaments in Spanish and German: the bulletins, the refusals and the pictures, each
expected sentence and word written here by hand (not formatted by the code under test), and
the English of the same texts unchanged.

A Spanish-speaking organiser (``es-ES``) runs a tournament on a server whose posts are German
(``/gamut-settings language:de``): what the server reads (bulletins, and the pictures drawn
for them) is German, what the organiser alone reads is Spanish.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.markup import plain, t
from bot.service.errors import NotFound, ServiceError
from bot.service.tournaments import announce
from bot.service.viewer import EVERYTHING, Viewer
from renderers import tournament as pictures
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import DAVE, NAMES, draw, games_of, pairs, win
from tests.renderers.test_tournament_pictures import _image

SQLITE = pytest.mark.parametrize("database_backend", ["sqlite"], indirect=True)
"""The words do not depend on the database: one backend is enough."""

GUILD, CHANNEL = 500, 600
SPANISH, GERMAN = "es-ES", "de"

GERMAN_PAIRING_WORDS = pictures.PairingWords(
    board="Br.",
    white="Weiß",
    black="Schwarz",
    points="Pkt.",
    result="Ergebnis",
    not_paired="Ohne Paarung: {player}",
    empty="Keine Bretter in dieser Runde.",
    page="Seite {page} von {pages}",
)
GERMAN_STANDINGS_WORDS = pictures.StandingsWords(
    rank="Pl.",
    player="Name",
    points="Pkt.",
    note="Hinweis",
    empty="Noch keine Teilnehmenden.",
    page="Seite {page} von {pages}",
)


def member(user_id: int) -> Viewer:
    """A Spanish-speaking member of the German server, in the tournament's channel."""
    return Viewer(
        user_id,
        guild_id=GUILD,
        channel_id=CHANNEL,
        sight=EVERYTHING,
        language=SPANISH,
        place_language=GERMAN,
    )


async def german_server(service) -> None:
    await service.db.settings.set(GUILD, "language", GERMAN)


def final_rows() -> tuple[pictures.StandingRow, ...]:
    """The standings the first test's results make: alice 2 (two wins), bob 1 (one), carol
    and dave ½ each and no win, sharing third place."""
    return (
        pictures.StandingRow(1, "alice", "2", ("2",)),
        pictures.StandingRow(2, "bob", "1", ("1",)),
        pictures.StandingRow(3, "carol", "½", ("0",)),
        pictures.StandingRow(3, "dave", "½", ("0",)),
    )


async def enter_all(service, tid: int) -> None:
    for user in (ALICE, BOB, CAROL, DAVE):
        await service.tournaments.join(member(user), tid, name=NAMES[user])


@SQLITE
async def test_bulletins_and_pictures_speak_the_servers_german_and_english_is_unchanged(
    service,
):
    await german_server(service)
    created = await service.tournaments.create(
        member(ALICE), game_id="crossings", rounds=2, tiebreaks="WIN", name="Otoño"
    )
    tid = created.tournament_id
    assert plain(created.text, GERMAN).splitlines() == [
        "@alice eröffnet Turnier Nr. 1 (Otoño).",
        "Crossings, Schweizer System (FIDE-Holländisches System), 2 Runden, "
        "gewertet (Fernpartien), "
        "3 Tage pro Entscheidung.",
        "Jede Runde wird ausgelost, sobald die vorige beendet ist.",
        "Keine Nachmeldungen.",
        "Feinwertungen: WIN.",
        "Melde dich vor dem Start mit dem Button unten an.",
    ]
    assert plain(created.notice, SPANISH) == (
        "Torneo n.º 1 creado. Empiézalo con 'tournament start 1' cuando estén todos los jugadores."
    )
    assert plain(created.text).splitlines()[0] == "@alice opens Tournament #1 (Otoño)."
    await enter_all(service, tid)
    opening, round_one = await service.tournaments.start(member(ALICE), tid)
    assert plain(opening.reply.text, GERMAN).splitlines()[0] == (
        "Turnier Nr. 1 (Otoño) beginnt mit 4 Teilnehmenden."
    )
    assert plain(opening.reply.text, SPANISH).splitlines()[0] == (
        "Empieza el Torneo n.º 1 (Otoño) con 4 jugadores."
    )
    assert plain(opening.reply.text).splitlines()[0] == (
        "Tournament #1 (Otoño) begins with 4 players."
    )
    # Round 1 (everyone unrated, so by name: alice 1, bob 2, carol 3, dave 4): 1-3, 4-2.
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
    assert plain(round_one.reply.text, GERMAN).splitlines() == [
        "Turnier Nr. 1 (Otoño), Runde 1 von 2: Paarungen.",
        "Brett 1: @alice (0) – @carol (0): Partie Nr. 1",
        "Brett 2: @4 (0) – @bob (0): Partie Nr. 2",
        "Die nächste Runde wird ausgelost, wenn die letzte Partie dieser Runde endet.",
    ]
    assert plain(round_one.reply.text).splitlines()[:2] == [
        "Tournament #1 (Otoño), round 1 of 2: pairings.",
        "Board 1: @alice (0) – @carol (0): match #1",
    ]
    told = {m.user_id: m.text for reply in round_one.matches for m in reply.private}
    assert plain(told[CAROL], SPANISH) == (
        "Torneo n.º 1 (Otoño), ronda 1: tu partida contra @alice es la n.º 1; juegas con "
        "las negras."
    )
    assert plain(told[ALICE], GERMAN) == (
        "Turnier Nr. 1 (Otoño), Runde 1: Deine Partie gegen @carol ist Partie Nr. 1; "
        "du spielst Weiß."
    )
    # The pairing table is drawn in German: the very picture of the hand-written German
    # words and the names as entered.
    assert round_one.reply.image is not None
    assert round_one.reply.image.data == pictures.render_pairing_table(
        pictures.PairingTable(
            title="Otoño: Paarungen der Runde 1",
            round_number=1,
            rows=(
                pictures.PairingRow(1, "alice", "0", "carol", "0"),
                pictures.PairingRow(2, "dave", "0", "bob", "0"),
            ),
            subtitle="Runde 1 · 2 Bretter",
            words=GERMAN_PAIRING_WORDS,
        )
    )
    # Round 1: alice beats carol, bob beats dave.  Round 2 pairs the score groups
    # {alice, bob} and {carol, dave}: alice beats bob, carol and dave draw.
    first, second = await games_of(service, tid, 1)
    await win(service, first.match_id, ALICE)
    ended = await win(service, second.match_id, BOB)
    over, paired = ended.bulletins
    assert plain(over.reply.text, GERMAN).splitlines()[:4] == [
        "Turnier Nr. 1 (Otoño): Runde 1 ist beendet.",
        "Brett 1: @alice (0) – @carol (0) 1–0",
        "Brett 2: @4 (0) – @bob (0) 0–1",
        "Tabelle nach Runde 1:",
    ]
    assert plain(over.reply.text, SPANISH).splitlines()[0] == (
        "Torneo n.º 1 (Otoño): ha terminado la ronda 1."
    )
    assert sorted(map(sorted, await pairs(service, tid, 2))) == [
        sorted((ALICE, BOB)),
        sorted((CAROL, DAVE)),
    ]
    replies = []
    for game in await games_of(service, tid, 2):
        if ALICE in (game.white_id, game.black_id):
            replies.append(await win(service, game.match_id, ALICE))
        else:
            replies.append(await draw(service, game.match_id))
    final = replies[-1].bulletins[-1]  # the last game's end ends the tournament
    text = final.reply.text
    assert plain(text, GERMAN).splitlines()[:2] == [
        "Turnier Nr. 1 (Otoño) ist beendet. Es gewinnt @alice mit 2 Punkten.",
        "Abschlusstabelle:",
    ]
    assert plain(text, SPANISH).splitlines()[:2] == [
        "Ha terminado el Torneo n.º 1 (Otoño). Gana @alice con 2 puntos.",
        "Clasificación final:",
    ]
    assert plain(text).splitlines()[:2] == [
        "Tournament #1 (Otoño) is over. The winner is @alice with 2 points.",
        "Final standings:",
    ]
    # The standings picture, in German (carol and dave share third place: 3= on carol).
    assert final.reply.image is not None
    assert final.reply.image.data == pictures.render_standings(
        pictures.StandingsTable(
            title="Otoño: Tabelle",
            tiebreak_names=("WIN",),
            rows=final_rows(),
            footer="Es gewinnt alice mit 2 Punkten.\nWIN: Anzahl der Siege",
            subtitle="4 Teilnehmende · Feinwertungen in Reihenfolge: WIN",
            words=GERMAN_STANDINGS_WORDS,
        )
    )
    # Asked for: posted, the picture is the server's German; for the asker alone, Spanish.
    rows = final_rows()
    public = await service.tournaments.standings(member(BOB), tid)
    assert public.image is not None and public.image.data == pictures.render_standings(
        pictures.StandingsTable(
            title="Otoño: Tabelle",
            tiebreak_names=("WIN",),
            rows=rows,
            footer="WIN: Anzahl der Siege",
            subtitle="4 Teilnehmende · Feinwertungen in Reihenfolge: WIN",
            words=GERMAN_STANDINGS_WORDS,
        )
    )
    alone = await service.tournaments.standings(replace(member(BOB), private=True), tid)
    assert alone.image is not None and alone.image.data == pictures.render_standings(
        pictures.StandingsTable(
            title="Otoño: clasificación",
            tiebreak_names=("WIN",),
            rows=rows,
            footer="WIN: Número de victorias",
            subtitle="4 jugadores · desempates por orden: WIN",
            words=pictures.StandingsWords(
                rank="N.º",
                player="Jugador",
                points="Ptos.",
                note="Nota",
                empty="Aún no hay jugadores.",
                page="página {page} de {pages}",
            ),
        )
    )
    assert plain(alone.text, SPANISH).splitlines()[0] == (
        "Torneo n.º 1 (Otoño): clasificación final."
    )


async def refused(call) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        await call
    return caught.value


@SQLITE
async def test_a_round_deadlines_rule_reads_in_spanish_and_german(service):
    """A tournament whose rounds end after two days says what happens to a game still
    running then, in words written here by hand (German: the player "am Zug", as every
    German text says whose decision it is)."""
    await german_server(service)
    created = await service.tournaments.create(
        member(ALICE), game_id="crossings", rounds=2, round_limit=2 * 86400.0, name="Otoño"
    )
    assert (
        "Jede Runde endet 2 Tage nach ihrer Auslosung. Läuft eine Partie bei Rundenschluss "
        "noch, verliert sie auf Zeit, wer gerade am Zug ist."
    ) in plain(created.text, GERMAN).splitlines()
    assert (
        "Cada ronda termina 2 días después de publicarse sus emparejamientos. Una partida que "
        "sigue en juego al acabar el plazo de la ronda la pierde por tiempo el jugador al que "
        "le toca decidir."
    ) in plain(created.text, SPANISH).splitlines()


@SQLITE
async def test_refusals_in_spanish_and_german_and_nothing_stored(service):
    desk = service.tournaments
    gone = await refused(desk.info(member(BOB), 99))
    assert isinstance(gone, NotFound)
    assert plain(gone.markup, SPANISH) == "No existe el torneo n.º 99."
    assert plain(gone.markup, GERMAN) == "Es gibt kein Turnier Nr. 99."
    assert str(gone) == "There is no tournament #99."
    too_long = await refused(desk.create(member(ALICE), game_id="crossings", rounds=51))
    assert plain(too_long.markup, SPANISH) == "Un suizo tiene de 1 a 50 rondas, no 51."
    assert plain(too_long.markup, GERMAN) == (
        "Ein Turnier im Schweizer System hat 1 bis 50 Runden, nicht 51."
    )
    assert str(too_long) == "A Swiss has 1 to 50 rounds, not 51."
    unknown = await refused(desk.create(member(ALICE), game_id="crossings", tiebreaks="XYZ"))
    assert plain(unknown.markup, SPANISH) == (
        "Desempate desconocido XYZ: los desempates son BH, BH-C1, SB, DE, WIN, WON, KS."
    )
    assert plain(unknown.markup, GERMAN) == (
        "Unbekannte Feinwertung XYZ: Die Feinwertungen sind BH, BH-C1, SB, DE, WIN, WON, KS."
    )
    assert plain((await desk.listing(member(ALICE))).notice, SPANISH) == (
        "Aún no hay torneos aquí. Crea uno con 'tournament create'."
    )  # the refused ones were not stored
    tid = (await desk.create(member(ALICE), game_id="crossings", name="Copa")).tournament_id
    await desk.join(member(ALICE), tid, name="alice")
    twice = await refused(desk.join(member(ALICE), tid, name="alice"))
    assert plain(twice.markup, SPANISH) == "Ya estás inscrito en el Torneo n.º 1 (Copa)."
    assert plain(twice.markup, GERMAN) == "Du bist bei Turnier Nr. 1 (Copa) bereits angemeldet."
    not_theirs = await refused(desk.start(member(BOB), tid))
    assert plain(not_theirs.markup, SPANISH) == (
        "Solo un organizador del Torneo n.º 1 (Copa) (quien lo creó o quien gestiona el "
        "servidor) puede iniciarlo."
    )
    assert plain(not_theirs.markup, GERMAN) == (
        "Nur die Turnierleitung von Turnier Nr. 1 (Copa) (wer es erstellt hat oder den "
        "Server verwaltet) kann es starten."
    )
    alone = await refused(desk.start(member(ALICE), tid))
    assert plain(alone.markup, SPANISH) == (
        "El Torneo n.º 1 (Copa) necesita al menos dos jugadores para empezar; tiene 1."
    )
    assert plain(alone.markup, GERMAN) == (
        "Turnier Nr. 1 (Copa) braucht zum Start mindestens zwei Teilnehmende; es hat 1."
    )
    assert plain(str(alone)) == (
        "Tournament #1 (Copa) needs at least two players to start; it has 1."
    )
    bye = await refused(desk.request_bye(member(BOB), tid))
    assert plain(bye.markup, GERMAN) == "Du bist bei Turnier Nr. 1 (Copa) nicht angemeldet."
    snapshot = await service.db.tournaments.snapshot(tid)
    assert snapshot.tournament.status == "open" and [e.user_id for e in snapshot.entrants] == [
        ALICE
    ]


async def settings_line(service, viewer: Viewer, tid: int, language: str | None) -> str:
    return plain((await service.tournaments.info(viewer, tid)).text, language).splitlines()[1]


@SQLITE
async def test_plurals_one_and_two_rounds_and_points_as_today(service, clock):
    desk = service.tournaments
    # One round: a Swiss of two players, won by alice: "1 point" in the singular.
    one = (
        await desk.create(member(ALICE), game_id="crossings", rounds=1, name="Uno")
    ).tournament_id
    assert (await settings_line(service, member(ALICE), one, GERMAN)).startswith(
        "Crossings, Schweizer System (FIDE-Holländisches System), 1 Runde, gewertet (Fernpartien),"
    )
    assert (await settings_line(service, member(ALICE), one, SPANISH)).startswith(
        "Crossings, suizo (sistema holandés de la FIDE), 1 ronda, puntuable (por correspondencia),"
    )
    assert (await settings_line(service, member(ALICE), one, None)).startswith(
        "Crossings, Swiss (FIDE Dutch system), 1 round, rated (correspondence),"
    )
    for user in (ALICE, BOB):
        await desk.join(member(user), one, name=NAMES[user])
    await desk.start(member(ALICE), one)
    (game,) = await games_of(service, one, 1)
    final = (await win(service, game.match_id, ALICE)).bulletins[-1].reply.text
    assert "Es gewinnt @alice mit 1 Punkt." in plain(final, GERMAN)
    assert "Gana @alice con 1 punto." in plain(final, SPANISH)
    assert "The winner is @alice with 1 point." in plain(final)
    # Two rounds: a double round-robin of the same two, alice winning one and drawing the
    # other: 1½ points, "1½" as the standings have always written it.
    two = (
        await desk.create(
            member(ALICE), game_id="crossings", system="double-round-robin", name="Dos"
        )
    ).tournament_id
    for user in (ALICE, BOB):
        await desk.join(member(user), two, name=NAMES[user])
    await desk.start(member(ALICE), two)
    assert (await settings_line(service, member(ALICE), two, GERMAN)).startswith(
        "Crossings, doppelrundiges Rundenturnier, 2 Runden, gewertet (Fernpartien),"
    )
    assert (await settings_line(service, member(ALICE), two, SPANISH)).startswith(
        "Crossings, todos contra todos a doble vuelta, 2 rondas, puntuable (por correspondencia),"
    )
    (game,) = await games_of(service, two, 1)
    await win(service, game.match_id, ALICE)
    (game,) = await games_of(service, two, 2)
    final = (await draw(service, game.match_id)).bulletins[-1].reply.text
    assert "Es gewinnt @alice mit 1½ Punkten." in plain(final, GERMAN)
    assert "Gana @alice con 1½ puntos." in plain(final, SPANISH)
    assert "The winner is @alice with 1½ points." in plain(final)
    assert "1. @alice: 1½" in plain(final, GERMAN)
    # A tournament due to start with one player: "1 player" in each language.
    lonely = (
        await desk.create(
            member(CAROL), game_id="crossings", name="Sola", starts_at=clock.now + 120
        )
    ).tournament_id
    await desk.join(member(CAROL), lonely, name="carol")
    clock.advance(180)
    (cancelled,) = [b for b in await desk.tick() if b.tournament_id == lonely]
    assert plain(cancelled.reply.text, GERMAN) == (
        "Turnier Nr. 3 (Sola) sollte mit 1 Teilnehmer beginnen; es braucht zwei und wird "
        "deshalb abgesagt."
    )
    assert plain(cancelled.reply.text, SPANISH) == (
        "El Torneo n.º 3 (Sola) debía empezar con 1 jugador; necesita dos, así que se cancela."
    )
    assert plain(cancelled.reply.text) == (
        "Tournament #3 (Sola) was due to start with 1 player; it needs two, so it is cancelled."
    )


def test_the_words_given_to_the_pictures_are_the_german_ones():
    assert announce.pairing_words(GERMAN) == GERMAN_PAIRING_WORDS
    assert announce.standings_words(GERMAN) == GERMAN_STANDINGS_WORDS
    assert announce.standings_subtitle(4, ("BH-C1", "BH"), GERMAN) == (
        "4 Teilnehmende · Feinwertungen in Reihenfolge: BH-C1, BH"
    )
    assert announce.pairing_subtitle(3, 1, 1, GERMAN) == "Runde 3 · 1 Brett · 1 ohne Paarung"
    assert plain(announce.tiebreak_legend(("BH-C1", "SB", "DE")), GERMAN) == (
        "BH-C1: Buchholz ohne schlechtestes Ergebnis · SB: Sonneborn-Berger · "
        "DE: Direkter Vergleich"
    )
    assert plain(announce.tiebreak_legend(("BH-C1", "WIN")), SPANISH) == (
        "BH-C1: Buchholz menos el peor resultado · WIN: Número de victorias"
    )
    assert announce.pairing_words(None) == pictures.PairingWords()  # English, as before


def _ink_columns(image, box, fill) -> set[int]:
    left, top, right, bottom = box
    return {
        x
        for x in range(left, right + 1)
        for y in range(top, bottom + 1)
        if image.getpixel((x, y)) != fill
    }


def _inside_its_columns(image, layout, rows: int, skip_left: int = 0) -> None:
    """Every cell's ink (header and rows) lies within its column less the cell padding (one
    pixel of anti-aliasing allowed): no text is drawn past its column."""
    for index in range(-1, rows):
        for number, column in enumerate(layout.columns):
            if index < 0:
                _, top, _, bottom = layout.header_box()
                box = (column.left, top, column.right, bottom)
                fill = pictures.HEADER_FILL
            else:
                box = layout.cell_box(index, number)
                fill = image.getpixel((column.right, box[1]))  # the row's own fill
            if number == 0:
                box = (box[0] + skip_left, *box[1:])  # a leader's bar, not text
            ink = _ink_columns(image, box, fill)
            if ink:
                assert min(ink) >= column.left + pictures.CELL_PAD - 1, (index, column)
                assert max(ink) <= column.right - pictures.CELL_PAD + 1, (index, column)


def test_no_text_leaves_its_column_at_the_pseudo_languages_length():
    pseudo = "en-XA"
    words = announce.pairing_words(pseudo)
    assert words.white.startswith("[") and words.result.startswith("[")  # the pseudo words
    rows = (
        pictures.PairingRow(1, "Chloé Dubois", "2½", "Gábor Szőke", "2", "1–0"),
        pictures.PairingRow(
            2, "Bartholomew Featherstonehaugh-Montgomery", "2", "Inès Müller", "1½", "½–½"
        ),
        pictures.PairingRow(3, "Ana Łukasiewicz", "1", "Dmitri Иванов", "1", ""),
    )
    bye = plain(
        t("tournament-bye-picture", player="Eleanor Ng", kind=announce.SHORT_BYE_WORDS["H"]), pseudo
    )
    pairing = pictures.PairingTable(
        title=plain(t("tournament-picture-pairing-title", name="Otoño", round="3"), pseudo),
        round_number=3,
        rows=rows,
        byes=(bye,),
        subtitle=announce.pairing_subtitle(3, 3, 1, pseudo),
        words=words,
    )
    standings = pictures.StandingsTable(
        title=plain(t("tournament-picture-standings-title", name="Otoño"), pseudo),
        tiebreak_names=("BH-C1", "BH", "SB", "DE", "WIN"),
        rows=(
            pictures.StandingRow(1, "Chloé Dubois", "3½", ("9.5", "11", "8.25", "", "3")),
            pictures.StandingRow(
                2,
                "Gábor Szőke",
                "3",
                ("8", "10", "7", "", "3"),
                plain(t("tournament-withdrawn-note", reason=announce.REASONS["withdrew"]), pseudo),
            ),
        ),
        footer=plain(announce.tiebreak_legend(("BH-C1", "BH", "SB", "DE", "WIN")), pseudo),
        subtitle=announce.standings_subtitle(2, ("BH-C1", "BH", "SB", "DE", "WIN"), pseudo),
        words=announce.standings_words(pseudo),
    )
    for layout, data, count, skip in (
        (pictures.layout_pairing_table(pairing), pictures.render_pairing_table(pairing), 3, 0),
        (
            pictures.layout_standings(standings),
            pictures.render_standings(standings),
            2,
            pictures.LEADER_BAR,
        ),
    ):
        image = _image(data)
        assert image.size == (layout.width, layout.height)
        # Measured with the renderer's font metrics: every heading fits its column (a
        # figures' column is widened to hold it whole), every line the picture's width.
        header = pictures.font(pictures.HEADER_SIZE, True)
        for column in layout.columns:
            room = column.width - 2 * pictures.CELL_PAD
            if column.side is not None:
                room -= pictures.DISC + 4 - pictures.CELL_PAD
            drawn = pictures.fit(column.heading, room, pictures.HEADER_SIZE, bold=True)
            assert header.getlength(drawn) <= room
            if column.align == "right":  # a figures' column: its heading whole
                assert drawn == pictures.clean(column.heading), column
        width = layout.width - 2 * pictures.PAD
        assert pictures.font(pictures.TITLE_SIZE, True).getlength(layout.title) <= width
        assert pictures.font(pictures.SUBTITLE_SIZE).getlength(layout.subtitle) <= width
        for line in layout.lines:
            assert pictures.font(pictures.NOTE_SIZE).getlength(line) <= width
        assert layout.lines  # the byes / the legend are drawn, in the pseudo-language
        assert all("[" in line or "]" in line or "·" in line for line in layout.lines)
        # And in the pixels: no cell's ink past its column's padding.
        _inside_its_columns(image, layout, count, skip)
