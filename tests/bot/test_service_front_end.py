"""The service calls a front end makes besides a player's operations (bot.service.posting,
server_settings, typed_moves and the tournament desk's reads for buttons and suggestions), on
both backends.  Each answer is checked against the rows the test stored itself, and each
refusal leaves every row as it was (``rows_of``)."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import Conflict, Home, NotAllowed, NotFound, ServiceError, Viewer
from storage.testing import rows_of
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import local_viewer, viewer_in

GUILD, OTHER_GUILD, CHANNEL, TEXT_CHANNEL = 10, 11, 20, 21
MANAGER = Viewer(99, GUILD, channel_id=CHANNEL, organiser=True)


async def started_match(service, *, guild_id: int | None = GUILD) -> int:
    made = await service.challenge(ALICE, "crossings", opponent=BOB, guild_id=guild_id,
                                   channel_id=CHANNEL if guild_id else None)
    started = await service.accept(local_viewer(BOB), made.challenge_id)
    return started.match_id


# ----- posting --------------------------------------------------------------------------


async def test_a_challenge_home_is_where_it_was_made_and_its_message_once_remembered(service):
    made = await service.challenge(ALICE, "crossings", opponent=BOB, guild_id=GUILD,
                                   channel_id=CHANNEL)
    posting = service.posting
    assert await posting.challenge_home(made.challenge_id) == Home(GUILD, CHANNEL, None)
    await posting.remember_challenge_message(made.challenge_id, 555)
    assert await posting.challenge_home(made.challenge_id) == Home(GUILD, CHANNEL, 555)
    assert (await service.db.challenges.get(made.challenge_id)).message_id == 555


async def test_a_tournament_home_is_its_channel_and_its_announcement(service):
    created = await service.tournaments.create(
        viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL), game_id="crossings"
    )
    number = created.tournament_id
    assert await service.posting.tournament_home(number) == Home(GUILD, CHANNEL, None)
    await service.posting.remember_announcement(number, 777)
    assert await service.posting.tournament_home(number) == Home(GUILD, CHANNEL, 777)
    assert (await service.db.tournaments.get(number)).announcement_id == 777


@pytest.mark.parametrize(
    "call",
    [
        lambda p: p.challenge_home(404),
        lambda p: p.tournament_home(404),
        lambda p: p.remember_challenge_message(404, 1),
        lambda p: p.remember_announcement(404, 1),
        lambda p: p.remember_thread(404, 1, 2),
    ],
)
async def test_posting_for_what_does_not_exist_is_a_clear_refusal_and_writes_nothing(
    service, database_url, call
):
    await started_match(service)
    before = await rows_of(database_url)
    with pytest.raises(NotFound) as refused:
        await call(service.posting)
    assert "404" in str(refused.value)
    assert await rows_of(database_url) == before


@pytest.mark.parametrize("bad", ["12", -1, 0, 2**64, True, None, 1.5])
async def test_posting_takes_ids_only(service, database_url, bad):
    match_id = await started_match(service)
    before = await rows_of(database_url)
    with pytest.raises(NotFound):
        await service.posting.remember_thread(match_id, bad, CHANNEL)
    with pytest.raises(NotFound):
        await service.posting.challenge_home(bad)
    assert await rows_of(database_url) == before


async def test_the_thread_is_stored_on_the_match_with_its_channel(service):
    match_id = await started_match(service)
    before = await service.db.matches.get(match_id)
    assert await service.posting.remember_thread(match_id, 3003, 2002) is True
    after = await service.db.matches.get(match_id)
    assert (after.thread_id, after.channel_id) == (3003, 2002)
    assert (after.status, after.to_move_id, after.game_id) == (
        before.status, before.to_move_id, before.game_id
    )


async def test_a_move_that_wins_the_race_is_kept_and_the_thread_stored_after_it(service):
    """The match read before a move was stored is stale: the write loses on its version,
    and the next try, reading the match again, stores the thread on top of the move."""
    match_id = await started_match(service)
    stale = await service.db.matches.get(match_id)
    mover = ALICE if stale.to_move_id == ALICE else BOB
    legal = await service.legal_moves_for(local_viewer(mover), match_id)
    await service.move(local_viewer(mover), match_id, legal[0])
    reads = [stale]

    async def stale_first(number: int):
        return reads.pop() if reads else await service.get_match(number)

    service.posting.get_match = stale_first
    assert await service.posting.remember_thread(match_id, 3003, 2002) is True
    after = await service.db.matches.get(match_id)
    assert after.thread_id == 3003
    assert after.version == stale.version + 2  # the move, then the thread
    assert after.to_move_id != mover  # the move stands


async def test_a_thread_that_loses_every_race_is_reported_not_stored(service):
    match_id = await started_match(service)
    stale = await service.db.matches.get(match_id)
    await service.posting.remember_thread(match_id, 1, 2)  # the stored version moves on

    async def always_stale(number: int):
        return stale

    service.posting.get_match = always_stale
    assert await service.posting.remember_thread(match_id, 3003, 2002) is False
    assert (await service.db.matches.get(match_id)).thread_id == 1


# ----- server settings ------------------------------------------------------------------


async def test_a_manager_changes_the_settings_in_one_go(service):
    settings = await service.server_settings.change(
        MANAGER, mode="channel", time_limit_hours=1.5, text_channel_id=TEXT_CHANNEL,
        leaderboards=False,
    )
    expected = {"mode": "channel", "time_limit_hours": "1.5",
                "text_channel": str(TEXT_CHANNEL), "leaderboards": "off"}
    assert settings == expected
    assert await service.db.settings.get(GUILD) == expected
    assert await service.server_settings.mode(GUILD) == "channel"
    assert await service.server_settings.text_channel(GUILD) == TEXT_CHANNEL
    assert await service.default_time_limit(GUILD) == 1.5 * 3600
    # Back to the defaults: leaderboards on and no text-move channel are no setting at all.
    settings = await service.server_settings.change(
        MANAGER, leaderboards=True, clear_text_channel=True, text_channel_id=TEXT_CHANNEL
    )
    assert settings == {"mode": "channel", "time_limit_hours": "1.5"}
    assert await service.server_settings.text_channel(GUILD) is None


async def test_the_defaults_hold_until_changed(service):
    assert await service.server_settings.of(GUILD) == {}
    assert await service.server_settings.mode(GUILD) == "thread"
    assert await service.server_settings.mode(None) == "channel"  # outside any server
    assert await service.server_settings.text_channel(GUILD) is None


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        ({"mode": "everywhere"}, "The mode is thread or channel, not 'everywhere'."),
        ({"mode": "channel", "time_limit_hours": 0.01}, "The time limit is at least 6 minutes."),
        ({"mode": "channel", "time_limit_hours": 2161}, "The time limit is at most 90 days."),
        ({"time_limit_hours": float("nan")}, "The time limit is at least 6 minutes."),
        ({"time_limit_hours": "2"}, "The time limit is a number of seconds, not '2'."),
        ({"mode": "channel", "leaderboards": "no"}, "Leaderboards is yes or no, not 'no'."),
        ({"mode": "channel", "text_channel_id": -5}, "There is no channel -5."),
    ],
)
async def test_a_bad_setting_changes_nothing(service, database_url, change, refusal):
    await service.server_settings.change(MANAGER, mode="thread", time_limit_hours=2)
    before = await rows_of(database_url)
    with pytest.raises(ServiceError) as refused:
        await service.server_settings.change(MANAGER, **change)
    assert plain(str(refused.value)) == refusal
    assert await rows_of(database_url) == before


@pytest.mark.parametrize(
    ("viewer", "refusal", "kind"),
    [
        (Viewer(ALICE, GUILD, channel_id=CHANNEL),
         "Only members who may manage this server can change settings.", NotAllowed),
        (Viewer(ALICE, organiser=True), "Settings are changed for a server, from inside it.",
         ServiceError),
    ],
)
async def test_only_a_manager_inside_the_server_changes_its_settings(
    service, database_url, viewer, refusal, kind
):
    before = await rows_of(database_url)
    with pytest.raises(kind) as refused:
        await service.server_settings.change(viewer, mode="channel")
    assert str(refused.value) == refusal
    assert await rows_of(database_url) == before


# ----- typed moves ----------------------------------------------------------------------


async def test_a_typed_move_is_for_the_match_waiting_on_its_author_in_that_channel(service):
    match_id = await started_match(service)
    await service.posting.remember_thread(match_id, 3003, CHANNEL)
    match = await service.db.matches.get(match_id)
    waiting, other = match.to_move_id, ({ALICE, BOB} - {match.to_move_id}).pop()
    typed = service.typed_moves

    def author(user_id: int, channel_id: int) -> Viewer:
        return Viewer(user_id, GUILD, channel_id=channel_id)

    assert [m.id for m in await typed.waiting_here(author(waiting, 3003))] == [match_id]
    assert await typed.waiting_here(author(other, 3003)) == []  # not their decision
    assert await typed.waiting_here(author(waiting, CHANNEL)) == []  # played in its thread
    assert await typed.waiting_here(author(waiting, TEXT_CHANNEL)) == []
    await service.server_settings.change(MANAGER, text_channel_id=TEXT_CHANNEL)
    assert [m.id for m in await typed.waiting_here(author(waiting, TEXT_CHANNEL))] == [match_id]
    # The text-move channel plays its own server's matches only.
    elsewhere = Viewer(waiting, OTHER_GUILD, channel_id=TEXT_CHANNEL)
    assert await typed.waiting_here(elsewhere) == []


# ----- the tournament desk: suggestions, the cancel question, entries --------------------


async def test_suggestions_list_only_what_the_viewer_may_see_and_match_what_was_typed(service):
    organiser = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    seen = (await service.tournaments.create(organiser, game_id="crossings", name="Spring"))
    hidden_channel = 99
    hidden = await service.tournaments.create(
        viewer_in(ALICE, GUILD, reads=[hidden_channel], channel_id=hidden_channel),
        game_id="crossings", name="Secret",
    )
    reader = viewer_in(CAROL, GUILD, reads=[CHANNEL], private=True)
    # The labels are messages: the front end words them (their state) for the asker.
    assert [(n, plain(label)) for n, label in await service.tournaments.suggestions(
        reader, "")] == [(seen.tournament_id, f"#{seen.tournament_id} Spring (open)")]
    assert [(n, plain(label)) for n, label in await service.tournaments.suggestions(
        reader, "spr")] == [(seen.tournament_id, f"#{seen.tournament_id} Spring (open)")]
    assert await service.tournaments.suggestions(reader, "secret") == []
    # Its creator sees both, newest first.
    creator = viewer_in(ALICE, GUILD, reads=[CHANNEL], private=True)
    numbers = [n for n, _ in await service.tournaments.suggestions(creator, "#")]
    assert numbers == [hidden.tournament_id, seen.tournament_id]
    with pytest.raises(ServiceError):
        await service.tournaments.suggestions(reader, 5)


async def test_the_cancel_question_is_for_organisers_of_a_tournament_still_on(service):
    organiser = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    number = (await service.tournaments.create(organiser, game_id="crossings",
                                               name="Cup")).tournament_id
    asked = await service.tournaments.ask_to_cancel(organiser, number)
    assert plain(asked.notice) == f"Cancel tournament #{number} (Cup)? This cannot be undone."
    assert asked.confirm is not None and asked.confirm.user_id == ALICE
    assert [(c.action, c.argument) for c in asked.confirm.choices] == [
        ("tournament-cancel", str(number))
    ]
    member = viewer_in(BOB, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    with pytest.raises(NotAllowed) as refused:
        await service.tournaments.ask_to_cancel(member, number)
    assert plain(str(refused.value)) == (
        f"Only an organiser of tournament #{number} (Cup) (its creator, or someone who "
        "manages the server) can cancel it."
    )
    outsider = viewer_in(BOB, GUILD, reads=[], channel_id=CHANNEL)
    with pytest.raises(NotFound) as hidden:
        await service.tournaments.ask_to_cancel(outsider, number)
    with pytest.raises(NotFound) as missing:
        await service.tournaments.ask_to_cancel(outsider, number + 100)
    assert str(hidden.value) == str(missing.value).replace(str(number + 100), str(number))
    await service.tournaments.cancel(organiser, number)
    with pytest.raises(Conflict) as over:
        await service.tournaments.ask_to_cancel(organiser, number)
    assert plain(str(over.value)) == f"Tournament #{number} (Cup) is already cancelled."


async def test_entries_are_taken_while_open_and_in_a_running_swiss_with_late_entries(service):
    organiser = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    desk = service.tournaments
    strict = (await desk.create(organiser, game_id="crossings")).tournament_id
    late = (await desk.create(organiser, game_id="crossings", late_entries=True)).tournament_id
    for number in (strict, late):
        assert await desk.takes_entries(organiser, number) is True
        for user in (ALICE, BOB, CAROL):
            entrant = viewer_in(user, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
            await desk.join(entrant, number, name=f"p{user}")
        await desk.start(organiser, number)
    assert await desk.takes_entries(organiser, strict) is False
    assert await desk.takes_entries(organiser, late) is True
    await desk.cancel(organiser, late)
    assert await desk.takes_entries(organiser, late) is False


async def test_a_tournament_belongs_to_the_server_it_was_created_in(service):
    organiser = viewer_in(ALICE, GUILD, reads=[CHANNEL], channel_id=CHANNEL)
    number = (await service.tournaments.create(organiser, game_id="crossings")).tournament_id
    desk = service.tournaments
    assert await desk.of_viewers_server(organiser, number) is True
    # Its creator sees it from another server and from a DM, where it does not belong.
    assert await desk.of_viewers_server(viewer_in(ALICE, OTHER_GUILD), number) is False
    assert await desk.of_viewers_server(viewer_in(ALICE, None), number) is False
