"""Playing through the service: who may move, errors, prompts, passes, draws, resignation,
time-outs, rematches, the move limit and concurrency."""

from __future__ import annotations

import asyncio

import pytest

from bot.markup import plain
from bot.service import Conflict, MatchService, NotAllowed, ServiceError, ServiceSettings
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import ONLOOKER, local_viewer


async def start(service, game="charing-cross", options=None) -> int:
    """Alice (white) vs Bob (black)."""
    reply = await service.challenge(ALICE, game, opponent=BOB, colour="white", options=options)
    return (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id


async def test_a_move_is_stored_and_announced_with_the_board(service, db):
    match_id = await start(service)
    reply = await service.move(local_viewer(ALICE), match_id, "A4-B5")
    assert "a4-b5" in plain(reply.text) and "@bob to decide" in plain(reply.text)
    assert reply.image.data.startswith(b"\x89PNG")
    assert reply.mentions == (BOB,)
    moves = await db.matches.moves(match_id)
    assert [(m.side, m.text) for m in moves] == [("white", "a4-b5")]


async def test_only_the_player_to_decide_may_move(service, db):
    match_id = await start(service)
    with pytest.raises(NotAllowed, match="@alice's decision"):
        await service.move(local_viewer(BOB), match_id, "h5-g5")
    with pytest.raises(NotAllowed, match="not playing"):
        await service.move(local_viewer(CAROL), match_id, "a4-b5")
    assert (await db.matches.get(match_id)).ply == 0


async def test_an_illegal_move_names_the_match_and_the_alternatives(service, db):
    match_id = await start(service)
    with pytest.raises(ServiceError) as info:
        await service.move(local_viewer(ALICE), match_id, "a4-c6")
    message = str(info.value)
    assert f"Match #{match_id}" in message and "a4-b5" in message
    assert (await db.matches.get(match_id)).version == 1 or (
        await db.matches.get(match_id)
    ).ply == 0


async def test_a_mid_turn_decision_is_prompted_to_its_owner(service):
    """Charing Cross: the owner of a jumped piece chooses its home square."""
    match_id = await start(service)
    reply = await service.move(local_viewer(ALICE), match_id, "a4-a6")  # white jumps its own knight
    (prompt,) = reply.prompts
    assert prompt.user_id == ALICE
    assert [c.argument for c in prompt.choices] == ["@a4", "@a5"]
    with pytest.raises(NotAllowed):
        await service.move(local_viewer(BOB), match_id, "h5-g5")
    after = await service.move(local_viewer(ALICE), match_id, "@a4")
    assert "@bob to decide" in plain(after.text)


async def test_resign_asks_for_confirmation_first(service, db):
    match_id = await start(service)
    ask = await service.resign(local_viewer(BOB), match_id)
    assert ask.confirm is not None and ask.confirm.user_id == BOB
    assert (await db.matches.get(match_id)).status == "active"
    done = await service.resign(local_viewer(BOB), match_id, confirmed=True)
    assert "@alice (white) wins: Black resigned" in plain(done.text)
    match = await db.matches.get(match_id)
    assert (match.status, match.winner) == ("finished", "white")
    with pytest.raises(NotAllowed, match="is over"):
        await service.move(local_viewer(ALICE), match_id, "a4-b5")


async def test_draw_offer_accept_and_decline(service, db):
    match_id = await start(service)
    offer = await service.offer_draw(local_viewer(ALICE), match_id)
    assert offer.prompts[0].user_id == BOB
    with pytest.raises(NotAllowed):
        await service.answer_draw(local_viewer(ALICE), match_id, True)
    declined = await service.answer_draw(local_viewer(BOB), match_id, False)
    assert "declines" in plain(declined.text)
    await service.offer_draw(local_viewer(BOB), match_id)
    agreed = await service.answer_draw(local_viewer(ALICE), match_id, True)
    assert "Draw" in plain(agreed.text)
    assert (await db.matches.get(match_id)).winner is None


async def test_a_move_declines_the_opponents_draw_offer(service, db):
    match_id = await start(service)
    await service.offer_draw(local_viewer(BOB), match_id)
    await service.move(local_viewer(ALICE), match_id, "a4-b5")
    assert await db.draws.get(match_id) is None


async def test_an_offer_made_before_ones_own_move_stands_until_answered(service, db):
    match_id = await start(service)
    await service.offer_draw(local_viewer(ALICE), match_id)
    await service.move(local_viewer(ALICE), match_id, "a4-b5")  # offer, then move
    assert (await db.draws.get(match_id)).side == "white"
    await service.move(local_viewer(BOB), match_id, "h5-g5")  # Bob plays on: declined
    assert await db.draws.get(match_id) is None


async def test_reminder_at_half_time_then_time_out_claim(service, clock, db):
    match_id = await start(service)
    with pytest.raises(NotAllowed, match="still has"):
        await service.claim_timeout(local_viewer(BOB), match_id)
    clock.advance(36 * 3600 + 1)
    (reminder,) = [r for r in await service.tick() if r.match_id == match_id]
    assert reminder.private[0].user_id == ALICE and "Reminder" in plain(reminder.private[0].text)
    assert not [r for r in await service.tick() if r.match_id == match_id], "reminded once"
    clock.advance(36 * 3600)
    (notice,) = [r for r in await service.tick() if r.match_id == match_id]
    assert notice.prompts[0].user_id == BOB
    with pytest.raises(NotAllowed):
        await service.claim_timeout(local_viewer(ALICE), match_id)
    won = await service.claim_timeout(local_viewer(BOB), match_id)
    assert "did not move within 3 days" in plain(won.text)
    assert (await db.matches.get(match_id)).winner == "black"


async def test_rematch_swaps_colours_and_the_charing_cross_loser_moves_first(service, db):
    match_id = await start(service)
    await service.resign(local_viewer(BOB), match_id, confirmed=True)  # Alice (white) wins
    offer = await service.rematch(local_viewer(BOB), match_id)
    assert offer.prompts[0].user_id == ALICE
    started = await service.accept(local_viewer(ALICE), offer.challenge_id)
    match = await db.matches.get(started.match_id)
    assert (match.white_id, match.black_id) == (BOB, ALICE)
    assert match.options["first"] == "white"  # Bob, the loser, now plays white and starts
    assert match.to_move_id == BOB


async def test_host_move_limit_ends_the_match_as_a_draw(db, clock):
    service = MatchService(db, settings=ServiceSettings(move_limit=2), clock=clock)
    match_id = await start(service)
    await service.move(local_viewer(ALICE), match_id, "a4-b5")
    reply = await service.move(local_viewer(BOB), match_id, "h5-g5")
    assert "limit of 2 moves" in plain(reply.text)
    assert (await db.matches.get(match_id)).status == "finished"
    service.close()


async def test_racing_moves_apply_exactly_one(service, db):
    match_id = await start(service)
    results = await asyncio.gather(
        *(
            service.move(local_viewer(ALICE), match_id, move)
            for move in ("a4-b5", "a4-b4", "a5-b6")
        ),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, Exception)]
    assert len(applied) == 1
    assert all(isinstance(r, NotAllowed | Conflict) for r in results if isinstance(r, Exception))
    assert (await db.matches.get(match_id)).ply == 1


