"""Watched changes drawn by the drawer (bot/web/drawing.py): frames carried on from the ones
kept are the frames played from the start; the drawing process draws the bytes a thread of
this process draws (its own interpreter, its own hash seed), a spectator's bytes there too
the same wherever a Stealth King hides; a drawing process that dies is told as such and
replaced at the next change; and a companion drawing in its process sends a move to an open
stream.  The hosts start the companion with the process (bot.web.hosting)."""

from __future__ import annotations

import json
import os
import pickle
import random
import signal
from dataclasses import replace
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

import games
from bot.service import MatchService
from bot.service.frame_log import Played
from bot.service.off_loop import OffLoop
from bot.web import WebCompanion
from bot.web.drawing import Drawing, DrawingLost, DrawingThread, Order, draw
from bot.web.drawing_process import DrawingProcess
from bot.web.guard import RateLimit
from bot.web.hosting import WebPlace, start_web
from bot.web.pages import Place
from bot.web.snapshot import Carried
from renderers.style import COLOUR_BLIND, STANDARD
from tests.bot.conftest import ALICE, BOB
from tests.viewers import ONLOOKER, local_viewer
from tests.web.conftest import NAMES, links, start_match
from tests.web.test_live import blocks, next_event, same, stealth_pair

PLACE = Place(page="/w/TOKEN", stream="/w/TOKEN/events")
GROUPS = (("en", STANDARD), ("de", COLOUR_BLIND))


async def order_of(service: MatchService, match_id: int) -> Order:
    """What the companion hands its drawer for the match as it stands, read as an onlooker
    (every local match is visible to one): the whole log, no earlier reading carried."""
    match, log = await service.match_log(ONLOOKER, match_id)
    names = {"white": NAMES[ALICE], "black": NAMES[BOB]}
    revealed = tuple(await service.boards.reveal_lines(match)) if match.status.is_over else ()
    return Order(match, log, names, revealed, PLACE, GROUPS)


async def play_some(service: MatchService, match_id: int, moves: int, seed: int) -> None:
    """``moves`` moves of the match, each a random legal one of the side to move."""
    rng = random.Random(seed)
    for _ in range(moves):
        match = await service.get_match(match_id)
        legal = await service.legal_moves_for(local_viewer(match.to_move_id), match_id)
        await service.move(local_viewer(match.to_move_id), match_id, rng.choice(legal))


async def test_frames_carried_on_from_those_kept_are_the_frames_played_from_the_start(
    service,
) -> None:
    match_id = await start_match(service)
    kept: Carried[Played] = Carried()
    drawings = []
    for seed in range(8):
        await play_some(service, match_id, 1, seed)
        order = await order_of(service, match_id)
        carried = draw(order, kept)
        afresh = draw(order, Carried())
        assert carried == afresh
        drawings.append(carried)
    assert [drawing.latest for drawing in drawings] == list(range(1, 9))
    assert len(set(drawings[-1].events.values())) == 2  # two languages, two palettes
    english = json.loads(drawings[-1].events[GROUPS[0]].split(b"data: ", 1)[1])["html"]
    assert "bob &lt;script&gt;" in english and "<script>" not in english


async def test_the_drawing_process_draws_what_this_process_draws_and_is_replaced_when_it_dies(
    service,
) -> None:
    one, two = await stealth_pair(service)
    plain = await start_match(service)
    await play_some(service, plain, 5, 3)
    await service.resign(local_viewer(BOB), plain, confirmed=True)  # over: revealed, result
    here = DrawingThread(OffLoop())
    there = DrawingProcess()
    try:
        orders = [await order_of(service, match_id) for match_id in (one, two, plain)]
        drawn: list[Drawing] = [await there.draw(order) for order in orders]
        assert drawn == [await here.draw(order) for order in orders]
        # A spectator of either Stealth King match is sent the same bytes (but its number).
        stealthy = [
            same(drawing.events[GROUPS[0]].decode(), match_id)
            for drawing, match_id in zip(drawn[:2], (one, two), strict=True)
        ]
        assert stealthy[0] == stealthy[1] and 'data-kind="king"' not in stealthy[0]
        assert "resigned" in drawn[2].parts[GROUPS[0]]

        first = there.pid
        assert first is not None
        # It yields the core to its host: a lower priority than this process's.
        assert os.getpriority(os.PRIO_PROCESS, first) > os.getpriority(os.PRIO_PROCESS, 0)
        os.kill(first, signal.SIGKILL)
        await play_some(service, one, 1, 9)
        moved = await order_of(service, one)
        try:
            lost_or_drawn = await there.draw(moved)
        except DrawingLost:
            lost_or_drawn = None  # the change that found the process dead is told so
        again = await there.draw(moved)  # a new process, playing the match from the start
        assert again == await here.draw(moved)
        assert lost_or_drawn in (None, again) and there.pid not in (None, first)
    finally:
        await there.close()
        await here.close()


async def test_a_companion_drawing_in_its_process_sends_a_move_to_an_open_stream(
    service,
) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    web = WebCompanion(
        service,
        name=lambda uid: NAMES.get(uid, str(uid)),
        limit=RateLimit(burst=1000, per_second=1000),
        drawer=DrawingProcess(),
    )
    server = TestServer(web.app)
    await server.start_server(**web.runner_options)
    try:
        async with TestClient(server) as client:
            response = await client.get(f"/w/{watch}/events")
            stream = blocks(response)
            assert (await next_event(stream))["id"] == "0"
            game = games.get("crossings")
            move = game.legal_moves(game.start())[0]
            await service.move(local_viewer(ALICE), match_id, move)
            moved = await next_event(stream)
            assert moved["id"] == "1"
            assert f"Move 1: {move}" in json.loads(moved["data"])["html"]
            response.close()
    finally:
        await web.close()


async def test_the_hosts_companion_draws_in_a_process_of_its_own(service) -> None:
    web, why_not = await start_web(service, WebPlace(port=0), deliver=_nowhere, fallbacks=())
    assert why_not is None and web is not None
    try:
        assert isinstance(web.drawer, DrawingProcess)
        assert web.drawer.pid is None  # started at the first change drawn, not before
    finally:
        await web.close()


async def _nowhere(reply: Any) -> None:
    """A host with nowhere to post (no decision is made here)."""


async def test_a_drawing_past_its_bound_is_given_up_and_its_process_ended(service) -> None:
    """No drawing answers within a microsecond: the bound is a wait's, told as a lost
    drawing, and the process that overran it is ended (the next order starts another)."""
    match_id = await start_match(service)
    hasty = DrawingProcess(limit=1e-6)
    try:
        order = await order_of(service, match_id)
        with pytest.raises(DrawingLost, match="past its bound"):
            await hasty.draw(order)
        assert hasty.pid is None
    finally:
        await hasty.close()


async def test_an_order_that_cannot_be_sent_leaves_the_next_ones_answered_in_turn(service) -> None:
    """The answers are matched to the orders by their order alone: one that cannot even be
    pickled fails its asker and is never owed, so the next asker gets its own drawing."""
    match_id = await start_match(service)
    await play_some(service, match_id, 2, 1)
    order = await order_of(service, match_id)
    unsendable = replace(order, names={"white": lambda: "alice", "black": "bob"})
    there = DrawingProcess()
    try:
        with pytest.raises((pickle.PicklingError, AttributeError, TypeError)):
            await there.draw(unsendable)
        assert await there.draw(order) == draw(order, Carried())
    finally:
        await there.close()
