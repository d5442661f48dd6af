"""Tournaments run by several bot processes on one PostgreSQL database (issue 31, "across
processes"), with real processes (tests/multiprocess/worker.py runs the real MatchService):

* a round is paired exactly once when its last games end at three processes at the same
  moment while every process's clock ticks too: one pairing stored, one match per game, one
  announcement among all the answers, the round counter one on; twenty rounds of races;
* a restart in the middle of a round carries on: a process killed (SIGKILL) with games
  running, with the round's pairing stored and one of its matches opened, with a game's end
  committed and the tournament not yet told, while it draws the next pairing table, while it
  composes the final standings; the next processes' ticks open the missing matches once,
  announce them, and take the tournament to its end with the standings its results make;
* a tournament due to start and rounds past their deadline, with three processes ticking at
  once: started once, the games still running decided once by the clock rule (whoever must
  decide loses on time; two such losses in a row withdraw the player), a resignation racing
  the deadline told the truth, each round paired once;
* a bye, a withdrawal and a late entry asked while another process is pairing the round:
  each answer is true of the pairing stored.

What is checked is read from the database directly or computed by the test itself (who met
whom, who lost each game, each player's points), never taken from the processes' word; the
announcements are counted across every answer of every process.  Crash and pause points are
armed in the process itself (tests/multiprocess/tournament_ops.py).
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from itertools import combinations
from typing import Any

import pytest

import games
from bot.i18n.messages import english
from storage import Database
from tests.multiprocess.conftest import Worker

pytestmark = pytest.mark.postgres

GAME = "crossings"  # one decision per turn, strictly alternating
# "Busy, try again" answers a loaded machine may give: nothing was changed (checked below).
TRY_AGAIN = ("StorageBusy", "StorageUnavailable", "StorageFault")
# Rounds of simultaneous ticks to wait for a duty to be done: a bound against a hang, never a
# time (every process ticks in each, and each waits for its answer).
SAFETY_TICKS = 40
HOUR = 3600.0
BYE_POINTS = {"U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0}  # a bye's points by its TRF letter

PAIRINGS = re.compile(r", round (\d+) of \d+: pairings\.$")
ROUND_OVER = re.compile(r": round (\d+) is over\.$")
FINAL = re.compile(r"^Tournament #\d+ \([^)]*\) is over(?: early: .*)?\. ")
STANDING = re.compile(r"^(\d+)\. <@(\d+)>: \ue000([^\ue001]+)\ue001(.*)$", re.MULTILINE)


def points(text: str) -> float:
    """'3½' -> 3.5, '½' -> 0.5, '2' -> 2.0."""
    half = text.endswith("½")
    whole = text.removesuffix("½")
    return (float(whole) if whole else 0.0) + (0.5 if half else 0.0)


class Crew:
    """The worker processes of one test, started as the test asks, all stopped at its end."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.started: list[Worker] = []

    async def start(self, count: int = 1) -> list[Worker]:
        first = len(self.started)
        new = await asyncio.gather(*(Worker.start(first + n, self.url) for n in range(count)))
        self.started += new
        return list(new)

    @property
    def alive(self) -> list[Worker]:
        return [worker for worker in self.started if worker.alive]

    async def stop(self) -> None:
        await asyncio.gather(*(worker.stop() for worker in self.started))


@pytest.fixture
async def crew(postgres_url: str) -> AsyncIterator[Crew]:
    team = Crew(postgres_url)
    try:
        yield team
    finally:
        await team.stop()


class Heard:
    """Every bulletin any process answered with, for counting announcements."""

    def __init__(self) -> None:
        self.bulletins: list[dict[str, Any]] = []

    def take(self, answers: Iterable[dict[str, Any]]) -> None:
        for answer in answers:
            if answer["ok"]:
                self.bulletins += answer.get("bulletins", [])

    def of(self, tournament: int, pattern: re.Pattern[str], round_number: int | None = None):
        """The bulletins of ``tournament`` whose first line matches (for the round given)."""
        found = []
        for bulletin in self.bulletins:
            if bulletin["tournament"] != tournament:
                continue
            match = pattern.search(bulletin["heading"])
            if match and (round_number is None or int(match.group(1)) == round_number):
                found.append(bulletin)
        return found

    def updated(self, tournament: int) -> Counter[int]:
        """How many times each match was announced as decided by the clock."""
        return Counter(
            match_id
            for bulletin in self.bulletins
            if bulletin["tournament"] == tournament
            for match_id in bulletin["updates"]
        )


