"""Challenges through the service: offer, accept, decline, cancel, expire, no duplicates."""

from __future__ import annotations

from typing import Any

import pytest

import storage.matches
from bot.markup import plain
from bot.service import Conflict, NotAllowed, NotFound, ServiceError
from storage import Database, StorageBusy
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import ONLOOKER, local_viewer


async def test_challenge_then_accept_starts_a_match_with_the_chosen_colours(service, db):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB, colour="black")
    assert "@bob" in reply.text and BOB in reply.mentions
    prompt, withdraw = reply.prompts
    assert prompt.user_id == BOB
    assert [c.action for c in prompt.choices] == ["accept", "decline"]
    assert withdraw.user_id == ALICE and [c.action for c in withdraw.choices] == ["cancel"]
    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    assert started.new_match and started.image is not None
    match = await db.matches.get(started.match_id)
    assert (match.white_id, match.black_id) == (BOB, ALICE)
    assert match.status == "active" and match.to_move_id == BOB


async def test_only_the_challenged_user_may_accept(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(NotAllowed):
        await service.accept(local_viewer(CAROL), reply.challenge_id)
    with pytest.raises(NotAllowed):
        await service.decline(local_viewer(CAROL), reply.challenge_id)


async def test_open_challenge_may_be_taken_by_anyone_but_the_challenger(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=None)
    assert reply.prompts[0].user_id is None
    with pytest.raises(NotAllowed):
        await service.accept(local_viewer(ALICE), reply.challenge_id)
    started = await service.accept(local_viewer(CAROL), reply.challenge_id)
    assert started.match_id is not None


async def test_a_challenge_is_accepted_once(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    await service.accept(local_viewer(BOB), reply.challenge_id)
    with pytest.raises(Conflict):
        await service.accept(local_viewer(BOB), reply.challenge_id)


async def test_decline_and_cancel(service):
    first = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    declined = await service.decline(local_viewer(BOB), first.challenge_id)
    assert "declined" in declined.text
    second = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(NotAllowed):
        await service.cancel(local_viewer(BOB), second.challenge_id)
    assert "cancelled" in (await service.cancel(local_viewer(ALICE), second.challenge_id)).text


async def test_no_duplicate_open_challenge_between_the_same_players_for_one_game(service):
    """The refusal speaks of players and the game by name, not of ids and game ids, and says
    whose challenge stands and what to do."""
    first = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    with pytest.raises(Conflict) as mine:
        await service.challenge(ALICE, "charing-cross", opponent=BOB)
    text = plain(str(mine.value))
    assert "Your challenge to @bob to Charing Cross" in text
    assert f"'cancel {first.challenge_id}'" in text
    assert "charing-cross" not in text
    with pytest.raises(Conflict) as theirs:
        await service.challenge(BOB, "charing-cross", opponent=ALICE)
    text = plain(str(theirs.value))
    assert "@alice has already challenged you to Charing Cross" in text
    assert f"'accept {first.challenge_id}'" in text


@pytest.mark.parametrize("number", ["99999999999999999999", 2**63, 0, -3, "x", "#9" * 30])
async def test_an_id_out_of_range_is_no_such_challenge_or_match(service, number):
    """Issue 19: a huge number once raised OverflowError; an id is in range or not found."""
    for call in (service.accept, service.decline, service.cancel):
        with pytest.raises(NotFound, match="There is no challenge"):
            await call(local_viewer(BOB), number)
    with pytest.raises(NotFound, match="There is no match"):
        await service.board(ONLOOKER, number)
    with pytest.raises(NotFound, match="There is no match"):
        await service.resolve_match(local_viewer(ALICE), number)


async def test_challenges_expire_after_fifteen_minutes(service, clock):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    clock.advance(15 * 60 + 1)
    expired = await service.tick()
    assert any("expired" in r.text for r in expired)
    with pytest.raises(Conflict):
        await service.accept(local_viewer(BOB), reply.challenge_id)


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
        await service.accept(local_viewer(BOB), 999)


async def test_a_busy_database_while_accepting_leaves_the_challenge_open_for_a_retry(
    service, db, monkeypatch
):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)

    async def busy(*_: Any) -> None:  # inside the one transaction, after the match INSERT
        raise StorageBusy("The database stayed locked; nothing was written. Try again.")

    with monkeypatch.context() as patch:
        patch.setattr(storage.matches, "_store_secrets", busy)
        with pytest.raises(StorageBusy, match="Try again"):  # for the front end's handler
            await service.accept(local_viewer(BOB), reply.challenge_id)
    async with await Database.open(db.path) as other:  # what a restarted bot would find
        assert (await other.challenges.get(reply.challenge_id)).status == "open"
        assert await other.matches.all_active() == []

    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    challenge = await db.challenges.get(reply.challenge_id)
    assert (challenge.status, challenge.match_id) == ("accepted", started.match_id)
    assert [m.id for m in await db.matches.all_active()] == [started.match_id]


async def test_a_challenge_expiring_between_the_check_and_the_write_starts_nothing(service, db):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    expires_at = (await db.challenges.get(reply.challenge_id)).expires_at
    readings = iter([expires_at - 1])  # the first reading still sees it open; then it is due
    service.clock = lambda: next(readings, expires_at)
    with pytest.raises(Conflict, match="has expired"):
        await service.accept(local_viewer(BOB), reply.challenge_id)
    assert await db.matches.all_active() == []
    assert (await db.challenges.get(reply.challenge_id)).status == "open"  # for the sweep


async def test_a_busy_database_while_declining_is_not_disguised_as_already_answered(
    service, db, monkeypatch
):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)

    async def busy(*_: Any, **__: Any) -> None:
        raise StorageBusy("The database stayed locked; nothing was written. Try again.")

    with monkeypatch.context() as patch:
        patch.setattr(db.challenges, "resolve", busy)
        with pytest.raises(StorageBusy, match="Try again"):
            await service.decline(local_viewer(BOB), reply.challenge_id)
    assert "declined" in (await service.decline(local_viewer(BOB), reply.challenge_id)).text


async def test_a_busy_database_during_the_expiry_sweep_leaves_the_challenge_for_the_next(
    service, db, clock, monkeypatch
):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    clock.advance(15 * 60 + 1)

    async def busy(*_: Any, **__: Any) -> None:
        raise StorageBusy("The database stayed locked; nothing was written. Try again.")

    with monkeypatch.context() as patch:
        patch.setattr(db.challenges, "expire_due", busy)
        assert await service.expire_challenges() == []
    assert (await db.challenges.get(reply.challenge_id)).status == "open"
    expired = await service.expire_challenges()
    assert [r.challenge_id for r in expired] == [reply.challenge_id]


async def test_an_answered_challenge_is_a_conflict_naming_its_state(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=BOB)
    await service.decline(local_viewer(BOB), reply.challenge_id)
    with pytest.raises(Conflict, match="already declined"):
        await service.accept(local_viewer(BOB), reply.challenge_id)
    with pytest.raises(NotFound, match="no challenge #abc"):
        await service.accept(local_viewer(BOB), "abc")
