"""Issue #48's "done when" game: a rated 10+5 game between two members on simcord's virtual
clock, every move made by clicking through the Move picker (Move -> the piece's square -> its
destination -> any further step), run to a flag, with both clocks checked after every move to
the millisecond against arithmetic done here on the snowflakes (the board post that showed a
turn, the picker's last click that made the move): Fischer 10+5 with the lag allowance of
every Discord move, written again in this file rather than asked of games.clock.

The think times are seeded and irregular (whole milliseconds), so a clock that rounds, reads
the bot's own time instead of Discord's, or counts the picker's earlier clicks, is caught."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tests.discord.conftest import World
from tests.discord.test_move_picker import labels, pick

DISCORD_EPOCH_MS = 1_420_070_400_000
BASE_MS, INCREMENT_MS = 600_000, 5_000  # 10+5
LAG_MS = 1_000  # what every Discord move claims for the hops no snowflake sees
GAIN_MS = 1_000  # the lag quota's gain a move (Lichess: one second for these controls)
START_QUOTA_MS, MAX_QUOTA_MS, MAX_GRACE_MS = 3_000, 7_000, 2_000
FIRST_MOVE_WINDOW_MS = 30_000
MOVES = 24  # then the side to move stops: the game ends on its flag


def ms_of(snowflake: int) -> int:
    """The millisecond Discord made ``snowflake`` (its top 42 bits, from Discord's epoch)."""
    return (snowflake >> 22) + DISCORD_EPOCH_MS


@dataclass
class Side:
    """One side's clock as this test works it out."""

    left_ms: int = BASE_MS
    quota_ms: int = START_QUOTA_MS
    moved: bool = False

    def move(self, elapsed_ms: int) -> None:
        """A decision ``elapsed_ms`` after its turn was shown: the first is not timed."""
        if not self.moved:
            self.moved = True
            return
        compensated = min(LAG_MS, self.quota_ms)
        spent = max(0, elapsed_ms - compensated)
        assert spent < self.left_ms, "this game is not meant to flag on a move"
        self.left_ms = self.left_ms - spent + INCREMENT_MS
        self.quota_ms = min(self.quota_ms + GAIN_MS - compensated, MAX_QUOTA_MS)

    @property
    def grace_ms(self) -> int:
        return min(self.quota_ms, MAX_GRACE_MS)


async def test_a_rated_ten_plus_five_game_clicked_move_by_move_to_a_flag(world: World) -> None:
    rng = random.Random(48)
    service = world.bot.service
    match_id, thread = await world.start_match("crossings", time="10+5")
    match = await service.get_match(match_id)
    assert match.rated and match.clock is not None
    sides = {"white": Side(), "black": Side()}
    for number in range(MOVES):
        match = await service.get_match(match_id)
        assert match.status == "active", "the game ended by its rules first"  # (seeded: no)
        side = "white" if match.to_move_id == match.white_id else "black"
        post = thread.last_message
        assert "Move" in labels(post)
        shown_ms = ms_of(post.id)
        first = not sides[side].moved
        think_ms = rng.randint(1_500, 4_000) if first else rng.randint(1_500, 25_000)
        await world.env.advance_time(think_ms / 1000)
        actor = world.actor(match.to_move_id)
        opened = await actor.click(post, label="Move")
        move = rng.choice(await world.legal(match_id))
        done = await pick(world, actor, opened.response, move)
        assert done.response.content == f"You played {move}.", (number, move)
        # The move is made at the picker's last click: its interaction's snowflake.
        moved_ms = ms_of(done._interaction.id)
        assert moved_ms - shown_ms >= think_ms
        if first:
            assert moved_ms - shown_ms < FIRST_MOVE_WINDOW_MS
        sides[side].move(moved_ms - shown_ms)
        after = await service.get_match(match_id)
        assert after.clock is not None and after.ply > match.ply
        assert (after.clock.white_ms, after.clock.black_ms) == (
            sides["white"].left_ms,
            sides["black"].left_ms,
        ), number
        assert (after.clock.white_quota_ms, after.clock.black_quota_ms) == (
            sides["white"].quota_ms,
            sides["black"].quota_ms,
        )
    # The side to move now never moves: its flag falls at its time and grace from the post
    # that showed its turn, and the bot says so within a second, rated in the live pool.
    match = await service.get_match(match_id)
    late = "white" if match.to_move_id == match.white_id else "black"
    post = thread.last_message
    flag_ms = ms_of(post.id) + sides[late].left_ms + sides[late].grace_ms
    now_ms = round(world.env.now().timestamp() * 1000)
    await world.env.advance_time((flag_ms - now_ms - 500) / 1000)
    assert (await service.get_match(match_id)).status == "active"
    await world.env.advance_time(1.5)
    over = await service.get_match(match_id)
    assert over.status == "finished" and over.winner == ("black" if late == "white" else "white")
    flagged = next(m for m in reversed(thread.history()) if "ran out of time" in m.content)
    assert 0 <= ms_of(flagged.id) - flag_ms <= 1_000
    assert over.clock is not None and over.clock.remaining_ms(late) == 0
    winner = "black" if late == "white" else "white"
    assert over.clock.remaining_ms(winner) == sides[winner].left_ms
    assert "Ratings (live): " in flagged.content