class Stored:
    """The tournament tables and the matches, read directly (not through any worker)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        async with self.db._read() as tx:
            return list(await tx.fetch(sql, params))

    async def tournament(self, tournament: int) -> Any:
        (row,) = await self.rows(
            "SELECT status, current_round, rounds FROM tournaments WHERE id = ?", (tournament,)
        )
        return row

    async def rounds(self, tournament: int) -> list[int]:
        found = await self.rows(
            "SELECT round FROM tournament_rounds WHERE tournament_id = ? ORDER BY round",
            (tournament,),
        )
        return [int(row["round"]) for row in found]

    async def games(self, tournament: int, round_number: int | None = None) -> list[Any]:
        sql = (
            "SELECT round, board, white_id, black_id, match_id, white_result, black_result, "
            "lost_on_time FROM tournament_games WHERE tournament_id = ?"
        )
        params: tuple[Any, ...] = (tournament,)
        if round_number is not None:
            sql += " AND round = ?"
            params += (round_number,)
        return await self.rows(sql + " ORDER BY round, board", params)

    async def matches(self, tournament: int) -> dict[tuple[int, int], list[int]]:
        """Every stored match played for ``tournament``, by (round, board) from its meta."""
        found: dict[tuple[int, int], list[int]] = {}
        for row in await self.rows("SELECT id, meta FROM matches ORDER BY id"):
            meta = row["meta"] if isinstance(row["meta"], dict) else json.loads(row["meta"])
            if meta.get("tournament") == tournament:
                found.setdefault((meta["round"], meta["board"]), []).append(int(row["id"]))
        return found

    async def round_is_open(self, tournament: int, round_number: int) -> bool:
        """Round ``round_number`` is paired and each of its games has its match."""
        row = await self.tournament(tournament)
        if int(row["current_round"]) < round_number:
            return False
        return all(g["match_id"] is not None for g in await self.games(tournament, round_number))

    async def finished(self, tournament: int) -> bool:
        return (await self.tournament(tournament))["status"] == "finished"


async def everyone_ticks(crew: Crew, heard: Heard, done: Callable[[], Awaitable[bool]]) -> None:
    """All living processes tick at the same moment, again and again until ``done``."""
    for _ in range(SAFETY_TICKS):
        if await done():
            return
        answers = await asyncio.gather(*(w.call("tournament-tick") for w in crew.alive))
        assert all(answer["ok"] for answer in answers), answers
        heard.take(answers)
    assert await done(), "the processes' ticks did not get the tournament on"


async def resign(
    worker: Worker, stored: Stored, match_id: int, user: int, heard: Heard
) -> dict[str, Any]:
    """``user`` resigns ``match_id`` at ``worker``; a "busy, try again" is tried again (after
    checking that it indeed changed nothing)."""
    for _ in range(SAFETY_TICKS):
        answer = await worker.call("tournament-resign", match=match_id, user=user)
        heard.take([answer])
        if answer["ok"] or answer["error"] not in TRY_AGAIN:
            return answer
        (row,) = await stored.rows("SELECT status FROM matches WHERE id = ?", (match_id,))
        assert row["status"] != "finished", f"answered {answer['error']} but resigned"
    raise AssertionError(f"match {match_id}: never anything but busy")


async def join_all(worker: Worker, tournament: int, players: Iterable[int]) -> None:
    joined = await asyncio.gather(
        *(worker.call("tournament-join", tournament=tournament, user=p) for p in players)
    )
    assert all(answer["ok"] for answer in joined), joined


async def open_tournament(
    worker: Worker, heard: Heard, organiser: int, players: list[int], **settings: Any
) -> int:
    """A tournament created, entered by ``players`` and started at ``worker`` (round 1
    paired, its announcement heard): its number."""
    created = await worker.call("tournament-create", organiser=organiser, game=GAME, **settings)
    assert created["ok"], created
    tournament = int(created["tournament"])
    await join_all(worker, tournament, players)
    started = await worker.call("tournament-start", tournament=tournament, organiser=organiser)
    assert started["ok"], started
    heard.take([started])
    assert len(heard.of(tournament, PAIRINGS, 1)) == 1
    return tournament


def check_once_a_round(played: list[Any], players: list[int], rounds: int) -> None:
    """Every player in exactly one game in each round (as stored)."""
    for round_number in range(1, rounds + 1):
        seated = [
            int(p)
            for g in played
            if int(g["round"]) == round_number
            for p in (g["white_id"], g["black_id"])
        ]
        assert sorted(seated) == sorted(players), f"round {round_number}"


def check_resignations(played: list[Any], losers: dict[tuple[int, int], int]) -> None:
    """Each game's stored result is the resignation the test made."""
    for game in played:
        loser = losers[(int(game["round"]), int(game["board"]))]
        white_lost = loser == int(game["white_id"])
        assert (game["white_result"], game["black_result"]) == (
            ("0", "1") if white_lost else ("1", "0")
        )


