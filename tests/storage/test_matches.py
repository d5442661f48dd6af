"""Every operation of db.matches and each of its errors."""

from __future__ import annotations

import pytest

from games import Ending
from storage import (
    Match,
    MatchClosed,
    MatchNotFound,
    MoveRecord,
    VersionConflict,
)
from tests.storage.conftest import BLACK_ID, START, WHITE_ID, new_match

AFTER = "3RR3/8/8/7n/N6n/1N6/8/3rr3 b"  # any text: storage does not interpret positions
RESIGNED = Ending.RESIGNATION


async def white_moves(db, match: Match, **extra) -> Match:
    fields = {
        "side": "white",
        "text": "a4-b3",
        "position": AFTER,
        "to_move_id": BLACK_ID,
        "now": 2000.0,
    }
    fields.update(extra)
    return await db.matches.apply_move(match.id, match.version, **fields)


async def test_create_stores_every_field_and_get_reads_it_back(db):
    match = await new_match(
        db, guild_id=1, channel_id=2, thread_id=3, meta={"ai": {"level": 2}}, deadline_at=9.5
    )
    assert (match.version, match.ply, match.status) == (1, 0, "active")
    assert (match.guild_id, match.channel_id, match.thread_id) == (1, 2, 3)
    assert (match.white_id, match.black_id, match.to_move_id) == (WHITE_ID, BLACK_ID, WHITE_ID)
    assert match.options == {"first": "white"}
    assert match.meta == {"ai": {"level": 2}}
    assert match.created_at == match.updated_at == match.last_move_at == 1000.0
    assert match.deadline_at == 9.5
    assert (match.winner, match.reason) == (None, None)
    assert await db.matches.get(match.id) == match
    assert await db.matches.moves(match.id) == []
    assert await db.matches.secrets(match.id) == {}


async def test_create_keeps_initial_secrets_apart_from_the_match(db):
    match = await new_match(db, secrets={"salt:white": "s3cr3t", "king:white": "d1"})
    assert await db.matches.secrets(match.id) == {"salt:white": "s3cr3t", "king:white": "d1"}
    assert "s3cr3t" not in repr(match)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"status": "finished"}, "'setup' or 'active'"),
        ({"options": {"bad": {1, 2}}}, "options is not JSON"),
        ({"meta": ["not", "a", "mapping"]}, "meta must be a mapping"),
        ({"position": ""}, "position must be non-empty"),
        ({"secrets": {"k": 5}}, "secret 'k'"),
    ],
)
async def test_create_refuses_bad_input_and_stores_nothing(db, overrides, message):
    with pytest.raises(ValueError, match=message):
        await new_match(db, **overrides)
    assert await db.matches.all_active() == []


async def test_get_of_an_unknown_match_is_not_found(db):
    with pytest.raises(MatchNotFound, match="#404"):
        await db.matches.get(404)


async def test_apply_move_logs_the_move_and_updates_the_match(db):
    match = await new_match(db, meta={"ai": None})
    moved = await white_moves(db, match)
    assert (moved.version, moved.ply) == (2, 1)
    assert (moved.position, moved.to_move_id) == (AFTER, BLACK_ID)
    assert moved.last_move_at == moved.updated_at == 2000.0
    assert moved.created_at == 1000.0
    assert moved.meta == {"ai": None}, "meta is kept unless given"
    assert await db.matches.get(match.id) == moved
    assert await db.matches.moves(match.id) == [MoveRecord(1, "white", "a4-b3", 2000.0)]
    again = await db.matches.apply_move(
        match.id,
        moved.version,
        side="black",
        text="h4-g4",
        position=START,
        to_move_id=WHITE_ID,
        meta={"reminded": True},
        deadline_at=3000.0,
        now=2500.0,
    )
    assert (again.version, again.ply, again.meta, again.deadline_at) == (
        3,
        2,
        {"reminded": True},
        3000.0,
    )
    assert [m.ply for m in await db.matches.moves(match.id)] == [1, 2]


async def test_the_move_log_read_after_a_ply_holds_only_the_later_moves(db):
    match = await new_match(db)
    moved = await white_moves(db, match)
    await db.matches.apply_move(
        match.id, moved.version, side="black", text="h4-g4", position=START,
        to_move_id=WHITE_ID, now=2500.0,
    )  # fmt: skip
    later = MoveRecord(2, "black", "h4-g4", 2500.0)
    assert await db.matches.moves(match.id, after_ply=1) == [later]
    assert await db.matches.moves(match.id, after_ply=0) == [
        MoveRecord(1, "white", "a4-b3", 2000.0),
        later,
    ]
    assert await db.matches.moves(match.id, after_ply=2) == []


async def test_the_move_log_of_an_unknown_match_is_not_found_from_any_ply(db):
    for after_ply in (0, 3):
        with pytest.raises(MatchNotFound, match="#404"):
            await db.matches.moves(404, after_ply=after_ply)


