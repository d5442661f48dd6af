"""The tournament repository on both backends: the race-prone writes happen once (a round, a
match per game, a result, the last place, the start), and a refused write writes nothing."""

from __future__ import annotations

import asyncio

import pytest

from storage import Database, PairingTaken, TournamentClosed, TournamentNotFound
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match

THIRD = 333


async def new_tournament(db: Database, **overrides):
    fields = {
        "name": "Cup", "game_id": "charing-cross", "options": {}, "system": "swiss",
        "rounds": 2, "rated": True, "time_limit": None, "round_limit": None,
        "starts_at": None, "player_limit": None, "late_entries": False,
        "tiebreaks": "BH", "organiser_id": WHITE_ID, "guild_id": None, "channel_id": None,
        "now": 5.0,
    }
    fields.update(overrides)
    return await db.tournaments.create(**fields)


async def started(db: Database):
    tournament = await new_tournament(db)
    for user in (WHITE_ID, BLACK_ID, THIRD):
        await db.tournaments.join(tournament.id, user, f"p{user}", 800, now=6.0)
    return await db.tournaments.start(tournament.id, rounds=2, ratings={THIRD: 1900}, now=7.0)


async def test_a_round_is_stored_once(db):
    tournament = await started(db)
    pairing = {"games": [(1, WHITE_ID, BLACK_ID)], "byes": [(THIRD, "U")], "deadline_at": 9.0}
    attempts = await asyncio.gather(
        *(db.tournaments.record_round(tournament.id, 1, **pairing, now=8.0) for _ in range(3))
    )
    assert sorted(attempts) == [False, False, True]
    snapshot = await db.tournaments.snapshot(tournament.id)
    assert snapshot.tournament.current_round == 1 and snapshot.tournament.round_deadline == 9.0
    assert [(g.board, g.white_id, g.black_id, g.match_id) for g in snapshot.games] == [
        (1, WHITE_ID, BLACK_ID, None)
    ]
    assert [(b.round, b.user_id, b.kind) for b in snapshot.byes] == [(1, THIRD, "U")]
    assert snapshot.entrant(THIRD).rating == 1900  # frozen at the start
    # Round 3 cannot come before round 2.
    assert not await db.tournaments.record_round(tournament.id, 3, games=[], byes=[],
                                                 deadline_at=None)


async def test_a_game_gets_one_match_and_one_result(db):
    tournament = await started(db)
    await db.tournaments.record_round(tournament.id, 1, games=[(1, WHITE_ID, BLACK_ID)],
                                      byes=[], deadline_at=None)
    match = await new_match(db, tournament_game=(tournament.id, 1, 1))
    before = len(await db.matches.all_active())
    with pytest.raises(PairingTaken):
        await new_match(db, tournament_game=(tournament.id, 1, 1))
    assert len(await db.matches.all_active()) == before  # the second match was not stored
    assert await db.tournaments.for_match(match.id) == (
        tournament.id, (await db.tournaments.snapshot(tournament.id)).games[0]
    )
    first = await db.tournaments.record_result(match.id, "=", "=")
    assert (first.white_result, first.black_result) == ("=", "=")
    assert await db.tournaments.record_result(match.id, "1", "0") is None
    with pytest.raises(ValueError):
        await db.tournaments.record_result(match.id, "2", "0")


async def test_the_last_place_goes_to_one_entrant(db):
    tournament = await new_tournament(db, player_limit=2)
    await db.tournaments.join(tournament.id, WHITE_ID, "white", 800)
    entries = await asyncio.gather(
        *(db.tournaments.join(tournament.id, user, "x", 800) for user in (BLACK_ID, THIRD)),
        return_exceptions=True,
    )
    assert sum(isinstance(e, TournamentClosed) for e in entries) == 1
    assert len((await db.tournaments.snapshot(tournament.id)).entrants) == 2


