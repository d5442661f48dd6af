"""Stealth King by DM, refused DMs, restarts, injected HTTP errors and racing moves."""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.discord.feedback import DATABASE_BUSY, DATABASE_UNREACHABLE
from bot.i18n.messages import english
from storage import OutcomeUnknown, StorageBusy, StorageUnavailable
from tests.discord.conftest import World
from tests.viewers import local_viewer


async def stealth_match(world: World) -> tuple[int, object]:
    return await world.start_match("kings-crossing", stealth=True)


async def test_stealth_king_choices_by_dm_never_reach_the_public(world: World) -> None:
    match_id, thread = await stealth_match(world)
    prompts = {}
    for player in (world.alice, world.bob):
        dm = player.user.dm_channel.last_message
        assert "hidden King" in dm.content and dm.attachments
        prompts[player.id] = dm
    await world.alice.user.select(prompts[world.alice.id], ["king c1"])
    await world.bob.user.select(prompts[world.bob.id], ["king b7"])
    assert "**c1**" in world.alice.user.dm_channel.last_message.content
    assert "**b7**" in world.bob.user.dm_channel.last_message.content
    assert "Commitments" in thread.last_message.content
    public = [m for m in thread.history()] + list(world.channel.history())
    for message in public:
        assert "c1**" not in message.content and "b7**" not in message.content
        for attachment in message.attachments:
            assert attachment.filename.count("white") == 0 and "black" not in attachment.filename
    legal = await world.legal(match_id)
    offered = await world.alice.autocomplete(thread, "move", "move", "")
    assert [c["value"] for c in offered] == legal[:25]
    assert await world.bob.autocomplete(thread, "move", "move", "") == []
    peek = await world.alice.slash(thread, "peek")
    assert "private view (white)" in peek.response.content


async def test_a_refused_dm_is_replaced_by_a_notice_and_peek(world: World) -> None:
    await world.alice.slash(
        world.channel, "play", game="kings-crossing", opponent=world.bob, stealth=True
    )
    dm = world.alice.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007)
    await world.bob.click(world.channel.last_message, label="Accept")
    thread = world.channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    notices = [
        m.content for m in thread.history() if "cannot send you direct messages" in m.content
    ]
    assert len(notices) == 1 and "/peek" in notices[0]
    # Whoever missed the DM makes the choice through /peek's private select menu.
    blocked = world.alice if world.alice.mention in notices[0] else world.bob
    peek = await blocked.slash(thread, "peek")
    asked = [f for f in peek.followups if f.components]
    assert asked and asked[0].ephemeral
    await blocked.select(asked[0], ["random"])
    match = await world.bot.service.get_match(match_id)
    secrets = await world.bot.db.matches.secrets(match_id)
    side = "white" if blocked.id == match.white_id else "black"
    assert f"choice:{side}" in secrets


