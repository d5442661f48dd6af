"""Ratings benchmark: leaderboard pages, profiles and the cost of rating a finishing move, at
the scale of issue 22 (100,000 rated players, 1,000,000 finished matches).

    .venv/bin/python benchmarks/ratings.py [--players 100000] [--matches 1000000]
        [--queries 2000] [--finishes 300] [--url postgresql://...] [--path FILE]

Builds a fresh database (SQLite in a temporary directory unless --path, or the PostgreSQL
database --url names, which must be empty) with bulk inserts: the finished matches (players
chosen with a skew, so a few play thousands of games and most a handful; 2,000 servers, one of
them large), two rating-history rows each, every player's standing per game and the server
boards.  The standings are synthesised from each player's record (a benchmark of queries, not
of Glicko-2), with deviations falling as games accumulate, so provisional and established
players mix as they do live.  Then it times, each over ``--queries`` random calls:

* a leaderboard page as the service answers it (the page, the caller's rank, the server's
  setting, the places the caller reads): everywhere and per server, on the first ten pages and
  on any page; and the large server's board for a caller who cannot read its staff channel
  (a tenth of its matches), which walks the board keeping the players they may see;
* a profile's reads (standings, last 10 matches, rating history), and the whole service
  answer including the chart PNG;
* finishing a match: the move that ends a rated match against the same move ending a casual
  one (``--finishes`` of each, between random existing players): the difference is what rating
  adds.

Prints medians and 99th percentiles in milliseconds, and the build time.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import MatchService, Viewer  # noqa: E402
from bot.service.viewer import EVERYTHING  # noqa: E402
from games import Ending  # noqa: E402
from storage import Database  # noqa: E402
from storage.rating_rules import PROVISIONAL_DEVIATION  # noqa: E402


async def own_profile(service: MatchService, player: int) -> Any:
    """A player's own profile asked privately: the whole of it, chart included."""
    return await service.profile(Viewer(player, private=True), player, name="p")


GAMES = ("crossings", "charing-cross", "kings-crossing", "checkers-bosses", "king-of-the-castle")
GAME_WEIGHTS = (0.4, 0.2, 0.2, 0.1, 0.1)
GUILDS = 2000
BIG_GUILD = 1
STAFF_SHARE = 0.1  # the large server's matches played in its staff channel


def public_channel(guild: int) -> int:
    return guild * 10


STAFF_CHANNEL = public_channel(BIG_GUILD) + 1


def place_bit(channel: int) -> int:
    """A channel's bit on its server's board: the public channel's first, the staff one's
    next (storage.ratings numbers a server's places as they come)."""
    return 0 if channel % 10 == 0 else 1


class ReadsPublic:
    """A member's sight who reads every server's public channel, not the staff one."""

    async def reads(self, place_id: int | None) -> bool:
        return place_id is not None and place_id % 10 == 0


BATCH = 20_000
START = 1_600_000_000.0


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--matches", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument("--finishes", type=int, default=300)
    parser.add_argument("--url", help="an empty PostgreSQL database (default: SQLite)")
    parser.add_argument("--path", type=Path, help="SQLite file (default: a temporary one)")
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


def skewed(rng: random.Random, count: int, power: float) -> int:
    """A number in [0, count) with low numbers more likely (a few very active players, one
    big server)."""
    return min(count - 1, int(count * rng.random() ** power))


