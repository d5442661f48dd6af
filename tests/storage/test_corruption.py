"""A damaged row makes only its own match unavailable, with a clear error."""

from __future__ import annotations

import logging

import pytest

from storage import MatchUnavailable, StorageError, testing
from tests.storage.conftest import BLACK_ID, WHITE_ID, new_match

DAMAGE = [
    pytest.param({"options": "{not json"}, "options is not valid JSON", id="bad-json"),
    pytest.param({"meta": "[1, 2]"}, "meta is JSON list, not an object", id="meta-not-object"),
    pytest.param({"status": "exploded"}, "status is str 'exploded'", id="unknown-status"),
    pytest.param({"white_id": "alice"}, "white_id is str 'alice'", id="id-not-a-number"),
    pytest.param({"reason": b"\x00blob"}, "reason is bytes", id="reason-a-blob"),
    pytest.param({"game_id": testing.RawText(b"\xffcross")}, "not UTF-8", id="text-not-utf8"),
    pytest.param({"winner": "nobody"}, "winner is str 'nobody'", id="bad-winner"),
]


@pytest.mark.parametrize(("columns", "problem"), DAMAGE)
async def test_a_damaged_match_is_unavailable_and_the_others_keep_working(
    db, db_path, columns, problem
):
    good = await new_match(db, now=1.0)
    bad = await new_match(db, now=2.0)
    assert testing.damage(db_path, "matches", {"id": bad.id}, **columns) == 1

    with pytest.raises(MatchUnavailable, match=f"Match #{bad.id} is unavailable") as caught:
        await db.matches.get(bad.id)
    assert problem in str(caught.value)
    assert caught.value.match_id == bad.id
    with pytest.raises(MatchUnavailable):
        await db.matches.apply_move(
            bad.id, bad.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
        )
    assert await db.matches.moves(bad.id) == [], "the refused move was rolled back"

    assert await db.matches.get(good.id) == good
    if columns.get("status") != "exploded":  # an unknown status is in no list at all
        assert await db.matches.active_for_user(BLACK_ID) == [good]
    assert await db.matches.all_active() == [good]
    moved = await db.matches.apply_move(
        good.id, good.version, side="white", text="a4-b3", position="x", to_move_id=BLACK_ID
    )
    assert moved.ply == 1


async def test_lists_log_the_match_they_leave_out(db, db_path, caplog):
    bad = await new_match(db)
    testing.damage(db_path, "matches", {"id": bad.id}, meta="oops")
    with caplog.at_level(logging.WARNING, logger="storage"):
        assert await db.matches.waiting_on(WHITE_ID) == []
    assert f"Match #{bad.id} is unavailable" in caplog.text


async def test_a_damaged_move_log_makes_only_that_match_unavailable(db, db_path):
    good = await new_match(db)
    bad = await new_match(db)
    for match in (good, bad):
        await db.matches.apply_move(
            match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=None
        )
    testing.damage(db_path, "moves", {"match_id": bad.id}, side="purple")
    with pytest.raises(MatchUnavailable, match="the move log: side is str 'purple'"):
        await db.matches.moves(bad.id)
    assert [m.text for m in await db.matches.moves(good.id)] == ["a4-b3"]


async def test_a_ply_counter_behind_its_log_refuses_moves_without_writing(db, db_path):
    match = await new_match(db)
    moved = await db.matches.apply_move(
        match.id, match.version, side="white", text="a4-b3", position="x", to_move_id=None
    )
    testing.damage(db_path, "matches", {"id": match.id}, ply=0)
    with pytest.raises(MatchUnavailable, match="the move log does not fit"):
        await db.matches.apply_move(
            match.id, moved.version, side="black", text="h4-g4", position="y", to_move_id=None
        )
    assert (await db.matches.get(match.id)).version == moved.version


async def test_a_damaged_challenge_is_a_clear_storage_error(db, db_path):
    made = await db.challenges.create(
        1, 2, "crossings", {}, "white", guild_id=None, channel_id=None, expires_at=9.0, now=1.0
    )
    testing.damage(db_path, "challenges", {"id": made.id}, colour="plaid")
    with pytest.raises(StorageError, match=f"Challenge #{made.id} is unavailable.*colour"):
        await db.challenges.get(made.id)
    assert await db.challenges.open_for_user(1) == []


async def test_integrity_check_names_a_row_that_breaks_its_constraints(db, db_path):
    match = await new_match(db)
    assert await db.integrity_check() == ["ok"]
    testing.damage(db_path, "matches", {"id": match.id}, status="exploded")
    assert await db.integrity_check() == ["CHECK constraint failed in matches"]