async def test_restart_in_the_middle_of_a_game(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    first = (await world.legal(match_id))[0]
    await world.alice.slash(thread, "move", move=first)
    board = thread.last_message
    await world.restart()
    offered = await world.bob.click(board, label="Offer draw")  # a button from before
    assert "Draw offered" in offered.followups[0].content
    reply = (await world.legal(match_id))[0]
    await world.bob.slash(thread, "move", move=reply)
    assert (await world.bot.service.get_match(match_id)).ply == 2


async def test_server_errors_on_sends_are_reported_and_nothing_is_lost(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    for ply, (status, player) in enumerate(((500, world.alice), (429, world.bob)), start=1):
        world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=status)
        result = await player.slash(thread, "move", move=(await world.legal(match_id))[0])
        assert result.response.ephemeral and "could not post it" in result.response.content
        assert (await world.bot.service.get_match(match_id)).ply == ply  # the move counts
    await world.alice.slash(thread, "board")
    assert "to decide (white)" in thread.last_message.content


async def test_two_moves_racing_play_exactly_one(world: World) -> None:
    """simcord runs one user operation at a time, so the race is run on the bot's service
    (the per-match lock every command and button goes through)."""
    match_id, thread = await world.start_match("crossings")
    one, two = (await world.legal(match_id))[:2]
    service = world.bot.service
    results = await asyncio.gather(
        service.move(local_viewer(world.alice.id), match_id, one),
        service.move(local_viewer(world.alice.id), match_id, two),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) == 1 and "not yours" in str(errors[0])
    assert (await world.bot.service.get_match(match_id)).ply == 1


async def test_missed_private_boards_leave_no_public_trace(world: World) -> None:
    """With Bob's DMs closed after the set-up, his private boards after moves are simply not
    delivered: a public notice would tell everyone which moves touched his hidden King."""
    match_id, thread = await stealth_match(world)
    await world.alice.user.select(world.alice.user.dm_channel.last_message, ["king c1"])
    await world.bob.user.select(world.bob.user.dm_channel.last_message, ["king b7"])
    dm = world.bob.user.dm_channel
    closed = f"/channels/{dm.id}/messages"
    world.env.inject_error("POST", closed, status=403, code=50007, times=None)
    before = len(thread.history())
    for _ in range(6):
        player = await world.to_move(match_id)
        if player is None:
            break
        await player.slash(thread, "move", move=(await world.legal(match_id))[0])
    posted = thread.history()[before:]
    assert posted and not any("direct messages" in m.content for m in posted)
    peek = await world.bob.slash(thread, "peek")
    assert "private view (black)" in peek.response.content


def busy(*args, **kwargs):
    raise StorageBusy("the database stayed locked for 5 s by another connection; try again")


async def test_a_busy_database_is_told_as_such_and_nothing_changes(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]
    before = len(thread.history())
    monkeypatch.setattr(world.bot.db.matches, "apply_move", busy)
    by_command = await world.alice.slash(thread, "move", move=move)
    assert by_command.response.ephemeral and by_command.response.content == english(DATABASE_BUSY)
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 0 and len(thread.history()) == before
    # A button meets the same answer.
    monkeypatch.setattr(world.bot.db.draws, "offer", busy)
    offered = await world.alice.click(thread.last_message, label="Offer draw")
    assert [f.content for f in offered.followups] == [english(DATABASE_BUSY)]
    assert offered.followups[0].ephemeral
    assert await world.bot.db.draws.get(match_id) is None
    monkeypatch.undo()
    await world.alice.slash(thread, "move", move=move)  # trying again works
    assert (await world.bot.service.get_match(match_id)).ply == 1


def unknown(match_id: int):
    def raising(*args, **kwargs):
        raise OutcomeUnknown(match_id, "connection was closed in the middle of operation")

    return raising


def unreachable(*args, **kwargs):
    raise StorageUnavailable("no answer within 5 s")


async def test_a_move_of_unknown_outcome_is_told_as_unknown_with_the_board_and_posts_nothing(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]
    before = len(thread.history())
    monkeypatch.setattr(world.bot.db.matches, "apply_move", unknown(match_id))
    by_command = await world.alice.slash(thread, "move", move=move)
    monkeypatch.undo()
    told = by_command.response
    assert told.ephemeral and "cannot be told yet whether it was" in told.content
    assert "nothing was changed" not in told.content
    assert told.attachments and (await told.attachments[0].read()).startswith(b"\x89PNG")
    assert len(thread.history()) == before, "nothing that may be false is posted"


async def test_an_unreachable_database_is_told_as_such(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    monkeypatch.setattr(world.bot.db.draws, "offer", unreachable)
    offered = await world.alice.click(thread.last_message, label="Offer draw")
    monkeypatch.undo()
    assert [f.content for f in offered.followups] == [english(DATABASE_UNREACHABLE)]
    assert await world.bot.db.draws.get(match_id) is None


async def test_each_move_is_stored_with_its_interaction_as_its_request_key(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    for _ in range(2):
        player = await world.to_move(match_id)
        await player.slash(thread, "move", move=(await world.legal(match_id))[0])
    async with world.bot.db._read() as tx:
        found = await tx.fetch("SELECT request_key FROM moves WHERE match_id = ?", (match_id,))
    keys = [row["request_key"] for row in found]
    assert len(keys) == len(set(keys)) == 2
    assert all(re.fullmatch(r"discord:[0-9]+", key) for key in keys), keys


async def test_a_confirmed_resignation_is_stored_with_its_interaction_as_its_request_key(
    world: World,
) -> None:
    """The Resign button's click is the request a lost answer's retry is recognised by."""
    match_id, thread = await world.start_match("crossings")
    asked = await world.bob.slash(thread, "resign")
    await world.bob.click(asked.response, label="Resign")
    match = await world.bot.db.matches.get(match_id)
    assert (match.status, english(match.reason or "")) == ("finished", "Black resigned")
    assert re.fullmatch(r"discord:[0-9]+", match.meta["result_request_key"]), match.meta
    again = await world.bot.service.resign(
        local_viewer(world.bob.id),
        match_id,
        confirmed=True,
        request_key=match.meta["result_request_key"],
    )
    assert "your resignation was already recorded for this request" in english(again.notice or "")