class Build:
    """The synthetic history: matches and rating-history rows in batches, standings at the end."""

    def __init__(self, rng: random.Random, players: int, matches: int) -> None:
        self.rng, self.players, self.matches = rng, players, matches
        self.home = [skewed(rng, GUILDS, 3.0) + 1 for _ in range(players)]
        # (player, game) -> [games, wins, losses, draws, last end]
        self.records: dict[tuple[int, str], list[float]] = {}
        self.guild_members: set[tuple[int, str, int]] = set()
        self.places: set[tuple[int, str, int, int]] = set()  # guild, game, player, channel

    def player(self) -> int:
        return skewed(self.rng, self.players, 1.6) + 1

    def batches(self) -> Iterator[tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]]:
        """(match rows, history rows) per batch; ids are 1..matches."""
        rng = self.rng
        match_rows: list[tuple[Any, ...]] = []
        history: list[tuple[Any, ...]] = []
        for match_id in range(1, self.matches + 1):
            white = self.player()
            black = self.player()
            while black == white:
                black = self.player()
            game = rng.choices(GAMES, GAME_WEIGHTS)[0]
            guild = self.home[white - 1]
            staff = guild == BIG_GUILD and rng.random() < STAFF_SHARE
            channel = STAFF_CHANNEL if staff else public_channel(guild)
            roll = rng.random()
            winner = "white" if roll < 0.47 else "black" if roll < 0.94 else None
            ended = START + match_id * 30.0
            match_rows.append(
                (match_id, game, guild, channel, white, black, winner, ended - 1800.0, ended, ended)
            )
            for player, side, other in ((white, "white", black), (black, "black", white)):
                record = self.records.setdefault((player, game), [0, 0, 0, 0, 0.0])
                result = "draw" if winner is None else "win" if winner == side else "loss"
                record[0] += 1
                record[1 + ("win", "loss", "draw").index(result)] += 1
                record[4] = ended
                rating, deviation = standing(record)
                history.append(
                    (
                        match_id,
                        player,
                        game,
                        other,
                        result,
                        rating - 8.0,
                        rating,
                        deviation,
                        0.06,
                        ended,
                    )
                )
                self.guild_members.add((guild, game, player))
                self.places.add((guild, game, player, channel))
            if len(match_rows) == BATCH:
                yield match_rows, history
                match_rows, history = [], []
        if match_rows:
            yield match_rows, history


def standing(record: list[float]) -> tuple[float, float]:
    """A plausible (rating, deviation) for a record: the score pulls the rating, the number of
    games shrinks the deviation (as Glicko-2 does) towards about 50."""
    games, wins, losses = record[0], record[1], record[2]
    rating = 1500.0 + 400.0 * math.tanh((wins - losses) / math.sqrt(games + 4.0))
    return rating, max(50.0, 350.0 / math.sqrt(1.0 + games / 2.5))


async def build(db: Database, args: argparse.Namespace) -> tuple[Build, float]:
    """Fill the database; (the history, seconds taken)."""
    started = time.perf_counter()
    data = Build(random.Random(args.seed), args.players, args.matches)
    for match_rows, history in data.batches():
        async with db._write() as tx:
            await tx.executemany(
                "INSERT INTO matches (id, game_id, options, guild_id, channel_id, white_id, "
                "black_id, status, position, ply, version, meta, winner, reason, created_at, "
                "updated_at, last_move_at, rated) VALUES (?, ?, '{}', ?, ?, ?, ?, 'finished', "
                "'x', 4, 5, '{}', ?, 'the game ended', ?, ?, ?, 1)",
                match_rows,
            )
            await tx.executemany(
                "INSERT INTO rating_history (match_id, player_id, game_id, opponent_id, result, "
                "rating_before, rating, deviation, volatility, rated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                history,
            )
    standings = []
    for (player, game), record in data.records.items():
        rating, deviation = standing(record)
        games, wins, losses, draws, ended = record
        standings.append(
            (
                player,
                game,
                rating,
                deviation,
                0.06,
                games,
                wins,
                losses,
                draws,
                0,
                ended,
                int(deviation > PROVISIONAL_DEVIATION),
            )
        )
    ratings = {(row[0], row[1]): row for row in standings}
    async with db._write() as tx:
        await tx.executemany(
            "INSERT INTO ratings (player_id, game_id, rating, deviation, volatility, games, "
            "wins, losses, draws, streak, rated_at, provisional) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            standings,
        )
        masks: dict[tuple[int, str, int], int] = {}
        for guild, game, player, channel in data.places:
            bit = 1 << place_bit(channel)
            masks[(guild, game, player)] = masks.get((guild, game, player), 0) | bit
        await tx.executemany(
            "INSERT INTO guild_ratings (guild_id, game_id, player_id, rating, provisional, "
            "places) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (guild, game, player, *(ratings[(player, game)][i] for i in (2, 11)), mask)
                for (guild, game, player), mask in masks.items()
            ],
        )
        await tx.executemany(
            "INSERT INTO guild_board_places (guild_id, game_id, place_id, bit) VALUES (?, ?, ?, ?)",
            sorted(
                {(guild, game, place, place_bit(place)) for guild, game, _, place in data.places}
            ),
        )
        for statement in tx.dialect.reset_identity("matches", "id"):
            await tx.execute(statement)
    async with db._write() as tx:
        await tx.execute("ANALYZE")
    return data, time.perf_counter() - started


async def timed(count: int, call: Callable[[int], Awaitable[Any]]) -> list[float]:
    """Milliseconds of ``count`` calls of ``call(i)``."""
    times = []
    for index in range(count):
        began = time.perf_counter()
        await call(index)
        times.append((time.perf_counter() - began) * 1000)
    return times


