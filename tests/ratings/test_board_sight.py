"""A server's leaderboard as its asker may see it, on both backends: a player is on it only
through a rated match played in a channel the asker reads (or as the asker themself), so a
board never reveals a match in a hidden channel.  Each board is checked against the players
the test itself knows played where, ordered by the standings read back independently."""

from __future__ import annotations

from bot.markup import plain
from bot.service import MatchService
from storage import Database, testing
from storage.rating_rules import Standing
from storage.ratings import BoardSight
from tests.ratings.helpers import play_out
from tests.ratings.test_migration import old_match, version_before_ratings
from tests.viewers import viewer_in

GUILD, OTHER_GUILD = 900, 901
PUBLIC, STAFF, ELSEWHERE = 7001, 7002, 7003  # channels: two of GUILD, one of OTHER_GUILD
ALICE, BOB, CAROL, DAVE, ERIN, STRANGER = 11, 22, 33, 44, 55, 66
NEWCOMERS = range(100, 114)  # 28 players in #public besides: four pages

# (white, black, winner, channel): who played where.  Carol and Dave played only in #staff;
# Erin in both; Frank (77) only in another server.
GAMES = [
    (ALICE, BOB, "white", PUBLIC),
    (ERIN, ALICE, "black", PUBLIC),
    (CAROL, DAVE, "white", STAFF),
    (CAROL, ERIN, "white", STAFF),
    (DAVE, CAROL, None, STAFF),
    (77, BOB, "white", ELSEWHERE),
] + [(n, n + 50, "white" if n % 2 else "black", PUBLIC) for n in NEWCOMERS]


def played_in(places: set[int]) -> set[int]:
    """The test's own record: everyone with a game in ``places``."""
    return {p for w, b, _, c in GAMES if c in places for p in (w, b)}


async def play_all(db: Database) -> None:
    for number, (white, black, winner, channel) in enumerate(GAMES):
        guild = OTHER_GUILD if channel == ELSEWHERE else GUILD
        await play_out(
            db, white, black, winner, guild_id=guild, channel_id=channel, now=1000.0 + number
        )


async def expected_board(db: Database, players: set[int]) -> list[int]:
    """``players`` in leaderboard order, from their standings read one by one."""
    standings: list[Standing] = [(await db.ratings.standings(p))[0] for p in players]
    return [
        s.player_id
        for s in sorted(standings, key=lambda s: (s.provisional, -s.rating, s.player_id))
    ]


async def whole_board(db: Database, sight: BoardSight | None) -> list[int]:
    listed: list[int] = []
    for page in range(100):
        found = await db.ratings.leaderboard("crossings", guild_id=GUILD, page=page, sight=sight)
        assert [e.rank for e in found.entries] == list(
            range(len(listed) + 1, len(listed) + len(found.entries) + 1)
        )
        listed += [e.standing.player_id for e in found.entries]
        if not found.has_next:
            return listed
    raise AssertionError("more pages than players")


async def test_a_board_counts_only_the_channels_its_asker_reads(db):
    await play_all(db)
    assert await db.ratings.board_places(GUILD, "crossings") == [PUBLIC, STAFF]
    assert await db.ratings.board_places(OTHER_GUILD, "crossings") == [ELSEWHERE]
    everyone = await expected_board(db, played_in({PUBLIC, STAFF}))
    assert await whole_board(db, None) == everyone
    # A member reading both channels sees what the unfiltered board shows.
    assert await whole_board(db, BoardSight(STRANGER, frozenset({PUBLIC, STAFF}))) == everyone
    # A stranger reading #public: Carol and Dave, known only from #staff, are not there;
    # Erin is (her #public game), with the rating her #staff game also made.
    public = await expected_board(db, played_in({PUBLIC}))
    assert CAROL not in public and DAVE not in public and ERIN in public
    stranger = BoardSight(STRANGER, frozenset({PUBLIC}))
    assert await whole_board(db, stranger) == public
    assert await db.ratings.rank(STRANGER, "crossings", guild_id=GUILD, sight=stranger) is None
    assert await db.ratings.rank(CAROL, "crossings", guild_id=GUILD, sight=stranger) is None
    for index, player in enumerate(public):
        ranked = await db.ratings.rank(player, "crossings", guild_id=GUILD, sight=stranger)
        assert ranked is not None and ranked.rank == index + 1
    # Carol reading #public only (say she lost #staff): herself, ranked among those she sees.
    carol = BoardSight(CAROL, frozenset({PUBLIC}))
    with_carol = await expected_board(db, played_in({PUBLIC}) | {CAROL})
    assert await whole_board(db, carol) == with_carol
    ranked = await db.ratings.rank(CAROL, "crossings", guild_id=GUILD, sight=carol)
    assert ranked is not None and ranked.rank == with_carol.index(CAROL) + 1
    # Reading nothing there: nobody but oneself.
    assert await whole_board(db, BoardSight(STRANGER, frozenset())) == []
    assert await whole_board(db, BoardSight(DAVE, frozenset())) == [DAVE]
    # The other server's board and the everywhere board are untouched.
    other = await db.ratings.leaderboard("crossings", guild_id=OTHER_GUILD)
    assert {e.standing.player_id for e in other.entries} == {77, BOB}


