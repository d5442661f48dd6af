"""The one visibility rule (bot/service/viewer.py) and the service's door to it,
``visible_match``: each case's expected answer is written out from the rule's words."""

from __future__ import annotations

import dataclasses

import pytest

from bot.service import NotAllowed, NotFound
from bot.service.viewer import NOTHING, Viewer
from storage import Match, MatchUnavailable
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import ONLOOKER, local_viewer, viewer_in

CLUB, OTHER = 100, 200
CHANNEL, THREAD = 10, 11


def a_match(**changes) -> Match:
    base = Match(
        id=7,
        game_id="crossings",
        options={},
        guild_id=CLUB,
        channel_id=CHANNEL,
        thread_id=THREAD,
        white_id=ALICE,
        black_id=BOB,
        status="active",
        position="",
        to_move_id=ALICE,
        ply=0,
        version=1,
        meta={},
        winner=None,
        reason=None,
        created_at=0.0,
        updated_at=0.0,
        last_move_at=0.0,
    )
    return dataclasses.replace(base, **changes)


@pytest.mark.parametrize(
    ("viewer", "sees", "public"),
    [
        pytest.param(viewer_in(ALICE, CLUB), True, True, id="a player at home"),
        pytest.param(viewer_in(BOB, OTHER), True, False, id="a player in another server"),
        pytest.param(viewer_in(ALICE, None), True, False, id="a player in a DM"),
        pytest.param(viewer_in(CAROL, CLUB, reads={THREAD}), True, True, id="reads the thread"),
        pytest.param(viewer_in(CAROL, CLUB, reads={CHANNEL}), False, True, id="not the thread"),
        pytest.param(viewer_in(CAROL, CLUB), False, True, id="reads nothing"),
        pytest.param(viewer_in(CAROL, OTHER, reads={THREAD}), False, False, id="another server"),
        pytest.param(viewer_in(CAROL, None, reads={THREAD}), False, False, id="a DM"),
    ],
)
async def test_the_rule(viewer: Viewer, sees: bool, public: bool) -> None:
    match = a_match()
    assert await viewer.may_see(match) is sees
    assert viewer.shown_publicly(match) is public


async def test_a_channel_match_is_read_through_its_channel() -> None:
    match = a_match(thread_id=None)
    assert await viewer_in(CAROL, CLUB, reads={CHANNEL}).may_see(match)
    assert not await viewer_in(CAROL, CLUB, reads={THREAD}).may_see(match)


async def test_records_list_other_servers_matches_only_privately() -> None:
    match = a_match()
    assert not await viewer_in(ALICE, OTHER).may_list(match)
    assert await viewer_in(ALICE, OTHER, private=True).may_list(match)
    assert await viewer_in(ALICE, CLUB).may_list(match)
    assert not await viewer_in(CAROL, OTHER, private=True, reads={THREAD}).may_list(match)


async def test_local_matches_are_seen_at_the_console_only() -> None:
    local = a_match(guild_id=None, channel_id=None, thread_id=None)
    assert await ONLOOKER.may_see(local)
    assert not await Viewer(CAROL, None, sight=NOTHING).may_see(local)
    assert not await ONLOOKER.may_see(a_match())  # a server's match is not the console's


async def test_visible_match_answers_a_hidden_match_as_a_missing_one(service, monkeypatch):
    reply = await service.challenge(
        ALICE, "crossings", opponent=BOB, guild_id=CLUB, channel_id=CHANNEL
    )
    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    number = started.match_id
    stranger = viewer_in(CAROL, OTHER)
    with pytest.raises(NotFound) as hidden:
        await service.visible_match(stranger, number)
    with pytest.raises(NotFound) as missing:
        await service.visible_match(stranger, 999)
    assert str(hidden.value) == f"There is no match #{number}."
    assert str(missing.value) == "There is no match #999."
    assert (await service.visible_match(viewer_in(BOB, OTHER), number)).id == number
    for query in (service.board, service.history, service.replay, service.peek):
        with pytest.raises(NotFound, match=f"^There is no match #{number}.$"):
            await query(stranger, number)
    with pytest.raises(NotFound, match=f"^There is no match #{number}.$"):
        await service.move(stranger, number, "a2-a3")

    async def damaged(match_id: int) -> Match:
        raise MatchUnavailable(match_id, "its row is unreadable")

    monkeypatch.setattr(service.db.matches, "get", damaged)
    with pytest.raises(NotFound, match=f"^There is no match #{number}.$"):
        await service.visible_match(local_viewer(ALICE), number)


async def test_a_hidden_challenge_is_answered_as_a_missing_one(service) -> None:
    """A challenge lives in the channel it was posted in: an open one may be taken by anyone
    who reads that channel, and nobody else learns that its number exists."""
    offer = await service.challenge(ALICE, "crossings", guild_id=CLUB, channel_id=CHANNEL)
    number = offer.challenge_id
    for stranger in (viewer_in(CAROL, OTHER, reads={CHANNEL}), viewer_in(CAROL, CLUB)):
        for action in (service.accept, service.decline, service.cancel):
            with pytest.raises(NotFound, match=f"^There is no challenge #{number}.$"):
                await action(stranger, number)
            with pytest.raises(NotFound, match="^There is no challenge #999.$"):
                await action(stranger, 999)
    with pytest.raises(NotAllowed, match="Only the challenger can cancel"):
        await service.cancel(viewer_in(CAROL, CLUB, reads={CHANNEL}), number)
    started = await service.accept(viewer_in(CAROL, CLUB, reads={CHANNEL}), number)
    match = await service.get_match(started.match_id)
    assert {match.white_id, match.black_id} == {ALICE, CAROL}