async def test_self_play_lets_one_user_play_both_sides(service):
    reply = await service.challenge(ALICE, "charing-cross", opponent=ALICE)
    match_id = reply.match_id
    await service.move(local_viewer(ALICE), match_id, "a4-b5")
    after = await service.move(local_viewer(ALICE), match_id, "h5-g5")
    assert "@alice" in plain(after.text)


async def test_history_replay_rules_board_and_list(service):
    match_id = await start(service)
    await service.move(local_viewer(ALICE), match_id, "a4-b5")
    await service.move(local_viewer(BOB), match_id, "h5-g5")
    history = await service.history(ONLOOKER, match_id)
    assert "a4-b5" in plain(history.text) and "h5-g5" in plain(history.text)
    replay = await service.replay(ONLOOKER, match_id)
    assert replay.image.data.startswith(b"GIF8")
    assert "Charing Cross" in (await service.rules("charing-cross")).notice
    board = await service.board(ONLOOKER, match_id)
    assert board.image is not None and "@alice to decide" in plain(board.text)
    listing = await service.matches_of(local_viewer(ALICE))
    assert f"#{match_id}" in plain(listing.notice)
    assert await service.resolve_match(local_viewer(ALICE)) == match_id
    assert await service.legal_moves_for(local_viewer(ALICE), match_id)
    assert await service.legal_moves_for(local_viewer(BOB), match_id) == []
