"""``python -m storage copy SRC DST``: a whole database moves between the backends, both ways,
row for row with its ids; the destination must be empty and is left empty on refusal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from storage import Database, testing
from storage.lessons import LessonProgress
from storage.replay import verify_match
from storage.transfer import DestinationNotEmpty, copy_database
from tests.ratings.helpers import play_out
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match
from tests.storage.test_replay import store_random_game

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parents[2]


async def fill(target: str | Path) -> dict[str, int]:
    """A database with something in every table; the ids worth checking after a copy."""
    async with await Database.open(target) as db:
        stealth, _ = await store_random_game(db, "kings-crossing", {"stealth": True}, 3, 12)
        finished, _ = await store_random_game(db, "charing-cross", {}, seed=7, max_moves=400)
        await play_out(db, WHITE_ID, BLACK_ID, "white", guild_id=9, channel_id=2**62 + 2)  # boards
        archived = await new_match(
            db, guild_id=9, meta={"ai": {"level": 2}}, deadline_at=7.5, secrets={"salt": "s3"}
        )
        await db.matches.archive(archived.id)
        waiting = await new_match(db, guild_id=2**62, channel_id=2**62 + 1)  # Discord-sized ids
        await db.draws.offer(waiting.id, "black", now=12.25)
        accepted = await db.challenges.create(
            WHITE_ID,
            BLACK_ID,
            "crossings",
            {"x": 1},
            "random",
            guild_id=1,
            channel_id=2,
            expires_at=99.0,
            now=1.0,
        )
        await db.challenges.resolve(accepted.id, "accepted", match_id=waiting.id, now=2.0)
        pending = await db.challenges.create(
            BLACK_ID,
            None,
            "charing-cross",
            {},
            "white",
            guild_id=None,
            channel_id=None,
            expires_at=1e12,
            now=3.0,
        )
        await db.challenges.set_message(pending.id, 2**60)
        await db.settings.set(2**62, "timeout_hours", "48")
        await db.settings.set(2**62, "reminders", "off")
        await db.languages.remember(2**62 + 1, "es-ES")  # a Discord member's language
        for name in ("alice", "bob", "zoë"):
            await db.players.id_for(name)
        await db.lessons.save(LessonProgress(WHITE_ID, "crossings", 3, 4), now=5.5)
        await db.reviews.put(finished.id, WHITE_ID, {"moves": [{"ply": 3, "mark": "??"}]}, now=6.0)
        await fill_tournament(db)
        await db.web.keys()  # the web companion's key, made once
        await db.web.revoke(WHITE_ID)  # and a player's links revoked
        return {"stealth": stealth.id, "finished": finished.id, "challenge": pending.id}


async def fill_tournament(db: Database) -> None:
    """A tournament with entrants, a round, a game with its own (sixth) match, byes."""
    tournament = await db.tournaments.create(
        name="Zoë's cup", game_id="crossings", options={}, system="swiss", rounds=3,
        rated=True, time_limit=3600.0, round_limit=None, starts_at=None, player_limit=None,
        late_entries=True, tiebreaks="BH-C1,BH", organiser_id=WHITE_ID, guild_id=2**62,
        channel_id=2**62 + 1, now=7.0,
    )
    for user, name in ((WHITE_ID, "white"), (BLACK_ID, "black"), (2**61, "bye")):
        await db.tournaments.join(tournament.id, user, name, 1500, now=8.0)
    await db.tournaments.start(tournament.id, rounds=3, ratings={2**61: 1400}, now=9.0)
    await db.tournaments.record_round(
        tournament.id, 1, games=[(1, WHITE_ID, BLACK_ID)], byes=[(2**61, "U")],
        deadline_at=99.5, now=10.0,
    )
    played = await new_match(db, tournament_game=(tournament.id, 1, 1))
    await db.tournaments.record_result(played.id, "1", "0")
    await db.tournaments.request_bye(tournament.id, 2, BLACK_ID)
    await db.tournaments.withdraw(tournament.id, 2**61, from_round=2, reason="withdrew")


async def assert_same_rows(first: str | Path, second: str | Path) -> None:
    rows = await testing.rows_of(first)
    assert all(rows[table] for table in rows), "the sample has rows in every table"
    assert await testing.rows_of(second) == rows


async def test_sqlite_to_postgres_and_back_keeps_every_row(tmp_path, postgres_url):
    source, back = tmp_path / "source.sqlite3", tmp_path / "back.sqlite3"
    ids = await fill(source)

    report = await copy_database(source, postgres_url)
    assert report.counts["matches"] == 6 and report.counts["players"] == 3
    await assert_same_rows(source, postgres_url)
    await copy_database(postgres_url, back)
    await assert_same_rows(source, back)

    async with await Database.open(postgres_url) as db:
        for match_id in (ids["stealth"], ids["finished"]):
            await verify_match(db, match_id)  # the log, the secrets and the position agree
        # New rows are numbered after the copied ones, as in the source.
        assert (await new_match(db)).id == report.counts["matches"] + 1
        made = await db.challenges.create(
            1, 2, "crossings", {}, "white", guild_id=None, channel_id=None, expires_at=9.0
        )
        assert made.id == ids["challenge"] + 1
        assert await db.players.id_for("carol") == 4


async def test_a_destination_with_data_is_refused_and_left_as_it_was(tmp_path, postgres_url):
    source = tmp_path / "source.sqlite3"
    await fill(source)
    async with await Database.open(postgres_url) as db:
        await db.settings.set(1, "mine", "yes")
    before = await testing.rows_of(postgres_url)
    with pytest.raises(DestinationNotEmpty, match="already holds Gamut data .*guild_settings"):
        await copy_database(source, postgres_url)
    assert await testing.rows_of(postgres_url) == before


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "storage", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


async def test_the_command_copies_both_ways_with_one_line_each(tmp_path, postgres_url):
    source, back = tmp_path / "source.sqlite3", tmp_path / "back.sqlite3"
    await fill(source)
    there = run_cli("copy", str(source), postgres_url)
    assert there.returncode == 0, there.stderr
    counts = ", ".join(f"{len(r)} {t}" for t, r in (await testing.rows_of(source)).items())
    assert there.stdout == f"Copied {counts} from {source} to {postgres_url}.\n"
    assert there.stderr == ""
    back_again = run_cli("copy", postgres_url, str(back))
    assert back_again.returncode == 0, back_again.stderr
    await assert_same_rows(source, back)

    again = run_cli("copy", str(source), postgres_url)
    assert again.returncode == 1
    assert again.stdout == "" and again.stderr.count("\n") == 1
    assert again.stderr.startswith(f"{postgres_url} already holds Gamut data")


def test_the_command_names_the_database_it_cannot_open(tmp_path, postgres_url):
    server, query = postgres_url.split("?")
    missing = f"{server.rsplit('/', 1)[0]}/no_such_db?{query}"
    done = run_cli("copy", missing, str(tmp_path / "new.sqlite3"))
    assert done.returncode == 1
    assert done.stderr.startswith(f"SRC={missing}: the database does not exist"), done.stderr
    assert done.stderr.rstrip("\n").endswith("or correct SRC.")
    assert "Traceback" not in done.stderr
