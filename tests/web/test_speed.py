"""The pages' cache: a page asked again at the same version replays nothing, a move is
shown at once (the version and the storage feed), concurrent askers share one making, a
failure is not kept, and the cache stays within its bound."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.web.cache import Made
from tests.bot.conftest import ALICE
from tests.viewers import local_viewer
from tests.web.conftest import links, start_match


async def test_a_page_asked_again_replays_nothing_until_a_move(service, client, monkeypatch):
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    replays = []
    playing = service.playing  # a watcher's reading of the frames (played() for a seat)

    async def counted(viewer, match, known=None, **given):
        replays.append(match)
        return await playing(viewer, match, known, **given)

    monkeypatch.setattr(service, "playing", counted)
    first = await (await client.get(f"/w/{watch}")).text()
    again = await (await client.get(f"/w/{watch}")).text()
    board = await (await client.get(f"/w/{watch}/board.svg")).text()
    assert first == again and "<svg" in board and len(replays) == 1
    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    await service.move(local_viewer(ALICE), match_id, move)
    after = await (await client.get(f"/w/{watch}")).text()
    assert f"Move 1: {move}" in after and len(replays) == 2


async def test_concurrent_askers_share_one_making_and_a_failure_is_not_kept() -> None:
    made: Made = Made(kept=3)
    calls = []
    gate = asyncio.Event()

    async def make() -> str:
        calls.append(1)
        await gate.wait()
        return "drawn"

    waiting = [asyncio.ensure_future(made.get((1, 0, "svg"), make)) for _ in range(5)]
    await asyncio.sleep(0)
    gate.set()
    assert await asyncio.gather(*waiting) == ["drawn"] * 5 and calls == [1]

    async def fail() -> str:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        await made.get((2, 0, "svg"), fail)
    assert await made.get((2, 0, "svg"), make) == "drawn" and len(calls) == 2


async def test_the_feed_forgets_a_match_and_the_bound_holds() -> None:
    made: Made = Made(kept=3)

    async def value() -> int:
        return 7

    for key in [(1, 0, "a"), (1, 0, "b"), (2, 0, "a"), (3, 0, "a")]:
        await made.get(key, value)
    assert len(made) == 3  # the oldest, (1, 0, "a"), went
    made.forget(1)
    assert len(made) == 2
    made.forget(2)
    made.forget(3)
    assert len(made) == 0
