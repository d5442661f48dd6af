"""Two rating pools per game, on both backends: a live match (one with a clock) changes its
players' live ratings alone, a correspondence match their correspondence ratings alone, each
by the Glicko-2 paper's formulas (tests.ratings.paper, an independent reading), and each pool
has its own leaderboards and ranks."""

from __future__ import annotations

import pytest

from storage import Database, testing
from storage.rating_rules import TAU
from storage.status import RatingPool
from tests.ratings.helpers import LIVE, play_out
from tests.ratings.paper import paper_update

ALICE, BOB, CAROL = 11, 22, 33
GUILD = 900
LIVE_POOL, POST = RatingPool.LIVE, RatingPool.CORRESPONDENCE


def by_pool(standings):
    return {s.pool: s for s in standings}


async def plant(url: str, player: int, pool: RatingPool, **figures) -> None:
    """A stored standing in ``pool``, written behind the storage layer's back."""
    await testing.insert_row(
        url,
        "ratings",
        player_id=player,
        game_id="crossings",
        pool=pool,
        volatility=0.06,
        **figures,
    )


async def test_a_live_game_changes_the_live_pool_alone(db: Database):
    await play_out(db, ALICE, BOB, "white", now=1000.0)  # correspondence: Alice wins
    live = await play_out(db, ALICE, BOB, "black", now=1000.0, clock=LIVE)  # live: Bob wins

    # Both pools start from the paper's start: the live game is Bob's first win from
    # 1500 / 350 / 0.06 against a newcomer, whatever the correspondence game did.
    winner = paper_update(1500, 350, 0.06, [(1500, 350, 1.0)], TAU)
    loser = paper_update(1500, 350, 0.06, [(1500, 350, 0.0)], TAU)
    alice, bob = (
        by_pool(await db.ratings.standings(ALICE)),
        by_pool(await db.ratings.standings(BOB)),
    )
    assert set(alice) == set(bob) == {LIVE_POOL, POST}
    assert (alice[POST].rating, alice[POST].deviation) == pytest.approx(winner[:2], abs=1e-3)
    assert (alice[LIVE_POOL].rating, alice[LIVE_POOL].deviation) == pytest.approx(
        loser[:2], abs=1e-3
    )
    assert (bob[LIVE_POOL].rating, bob[POST].rating) == pytest.approx(
        (winner[0], loser[0]), abs=1e-3
    )
    assert (alice[POST].games, alice[POST].wins, alice[LIVE_POOL].games) == (1, 1, 1)
    assert (alice[LIVE_POOL].losses, alice[LIVE_POOL].streak, alice[POST].streak) == (1, -1, 1)
    changes = await db.ratings.for_match(live.id)
    assert {c.pool for c in changes} == {LIVE_POOL}
    assert {c.rating_before for c in changes} == {1500.0}


async def test_each_pool_follows_the_papers_formulas_from_its_own_rating(
    db: Database, database_url: str
):
    """Alice at 1500 / 200 / 0.06 in the live pool (the paper's player) beats Bob at
    1400 / 30 (the paper's first opponent) live; her correspondence rating, stored apart,
    is neither read nor written."""
    for pool, rating in ((LIVE_POOL, 1500.0), (POST, 1800.0)):
        await plant(
            database_url, ALICE, pool, rating=rating, deviation=200.0, games=4, rated_at=2000.0
        )
    await plant(
        database_url,
        BOB,
        LIVE_POOL,
        rating=1400.0,
        deviation=30.0,
        games=40,
        rated_at=2000.0,
        provisional=0,
    )
    await play_out(db, ALICE, BOB, "white", now=2000.0, clock=LIVE)
    expected = paper_update(1500, 200, 0.06, [(1400, 30, 1.0)], TAU)
    alice = by_pool(await db.ratings.standings(ALICE))
    assert (alice[LIVE_POOL].rating, alice[LIVE_POOL].deviation) == pytest.approx(
        expected[:2], abs=1e-3
    )
    assert alice[LIVE_POOL].volatility == pytest.approx(expected[2], abs=1e-6)
    assert (alice[POST].rating, alice[POST].games) == (1800.0, 4)


async def test_leaderboards_and_ranks_are_per_pool(db: Database):
    await play_out(db, ALICE, BOB, "white", guild_id=GUILD, channel_id=5)
    await play_out(db, CAROL, BOB, "white", guild_id=GUILD, channel_id=5, clock=LIVE)

    post = await db.ratings.leaderboard("crossings", now=1000.0)
    live = await db.ratings.leaderboard("crossings", pool=LIVE_POOL, now=1000.0)
    assert [e.standing.player_id for e in post.entries] == [ALICE, BOB]
    assert [e.standing.player_id for e in live.entries] == [CAROL, BOB]
    assert (post.pool, live.pool) == (POST, LIVE_POOL)
    assert {e.standing.pool for e in live.entries} == {LIVE_POOL}
    server_live = await db.ratings.leaderboard(
        "crossings", pool=LIVE_POOL, guild_id=GUILD, now=1000.0
    )
    assert [e.standing.player_id for e in server_live.entries] == [CAROL, BOB]

    assert await db.ratings.rank(CAROL, "crossings", now=1000.0) is None  # no correspondence
    carol = await db.ratings.rank(CAROL, "crossings", pool=LIVE_POOL, guild_id=GUILD, now=1000.0)
    assert carol is not None and carol.rank == 1
    alice_live = await db.ratings.rank(ALICE, "crossings", pool=LIVE_POOL, now=1000.0)
    assert alice_live is None


async def test_going_provisional_while_away_is_judged_per_pool(db: Database, database_url: str):
    """Alice's established live rating goes provisional after 200 days away; her
    correspondence one, played that day, stays established."""
    day = 86_400.0
    for pool, rated_at in ((LIVE_POOL, 0.0), (POST, 200 * day)):
        await plant(
            database_url,
            ALICE,
            pool,
            rating=1600.0,
            deviation=60.0,
            games=30,
            rated_at=rated_at,
            provisional=0,
        )
    # sqrt(60^2 + 200 * (0.06 * 173.7178)^2) = 159.2 > 110: provisional; 60 the same day.
    assert await db.ratings.refresh_provisional("crossings", now=200 * day) == 1
    live = await db.ratings.leaderboard("crossings", pool=LIVE_POOL, now=200 * day)
    post = await db.ratings.leaderboard("crossings", now=200 * day)
    assert live.entries[0].standing.provisional_at(200 * day)
    assert not post.entries[0].standing.provisional_at(200 * day)