async def points_with_byes(
    stored: Stored, tournament: int, played: list[Any], losers: dict[tuple[int, int], int]
) -> Counter[int]:
    """Each player's points: the games as the test decided them, and the byes stored."""
    scored: Counter[int] = Counter(expected_points(played, losers))
    for row in await stored.rows(
        "SELECT user_id, kind FROM tournament_byes WHERE tournament_id = ?", (tournament,)
    ):
        scored[int(row["user_id"])] += BYE_POINTS[row["kind"]]
    return scored


def loser_of(round_number: int, game: Any) -> int:
    """Who the test makes lose a game it ends by resignation: a rule of its own."""
    return int(game["white_id"] if (round_number + game["board"]) % 2 else game["black_id"])


def expected_points(games_played: Iterable[Any], losers: dict[tuple[int, int], int]) -> Counter:
    """Each player's points from who the test made lose each game (byes: none here)."""
    scored: Counter[int] = Counter()
    for game in games_played:
        white, black = int(game["white_id"]), int(game["black_id"])
        loser = losers[(int(game["round"]), int(game["board"]))]
        scored[white if loser == black else black] += 1
        scored[loser] += 0
    return scored


def final_standings(heard: Heard, tournament: int) -> tuple[dict[int, float], dict[int, str]]:
    """The one final announcement: each player's points, and the note after the tie-breaks."""
    (final,) = heard.of(tournament, FINAL)
    table = {int(user): points(shown) for _, user, shown, _ in STANDING.findall(final["text"])}
    notes = {int(user): rest for _, user, _, rest in STANDING.findall(final["text"])}
    return table, notes


def announces_boards(text: str, games_of_round: Iterable[Any]) -> bool:
    """Whether ``text`` names each board's players, white then black."""
    return all(
        re.search(
            rf"^Board {g['board']}: <@{g['white_id']}> \([^)]*\) – <@{g['black_id']}> ",
            text,
            re.MULTILINE,
        )
        for g in games_of_round
    )


async def has_final(heard: Heard, tournament: int, finished: Awaitable[bool]) -> bool:
    """The tournament is over (as stored) and its final standings were announced."""
    return await finished and bool(heard.of(tournament, FINAL))


async def has_pairings(
    heard: Heard, tournament: int, round_number: int, is_open: Callable[..., Awaitable[bool]]
) -> bool:
    """The round's matches are all open and its pairings announced."""
    return await is_open(tournament, round_number) and bool(
        heard.of(tournament, PAIRINGS, round_number)
    )


async def check_one_match_per_game(stored: Stored, tournament: int) -> None:
    """Each stored game has exactly one match, the one it names; no match without a game."""
    games_stored = await stored.games(tournament)
    matches = await stored.matches(tournament)
    linked = {
        (int(g["round"]), int(g["board"])): [int(g["match_id"])]
        for g in games_stored
        if g["match_id"] is not None
    }
    assert matches == linked


# ----- a round paired once, three processes racing --------------------------------------


RACE_PLAYERS = 6  # three boards a round
RACE_TOURNAMENTS = 2  # double round-robins of ten rounds each: twenty races


