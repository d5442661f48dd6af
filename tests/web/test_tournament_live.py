"""A tournament page's stream (/t/TOKEN/events) through aiohttp's test client: its first
event is the page's own part, a result played through the service comes as the next event,
a reconnect with the last event's id is sent nothing until the page changes, and a finished
tournament's stream ends.  Results are the test's own (Crossings' first round-robin game,
won by resignation: 1–0 for White), never read back from the page code."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from bot.web import tournament_live
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import enter, games_of, me
from tests.multiprocess.conftest import Worker
from tests.web.test_live import EVENT_WAIT_S, blocks, next_event


async def running(service) -> tuple[int, str]:
    """Alice and Bob in a round-robin (one game), started; its number and Alice's link."""
    created = await service.tournaments.create(
        me(ALICE), game_id="crossings", system="round-robin", name="Stream cup"
    )
    tid = created.tournament_id
    await enter(service, tid, ALICE, BOB)
    await service.tournaments.start(me(ALICE), tid)
    token = await service.web_links.tournament_link(me(ALICE), service.tournaments, tid)
    return tid, token


def results(part: str) -> list[str]:
    return re.findall(r'<strong class="result">(.*?)</strong>', part)


async def test_a_result_streams_and_a_reconnect_resumes(service, client) -> None:
    tid, token = await running(service)
    page = await (await client.get(f"/t/{token}")).text()
    shown = re.search(r'<section class="tournament" data-event="([0-9a-f]+)"', page)[1]
    assert f'data-stream="/t/{token}/events"' in page
    response = await client.get(f"/t/{token}/events")
    assert response.headers["Content-Type"].startswith("text/event-stream")
    stream = blocks(response)
    first = await next_event(stream)
    assert first["event"] == "tournament" and first["id"] == shown
    assert results(json.loads(first["data"])["html"]) == ["playing"]

    (game,) = await games_of(service, tid, 1)
    await service.resign(me(game.black_id), game.match_id, confirmed=True)
    # The result comes, then the end of the tournament (its one game was played): in one
    # event or in two, each new.
    seen = [first]
    while "State: finished" not in json.loads(seen[-1]["data"])["html"]:
        assert len(seen) < 3, seen
        seen.append(await next_event(stream))
        assert seen[-1]["id"] != seen[-2]["id"]
    last = seen[-1]
    part = json.loads(last["data"])["html"]
    assert f'data-event="{last["id"]}"' in part and results(part) == ["1–0"]
    assert "Winner: alice" in part or "Winner: bob" in part
    response.close()

    # A reconnect that has the last part is sent nothing (the stream ends: nothing more will
    # change); one with an older id gets the part it missed.
    again = await client.get(f"/t/{token}/events", headers={"Last-Event-ID": last["id"]})
    assert [block async for block in blocks(again)] == [[": still here"]]
    behind = await client.get(f"/t/{token}/events", headers={"Last-Event-ID": first["id"]})
    missed = await next_event(blocks(behind))
    assert missed["id"] == last["id"]
    behind.close()


async def test_a_stream_for_a_refused_link_is_a_plain_refusal(client) -> None:
    answer = await client.get("/t/nonsense/events")
    assert answer.status == 403
    assert answer.headers["Content-Type"].startswith("text/html")


def test_a_stream_wakes_for_its_games_and_for_newer_matches_only() -> None:
    """The follower's rule, worked by hand: games 5 and 6 are the tournament's; match 3 is
    older and someone else's; 7 is newer (perhaps the next round's) until heard of once."""
    from types import SimpleNamespace

    from bot.web.tournament_live import Follower

    follower = Follower(tournament_id=2)
    games = (
        SimpleNamespace(match_id=5),
        SimpleNamespace(match_id=6),
        SimpleNamespace(match_id=None),
    )
    follower.follow(SimpleNamespace(games=games))  # type: ignore[arg-type]
    woken = []
    for match_id in (3, 5, 6, 7, 7, 4):
        follower.heard(match_id)
        woken.append(follower.changed.is_set())
        follower.changed.clear()
    assert woken == [False, True, True, True, False, False]
    # The tournament feed: its own tournament wakes it, another does not.
    follower.heard_tournament(1)
    assert not follower.changed.is_set()
    follower.heard_tournament(2)
    assert follower.changed.is_set()


@pytest.mark.postgres
@pytest.mark.parametrize("database_backend", ["postgres"], indirect=True)
async def test_on_postgresql_a_withdrawal_in_another_process_reaches_the_page(
    service, companion, client, db, monkeypatch
) -> None:
    """A real second bot process (tests/multiprocess/worker.py: its own MatchService and
    connections) runs a three-player round-robin; the player with round 1's bye withdraws
    there: tournament writes only, no match written.  Only PostgreSQL's NOTIFY can tell this
    process's open stream: its backstop is set far beyond the wait."""
    monkeypatch.setattr(tournament_live, "LOOK_AGAIN_S", EVENT_WAIT_S * 10)
    stop = await db.listen()
    other = await Worker.start(1, db.path)
    try:
        created = await other.call(
            "tournament-create", organiser=ALICE, game="crossings", system="round-robin"
        )
        assert created["ok"], created
        tid = created["tournament"]
        for user in (ALICE, BOB, CAROL):
            assert (await other.call("tournament-join", tournament=tid, user=user))["ok"]
        assert (await other.call("tournament-start", tournament=tid, organiser=ALICE))["ok"]
        (bye,) = [b.user_id for b in (await db.tournaments.snapshot(tid)).byes if b.round == 1]
        token = await service.web_links.tournament_link(me(ALICE), service.tournaments, tid)
        page = await (await client.get(f"/t/{token}")).text()
        shown = re.search(r'<section class="tournament" data-event="([0-9a-f]+)"', page)[1]
        assert '<span class="note">' not in page
        response = await client.get(f"/t/{token}/events?last={shown}")
        stream = blocks(response)
        assert await asyncio.wait_for(stream.__anext__(), EVENT_WAIT_S) == [": still here"]
        left = await other.call("tournament-withdraw", tournament=tid, user=bye)
        assert left["ok"], left
        event = await next_event(stream)
        assert event["id"] != shown and '<span class="note">' in json.loads(event["data"])["html"]
        response.close()
    finally:
        await other.stop()
        await stop()
