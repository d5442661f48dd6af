"""Challenges, the host's rules, looking at matches, profiles and settings in Spanish and
German: each expected sentence is written here by hand, as a player of that language reads
it, beside the English, which reads as it always has.  Plurals are checked at one and at two
of something in each language (Babel words durations without a "1": an hour is "60 minutes",
so the time-outs check two lengths instead).

The match's label ("Match #1 (Charing Cross)") and its players' line belong to the play
texts, translated elsewhere: they are read here through the catalogue, and every word around
them is the hand-written part.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from bot.markup import plain
from bot.service import Conflict, NotAllowed, ServiceError
from tests.bot.conftest import ALICE, BOB
from tests.ratings.helpers import LIVE, play_out
from tests.viewers import local_viewer, viewer_in

# Words are what is checked; one backend is enough.
pytestmark = pytest.mark.parametrize("database_backend", ["sqlite"])

SPANISH, GERMAN = "es-ES", "de"
GUILD = 4242


def read(text: str, language: str | None = None) -> str:
    return plain(text, language)


async def started(service, game: str = "charing-cross") -> int:
    """Alice (White) against Bob (Black)."""
    offer = await service.challenge(ALICE, game, opponent=BOB, colour="white")
    return (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id


async def label(service, match_id: int, language: str) -> str:
    return read(service.label(await service.get_match(match_id)), language)


# ----- challenges.ftl ------------------------------------------------------------------------


async def test_a_challenge_reads_in_spanish_and_german_and_as_before_in_english(service):
    reply = await service.challenge(ALICE, "crossings", opponent=BOB, colour="black")
    assert read(reply.text) == (
        "@bob, @alice challenges you to Crossings, @alice plays black, rated. "
        "Accept or decline within 15 minutes."
    )
    assert read(reply.text, SPANISH) == (
        "@bob, @alice te desafía a Crossings, @alice juega con negras, puntuable. "
        "Acepta o rechaza en un plazo de 15 minutos."
    )
    assert read(reply.text, GERMAN) == (
        "@bob, @alice fordert dich zu Crossings heraus, @alice spielt Schwarz, gewertet. "
        "Nimm an oder lehne ab; das Angebot gilt 15 Minuten."
    )
    accept, withdraw = reply.prompts
    assert [read(c.label, SPANISH) for c in accept.choices] == ["Aceptar", "Rechazar"]
    assert [read(c.label, GERMAN) for c in accept.choices] == ["Annehmen", "Ablehnen"]
    assert read(withdraw.text, GERMAN) == "Herausforderung zurückziehen?"
    assert read(reply.notice or "", SPANISH) == "Desafío #1 enviado."

    declined = await service.decline(local_viewer(BOB), reply.challenge_id)
    assert read(declined.text) == "@bob declined @alice's challenge #1."
    assert read(declined.text, SPANISH) == "@bob rechazó el desafío #1 de @alice."
    assert read(declined.text, GERMAN) == (
        "@bob hat die Herausforderung #1 von @alice abgelehnt."
    )
    with pytest.raises(Conflict) as closed:
        await service.accept(local_viewer(BOB), reply.challenge_id)
    assert str(closed.value) == "Challenge #1 is already declined."
    assert read(closed.value.markup, SPANISH) == "El desafío #1 ya fue rechazado."
    assert read(closed.value.markup, GERMAN) == "Herausforderung #1 wurde bereits abgelehnt."


async def test_an_open_casual_challenge_and_its_time_in_each_language(service):
    # Two minutes to answer: a plural in every language.
    service.matches.settings = dataclasses.replace(service.settings, challenge_ttl=2 * 60)
    reply = await service.challenge(ALICE, "crossings", rated=False)
    assert read(reply.text) == (
        "@alice is looking for an opponent: Crossings, colours drawn at random, casual (no "
        "rating change). Anyone may accept within 2 minutes."
    )
    assert read(reply.text, SPANISH) == (
        "@alice busca rival: Crossings, colores al azar, amistosa (no cambia la puntuación). "
        "Cualquiera puede aceptar en un plazo de 2 minutos."
    )
    assert read(reply.text, GERMAN) == (
        "@alice sucht einen Gegner: Crossings, Farben werden ausgelost, ungewertet (keine "
        "Wertungsänderung). Jeder kann annehmen; das Angebot gilt 2 Minuten."
    )
    with pytest.raises(NotAllowed) as own:
        await service.accept(local_viewer(ALICE), reply.challenge_id)
    assert read(own.value.markup, GERMAN) == (
        "Du kannst deine eigene Herausforderung nicht annehmen; storniere sie stattdessen."
    )


async def test_refusals_of_a_challenge_in_each_language(service):
    with pytest.raises(ServiceError) as colour:
        await service.challenge(ALICE, "crossings", opponent=BOB, colour="purple")
    assert str(colour.value) == "Colour is white, black or random, not 'purple'."
    assert read(colour.value.markup, SPANISH) == (
        "El color puede ser white (blancas), black (negras) o random (al azar), no 'purple'."
    )
    with pytest.raises(ServiceError) as level:
        await service.challenge(ALICE, "crossings", opponent=BOB, level="hard")
    assert read(level.value.markup, GERMAN) == (
        "Eine Stufe gibt es nur in einer Partie gegen den Bot."
    )
    with pytest.raises(ServiceError) as unknown:
        await service.challenge(ALICE, "chess", opponent=BOB)
    games_there = str(unknown.value).split(" Games: ")[1]
    assert str(unknown.value) == f"There is no game 'chess'. Games: {games_there}"
    assert games_there.startswith("charing-cross") and "kings-crossing (kc" in games_there
    assert read(unknown.value.markup, SPANISH) == (
        f"No hay ningún juego 'chess'. Juegos: {games_there}"
    )
    assert read(unknown.value.markup, GERMAN) == (
        f"Es gibt kein Spiel 'chess'. Spiele: {games_there}"
    )
    await service.challenge(ALICE, "crossings", opponent=BOB)
    with pytest.raises(Conflict) as again:
        await service.challenge(BOB, "crossings", opponent=ALICE)
    assert read(again.value.markup, SPANISH).startswith(
        "@alice ya te ha desafiado a Crossings: "
    )
    assert read(again.value.markup, GERMAN).startswith(
        "@alice hat dich schon zu Crossings herausgefordert: "
    )


# ----- host.ftl ------------------------------------------------------------------------------


async def test_a_resignation_reads_in_each_language_and_its_reason_is_stored_as_words(service):
    match_id = await started(service)
    asked = await service.resign(local_viewer(BOB), match_id)
    spanish = await label(service, match_id, SPANISH)
    german = await label(service, match_id, GERMAN)
    assert read(asked.notice or "", SPANISH) == f"{spanish}: ¿la abandonas? No se puede deshacer."
    assert read(asked.notice or "", GERMAN) == (
        f"{german} aufgeben? Das lässt sich nicht rückgängig machen."
    )
    assert asked.confirm is not None
    assert read(asked.confirm.choices[0].label, GERMAN) == "Aufgeben"
    done = await service.resign(local_viewer(BOB), match_id, confirmed=True)
    english = await label(service, match_id, "en")
    assert read(done.text).startswith(f"{english}: @bob (black) resigns.")
    assert read(done.text, SPANISH).startswith(f"{spanish}: @bob (negras) abandona.")
    assert read(done.text, GERMAN).startswith(f"{german}: @bob (Schwarz) gibt auf.")
    # The reason is kept as a message: whoever reads the result reads it in their language.
    reason = (await service.get_match(match_id)).reason or ""
    assert read(reason) == "Black resigned"
    assert read(reason, SPANISH) == "las negras abandonaron"
    assert read(reason, GERMAN) == "Schwarz hat aufgegeben"


async def test_a_draw_offer_and_its_refusals_in_each_language(service):
    match_id = await started(service)
    spanish = await label(service, match_id, SPANISH)
    german = await label(service, match_id, GERMAN)
    offer = await service.offer_draw(local_viewer(ALICE), match_id)
    assert read(offer.text, SPANISH) == (
        f"{spanish}: @alice (blancas) ofrece tablas. @bob, acepta o rechaza (mover también "
        "las rechaza)."
    )
    assert read(offer.text, GERMAN) == (
        f"{german}: @alice (Weiß) bietet Remis an. @bob, nimm an oder lehne ab (ein Zug lehnt "
        "ebenfalls ab)."
    )
    assert [read(c.label, SPANISH) for c in offer.prompts[0].choices] == [
        "Aceptar tablas",
        "Rechazar",
    ]
    with pytest.raises(NotAllowed) as own:
        await service.answer_draw(local_viewer(ALICE), match_id, True)
    assert read(own.value.markup, GERMAN) == (
        f"{german}: Dein Gegner muss dein Angebot beantworten."
    )
    declined = await service.answer_draw(local_viewer(BOB), match_id, False)
    assert read(declined.text, SPANISH) == f"{spanish}: @bob rechaza las tablas."


@pytest.mark.parametrize(
    ("waited", "english", "spanish", "german"),
    [
        (0, "3 days", "3 días", "3 Tage"),
        (70 * 3600, "2 hours", "2 horas", "2 Stunden"),
    ],
)
async def test_the_time_left_before_a_claim_in_each_language(
    service, clock, waited, english, spanish, german
):
    match_id = await started(service)
    clock.advance(waited)
    with pytest.raises(NotAllowed) as early:
        await service.claim_timeout(local_viewer(BOB), match_id)
    match = await service.get_match(match_id)
    assert str(early.value) == f"{read(service.label(match))}: @alice still has {english} to move."
    assert read(early.value.markup, SPANISH) == (
        f"{await label(service, match_id, SPANISH)}: a @alice aún le quedan {spanish} para mover."
    )
    assert read(early.value.markup, GERMAN) == (
        f"{await label(service, match_id, GERMAN)}: @alice hat noch {german} für den Zug."
    )


# ----- matches.ftl ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moves", "spanish", "german"),
    [
        (["a4-b5"], "repetición de 1 jugada.", "Wiederholung eines Zuges."),
        (["a4-b5", "h5-g5"], "repetición de 2 jugadas.", "Wiederholung von 2 Zügen."),
    ],
)
async def test_a_replay_counts_its_moves_in_each_language(recorded, moves, spanish, german):
    match_id = await started(recorded)
    for move in moves:
        match = await recorded.get_match(match_id)
        await recorded.move(local_viewer(match.to_move_id), match_id, move)
    replay = await recorded.replay(local_viewer(ALICE), match_id)
    count = len(moves)
    assert read(replay.text).endswith(f"replay of {count} move{'s' if count > 1 else ''}.")
    assert read(replay.text, SPANISH) == f"{await label(recorded, match_id, SPANISH)}: {spanish}"
    assert read(replay.text, GERMAN) == f"{await label(recorded, match_id, GERMAN)}: {german}"


async def test_a_players_matches_and_the_history_in_each_language(recorded):
    first = await started(recorded)
    second = await started(recorded, "crossings")
    listed = await recorded.matches_of(local_viewer(ALICE))
    assert read(listed.notice or "", SPANISH).splitlines() == [
        f"#{second} Crossings contra @bob: te toca decidir",
        f"#{first} Charing Cross contra @bob: te toca decidir",
    ]
    assert read(listed.notice or "", GERMAN).splitlines()[1] == (
        f"#{first} Charing Cross gegen @bob: deine Entscheidung"
    )
    with pytest.raises(ServiceError) as several:
        await recorded.resolve_match(local_viewer(BOB))
    newest_first = f"(#{second} and #{first})"
    assert str(several.value) == f"You have several matches {newest_first}; say which one."
    assert read(several.value.markup, SPANISH) == (
        f"Tienes varias partidas (#{second} y #{first}); di cuál."
    )
    assert read(several.value.markup, GERMAN) == (
        f"Du hast mehrere Partien (#{second} und #{first}); sag, welche."
    )
    await recorded.move(local_viewer(ALICE), first, "a4-b5")
    await recorded.move(local_viewer(BOB), first, "h5-g5")
    history = (await recorded.history(local_viewer(ALICE), first)).text
    # The side's word keeps its column in each language.
    assert read(history).splitlines()[-2:] == ["    1. White a4-b5", "    2. Black h5-g5"]
    assert read(history, SPANISH).splitlines()[-2:] == [
        "    1. Blancas a4-b5",
        "    2. Negras  h5-g5",
    ]
    assert read(history, GERMAN).splitlines()[-2:] == [
        "    1. Weiß    a4-b5",
        "    2. Schwarz h5-g5",
    ]


# ----- profiles.ftl --------------------------------------------------------------------------


async def test_a_leaderboard_reads_in_each_language_with_its_plurals(service, db):
    for now in (1000.0, 2000.0):  # Bob wins twice, Alice loses twice
        await play_out(db, ALICE, BOB, "black", now=now)
    board = await service.leaderboard(local_viewer(ALICE), "crossings")
    english = read(board.text).splitlines()[0]
    assert english == "Crossings leaderboard (correspondence), everywhere, page 1"
    spanish, german = read(board.text, SPANISH).splitlines(), read(board.text, GERMAN).splitlines()
    assert spanish[0] == (
        "Ranking de Crossings (por correspondencia), todos los servidores, página 1"
    )
    assert german[0] == "Rangliste für Crossings (Fernpartien), überall, Seite 1"
    assert re.fullmatch(r"1\. @bob \d+\?? ±\d+, 2 partidas", spanish[1]), spanish
    assert re.fullmatch(r"1\. @bob \d+\?? ±\d+, 2 Partien", german[1]), german
    assert re.fullmatch(r"@alice: puesto 2, \d+\?? ±\d+\.", spanish[3]), spanish
    assert re.fullmatch(r"@alice: Platz 2, \d+\?? ±\d+\.", german[3]), german
    assert spanish[4] == (
        "? indica una puntuación provisional (desviación por encima de 110, que crece con cada "
        "día sin jugar); van después de las demás."
    )
    with pytest.raises(NotAllowed) as off:
        await db.settings.set(GUILD, "leaderboards", "off")
        await service.leaderboard(viewer_in(ALICE, GUILD), "crossings", scope="server")
    assert read(off.value.markup, GERMAN) == "Ranglisten sind auf diesem Server ausgeschaltet."


STANDING = "{standing}"  # a rating and its deviation (1662? ±290): computed, not worded


def shaped(template: str, line: str) -> bool:
    """Whether ``line`` is ``template`` word for word, any standing where it says so."""
    pattern = re.escape(template).replace(re.escape(STANDING), r"\d+\?? ±\d+")
    return re.fullmatch(pattern, line) is not None


@pytest.mark.parametrize(
    ("wins", "english", "spanish", "german"),
    [
        (
            1,
            "Crossings (correspondence): {standing}, 1 game (1 won, 0 lost, 0 drawn), "
            "current streak: 1 win",
            "Crossings (por correspondencia): {standing}, 1 partida (1 ganada, 0 perdidas, "
            "0 en tablas), racha actual: 1 victoria",
            "Crossings (Fernpartien): {standing}, 1 Partie (1 gewonnen, 0 verloren, 0 remis), "
            "aktuelle Serie: 1 Sieg",
        ),
        (
            2,
            "Crossings (correspondence): {standing}, 2 games (2 won, 0 lost, 0 drawn), "
            "current streak: 2 wins",
            "Crossings (por correspondencia): {standing}, 2 partidas (2 ganadas, 0 perdidas, "
            "0 en tablas), racha actual: 2 victorias",
            "Crossings (Fernpartien): {standing}, 2 Partien (2 gewonnen, 0 verloren, 0 remis), "
            "aktuelle Serie: 2 Siege",
        ),
    ],
)
async def test_a_profile_reads_in_each_language_with_its_plurals(
    service, db, wins, english, spanish, german
):
    for number in range(wins):
        await play_out(db, ALICE, BOB, "white", now=1000.0 * (number + 1))
    profile = await service.profile(local_viewer(ALICE), ALICE)
    for language, standing, title, last, recent in (
        ("en", english, "Profile of @alice", "Last matches", "#{} Crossings vs @bob: win"),
        (SPANISH, spanish, "Perfil de @alice", "Últimas partidas",
         "#{} Crossings contra @bob: victoria"),
        (GERMAN, german, "Profil von @alice", "Letzte Partien", "#{} Crossings gegen @bob: Sieg"),
    ):
        lines = read(profile.text, language).splitlines()
        assert lines[0] == title and lines[2] == last, lines
        assert shaped(standing, lines[1]), (lines[1], standing)
        assert re.fullmatch(
            re.escape(recent.format(wins)) + r" \(\+\d+\), the test says so", lines[3]
        ), lines[3]
    stranger = await service.profile(viewer_in(BOB, GUILD), 12345)
    assert read(stranger.text, SPANISH).splitlines()[1:] == [
        "Aún ninguna partida puntuable.",
        "Ninguna partida terminada que puedas ver aquí.",
    ]


async def test_a_profile_and_a_board_name_the_pool_in_each_language(service, db):
    """Alice won a correspondence game and lost a live one: her profile has a line per pool,
    correspondence first, and the live board is asked for by its word."""
    await play_out(db, ALICE, BOB, "white", now=1000.0)
    await play_out(db, ALICE, BOB, "black", now=2000.0, clock=LIVE)
    profile = await service.profile(local_viewer(ALICE), ALICE)
    board = await service.leaderboard(local_viewer(ALICE), "crossings", pool="Live")
    for language, post, live, title in (
        (
            "en",
            "Crossings (correspondence): {standing}, 1 game (1 won, 0 lost, 0 drawn), "
            "current streak: 1 win",
            "Crossings (live): {standing}, 1 game (0 won, 1 lost, 0 drawn), current streak: 1 loss",
            "Crossings leaderboard (live), everywhere, page 1",
        ),
        (
            SPANISH,
            "Crossings (por correspondencia): {standing}, 1 partida (1 ganada, 0 perdidas, "
            "0 en tablas), racha actual: 1 victoria",
            "Crossings (en vivo): {standing}, 1 partida (0 ganadas, 1 perdida, 0 en tablas), "
            "racha actual: 1 derrota",
            "Ranking de Crossings (en vivo), todos los servidores, página 1",
        ),
        (
            GERMAN,
            "Crossings (Fernpartien): {standing}, 1 Partie (1 gewonnen, 0 verloren, 0 remis), "
            "aktuelle Serie: 1 Sieg",
            "Crossings (live): {standing}, 1 Partie (0 gewonnen, 1 verloren, 0 remis), "
            "aktuelle Serie: 1 Niederlage",
            "Rangliste für Crossings (live), überall, Seite 1",
        ),
    ):
        lines = read(profile.text, language).splitlines()
        assert shaped(post, lines[1]) and shaped(live, lines[2]), (language, lines)
        assert read(board.text, language).splitlines()[0] == title
    assert board.pool == "live"
    with pytest.raises(ServiceError) as refused:
        await service.leaderboard(local_viewer(ALICE), "crossings", pool="blitz")
    assert read(refused.value.markup) == "The pool is live or correspondence, not 'blitz'."
    assert read(refused.value.markup, GERMAN) == (
        "Die Spielart ist live oder correspondence (Fernpartien), nicht 'blitz'."
    )


# ----- settings.ftl --------------------------------------------------------------------------


async def test_the_settings_refusals_in_each_language(service):
    outside = local_viewer(ALICE)
    with pytest.raises(ServiceError) as where:
        await service.server_settings.change(outside, mode="thread")
    assert str(where.value) == "Settings are changed for a server, from inside it."
    assert read(where.value.markup, SPANISH) == (
        "Los ajustes se cambian para un servidor, desde dentro de él."
    )
    member = viewer_in(ALICE, GUILD)
    with pytest.raises(NotAllowed) as who:
        await service.server_settings.change(member, mode="thread")
    assert read(who.value.markup, GERMAN) == (
        "Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen ändern."
    )
    manager = dataclasses.replace(member, organiser=True)
    with pytest.raises(ServiceError) as mode:
        await service.server_settings.change(manager, mode="forum")
    assert str(mode.value) == "The mode is thread or channel, not 'forum'."
    assert read(mode.value.markup, SPANISH) == (
        "El modo es thread (un hilo por partida) o channel (en el canal), no 'forum'."
    )
    assert read(mode.value.markup, GERMAN) == (
        "Der Modus ist thread (ein Thread pro Partie) oder channel (im Kanal), nicht 'forum'."
    )


async def test_a_local_players_name_refused_in_each_language(service):
    with pytest.raises(ServiceError) as long:
        await service.players.enter("x" * 40)
    assert read(long.value.markup) == (
        "A player's name has at most 32 characters; " + "x" * 32 + "… has 40."
    )
    assert read(long.value.markup, SPANISH) == (
        "El nombre de un jugador puede tener como máximo 32 caracteres; " + "x" * 32 + "… tiene 40."
    )
    with pytest.raises(ValueError) as spaced:  # still a ValueError, as the console expects
        await service.players.find("two words")
    assert isinstance(spaced.value, ServiceError)
    assert read(spaced.value.markup, GERMAN) == (
        "Der Name eines Spielers muss ein Wort ohne Leerzeichen oder Steuerzeichen sein: "
        "'two words'."
    )


async def test_the_rating_chart_is_given_its_words_in_its_readers_language(
    service, db, monkeypatch
):
    drawn: list[tuple[tuple[str, ...], str, str]] = []

    def chart(title, series, *, y_label, x_label):
        drawn.append((tuple(s.label for s in series), y_label, x_label))
        return b"\x89PNG"

    monkeypatch.setattr("bot.service.ratings.render_chart", chart)
    await play_out(db, ALICE, BOB, "white")
    await play_out(db, ALICE, BOB, "white", clock=LIVE)  # a line per pool
    # Asked privately, the chart is the asker's; posted where others read, the place's.
    own = dataclasses.replace(local_viewer(ALICE), language=GERMAN, place_language=SPANISH)
    await service.profile(own, ALICE)
    posted = dataclasses.replace(own, private=False)
    await service.profile(posted, ALICE)
    assert drawn == [
        (
            ("Wertung in Fernpartien", "Live-Wertung"),
            "Wertung (Band: ± Abweichung)",
            "gewertete Partien",
        ),
        (
            ("puntuación por correspondencia", "puntuación en vivo"),
            "puntuación (franja: ± desviación)",
            "partidas puntuables",
        ),
    ]
    drawn.clear()
    await service.profile(local_viewer(ALICE), ALICE)
    assert drawn == [
        (("correspondence rating", "live rating"), "rating (band: ± deviation)", "rated games")
    ]
