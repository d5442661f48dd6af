"""Playing a match in the reader's language (play.ftl, with refusals.ftl inside): a move's
announcement and the refusals a player meets, in the sentences written here by hand."""

from __future__ import annotations

from typing import Any

import pytest

from bot.markup import plain
from bot.service import NotAllowed, ServiceError
from tests.bot.conftest import ALICE, BOB, clock, recorded, recorder  # noqa: F401 - fixtures
from tests.bot.test_service_play import start
from tests.viewers import local_viewer


async def test_a_move_is_announced_in_english_spanish_and_german(
    recorded: Any,  # noqa: F811 - the fixture imported above
) -> None:
    match_id = await start(recorded)
    reply = await recorded.move(local_viewer(ALICE), match_id, "a4-b5")
    said = {lang: plain(reply.text, lang).splitlines() for lang in ("en", "es-ES", "de")}
    n = match_id
    assert said["en"][0] == f"Match #{n} (Charing Cross): @alice (white) played a4-b5."
    assert said["es-ES"][0] == f"Partida n.º {n} (Charing Cross): @alice (blancas) ha jugado a4-b5."
    assert said["de"][0] == f"Partie Nr. {n} (Charing Cross): @alice (Weiß) spielte a4-b5."
    assert said["en"][-1] == "@bob to decide (black), move 2."
    assert said["es-ES"][-1] == "Le toca decidir a @bob (negras), jugada 2."
    assert said["de"][-1] == "@bob ist am Zug (Schwarz), Zug 2."


async def test_a_refused_move_in_english_spanish_and_german(
    recorded: Any,  # noqa: F811
) -> None:
    match_id = await start(recorded)
    with pytest.raises(ServiceError) as caught:
        await recorded.move(local_viewer(ALICE), match_id, "h4-g4")
    n = match_id
    assert plain(caught.value.markup) == (  # str() is the English with its markup's spans
        f"Match #{n} (Charing Cross): 'h4-g4' is not a legal move here: the knight on h4 is "
        "Black's; you play White. Try: a4-b4."
    )
    assert plain(caught.value.markup, "es-ES") == (
        f"Partida n.º {n} (Charing Cross): 'h4-g4' no es una jugada legal aquí: el caballo de h4 "
        "es de las negras; tú juegas con las blancas. Prueba: a4-b4."
    )
    assert plain(caught.value.markup, "de") == (
        f"Partie Nr. {n} (Charing Cross): 'h4-g4' ist hier kein legaler Zug: der Springer auf h4 "
        "gehört Schwarz; du spielst Weiß. Versuch: a4-b4."
    )


async def test_a_move_out_of_turn_in_english_spanish_and_german(
    recorded: Any,  # noqa: F811
) -> None:
    match_id = await start(recorded)
    with pytest.raises(NotAllowed) as caught:
        await recorded.move(local_viewer(BOB), match_id, "h4-g4")
    n = match_id
    assert str(caught.value) == (
        f"Match #{n} (Charing Cross): it is @alice's decision (white), not yours."
    )
    assert plain(caught.value.markup, "es-ES") == (
        f"Partida n.º {n} (Charing Cross): la decisión es de @alice (blancas), no tuya."
    )
    assert plain(caught.value.markup, "de") == (
        f"Partie Nr. {n} (Charing Cross): @alice ist am Zug (Weiß), nicht du."
    )


async def test_the_waiting_challenges_in_spanish_and_german(
    recorded: Any,  # noqa: F811
) -> None:
    reply = await recorded.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    number = reply.challenge_id
    listed = (await recorded.waiting.listing(local_viewer(BOB))).notice
    assert plain(listed, "es-ES").splitlines() == [
        "Desafíos:",
        f"#{number} para ti de @alice: Crossings, @alice juega con las blancas, puntuable; "
        f"responde con 'accept {number}' o 'decline {number}'",
    ]
    assert plain(listed, "de").splitlines() == [
        "Herausforderungen:",
        f"#{number} an dich von @alice: Crossings, @alice spielt Weiß, gewertet; "
        f"antworte mit 'accept {number}' oder 'decline {number}'",
    ]
