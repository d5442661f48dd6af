"""Live pages and privacy: a stream sends the page's live part as the match changes (in this
process, and on PostgreSQL from another connection, through LISTEN/NOTIFY), resumes after a
reconnect without repeating itself, and a spectator's page, board and stream are the same
bytes wherever a Stealth King hides.

Every wait is bounded (EVENT_WAIT_S, a safety net: the events come at once) and waits for the
event itself, never for time.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

import games
from bot.service import MatchService
from bot.web import WebCompanion, pages
from storage import Database
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import NAMES, links, start_match

EVENT_WAIT_S = 30.0


async def blocks(response: Any) -> AsyncIterator[list[str]]:
    """A stream's blocks (an event, or a comment), each as its lines."""
    while True:
        block: list[str] = []
        while True:
            line = (await response.content.readline()).decode()
            if line in ("", "\n"):
                break
            block.append(line.rstrip("\n"))
        if not block and line == "":
            return
        if block:
            yield block


async def next_event(stream: AsyncIterator[list[str]]) -> dict[str, str]:
    """The next event (comments skipped), as its fields."""

    async def wanted() -> dict[str, str]:
        async for block in stream:
            fields = dict(line.split(": ", 1) for line in block if not line.startswith(":"))
            if fields:
                return fields
        raise AssertionError("the stream ended")

    return await asyncio.wait_for(wanted(), EVENT_WAIT_S)