async def test_each_round_is_paired_once_when_its_last_games_end_at_three_processes_at_once(
    crew: Crew, postgres_url: str
) -> None:
    trio = await crew.start(3)
    heard = Heard()
    players = {}
    for t in range(RACE_TOURNAMENTS):
        entrants = [10_000 * (t + 1) + n for n in range(RACE_PLAYERS)]
        tournament = await open_tournament(
            trio[t], heard, 9000 + t, entrants, system="double-round-robin"
        )
        players[tournament] = entrants
    tournaments = list(players)
    rounds = 2 * (RACE_PLAYERS - 1)
    losers: dict[int, dict[tuple[int, int], int]] = {t: {} for t in tournaments}

    async with await Database.open(postgres_url) as db:
        stored = Stored(db)

        async def race(tournament: int, round_number: int) -> None:
            """The round's games end at the three processes at once, while all three tick."""
            games_now = await stored.games(tournament, round_number)
            assert len(games_now) == RACE_PLAYERS // 2
            ending = []
            for game in games_now:
                loser = loser_of(round_number, game)
                losers[tournament][(round_number, int(game["board"]))] = loser
                worker = trio[(int(game["board"]) + round_number) % 3]
                ending.append(resign(worker, stored, int(game["match_id"]), loser, heard))
            ticks = [worker.call("tournament-tick") for worker in trio]
            answers = await asyncio.gather(*ending, *ticks)
            assert all(answer["ok"] for answer in answers), answers
            assert all(answer["finished"] for answer in answers[: len(ending)])
            heard.take(answers[len(ending) :])

            async def moved_on() -> bool:
                if round_number == rounds:
                    return await stored.finished(tournament)
                return await stored.round_is_open(tournament, round_number + 1)

            await everyone_ticks(crew, heard, moved_on)

        for round_number in range(1, rounds + 1):
            await asyncio.gather(*(race(t, round_number) for t in tournaments))
            for tournament in tournaments:
                # One announcement of the round's end and (but after the last) of the next
                # round's pairings, whose matches are the next round's stored ones.
                assert len(heard.of(tournament, ROUND_OVER, round_number)) == 1
                row = await stored.tournament(tournament)
                if round_number == rounds:
                    assert row["status"] == "finished"
                    assert int(row["current_round"]) == rounds
                    assert heard.of(tournament, PAIRINGS, round_number + 1) == []
                    continue
                (pairing,) = heard.of(tournament, PAIRINGS, round_number + 1)
                assert int(row["current_round"]) == round_number + 1
                assert await stored.rounds(tournament) == list(range(1, round_number + 2))
                next_games = await stored.games(tournament, round_number + 1)
                assert sorted(pairing["matches"]) == sorted(int(g["match_id"]) for g in next_games)
                assert len(set(pairing["matches"])) == RACE_PLAYERS // 2
                assert announces_boards(pairing["text"], next_games)
                await check_one_match_per_game(stored, tournament)

        for tournament in tournaments:
            assert len(heard.of(tournament, PAIRINGS)) == rounds  # each round's, once
            assert len(heard.of(tournament, FINAL)) == 1
            played = await stored.games(tournament)
            # A double round-robin, checked from the pairings stored: every player once a
            # round, every two players met twice, once with each colour.
            check_once_a_round(played, players[tournament], rounds)
            meetings = Counter((int(g["white_id"]), int(g["black_id"])) for g in played)
            for a, b in combinations(players[tournament], 2):
                assert meetings[(a, b)] == 1 and meetings[(b, a)] == 1, (a, b)
            # Each result as the test ended the game, and the standings those results make.
            check_resignations(played, losers[tournament])
            table, _ = final_standings(heard, tournament)
            assert table == dict(expected_points(played, losers[tournament]))
            shown = list(table.values())
            assert shown == sorted(shown, reverse=True)
            await check_one_match_per_game(stored, tournament)


# ----- a restart in the middle of a round carries on ------------------------------------


RESTART_PLAYERS = 8  # four boards a round
RESTART_ROUNDS = 4


async def play_a_move(worker: Worker, db: Database, match_id: int) -> dict[str, Any]:
    """The player to move in ``match_id`` plays a legal move (read directly) at ``worker``."""
    match = await db.matches.get(match_id)
    game = games.get(match.game_id)
    legal = game.legal_moves(game.load(match.position))
    return await worker.call(
        "move", match=match_id, user=match.to_move_id, text=legal[match.ply % len(legal)]
    )


