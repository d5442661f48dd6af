"""A match's public frames carried on from an earlier reading (``service.played``): the same
frames as the game replayed from its start here, one view per new move instead of one per move
so far, and an earlier reading that does not fit the match is ignored."""

from __future__ import annotations

from typing import Any

import games
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_service_takebacks import casual
from tests.helpers import long_playout
from tests.renderers.test_replay_limit import game_frames
from tests.viewers import ONLOOKER, local_viewer

MOVES = 24
SEED = 3


async def _start(service: Any) -> int:
    offer = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    return int((await service.accept(local_viewer(BOB), offer.challenge_id)).match_id)


async def _move(service: Any, match_id: int, move: str) -> None:
    match = await service.get_match(match_id)
    await service.move(local_viewer(match.to_move_id), match_id, move)


async def test_carried_frames_are_the_games_own_and_cost_one_view_a_move(
    service, monkeypatch
) -> None:
    game = games.get("crossings")
    views = []
    view = game.view

    def counted(state: Any, seat: Any) -> Any:
        views.append(seat)
        return view(state, seat)

    monkeypatch.setattr(game, "view", counted)
    match_id = await _start(service)
    _, known, _ = await service.played(ONLOOKER, match_id)
    views.clear()
    for move in long_playout("crossings", SEED, MOVES):
        await _move(service, match_id, move)
        views.clear()
        _, known, shown = await service.played(ONLOOKER, match_id, known)
        # the new position's public view alone: a running match's view of its last
        # position is that one (a finished match's carries its result: its own test)
        assert views == [None]
    expected = game_frames("crossings", MOVES, seed=SEED)  # the game replayed here
    assert shown == expected and list(known.frames) == expected and known.moves == MOVES
    assert any(frame.took for frame in expected)  # the marks were compared, captures too
    views.clear()
    _, whole, again = await service.played(ONLOOKER, match_id)
    assert again == expected and len(views) == MOVES + 1  # from the start: every view


async def test_an_earlier_reading_of_another_match_is_not_carried_on(service) -> None:
    first, second = await _start(service), await _start(service)
    moves = long_playout("crossings", SEED, 4)
    for move in moves:
        await _move(service, first, move)
    other = long_playout("crossings", SEED + 1, 2)
    for move in other:
        await _move(service, second, move)
    _, known, _ = await service.played(ONLOOKER, first)
    _, played, shown = await service.played(ONLOOKER, second, known)
    assert shown == game_frames("crossings", 2, seed=SEED + 1) and played.match_id == second
    assert [frame.last_move for frame in shown[1:]] == other


async def test_a_finished_match_shows_its_result_on_the_last_carried_frame(service) -> None:
    match_id = await _start(service)
    moves = long_playout("crossings", SEED, 3)
    for move in moves:
        await _move(service, match_id, move)
    _, known, _ = await service.played(ONLOOKER, match_id)
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    _, played, shown = await service.played(ONLOOKER, match_id, known)
    assert len(played.texts) == len(known.texts) == 3 and len(shown) == 4
    assert shown[-1].view["outcome"] is not None and known.frames[-1].view.get("outcome") is None
    assert shown[:-1] == game_frames("crossings", 3, seed=SEED)[:-1]


async def test_a_reading_after_a_move_reads_the_log_from_the_last_move_it_had(
    service, monkeypatch
) -> None:
    match_id = await _start(service)
    asked: list[tuple[int, int]] = []  # (after_ply, rows read) of each read of the move log
    moves_of = service.db.matches.moves

    async def spied(match_id: int, *, after_ply: int = 0) -> Any:
        found = await moves_of(match_id, after_ply=after_ply)
        asked.append((after_ply, len(found)))
        return found

    monkeypatch.setattr(service.db.matches, "moves", spied)
    playout = long_playout("crossings", SEED, 4)
    await _move(service, match_id, playout[0])
    _, known, _ = await service.played(ONLOOKER, match_id)
    for ply, move in enumerate(playout[1:], start=2):
        await _move(service, match_id, move)
        asked.clear()
        _, known, shown = await service.played(ONLOOKER, match_id, known)
        assert asked == [(ply - 2, 2)]  # the last move it had (to tell it is still so), the new
    assert shown == game_frames("crossings", 4, seed=SEED)


