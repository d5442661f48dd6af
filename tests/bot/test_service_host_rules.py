"""Host rules in every game: resignation, draws, time-outs and rematches end or restart any
match the same way, and a final board says who won rather than who is to move."""

from __future__ import annotations

import pytest

import games
from bot.i18n.messages import english
from bot.markup import plain
from bot.service import Conflict, NotAllowed
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_service_play import start
from tests.viewers import ONLOOKER, local_viewer

GAMES = games.ids()


def final_outcome(reply) -> dict:
    """The outcome drawn on a reply's board, checking the board says nobody is to move."""
    view = reply.image.view
    assert view["to_move"] is None
    return view["outcome"]


@pytest.mark.parametrize("game_id", GAMES)
async def test_resignation_asks_first_then_ends_the_match(service, db, game_id):
    match_id = await start(service, game_id)
    asked = await service.resign(local_viewer(ALICE), match_id)
    assert asked.confirm is not None and (await db.matches.get(match_id)).status == "active"
    ended = await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    assert final_outcome(ended)["winner"] == "black"
    match = await db.matches.get(match_id)
    assert (match.status, match.winner) == ("finished", "black")
    board = await service.board(ONLOOKER, match_id)
    assert final_outcome(board)["winner"] == "black"


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_draw_offered_and_accepted_ends_the_match(service, db, game_id):
    match_id = await start(service, game_id)
    offer = await service.offer_draw(local_viewer(ALICE), match_id)
    assert offer.prompts[0].user_id == BOB
    with pytest.raises(NotAllowed):
        await service.answer_draw(local_viewer(ALICE), match_id, True)  # not one's own offer
    ended = await service.answer_draw(local_viewer(BOB), match_id, True)
    assert final_outcome(ended)["winner"] is None
    match = await db.matches.get(match_id)
    assert match.status == "finished" and match.winner is None


@pytest.mark.parametrize("game_id", GAMES)
async def test_the_waiting_player_claims_the_win_after_the_time_limit(service, db, clock, game_id):
    match_id = await start(service, game_id)
    with pytest.raises(NotAllowed):
        await service.claim_timeout(local_viewer(BOB), match_id)  # too early
    clock.advance(72 * 3600 + 1)
    await service.tick()
    won = await service.claim_timeout(local_viewer(BOB), match_id)
    assert final_outcome(won)["winner"] == "black"


@pytest.mark.parametrize("game_id", GAMES)
async def test_rematch_swaps_colours_and_is_refused_while_the_match_runs(service, db, game_id):
    match_id = await start(service, game_id)
    with pytest.raises(NotAllowed, match="still going on"):
        await service.rematch(local_viewer(ALICE), match_id)
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)  # White (Alice) loses
    offer = await service.rematch(local_viewer(BOB), match_id)
    started = await service.accept(local_viewer(ALICE), offer.challenge_id)
    match = await db.matches.get(started.match_id)
    assert (match.white_id, match.black_id) == (BOB, ALICE)
    if games.get(game_id).rematch_loser_first:
        # Charing Cross: the loser moves first; Alice now plays Black, so Black starts.
        assert match.options["first"] == "black" and match.to_move_id == ALICE
    else:
        assert match.to_move_id == BOB  # White starts as usual


async def test_the_opponents_re_placement_is_prompted_to_the_jumped_pieces_owner(service):
    """Charing Cross: "When the choice is the opponent's, it is the opponent's decision before
    play goes on" -- Black jumps a white knight with both white knights' homes vacant."""
    match_id = await start(service)
    for user, move in ((ALICE, "a4-b4"), (BOB, "d1-e2"), (ALICE, "b4-c4"), (BOB, "e2-d3")):
        await service.move(local_viewer(user), match_id, move)
    await service.move(local_viewer(ALICE), match_id, "a5-b4")  # both white knights have left home
    jump = await service.move(
        local_viewer(BOB), match_id, "d3-b5"
    )  # the black rook jumps the c4 knight
    (prompt,) = jump.prompts
    assert prompt.user_id == ALICE and [c.argument for c in prompt.choices] == ["@a4", "@a5"]
    assert "@alice to decide" in plain(jump.text)
    with pytest.raises(NotAllowed):
        await service.move(local_viewer(BOB), match_id, "@a4")
    placed = await service.move(local_viewer(ALICE), match_id, "@a5")
    assert placed.image.view["pieces"]["a5"]["side"] == "white"
    assert "@alice to decide" in plain(placed.text)  # then White's own turn goes on


async def test_asking_for_a_rematch_the_opponent_already_offered_accepts_it(service, db):
    """Both players press Rematch: the second press starts the match the first one offered,
    instead of failing on a duplicate challenge."""
    match_id = await start(service, "crossings")
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    offer = await service.rematch(local_viewer(BOB), match_id)
    started = await service.rematch(local_viewer(ALICE), match_id)
    assert started.new_match
    match = await db.matches.get(started.match_id)
    assert (match.white_id, match.black_id) == (BOB, ALICE)
    assert (await db.challenges.get(offer.challenge_id)).status == "accepted"


async def test_a_second_rematch_offer_names_the_game_and_the_opponent(service):
    match_id = await start(service, "crossings")
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    await service.rematch(local_viewer(BOB), match_id)
    with pytest.raises(Conflict) as info:
        await service.rematch(local_viewer(BOB), match_id)
    message = str(info.value)
    assert "Crossings" in message and "@alice" in message
    assert "crossings" not in message.replace("Crossings", "")


async def test_a_resignation_retried_by_the_same_request_is_told_done_and_not_refused(service, db):
    """A resignation stores its request's key with the result: the same request arriving again
    (a retry after a lost answer) is told the resignation was recorded, and nothing changes."""
    match_id = await start(service, "crossings")
    await service.resign(local_viewer(ALICE), match_id, confirmed=True, request_key="discord:41")
    ended = await db.matches.get(match_id)
    assert (ended.status, ended.winner, english(ended.reason or "")) == (
        "finished",
        "black",
        "White resigned",
    )
    assert ended.meta["result_request_key"] == "discord:41"
    again = await service.resign(
        local_viewer(ALICE), match_id, confirmed=True, request_key="discord:41"
    )
    assert again.image is None and not again.text  # a private notice, nothing announced
    assert plain(again.notice) == (
        f"Match #{match_id} (Crossings): your resignation was already recorded for this request "
        "(@bob (black) wins: White resigned.); nothing more was changed."
    )
    assert (await db.matches.get(match_id)).version == ended.version  # nothing was written


async def test_another_request_to_resign_a_finished_match_is_refused(service, db):
    """Only the very request that resigned is told so: a new request (another click), or one
    after the match ended another way, hears that the match is over."""
    match_id = await start(service, "crossings")
    await service.resign(local_viewer(ALICE), match_id, confirmed=True, request_key="discord:1")
    with pytest.raises(NotAllowed, match="is over"):
        await service.resign(local_viewer(ALICE), match_id, confirmed=True, request_key="discord:2")
    drawn = await start(service, "crossings")
    await service.offer_draw(local_viewer(ALICE), drawn)
    await service.answer_draw(local_viewer(BOB), drawn, True)
    assert "result_request_key" not in (await db.matches.get(drawn)).meta
    with pytest.raises(NotAllowed, match=r"is over \(Draw: agreed by both players\.\)"):
        await service.resign(local_viewer(ALICE), drawn, confirmed=True, request_key="discord:3")
