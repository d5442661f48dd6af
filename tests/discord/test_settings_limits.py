"""``/gamut-settings`` sets the open-at-once limits (bot.service.limits) of a server, and the
limit is then what members of that server meet."""

from __future__ import annotations

from tests.discord.conftest import World
from tests.discord.test_privacy import bot_answer
from tests.discord.test_tournaments import create


async def test_a_manager_sets_the_tournament_limit_and_a_member_meets_it(world: World) -> None:
    shown = await world.manager.slash(world.channel, "gamut-settings")
    assert "• open_tournaments: 5 per member (the default)" in shown.response.content
    changed = await world.manager.slash(
        world.channel, "gamut-settings", open_tournaments=1, open_challenges=3
    )
    text = changed.response.content
    assert "• open_tournaments: 1 per member\n" in text + "\n"
    assert "• open_challenges: 3 per member" in text and "(the default)" not in text
    assert await world.bot.db.settings.get(world.guild.id) == {
        "open_challenges": "3", "open_tournaments": "1"
    }
    await create(world, game="crossings")
    posts = len(world.channel.history())
    refused = bot_answer(
        await world.alice.slash(world.channel, "tournament create", game="crossings")
    )
    assert refused == (
        "Tournaments of yours open or running: 1; this server allows 1 at once (its managers "
        "set the limit): finish or cancel one (`/tournament cancel`) first."
    )
    assert len(world.channel.history()) == posts  # nothing more was posted
