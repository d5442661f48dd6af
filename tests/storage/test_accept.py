"""Accepting a challenge and creating its match are one transaction (db.matches.create with
``accepting_challenge``): a failure or a crash between them leaves the challenge open.  On
both backends."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import storage.matches
from storage import ChallengeClosed, ChallengeNotFound, Database, StorageBusy
from tests.storage.conftest import START, new_match

ROOT = Path(__file__).resolve().parents[2]
ALICE, BOB = 1, 2


async def open_challenge(db: Database, **extra: Any) -> int:
    fields: dict[str, Any] = {"guild_id": 10, "channel_id": 20, "expires_at": 500.0, "now": 100.0}
    fields.update(extra)
    made = await db.challenges.create(ALICE, BOB, "charing-cross", {}, "white", **fields)
    return made.id


async def accept(db: Database, challenge_id: int, now: float = 200.0) -> storage.Match:
    return await new_match(
        db,
        white_id=ALICE,
        black_id=BOB,
        secrets={"salt": "s3cret"},
        accepting_challenge=challenge_id,
        now=now,
    )


async def assert_still_open(target: str | Path, challenge_id: int) -> None:
    """Through a second handle: the challenge is open and no match was stored."""
    async with await Database.open(target) as other:
        challenge = await other.challenges.get(challenge_id)
        assert (challenge.status, challenge.match_id, challenge.resolved_at) == ("open", None, None)
        assert await other.matches.all_active() == []


async def test_accepting_stores_the_match_and_links_the_challenge(db):
    challenge_id = await open_challenge(db)
    match = await accept(db, challenge_id)
    challenge = await db.challenges.get(challenge_id)
    assert (challenge.status, challenge.match_id, challenge.resolved_at) == (
        "accepted",
        match.id,
        200.0,
    )
    assert await db.matches.get(match.id) == match
    assert await db.matches.secrets(match.id) == {"salt": "s3cret"}


async def test_a_failure_inside_the_transaction_leaves_the_challenge_open_for_a_retry(
    db, database_url, monkeypatch
):
    challenge_id = await open_challenge(db)

    async def busy(*_: Any) -> None:  # after the match INSERT, before the challenge UPDATE
        raise StorageBusy("injected: the database stayed locked. Try again in a moment.")

    with monkeypatch.context() as patch:
        patch.setattr(storage.matches, "_store_secrets", busy)
        with pytest.raises(StorageBusy, match="injected"):
            await accept(db, challenge_id)
    await assert_still_open(database_url, challenge_id)

    match = await accept(db, challenge_id, now=210.0)
    challenge = await db.challenges.get(challenge_id)
    assert (challenge.status, challenge.match_id) == ("accepted", match.id)
    assert [m.id for m in await db.matches.all_active()] == [match.id]


async def test_a_closed_or_expired_challenge_refuses_and_stores_no_match(db):
    declined = await open_challenge(db)
    await db.challenges.resolve(declined, "declined", now=150.0)
    with pytest.raises(ChallengeClosed, match="already declined"):
        await accept(db, declined)
    late = await open_challenge(db, expires_at=300.0)
    with pytest.raises(ChallengeClosed, match="has expired"):
        await accept(db, late, now=300.0)
    with pytest.raises(ChallengeNotFound):
        await accept(db, late + 100)
    assert await db.matches.all_active() == []
    assert (await db.challenges.get(late)).status == "open"


async def test_two_accepts_at_once_make_one_match(database_url):
    first, second = await asyncio.gather(Database.open(database_url), Database.open(database_url))
    try:
        challenge_id = await open_challenge(first)
        results = await asyncio.gather(
            *(accept(handle, challenge_id) for handle in (first, second, first, second)),
            return_exceptions=True,
        )
        made = [r for r in results if isinstance(r, storage.Match)]
        assert len(made) == 1
        assert all(isinstance(r, ChallengeClosed) for r in results if r not in made)
        assert [m.id for m in await second.matches.all_active()] == [made[0].id]
        assert (await second.challenges.get(challenge_id)).match_id == made[0].id
    finally:
        await first.close()
        await second.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_a_process_killed_half_way_through_accepting_leaves_it_open(database_url):
    """SQLite: the next opener rolls the torn transaction back; PostgreSQL: the server does,
    when the killed client's connection drops."""
    async with await Database.open(database_url) as db:
        challenge_id = await open_challenge(db)
    child = subprocess.run(
        [sys.executable, "-m", "tests.storage.accept_crash_child", database_url, str(challenge_id)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == -signal.SIGKILL, child.stdout + child.stderr
    await assert_still_open(database_url, challenge_id)
    async with await Database.open(database_url) as db:
        assert await db.integrity_check() == ["ok"]
        match = await accept(db, challenge_id)
        assert (await db.challenges.get(challenge_id)).match_id == match.id
        assert match.position == START
