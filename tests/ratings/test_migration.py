"""The migration that brings ratings to an existing database: matches stored before it are
marked rated or casual by who played, and every finished one that counts is rated in the order
the matches ended, on both backends."""

from __future__ import annotations

import json

from storage import Database, schema, testing
from storage.rating_rules import Standing, rate_pair
from storage.ratings import rate_stored_matches
from storage.status import RatingPool

ALICE, BOB, CAROL, BOT = 11, 22, 33, 999
GUILD = 900


def version_before_ratings() -> int:
    """The schema version just before the ratings migration (never hard-coded: other
    migrations are appended after it)."""
    return next(i for i, steps in enumerate(schema.MIGRATIONS) if rate_stored_matches in steps)


async def old_match(
    url: str,
    white: int,
    black: int,
    *,
    ended: float,
    winner: str | None = "white",
    moves_each: int = 2,
    status: str = "finished",
    meta: dict | None = None,
    channel_id: int | None = None,
) -> int:
    """A match as an earlier release stored it, with its move log."""
    match_id = await testing.insert_row(
        url,
        "matches",
        game_id="crossings",
        guild_id=GUILD,
        channel_id=channel_id,
        white_id=white,
        black_id=black,
        status=status,
        position="old",
        to_move_id=None if status == "finished" else white,
        ply=2 * moves_each,
        meta=json.dumps(meta or {}, sort_keys=True, separators=(",", ":")),
        winner=winner if status == "finished" else None,
        reason="an old result" if status == "finished" else None,
        created_at=1.0,
        updated_at=ended,
        last_move_at=ended,
    )
    assert match_id is not None
    for ply in range(1, 2 * moves_each + 1):
        await testing.insert_row(
            url,
            "moves",
            match_id=match_id,
            ply=ply,
            side="white" if ply % 2 else "black",
            text=f"m{ply}",
            created_at=ended,
        )
    return match_id


async def test_upgrading_rates_every_finished_match_in_the_order_they_ended(database_url):
    await testing.create_at_version(database_url, version_before_ratings())
    later = await old_match(database_url, ALICE, BOB, ended=200.0, winner="white")
    earlier = await old_match(database_url, BOB, ALICE, ended=100.0, winner="white")
    against_bot = await old_match(database_url, ALICE, BOT, ended=50.0, meta={"ai_level": "easy"})
    alone = await old_match(database_url, ALICE, ALICE, ended=60.0)
    short = await old_match(database_url, CAROL, BOB, ended=70.0, moves_each=1)
    running = await old_match(database_url, ALICE, CAROL, ended=80.0, status="active")

    async with await Database.open(database_url) as db:
        flags = {m: (await db.matches.get(m)).rated for m in (later, earlier, against_bot)}
        flags |= {m: (await db.matches.get(m)).rated for m in (alone, short, running)}
        assert flags == {
            later: True,
            earlier: True,
            against_bot: False,
            alone: False,
            short: True,  # rated by who played; it ended too early to count
            running: True,
        }
        for unrated in (against_bot, alone, short, running):
            assert await db.ratings.for_match(unrated) == []
        alice, bob = [await db.ratings.standings(p) for p in (ALICE, BOB)]
        assert await db.ratings.standings(CAROL) == []
        board = await db.ratings.leaderboard("crossings", guild_id=GUILD)
        first_change = {c.player_id: c for c in await db.ratings.for_match(earlier)}

    # The same games rated one by one, earlier one first, as the finishing path rates them.
    bob_1, alice_1 = rate_pair(
        Standing(BOB, "crossings"), Standing(ALICE, "crossings"), "white", 100.0
    )
    alice_2, bob_2 = rate_pair(alice_1, bob_1, "white", 200.0)
    assert alice == [alice_2] and bob == [bob_2]
    assert first_change[BOB].rating == bob_1.rating and first_change[ALICE].result == "loss"
    assert [e.standing.player_id for e in board.entries] == sorted(
        (ALICE, BOB), key=lambda p: -(alice_2 if p == ALICE else bob_2).rating
    )


async def test_an_empty_database_upgrades_without_ratings(database_url):
    await testing.create_at_version(database_url, version_before_ratings())
    async with await Database.open(database_url) as db:
        assert await db.schema_version() == schema.LATEST_VERSION
        assert await db.ratings.leaderboard("crossings") is not None
        assert (await db.ratings.leaderboard("crossings")).entries == ()


def version_before_pools() -> int:
    """The schema version just before ratings were split into pools (found by the statement
    that rebuilds the ratings table, never hard-coded)."""
    return next(
        i
        for i, steps in enumerate(schema.MIGRATIONS)
        if any(isinstance(s, str) and "ratings_pooled" in s for s in steps)
    )


async def test_upgrading_keeps_every_stored_rating_as_a_correspondence_one(database_url):
    await testing.create_at_version(database_url, version_before_pools())
    match = await old_match(database_url, ALICE, BOB, ended=100.0, channel_id=5)
    figures = {"games": 7, "wins": 5, "losses": 1, "draws": 1, "streak": 2, "rated_at": 100.0}
    for player, rating, deviation in ((ALICE, 1623.5, 80.5), (BOB, 1412.25, 150.0)):
        await testing.insert_row(
            database_url,
            "ratings",
            player_id=player,
            game_id="crossings",
            rating=rating,
            deviation=deviation,
            volatility=0.0599,
            provisional=int(deviation > 110),
            **figures,
        )
        await testing.insert_row(
            database_url,
            "guild_ratings",
            guild_id=GUILD,
            game_id="crossings",
            player_id=player,
            rating=rating,
            provisional=int(deviation > 110),
            places=1,
        )
        await testing.insert_row(
            database_url,
            "rating_history",
            match_id=match,
            player_id=player,
            game_id="crossings",
            opponent_id=BOB if player == ALICE else ALICE,
            result="win" if player == ALICE else "loss",
            rating_before=1500.0,
            rating=rating,
            deviation=deviation,
            volatility=0.0599,
            rated_at=100.0,
        )

    async with await Database.open(database_url) as db:
        assert await db.schema_version() == schema.LATEST_VERSION
        (alice,) = await db.ratings.standings(ALICE)
        post = await db.ratings.leaderboard("crossings", now=100.0)
        live = await db.ratings.leaderboard("crossings", pool=RatingPool.LIVE, now=100.0)
        server = await db.ratings.leaderboard("crossings", guild_id=GUILD, now=100.0)
        changes = await db.ratings.for_match(match)

    assert alice == Standing(
        ALICE, "crossings", 1623.5, 80.5, 0.0599, pool=RatingPool.CORRESPONDENCE, **figures
    )
    assert [(e.rank, e.standing.player_id) for e in post.entries] == [(1, ALICE), (2, BOB)]
    assert [e.standing.player_id for e in server.entries] == [ALICE, BOB]
    assert live.entries == ()
    assert [(c.player_id, c.pool, c.rating) for c in changes] == [
        (ALICE, RatingPool.CORRESPONDENCE, 1623.5),
        (BOB, RatingPool.CORRESPONDENCE, 1412.25),
    ]
