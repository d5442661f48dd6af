"""Each way the service ends a match stores the kind of that ending beside its sentence.

The kinds expected here are written by hand from the rules (docs/rules: a piece reaching its
goal is a goal; resignation, agreement, time-outs and the move limit are host rules), never
read from the code that stores them; the final board carries the same kind.  The tournament
endings (a round's deadline, an overdue decision, a withdrawal) are checked where
tests/bot/test_service_tournaments.py plays them.
"""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n.messages import english
from bot.service import MatchService, ServiceSettings
from bot.service.tournaments.rounds import result_codes
from games import Ending
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_service_games import create_at
from tests.bot.test_service_host_rules import final_outcome
from tests.bot.test_service_play import start
from tests.viewers import ONLOOKER, local_viewer

# Charing Cross, Black to move: c7-a5 takes a black knight to its goal.
KNIGHT_BEFORE_ITS_GOAL = "4R3/2n5/1R6/2N5/8/1N6/2rrn3/8 b"


async def stored_result(db, match_id: int) -> tuple[str | None, str | None, str | None]:
    match = await db.matches.get(match_id)
    assert match.status == "finished" and match.to_move_id is None
    # The reason is stored as a message (bot.i18n.messages.t), read here in English.
    return match.winner, match.reason and english(match.reason), match.ending


async def test_a_move_reaching_the_goal_stores_a_goal(service, db):
    match_id = await create_at(db, "charing-cross", KNIGHT_BEFORE_ITS_GOAL)
    reply = await service.move(local_viewer(BOB), match_id, "c7-a5")
    assert await stored_result(db, match_id) == (
        "black",
        "a black knight reached its goal at a5",
        "goal",
    )
    assert final_outcome(reply)["kind"] == "goal"


async def test_a_resignation_stores_a_resignation_and_the_board_says_so(service, db):
    match_id = await start(service)
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    assert await stored_result(db, match_id) == ("black", "White resigned", "resignation")
    board = await service.board(ONLOOKER, match_id)
    outcome = final_outcome(board)  # its reason the stored message, worded for each reader
    assert {**outcome, "reason": english(outcome["reason"])} == {
        "winner": "black",
        "reason": "White resigned",
        "kind": "resignation",
    }


@pytest.mark.parametrize("accepted_by", ["button", "counter-offer"])
async def test_an_agreed_draw_stores_an_agreement(service, db, accepted_by):
    match_id = await start(service)
    await service.offer_draw(local_viewer(ALICE), match_id)
    if accepted_by == "button":
        ended = await service.answer_draw(local_viewer(BOB), match_id, True)
    else:
        ended = await service.offer_draw(local_viewer(BOB), match_id)
    assert await stored_result(db, match_id) == (None, "agreed by both players", "agreement")
    assert final_outcome(ended)["kind"] == "agreement"


async def test_a_claimed_time_out_stores_time(service, db, clock):
    match_id = await start(service)
    clock.advance(72 * 3600 + 1)
    won = await service.claim_timeout(local_viewer(BOB), match_id)
    assert await stored_result(db, match_id) == (
        "black",
        "White did not move within 3 days",
        "time",
    )
    assert final_outcome(won)["kind"] == "time"


async def test_the_host_move_limit_stores_a_move_limit(db, clock):
    service = MatchService(db, settings=ServiceSettings(move_limit=2), clock=clock)
    try:
        match_id = await start(service)
        await service.move(local_viewer(ALICE), match_id, "a4-b5")
        reply = await service.move(local_viewer(BOB), match_id, "h5-g5")
    finally:
        service.close()
    assert await stored_result(db, match_id) == (
        None,
        "the host's limit of 2 moves was reached",
        "move-limit",
    )
    assert final_outcome(reply)["kind"] == "move-limit"


async def test_a_tournament_reads_a_time_loss_from_the_kind_not_the_sentence(service, db):
    """A resignation whose sentence happens to say "did not move within" is a game lost, not a
    forfeit on time; a time loss is one whatever its sentence says."""
    match_id = await start(service)
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    resigned = await db.matches.get(match_id)
    misleading = dataclasses.replace(resigned, reason="White did not move within 1 h")
    assert result_codes(misleading) == ("0", "1", None)
    on_time = dataclasses.replace(resigned, ending=Ending.TIME, ply=0)
    assert result_codes(on_time) == ("-", "+", ALICE)
    withdrawn = dataclasses.replace(resigned, ending=Ending.WITHDRAWAL, ply=0, reason="White left")
    assert result_codes(withdrawn) == ("-", "+", None)