async def test_a_redacted_move_keeps_its_real_text_in_the_secrets(db):
    match = await new_match(db, game_id="kings-crossing", options={"stealth": True})
    moved = await db.matches.apply_move(
        match.id,
        match.version,
        side="white",
        text="king ?",
        secret_text="king c1",
        position="mmmm/mmmm/4/4/4/4/MMMM/MMMM b home=d1,a8 stealth=1",
        to_move_id=BLACK_ID,
        secrets={"position": "full", "salt:white": "abc"},
    )
    assert [m.text for m in await db.matches.moves(match.id)] == ["king ?"]
    assert await db.matches.secret_moves(match.id) == {1: "king c1"}
    assert await db.matches.secrets(match.id) == {"position": "full", "salt:white": "abc"}
    await db.matches.apply_move(
        match.id,
        moved.version,
        side="black",
        text="king ?",
        secret_text="king a7",
        position="mmmm/mmmm/4/4/4/4/MMMM/MMMM w home=d1,a8 stealth=1",
        to_move_id=WHITE_ID,
        secrets={"position": "full 2", "salt:white": None},
    )
    assert await db.matches.secrets(match.id) == {"position": "full 2"}, "upserted, None deletes"
    assert await db.matches.secret_moves(match.id) == {1: "king c1", 2: "king a7"}


async def test_a_stale_move_is_a_conflict_and_changes_nothing(db):
    match = await new_match(db, secrets={"k": "v"})
    moved = await white_moves(db, match)
    with pytest.raises(VersionConflict, match="version 2, expected 1") as caught:
        await white_moves(db, match, secrets={"k": "changed"}, secret_text="x", meta={"m": 1})
    assert (caught.value.expected, caught.value.actual) == (1, 2)
    assert await db.matches.get(match.id) == moved
    assert len(await db.matches.moves(match.id)) == 1
    assert await db.matches.secrets(match.id) == {"k": "v"}
    assert await db.matches.secret_moves(match.id) == {}


async def test_a_move_to_an_unknown_match_is_not_found(db):
    with pytest.raises(MatchNotFound):
        await db.matches.apply_move(
            7, 1, side="white", text="a4-b3", position=AFTER, to_move_id=None
        )


async def test_a_winning_move_finishes_the_match_and_ends_its_draw_offer(db):
    match = await new_match(db)
    await db.draws.offer(match.id, "black")
    won = await white_moves(
        db,
        match,
        status="finished",
        winner="white",
        reason="goal",
        ending=Ending.GOAL,
        to_move_id=None,
    )
    assert (won.status, won.winner, won.reason, won.to_move_id) == (
        "finished",
        "white",
        "goal",
        None,
    )
    assert won.ending is Ending.GOAL
    assert await db.draws.get(match.id) is None
    with pytest.raises(MatchClosed, match="finished"):
        await white_moves(db, won)
    assert await db.matches.get(match.id) == won


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"side": "red"}, "side is"),
        ({"text": ""}, "text must be"),
        ({"winner": "white"}, "only with status='finished'"),
        ({"status": "finished", "winner": "white"}, "needs a reason"),
        ({"status": "finished", "winner": "draw", "reason": "x"}, "winner is"),
        ({"status": "finished", "winner": "white", "reason": "x"}, "the kind of its ending"),
        (
            {"status": "finished", "winner": "white", "reason": "x", "ending": "checkmate"},
            "No ending is called 'checkmate'",
        ),
        ({"ending": Ending.GOAL}, "only with status='finished'"),
        ({"status": "active", "ending": Ending.GOAL}, "only with status='finished'"),
        ({"status": "paused"}, "status is one of"),
        ({"meta": {"x": float("nan")}}, "not JSON"),
    ],
)
async def test_apply_move_refuses_bad_input_and_changes_nothing(db, extra, message):
    match = await new_match(db)
    with pytest.raises(ValueError, match=message):
        await white_moves(db, match, **extra)
    assert await db.matches.get(match.id) == match
    assert await db.matches.moves(match.id) == []


async def test_update_changes_the_named_fields_only(db):
    match = await new_match(db)
    updated = await db.matches.update(
        match.id, match.version, thread_id=77, meta={"reminder": 1}, deadline_at=5.0, now=1500.0
    )
    assert (updated.thread_id, updated.meta, updated.deadline_at) == (77, {"reminder": 1}, 5.0)
    assert (updated.version, updated.ply, updated.updated_at) == (2, 0, 1500.0)
    assert (updated.position, updated.last_move_at) == (match.position, match.last_move_at)
    cleared = await db.matches.update(match.id, updated.version, thread_id=None)
    assert cleared.thread_id is None


