"""The challenges waiting on a player, listed by ``games`` with their numbers (incoming,
outgoing, open ones of others where they were made), and the challenge an answer without a
number means: the only one waiting, or a clear 'nothing is waiting'."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import NotFound, ServiceError
from bot.service.viewer import Viewer
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import local_viewer, viewer_in

GUILD, OTHER_GUILD = 10, 20
CHANNEL, OTHER_CHANNEL = 11, 21  # where the challenges of GUILD and OTHER_GUILD are posted


def member(user_id: int, guild_id: int) -> Viewer:
    """A member of ``guild_id`` who reads the channel its challenges are posted in."""
    return viewer_in(user_id, guild_id, reads=[CHANNEL, OTHER_CHANNEL])


def local(user_id: int) -> Viewer:
    return local_viewer(user_id)


async def challenges(service):
    """Bob challenges Alice; Alice challenges Carol; Carol opens one here, Bob one elsewhere."""
    to_alice = await service.challenge(
        BOB, "crossings", opponent=ALICE, colour="white", guild_id=GUILD, channel_id=CHANNEL
    )
    to_carol = await service.challenge(
        ALICE, "charing-cross", opponent=CAROL, rated=False, guild_id=GUILD, channel_id=CHANNEL
    )
    open_here = await service.challenge(CAROL, "kings-crossing", guild_id=GUILD, channel_id=CHANNEL)
    open_elsewhere = await service.challenge(
        BOB, "king-of-the-castle", guild_id=OTHER_GUILD, channel_id=OTHER_CHANNEL
    )
    return (
        to_alice.challenge_id,
        to_carol.challenge_id,
        open_here.challenge_id,
        open_elsewhere.challenge_id,
    )


async def test_games_lists_incoming_outgoing_and_open_challenges(service):
    incoming, outgoing, open_here, open_elsewhere = await challenges(service)
    listed = plain((await service.waiting.listing(member(ALICE, GUILD))).notice).splitlines()
    assert listed == [
        "Challenges:",
        f"#{incoming} to you from @bob: Crossings, @bob plays white, rated; "
        f"answer with 'accept {incoming}' or 'decline {incoming}'",
        f"#{outgoing} from you to @carol: Charing Cross, colours at random, casual; "
        f"withdraw it with 'cancel {outgoing}'",
        f"#{open_here} open to anyone, from @carol: King's Crossing, colours at random, rated; "
        f"take it with 'accept {open_here}'",
    ]
    assert f"#{open_elsewhere}" not in "\n".join(listed), "another server's open challenge"
    bob = plain((await service.waiting.listing(member(BOB, OTHER_GUILD))).notice)
    assert f"#{open_elsewhere} from you to anyone" in bob and f"#{incoming}" not in bob


async def test_the_list_follows_the_storage_state(service, clock):
    """Each listed challenge is open in storage and concerns the asker; answered and expired
    ones drop out."""
    incoming, outgoing, open_here, _ = await challenges(service)
    waiting = await service.waiting.of(member(ALICE, GUILD))
    for challenge in waiting.incoming + waiting.outgoing + waiting.open:
        stored = await service.db.challenges.get(challenge.id)
        assert stored.status == "open" and stored.guild_id == GUILD
    assert [c.id for c in waiting.incoming] == [incoming]
    await service.decline(local(ALICE), incoming)
    await service.cancel(local(ALICE), outgoing)
    assert plain((await service.waiting.listing(member(ALICE, GUILD))).notice).count("#") == 1
    clock.advance(service.settings.challenge_ttl + 1)
    expired = await service.waiting.listing(member(ALICE, GUILD))
    assert plain(expired.notice) == "No challenge is waiting."


async def test_an_answer_without_a_number_takes_the_only_challenge_waiting(service):
    with pytest.raises(NotFound, match="No challenge is waiting for you to accept."):
        await service.waiting.pick(local(ALICE), "accept")
    with pytest.raises(NotFound, match="You have no open challenge to withdraw."):
        await service.waiting.pick(local(ALICE), "cancel")
    incoming = (await service.challenge(BOB, "crossings", opponent=ALICE)).challenge_id
    assert await service.waiting.pick(local(ALICE), "accept") == incoming
    assert await service.waiting.pick(local(ALICE), "decline") == incoming
    with pytest.raises(NotFound, match="No challenge to you"):
        await service.waiting.pick(local(BOB), "decline")
    opened = (await service.challenge(CAROL, "crossings")).challenge_id
    with pytest.raises(ServiceError, match=f"Which challenge\\? #{incoming}, #{opened} are"):
        await service.waiting.pick(local(ALICE), "accept")
    assert await service.waiting.pick(local(ALICE), "accept", last=incoming) == incoming
