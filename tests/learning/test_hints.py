"""Hints: refused in every match between two people (rated or casual), given against oneself
and against the bot, with the reason in a few words where the search can tell."""

from __future__ import annotations

import pytest

import games
from bot.markup import plain
from bot.service import NotAllowed
from games.ai import observe
from games.ai.analysis import hint
from tests.learning.conftest import ALICE, BOB, BOT, HINT_NODES, NoAI, make_service
from tests.viewers import local_viewer


async def match_between_people(service, *, rated: bool) -> int:
    reply = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white", rated=rated)
    accepted = await service.accept(local_viewer(BOB), reply.challenge_id)
    return accepted.match_id


@pytest.mark.parametrize("rated", [True, False], ids=["rated", "casual"])
async def test_hints_are_refused_between_two_people(service, coach, rated):
    match_id = await match_between_people(service, rated=rated)
    for user in (ALICE, BOB):  # the side to move and the other: neither gets one
        with pytest.raises(NotAllowed, match="Hints are only for practice") as refused:
            await service.hints.hint(local_viewer(user), match_id)
        assert "rated" in str(refused.value) if rated else "two people" in str(refused.value)
    assert coach.jobs == [], "the AI was never asked"


async def test_a_hint_against_oneself_names_the_move_and_why(service, coach):
    reply = await service.challenge(ALICE, "kings-crossing", opponent=ALICE, colour="white")
    match_id = reply.match_id
    for move in ("c2-c5", "c7-c6"):
        await service.move(local_viewer(ALICE), match_id, move)
    hinted = await service.hints.hint(local_viewer(ALICE), match_id)
    text = plain(hinted.notice)
    assert "hint for white: c5xc7 (it captures the man on c6)." in text
    # The picture's marks are explained: the hinted move's frames and the Home spaces.
    assert text.endswith("The framed squares are its squares. Marks: house = a Home space.")
    assert hinted.notice_image.filename == f"match-{match_id}-2-hint.png"
    assert hinted.text == "" and hinted.image is None, "a hint is for the asker alone"
    assert coach.jobs == ["hint"]


async def test_a_hint_in_a_casual_game_against_the_bot(db):
    service, coach = make_service(db, ai=NoAI(), ai_user_id=BOT)
    try:
        reply = await service.challenge(ALICE, "crossings", opponent=BOT, colour="white")
        hinted = await service.hints.hint(local_viewer(ALICE), reply.match_id)
        assert "hint for white:" in plain(hinted.notice)
        with pytest.raises(NotAllowed, match="not your decision"):
            await service.hints.hint(local_viewer(BOT), reply.match_id)
        assert coach.jobs == ["hint"]
    finally:
        service.close()


async def test_no_hint_for_a_spectator_or_after_the_end(service):
    reply = await service.challenge(ALICE, "crossings", opponent=ALICE)
    with pytest.raises(NotAllowed, match="not playing"):
        await service.hints.hint(local_viewer(BOB), reply.match_id)
    await service.resign(local_viewer(ALICE), reply.match_id, confirmed=True)
    with pytest.raises(NotAllowed, match="no move to hint at"):
        await service.hints.hint(local_viewer(ALICE), reply.match_id)


@pytest.mark.parametrize(
    ("position", "move", "reason"),
    [
        (
            "3k/4/4/4/K3/4/4/3M w home=d1,a8",
            "a4-a8",
            "it wins at once: White's King reached Black's Home space a8",
        ),
        (
            # White's c1 man keeps its King home: without it, d1-d6 at Black's King after
            # c7-b7 costs more than the man (the evaluation weighs the King's open sides).
            "m3/2mM/2k1/4/1M2/4/1MM1/2MK b home=d1,a8",
            "c7-b7",
            "it saves the man on c7, which most other moves leave to be taken",
        ),
    ],
    ids=["wins", "saves"],
)
def test_the_reasons_the_search_can_tell(position, move, reason):
    game = games.get("kings-crossing")
    state = game.load(position)
    found = hint(observe(game.id, state, game.to_move(state)), max_nodes=HINT_NODES, seed=1)
    assert (found.move, found.reason) == (move, reason)


async def test_a_hint_in_spanish(service, coach):
    reply = await service.challenge(ALICE, "kings-crossing", opponent=ALICE, colour="white")
    for move in ("c2-c5", "c7-c6"):
        await service.move(local_viewer(ALICE), reply.match_id, move)
    hinted = await service.hints.hint(local_viewer(ALICE), reply.match_id)
    assert plain(hinted.notice, "es-ES").startswith(
        "Partida n.º 1 (King's Crossing): pista para las blancas: c5xc7 (captura la ficha de c6). "
        "Las casillas enmarcadas son las de esa jugada."
    )
    with pytest.raises(NotAllowed) as refused:
        await service.hints.hint(local_viewer(BOB), await match_between_people(service, rated=True))
    assert plain(refused.value.markup, "es-ES").endswith(
        "las pistas son solo para practicar: esta partida es puntuable."
    )
    assert str(refused.value).endswith("Hints are only for practice: this match is rated.")