async def test_entries_byes_and_withdrawals_follow_the_state(db):
    tournament = await new_tournament(db)
    with pytest.raises(TournamentClosed, match="is open"):
        await db.tournaments.join(tournament.id, WHITE_ID, "w", 800, late=True)
    await db.tournaments.join(tournament.id, WHITE_ID, "w", 800)
    with pytest.raises(TournamentClosed, match="already in"):
        await db.tournaments.join(tournament.id, WHITE_ID, "w", 800)
    assert await db.tournaments.leave(tournament.id, WHITE_ID)
    assert not await db.tournaments.leave(tournament.id, WHITE_ID)
    for user in (WHITE_ID, BLACK_ID):
        await db.tournaments.join(tournament.id, user, "p", 800)
    await db.tournaments.start(tournament.id, rounds=2, ratings={}, now=7.0)
    with pytest.raises(TournamentClosed, match="is running"):
        await db.tournaments.start(tournament.id, rounds=2, ratings={})
    late = await db.tournaments.join(tournament.id, THIRD, "late", 800, late=True)
    assert late.first_round == 1  # nothing paired yet
    assert await db.tournaments.request_bye(tournament.id, 1, THIRD)
    assert not await db.tournaments.request_bye(tournament.id, 1, THIRD)
    await db.tournaments.record_round(tournament.id, 1, games=[(1, WHITE_ID, BLACK_ID)],
                                      byes=[(THIRD, "H")], deadline_at=None)
    assert not await db.tournaments.request_bye(tournament.id, 1, WHITE_ID)  # paired already
    assert await db.tournaments.request_bye(tournament.id, 2, THIRD)
    assert await db.tournaments.withdraw(tournament.id, THIRD, from_round=2, reason="withdrew")
    assert not await db.tournaments.withdraw(tournament.id, THIRD, from_round=2, reason="again")
    snapshot = await db.tournaments.snapshot(tournament.id)
    assert [(b.round, b.kind) for b in snapshot.byes if b.user_id == THIRD] == [(1, "H")]
    entrant = snapshot.entrant(THIRD)
    assert (entrant.plays_in(1), entrant.plays_in(2)) == (True, False)
    assert await db.tournaments.finish(tournament.id, "finished")
    assert not await db.tournaments.finish(tournament.id, "cancelled")
    assert (await db.tournaments.get(tournament.id)).status == "finished"
    with pytest.raises(TournamentNotFound):
        await db.tournaments.get(tournament.id + 1)


async def test_a_round_is_in_play_while_its_games_go_on_with_every_match_opened(db):
    """``round_in_play`` says "nothing is due" exactly when the snapshot would: the tournament
    running, its current round with an undecided game, and no undecided game without a match.
    Each step's answer is the rule applied by hand to the two games of round 1."""
    tournament = await started(db)
    assert not await db.tournaments.round_in_play(tournament.id)  # no round paired yet
    await db.tournaments.record_round(
        tournament.id, 1, games=[(1, WHITE_ID, BLACK_ID), (2, THIRD, WHITE_ID)], byes=[],
        deadline_at=None,
    )
    assert not await db.tournaments.round_in_play(tournament.id)  # both games unopened
    first = await new_match(db, tournament_game=(tournament.id, 1, 1))
    assert not await db.tournaments.round_in_play(tournament.id)  # board 2 still unopened
    second = await new_match(db, white_id=THIRD, black_id=WHITE_ID,
                             tournament_game=(tournament.id, 1, 2))
    assert await db.tournaments.round_in_play(tournament.id)  # both open, both going on
    await db.tournaments.record_result(first.id, "1", "0")
    assert await db.tournaments.round_in_play(tournament.id)  # board 2 goes on
    await db.tournaments.record_result(second.id, "=", "=")
    assert not await db.tournaments.round_in_play(tournament.id)  # all decided: pair round 2
    assert not await db.tournaments.round_in_play(tournament.id + 1)  # no such tournament


async def test_an_entry_read_gives_the_count_and_the_members_own_entry(db):
    """What a join decides on, read without the field: counted by hand from the joins."""
    tournament = await new_tournament(db)
    nobody = await db.tournaments.entry(tournament.id, THIRD)
    assert (nobody.tournament.id, nobody.count, nobody.entrant) == (tournament.id, 0, None)
    await db.tournaments.join(tournament.id, WHITE_ID, "White", 1500, now=6.0)
    await db.tournaments.join(tournament.id, BLACK_ID, "Black", 1600, now=7.0)
    outsider = await db.tournaments.entry(tournament.id, THIRD)
    assert (outsider.count, outsider.entrant) == (2, None)
    member = await db.tournaments.entry(tournament.id, BLACK_ID)
    assert member.count == 2
    assert member.entrant is not None
    assert (member.entrant.user_id, member.entrant.name, member.entrant.rating) == (
        BLACK_ID,
        "Black",
        1600,
    )
    assert (member.entrant.first_round, member.entrant.joined_at) == (1, 7.0)
    with pytest.raises(TournamentNotFound):
        await db.tournaments.entry(tournament.id + 1, WHITE_ID)


async def test_the_entrant_ids_are_the_joins_in_their_order_without_those_who_left(db):
    """What a join's answer lists, in one small read: the order is the test's own joins
    (by time, then id for joins at the same moment), the one who left is gone."""
    tournament = await new_tournament(db)
    assert await db.tournaments.entrant_ids(tournament.id) == []
    await db.tournaments.join(tournament.id, THIRD, "Third", 1500, now=6.0)
    await db.tournaments.join(tournament.id, BLACK_ID, "Black", 1500, now=7.0)
    await db.tournaments.join(tournament.id, WHITE_ID, "White", 1500, now=7.0)
    first, second = sorted((BLACK_ID, WHITE_ID))
    assert await db.tournaments.entrant_ids(tournament.id) == [THIRD, first, second]
    assert await db.tournaments.leave(tournament.id, THIRD)
    assert await db.tournaments.entrant_ids(tournament.id) == [first, second]
    snapshot = await db.tournaments.snapshot(tournament.id)
    assert [e.user_id for e in snapshot.entrants] == [first, second]
