"""/play rated, /leaderboard (pages that survive a restart, provisional marks, the setting that
turns it off) and /profile (with its chart), driven through simcord as players use them."""

from __future__ import annotations

import io

from PIL import Image

from bot.discord.cogs.ratings import _PAGE_ID, page_id
from storage.status import RatingPool
from tests.discord.conftest import World
from tests.ratings.helpers import LIVE, play_out


def labels(message) -> dict[str, bool]:
    """Button label -> whether it is enabled (``message``: a simcord message handle)."""
    found = message.message.components if hasattr(message, "message") else message.components
    return {c.label: not c.disabled for row in found for c in row.children}


async def rated_resignation(world: World) -> tuple[int, object]:
    """Alice (White) and Bob play two moves each, then Bob resigns."""
    match_id, thread = await world.start_match("crossings")
    for _ in range(4):
        player = await world.to_move(match_id)
        await player.slash(thread, "move", move=(await world.legal(match_id))[0])
    asked = await world.bob.slash(thread, "resign")
    await world.bob.click(asked.response, label="Resign")
    return match_id, thread


async def test_a_rated_match_ends_with_both_rating_changes(world: World) -> None:
    match_id, thread = await rated_resignation(world)
    final = thread.last_message.content
    assert "resigns" in final
    alice, bob = world.alice.id, world.bob.id
    changes = {c.player_id: c for c in await world.bot.db.ratings.for_match(match_id)}
    gain = round(changes[alice].rating) - 1500
    assert gain > 0
    assert (
        f"Ratings (correspondence): <@{alice}> {1500 + gain} (+{gain}), "
        f"<@{bob}> {1500 - gain} (\u2212{gain})."
        in (final)
    )


async def test_a_casual_challenge_stays_casual(world: World) -> None:
    await world.alice.slash(
        world.channel, "play", game="crossings", opponent=world.bob, rated=False
    )
    assert "casual (no rating change)" in world.channel.last_message.content
    await world.bob.click(world.channel.last_message, label="Accept")
    match_id = int(world.channel.threads[-1].name.rsplit("#", 1)[1])
    assert not (await world.bot.service.get_match(match_id)).rated


async def test_leaderboard_pages_turn_across_a_restart(world: World) -> None:
    """Twelve pairs have played rated games in this server: two pages; the buttons carry
    everything, so a page posted before a restart turns after it."""
    db, guild = world.bot.db, world.guild.id
    for pair in range(12):
        await play_out(db, 500 + pair, 600 + pair, "white", guild_id=guild, now=1000.0 + pair)
    await play_out(db, world.alice.id, world.bob.id, "white", guild_id=guild, now=2000.0)
    result = await world.carol.slash(world.channel, "leaderboard", game="crossings")
    first = result.response
    assert not first.ephemeral
    assert "Crossings leaderboard (correspondence)**, this server, page 1" in first.content
    assert "1. <@" in first.content and "10. <@" in first.content and "11. " not in first.content
    assert "?** ±" in first.content  # every one is provisional after one game
    assert f"<@{world.carol.id}>: not ranked here" in first.content
    assert labels(first) == {"◀ Previous": False, "Next ▶": True}

    await world.restart()
    turned = await world.alice.click(first, label="Next ▶")
    assert turned.acknowledged and turned.followups == []
    page = world.channel.last_message  # the same message, redrawn
    assert "page 2" in page.content and "11. <@" in page.content
    assert f"<@{world.alice.id}>: rank " in page.content
    assert labels(page) == {"◀ Previous": True, "Next ▶": True}
    everywhere = await world.alice.slash(
        world.channel, "leaderboard", game="crossings", scope="everywhere"
    )
    assert "everywhere, page 1" in everywhere.response.content


async def test_a_server_can_turn_leaderboards_off(world: World) -> None:
    settings = await world.manager.slash(world.channel, "gamut-settings", leaderboards=False)
    assert "leaderboards: off" in settings.response.content
    refused = await world.alice.slash(world.channel, "leaderboard", game="crossings")
    assert refused.response.ephemeral and "turned off" in refused.response.content
    await world.manager.slash(world.channel, "gamut-settings", leaderboards=True)
    allowed = await world.alice.slash(world.channel, "leaderboard", game="crossings")
    assert not allowed.response.ephemeral


async def test_profile_shows_ratings_matches_and_a_chart(world: World) -> None:
    match_id, _ = await rated_resignation(world)
    result = await world.carol.slash(world.channel, "profile", user=world.alice)
    shown = result.response
    assert f"Profile of <@{world.alice.id}>" in shown.content
    assert "Crossings (correspondence): **" in shown.content
    assert "1 game (1 won, 0 lost, 0 drawn)" in shown.content
    assert "current streak: 1 win" in shown.content
    assert f"#{match_id} Crossings vs <@{world.bob.id}>: win (+" in shown.content
    (chart,) = shown.attachments
    assert chart.filename == f"rating-{world.alice.id}-crossings.png"
    with Image.open(io.BytesIO(await chart.read())) as image:
        assert image.format == "PNG" and image.size == (640, 320)
    nobody = await world.alice.slash(world.channel, "profile", user=world.carol)
    assert "No rated match yet." in nobody.response.content
    assert nobody.response.attachments == []


async def test_the_live_board_is_asked_for_by_pool_and_its_pages_stay_live(world: World) -> None:
    """Twelve pairs (24 players) have played live games, one pair a correspondence game:
    /leaderboard pool:live lists the live players alone, and its Next button turns the live
    board, after a restart too."""
    db, guild = world.bot.db, world.guild.id
    for pair in range(12):
        await play_out(db, 500 + pair, 600 + pair, "white", guild_id=guild, clock=LIVE)
    await play_out(db, world.alice.id, world.bob.id, "white", guild_id=guild)
    result = await world.carol.slash(world.channel, "leaderboard", game="crossings", pool="live")
    first = result.response
    assert "Crossings leaderboard (live)**, this server, page 1" in first.content
    assert f"<@{world.alice.id}>" not in first.content and "10. <@" in first.content

    await world.restart()
    await world.carol.click(first, label="Next ▶")
    page = world.channel.last_message
    assert "Crossings leaderboard (live)**, this server, page 2" in page.content
    assert "11. <@" in page.content and "20. <@" in page.content and "21. " not in page.content
    assert f"<@{world.alice.id}>" not in page.content


def test_a_page_button_posted_before_pools_turns_the_correspondence_board() -> None:
    """Buttons posted before pools existed carry no pool: their board was every rating, which
    is the correspondence pool now."""
    old = _PAGE_ID.fullmatch("gamut:lb:crossings:s:42:3")
    new = _PAGE_ID.fullmatch(page_id("crossings", "server", 42, 3, RatingPool.LIVE))
    assert old is not None and old["pool"] is None and old["page"] == "3"
    assert new is not None and new["pool"] == "l" and new["guild"] == "42"