async def test_a_process_killed_mid_round_leaves_a_tournament_the_others_carry_to_its_end(
    crew: Crew, postgres_url: str
) -> None:
    first, second = await crew.start(2)
    heard = Heard()
    players = [20_000 + n for n in range(RESTART_PLAYERS)]
    tournament = await open_tournament(
        first, heard, 9100, players, system="swiss", rounds=RESTART_ROUNDS
    )
    losers: dict[tuple[int, int], int] = {}

    async with await Database.open(postgres_url) as db:
        stored = Stored(db)

        async def end_games(round_number: int, workers: list[Worker], boards: Iterable[int]):
            """End the boards' games one after the other, each at the next worker."""
            answers = []
            games_now = {int(g["board"]): g for g in await stored.games(tournament, round_number)}
            for n, board in enumerate(boards):
                game = games_now[board]
                losers[(round_number, board)] = loser = loser_of(round_number, game)
                worker = workers[n % len(workers)]
                answers.append(await resign(worker, stored, int(game["match_id"]), loser, heard))
            return answers

        async def end_round_killing(
            round_number: int, others: list[Worker], victim: Worker, point: str, after: int = 0
        ) -> None:
            """The round's games but the last end at ``others`` at once; the last at
            ``victim``, which dies at ``point`` (its resignation stored, never answered)."""
            last = RESTART_PLAYERS // 2
            answers = await asyncio.gather(
                *(end_games(round_number, [others[b % len(others)]], [b]) for b in range(1, last))
            )
            assert all(answer["ok"] for answers_of in answers for answer in answers_of), answers
            armed = await victim.call("crash-at", point=point, after=after)
            assert armed["ok"], armed
            (lost,) = await end_games(round_number, [victim], [last])
            assert lost["error"] == "ProcessDied", lost

        # Round 1, games running: each has moves in it when one process is killed.
        round_one = await stored.games(tournament, 1)
        assert len(round_one) == RESTART_PLAYERS // 2
        for game in round_one:
            for worker in (first, second):
                moved = await play_a_move(worker, db, int(game["match_id"]))
                assert moved["ok"] and "ply" in moved, moved
        second.kill()
        (third,) = await crew.start()
        for game in round_one:
            moved = await play_a_move(third, db, int(game["match_id"]))
            assert moved["ok"] and "ply" in moved, moved
        # The last game of round 1 ends at a process that dies once round 2's pairing is
        # stored and one of its matches opened.
        await end_round_killing(1, [third, first], first, "open", after=1)
        assert int((await stored.tournament(tournament))["current_round"]) == 2
        round_two = await stored.games(tournament, 2)
        assert [g["match_id"] is not None for g in round_two] == [True, False, False, False]
        (fourth,) = await crew.start()
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 2))
        # The three matches it left unopened opened once, by one process, which announced
        # the round's pairings once (the process that stored them died before it could).
        (caught_up,) = heard.of(tournament, PAIRINGS, 2)
        round_two = await stored.games(tournament, 2)
        assert sorted(caught_up["matches"]) == sorted(int(g["match_id"]) for g in round_two[1:])
        assert announces_boards(caught_up["text"], round_two)
        await check_one_match_per_game(stored, tournament)

        # Round 2's last game ends at a process that dies before the tournament is told.
        await end_round_killing(2, [third, fourth], third, "ended")
        (row,) = await stored.rows(
            "SELECT status FROM matches WHERE id = ?", (int(round_two[3]["match_id"]),)
        )
        assert row["status"] == "finished"
        assert int((await stored.tournament(tournament))["current_round"]) == 2
        (fifth,) = await crew.start()
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 3))
        assert len(heard.of(tournament, ROUND_OVER, 2)) == 1
        (pairing,) = heard.of(tournament, PAIRINGS, 3)
        round_three = await stored.games(tournament, 3)
        assert sorted(pairing["matches"]) == sorted(int(g["match_id"]) for g in round_three)

        # Round 3's last game ends at a process that dies while it draws round 4's pairing
        # table (the pairing stored).
        await end_round_killing(3, [fourth, fifth], fourth, "picture")
        assert int((await stored.tournament(tournament))["current_round"]) == 4
        (sixth,) = await crew.start()
        await everyone_ticks(
            crew, heard, lambda: has_pairings(heard, tournament, 4, stored.round_is_open)
        )
        # Announced once, with every match of the round: each one's players are told.
        (pairing,) = heard.of(tournament, PAIRINGS, 4)
        round_four = await stored.games(tournament, 4)
        assert sorted(pairing["matches"]) == sorted(int(g["match_id"]) for g in round_four)
        assert announces_boards(pairing["text"], round_four)

        # Round 4, the last: its last game ends at a process that dies while it composes
        # the final standings.
        await end_round_killing(4, [fifth, sixth], sixth, "final")
        await crew.start()
        await everyone_ticks(
            crew, heard, lambda: has_final(heard, tournament, stored.finished(tournament))
        )

        assert len(heard.of(tournament, FINAL)) == 1
        assert len(heard.of(tournament, ROUND_OVER, 4)) == 1
        assert await stored.rounds(tournament) == [1, 2, 3, 4]
        await check_one_match_per_game(stored, tournament)
        played = await stored.games(tournament)
        # A Swiss, checked from the pairings stored: every player once a round, nobody met
        # twice; each result as the test ended the game.
        check_once_a_round(played, players, RESTART_ROUNDS)
        pairs = Counter(frozenset((int(g["white_id"]), int(g["black_id"]))) for g in played)
        assert max(pairs.values()) == 1
        check_resignations(played, losers)
        table, _ = final_standings(heard, tournament)
        assert table == dict(expected_points(played, losers))


# ----- the start and the deadline, three processes ticking at once -----------------------


DEADLINE_PLAYERS = 6  # three boards a round
ROUND_LIMIT = 2 * HOUR  # far below the time per decision (the server's 72 h)
TIME_LOSS = "ran out of time at the round's deadline"


