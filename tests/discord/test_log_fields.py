"""Log lines of a Discord command or click name who asked and where (issue 23: one line per
event with the match, guild and user ids as fields)."""

from __future__ import annotations

from bot.logging_setup import bound
from tests.discord.conftest import World


async def test_a_command_and_a_click_bind_the_guild_and_user_to_their_log_lines(
    world: World, monkeypatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    seen: list[dict[str, int]] = []
    board, offer_draw = world.bot.service.board, world.bot.service.offer_draw

    async def recording_board(*args, **kwargs):
        seen.append(bound())
        return await board(*args, **kwargs)

    async def recording_draw(*args, **kwargs):
        seen.append(bound())
        return await offer_draw(*args, **kwargs)

    monkeypatch.setattr(world.bot.service, "board", recording_board)
    monkeypatch.setattr(world.bot.service, "offer_draw", recording_draw)
    await world.bob.slash(thread, "board")
    await world.alice.click(thread.last_message, label="Offer draw")
    assert seen[0] == {"guild_id": world.guild.id, "user_id": world.bob.id}
    assert seen[1] == {"guild_id": world.guild.id, "user_id": world.alice.id, "match_id": match_id}
