"""Tournaments in Spanish and German: the bulletins, the refusals and the pictures, each
expected sentence and word written here by hand (not formatted by the code under test), and
the English of the same texts unchanged.

A Spanish-speaking organiser (``es-ES``) runs a tournament on a server whose posts are German
(``/gamut-settings language:de``): what the server reads (bulletins, and the pictures drawn
for them) is German, what the organiser alone reads is Spanish.
"""

from __future__ import annotations

import pytest

from bot.service.text import plain
from bot.service.viewer import EVERYTHING, Viewer
from renderers import tournament as pictures
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import DAVE, NAMES, draw, games_of, pairs, win

pytestmark = pytest.mark.parametrize("database_backend", ["sqlite"], indirect=True)

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
    return Viewer(user_id, guild_id=GUILD, channel_id=CHANNEL, sight=EVERYTHING,
                  language=SPANISH, place_language=GERMAN)


async def german_server(service) -> None:
    await service.db.settings.set(GUILD, "language", GERMAN)


async def enter_all(service, tid: int) -> None:
    for user in (ALICE, BOB, CAROL, DAVE):
        await service.tournaments.join(member(user), tid, name=NAMES[user])


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
        "Crossings, Schweizer System (FIDE-Holländisches System), 2 Runden, gewertet, "
        "3 Tage pro Entscheidung.",
        "Jede Runde wird ausgelost, sobald die vorige beendet ist.",
        "Keine Nachmeldungen.",
        "Feinwertungen: WIN.",
        "Melde dich vor dem Start mit der Schaltfläche unten an.",
    ]
    assert plain(created.notice, SPANISH) == (
        "Torneo n.º 1 creado. Empiézalo con 'tournament start 1' cuando estén todos los "
        "jugadores."
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
        "Torneo n.º 1 (Otoño), ronda 1: tu partida contra @alice es la n.º 1; juegas con negras."
    )
    assert plain(told[ALICE], GERMAN) == (
        "Turnier Nr. 1 (Otoño), Runde 1: Deine Partie gegen @carol ist Partie Nr. 1; "
        "du spielst Weiß."
    )
    # The pairing table is drawn in German: the very picture of the hand-written German
    # words and the names as entered.
    assert round_one.reply.image is not None
    assert round_one.reply.image.data == pictures.render_pairing_table(pictures.PairingTable(
        title="Otoño: Paarungen der Runde 1",
        round_number=1,
        rows=(
            pictures.PairingRow(1, "alice", "0", "carol", "0"),
            pictures.PairingRow(2, "dave", "0", "bob", "0"),
        ),
        subtitle="Runde 1 · 2 Bretter",
        words=GERMAN_PAIRING_WORDS,
    ))
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
        sorted((ALICE, BOB)), sorted((CAROL, DAVE))
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
    # The standings picture, in German: alice 2 (two wins), bob 1 (one), carol and dave ½
    # each and no win, sharing third place (3= on the first of them).
    assert final.reply.image is not None
    assert final.reply.image.data == pictures.render_standings(pictures.StandingsTable(
        title="Otoño: Tabelle",
        tiebreak_names=("WIN",),
        rows=(
            pictures.StandingRow(1, "alice", "2", ("2",)),
            pictures.StandingRow(2, "bob", "1", ("1",)),
            pictures.StandingRow(3, "carol", "½", ("0",)),
            pictures.StandingRow(3, "dave", "½", ("0",)),
        ),
        footer="Es gewinnt @alice mit 2 Punkten.\nWIN: Anzahl der Siege",
        subtitle="4 Teilnehmende · Feinwertungen in Reihenfolge: WIN",
        words=GERMAN_STANDINGS_WORDS,
    ))
