"""Live clocks on Discord (issue #48), on simcord's virtual clock: a rated 10+5 game timed by
Discord's snowflakes to the millisecond and run to a flag, an abort, a "+15 s", a refused 1+0.

Every expected figure is worked here from the snowflakes themselves (Discord's epoch and the
millisecond in the top bits of every id), by hand, not by the bot's helpers."""

from __future__ import annotations

import pytest

from tests.discord.conftest import World

DISCORD_EPOCH_MS = 1_420_070_400_000
BASE_MS, INCREMENT_MS = 600_000, 5_000  # 10+5
CLAIMED_LAG_MS = 1_000  # what a move on Discord claims: below the quota of 3,000, all compensated
GRACE_MS = 2_000  # the watchers' flag: the quota's grace, at most 2 s


def ms_of(snowflake: int) -> int:
    """The millisecond Discord made ``snowflake`` (its top 42 bits, from Discord's epoch)."""
    return (snowflake >> 22) + DISCORD_EPOCH_MS


async def live_match(world: World) -> tuple[int, object]:
    match_id, thread = await world.start_match("crossings", time="10+5")
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None and (match.clock.base_s, match.clock.increment_s) == (600, 5)
    return match_id, thread


async def typed_move(world: World, match_id: int, thread) -> int:
    """The side to move types its first legal move; the message's snowflake millisecond."""
    mover = await world.to_move(match_id)
    assert mover is not None
    sent = await mover.send(thread, (await world.legal(match_id))[0])
    return ms_of(sent.id)


@pytest.mark.bot(message_content=True)
async def test_a_rated_ten_plus_five_game_is_timed_by_snowflakes_and_lost_on_time(
    world: World,
) -> None:
    match_id, thread = await live_match(world)
    first_post = thread.last_message
    assert "Clock 10+5: white 10:00, black 10:00." in first_post.content
    assert "<t:" in first_post.content and ":R>" in first_post.content  # the countdown
    # The first moves are not timed, only due within 30 s.
    await world.env.advance_time(3)
    await typed_move(world, match_id, thread)
    await world.env.advance_time(4)
    await typed_move(world, match_id, thread)
    # White's first timed turn runs from the post that showed it to the typed move.
    shown = ms_of(thread.last_message.id)
    await world.env.advance_time(12.345)
    moved = await typed_move(world, match_id, thread)
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None
    white_left = BASE_MS - ((moved - shown) - CLAIMED_LAG_MS) + INCREMENT_MS
    assert moved - shown >= 12_345  # the move came after the time advanced
    assert match.clock.white_ms == white_left
    assert match.clock.black_ms == BASE_MS
    # The quota grows by one gain (1 s) less the lag compensated (1 s): still 3 s.
    assert match.clock.white_quota_ms == 3_000
    # Black's timed turn likewise, then White's: each side has made two moves (rated).
    shown = ms_of(thread.last_message.id)
    await world.env.advance_time(2.5)
    moved = await typed_move(world, match_id, thread)
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None
    black_left = BASE_MS - ((moved - shown) - CLAIMED_LAG_MS) + INCREMENT_MS
    assert (match.clock.white_ms, match.clock.black_ms) == (white_left, black_left)
    await world.env.advance_time(1)
    await typed_move(world, match_id, thread)
    black_post = thread.last_message
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None and match.clock.turn_started_at is not None
    assert round(match.clock.turn_started_at * 1000) == ms_of(black_post.id)
    # Black never moves again: the bot announces the flag once its time and grace are gone.
    flag_ms = ms_of(black_post.id) + black_left + GRACE_MS
    now_ms = round(world.env.now().timestamp() * 1000)
    await world.env.advance_time((flag_ms - now_ms - 500) / 1000)
    assert (await world.bot.service.get_match(match_id)).status == "active"
    await world.env.advance_time(1.5)
    over = await world.bot.service.get_match(match_id)
    assert over.status == "finished" and over.winner == "white"
    flagged = next(m for m in reversed(thread.history()) if "ran out of time" in m.content)
    assert 0 <= ms_of(flagged.id) - flag_ms <= 1_000
    assert "Clock 10+5: white" in flagged.content and "black 0:00.0" in flagged.content
    assert "Not rated" not in flagged.content and "rating" in flagged.content.lower()


async def test_no_first_move_in_thirty_seconds_aborts_the_game(world: World) -> None:
    match_id, thread = await live_match(world)
    assert "first move is due within 30 seconds" in thread.last_message.content
    await world.env.advance_time(29)
    assert (await world.bot.service.get_match(match_id)).status == "active"
    await world.env.advance_time(2)
    match = await world.bot.service.get_match(match_id)
    assert match.status == "archived" and match.winner is None
    assert "aborted" in thread.last_message.content


async def test_the_opponent_gives_fifteen_seconds_with_a_button(world: World) -> None:
    match_id, thread = await live_match(world)
    post = thread.last_message
    refused = await world.carol.click(post, label="+15 s for my opponent")
    assert refused.followups and refused.followups[-1].ephemeral  # not her match
    assert (await world.bot.service.get_match(match_id)).clock.white_ms == BASE_MS
    await world.bob.click(post, label="+15 s for my opponent")  # Bob plays black
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None
    assert (match.clock.white_ms, match.clock.black_ms) == (BASE_MS + 15_000, BASE_MS)
    assert "gives" in thread.last_message.content and "15 seconds" in thread.last_message.content


async def test_a_bullet_control_is_refused_saying_why(world: World) -> None:
    before = len(world.channel.history())
    result = await world.alice.slash(
        world.channel, "play", game="crossings", opponent=world.bob, time="1+0"
    )
    answer = result.followups[-1] if result.followups else result.response
    assert answer is not None and result.ephemeral
    assert "1+0 is too fast" in answer.content
    assert "60 seconds" in answer.content and "480 seconds" in answer.content  # 60 + 40 × 0
    assert len(world.channel.history()) == before  # no challenge was posted


async def test_a_restart_gives_the_side_to_move_twenty_seconds_once(world: World) -> None:
    match_id, thread = await live_match(world)
    await world.restart()
    said = [m for m in thread.history() if "the bot restarted" in m.content]
    assert len(said) == 1 and "20 seconds back" in said[0].content
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None
    assert (match.clock.white_ms, match.clock.black_ms) == (BASE_MS + 20_000, BASE_MS)
    await world.env.advance_time(20)  # the clock ticks on; the gift is not given again
    assert len([m for m in thread.history() if "the bot restarted" in m.content]) == 1


async def test_an_open_live_challenge_starts_a_live_game_for_whoever_takes_it(
    world: World,
) -> None:
    result = await world.alice.slash(world.channel, "play", game="crossings", time="15+10")
    assert result.ephemeral
    challenge = world.channel.last_message
    assert "Clock: 15+10." in challenge.content
    await world.carol.click(challenge, label="Accept")
    match_id = int(world.channel.threads[-1].name.rsplit("#", 1)[1])
    match = await world.bot.service.get_match(match_id)
    assert match.clock is not None
    assert (match.clock.base_s, match.clock.increment_s) == (900, 10)
    assert {match.white_id, match.black_id} == {world.alice.id, world.carol.id}
