"""A live game's clock on its web page, read without a browser: both sides' time left, the
side to move's deadline (the instant its time runs out, which the page's script counts down
from) as the stored clock and the service's clock make it, in words for a page read without
JavaScript; none while the first moves are untimed, none for a correspondence game; and time
given ("+15 s") reaches an open stream although no move was made.

The expected instants are the test's own: the fake clock's time when the turn began, plus the
time left the database holds (never read back from the page code)."""

from __future__ import annotations

import json
import re
import time
from html import escape

from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import both_first_moves, links, start_match
from tests.web.test_live import blocks, next_event


def face(ms: int) -> str:
    """A time left as the clock's face writes it above ten seconds (m:ss)."""
    return f"{ms // 60_000}:{ms % 60_000 // 1000:02d}"


def deadlines(page: str) -> list[tuple[str, int]]:
    """Each ticking time left of ``page``: its side and its deadline (unix milliseconds)."""
    found = re.findall(
        r'<span class="side" data-side="(\w+)">[^<]*<time class="left" data-deadline-ms="(\d+)">',
        page,
    )
    return [(side, int(ms)) for side, ms in found]


async def test_a_live_page_shows_both_times_and_when_the_side_to_move_runs_out(
    service, client, clock
) -> None:
    match_id = await start_match(service, time="10+5")
    watch, _ = await links(service, ALICE, match_id)
    before = await (await client.get(f"/w/{watch}")).text()
    assert "Clock 10+5:" in before and deadlines(before) == []  # first moves: untimed

    turn_began = clock.now
    await both_first_moves(service, match_id)
    stored = (await service.get_match(match_id)).clock
    assert stored is not None
    page = await (await client.get(f"/w/{watch}")).text()
    deadline = round(turn_began * 1000) + stored.white_ms
    assert deadlines(page) == [("white", deadline)]  # White's turn: only White's clock runs
    assert f">{face(stored.white_ms)}</time>" in page
    assert f'data-side="black">Black <time class="left">{face(stored.black_ms)}</time>' in page
    instant = time.gmtime(deadline / 1000)
    words = f"(White's time runs out at {time.strftime('%H:%M:%S', instant)} UTC)"
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", instant)
    assert f'<time datetime="{stamp}">{escape(words)}</time>' in page

    # A page drawn earlier and read later is still true: it names instants, not "now".
    clock.advance(42.0)
    assert await (await client.get(f"/w/{watch}")).text() == page


async def test_a_correspondence_page_has_no_clock(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    page = await (await client.get(f"/w/{watch}")).text()
    assert 'class="clock"' not in page and "data-deadline-ms" not in page


async def test_time_given_reaches_an_open_stream_without_a_move(service, client, clock) -> None:
    match_id = await start_match(service, time="10+5")
    turn_began = clock.now
    await both_first_moves(service, match_id)
    watch, _ = await links(service, ALICE, match_id)
    response = await client.get(f"/w/{watch}/events")
    stream = blocks(response)
    first = await next_event(stream)
    white_ms = (await service.get_match(match_id)).clock.white_ms
    deadline = round(turn_began * 1000) + white_ms
    assert deadlines(json.loads(first["data"])["html"]) == [("white", deadline)]

    await service.give_time(local_viewer(BOB), match_id)  # Bob gives Alice, to move, 15 s
    given = await next_event(stream)
    assert given["id"] != first["id"] and given["id"].startswith("2.")  # no move was made
    part = json.loads(given["data"])["html"]
    assert deadlines(part) == [("white", deadline + 15_000)]
    response.close()
