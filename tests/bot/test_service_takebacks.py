"""Takebacks through the service, on both backends: the position after one equals the
position replayed by the engine from the shortened move log (read back from storage, not
from the service), the log and the version in storage, the proposal void once a move is made,
a stale picker refused even when the match reaches the same move count again, the refusals
(rated, tournament, not one's own move, nothing to take back), a live game's clock set back
to the start of the taken-back turn, and a Stealth King's secrecy kept."""

from __future__ import annotations

import random
import re

import pytest

import games
from bot.markup import plain
from bot.service import MatchService, NotAllowed, ServiceError
from storage import Database
from tests.bot.conftest import ALICE, BOB, FakeClock, named_service
from tests.storage.test_tournaments import new_tournament
from tests.viewers import local_viewer

GAME = "checkers-bosses"


@pytest.fixture
async def service(db: Database, clock: FakeClock):
    svc = named_service(db, clock)
    yield svc
    svc.close()


async def casual(service: MatchService, game_id: str = GAME, **extra) -> int:
    """Alice (white) vs Bob (black), casual."""
    reply = await service.challenge(
        ALICE, game_id, opponent=BOB, colour="white", rated=False, **extra
    )
    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    assert started.match_id is not None
    return started.match_id


async def play_some(service: MatchService, match_id: int, count: int, seed: int = 1) -> None:
    """``count`` seeded random decisions of whoever is to decide (passes are the host's)."""
    rng = random.Random(seed)
    for _ in range(count):
        match = await service.get_match(match_id)
        if match.is_over:
            return
        game, state = await service.load_state(match)
        moves = game.legal_moves(state)
        await service.move(local_viewer(match.to_move_id), match_id, rng.choice(moves))


async def replayed(db: Database, match_id: int) -> tuple[str, str | None]:
    """The engine's position and side to move after the stored log, read from storage (the
    real texts of secret decisions included), replayed from the start."""
    match = await db.matches.get(match_id)
    game = games.get(match.game_id)
    secret = await db.matches.secret_moves(match_id)
    state = game.start(**match.options)
    for record in await db.matches.moves(match_id):
        state = game.play(state, secret.get(record.ply, record.text))
    return game.dump(state), game.to_move(state)


async def test_a_takeback_both_agree_to_sets_the_match_back_one_move(service, db):
    match_id = await casual(service)
    await play_some(service, match_id, 6)
    before = await db.matches.get(match_id)
    log = await db.matches.moves(match_id)
    last = log[-1]
    asker = before.white_id if last.side == "white" else before.black_id
    other = BOB if asker == ALICE else ALICE
    asked = await service.propose_takeback(local_viewer(asker), match_id)
    assert f"asks to take back {last.text}" in plain(asked.text)
    (prompt,) = asked.prompts
    assert prompt.user_id == other
    assert [c.action for c in prompt.choices] == ["takeback-accept", "takeback-decline"]
    done = await service.answer_takeback(local_viewer(other), match_id, True)
    assert f"{last.text} of @" in plain(done.text) and "taken back" in plain(done.text)
    after = await db.matches.get(match_id)
    assert after.ply == before.ply - 1 and after.version > before.version
    assert [m.text for m in await db.matches.moves(match_id)] == [m.text for m in log[:-1]]
    position, to_move = replayed_now = await replayed(db, match_id)
    game, state = await service.load_state(after)
    assert (game.dump(state), game.to_move(state)) == replayed_now
    assert after.position == game.public_position(game.load(position))
    assert after.to_move_id == asker and to_move == last.side
    # The asker moves again, and the game goes on from there.
    await play_some(service, match_id, 2, seed=9)
    assert (await db.matches.get(match_id)).ply == before.ply + 1


