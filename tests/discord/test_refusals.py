"""Discord shows the rule that refuses a move (issue 28), privately to the player who typed it."""

from __future__ import annotations

from tests.discord.conftest import World


async def test_a_refused_move_says_why_in_discord(world: World) -> None:
    match_id, thread = await world.start_match("kings-crossing")
    refused = await world.alice.slash(thread, "move", move="a1-a3")
    assert refused.response.ephemeral
    assert (
        "'a1-a3' is not a legal move here: a2 is in the way; a slide passes only through empty "
        "squares." in refused.response.content
    )
    assert (await world.bot.service.get_match(match_id)).ply == 0
