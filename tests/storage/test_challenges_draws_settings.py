"""db.challenges, db.draws and db.settings: every operation and its errors."""

from __future__ import annotations

import asyncio

import pytest

from storage import (
    ChallengeClosed,
    ChallengeNotFound,
    Database,
    DrawOffer,
    DuplicateChallenge,
    MatchNotFound,
)
from tests.storage.conftest import new_match

ALICE, BOB, CAROL = 1, 2, 3


async def challenge(db, challenger=ALICE, target=BOB, game="crossings", **extra):
    fields = {"guild_id": 10, "channel_id": 20, "expires_at": 500.0, "now": 100.0}
    fields.update(extra)
    return await db.challenges.create(challenger, target, game, {"x": 1}, "random", **fields)


async def test_create_and_get_a_challenge(db):
    made = await challenge(db)
    assert (made.challenger_id, made.target_id, made.game_id) == (ALICE, BOB, "crossings")
    assert (made.options, made.colour, made.status) == ({"x": 1}, "random", "open")
    assert (made.guild_id, made.channel_id, made.message_id) == (10, 20, None)
    assert (made.created_at, made.expires_at, made.resolved_at, made.match_id) == (
        100.0,
        500.0,
        None,
        None,
    )
    assert await db.challenges.get(made.id) == made
    with pytest.raises(ChallengeNotFound):
        await db.challenges.get(made.id + 1)


async def test_no_duplicate_open_challenge_between_the_same_two_users(db):
    await challenge(db)
    with pytest.raises(DuplicateChallenge, match="still open"):
        await challenge(db)
    with pytest.raises(DuplicateChallenge):
        await challenge(db, challenger=BOB, target=ALICE)
    other_game = await challenge(db, game="charing-cross")
    other_user = await challenge(db, target=CAROL)
    open_one = await challenge(db, target=None)
    with pytest.raises(DuplicateChallenge):
        await challenge(db, target=None)
    assert len({other_game.id, other_user.id, open_one.id}) == 3


async def test_a_resolved_or_timed_out_challenge_does_not_block_a_new_one(db):
    first = await challenge(db)
    await db.challenges.resolve(first.id, "declined", now=150.0)
    second = await challenge(db, now=200.0)
    third = await challenge(db, target=CAROL, expires_at=300.0)
    renewed = await challenge(db, target=CAROL, now=300.0, expires_at=900.0)
    assert len({second.id, third.id, renewed.id}) == 3


async def test_set_message(db):
    made = await challenge(db)
    assert (await db.challenges.set_message(made.id, 999)).message_id == 999
    assert (await db.challenges.get(made.id)).message_id == 999
    with pytest.raises(ChallengeNotFound):
        await db.challenges.set_message(made.id + 5, 1)


async def test_resolve_only_once_from_open(db):
    match = await new_match(db)
    made = await challenge(db)
    accepted = await db.challenges.resolve(made.id, "accepted", match_id=match.id, now=200.0)
    assert (accepted.status, accepted.resolved_at, accepted.match_id) == (
        "accepted",
        200.0,
        match.id,
    )
    with pytest.raises(ChallengeClosed, match="already accepted"):
        await db.challenges.resolve(made.id, "accepted", now=201.0)
    with pytest.raises(ChallengeClosed):
        await db.challenges.resolve(made.id, "cancelled", now=201.0)
    with pytest.raises(ValueError, match="resolved as one of"):
        await db.challenges.resolve(made.id, "open")
    with pytest.raises(ChallengeNotFound):
        await db.challenges.resolve(made.id + 1, "declined")


async def test_two_accepts_at_once_give_one_acceptance(db):
    made = await challenge(db)
    results = await asyncio.gather(
        *(db.challenges.resolve(made.id, "accepted", now=200.0) for _ in range(5)),
        return_exceptions=True,
    )
    accepted = [r for r in results if not isinstance(r, BaseException)]
    assert len(accepted) == 1
    assert all(isinstance(r, ChallengeClosed) for r in results if r not in accepted)


