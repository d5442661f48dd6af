"""The pages' cache: a page asked again at the same version replays nothing, a move is
shown at once (the version and the storage feed), concurrent askers share one making, a
failure is not kept, and the cache stays within its bound."""

from __future__ import annotations

import asyncio
import gc

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


async def test_a_making_whose_askers_all_went_fails_without_an_unretrieved_exception() -> None:
    """A browser closing while its event is made leaves the making to finish alone: if it
    then fails, asyncio must not print "exception was never retrieved" at collection."""
    loop = asyncio.get_running_loop()
    reported: list[dict] = []
    previous = loop.get_exception_handler()
    loop.set_exception_handler(lambda _loop, context: reported.append(context))
    try:
        made: Made = Made()
        gate = asyncio.Event()

        async def fail_later() -> str:
            await gate.wait()
            raise RuntimeError("the worker has shut down")

        asker = asyncio.ensure_future(made.get((1, "reading", 5), fail_later))
        await asyncio.sleep(0)
        asker.cancel()  # the only asker goes away
        with pytest.raises(asyncio.CancelledError):
            await asker
        gate.set()
        for _ in range(3):
            await asyncio.sleep(0)
        del asker
        made.forget(1)  # the match's next write drops the entry: the task is collected
        gc.collect()
        assert reported == []
    finally:
        loop.set_exception_handler(previous)


async def test_closing_cancels_what_is_still_being_made_and_keeps_nothing() -> None:
    made: Made = Made()
    started = asyncio.Event()

    async def never_done() -> str:
        started.set()
        await asyncio.Event().wait()
        return "unreachable"

    asker = asyncio.ensure_future(made.get((4, "watched", 1), never_done))
    await started.wait()
    made.close()
    with pytest.raises(asyncio.CancelledError):
        await asker
    assert len(made) == 0

    async def drawn() -> str:
        return "drawn"

    assert await made.get((4, "watched", 1), drawn) == "drawn"  # made afresh, not the cancelled