async def test_a_round_past_its_deadline_is_decided_by_the_clock_and_paired_once(
    crew: Crew, postgres_url: str
) -> None:
    trio = await crew.start(3)
    heard = Heard()
    players = [30_000 + n for n in range(DEADLINE_PLAYERS)]
    created = await trio[0].call(
        "tournament-create",
        organiser=9200,
        game=GAME,
        system="swiss",
        rounds=3,
        round_limit=ROUND_LIMIT,
        starts_at=time.time() + HOUR,  # the processes' clocks are real time, moved on alike
    )
    assert created["ok"], created
    tournament = created["tournament"]
    await join_all(trio[1], tournament, players)

    async def all_advance(seconds: float) -> None:
        moved = await asyncio.gather(*(w.call("advance", seconds=seconds) for w in trio))
        assert all(answer["ok"] for answer in moved), moved

    async with await Database.open(postgres_url) as db:
        stored = Stored(db)
        # Its start falls due: three processes ticking at once start it and pair round 1 once.
        await all_advance(HOUR + 60)
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 1))
        assert len(heard.of(tournament, PAIRINGS, 1)) == 1
        begun = [b for b in heard.bulletins if " begins with " in b["heading"]]
        assert len(begun) == 1
        (pairing,) = heard.of(tournament, PAIRINGS, 1)
        assert "Round deadline:" in pairing["text"]  # the clock rule is announced with it

        expected: dict[tuple[int, int], tuple[str, str]] = {}
        on_time: dict[tuple[int, int], int] = {}
        # Round 1: board 1 ends by resignation; board 2 has three moves (black, who moved,
        # is to decide: a game lost on time), board 3 none (white never moved: a forfeit).
        round_one = await stored.games(tournament, 1)
        loser = int(round_one[0]["black_id"])
        resigned = await resign(trio[0], stored, int(round_one[0]["match_id"]), loser, heard)
        assert resigned["ok"] and resigned["finished"], resigned
        expected[(1, 1)] = ("1", "0")
        for ply in (1, 2, 3):
            moved = await play_a_move(trio[ply - 1], db, int(round_one[1]["match_id"]))
            assert moved["ok"] and moved["ply"] == ply, moved
        expected[(1, 2)], on_time[(1, 2)] = ("1", "0"), int(round_one[1]["black_id"])
        expected[(1, 3)], on_time[(1, 3)] = ("-", "+"), int(round_one[2]["white_id"])
        assert int((await stored.tournament(tournament))["current_round"]) == 1

        # The deadline passes: the three tick at once, again and again.
        await all_advance(ROUND_LIMIT + 60)
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 2))
        timed_out = [int(g["match_id"]) for g in round_one[1:]]
        assert heard.updated(tournament) == Counter(timed_out)  # each decided, said once
        assert len(heard.of(tournament, ROUND_OVER, 1)) == 1
        assert len(heard.of(tournament, PAIRINGS, 2)) == 1
        for match_id in timed_out:
            match = await db.matches.get(match_id)
            assert match.status == "finished" and TIME_LOSS in english(match.reason or ""), match

        # Round 2: nobody moves.  At its deadline every white loses on time, but on board 1
        # black resigns at the same moment as the three processes tick; whoever lost on time
        # in round 1 too is withdrawn (two losses on time in a row).
        round_two = await stored.games(tournament, 2)
        for game in round_two[1:]:
            key = (2, int(game["board"]))
            expected[key], on_time[key] = ("-", "+"), int(game["white_id"])
        racing = int(round_two[0]["match_id"])
        resigner = int(round_two[0]["black_id"])
        await all_advance(ROUND_LIMIT + 60)
        late_resignation, *ticks = await asyncio.gather(
            trio[0].call("tournament-resign", match=racing, user=resigner),
            *(worker.call("tournament-tick") for worker in trio),
        )
        assert all(tick["ok"] for tick in ticks), ticks
        heard.take([late_resignation, *ticks])
        raced = await db.matches.get(racing)
        decided_on_time = [int(g["match_id"]) for g in round_two[1:]]
        if late_resignation["ok"]:  # the resignation came first: black lost, no time loss
            assert late_resignation["finished"] and "resigned" in (raced.reason or ""), raced
            expected[(2, 1)], losers = ("1", "0"), {(2, 1): resigner}
        else:  # the clock came first: white lost on time, and the resignation was refused
            assert late_resignation["error"] in ("NotAllowed", *TRY_AGAIN), late_resignation
            assert TIME_LOSS in english(raced.reason or ""), raced
            expected[(2, 1)], on_time[(2, 1)], losers = ("-", "+"), raced.white_id, {}
            decided_on_time.append(racing)
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 3))
        assert heard.updated(tournament) == Counter(timed_out + decided_on_time)
        assert len(heard.of(tournament, ROUND_OVER, 2)) == 1
        assert len(heard.of(tournament, PAIRINGS, 3)) == 1
        twice = {on_time[key] for key in on_time if key[0] == 1} & {
            on_time[key] for key in on_time if key[0] == 2
        }
        assert twice, "someone lost on time in both rounds"
        await check_entries_agree_with_pairings(stored, tournament)  # not paired in round 3

        # Round 3, the last: every game ends by resignation, at the three processes at once.
        losers |= {(1, 1): loser, **on_time}  # the resignations, and the losses on time
        ending = []
        for game in await stored.games(tournament, 3):
            key = (3, int(game["board"]))
            losers[key] = loser_of(3, game)
            expected[key] = ("0", "1") if losers[key] == int(game["white_id"]) else ("1", "0")
            worker = trio[int(game["board"]) % 3]
            ending.append(resign(worker, stored, int(game["match_id"]), losers[key], heard))
        assert all(answer["ok"] for answer in await asyncio.gather(*ending))
        await everyone_ticks(crew, heard, lambda: stored.finished(tournament))
        assert len(heard.of(tournament, FINAL)) == 1
        await check_one_match_per_game(stored, tournament)

        played = await stored.games(tournament)
        assert {
            (int(g["round"]), int(g["board"])): (g["white_result"], g["black_result"])
            for g in played
        } == expected
        assert {
            (int(g["round"]), int(g["board"])): g["lost_on_time"]
            for g in played
            if g["lost_on_time"] is not None
        } == on_time
        scored = await points_with_byes(stored, tournament, played, losers)
        table, notes = final_standings(heard, tournament)
        assert table == {user: scored[user] for user in players}
        assert {user for user, note in notes.items() if "two losses on time" in note} == twice


