"""Who sees how much of a profile (bot/service/profile_scope.py), on both backends.

Alice has four rated matches: two in #games of the club, one in the club's staff-only
channel, one in another server.  Each case below writes out, by hand, what the asker may be
told, and checks that nothing else about Alice's matches is said.
"""

from __future__ import annotations

import re

import pytest

from bot.markup import plain
from bot.service import MatchService, NotFound
from storage import Match
from tests.bot.conftest import ALICE, BOB, CAROL, FakeClock
from tests.bot.test_console_commands import open_console
from tests.ratings.helpers import play_out
from tests.viewers import viewer_in

DAVE = 4
CLUB, OTHER, THIRD = 100, 200, 300
GAMES_CHANNEL, STAFF_CHANNEL, OTHER_CHANNEL = 10, 11, 20


@pytest.fixture
async def service(db):
    names = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave"}
    svc = MatchService(db, mention=lambda uid: f"@{names[uid]}", clock=FakeClock(5000.0))
    yield svc
    svc.close()


async def played(db, white, black, winner, guild, channel, now, game="crossings") -> Match:
    match = await play_out(db, white, black, winner, game_id=game, guild_id=guild, now=now)
    return await db.matches.update(match.id, match.version, channel_id=channel)


@pytest.fixture
async def record(db) -> dict[str, Match]:
    """Alice's matches, oldest first: a win in #games, a win in the staff channel, a loss in
    another server (all Crossings), then a Charing Cross draw in #games."""
    return {
        "games": await played(db, ALICE, BOB, "white", CLUB, GAMES_CHANNEL, 1000.0),
        "staff": await played(db, ALICE, CAROL, "white", CLUB, STAFF_CHANNEL, 2000.0),
        "other": await played(db, BOB, ALICE, "white", OTHER, OTHER_CHANNEL, 3000.0),
        "draw": await played(
            db, ALICE, BOB, None, CLUB, GAMES_CHANNEL, 4000.0, game="charing-cross"
        ),
    }


def listed(text: str) -> set[int]:
    """The match numbers a profile lists."""
    return {int(n) for n in re.findall(r"^#(\d+) ", text, re.MULTILINE)}


def rating_only(text: str, game: str, games: int) -> bool:
    """Whether ``game``'s line says the leaderboard's figures and nothing else."""
    head = f"{game} (correspondence): "
    line = next(line for line in plain(text).splitlines() if line.startswith(head))
    return re.fullmatch(rf"{re.escape(head)}\d+\?? \u00b1\d+, {games} games?", line) is not None


async def test_her_own_profile_asked_privately_shows_everything(service, record):
    reply = await service.profile(viewer_in(ALICE, None, private=True), ALICE)
    assert listed(plain(reply.text)) == {m.id for m in record.values()}
    assert "3 games (2 won, 1 lost, 0 drawn), current streak: 1 loss" in plain(reply.text)
    assert "1 game (0 won, 0 lost, 1 drawn), current streak: none" in plain(reply.text)
    assert reply.image is not None  # the Crossings chart, her most played game


async def test_a_member_who_reads_games_sees_only_the_games_channel(service, record):
    dave = viewer_in(DAVE, CLUB, reads={GAMES_CHANNEL})
    reply = await service.profile(dave, ALICE)
    assert listed(plain(reply.text)) == {record["games"].id, record["draw"].id}
    # Crossings: one of three rated games visible, so its results are counted from that one
    # alone, with no streak (the hidden ones could break it) and no chart.
    assert "3 games; of the 1 you can see here: 1 won, 0 lost, 0 drawn" in plain(reply.text)
    lines = plain(reply.text).splitlines()
    crossings = next(line for line in lines if line.startswith("Crossings"))
    assert "streak" not in crossings
    # Charing Cross: its only game is visible, so the whole line is shown.
    assert "1 game (0 won, 0 lost, 1 drawn), current streak: none" in plain(reply.text)
    assert reply.image is None
    # Reading the staff channel too adds its match, and nothing from the other server.
    staff = viewer_in(DAVE, CLUB, reads={GAMES_CHANNEL, STAFF_CHANNEL})
    more = await service.profile(staff, ALICE)
    assert listed(plain(more.text)) == {record["games"].id, record["staff"].id, record["draw"].id}
    assert "of the 2 you can see here: 2 won, 0 lost, 0 drawn" in plain(more.text)


@pytest.mark.parametrize(
    "where", [pytest.param(THIRD, id="another server"), pytest.param(None, id="a DM")]
)
async def test_elsewhere_a_profile_is_the_leaderboards_figures(service, record, where):
    reply = await service.profile(viewer_in(DAVE, where, reads={GAMES_CHANNEL}), ALICE)
    assert listed(plain(reply.text)) == set()
    assert rating_only(plain(reply.text), "Crossings", 3)
    assert rating_only(plain(reply.text), "Charing Cross", 1)
    assert "No finished match you can see here." in plain(reply.text)
    assert "@bob" not in plain(reply.text) and "@carol" not in plain(reply.text)
    assert reply.image is None


async def test_her_own_profile_asked_publicly_keeps_to_this_server(service, record):
    reply = await service.profile(viewer_in(ALICE, OTHER), ALICE)
    assert listed(plain(reply.text)) == {record["other"].id}
    assert "3 games; of the 1 you can see here: 0 won, 1 lost, 0 drawn" in plain(reply.text)


async def test_a_game_named_lists_only_that_games_matches(service, record):
    own = viewer_in(ALICE, None, private=True)
    reply = await service.profile(own, ALICE, game_id="charing-cross")
    assert listed(plain(reply.text)) == {record["draw"].id}
    dave = viewer_in(DAVE, CLUB, reads={GAMES_CHANNEL})
    seen = await service.profile(dave, ALICE, game_id="crossings")
    assert listed(plain(seen.text)) == {record["games"].id}


async def test_a_console_profile_never_creates_the_player_it_looks_for(db, tmp_path):
    console, out = await open_console(db, tmp_path)
    before = await db.players.names()
    await console.run(["profile zed"])
    assert "There is no player called 'zed' here. Players: alice." in out.getvalue()
    assert await db.players.names() == before
    assert await db.players.find("zed") is None
    with pytest.raises(NotFound):
        await console.roster.known("zed")