async def test_an_expired_challenge_cannot_be_accepted_but_can_be_marked_expired(db):
    made = await challenge(db, expires_at=150.0)
    with pytest.raises(ChallengeClosed, match="has expired"):
        await db.challenges.resolve(made.id, "accepted", now=150.0)
    assert await db.challenges.expired(now=149.0) == []
    assert [c.id for c in await db.challenges.expired(now=150.0)] == [made.id]
    await db.challenges.resolve(made.id, "expired", now=151.0)
    assert await db.challenges.expired(now=1000.0) == []


async def test_open_for_user_lists_sent_and_received_newest_first(db):
    sent = await challenge(db, now=100.0)
    received = await challenge(db, challenger=CAROL, target=ALICE, now=110.0, expires_at=120.0)
    closed = await challenge(db, target=None, now=120.0)
    await db.challenges.resolve(closed.id, "cancelled")
    await challenge(db, challenger=BOB, target=CAROL)
    assert [c.id for c in await db.challenges.open_for_user(ALICE)] == [received.id, sent.id]
    assert [c.id for c in await db.challenges.open_for_user(ALICE, now=130.0)] == [sent.id]
    assert await db.challenges.open_for_user(999) == []


async def test_challenge_refuses_bad_colour(db):
    with pytest.raises(ValueError, match="colour"):
        await db.challenges.create(
            ALICE, BOB, "crossings", {}, "green", guild_id=None, channel_id=None, expires_at=1.0
        )


async def test_draw_offer_lifecycle(db):
    match = await new_match(db)
    assert await db.draws.get(match.id) is None
    assert await db.draws.offer(match.id, "white", now=5.0) == DrawOffer(match.id, "white", 5.0)
    assert await db.draws.offer(match.id, "black", now=6.0) == DrawOffer(match.id, "black", 6.0)
    assert await db.draws.get(match.id) == DrawOffer(match.id, "black", 6.0)
    assert (await db.matches.get(match.id)).version == match.version, "offers leave the version"
    assert await db.draws.clear(match.id) is True
    assert await db.draws.clear(match.id) is False
    assert await db.draws.get(match.id) is None


async def test_draw_offer_errors(db):
    match = await new_match(db)
    with pytest.raises(MatchNotFound):
        await db.draws.offer(match.id + 1, "white")
    with pytest.raises(ValueError, match="side"):
        await db.draws.offer(match.id, "both")


async def test_guild_settings(db):
    assert await db.settings.get(10) == {}
    await db.settings.set(10, "timeout_hours", "24")
    await db.settings.set(10, "reminders", "on")
    await db.settings.set(10, "timeout_hours", "48")
    await db.settings.set(11, "reminders", "off")
    assert await db.settings.get(10) == {"reminders": "on", "timeout_hours": "48"}
    await db.settings.set(10, "reminders", None)
    assert await db.settings.get(10) == {"timeout_hours": "48"}
    assert await db.settings.get(11) == {"reminders": "off"}
    with pytest.raises(ValueError, match="text"):
        await db.settings.set(10, "timeout_hours", 24)


async def test_two_processes_sending_the_same_challenge_at_once_make_one(database_url):
    """The duplicate check and the insert are one step even across processes (SQLite: the
    write lock; PostgreSQL: an advisory lock on the pair and game, as no row exists yet)."""
    first, second = await asyncio.gather(Database.open(database_url), Database.open(database_url))
    try:
        sends = [
            challenge(handle, challenger=a, target=b)
            for handle in (first, second)
            for a, b in ((ALICE, BOB), (BOB, ALICE), (ALICE, BOB))
        ]
        results = await asyncio.gather(*sends, return_exceptions=True)
        made = [r for r in results if not isinstance(r, BaseException)]
        assert len(made) == 1
        assert all(isinstance(r, DuplicateChallenge) for r in results if r is not made[0])
        assert [c.id for c in await second.challenges.open_for_user(BOB)] == [made[0].id]
    finally:
        await first.close()
        await second.close()
