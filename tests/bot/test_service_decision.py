"""The service's decision for the Move picker (``decision``) and a move tied to the move
count it was chosen at (``at_ply``): a position that moved on refuses, stores nothing."""

from __future__ import annotations

import pytest

import games
from bot.service import NotAllowed, ServiceError
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_play import start
from tests.viewers import local_viewer


async def test_the_decision_is_the_match_s_move_count_and_the_engine_s_legal_list(service):
    match_id = await start(service)
    decision = await service.decision(local_viewer(ALICE), match_id, 0)
    game = games.get("charing-cross")
    assert decision.match_id == match_id and decision.ply == 0
    assert list(decision.moves) == game.legal_moves(game.start())
    assert "a4-b5" in decision.moves


async def test_only_the_player_to_decide_gets_a_decision(service):
    match_id = await start(service)
    with pytest.raises(NotAllowed, match="@alice's decision"):
        await service.decision(local_viewer(BOB), match_id, 0)
    with pytest.raises(NotAllowed, match="not playing"):
        await service.decision(local_viewer(CAROL), match_id, None)


async def test_a_move_chosen_in_an_older_position_is_refused_and_not_stored(service, db):
    match_id = await start(service)
    await service.move(local_viewer(ALICE), match_id, "a4-b5", at_ply=0)
    await service.move(local_viewer(BOB), match_id, "h5-g5")
    before = await db.matches.get(match_id)
    assert before.ply == 2
    with pytest.raises(NotAllowed, match="has moved on since this was opened: @alice"):
        await service.move(local_viewer(ALICE), match_id, "b5-c6", at_ply=1)
    with pytest.raises(NotAllowed, match="has moved on"):
        await service.decision(local_viewer(ALICE), match_id, 0)
    after = await db.matches.get(match_id)
    assert (after.ply, after.version, after.position) == (2, before.version, before.position)
    assert (await service.decision(local_viewer(ALICE), match_id, 2)).ply == 2


@pytest.mark.parametrize("bad", [-1, True, "2", 1.0])
async def test_a_move_count_that_is_not_one_is_refused(service, bad):
    match_id = await start(service)
    with pytest.raises(ServiceError, match="The move number"):
        await service.move(local_viewer(ALICE), match_id, "a4-b5", at_ply=bad)
    with pytest.raises(ServiceError, match="The move number"):
        await service.decision(local_viewer(ALICE), match_id, bad)