def summary(name: str, times: list[float]) -> str:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"{name}: median {statistics.median(times):.2f} ms, p99 {p99:.2f} ms (n={len(times)})"


async def finishing(db: Database, rng: random.Random, data: Build, count: int) -> list[str]:
    """The finishing move of rated and of casual matches (interleaved, same players)."""
    costs: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(count):
        white, black = data.player(), data.player()
        while black == white:
            black = data.player()
        for rated in (True, False):
            match = await db.matches.create(
                "crossings",
                {},
                white,
                black,
                "x",
                status="active",
                to_move_id=white,
                guild_id=data.home[white - 1],
                rated=rated,
            )
            for ply in range(3):
                match = await db.matches.apply_move(
                    match.id,
                    match.version,
                    side=("white", "black")[ply % 2],
                    text="m",
                    position="x",
                    to_move_id=black,
                )
            began = time.perf_counter()
            await db.matches.apply_move(
                match.id,
                match.version,
                side="black",
                text="m",
                position="x",
                to_move_id=None,
                status="finished",
                winner=rng.choice(("white", "black", None)),
                reason="the game ended",
                ending=Ending.UNRECORDED,
            )
            costs[rated].append((time.perf_counter() - began) * 1000)
    added = statistics.median(costs[True]) - statistics.median(costs[False])
    return [
        summary("finishing move, rated match", costs[True]),
        summary("finishing move, casual match", costs[False]),
        f"rating adds (median difference): {added:.2f} ms",
    ]


async def main() -> None:
    args = parse_args()
    rng = random.Random(args.seed + 1)
    with tempfile.TemporaryDirectory() as folder:
        target = args.url or str(args.path or Path(folder) / "ratings.sqlite3")
        db = await Database.open(target)
        service = MatchService(db, clock=lambda: START + args.matches * 30.0 + 86_400.0)
        try:
            data, seconds = await build(db, args)
            print(
                f"{db.backend} ({platform.python_version()}): built {args.matches:,} finished "
                f"matches, {len(data.records):,} standings of {args.players:,} players, "
                f"{len(data.guild_members):,} server-board rows in {seconds:.1f} s"
            )
            boards = {game: await count_of(db, game) for game in GAMES}
            big_guild = BIG_GUILD

            def page_of(game: str, deep: bool) -> int:
                pages = max(1, boards[game] // 10)
                return rng.randrange(pages if deep else min(pages, 10))

            def board(
                scope: str, deep: bool, *, outsider: bool = False
            ) -> Callable[[int], Awaitable[Any]]:
                async def call(_: int) -> Any:
                    game = rng.choices(GAMES, GAME_WEIGHTS)[0]
                    guild = big_guild if rng.random() < 0.5 else rng.randrange(1, GUILDS + 1)
                    guild = big_guild if outsider else guild
                    page = page_of(game, deep) if scope == "everywhere" else rng.randrange(3)
                    sight = ReadsPublic() if outsider else EVERYTHING
                    asker = Viewer(data.player(), guild, sight=sight)
                    return await service.leaderboard(asker, game, scope=scope, page=page)

                return call

            lines = [
                summary(
                    "leaderboard everywhere, pages 1-10",
                    await timed(args.queries, board("everywhere", False)),
                ),
                summary(
                    "leaderboard everywhere, any page",
                    await timed(args.queries, board("everywhere", True)),
                ),
                summary(
                    "leaderboard of a server, pages 1-3",
                    await timed(args.queries, board("server", False)),
                ),
                summary(
                    "leaderboard of the large server, staff channel unread, pages 1-3",
                    await timed(args.queries, board("server", False, outsider=True)),
                ),
                summary(
                    "profile reads",
                    await timed(args.queries, lambda _: db.ratings.profile(data.player())),
                ),
                summary(
                    "profile answer with its chart PNG",
                    await timed(args.queries // 4, lambda _: own_profile(service, data.player())),
                ),
            ]
            lines += await finishing(db, rng, data, args.finishes)
            print("\n".join(lines))
        finally:
            service.close()
            await db.close()


async def count_of(db: Database, game: str) -> int:
    async with db._read() as tx:
        (row,) = await tx.fetch("SELECT COUNT(*) FROM ratings WHERE game_id = ?", (game,))
    return int(row[0])


if __name__ == "__main__":
    asyncio.run(main())
