"""What one member may have open at once (bot.service.limits): tournaments they organise that
are open or running, and challenges waiting for an answer.  The limits are counted here by
hand (so many made, so many closed), on both backends; a refusal names the limit and leaves
the database as it was."""

from __future__ import annotations

import asyncio

import pytest

from bot.markup import plain
from bot.service import Conflict, NotAllowed, ServiceError, Viewer
from bot.service.limits import OPEN_CHALLENGES, OPEN_TOURNAMENTS
from storage.testing import rows_of
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer, viewer_in

GUILD, OTHER_GUILD, CHANNEL = 10, 11, 20
MANAGER = Viewer(99, GUILD, channel_id=CHANNEL, organiser=True)


def member(user_id: int, guild_id: int | None = GUILD) -> Viewer:
    if guild_id is None:
        return local_viewer(user_id)
    return viewer_in(user_id, guild_id, reads=[CHANNEL], channel_id=CHANNEL)


async def create(service, viewer: Viewer) -> int:
    created = await service.tournaments.create(viewer, game_id="crossings")
    return created.tournament_id


async def challenge(service, opponent: int, guild_id: int | None = GUILD):
    return await service.challenge(ALICE, "crossings", opponent=opponent, guild_id=guild_id,
                                   channel_id=CHANNEL if guild_id else None)


def test_the_defaults_are_a_few_and_far_from_a_flood():
    assert (OPEN_TOURNAMENTS.default, OPEN_CHALLENGES.default) == (5, 10)


async def test_a_member_has_five_tournaments_open_at_once_then_a_clear_refusal(
    service, database_url
):
    alice = local_viewer(ALICE)
    made = [await create(service, alice) for _ in range(5)]
    before = await rows_of(database_url)
    with pytest.raises(Conflict) as refused:
        await create(service, alice)
    assert plain(str(refused.value)) == (
        "Tournaments of yours open or running: 5; one member may have 5 at once: finish or "
        "cancel one ('tournament cancel') first."
    )
    assert await rows_of(database_url) == before
    # Another member is not held back by Alice's.
    await create(service, local_viewer(BOB))
    # A running tournament still counts; a cancelled one makes room.
    await service.tournaments.join(alice, made[0], name="alice")
    await service.tournaments.join(local_viewer(BOB), made[0], name="bob")
    await service.tournaments.start(alice, made[0])
    with pytest.raises(Conflict, match="Tournaments of yours open or running: 5;"):
        await create(service, alice)
    await service.tournaments.cancel(alice, made[1])
    assert await create(service, alice) > made[-1]


async def test_a_server_sets_its_own_tournament_limit_counted_in_that_server(service, db):
    limits = await service.open_limits.change(MANAGER, {"open_tournaments": 2})
    assert limits[OPEN_TOURNAMENTS] == 2 and limits[OPEN_CHALLENGES] == 10
    assert await db.settings.get(GUILD) == {"open_tournaments": "2"}
    await create(service, member(ALICE))
    await create(service, member(ALICE))
    with pytest.raises(Conflict) as refused:
        await create(service, member(ALICE))
    assert "Tournaments of yours open or running: 2; this server allows 2 at once" in str(
        refused.value
    )
    # Elsewhere the default holds, and what Alice opened here does not count there.
    for _ in range(5):
        await create(service, member(ALICE, OTHER_GUILD))
    assert len(await db.tournaments.listing(GUILD)) == 2
    # Back to the default.
    limits = await service.open_limits.change(MANAGER, {"open_tournaments": None})
    assert limits[OPEN_TOURNAMENTS] == 5 and await db.settings.get(GUILD) == {}
    await create(service, member(ALICE))


async def test_two_requests_at_once_cannot_both_take_the_last_place(service, db):
    await service.open_limits.change(MANAGER, {"open_tournaments": 1})
    results = await asyncio.gather(
        create(service, member(ALICE)), create(service, member(ALICE)), return_exceptions=True
    )
    assert sorted(type(r).__name__ for r in results) == ["Conflict", "int"]
    assert len(await db.tournaments.listing(GUILD)) == 1


async def test_challenges_waiting_are_limited_and_expired_ones_do_not_count(service, clock, db):
    for opponent in range(100, 110):
        await challenge(service, opponent)
    with pytest.raises(Conflict) as refused:
        await challenge(service, 110)
    assert str(refused.value).startswith(
        "Challenges of yours waiting for an answer: 10; this server allows 10 at once"
    )
    assert "withdraw one" in str(refused.value)
    # Challenges to Alice, and hers in another server, are not hers waiting here.
    await service.challenge(BOB, "crossings", opponent=ALICE, guild_id=GUILD)
    await challenge(service, 200, guild_id=OTHER_GUILD)
    # Withdrawing one makes room; once they expire, none counts.
    mine = [c for c in await db.challenges.open_for_user(ALICE) if c.challenger_id == ALICE
            and c.guild_id == GUILD]
    await service.cancel(member(ALICE), mine[0].id)
    await challenge(service, 110)
    with pytest.raises(Conflict):
        await challenge(service, 111)
    clock.advance(service.settings.challenge_ttl + 1)
    await challenge(service, 111)


async def test_a_server_limit_of_one_challenge(service):
    await service.open_limits.change(MANAGER, {"open_challenges": 1})
    await challenge(service, BOB)
    with pytest.raises(Conflict, match="this server allows 1 at once"):
        await challenge(service, 100)
    # The bot's games and one's own start at once: nothing waits, nothing counts.
    await service.challenge(ALICE, "crossings", opponent=ALICE, guild_id=GUILD)


@pytest.mark.parametrize(
    ("viewer", "values", "error", "answer"),
    [
        (member(ALICE), {"open_tournaments": 3}, NotAllowed,
         "Only members who may manage this server can change its limits."),
        (local_viewer(ALICE), {"open_tournaments": 3}, ServiceError,
         "Limits are set for a server, from inside it."),
        (MANAGER, {"open_tournaments": 0}, ServiceError,
         "open_tournaments is a whole number from 1 to 100, not 0."),
        (MANAGER, {"open_challenges": 101}, ServiceError,
         "open_challenges is a whole number from 1 to 100, not 101."),
        (MANAGER, {"open_challenges": 2.5}, ServiceError,
         "open_challenges is a whole number from 1 to 100, not 2.5."),
        (MANAGER, {"open_challenges": "3"}, ServiceError,
         "open_challenges is a whole number from 1 to 100, not '3'."),
        (MANAGER, {"open_games": 3}, ServiceError,
         "The limits are open_tournaments, open_challenges, not 'open_games'."),
    ],
)
async def test_changing_a_limit_is_checked_and_changes_nothing_when_refused(
    service, db, viewer, values, error, answer
):
    with pytest.raises(error) as refused:
        await service.open_limits.change(viewer, values)
    assert str(refused.value) == answer
    assert await db.settings.get(GUILD) == {}


async def test_a_damaged_stored_limit_falls_back_to_the_default(service, db):
    await db.settings.set(GUILD, "open_tournaments", "lots")
    assert (await service.open_limits.of(GUILD))[OPEN_TOURNAMENTS] == 5
