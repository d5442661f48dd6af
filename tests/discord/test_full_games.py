"""A full game of every registered engine, played through slash commands and buttons.

Moves come from the engine's legal list (seeded, one that captures when any does, so the games
end sooner), typed through ``/move`` by whoever must decide; a decision the bot offers as
buttons (an opponent's mid-turn choice) is clicked instead.  Every move must post the board PNG
in the match thread, naming the mover and mentioning who decides next, until the result is
announced.
"""

from __future__ import annotations

import random

import pytest

import games
from tests.discord.conftest import World
from tests.helpers import capture_first

MAX_PLIES = 400


def prompt_buttons(message, user_id: int) -> list[str]:
    """custom_ids of the decision buttons addressed to ``user_id`` on a message."""
    return [
        child.custom_id
        for row in message.components
        for child in getattr(row, "children", [])
        if getattr(child, "custom_id", "").startswith(f"gamut:b:move:{user_id}:")
    ]


@pytest.mark.parametrize("game_id", games.ids())
async def test_full_game_through_slash_commands(world: World, game_id: str) -> None:
    rng = random.Random(game_id)
    match_id, thread = await world.start_match(game_id)
    png_messages = 1
    for _ply in range(MAX_PLIES):
        player = await world.to_move(match_id)
        if player is None:
            break
        moves = await world.legal(match_id)
        last = thread.last_message
        buttons = prompt_buttons(last, player.id)
        if buttons:
            result = await player.click(last, custom_id=rng.choice(buttons))
        else:
            position = (await world.bot.service.get_match(match_id)).position
            move = capture_first(game_id, position, moves, rng)
            result = await player.slash(thread, "move", move=move)
        assert [f.content for f in result.followups] == []
        posted = thread.last_message
        assert posted.attachments and posted.attachments[0].filename.endswith(".png")
        assert (await posted.attachments[0].read()).startswith(b"\x89PNG")
        assert f"<@{player.id}>" in posted.content and "played" in posted.content
        png_messages += 1
        nxt = await world.to_move(match_id)
        if nxt is not None:
            assert f"<@{nxt.id}> to decide" in posted.content
    match = await world.bot.service.get_match(match_id)
    assert match.status == "finished", f"{game_id} did not finish in {MAX_PLIES} plies"
    assert "wins" in thread.last_message.content or "Draw" in thread.last_message.content
    # A finished game's board offers a rematch instead of Resign / Offer draw.
    labels = [c.label for row in thread.last_message.components for c in row.children]
    assert labels == ["Rematch"]
    assert png_messages == len([m for m in thread.history() if m.attachments])
