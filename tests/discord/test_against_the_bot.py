"""Playing the bot's AI from Discord: ``/play opponent:@Gamut level:…`` for every game.

The player's move is posted at once; the AI answers in a message of its own once it has
thought, including its own mid-turn decisions and its secret Stealth King square; the player's
decisions come as buttons or ``/move`` as in any match.
"""

from __future__ import annotations

import random

import pytest

import games
from bot.service.core import AI_RESUME_SECONDS
from tests.discord.conftest import World
from tests.discord.test_full_games import prompt_buttons
from tests.helpers import capture_first
from tests.viewers import local_viewer


async def challenge_the_bot(world: World, game_id: str, **options) -> tuple[int, object]:
    result = await world.alice.slash(
        world.channel,
        "play",
        game=game_id,
        opponent=world.bot_member(),
        colour="white",
        level="easy",
        **options,
    )
    await world.bot.ai_idle()  # the bot answers in a message of its own
    assert result.response.ephemeral, result.response.content
    thread = world.channel.threads[-1]
    assert "vs" in thread.name and thread.name.endswith(f"#{thread.name.rsplit('#', 1)[1]}")
    return int(thread.name.rsplit("#", 1)[1]), thread


async def play_out(world: World, match_id: int, thread, rng: random.Random) -> None:
    """Alice plays random legal moves, captures first (clicking her decision buttons), until
    the end.

    The bot's own moves are not seeded (a player meets a fresh opponent every game), so a
    game's length varies from run to run; the host's move limit ends every game, so Alice's
    decisions, at least one ply each, are bounded by it (a Checkers with Bosses game once ran
    past the 400 decisions this loop allowed before)."""
    service = world.bot.service
    for _ in range(service.settings.move_limit):
        match = await service.get_match(match_id)
        if match.status != "active":
            break
        assert match.to_move_id == world.alice.id  # the bot never leaves a decision pending
        last = thread.last_message
        buttons = prompt_buttons(last, world.alice.id)
        if buttons:
            result = await world.alice.click(last, custom_id=rng.choice(buttons))
        else:
            moves = await service.legal_moves_for(local_viewer(world.alice.id), match_id)
            move = capture_first(match.game_id, match.position, moves, rng)
            result = await world.alice.slash(thread, "move", move=move)
        await world.bot.ai_idle()
        assert [f.content for f in result.followups] == []


@pytest.mark.parametrize("game_id", games.ids())
async def test_a_complete_game_against_the_bot(world: World, game_id: str) -> None:
    match_id, thread = await challenge_the_bot(world, game_id)
    await play_out(world, match_id, thread, random.Random(game_id))
    match = await world.bot.service.get_match(match_id)
    assert match.status == "finished"
    bot_id = world.bot.user.id
    assert match.black_id == bot_id and match.meta["ai_level"] == "easy"
    posted = [m.content for m in thread.history()]
    assert any(f"<@{bot_id}>" in text and "played" in text for text in posted)
    assert "wins" in posted[-1] or "Draw" in posted[-1] or "draw" in posted[-1]


async def test_stealth_king_against_the_bot_keeps_both_kings_secret(world: World) -> None:
    match_id, thread = await challenge_the_bot(world, "kings-crossing", stealth=True)
    dm = world.alice.user.dm_channel.last_message
    assert "hidden King" in dm.content
    await world.alice.user.select(dm, ["king c1"])
    await world.bot.ai_idle()
    assert "**c1**" in world.alice.user.dm_channel.last_message.content
    match = await world.bot.service.get_match(match_id)
    assert match.status == "active"
    secrets = await world.bot.db.matches.secrets(match_id)
    assert "choice:black" in secrets  # the bot chose its square, privately
    bot_square = secrets["square:black"]
    public = [m.content for m in thread.history()] + [m.content for m in world.channel.history()]
    assert "Commitments" in "\n".join(public)
    assert not any(f"**{bot_square}**" in text or "c1**" in text for text in public)
    await play_out(world, match_id, thread, random.Random(5))
    assert (await world.bot.service.get_match(match_id)).status == "finished"
    assert "salt" in thread.last_message.content.lower()  # the end reveals the commitments


async def test_a_restart_while_the_bot_must_move_is_resumed_by_the_clock(world: World) -> None:
    match_id, thread = await challenge_the_bot(world, "crossings")
    # Alice's move is stored, and the bot goes down before its AI answers (its answer is
    # never asked for: as if the process died mid-thought).
    world.bot.answer_for_ai = lambda match_id: None  # type: ignore[method-assign]
    move = (await world.legal(match_id))[0]
    await world.alice.slash(thread, "move", move=move)
    assert (await world.bot.service.get_match(match_id)).to_move_id == world.bot.user.id
    await world.restart(tick_seconds=5)
    # The clock resumes an AI turn left unplayed once it is overdue (AI_RESUME_SECONDS), in
    # whichever process claims it first.
    await world.env.advance_time(AI_RESUME_SECONDS + 6)
    await world.bot.ai_idle()
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 2 and match.to_move_id == world.alice.id
    assert f"<@{world.bot.user.id}>" in thread.last_message.content


async def test_the_players_move_is_shown_before_the_bot_has_thought(world: World) -> None:
    """The player's move is posted with its board at once; the bot's answer follows in a
    message of its own once it has thought (up to 2 s at ``hard``)."""
    match_id, thread = await challenge_the_bot(world, "crossings")
    await world.bot.ai_idle()
    before = len(thread.history())
    move = (await world.legal(match_id))[0]
    await world.alice.slash(thread, "move", move=move)
    await world.bot.ai_idle()
    mine, answer = thread.history()[before:]
    bot = f"<@{world.bot.user.id}>"
    assert f"<@{world.alice.id}>" in mine.content and move in mine.content
    assert f"{bot} is thinking" in mine.content and mine.attachments
    buttons = [c.custom_id for row in mine.components for c in row.children]
    assert not [b for b in buttons if ":move:" in b]  # no buttons for the bot's decision
    assert f"{bot} (black) played" in answer.content
    assert answer.attachments
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 2 and match.to_move_id == world.alice.id


async def test_a_declined_draw_leaves_no_buttons_to_accept_it(world: World) -> None:
    match_id, thread = await challenge_the_bot(world, "crossings")
    await world.alice.slash(thread, "draw")
    offer = thread.last_message
    assert "declines the draw" in offer.content
    labels = [c.label for row in offer.components for c in row.children]
    assert "Accept draw" not in labels and "Decline" not in labels
    assert (await world.bot.db.draws.get(match_id)) is None
