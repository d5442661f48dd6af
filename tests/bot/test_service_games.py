"""Service operations for every game: moves, errors, passes and the draw hint."""

from __future__ import annotations

import random

import pytest

import games
from bot.markup import plain
from bot.service import NotAllowed, ServiceError
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer


async def create_at(db, game_id: str, position: str, options: dict | None = None) -> int:
    """A match between Alice (white) and Bob (black) from a given position."""
    game = games.get(game_id)
    state = game.load(position)
    side = game.to_move(state)
    match = await db.matches.create(
        game_id,
        options or {},
        ALICE,
        BOB,
        position,
        status="active",
        to_move_id=ALICE if side == "white" else BOB,
        meta={"time_limit": 3600.0},
    )
    return match.id


@pytest.mark.parametrize("game_id", games.ids())
async def test_every_game_plays_through_the_service_with_errors_for_the_wrong_user(
    service, game_id
):
    reply = await service.challenge(ALICE, game_id, opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    rng = random.Random(5)
    for _ in range(30):
        match = await service.get_match(match_id)
        if match.status != "active":
            break
        user = match.to_move_id
        other = BOB if user == ALICE else ALICE
        legal = await service.legal_moves_for(local_viewer(user), match_id)
        assert legal
        assert await service.legal_moves_for(local_viewer(other), match_id) == []
        with pytest.raises(NotAllowed):
            await service.move(local_viewer(other), match_id, legal[0])
        with pytest.raises(ServiceError, match=f"Match #{match_id}"):
            await service.move(local_viewer(user), match_id, "z9-z10")
        moved = await service.move(local_viewer(user), match_id, rng.choice(legal))
        assert moved.image.data.startswith(b"\x89PNG")
        assert moved.image.view["seat"] is None


async def test_an_automatic_pass_is_announced_and_logged(service, db):
    """Charing Cross: White's knight on g2 has no move after Black's, so White passes."""
    match_id = await create_at(db, "charing-cross", "8/8/8/8/3n4/7r/6Nr/8 b")
    reply = await service.move(local_viewer(BOB), match_id, "d4-c4")
    assert "White cannot move and passes." in plain(reply.text)
    assert "@bob to decide (black)" in plain(reply.text)
    assert [m.text for m in await db.matches.moves(match_id)] == ["d4-c4", "pass"]


async def test_kings_crossing_suggests_a_draw_after_ten_quiet_turns(service, db):
    """docs/rules/kings-crossing.md § How the game ends: the bot can suggest a draw at 10 turns
    without an advance or capture."""
    position = "kmmm/mmmm/4/4/4/4/MMM1/MMMK w home=d1,a8 quiet=9"
    match_id = await create_at(db, "kings-crossing", position)
    reply = await service.move(local_viewer(ALICE), match_id, "c2-d2")
    assert "either player may offer a draw" in plain(reply.text)
