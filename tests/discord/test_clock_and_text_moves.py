"""The bot's clock (challenge expiry, half-time reminders, claimable time-outs), a server's
time limit, typed moves in a match thread, and decision buttons kept to their player.

Time is simcord's virtual clock: ``env.advance_time`` runs the bot's minute ticks."""

from __future__ import annotations

import pytest

from bot.discord.feedback import DATABASE_BUSY
from bot.i18n.messages import english
from bot.service import ServiceSettings
from storage import StorageBusy
from tests.discord.conftest import World
from tests.discord.test_full_games import prompt_buttons

HOUR = 3600.0


def labels(message) -> list[str]:
    return [c.label for row in message.components for c in row.children]


@pytest.mark.bot(service_settings=ServiceSettings(challenge_ttl=600))
async def test_an_unanswered_challenge_expires_and_loses_its_buttons(world: World) -> None:
    await world.alice.slash(world.channel, "play", game="crossings", opponent=world.bob)
    challenge = world.channel.last_message
    assert "Accept" in labels(challenge)
    await world.env.advance_time(11 * 60)
    assert "expired unanswered" in world.channel.last_message.content
    challenge = await world.bot.get_channel(world.channel.id).fetch_message(challenge.id)
    assert challenge.components == []


async def test_a_server_time_limit_reminds_at_half_time_then_lets_the_waiting_player_claim(
    world: World,
) -> None:
    settings = await world.manager.slash(world.channel, "gamut-settings", time_limit_hours=2.0)
    assert "time limit: 2 hours" in settings.response.content
    match_id, thread = await world.start_match("crossings")
    assert (await world.bot.service.get_match(match_id)).meta["time_limit"] == 2 * HOUR
    await world.env.advance_time(HOUR + 120)  # past half time: Alice (White) is reminded
    reminder = world.alice.user.dm_channel.last_message
    assert "Reminder" in reminder.content and f"#{match_id}" in reminder.content
    await world.env.advance_time(HOUR)  # past the limit: Bob may claim
    notice = thread.last_message
    assert "may claim the win" in notice.content and labels(notice) == ["Claim the win"]
    refused = await world.alice.click(notice, label="Claim the win")
    assert refused.response.ephemeral and "not you" in refused.response.content
    await world.bob.click(notice, label="Claim the win")
    match = await world.bot.service.get_match(match_id)
    assert match.status == "finished" and match.winner == "black"
    assert "claims the win on time" in thread.last_message.content


@pytest.mark.bot(message_content=True)
async def test_a_typed_move_in_the_match_thread_is_played(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]
    await world.alice.send(thread, "good luck!")  # chat is left alone
    assert (await world.bot.service.get_match(match_id)).ply == 0
    await world.bob.send(thread, move)  # not Bob's turn: answered, nothing played
    assert (await world.bot.service.get_match(match_id)).ply == 0
    assert "your opponent's decision" in thread.last_message.content
    await world.alice.send(thread, move.upper())
    assert (await world.bot.service.get_match(match_id)).ply == 1
    assert thread.last_message.attachments and "played" in thread.last_message.content


@pytest.mark.bot(message_content=True)
async def test_a_typed_move_meeting_a_busy_database_is_answered_and_not_played(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    move = (await world.legal(match_id))[0]

    def busy(*args, **kwargs):
        raise StorageBusy("the database stayed locked; try again")

    monkeypatch.setattr(world.bot.db.matches, "waiting_on", busy)
    await world.alice.send(thread, move)
    assert thread.last_message.content == english(DATABASE_BUSY)
    assert (await world.bot.service.get_match(match_id)).ply == 0


async def test_typed_moves_are_ignored_without_the_message_content_intent(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    await world.alice.send(thread, (await world.legal(match_id))[0])
    assert (await world.bot.service.get_match(match_id)).ply == 0


async def test_a_mid_turn_decision_button_is_only_for_its_player(world: World) -> None:
    """Charing Cross: a jumped piece with two vacant home squares is placed by its owner."""
    match_id, thread = await world.start_match("charing-cross")
    service = world.bot.service
    # Both black knights leave home; White's rook then jumps the g4 knight from h5 to f3.
    for move in ("e8-f7", "h5-g6", "f7-h5", "h4-g4", "h5-f3"):
        player = await world.to_move(match_id)
        await player.slash(thread, "move", move=move)
    decision = thread.last_message
    owner = await world.to_move(match_id)
    assert owner is world.bob and prompt_buttons(decision, owner.id), decision.content
    other = world.bob if owner is world.alice else world.alice
    refused = await other.click(decision, custom_id=prompt_buttons(decision, owner.id)[0])
    assert refused.response.ephemeral and "not you" in refused.response.content
    ply = (await service.get_match(match_id)).ply
    await owner.click(decision, custom_id=prompt_buttons(decision, owner.id)[0])
    assert (await service.get_match(match_id)).ply == ply + 1