async def test_the_service_shows_a_stranger_only_the_players_of_channels_they_read(db):
    await play_all(db)
    service = MatchService(db, clock=lambda: 5000.0)
    try:
        stranger = viewer_in(STRANGER, GUILD, reads=[PUBLIC])
        member = viewer_in(STRANGER, GUILD, reads=[PUBLIC, STAFF])
        pages = {}
        for name, asker in (("stranger", stranger), ("member", member)):
            pages[name] = [
                await service.leaderboard(asker, "crossings", scope="server", page=page)
                for page in range(4)
            ]
        carol = await service.leaderboard(
            viewer_in(CAROL, GUILD, reads=[PUBLIC]), "crossings", scope="server"
        )
        everywhere = [
            await service.leaderboard(stranger, "crossings", scope="everywhere", page=page)
            for page in range(4)
        ]
    finally:
        service.close()
    listed = {
        name: [m for b in boards for m in mentioned(plain(b.text))]
        for name, boards in pages.items()
    }
    assert listed["stranger"] == mentions(await expected_board(db, played_in({PUBLIC})))
    assert listed["member"] == mentions(await expected_board(db, played_in({PUBLIC, STAFF})))
    assert f"<@{CAROL}>" not in "".join(plain(b.text) for b in pages["stranger"])
    stranger_first = plain(pages["stranger"][0].text)
    assert f"<@{STRANGER}>: not ranked here (no rated match yet)." in stranger_first
    # Carol is on her own board, ranked among the players she may see.
    order = await expected_board(db, played_in({PUBLIC}) | {CAROL})
    assert f"<@{CAROL}>: rank {order.index(CAROL) + 1}," in plain(carol.text)
    # Ratings themselves are everyone's: the everywhere board still lists Carol.
    assert f"<@{CAROL}>" in [m for board in everywhere for m in mentioned(plain(board.text))]


def mentions(players: list[int]) -> list[str]:
    return [f"<@{p}>" for p in players]


def mentioned(text: str) -> list[str]:
    """The players a board lists, in order (every line but the asker's own, which ends it)."""
    return [line.split()[1] for line in text.splitlines() if line[:1].isdigit()]


async def test_an_upgrade_places_the_matches_rated_before(database_url):
    await testing.create_at_version(database_url, version_before_ratings())
    await old_match(database_url, ALICE, BOB, ended=100.0, channel_id=PUBLIC)
    await old_match(database_url, CAROL, DAVE, ended=200.0, channel_id=STAFF)
    async with await Database.open(database_url) as db:
        assert await db.ratings.board_places(GUILD, "crossings") == [PUBLIC, STAFF]
        stranger = BoardSight(STRANGER, frozenset({PUBLIC}))
        assert set(await whole_board(db, stranger)) == {ALICE, BOB}
        assert set(await whole_board(db, None)) == {ALICE, BOB, CAROL, DAVE}


async def test_places_past_the_bits_share_the_last_one_and_count_only_when_all_are_read(db):
    """One rated match in each of 65 channels, player 1000 + i against 2000 + i in channel
    i: channels 62, 63 and 64 share the last bit, so their players are shown only to an
    asker who reads all three; every other channel is exact."""
    channels = range(65)
    for channel in channels:
        await play_out(
            db, 1000 + channel, 2000 + channel, "white", guild_id=GUILD, channel_id=channel
        )
    assert await db.ratings.board_places(GUILD, "crossings") == list(channels)

    async def shown(reads: set[int]) -> set[int]:
        sight = BoardSight(STRANGER, frozenset(reads))
        return {player % 1000 for player in await whole_board(db, sight)}

    assert await shown({0, 5, 61}) == {0, 5, 61}
    assert await shown({0, 62, 63}) == {0}  # 64 unread: its bit's other channels hide too
    assert await shown({62, 63, 64}) == {62, 63, 64}
    assert await shown(set(channels) - {3}) == set(channels) - {3}