async def test_a_move_reaches_an_open_stream_and_a_reconnect_resumes(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    response = await client.get(f"/w/{watch}/events")
    assert response.headers["Content-Type"].startswith("text/event-stream")
    stream = blocks(response)
    first = await next_event(stream)
    assert first["id"] == "0" and first["event"] == "position"
    assert "alice to move (White)" in json.loads(first["data"])["html"]

    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    await service.move(local_viewer(ALICE), match_id, move)
    second = await next_event(stream)
    assert second["id"] == "1"
    part = json.loads(second["data"])["html"]
    assert f"Move 1: {move}" in part and "to move (Black)" in part
    response.close()

    # A browser reconnecting with the last id it got is sent nothing until the next change.
    again = await client.get(f"/w/{watch}/events", headers={"Last-Event-ID": "1"})
    resumed = blocks(again)
    comment = await asyncio.wait_for(resumed.__anext__(), EVENT_WAIT_S)
    assert comment == [": still here"]
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    ended = await next_event(resumed)
    assert ended["id"] == "1.finished"
    assert "alice (White) wins: Black resigned" in json.loads(ended["data"])["html"]
    again.close()


async def test_a_move_of_this_process_reaches_a_stream_without_its_match_or_log_read_again(
    service, client, monkeypatch
) -> None:
    """The feed hands the moved match's row and the move it logged to the hub: the web reads
    neither the match row nor the move log for the event (the stream's opening and first
    event, which no write woke, read them).  The move is written straight through storage,
    so every read counted is the web's."""
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    read: list[str] = []
    get, moves = service.db.matches.get, service.db.matches.moves

    async def counted(number: int) -> Any:
        read.append("match")
        return await get(number)

    async def logs(number: int, *, after_ply: int = 0) -> Any:
        read.append("log")
        return await moves(number, after_ply=after_ply)

    monkeypatch.setattr(service.db.matches, "get", counted)
    monkeypatch.setattr(service.db.matches, "moves", logs)
    response = await client.get(f"/w/{watch}/events")
    stream = blocks(response)
    assert (await next_event(stream))["id"] == "0" and {"match", "log"} <= set(read)  # truly
    read.clear()
    game = games.get("crossings")
    move = game.legal_moves(game.start())[0]
    match = await get(match_id)
    await service.db.matches.apply_move(
        match_id, match.version, side="white", text=move,
        position=game.dump(game.play(game.start(), move)), to_move_id=match.black_id,
    )  # fmt: skip
    moved = await next_event(stream)
    assert moved["id"] == "1" and f"Move 1: {move}" in json.loads(moved["data"])["html"]
    assert read == []
    response.close()


async def test_a_stream_for_a_refused_link_is_a_plain_refusal(client) -> None:
    answer = await client.get("/w/not-a-link/events")
    assert answer.status == 403 and "This link is not valid" in await answer.text()


@pytest.mark.parametrize("database_backend", ["postgres"], indirect=True)
async def test_on_postgresql_a_move_of_another_process_reaches_the_stream(
    service, companion, client, db, clock
) -> None:
    """Another connection pool with its own feed (another bot process) plays the move; only
    PostgreSQL's NOTIFY can tell this one at once (its poll is set far beyond the wait)."""
    companion.hub.poll_s = EVENT_WAIT_S * 10
    stop = await db.listen()
    other_db = await Database.open(db.path)
    other = MatchService(other_db, mention=lambda uid: NAMES.get(uid, str(uid)), clock=clock)
    try:
        match_id = await start_match(service)
        watch, _ = await links(service, ALICE, match_id)
        response = await client.get(f"/w/{watch}/events")
        stream = blocks(response)
        assert (await next_event(stream))["id"] == "0"
        move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
        await other.move(local_viewer(ALICE), match_id, move)
        assert (await next_event(stream))["id"] == "1"
        response.close()
    finally:
        other.close()
        await other_db.close()
        await stop()


# ----- the hidden King never reaches a spectator -------------------------------------------


async def stealth_pair(service: MatchService) -> tuple[int, int]:
    """Two Stealth King matches with the same public moves, Black's King on a different
    square in each (a8 and c7; White's on a1 in both)."""
    matches = [await start_match(service, "kings-crossing", stealth=True) for _ in range(2)]
    for match_id, black in zip(matches, ("a8", "c7"), strict=True):
        await service.private_choice(local_viewer(ALICE), match_id, "a1")
        await service.private_choice(local_viewer(BOB), match_id, black)
    rng = random.Random(5)
    for _ in range(6):
        state = await service.get_match(matches[0])
        legal = await service.legal_moves_for(local_viewer(state.to_move_id), matches[0])
        other = await service.legal_moves_for(local_viewer(state.to_move_id), matches[1])
        shared = [m for m in legal if m in other]
        move = shared[rng.randrange(len(shared))]
        for match_id in matches:
            await service.move(local_viewer(state.to_move_id), match_id, move)
    for match_id in matches:
        assert (await service.get_match(match_id)).status == "active"
    return matches[0], matches[1]


def same(text: str, match_id: int) -> str:
    """``text`` with its match's number (the one thing two matches must differ by) named N."""
    return re.sub(rf"#{match_id}\b|(?<=Nr\. ){match_id}\b", "#N", text)


async def test_a_spectator_sees_the_same_bytes_wherever_the_king_hides(
    service, client, companion: WebCompanion
) -> None:
    one, two = await stealth_pair(service)
    seen: dict[str, list[str]] = {"page": [], "svg": [], "stream": [], "replay": []}
    for match_id in (one, two):
        watch, _ = await links(service, ALICE, match_id)
        page = await (await client.get(f"/w/{watch}")).text()
        seen["page"].append(same(page.replace(watch, "TOKEN"), match_id))
        svg = await (await client.get(f"/w/{watch}/board.svg?ply=3")).text()
        seen["svg"].append(same(svg, match_id))
        replay = await (await client.get(f"/w/{watch}?ply=1&part=live")).text()
        seen["replay"].append(same(replay.replace(watch, "TOKEN"), match_id))
        response = await client.get(f"/w/{watch}/events")
        event = await next_event(blocks(response))
        seen["stream"].append(same(json.dumps(event).replace(watch, "TOKEN"), match_id))
        response.close()
    for what, (first, second) in seen.items():
        assert first == second, what
    page = seen["page"][0]
    assert 'data-kind="king"' not in page and ": King (" not in page  # both Kings hidden
    # The explanations are among the bytes compared: the marks' legend (the Home spaces),
    # the key of the pieces, and no reveal while the match runs.
    assert '<p class="marks">Marks: house = a Home space.</p>' in page
    assert '<ul class="pieces">' in page and "Revealed" not in page
    assert "dashed ring" not in page and "hidden king" not in page


async def test_a_seat_sees_its_own_king_and_only_its_own(service, client) -> None:
    one, _ = await stealth_pair(service)
    _, seat = await links(service, BOB, one)
    await client.get(f"/s/{seat}")
    page = await (await client.get(f"/seat/{one}")).text()
    kings = re.findall(r"<title>(\w\d): King \((\w+)\)", page)
    assert kings == [("a8", "Black")]  # Bob's own King; Alice's stays a man to him
    assert "Your own view" in page


async def test_every_watcher_is_sent_the_same_event_made_once(service, client, monkeypatch) -> None:
    """Two watchers' streams: one drawing of the live part between them (the event is made
    once, in the job that plays the position into the frames), the same bytes to each."""
    match_id = await start_match(service)
    tokens = [(await links(service, user, match_id))[0] for user in (ALICE, BOB)]
    made = []
    live = pages.live

    def counted(*args: Any, **kwargs: Any) -> str:
        made.append(args)
        return live(*args, **kwargs)

    monkeypatch.setattr(pages, "live", counted)
    responses = [await client.get(f"/w/{token}/events") for token in tokens]
    events = [await next_event(blocks(response)) for response in responses]
    assert events[0] == events[1] and tokens[0] not in json.dumps(events[0])
    assert len(made) == 1
    for response in responses:
        response.close()


async def comments(stream: AsyncIterator[list[str]], count: int) -> None:
    """Until ``count`` comment blocks (no event) came; an event first fails."""
    for _ in range(count):
        block = await asyncio.wait_for(stream.__anext__(), EVENT_WAIT_S)
        assert block == [": still here"], block


def shown_id(page: str) -> str:
    """The event id a page shows (its live part's ``data-event``)."""
    return re.search(r'<section class="match"[^>]* data-event="([^"]+)"', page)[1]


async def test_a_fresh_page_is_not_sent_itself_again(service, client) -> None:
    """The page's script names what it shows (``?last=``): the stream's first event is the
    first change, never a copy of the page (which would replace its DOM for nothing)."""
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    page = await (await client.get(f"/w/{watch}")).text()
    assert shown_id(page) == "0"
    response = await client.get(f"/w/{watch}/events?lang=en&last={shown_id(page)}")
    stream = blocks(response)
    await comments(stream, 1)
    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    await service.move(local_viewer(ALICE), match_id, move)
    assert (await next_event(stream))["id"] == "1"
    response.close()


async def test_a_write_no_page_shows_sends_a_seat_nothing(service, client) -> None:
    """A seat's event id is what its page shows, not the match's version: remembering the
    match's Discord thread (a write) changes nothing there, and nothing is sent until a
    move."""
    match_id = await start_match(service)
    _, seat = await links(service, ALICE, match_id)
    await client.get(f"/s/{seat}")
    page = await (await client.get(f"/seat/{match_id}")).text()
    response = await client.get(f"/seat/{match_id}/events?last={shown_id(page)}")
    stream = blocks(response)
    await comments(stream, 1)
    version = (await service.get_match(match_id)).version
    assert await service.posting.remember_thread(match_id, thread_id=555, channel_id=444)
    assert (await service.get_match(match_id)).version > version
    await comments(stream, 2)  # read again (the write's wake, the backstop): still the same
    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    await service.move(local_viewer(ALICE), match_id, move)
    moved = await next_event(stream)
    assert moved["id"].startswith("1.") and "to move (Black)" in json.loads(moved["data"])["html"]
    response.close()