# ----- a bye and a withdrawal asked while another process pairs the round ----------------


BYE_ROUNDS = 3


async def check_entries_agree_with_pairings(stored: Stored, tournament: int) -> None:
    """Nobody is both paired and given a bye in one round, nor paired once withdrawn."""
    byes = await stored.rows(
        "SELECT round, user_id FROM tournament_byes WHERE tournament_id = ?", (tournament,)
    )
    withdrawn = {
        int(row["user_id"]): int(row["withdrawn_round"])
        for row in await stored.rows(
            "SELECT user_id, withdrawn_round FROM tournament_entrants "
            "WHERE tournament_id = ? AND withdrawn_round IS NOT NULL",
            (tournament,),
        )
    }
    for game in await stored.games(tournament):
        seated = {int(game["white_id"]), int(game["black_id"])}
        round_number = int(game["round"])
        byed = {int(b["user_id"]) for b in byes if int(b["round"]) == round_number}
        assert not seated & byed, f"round {round_number}: paired and given a bye"
        for user in seated:
            assert round_number < withdrawn.get(user, round_number + 1), (
                f"round {round_number}: {user} paired though withdrawn"
            )


async def check_late_entry(
    stored: Stored, tournament: int, user: int, joined: dict[str, Any]
) -> None:
    """A late entry's answer is true: "you play from round R" and the player is in round R
    (paired, or given its bye), or nothing was stored."""
    entered = await stored.rows(
        "SELECT first_round FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
        (tournament, user),
    )
    if not joined["ok"]:
        assert joined["error"] in TRY_AGAIN, joined
        assert entered == []
        return
    (told,) = re.findall(r"You play from round (\d+)", joined["notice"])
    assert [int(row["first_round"]) for row in entered] == [int(told)]
    first = int(told)
    if first > int((await stored.tournament(tournament))["current_round"]):
        return  # not paired yet
    seated = {
        int(p)
        for g in await stored.games(tournament, first)
        for p in (g["white_id"], g["black_id"])
    }
    byed = await stored.rows(
        "SELECT kind FROM tournament_byes WHERE tournament_id = ? AND round = ? AND user_id = ?",
        (tournament, first, user),
    )
    assert user in seated or byed, f"told to play from round {first}, left out of it"


