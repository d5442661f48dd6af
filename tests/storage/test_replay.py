"""The replay check, on both backends: random games of every engine, stored move by move as the
service stores them, replay through the engine to exactly what was stored; tampering is
caught."""

from __future__ import annotations

from typing import Any

import pytest

import games
from storage import Database, Match, ReplayMismatch, testing
from storage.replay import FULL_POSITION, check_replay, replay, verify_match
from tests.helpers import random_states
from tests.storage.conftest import BLACK_ID, WHITE_ID

USERS = {"white": WHITE_ID, "black": BLACK_ID}
VARIANTS = [
    pytest.param(game_id, options, index, id=f"{game_id}-{index}")
    for game_id in games.ids()
    for index, options in enumerate(games.get(game_id).option_variants())
]


def hidden(game: games.Game, state: Any) -> dict[str, str | None]:
    """The secrets a host keeps for ``state``: the full position when the public one hides."""
    full = game.dump(state)
    return {FULL_POSITION: full if full != game.public_position(state) else None}


def to_move_id(game: games.Game, state: Any) -> int | None:
    side = game.to_move(state)
    return USERS[side] if side else None


async def store_random_game(
    db: Database,
    game_id: str,
    options: dict[str, Any],
    seed: int,
    max_moves: int,
    *,
    verify_each: bool = False,
) -> tuple[Match, Any]:
    """Play a seeded random game and store it as the match service does; (match, last state).

    With ``verify_each`` the stored match is replayed and compared after every move.
    """
    game = games.get(game_id)
    match: Match | None = None
    before: Any = None
    for state, move in random_states(game_id, options, seed, max_moves):
        if match is None:
            match = await db.matches.create(
                game_id,
                options,
                WHITE_ID,
                BLACK_ID,
                game.public_position(state),
                status="active",
                to_move_id=to_move_id(game, state),
                secrets=hidden(game, state),
            )
        else:
            public = game.public_move_text(before, move)
            outcome = game.outcome(state)
            match = await db.matches.apply_move(
                match.id,
                match.version,
                side=game.to_move(before),
                text=public,
                secret_text=move if public != move else None,
                position=game.public_position(state),
                to_move_id=to_move_id(game, state),
                secrets=hidden(game, state),
                status="finished" if outcome else None,
                winner=outcome.winner if outcome else None,
                reason=outcome.reason if outcome else None,
                ending=outcome.kind if outcome else None,
            )
        before = state
        if verify_each:
            assert await verify_match(db, match.id) == state
    assert match is not None
    return match, before


@pytest.mark.parametrize(("game_id", "options", "seed"), VARIANTS)
async def test_replaying_the_log_reproduces_the_stored_game(db, game_id, options, seed):
    match, state = await store_random_game(db, game_id, options, seed, max_moves=120)
    assert match.ply >= 1
    replayed = await verify_match(db, match.id)
    assert replayed == state
    game = games.get(game_id)
    stored = await db.matches.get(match.id)
    assert stored.position == game.public_position(state)
    secrets = await db.matches.secrets(match.id)
    assert secrets.get(FULL_POSITION, stored.position) == game.dump(state)
    if game.outcome(state) is not None:
        assert (stored.status, stored.winner) == ("finished", game.outcome(state).winner)


@pytest.mark.parametrize(("game_id", "options", "seed"), VARIANTS)
async def test_every_stored_prefix_replays_with_its_secrets(db, game_id, options, seed):
    """Hidden information (a Stealth King) exists mid-game: check the store after every move."""
    match, state = await store_random_game(db, game_id, options, seed, 24, verify_each=True)
    game = games.get(game_id)
    full = (await db.matches.secrets(match.id)).get(FULL_POSITION)
    assert full == (game.dump(state) if game.dump(state) != match.position else None)


@pytest.mark.parametrize("game_id", games.ids())
async def test_a_game_played_to_its_end_replays(db, game_id):
    match, state = await store_random_game(db, game_id, {}, seed=7, max_moves=400)
    assert await verify_match(db, match.id) == state


async def test_a_stored_position_that_disagrees_with_the_log_is_found(db):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=6)
    await db.matches.update(match.id, match.version, position="8/8/8/8/8/8/8/8 w")
    with pytest.raises(ReplayMismatch, match="the log gives .* the match stores '8/8"):
        await verify_match(db, match.id)


async def test_a_tampered_move_is_found_at_its_ply(db, database_url):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=6)
    await testing.damage(database_url, "moves", {"match_id": match.id, "ply": 3}, text="a1-a2")
    with pytest.raises(ReplayMismatch, match=r"ply 3 \('a1-a2'\).*not a legal"):
        await verify_match(db, match.id)


async def test_a_move_logged_for_the_wrong_side_is_found(db, database_url):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=4)
    # Seed 1 opens a5-a3 (over White's own a4), @a4 (White places it), h4-g3 (Black).
    await testing.damage(database_url, "moves", {"match_id": match.id, "ply": 3}, side="white")
    with pytest.raises(ReplayMismatch, match="ply 3 .* logged for white, but black"):
        await verify_match(db, match.id)


async def test_a_ply_counter_that_disagrees_with_the_log_is_found(db, database_url):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=4)
    await testing.damage(database_url, "matches", {"id": match.id}, ply=9)
    with pytest.raises(ReplayMismatch, match="counts 9 plies; its log has 4"):
        await verify_match(db, match.id)


async def test_a_wrong_full_position_in_the_secrets_is_found(db):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=4)
    moves = await db.matches.moves(match.id)
    with pytest.raises(ReplayMismatch, match="full position"):
        check_replay(match, moves, {}, {FULL_POSITION: "something else"})


async def test_a_match_waiting_on_the_wrong_user_is_found(db):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=4)
    moves = await db.matches.moves(match.id)
    wrong = WHITE_ID if match.to_move_id == BLACK_ID else BLACK_ID
    waiting_on_the_wrong_user = await db.matches.update(match.id, match.version, to_move_id=wrong)
    with pytest.raises(ReplayMismatch, match="waits on user"):
        check_replay(waiting_on_the_wrong_user, moves, {}, {})


async def test_an_engine_result_the_match_does_not_record_is_found(db):
    match, state = await store_random_game(db, "charing-cross", {}, seed=7, max_moves=400)
    assert games.get("charing-cross").outcome(state) is not None
    moves = await db.matches.moves(match.id)
    reopened = await db.matches.update(match.id, match.version, status="active", winner=None)
    with pytest.raises(ReplayMismatch, match="the game is over"):
        check_replay(reopened, moves, {}, {})


async def test_secret_text_for_a_ply_outside_the_log_is_found(db):
    match, _ = await store_random_game(db, "charing-cross", {}, seed=1, max_moves=2)
    moves = await db.matches.moves(match.id)
    with pytest.raises(ReplayMismatch, match=r"plies not in the log: \[5\]"):
        replay(match.game_id, match.options, moves, {5: "king a1"})
