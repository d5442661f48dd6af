"""The bot keeps no cache of Discord messages: discord.py's default of 1,000 is ~18,000 objects
that every full pass of the cyclic collector walks (benchmarks/bot_growth.py), and nothing of
Gamut reads a cached message back.  Counted after many moves, not timed."""

from __future__ import annotations

import pytest

from tests.discord.conftest import World

MOVES = 30


@pytest.mark.bot(message_content=True)
async def test_many_moves_leave_no_message_in_the_bots_cache(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    before = len(list(thread.history()))
    played = 0
    for ply in range(MOVES):
        player = await world.to_move(match_id)
        legal = await world.legal(match_id)
        if player is None or not legal:
            break
        if ply % 2:  # typed in the thread (the message content intent) or by /move
            await player.send(thread, legal[0])
        else:
            await player.slash(thread, "move", move=legal[0])
        played += 1
    assert played >= 10
    assert (await world.bot.service.get_match(match_id)).ply >= played
    # simcord's record of the thread: each move answered with the board, the typed ones seen
    assert len(list(thread.history())) >= before + played
    assert len(world.bot.cached_messages) == 0