async def test_a_declined_takeback_changes_nothing_and_a_move_voids_a_request(service, db):
    match_id = await casual(service)
    await play_some(service, match_id, 3)
    match = await db.matches.get(match_id)
    asker = match.white_id if (await db.matches.moves(match_id))[-1].side == "white" else BOB
    other = BOB if asker == ALICE else ALICE
    await service.propose_takeback(local_viewer(asker), match_id)
    with pytest.raises(ServiceError) as own:
        await service.answer_takeback(local_viewer(asker), match_id, True)
    assert "your opponent must answer" in plain(str(own.value))
    declined = await service.answer_takeback(local_viewer(other), match_id, False)
    assert "declines the takeback" in plain(declined.text)
    assert (await db.matches.get(match_id)).ply == match.ply
    # Asked again, then the opponent moves instead of answering: the request is void.
    await service.propose_takeback(local_viewer(asker), match_id)
    await play_some(service, match_id, 1, seed=4)
    with pytest.raises(ServiceError) as void:
        await service.answer_takeback(local_viewer(other), match_id, True)
    assert "no takeback request" in plain(str(void.value))
    # And the asker's last move is no longer the last decision: refused, saying why.
    with pytest.raises(NotAllowed) as not_last:
        await service.propose_takeback(local_viewer(asker), match_id)
    assert "only your own last move" in plain(str(not_last.value))


async def test_a_picker_opened_before_a_takeback_is_stale_even_at_the_same_move_count(service, db):
    match_id = await casual(service)
    await play_some(service, match_id, 4)
    match = await db.matches.get(match_id)
    mover_before = match.to_move_id
    opened = await service.decision(local_viewer(mover_before), match_id, None)
    last = (await db.matches.moves(match_id))[-1]
    asker = ALICE if last.side == "white" else BOB
    await service.propose_takeback(local_viewer(asker), match_id)
    await service.answer_takeback(local_viewer(mover_before), match_id, True)
    await play_some(service, match_id, 1, seed=5)  # the move count is as it was
    again = await db.matches.get(match_id)
    assert again.ply == match.ply
    with pytest.raises(NotAllowed):
        await service.decision(local_viewer(again.to_move_id), match_id, opened.ply)
    fresh = await service.decision(local_viewer(again.to_move_id), match_id, None)
    assert fresh.ply != opened.ply
    played = await service.move(
        local_viewer(again.to_move_id), match_id, fresh.moves[0], at_ply=fresh.ply
    )
    assert played.match_id == match_id


async def test_rated_tournament_and_set_up_takebacks_are_refused_saying_why(service, db):
    reply = await service.challenge(ALICE, GAME, opponent=BOB, colour="white", rated=True)
    rated = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    await play_some(service, rated, 1)
    with pytest.raises(NotAllowed) as refused:
        await service.propose_takeback(local_viewer(ALICE), rated)
    assert "a rated game's moves are never taken back" in plain(str(refused.value))

    tournament = await new_tournament(db, rated=False, organiser_id=ALICE)
    for user in (ALICE, BOB):
        await db.tournaments.join(tournament.id, user, f"p{user}", 800, now=6.0)
    await db.tournaments.start(tournament.id, rounds=1, ratings={}, now=7.0)
    await db.tournaments.record_round(
        tournament.id, 1, games=[(1, ALICE, BOB)], byes=[], deadline_at=None
    )
    started = await service.start_match(
        "charing-cross", {}, ALICE, BOB, tournament_game=(tournament.id, 1, 1)
    )
    assert started.match_id is not None
    await play_some(service, started.match_id, 1)
    with pytest.raises(NotAllowed) as in_tournament:
        await service.propose_takeback(local_viewer(ALICE), started.match_id)
    assert "a tournament game's moves are never taken back" in plain(str(in_tournament.value))

    fresh = await casual(service)
    with pytest.raises(NotAllowed) as nothing:
        await service.propose_takeback(local_viewer(ALICE), fresh)
    assert "no move to take back" in plain(str(nothing.value))
    stored = {m: (await db.matches.get(m)).version for m in (rated, started.match_id, fresh)}
    assert stored == {m: (await db.matches.get(m)).version for m in stored}  # nothing written