async def test_a_bye_and_a_withdrawal_asked_while_another_process_pairs_are_told_true(
    crew: Crew, postgres_url: str
) -> None:
    pairer, asker, leaver, latecomer = await crew.start(4)
    heard = Heard()
    players = [40_000 + n for n in range(RESTART_PLAYERS)]
    late = 40_100
    tournament = await open_tournament(
        pairer, heard, 9300, players, system="swiss", rounds=BYE_ROUNDS, late_entries=True
    )
    losers: dict[tuple[int, int], int] = {}

    async with await Database.open(postgres_url) as db:
        stored = Stored(db)

        async def end_round(round_number: int, worker: Worker, boards: Iterable[int]) -> list:
            answers = []
            for game in await stored.games(tournament, round_number):
                key = (round_number, int(game["board"]))
                if game["white_result"] is not None and key not in losers:
                    # Not ended by the test: lost by the player who withdrew.
                    assert leaving in (int(game["white_id"]), int(game["black_id"]))
                    losers[key] = leaving
                if int(game["board"]) not in boards or game["white_result"] is not None:
                    continue
                loser = loser_of(round_number, game)
                losers[(round_number, int(game["board"]))] = loser
                answers.append(await resign(worker, stored, int(game["match_id"]), loser, heard))
            return answers

        round_one = await stored.games(tournament, 1)
        resting, leaving = int(round_one[0]["white_id"]), int(round_one[1]["black_id"])
        await end_round(1, asker, [1, 2, 3])
        # The last game of round 1 ends at a process that plans round 2 and is held before
        # storing it; meanwhile one player asks for a bye and another withdraws.
        armed = await pairer.call("pause-at", point="pairing")
        assert armed["ok"], armed
        ending = asyncio.create_task(end_round(1, pairer, [4]))
        paused = asyncio.create_task(pairer.call("paused", point="pairing"))
        await asyncio.wait((ending, paused), return_when=asyncio.FIRST_COMPLETED)
        assert paused.done() and paused.result()["ok"], "the pairing process waits"
        bye, gone, joined = await asyncio.gather(
            asker.call("tournament-bye", tournament=tournament, user=resting),
            leaver.call("tournament-withdraw", tournament=tournament, user=leaving),
            latecomer.call("tournament-join", tournament=tournament, user=late),
        )
        assert (await pairer.call("resume", point="pairing"))["ok"]
        (ended,) = await ending
        assert ended["ok"], ended
        await everyone_ticks(crew, heard, lambda: stored.round_is_open(tournament, 2))

        # Each answer is true of what was stored, and of the pairing made meanwhile.
        await check_entries_agree_with_pairings(stored, tournament)
        half_points = await stored.rows(
            "SELECT round FROM tournament_byes WHERE tournament_id = ? AND user_id = ? "
            "AND kind = 'H'",
            (tournament, resting),
        )
        if bye["ok"]:
            (told,) = re.findall(r"bye in round (\d+)", bye["notice"])
            assert [int(r["round"]) for r in half_points] == [int(told)]
        else:
            assert bye["error"] in (*TRY_AGAIN, "Conflict"), bye
            assert half_points == []
        (entry,) = await stored.rows(
            "SELECT withdrawn_round FROM tournament_entrants "
            "WHERE tournament_id = ? AND user_id = ?",
            (tournament, leaving),
        )
        if gone["ok"]:
            assert "not paired again" in gone["text"] and entry["withdrawn_round"] is not None
        else:
            assert gone["error"] in TRY_AGAIN, gone
            assert entry["withdrawn_round"] is None, gone

        await check_late_entry(stored, tournament, late, joined)

        # The tournament plays on to its end (a refused request asked again), consistent.
        if not joined["ok"]:
            joined = await latecomer.call("tournament-join", tournament=tournament, user=late)
            assert joined["ok"], joined
        players.append(late)
        if not bye["ok"]:
            again = await asker.call("tournament-bye", tournament=tournament, user=resting)
            assert again["ok"], again
        if not gone["ok"]:
            again = await leaver.call("tournament-withdraw", tournament=tournament, user=leaving)
            assert again["ok"], again
            heard.take([again])
        for round_number in (2, 3):
            await end_round(round_number, asker, range(1, RESTART_PLAYERS))

            async def moved_on(round_number: int = round_number) -> bool:
                if round_number == BYE_ROUNDS:
                    return await stored.finished(tournament)
                return await stored.round_is_open(tournament, round_number + 1)

            await everyone_ticks(crew, heard, moved_on)
        await check_entries_agree_with_pairings(stored, tournament)
        await check_one_match_per_game(stored, tournament)
        await check_late_entry(stored, tournament, late, joined)

        played = await stored.games(tournament)
        scored = await points_with_byes(stored, tournament, played, losers)
        table, notes = final_standings(heard, tournament)
        assert table == {user: scored[user] for user in players}
        assert "withdrawn" in notes[leaving]
