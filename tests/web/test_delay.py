"""The spectator delay: a running rated match's watch page, board and stream are two moves
behind; a seat never is; a casual match and a finished one show every move.  The expected
positions are counted by hand (four moves played: a spectator sees move 2)."""

from __future__ import annotations

import json

import games
from bot.service import MatchService
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import links, start_match
from tests.web.test_live import blocks, next_event
from tests.web.test_routes import open_seat


async def play_four(service: MatchService, match_id: int) -> list[str]:
    """Four moves, Alice and Bob in turn: their notation."""
    game = games.get("crossings")
    state, played = game.start(), []
    for number in range(4):
        move = game.legal_moves(state)[0]
        player = ALICE if number % 2 == 0 else BOB
        await service.move(local_viewer(player), match_id, move)
        state = game.play(state, move)
        played.append(move)
    return played


async def test_a_spectator_of_a_rated_match_sees_two_moves_behind_a_seat_sees_all(
    service, client
) -> None:
    match_id = await start_match(service, rated=True)
    watch, _ = await links(service, ALICE, match_id)
    _, seat = await links(service, BOB, match_id)
    played = await play_four(service, match_id)

    page = await (await client.get(f"/w/{watch}")).text()
    assert 'data-latest="2"' in page
    assert f"Move 2: {played[1]}" in page and f"Move 3: {played[2]}" not in page
    assert "A rated game: spectators see it 2 moves behind the players, until it ends." in page
    # Asking for a later position shows the last one shown, board included.
    asked = await (await client.get(f"/w/{watch}/board.svg?ply=4")).text()
    shown = await (await client.get(f"/w/{watch}/board.svg?ply=2")).text()
    assert asked == shown
    response = await client.get(f"/w/{watch}/events")
    event = await next_event(blocks(response))
    assert event["id"] == "2" and f"Move 3: {played[2]}" not in json.loads(event["data"])["html"]
    response.close()

    await open_seat(client, seat, match_id)
    own = await (await client.get(f"/seat/{match_id}")).text()
    assert 'data-latest="4"' in own and f"Move 4: {played[3]}" in own
    assert "spectators see it" not in own

    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    ended = await (await client.get(f"/w/{watch}")).text()
    assert 'data-latest="4"' in ended and f"Move 4: {played[3]}" in ended
    assert "spectators see it" not in ended


async def test_a_casual_match_is_shown_as_played(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    played = await play_four(service, match_id)
    page = await (await client.get(f"/w/{watch}")).text()
    assert 'data-latest="4"' in page and f"Move 4: {played[3]}" in page
    assert "spectators see it" not in page


async def test_the_delay_is_said_in_spanish_and_german(service, client) -> None:
    match_id = await start_match(service, rated=True)
    watch, _ = await links(service, ALICE, match_id)
    spanish = await (await client.get(f"/w/{watch}?lang=es-ES")).text()
    assert (
        "Partida puntuable: los espectadores la ven con 2 jugadas de retraso respecto a los "
        "jugadores, hasta que termine." in spanish
    )
    german = await (await client.get(f"/w/{watch}?lang=de")).text()
    assert (
        "Eine gewertete Partie: Zuschauer sehen sie 2 Züge hinter den Spielern, bis sie endet."
        in german
    )
