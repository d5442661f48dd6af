"""Ratings as players read them: one deviation (grown for the days away) and one provisional
rule on the leaderboard, the rank and the profile; shown changes that add up."""

from __future__ import annotations

import math
import re

from bot.markup import plain
from bot.service import MatchService
from bot.service.ratings import rating_line
from bot.settings import ServiceSettings
from storage.rating_rules import PROVISIONAL_DEVIATION
from storage.ratings import PROVISIONAL_REFRESH_SECONDS
from tests.bot.conftest import FakeClock
from tests.ratings.helpers import play_out
from tests.viewers import local_viewer

ALICE, BOB = 11, 22
NEWCOMERS = (31, 32)
DAY = 86_400.0
START = 1_000_000.0


def _service(db, clock: FakeClock) -> MatchService:
    names = {ALICE: "alice", BOB: "bob"}
    return MatchService(
        db, settings=ServiceSettings(), mention=lambda uid: names.get(uid, str(uid)), clock=clock
    )


async def _established_then_idle(db) -> float:
    """Alice and Bob play 30 games (established); two newcomers play one game 200 days later.
    Returns the time of the last game."""
    now = START
    for number in range(30):
        await play_out(db, ALICE, BOB, "white" if number % 3 else "black", now=now)
        now += 100
    now += 200 * DAY
    await play_out(db, *NEWCOMERS, "white", now=now)
    return now


async def test_after_200_idle_days_leaderboard_rank_and_profile_agree(db):
    last = await _established_then_idle(db)
    alice = (await db.ratings.standings(ALICE))[0]
    assert alice.deviation <= PROVISIONAL_DEVIATION, "established when she last played"
    # The idle growth, by the paper's step 6 written out here: phi* = sqrt(phi^2 + t sigma^2).
    days = (last - alice.rated_at) / DAY
    grown = math.sqrt(alice.deviation**2 + days * (alice.volatility * 173.7178) ** 2)
    assert grown > PROVISIONAL_DEVIATION, "200 days away make it provisional again"
    clock = FakeClock(last)
    service = _service(db, clock)
    try:
        board = plain((await service.leaderboard(local_viewer(ALICE), "crossings")).text)
        profile = plain((await service.profile(local_viewer(ALICE), ALICE)).text)
    finally:
        service.close()
    shown = f"{round(alice.rating)}? \u00b1{round(grown)}"
    assert shown in profile
    assert shown in board, board
    # Listed after the established ones: nobody is established now, so the newcomers'
    # order is by rating and Alice appears among the provisional ratings.
    assert shown in board.split("alice: rank")[1], "her own rank line says the same"
    page = await db.ratings.leaderboard("crossings", now=last)
    assert all(entry.standing.provisional_at(last) for entry in page.entries)
    assert [e.standing.rating for e in page.entries] == sorted(
        (e.standing.rating for e in page.entries), reverse=True
    ), "every rating provisional: one range, by rating"


async def test_an_established_player_who_just_played_ranks_before_the_provisional(db):
    now = START
    for number in range(30):
        await play_out(db, ALICE, BOB, "white" if number % 3 else "black", now=now)
        now += 100
    await play_out(db, *NEWCOMERS, "white", now=now)
    page = await db.ratings.leaderboard("crossings", now=now)
    flags = [e.standing.provisional_at(now) for e in page.entries]
    assert flags == [False, False, True, True]


async def test_shown_changes_are_differences_of_shown_ratings(db):
    """Each change read in the final message is the new shown rating less the one before."""
    clock = FakeClock(START)
    service = _service(db, clock)
    shown: dict[int, list[tuple[int, int]]] = {ALICE: [], BOB: []}
    try:
        now = START
        for number in range(12):
            match = await play_out(db, ALICE, BOB, "white" if number % 4 else "black", now=now)
            now += 3 * DAY + 17.0  # idle days make uneven, fractional changes
            line = plain(await rating_line(db, match, service.mention) or "")
            for user, name in ((ALICE, "alice"), (BOB, "bob")):
                found = re.search(rf"{name} (\d+) \(([+\u2212±]\d+)\)", line)
                assert found, line
                change = found.group(2).replace("\u2212", "-").replace("±", "")
                shown[user].append((int(found.group(1)), int(change)))
    finally:
        service.close()
    for user in (ALICE, BOB):
        previous = 1500
        for rating, change in shown[user]:
            assert rating - previous == change, shown[user]
            previous = rating
        # The profile's last matches show the same changes (newest first).
        recent = (await db.ratings.profile(user)).recent
        assert [r.change for r in recent] == [c for _, c in reversed(shown[user])][: len(recent)]


async def _stored_flag(db, player_id: int) -> bool:
    async with db._read() as tx:
        found = await tx.fetch(
            "SELECT provisional FROM ratings WHERE player_id = ? AND game_id = ?",
            (player_id, "crossings"),
        )
    return bool(found[0]["provisional"])


async def test_the_leaderboard_order_follows_a_deviation_grown_past_the_threshold_within_minutes(
    db,
):
    """The flag that orders a board is refreshed at most every PROVISIONAL_REFRESH_SECONDS
    (a scan and a write per read was too slow): a read that soon after the last one may still
    order by the old flag, a later one never does."""
    last = await _established_then_idle(db)
    alice = (await db.ratings.standings(ALICE))[0]
    # When her deviation, grown by the paper's step 6, passes the threshold (written out here).
    per_day = (alice.volatility * 173.7178) ** 2
    crossing = alice.rated_at + (PROVISIONAL_DEVIATION**2 - alice.deviation**2) / per_day * DAY
    assert alice.rated_at < crossing < last
    await db.ratings.rank(ALICE, "crossings", now=crossing - 300)
    assert not await _stored_flag(db, ALICE)
    await db.ratings.rank(ALICE, "crossings", now=crossing + 200)  # 500 s after: not yet asked
    assert not await _stored_flag(db, ALICE)
    await db.ratings.rank(ALICE, "crossings", now=crossing - 300 + PROVISIONAL_REFRESH_SECONDS)
    assert await _stored_flag(db, ALICE)