async def test_update_refuses_unknown_fields_and_stale_versions(db):
    match = await new_match(db)
    with pytest.raises(TypeError, match="cannot change ply, version"):
        await db.matches.update(match.id, match.version, ply=5, version=9)
    with pytest.raises(ValueError, match="status is one of"):
        await db.matches.update(match.id, match.version, status="paused")
    await db.matches.update(match.id, match.version, thread_id=1)
    with pytest.raises(VersionConflict):
        await db.matches.update(match.id, match.version, thread_id=2)
    with pytest.raises(MatchNotFound):
        await db.matches.update(999, 1, thread_id=2)
    assert (await db.matches.get(match.id)).thread_id == 1


async def test_update_works_on_a_finished_match(db):
    match = await new_match(db)
    done = await db.matches.finish(
        match.id, match.version, winner=None, reason="agreed", ending=Ending.AGREEMENT
    )
    renamed = await db.matches.update(done.id, done.version, thread_id=5)
    assert (renamed.status, renamed.thread_id) == ("finished", 5)


async def test_finish_stores_the_result_and_only_once(db):
    match = await new_match(db, deadline_at=50.0)
    await db.draws.offer(match.id, "white")
    with pytest.raises(VersionConflict):
        await db.matches.finish(
            match.id, match.version + 1, winner="black", reason="resigned", ending=RESIGNED
        )
    done = await db.matches.finish(
        match.id,
        match.version,
        winner="black",
        reason="resigned",
        ending=RESIGNED,
        position=AFTER,
        now=3000.0,
    )
    assert (done.status, done.winner, done.reason) == ("finished", "black", "resigned")
    assert done.ending is Ending.RESIGNATION
    assert (done.to_move_id, done.deadline_at, done.position) == (None, None, AFTER)
    assert (done.version, done.updated_at, done.last_move_at) == (2, 3000.0, 1000.0)
    assert await db.draws.get(match.id) is None
    with pytest.raises(MatchClosed):
        await db.matches.finish(
            match.id, done.version, winner="white", reason="time", ending=Ending.TIME
        )
    assert await db.matches.get(match.id) == done


async def test_archive_takes_a_match_out_of_every_list_and_is_idempotent(db):
    match = await new_match(db, deadline_at=1.0)
    archived = await db.matches.archive(match.id, now=4000.0)
    assert (archived.status, archived.to_move_id, archived.deadline_at) == ("archived", None, None)
    assert archived.version == 2
    assert await db.matches.archive(match.id) == archived
    assert await db.matches.active_for_user(WHITE_ID) == []
    assert await db.matches.waiting_on(WHITE_ID) == []
    assert await db.matches.due_for_timeout(now=10.0) == []
    assert await db.matches.all_active() == []
    with pytest.raises(MatchClosed):
        await white_moves(db, archived)
    with pytest.raises(MatchNotFound):
        await db.matches.archive(12345)


async def test_active_for_user_lists_unfinished_matches_newest_first(db):
    first = await new_match(db, guild_id=1, now=1.0)
    second = await new_match(db, guild_id=2, white_id=333, black_id=WHITE_ID, now=2.0)
    setup = await new_match(db, guild_id=1, status="setup", now=3.0)
    over = await new_match(db, guild_id=1, now=4.0)
    await db.matches.finish(
        over.id, over.version, winner="white", reason="resigned", ending=RESIGNED
    )
    await new_match(db, white_id=333, black_id=444, now=5.0)
    assert await db.matches.active_for_user(WHITE_ID) == [setup, second, first]
    assert await db.matches.active_for_user(WHITE_ID, guild_id=1) == [setup, first]
    assert await db.matches.active_for_user(BLACK_ID, guild_id=2) == []
    assert await db.matches.active_for_user(999) == []


async def test_waiting_on_lists_active_matches_the_user_must_decide_in(db):
    older = await new_match(db, now=1.0)
    newer = await new_match(db, now=2.0)
    await new_match(db, status="setup", now=0.5)
    moved = await white_moves(db, await new_match(db, now=0.1))
    assert await db.matches.waiting_on(WHITE_ID) == [older, newer]
    assert await db.matches.waiting_on(BLACK_ID) == [moved]


async def test_due_for_timeout_and_all_active(db):
    late = await new_match(db, deadline_at=10.0)
    later = await new_match(db, deadline_at=20.0, status="setup")
    none = await new_match(db)
    assert await db.matches.due_for_timeout(now=9.0) == []
    assert await db.matches.due_for_timeout(now=10.0) == [late]
    assert await db.matches.due_for_timeout(now=25.0) == [late, later]
    assert await db.matches.all_active() == [late, later, none]


@pytest.mark.parametrize("reader", ["moves", "secrets", "secret_moves"])
async def test_log_and_secret_readers_of_an_unknown_match_are_not_found(db, reader):
    with pytest.raises(MatchNotFound):
        await getattr(db.matches, reader)(31337)


async def test_match_helpers_name_sides_and_users(db):
    match = await new_match(db)
    assert (match.side_of(WHITE_ID), match.side_of(BLACK_ID), match.side_of(5)) == (
        "white",
        "black",
        None,
    )
    assert (match.user_of("white"), match.user_of("black")) == (WHITE_ID, BLACK_ID)
    assert not match.is_over
