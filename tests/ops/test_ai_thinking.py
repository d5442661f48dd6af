"""Playing the bot under load, as the players see it in Discord: when the AI takes longer
than a second, the match's thread shows the bot typing until its answer comes."""

from __future__ import annotations

import pytest

import bot.discord.app
from bot.service import ServiceSettings
from tests.discord.conftest import World
from tests.viewers import local_viewer


async def typing_in(world: World, channel_id: int) -> int:
    return sum(
        1
        for request in world.env.http_requests
        if request.method == "POST" and request.path == f"/channels/{channel_id}/typing"
    )


async def start_against_the_bot(world: World, level: str) -> tuple[int, object]:
    """Alice plays White against the bot; her first move is made and the bot's answer asked
    for as the Discord front end does (``answer_for_ai`` once her move is out).

    Both are done from the test rather than through a simcord interaction: simcord runs the
    bot's own tasks on a virtual clock that stands still until the bot is idle, so a notice
    due after one second of real thinking could never come due inside an interaction."""
    await world.alice.slash(
        world.channel,
        "play",
        game="crossings",
        opponent=world.bot_member(),
        colour="white",
        level=level,
    )
    thread = world.channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    move = (await world.legal(match_id))[0]
    reply = await world.bot.service.move(local_viewer(world.alice.id), match_id, move)
    assert reply.ai_due
    world.bot.answer_for_ai(match_id)
    await world.bot.ai_idle()
    return match_id, thread


@pytest.mark.bot(service_settings=ServiceSettings(ai_budget=3.0))
async def test_a_long_think_shows_the_bot_typing_in_the_match(world: World) -> None:
    match_id, thread = await start_against_the_bot(world, "hard")
    assert await typing_in(world, thread.id) >= 1
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 2 and match.to_move_id == world.alice.id
    assert f"<@{world.bot.user.id}> (black) played" in thread.last_message.content


async def test_a_quick_answer_shows_no_typing(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An answer that comes before the notice is due shows no typing.  The notice is put a
    minute away so that "quick" holds on a loaded machine too (an easy move there once took
    longer than the one second the bot waits)."""
    monkeypatch.setattr(bot.discord.app, "THINKING_NOTICE_S", 60.0)
    match_id, thread = await start_against_the_bot(world, "easy")
    assert await typing_in(world, thread.id) == 0
    assert (await world.bot.service.get_match(match_id)).ply == 2
