"""Tournament refusals, each with its specific answer, and privacy: a tournament is seen only
where its server's members may see it, and a hidden one answers exactly as a missing one."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import Conflict, NotAllowed, NotFound, ServiceError, Viewer
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import local_viewer, viewer_in

GUILD, CHANNEL, OTHER_CHANNEL, OTHER_GUILD = 10, 20, 21, 11


def me(user_id: int) -> Viewer:
    return local_viewer(user_id)


async def open_swiss(service, **settings) -> int:
    created = await service.tournaments.create(me(ALICE), game_id="crossings", **settings)
    return created.tournament_id


@pytest.mark.parametrize(
    ("settings", "answer"),
    [
        ({"game_id": "chess"}, "chess"),
        ({"system": "knockout"}, "A tournament is swiss, round-robin, double-round-robin, "
                                 "not 'knockout'."),
        ({"system": "round-robin", "rounds": 3},
         "A round-robin's rounds follow from its number of players: leave rounds out."),
        ({"system": "round-robin", "late_entries": True},
         "Late entries are for Swiss tournaments only."),
        ({"rounds": 0}, "A Swiss has 1 to 50 rounds, not 0."),
        ({"time_limit": 10}, "The time per decision is at least one minute."),
        ({"round_limit": float("nan")}, "A round's deadline is at least one minute."),
        ({"starts_at": 0.0}, "The start time has passed: give a time to come, or none to "
                             "start the tournament yourself."),
        ({"player_limit": 1}, "The player limit is 2 to 1000, not 1."),
        ({"tiebreaks": "BH,XX"}, "Unknown tie-break XX: the tie-breaks are BH, BH-C1, SB, DE, "
                                 "WIN, WON, KS."),
        ({"tiebreaks": "BH,bh"}, "Each tie-break is named once."),
        ({"name": "x" * 61}, "A tournament's name has at most 60 characters."),
    ],
)
async def test_create_refuses_what_cannot_be_run(service, settings, answer):
    settings = {"game_id": "crossings", **settings}
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.create(me(ALICE), **settings)
    assert answer in str(refused.value)
    assert await service.db.tournaments.listing(None) == []


async def test_entering_and_starting_refusals(service):
    tid = await open_swiss(service, player_limit=2)
    label = f"Tournament #{tid} (Crossings Swiss)"
    await service.tournaments.join(me(ALICE), tid, name="alice")
    with pytest.raises(Conflict) as refused:
        await service.tournaments.join(me(ALICE), tid)
    assert plain(str(refused.value)) == f"You are already in {label}."
    with pytest.raises(Conflict) as refused:
        await service.tournaments.start(me(ALICE), tid)
    assert plain(str(refused.value)) == f"{label} needs at least two players to start; it has 1."
    await service.tournaments.join(me(BOB), tid, name="bob")
    with pytest.raises(Conflict, match=r"is full \(2 players\)"):
        await service.tournaments.join(me(CAROL), tid, name="carol")
    with pytest.raises(Conflict, match="You are not in"):
        await service.tournaments.leave(me(CAROL), tid)
    with pytest.raises(NotAllowed) as refused:
        await service.tournaments.start(me(BOB), tid)
    assert plain(str(refused.value)) == (
        f"Only an organiser of {label} (its creator, or someone who manages the server) can "
        "start it."
    )
    with pytest.raises(Conflict, match="has not started: leave it instead"):
        await service.tournaments.withdraw(me(BOB), tid)
    assert "has not started: no standings yet" in plain(
        (await service.tournaments.standings(me(BOB), tid)).notice)
    assert "has no round paired yet" in plain(
        (await service.tournaments.pairings(me(BOB), tid)).notice)
    with pytest.raises(Conflict, match="has not started: nothing to export"):
        await service.tournaments.export_trf(me(BOB), tid)
    await service.tournaments.start(me(ALICE), tid)
    with pytest.raises(Conflict, match="is running: it cannot start again"):
        await service.tournaments.start(me(ALICE), tid)
    with pytest.raises(Conflict) as refused:
        await service.tournaments.leave(me(BOB), tid)
    assert "has started: to stop playing in it, withdraw" in str(refused.value)
    with pytest.raises(NotFound, match="has rounds 1 to 1 paired; there is no round 2 yet"):
        await service.tournaments.pairings(me(BOB), tid, 2)
    with pytest.raises(NotAllowed, match="can cancel it"):
        await service.tournaments.cancel(me(BOB), tid)
    with pytest.raises(NotAllowed, match="You are not in"):
        await service.tournaments.request_bye(me(CAROL), tid)


async def test_round_robin_refuses_half_point_byes(service):
    tid = await open_swiss(service, system="round-robin")
    await service.tournaments.join(me(BOB), tid, name="bob")
    with pytest.raises(Conflict, match="half-point byes are for Swiss tournaments"):
        await service.tournaments.request_bye(me(BOB), tid)


async def test_a_swiss_cannot_ask_more_rounds_than_its_players_can_play(service):
    tid = await open_swiss(service, rounds=4)
    for user in (ALICE, BOB, CAROL):
        await service.tournaments.join(me(user), tid, name=str(user))
    with pytest.raises(Conflict, match="3 players can play at most 3 Swiss rounds"):
        await service.tournaments.start(me(ALICE), tid)


async def test_cancelled_tournament_stays_cancelled(service):
    tid = await open_swiss(service)
    reply = await service.tournaments.cancel(me(ALICE), tid)
    assert plain(reply.text) == f"Tournament #{tid} (Crossings Swiss) was cancelled by @alice."
    with pytest.raises(Conflict, match="is already cancelled"):
        await service.tournaments.cancel(me(ALICE), tid)
    with pytest.raises(Conflict, match="is cancelled: joining is closed"):
        await service.tournaments.join(me(BOB), tid)


# ----- privacy ---------------------------------------------------------------------------------


async def test_a_hidden_tournament_answers_as_a_missing_one(service):
    organiser = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    tid = (await service.tournaments.create(organiser, game_id="crossings")).tournament_id
    missing = tid + 1
    strangers = [
        viewer_in(BOB, OTHER_GUILD, reads=[CHANNEL]),  # another server
        viewer_in(BOB, GUILD, reads=[OTHER_CHANNEL]),  # cannot read the channel
        viewer_in(BOB, None),  # a direct message
    ]
    operations = [
        lambda v, n: service.tournaments.info(v, n),
        lambda v, n: service.tournaments.join(v, n),
        lambda v, n: service.tournaments.standings(v, n),
        lambda v, n: service.tournaments.pairings(v, n),
        lambda v, n: service.tournaments.export_trf(v, n),
        lambda v, n: service.tournaments.request_bye(v, n),
        lambda v, n: service.tournaments.withdraw(v, n),
        lambda v, n: service.tournaments.cancel(v, n),
        lambda v, n: service.tournaments.start(v, n),
    ]
    for viewer in strangers:
        for operation in operations:
            with pytest.raises(NotFound) as hidden:
                await operation(viewer, tid)
            with pytest.raises(NotFound) as absent:
                await operation(viewer, missing)
            assert str(hidden.value).replace(str(tid), "N") == str(absent.value).replace(
                str(missing), "N")
        listing = await service.tournaments.listing(viewer)
        assert "No tournaments here yet" in plain(listing.notice)
    # A member who reads the channel sees it and may enter; once in, they see it anywhere.
    member = viewer_in(BOB, GUILD, reads=[CHANNEL])
    assert f"#{tid} Crossings Swiss" in plain((await service.tournaments.listing(member)).notice)
    await service.tournaments.join(member, tid, name="bob")
    assert "Entrants (1)" in plain((await service.tournaments.info(viewer_in(BOB, None), tid)).text)


async def test_server_managers_organise_only_their_servers_tournaments(service):
    creator = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    tid = (await service.tournaments.create(creator, game_id="crossings")).tournament_id
    for user in (BOB, CAROL):
        await service.tournaments.join(viewer_in(user, GUILD, reads=[CHANNEL]), tid,
                                       name=str(user))
    manager_elsewhere = Viewer(CAROL, OTHER_GUILD, organiser=True, sight=creator.sight)
    with pytest.raises(NotAllowed, match="Only an organiser"):
        await service.tournaments.start(manager_elsewhere, tid)  # an entrant: sees it
    manager = Viewer(99, GUILD, channel_id=CHANNEL, organiser=True, sight=creator.sight)
    bulletins = await service.tournaments.start(manager, tid)
    assert bulletins[0].guild_id == GUILD and bulletins[0].channel_id == CHANNEL
    opened = [m for b in bulletins for m in b.matches]
    match = await service.db.matches.get(opened[0].match_id)
    assert (match.guild_id, match.channel_id) == (GUILD, CHANNEL)
