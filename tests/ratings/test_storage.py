"""Ratings in storage on both backends: written by the transaction that finishes a match, never
twice and never lost, only for matches that count; leaderboards and profiles read back."""

from __future__ import annotations

import asyncio

import pytest

from games import Ending
from storage import Database, MatchClosed, StorageError, VersionConflict, testing
from storage.rating_rules import PROVISIONAL_DEVIATION
from storage.ratings import PAGE_SIZE
from tests.ratings.helpers import play_out

RESIGNED = Ending.RESIGNATION

ALICE, BOB, CAROL = 11, 22, 33
GUILD, OTHER_GUILD = 900, 901


async def history_rows(db: Database, match_id: int) -> list:
    return await db.ratings.for_match(match_id)


async def test_a_rated_match_changes_both_ratings_as_it_finishes(db):
    match = await play_out(db, ALICE, BOB, "white", guild_id=GUILD)
    changes = {c.player_id: c for c in await history_rows(db, match.id)}
    assert set(changes) == {ALICE, BOB}
    assert changes[ALICE].result == "win" and changes[BOB].result == "loss"
    assert changes[ALICE].rating_before == changes[BOB].rating_before == 1500
    assert changes[ALICE].delta > 0 > changes[BOB].delta
    alice, bob = (await db.ratings.standings(ALICE))[0], (await db.ratings.standings(BOB))[0]
    assert (alice.games, alice.wins, alice.streak) == (1, 1, 1)
    assert (bob.games, bob.losses, bob.streak) == (1, 1, -1)
    assert alice.rating == changes[ALICE].rating and alice.rated_at == match.updated_at


async def test_a_resignation_rates_through_finish(db):
    await play_out(db, ALICE, BOB, None, moves_each=3)
    match = await play_out(db, ALICE, BOB, None, finish=False)
    finished = await db.matches.finish(
        match.id, match.version, winner="black", reason="resigned", ending=RESIGNED
    )
    assert [c.result for c in await history_rows(db, finished.id)] == ["loss", "win"]
    assert (await db.ratings.standings(BOB))[0].games == 2


async def test_casual_self_bot_and_short_matches_are_never_rated(db):
    casual = await play_out(db, ALICE, BOB, "white", rated=False)
    alone = await play_out(db, ALICE, ALICE, "white")
    short = await play_out(db, ALICE, BOB, "black", moves_each=1)
    for match in (casual, alone, short):
        assert match.status == "finished"
        assert await history_rows(db, match.id) == []
    assert await db.ratings.standings(ALICE) == []
    assert await db.ratings.standings(BOB) == []


async def test_two_finishes_racing_rate_the_match_once(db):
    """Two processes finishing the same match at once (both read version N): one finish wins,
    the other is refused by the version, and only the winner's transaction rates."""
    await play_out(db, ALICE, BOB, None, moves_each=3)  # a first rated game
    match = await play_out(db, ALICE, BOB, None, finish=False)
    results = await asyncio.gather(
        db.matches.finish(
            match.id, match.version, winner="white", reason="black resigned", ending=RESIGNED
        ),
        db.matches.finish(
            match.id, match.version, winner="black", reason="white resigned", ending=RESIGNED
        ),
        return_exceptions=True,
    )
    finished = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(finished) == 1 and len(refused) == 1
    assert isinstance(refused[0], VersionConflict | MatchClosed)
    changes = await history_rows(db, match.id)
    assert len(changes) == 2
    assert (await db.ratings.standings(ALICE))[0].games == 2


async def test_a_restart_cannot_rate_twice_or_lose_the_rating(database_url):
    """Finished before a restart: rated once, and a finish replayed after it is refused.  A
    finishing transaction that fails while rating leaves the match unfinished (no result
    without its rating)."""
    async with await Database.open(database_url) as db:
        match = await play_out(db, ALICE, BOB, "white")
    async with await Database.open(database_url) as db:
        with pytest.raises((MatchClosed, VersionConflict)):
            await db.matches.finish(
                match.id, match.version - 1, winner="black", reason="again", ending=RESIGNED
            )
        with pytest.raises(MatchClosed):
            await db.matches.finish(
                match.id, match.version, winner="black", reason="again", ending=RESIGNED
            )
        assert len(await history_rows(db, match.id)) == 2
        assert (await db.ratings.standings(ALICE))[0].games == 1
        pending = await play_out(db, ALICE, BOB, None, finish=False)
    # A stale row left in the history (as a crash between two writers could never leave it,
    # since the history is written with the result): the finish must fail whole.
    await testing.insert_row(
        database_url,
        "rating_history",
        match_id=pending.id,
        player_id=ALICE,
        game_id="crossings",
        opponent_id=BOB,
        result="win",
        rating_before=1500.0,
        rating=1600.0,
        deviation=200.0,
        volatility=0.06,
        rated_at=1.0,
    )
    async with await Database.open(database_url) as db:
        with pytest.raises(StorageError):
            await db.matches.finish(
                pending.id, pending.version, winner="white", reason="x", ending=RESIGNED
            )
        still = await db.matches.get(pending.id)
        assert still.status == "active" and still.winner is None
        assert (await db.ratings.standings(ALICE))[0].games == 1