async def test_a_live_casual_game_s_clock_goes_back_to_the_turn_s_start(service, db, clock):
    match_id = await casual(service, "charing-cross", time="10+5")
    # Both first decisions (untimed), then timed turns 7 s apart.
    for _ in range(4):
        clock.advance(7)
        await play_some(service, match_id, 1, seed=clock.now)
    turn_start = await db.matches.get(match_id)  # the clock as the next turn begins
    mover = turn_start.to_move_id
    side = "white" if mover == ALICE else "black"
    clock.advance(12)
    while (await db.matches.get(match_id)).to_move_id == mover:  # the whole turn
        await play_some(service, match_id, 1, seed=3)
    moved = await db.matches.get(match_id)
    spent_ms = round((clock.now - turn_start.clock.turn_started_at) * 1000)
    assert moved.clock.remaining_ms(side) == (
        turn_start.clock.remaining_ms(side) - spent_ms + 5_000
    )
    clock.advance(30)  # the opponent thinks, then agrees
    await service.propose_takeback(local_viewer(mover), match_id)
    await service.answer_takeback(local_viewer(BOB if mover == ALICE else ALICE), match_id, True)
    back = await db.matches.get(match_id)
    # Back to before the mover's whole turn: its first decision of the turn may have come
    # before turn_start was read (a turn of several decisions keeps its clock running).
    log = [m.side for m in await db.matches.moves(match_id)]
    assert back.ply == len(log) <= turn_start.ply and back.to_move_id == mover
    assert not log or log[-1] != side
    for who in ("white", "black"):
        assert back.clock.remaining_ms(who) == turn_start.clock.remaining_ms(who)
    assert back.clock.turn_started_at == clock.now
    assert back.clock.flag_at == pytest.approx(
        clock.now + (turn_start.clock.flag_at - turn_start.clock.turn_started_at)
    )


async def _stealth(service: MatchService, black_king: str) -> int:
    reply = await service.challenge(
        ALICE,
        "kings-crossing",
        opponent=BOB,
        colour="white",
        rated=False,
        options={"stealth": True},
    )
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    assert match_id is not None
    with pytest.raises(NotAllowed):  # nothing to take back during the secret set-up
        await service.propose_takeback(local_viewer(ALICE), match_id)
    await service.private_choice(local_viewer(ALICE), match_id, "a1")
    await service.private_choice(local_viewer(BOB), match_id, black_king)
    with pytest.raises(NotAllowed) as set_up:  # the choices are secrets: never taken back
        await service.propose_takeback(local_viewer(BOB), match_id)
    assert "no move to take back" in plain(str(set_up.value))
    return match_id


def _numberless(text: str) -> str:
    return re.sub(r"Match #\d+", "Match #N", plain(text))


def _public(reply) -> tuple[str, object]:
    return _numberless(reply.text), reply.image.view if reply.image else None


async def test_a_stealth_king_s_takeback_says_nothing_of_where_it_hides(service, db):
    """Two matches that differ only in where Black's King hides get the same moves and the
    same takebacks: every public text and picture, and what White is sent, is identical; the
    engine's replay of the shortened real log matches the stored full position."""
    one, two = await _stealth(service, "a8"), await _stealth(service, "c7")
    rng = random.Random(11)
    for round_number in range(6):
        match = await db.matches.get(one)
        user = match.to_move_id
        legal = await service.legal_moves_for(local_viewer(user), one)
        assert legal == await service.legal_moves_for(local_viewer(user), two)
        move = legal[rng.randrange(len(legal))]
        for match_id in (one, two):
            await service.move(local_viewer(user), match_id, move)
        if round_number % 2:
            other = BOB if user == ALICE else ALICE
            said = []
            for match_id in (one, two):
                await service.propose_takeback(local_viewer(user), match_id)
                said.append(await service.answer_takeback(local_viewer(other), match_id, True))
            assert _public(said[0]) == _public(said[1])
            assert [m.user_id for m in said[0].private] == [m.user_id for m in said[1].private]
            assert [_numberless(m.text) for m in said[0].private if m.user_id == ALICE] == [
                _numberless(m.text) for m in said[1].private if m.user_id == ALICE
            ]
    for match_id in (one, two):
        match = await db.matches.get(match_id)
        position, _ = await replayed(db, match_id)
        assert (await db.matches.secrets(match_id))["position"] == position
        game = games.get("kings-crossing")
        assert match.position == game.public_position(game.load(position))
