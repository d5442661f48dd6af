"""A profile's last matches read as the final messages did: the listed rating changes add up
to the rating shown (for every viewer, the player's own private view and anyone else's), and
practice against oneself is listed as practice, never as a win or a loss."""

from __future__ import annotations

import re

import pytest

from bot.markup import plain
from bot.service import MatchService, NotFound
from bot.settings import ServiceSettings
from tests.bot.conftest import FakeClock
from tests.ratings.helpers import play_out
from tests.viewers import local_viewer

ALICE, BOB = 11, 22
DAY = 86_400.0
START = 1_000_000.0
RESULTS = ("white", None, "black", None, "white", "white", None, "black")  # Alice is White


def _service(db, clock: FakeClock) -> MatchService:
    names = {ALICE: "alice", BOB: "bob"}
    return MatchService(
        db, settings=ServiceSettings(), mention=lambda uid: names.get(uid, str(uid)), clock=clock
    )


def listed_changes(profile: str) -> list[int]:
    """The rating changes of the profile's last matches against Bob, as the text gives them."""
    found = re.findall(r"vs bob: (?:win|loss|draw) \(([+\u2212±]\d+)\)", profile)
    return [int(change.replace("\u2212", "-").replace("±", "")) for change in found]


@pytest.mark.parametrize("private", [True, False], ids=["own-private", "read-by-others"])
async def test_the_listed_changes_add_up_to_the_rating_shown(db, private):
    now = START
    for winner in RESULTS:
        await play_out(db, ALICE, BOB, winner, now=now)
        now += 3 * DAY + 17.0  # idle days make uneven, fractional changes
    clock = FakeClock(now)
    service = _service(db, clock)
    try:
        profile = plain((await service.profile(local_viewer(ALICE, private=private), ALICE)).text)
    finally:
        service.close()
    shown = int(re.search(r"Crossings \(correspondence\): (\d+)\??", profile).group(1))
    changes = listed_changes(profile)
    assert len(changes) == len(RESULTS), profile
    assert 1500 + sum(changes) == shown, profile  # a new player starts at 1500


async def test_practice_against_oneself_is_listed_as_practice(db):
    await play_out(db, ALICE, ALICE, "black", rated=False, now=START)
    await play_out(db, ALICE, BOB, "white", now=START + 100)
    service = _service(db, FakeClock(START + 200))
    try:
        for private in (True, False):
            text = plain((await service.profile(local_viewer(ALICE, private=private), ALICE)).text)
            (practice,) = [line for line in text.splitlines() if line.startswith("#1 ")]
            assert practice.startswith("#1 Crossings: practice, both sides played by alice")
            assert not re.search(r"\b(win|loss|draw)\b", practice), practice
            assert "(1 won, 0 lost, 0 drawn)" in text or "1 won, 0 lost, 0 drawn" in text
    finally:
        service.close()


async def test_a_profile_of_an_unknown_game_is_refused(db):
    service = _service(db, FakeClock(START))
    try:
        with pytest.raises(NotFound, match="chess"):
            await service.profile(local_viewer(ALICE), ALICE, game_id="chess")
    finally:
        service.close()