async def test_leaderboard_pages_list_established_players_before_provisional_ones(db):
    """Alice and Bob play each other until both ratings are established; 23 newcomers play
    one game each (provisional).  Pages of ten, in order, ranks matching ``rank``."""
    now = 1000.0
    for game_number in range(30):
        winner = "white" if game_number % 3 else "black"
        await play_out(db, ALICE, BOB, winner, guild_id=GUILD, now=now)
        now += 100
    for newcomer in range(100, 123):
        guild = GUILD if newcomer % 2 else OTHER_GUILD
        await play_out(db, newcomer, newcomer + 1000, "white", guild_id=guild, now=now)
        now += 100
    pages = [await db.ratings.leaderboard("crossings", page=p, now=now) for p in range(5)]
    entries = [e for page in pages for e in page.entries]
    assert [len(p.entries) for p in pages] == [PAGE_SIZE] * 4 + [48 - 4 * PAGE_SIZE]
    assert [p.has_next for p in pages] == [True] * 4 + [False]
    assert [e.rank for e in entries] == list(range(1, 49))
    flags = [e.standing.provisional for e in entries]
    assert flags[:2] == [False, False] and all(flags[2:])
    assert entries[0].standing.deviation <= PROVISIONAL_DEVIATION
    ratings = [e.standing.rating for e in entries[2:]]
    assert ratings == sorted(ratings, reverse=True)
    for entry in entries:
        ranked = await db.ratings.rank(entry.standing.player_id, "crossings", now=now)
        assert ranked is not None and ranked.rank == entry.rank
    # The server's board: only those who played a rated match there.
    server = await db.ratings.leaderboard("crossings", guild_id=GUILD, now=now)
    server_ids = {e.standing.player_id for e in server.entries}
    assert {ALICE, BOB} <= server_ids and 100 not in server_ids and 101 in server_ids
    assert await db.ratings.rank(100, "crossings", guild_id=GUILD, now=now) is None
    assert (await db.ratings.rank(ALICE, "crossings", guild_id=GUILD, now=now)).rank in (1, 2)
    assert (await db.ratings.leaderboard("hexapawn-free", page=0)).entries == ()


async def test_a_server_board_follows_ratings_earned_elsewhere(db):
    await play_out(db, ALICE, BOB, "white", guild_id=GUILD)
    await play_out(db, ALICE, CAROL, "white", guild_id=OTHER_GUILD)
    alice = (await db.ratings.standings(ALICE))[0]
    here = await db.ratings.leaderboard("crossings", guild_id=GUILD)
    assert here.entries[0].standing == alice
    assert [e.standing.player_id for e in here.entries] == [ALICE, BOB]


async def test_a_profile_reads_standings_recent_matches_and_history(db):
    await play_out(db, ALICE, BOB, "white", now=1000)
    await play_out(db, BOB, ALICE, "white", now=2000, game_id="charing-cross")
    await play_out(db, ALICE, CAROL, None, now=3000, rated=False)
    await play_out(db, CAROL, ALICE, "black", now=4000)
    profile = await db.ratings.profile(ALICE)
    assert [s.game_id for s in profile.standings] == ["charing-cross", "crossings"]
    assert profile.game_id == "crossings"  # the most played
    assert [h.result for h in profile.history] == ["win", "win"]
    recent = [(r.opponent_id, r.result, r.change is None) for r in profile.recent]
    assert recent == [
        (CAROL, "win", False),
        (CAROL, "draw", True),
        (BOB, "loss", False),
        (BOB, "win", False),
    ]
    crossings = next(s for s in profile.standings if s.game_id == "crossings")
    assert (crossings.games, crossings.wins, crossings.streak) == (2, 2, 2)