async def test_a_reading_after_a_takeback_and_other_moves_shows_the_new_log(service) -> None:
    """Two plies taken back, then another move and the very move that came last before: the
    log is as long as the one read and ends the same, and only its earlier move differs."""
    match_id = await casual(service, "crossings")
    playout = long_playout("crossings", SEED, 4)
    for move in playout:
        await _move(service, match_id, move)
    _, known, _ = await service.played(ONLOOKER, match_id)
    for _ in range(2):  # the last move, then the one before it, each by its own player
        to_move = (await service.get_match(match_id)).to_move_id
        asker = BOB if to_move == ALICE else ALICE
        await service.propose_takeback(local_viewer(asker), match_id)
        await service.answer_takeback(local_viewer(to_move), match_id, True)
    assert (await service.get_match(match_id)).ply == len(playout) - 2
    game = games.get("crossings")
    state = (await service.load_state(await service.get_match(match_id)))[1]
    instead = next(
        move
        for move in game.legal_moves(state)
        if move != playout[-2] and playout[-1] in game.legal_moves(game.play(state, move))
    )
    for move in (instead, playout[-1]):
        await _move(service, match_id, move)
    _, played, shown = await service.played(ONLOOKER, match_id, known)
    new_log = (*playout[:-2], instead, playout[-1])
    assert [frame.last_move for frame in shown[1:]] == list(new_log)
    _, _, afresh = await service.played(ONLOOKER, match_id)
    assert shown == afresh and played.texts == new_log


async def test_a_reading_given_the_move_that_left_the_match_reads_no_log(
    service, monkeypatch
) -> None:
    """The move handed over with the match it left (as the storage feed hands a move of this
    process over) is the whole news when the reading had every decision before it: no read
    of the log; a reading two moves behind, or after a takeback, reads it as before."""
    match_id = await casual(service, "crossings")
    asked: list[int] = []  # after_ply of each read of the move log
    moves_of = service.db.matches.moves

    async def spied(match_id: int, *, after_ply: int = 0) -> Any:
        asked.append(after_ply)
        return await moves_of(match_id, after_ply=after_ply)

    playout = long_playout("crossings", SEED, 6)
    _, known, _ = await service.played(ONLOOKER, match_id)
    monkeypatch.setattr(service.db.matches, "moves", spied)
    for move in playout[:4]:
        await _move(service, match_id, move)
        fresh = await service.get_match(match_id)
        logged = (await moves_of(match_id))[-1]  # the log's last row, read here apart
        asked.clear()
        _, known, shown = await service.played(
            ONLOOKER, match_id, known, fresh=fresh, logged=logged
        )
        assert asked == []
    assert shown == game_frames("crossings", 4, seed=SEED)
    for move in playout[4:]:  # two moves, and the reading has the first of them only
        await _move(service, match_id, move)
    fresh = await service.get_match(match_id)
    logged = (await moves_of(match_id))[-1]
    asked.clear()
    _, _, shown = await service.played(ONLOOKER, match_id, known, fresh=fresh, logged=logged)
    assert asked == [3] and shown == game_frames("crossings", 6, seed=SEED)
    _, known, _ = await service.played(ONLOOKER, match_id)  # six decisions
    to_move = (await service.get_match(match_id)).to_move_id
    asker = BOB if to_move == ALICE else ALICE
    await service.propose_takeback(local_viewer(asker), match_id)
    await service.answer_takeback(local_viewer(to_move), match_id, True)
    game = games.get("crossings")
    for _ in range(2):  # another sixth move, and a seventh: one past what the reading had
        state = (await service.load_state(await service.get_match(match_id)))[1]
        legal = [move for move in game.legal_moves(state) if move != playout[-1]]
        await _move(service, match_id, legal[0])
    fresh = await service.get_match(match_id)
    logged = (await moves_of(match_id))[-1]
    assert logged.ply == len(known.texts) + 1  # it would fit, but for the takeback
    asked.clear()
    _, played, shown = await service.played(ONLOOKER, match_id, known, fresh=fresh, logged=logged)
    _, _, afresh = await service.played(ONLOOKER, match_id)
    assert asked[0] == 0 and shown == afresh and played.texts[5] != playout[5]
