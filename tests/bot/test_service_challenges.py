"""Challenges through the service: offer, accept, decline, cancel, expire, no duplicates."""

from __future__ import annotations

import pytest

from bot.service import Conflict, NotAllowed, NotFound, ServiceError
from tests.bot.conftest import ALICE, BOB, CAROL


async def test_challenge_then_accept_starts_a_match_with_the_chosen_colours(service, db):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB, colour="black")
    assert "@bob" in reply.text and BOB in reply.mentions
    prompt, withdraw = reply.prompts
    assert prompt.user_id == BOB
    assert [c.action for c in prompt.choices] == ["accept", "decline"]
    assert withdraw.user_id == ALICE and [c.action for c in withdraw.choices] == ["cancel"]
    started = await service.accept(reply.challenge_id, BOB)
    assert started.new_match and started.image is not None
    match = await db.matches.get(started.match_id)
    assert (match.white_id, match.black_id) == (BOB, ALICE)
    assert match.status == "active" and match.to_move_id == BOB


async def test_only_the_challenged_user_may_accept(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(NotAllowed):
        await service.accept(reply.challenge_id, CAROL)
    with pytest.raises(NotAllowed):
        await service.decline(reply.challenge_id, CAROL)


async def test_open_challenge_may_be_taken_by_anyone_but_the_challenger(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=None)
    assert reply.prompts[0].user_id is None
    with pytest.raises(NotAllowed):
        await service.accept(reply.challenge_id, ALICE)
    started = await service.accept(reply.challenge_id, CAROL)
    assert started.match_id is not None


async def test_a_challenge_is_accepted_once(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    await service.accept(reply.challenge_id, BOB)
    with pytest.raises(Conflict):
        await service.accept(reply.challenge_id, BOB)


async def test_decline_and_cancel(service):
    first = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    declined = await service.decline(first.challenge_id, BOB)
    assert "declined" in declined.text
    second = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(NotAllowed):
        await service.cancel(second.challenge_id, BOB)
    assert "cancelled" in (await service.cancel(second.challenge_id, ALICE)).text


async def test_no_duplicate_open_challenge_between_the_same_players_for_one_game(service):
    await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(Conflict):
        await service.challenge(ALICE, "charing-cross", opponent=BOB)


async def test_challenges_expire_after_fifteen_minutes(service, clock):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    clock.advance(15 * 60 + 1)
    expired = await service.tick()
    assert any("expired" in r.text for r in expired)
    with pytest.raises(Conflict):
        await service.accept(reply.challenge_id, BOB)


async def test_bad_game_option_or_colour_is_a_clear_error(service):
    with pytest.raises(ServiceError, match="no game"):
        await service.challenge(ALICE, "chess", opponent=BOB)
    with pytest.raises(ServiceError, match="first"):
        await service.challenge(ALICE, "charing-cross", opponent=BOB, options={"first": "red"})
    with pytest.raises(ServiceError, match="no option"):
        await service.challenge(ALICE, "charing-cross", opponent=BOB, options={"speed": 1})
    with pytest.raises(ServiceError, match="Colour"):
        await service.challenge(ALICE, "charing-cross", opponent=BOB, colour="green")


async def test_unknown_challenge_is_not_found(service):
    with pytest.raises(NotFound):
        await service.accept(999, BOB)
