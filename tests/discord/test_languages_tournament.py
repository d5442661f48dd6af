"""Spanish-speaking members run a tournament on a German server (issue #46): the
announcement, the pairings, the results and the standings the server reads are German, and
so are the words of their pictures; what the organiser and the players read alone (their
ephemeral answers, their DMs) is Spanish.

Four players, two Swiss rounds, White winning every game (Black resigns): from those
results alone the test knows the winner.  The key sentences are written here by hand;
besides, no English sentence of the catalogue may be in anything either side reads.  The
pictures' words are read where the service formats them for the drawing worker
(bot.service.tournaments.announce), which draws what it is given.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord

import bot.service.tournaments.announce as announce
from renderers.tournament import PairingWords, StandingsWords
from tests.discord.conftest import World
from tests.discord.languages import Read, custom_ids, dms, english_in, labels, speak_spanish
from tests.discord.locales import Locales

ROUNDS = 2
NAME = "Copa"
PAIRING_WORDS = PairingWords(
    board="Br.",
    white="Weiß",
    black="Schwarz",
    points="Pkt.",
    result="Ergebnis",
    not_paired="Ohne Paarung: {player}",
    empty="Keine Bretter in dieser Runde.",
    page="Seite {page} von {pages}",
)
STANDINGS_WORDS = StandingsWords(
    rank="Pl.",
    player="Name",
    points="Pkt.",
    note="Hinweis",
    empty="Noch keine Teilnehmenden.",
    page="Seite {page} von {pages}",
)
STANDINGS_SUBTITLE = "4 Teilnehmende · Feinwertungen in Reihenfolge: BH-C1, BH, SB, DE, WIN"


@dataclass
class Pictured:
    """The words of each picture the tournament drew, in order."""

    pairings: list[announce.PairingTexts] = field(default_factory=list)
    standings: list[announce.StandingsTexts] = field(default_factory=list)

    def words(self) -> list[str]:
        """Every text the pictures draw (the players' names apart)."""
        found: list[str] = []
        for texts in [*self.pairings, *self.standings]:
            found += [texts.title, texts.subtitle, *vars(texts.words).values()]
        found += [texts.footer for texts in self.standings]
        return found


@pytest.fixture
def pictured(monkeypatch: pytest.MonkeyPatch) -> Pictured:
    seen = Pictured()
    pairing_texts, standings_texts = announce.pairing_texts, announce.standings_texts

    def pairings(*args: Any, **options: Any) -> announce.PairingTexts:
        seen.pairings.append(pairing_texts(*args, **options))
        return seen.pairings[-1]

    def standings(*args: Any, **options: Any) -> announce.StandingsTexts:
        seen.standings.append(standings_texts(*args, **options))
        return seen.standings[-1]

    monkeypatch.setattr(announce, "pairing_texts", pairings)
    monkeypatch.setattr(announce, "standings_texts", standings)
    return seen


def said(result: simcord.InteractionResult) -> Any:
    """The one answer with text of an interaction (a deferred reply's followup or the
    response itself)."""
    (message,) = [m for m in (result.response, *result.followups) if m and m.content]
    return message


async def whole_tournament(
    world: World,
    guild: simcord.GuildHandle,
    channel: simcord.ChannelHandle,
    players: list[simcord.MemberActor],
) -> tuple[Read, int, Counter[int]]:
    """The first player creates a two-round Swiss, all four join by the button, she starts
    it, and every game ends with Black resigning: what the players read alone and what the
    server read, the tournament's number and each player's points."""
    read = Read([], [])
    organiser = players[0]
    created = said(read.heard(await organiser.slash(
        channel, "tournament create", game="crossings", rounds=ROUNDS, name=NAME
    )))
    number = int(created.content.split("n.º ")[1].split(" ")[0])
    assert created.ephemeral and created.content == (
        f"Torneo n.º {number} creado. Empiézalo con `/torneo empezar torneo:{number}` cuando "
        "estén todos los jugadores."
    )
    announcement = channel.last_message
    assert announcement.content.startswith(
        f"<@{organiser.id}> eröffnet Turnier Nr. {number} ({NAME}).\n"
        "Crossings, Schweizer System (FIDE-Holländisches System), 2 Runden, "
        "gewertet (Fernpartien), "
        "3 Tage pro Entscheidung.\n"
    )
    assert labels(announcement) == ["Anmelden", "Abmelden"]
    (join,) = custom_ids(announcement, "gamut:b:tournament-join:")
    for player in players:
        joined = [m for m in read.heard(await player.click(announcement, custom_id=join))
                  .followups if m.ephemeral]
        assert [m.content for m in joined] == [
            f"Te has inscrito en el Torneo n.º {number} ({NAME})."
        ]
    started = said(read.heard(
        await organiser.slash(channel, "tournament start", tournament=number)
    ))
    assert started.ephemeral and started.content == (
        f"El torneo n.º {number} ha empezado: la ronda 1 está publicada en <#{channel.id}>."
    )

    actors = {p.id: p for p in players}
    points: Counter[int] = Counter()
    played: set[int] = set()
    for round_number in range(1, ROUNDS + 1):
        threads = [thread for thread in channel.threads if thread.id not in played]
        played |= {thread.id for thread in threads}
        assert len(threads) == 2, f"round {round_number}"
        for thread in threads:
            match_id = int(thread.name.rsplit("#", 1)[1])
            match = await world.bot.service.get_match(match_id)
            white, black = actors[match.white_id], actors[match.black_id]
            assert thread.name == f"{white.name} gegen {black.name} · Crossings #{match_id}"
            pairs = ((white, black, "las blancas"), (black, white, "las negras"))
            for player, opponent, colour in pairs:
                assert dms(player)[round_number - 1] == (
                    f"Torneo n.º {number} ({NAME}), ronda {round_number}: tu partida contra "
                    f"<@{opponent.id}> es la n.º {match_id}; juegas con {colour}.\n"
                    f"Juega aquí: https://discord.com/channels/{guild.id}/{thread.id}"
                )
            asked = read.heard(await black.slash(thread, "resign"))
            question = asked.followups[0] if asked.followups else asked.response
            assert question.content == (
                f"Partida n.º {match_id} (Crossings): ¿la abandonas? No se puede deshacer."
            )
            (confirm,) = custom_ids(question, "gamut:b:resign:")
            read.heard(await black.click(question, custom_id=confirm))
            assert (await world.bot.service.get_match(match_id)).winner == "white"
            points[white.id] += 1
            read.public += [thread.name, *(m.content for m in thread.history())]
    read.private += [text for player in players for text in dms(player)]
    read.public += [m.content for m in channel.history()]
    read.public += [label for m in channel.history() for label in labels(m)]
    return read, number, points


def four_spanish_players(
    guild: simcord.GuildHandle, world: World, locales: Locales
) -> list[simcord.MemberActor]:
    players = [guild.add_member(world.env.create_user(n)) for n in ("ana", "beto", "carla", "dani")]
    speak_spanish(locales, *players)
    return players


@pytest.mark.bot(ai_workers=0)
async def test_a_german_server_reads_its_tournament_in_german_and_its_players_spanish(
    world: World, locales: Locales, pictured: Pictured
) -> None:
    await world.manager.slash(world.channel, "gamut-settings", language="de")
    players = four_spanish_players(world.guild, world, locales)
    read, number, points = await whole_tournament(world, world.guild, world.channel, players)

    posted = [m.content for m in world.channel.history()]
    assert f"Turnier Nr. {number} ({NAME}) beginnt mit 4 Teilnehmenden." in posted[1]
    for round_number in range(1, ROUNDS + 1):
        (pairings,) = [text for text in posted if text.startswith(
            f"Turnier Nr. {number} ({NAME}), Runde {round_number} von 2: Paarungen.\n"
        )]
        assert "Die nächste Runde wird ausgelost, wenn die letzte Partie dieser Runde endet." in (
            pairings
        )
    (over,) = [text for text in posted if text.startswith(
        f"Turnier Nr. {number} ({NAME}): Runde 1 ist beendet.\n"
    )]
    assert "\nTabelle nach Runde 1:\n" in over
    (winner,) = [user for user, won in points.items() if won == ROUNDS]
    assert posted[-1].startswith(
        f"Turnier Nr. {number} ({NAME}) ist beendet. Es gewinnt <@{winner}> mit 2 Punkten.\n"
        "Abschlusstabelle:\n"
    )
    assert english_in(read.private, "es-ES") == []
    assert english_in(read.public, "de") == []

    assert [(p.words, p.title, p.subtitle, p.byes) for p in pictured.pairings] == [
        (PAIRING_WORDS, f"{NAME}: Paarungen der Runde {r}", f"Runde {r} · 2 Bretter", ())
        for r in range(1, ROUNDS + 1)
    ]
    # After each round, and the final standings.
    assert [(s.words, s.title, s.subtitle) for s in pictured.standings] == [
        (STANDINGS_WORDS, f"{NAME}: Tabelle", STANDINGS_SUBTITLE)
    ] * (ROUNDS + 1)
    assert pictured.standings[-1].footer.startswith("Es gewinnt ")
    assert english_in(pictured.words(), "de") == []


@pytest.mark.bot(ai_workers=0)
async def test_a_german_community_server_gets_german_tournament_pictures(
    world: World, locales: Locales, pictured: Pictured
) -> None:
    guild = world.env.create_guild("Spieleabend", preferred_locale="de")
    channel = guild.create_text_channel("turniere")
    read, _, _ = await whole_tournament(
        world, guild, channel, four_spanish_players(guild, world, locales)
    )
    assert english_in(read.private, "es-ES") == []
    assert english_in(read.public, "de") == []  # the texts are German already
    assert [p.words for p in pictured.pairings] == [PAIRING_WORDS] * ROUNDS
    assert [s.words for s in pictured.standings] == [STANDINGS_WORDS] * (ROUNDS + 1)
    assert "<@" not in pictured.standings[-1].footer
