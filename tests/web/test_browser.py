"""The web companion in a real browser: headless Chromium driven by selenium.

One browser for the whole session (it takes a second to start); the companion listens on a
real port of this process, whose event loop keeps serving while each blocking browser call
runs in a thread.  Every wait is WebDriverWait on the page's DOM, bounded by WAIT_S.

Without Chromium the tests are skipped, except under CI=true, where a browser that cannot
start fails the run (tests/web/browsing.py).  ``GAMUT_WEB_SCREENSHOTS=1`` writes the pictures
of docs/web.md from these very pages, and beside them (docs/images/web/shown.json) a digest of
what each showed: its text, its board's SVG and the stylesheet.  Without it, each test checks
that its page still shows what its picture does, so a change to the pages fails here until
the pictures are taken again.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestServer

import games
from bot.web import WebCompanion
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.browsing import WAIT_S, off_loop, section_at, shown_text, until
from tests.web.conftest import both_first_moves, links, start_match
from tests.web.test_clock import deadlines

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images" / "web"


@pytest.fixture(autouse=True)
def blank_page_after(browser: Any) -> Iterator[None]:
    """Each test leaves the browser on a blank page: its page's stream closes."""
    yield
    browser.get("about:blank")


@pytest.fixture
async def site(companion: WebCompanion) -> AsyncIterator[str]:
    """The companion on a real port; its base address.  Plain names: its pages are the
    pictures of docs/web.md (the escaping of names is the route tests')."""
    companion.name = {ALICE: "alice", BOB: "bob"}.__getitem__
    server = TestServer(companion.app)
    await server.start_server(**companion.runner_options)
    yield str(server.make_url("")).rstrip("/")
    companion.end_streams()  # the open streams end at once
    await server.close()


SHOWN = IMAGES / "shown.json"
STYLESHEET = Path(__file__).resolve().parents[2] / "bot" / "web" / "static" / "web.css"
RETAKE = "GAMUT_WEB_SCREENSHOTS=1 python -m pytest tests/web/test_browser.py -n 0"


def shown_digest(browser: Any) -> str:
    """What the page shows, as a digest: its text, its board's SVG, the stylesheet (the
    pages are the same on every run: fixed names, a fresh database, no clock shown)."""
    text = browser.execute_script("return document.body.innerText")
    board = browser.execute_script(
        "const s = document.querySelector('svg'); return s ? s.outerHTML : ''"
    )
    digest = hashlib.sha256()
    for part in (text, board, STYLESHEET.read_text(encoding="utf-8")):
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def screenshot(browser: Any, name: str) -> None:
    """Take the picture ``name`` of docs/web.md (GAMUT_WEB_SCREENSHOTS=1), or check that the
    one there still shows this page."""
    digest = shown_digest(browser)
    recorded = json.loads(SHOWN.read_text(encoding="utf-8")) if SHOWN.exists() else {}
    if os.environ.get("GAMUT_WEB_SCREENSHOTS") == "1":
        IMAGES.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(IMAGES / f"{name}.png"))
        recorded[name] = digest
        SHOWN.write_text(json.dumps(recorded, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        return
    assert recorded.get(name) == digest, (
        f"docs/images/web/{name}.png shows an older page than this one: take it again ({RETAKE})"
    )


async def test_a_watch_page_shows_the_position_and_follows_a_move(service, site, browser) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    await off_loop(lambda: until(browser, section_at(0)))
    pieces = await off_loop(lambda: browser.find_elements("css selector", "svg g.piece"))
    assert len(pieces) == 32  # Crossings: two full rows of counters each
    move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
    await service.move(local_viewer(ALICE), match_id, move)
    section = await off_loop(lambda: until(browser, section_at(1)))
    text = await off_loop(lambda: section.text)
    assert f"Move 1: {move}" in text and "to move (Black)" in text
    screenshot(browser, "match")


async def test_a_replay_steps_with_the_arrow_keys(service, site, browser) -> None:
    from selenium.webdriver.common.keys import Keys

    match_id = await start_match(service, "checkers-bosses")
    game = games.get("checkers-bosses")
    state = game.start()
    for user in (ALICE, BOB, ALICE):
        move = game.legal_moves(state)[0]
        await service.move(local_viewer(user), match_id, move)
        state = game.play(state, move)
    watch, _ = await links(service, BOB, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    await off_loop(lambda: until(browser, section_at(3)))
    body = await off_loop(lambda: browser.find_element("css selector", "body"))
    await off_loop(lambda: body.send_keys(Keys.ARROW_LEFT))
    await off_loop(lambda: until(browser, section_at(2)))
    await off_loop(lambda: body.send_keys(Keys.HOME))
    start = await off_loop(lambda: until(browser, section_at(0)))
    assert "Start" in await off_loop(lambda: start.text)
    await off_loop(lambda: body.send_keys(Keys.ARROW_RIGHT))
    await off_loop(lambda: until(browser, section_at(1)))
    assert (await off_loop(lambda: browser.current_url)).endswith("?ply=1&lang=en")
    screenshot(browser, "replay")


async def test_a_player_moves_by_clicking_a_piece_and_a_destination(
    service, site, browser, db, delivered
) -> None:
    match_id = await start_match(service)
    _, seat = await links(service, ALICE, match_id)
    game = games.get("crossings")
    move = next(m for m in game.legal_moves(game.start()) if "-" in m)
    origin, target = move.split("-")[0], move.split("-")[-1]
    await off_loop(lambda: browser.get(f"{site}/s/{seat}"))
    await off_loop(lambda: until(browser, lambda d: d.find_elements("css selector", "form.play")))

    def square(name: str) -> Any:
        return browser.find_element("css selector", f'g.square[data-square="{name}"]')

    def click(name: str) -> None:
        square(name).click()

    await off_loop(lambda: click(origin))
    lit = await off_loop(
        lambda: until(browser, lambda d: d.find_elements("css selector", "g.square.next"))
    )
    destinations = {await off_loop(lambda e=e: e.get_attribute("data-square")) for e in lit}
    expected = {
        m.split("-")[-1] for m in game.legal_moves(game.start()) if m.startswith(f"{origin}-")
    }
    assert destinations == expected  # the engine's moves from that square, none other
    screenshot(browser, "seat")
    await off_loop(lambda: click(target))
    status = shown_text("p.status")  # the page the form's answer navigates to
    await off_loop(lambda: until(browser, lambda d: "to move (Black)" in status(d)))
    assert [record.text for record in await db.matches.moves(match_id)] == [move]
    assert move in delivered.replies[0].text  # what the console or Discord thread is handed


async def started_round_robin(service: Any, name: str) -> tuple[Any, str]:
    """alice and bob's round-robin of Crossings, started: its first game and a watch link."""
    created = await service.tournaments.create(
        local_viewer(ALICE), game_id="crossings", system="round-robin", name=name
    )
    tid = created.tournament_id
    for user, player in ((ALICE, "alice"), (BOB, "bob")):
        await service.tournaments.join(local_viewer(user), tid, name=player)
    await service.tournaments.start(local_viewer(ALICE), tid)
    game = (await service.db.tournaments.snapshot(tid)).games_of(1)[0]
    token = await service.web_links.tournament_link(local_viewer(ALICE), service.tournaments, tid)
    return game, token


async def test_a_tournament_page_links_each_pairing_to_its_game(service, site, browser) -> None:
    game, token = await started_round_robin(service, "Browser cup")
    await off_loop(lambda: browser.get(f"{site}/t/{token}"))
    heading = await off_loop(lambda: until(browser, lambda d: d.find_element("tag name", "h1")))
    assert await off_loop(lambda: heading.text) == "Tournament #1 (Browser cup)"
    screenshot(browser, "tournament")
    pairing = await off_loop(lambda: browser.find_element("css selector", "a.game"))
    await off_loop(pairing.click)
    await off_loop(lambda: until(browser, section_at(0)))
    title = await off_loop(lambda: browser.find_element("tag name", "h1").text)
    assert title == f"Match #{game.match_id} · Crossings"
    pieces = await off_loop(lambda: browser.find_elements("css selector", "svg g.piece"))
    assert len(pieces) == 32  # the game's own board, at its start


async def test_a_result_appears_on_an_open_tournament_page_without_a_reload(
    service, site, browser
) -> None:
    game, token = await started_round_robin(service, "Live cup")
    await off_loop(lambda: browser.get(f"{site}/t/{token}"))
    result = await off_loop(lambda: until(browser, shown_text("li.pairing")))
    assert "1–0" not in result
    # A mark in this document: a reload would make a new one without it.
    await off_loop(lambda: browser.execute_script("document.body.dataset.kept = 'yes'"))
    await service.resign(local_viewer(game.black_id), game.match_id, confirmed=True)

    result_of = shown_text("li.pairing strong.result")  # the result, then the end: 2 events
    await off_loop(lambda: until(browser, lambda d: result_of(d) == "1–0"))
    kept = await off_loop(lambda: browser.execute_script("return document.body.dataset.kept"))
    assert kept == "yes"  # the same document: the result came by the stream


def left_ms(face: str) -> int:
    """A time left as the page writes it (``9:53``; ``0:08.4`` below ten seconds), in ms."""
    minutes, seconds = face.split(":")
    return int(minutes) * 60_000 + round(float(seconds) * 1000)


async def test_a_live_clock_counts_down_to_the_servers_deadline(
    service, site, browser, clock
) -> None:
    clock.now = time.time()  # the service's clock is the browser's: the countdown is now
    match_id = await start_match(service, time="10+5")
    await both_first_moves(service, match_id)
    watch, _ = await links(service, BOB, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    page = await off_loop(lambda: until(browser, lambda d: d.page_source))
    ((side, deadline),) = deadlines(page)
    stored = (await service.get_match(match_id)).clock
    assert side == "white" and deadline == round(clock.now * 1000) + stored.white_ms

    read = (
        "const t = document.querySelector('time[data-deadline-ms]');"
        "return [t.textContent, Date.now()];"
    )
    first, _ = await off_loop(lambda: browser.execute_script(read))

    def moved(driver: Any) -> Any:
        shown, now = driver.execute_script(read)
        return (shown, now) if shown != first else False

    shown, now = await off_loop(lambda: until(browser, moved))
    assert left_ms(shown) < left_ms(first)  # it counts down
    # What it shows is the deadline less the time when it last ticked (at most WAIT_S ago),
    # rounded down to the second: never more than the time really left, nor a second less.
    assert deadline - now - 1000 < left_ms(shown) <= deadline - now + WAIT_S * 1000
    black = await off_loop(
        lambda: browser.find_element("css selector", 'span[data-side="black"] time').text
    )
    assert left_ms(black) == stored.black_ms // 1000 * 1000  # the side not to move stands still


async def test_a_reader_whose_computer_is_an_hour_behind_sees_the_time_really_left(
    service, site, browser, clock
) -> None:
    """The countdown runs on the server's clock (asked once, /now), not the reader's: with the
    service's clock an hour ahead of the browser's, the page shows White's stored time left,
    counting down, where the browser's own clock would show an hour more."""
    clock.now = time.time() + 3600
    match_id = await start_match(service, time="10+5")
    await both_first_moves(service, match_id)
    stored = (await service.get_match(match_id)).clock
    assert stored is not None
    watch, _ = await links(service, BOB, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    read = "return document.querySelector('time[data-deadline-ms]').textContent;"

    def counting(driver: Any) -> Any:
        shown = driver.execute_script(read)
        return shown if left_ms(shown) < stored.white_ms else False

    # The service's clock stands still in the test: what the page shows is White's time at
    # the turn's start less the real time since the page asked, rounded down to the second.
    shown = await off_loop(lambda: until(browser, counting))
    assert stored.white_ms - (WAIT_S + 1) * 1000 < left_ms(shown) < stored.white_ms


def forged(token: str, match_id: int) -> str:
    """``token`` with its payload rewritten to name ``match_id`` (as someone reaching for a
    match they were given no link to would try), its signature left as it was."""
    import base64
    import json

    payload, rest = token.split(".", 1)
    data = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    data["m"] = match_id
    raw = base64.urlsafe_b64encode(json.dumps(data, separators=(",", ":")).encode())
    return f"{raw.decode().rstrip('=')}.{rest}"


async def test_forged_expired_and_revoked_links_open_a_plain_page(
    service, site, browser, clock
) -> None:
    from tests.web.test_routes import WEEK

    mine = await start_match(service)
    hidden = await start_match(service)  # a match the holder of ``watch`` was given no link to
    watch, _ = await links(service, ALICE, mine)
    refusal = shown_text("p.refusal")

    async def refused(token: str) -> str:
        await off_loop(lambda: browser.get(f"{site}/w/{token}"))
        said = await off_loop(lambda: until(browser, refusal))
        assert not await off_loop(lambda: browser.find_elements("css selector", "svg"))
        source = await off_loop(lambda: browser.page_source)
        assert "Traceback" not in source and "section" not in source
        return said

    assert "This link is not valid" in await refused(forged(watch, hidden))
    clock.advance(WEEK + 5)
    assert "This link has expired" in await refused(watch)
    clock.advance(-WEEK - 5)
    await service.web_links.revoke(local_viewer(ALICE))
    assert "revoked" in await refused(watch)


async def test_a_name_with_a_script_in_it_is_shown_as_typed_and_never_run(
    service, site, browser, companion
) -> None:
    typed = "bob <script>document.title='run'</script><img src=x onerror=alert(1)>"
    companion.name = {ALICE: "alice", BOB: typed}.__getitem__
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    players = await off_loop(lambda: until(browser, shown_text("p.players")))
    assert players == f"White: alice · Black: {typed}"
    scripts = "return [document.title, document.scripts.length, document.images.length];"
    title, count, images = await off_loop(lambda: browser.execute_script(scripts))
    assert (title, count, images) == (f"Match #{match_id} · Crossings", 1, 0)


async def test_the_hidden_king_is_in_no_spectators_dom_nor_stream(service, site, browser) -> None:
    """A Stealth King match after its set-up: the page, and every event its stream brings
    (recorded in the page itself), name no King; the move made meanwhile arrives."""
    match_id = await start_match(service, "kings-crossing", stealth=True)
    await service.private_choice(local_viewer(ALICE), match_id, "c1")
    await service.private_choice(local_viewer(BOB), match_id, "b7")
    watch, _ = await links(service, BOB, match_id)
    await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
    await off_loop(lambda: until(browser, section_at(0)))
    record = (
        "window.seen = [];"
        "const s = new EventSource(document.body.dataset.stream);"
        "s.addEventListener('position', function (e) { window.seen.push(e.data); });"
    )
    await off_loop(lambda: browser.execute_script(record))
    seen = "return window.seen.length;"
    await off_loop(lambda: until(browser, lambda d: d.execute_script(seen) >= 1))
    game = games.get("kings-crossing")
    legal = await service.legal_moves_for(local_viewer(ALICE), match_id)
    await service.move(local_viewer(ALICE), match_id, legal[0])
    await off_loop(lambda: until(browser, section_at(1)))
    await off_loop(lambda: until(browser, lambda d: d.execute_script(seen) >= 2))
    dom = await off_loop(lambda: browser.page_source)
    events = await off_loop(lambda: browser.execute_script("return window.seen.join('\\n');"))
    for text in (dom, events):
        assert ": King (" not in text and 'data-kind="king"' not in text
    assert (
        game.name in dom
        and len(await off_loop(lambda: browser.find_elements("css selector", "svg g.piece"))) == 16
    )  # King's Crossing: eight men a side


async def test_a_player_clicks_the_square_of_their_hidden_king(service, site, browser, db) -> None:
    match_id = await start_match(service, "kings-crossing", stealth=True)
    _, seat = await links(service, ALICE, match_id)
    await off_loop(lambda: browser.get(f"{site}/s/{seat}"))
    await off_loop(lambda: until(browser, lambda d: d.find_elements("css selector", "form.play")))
    square = 'g.square[data-square="c1"]'
    await off_loop(lambda: browser.find_element("css selector", square).click())
    # The page the choice's form answers with: no more to choose, the King on c1.
    await off_loop(
        lambda: until(browser, lambda d: not d.find_elements("css selector", "form.play"))
    )
    assert (await db.matches.secrets(match_id))["square:white"] == "c1"
    titles = "return [...document.querySelectorAll('svg title')].map(t => t.textContent);"
    shown = await off_loop(lambda: browser.execute_script(titles))
    assert [t for t in shown if "King" in t] == ["c1: King (White), state: hidden"]


@pytest.mark.postgres
@pytest.mark.parametrize("database_backend", ["postgres"], indirect=True)
async def test_a_move_played_by_another_process_on_postgresql_shows_on_the_open_page(
    service, companion, site, browser, db
) -> None:
    """A real second bot process (tests/multiprocess/worker.py: its own service and
    connections) plays the move; only PostgreSQL's NOTIFY can tell this process's open page:
    the poll backstop is set far beyond the wait."""
    from tests.multiprocess.conftest import Worker

    companion.hub.poll_s = WAIT_S * 10
    stop = await db.listen()
    other = await Worker.start(1, db.path)
    try:
        match_id = await start_match(service)
        watch, _ = await links(service, ALICE, match_id)
        await off_loop(lambda: browser.get(f"{site}/w/{watch}"))
        await off_loop(lambda: until(browser, section_at(0)))
        move = games.get("crossings").legal_moves(games.get("crossings").start())[0]
        played = await other.call("move", user=ALICE, match=match_id, text=move)
        assert played["ok"] and played["ply"] == 1, played
        await off_loop(lambda: until(browser, section_at(1)))
        position = shown_text("p.position")
        assert await off_loop(lambda: position(browser)) == f"Move 1: {move}"
    finally:
        await other.stop()
        await stop()


async def test_a_move_of_several_steps_is_clicked_square_by_square(
    service, site, browser, db
) -> None:
    """The King o' the Castle after a seeded start (four random moves): White's legal list
    has d2-f2, d2-f2-f4 and d2-f4.  Clicking d2 then f2 offers both ways on (f4 framed, a
    button for d2-f2, which f2 already completes); clicking f4 plays d2-f2-f4."""
    game = games.get("king-of-the-castle")
    match_id = await start_match(service, "king-of-the-castle")
    rng, state = random.Random(0), game.start()
    for user in (ALICE, BOB, ALICE, BOB):
        move = rng.choice(game.legal_moves(state))
        await service.move(local_viewer(user), match_id, move)
        state = game.play(state, move)
    legal = game.legal_moves(state)
    assert {"d2-f2", "d2-f2-f4", "d2-f4"} <= set(legal)
    _, seat = await links(service, ALICE, match_id)
    await off_loop(lambda: browser.get(f"{site}/s/{seat}"))
    await off_loop(lambda: until(browser, lambda d: d.find_elements("css selector", "form.play")))

    def click(name: str) -> None:
        browser.find_element("css selector", f'g.square[data-square="{name}"]').click()

    def framed(driver: Any) -> set[str]:
        script = (
            "return [...document.querySelectorAll('g.square.next')].map(g => g.dataset.square);"
        )
        return set(driver.execute_script(script))

    await off_loop(lambda: click("d2"))
    after_d2 = {m.split("-")[1] for m in legal if m.startswith("d2-")}
    assert await off_loop(lambda: until(browser, lambda d: framed(d) == after_d2 or False))
    await off_loop(lambda: click("f2"))
    assert await off_loop(lambda: until(browser, lambda d: framed(d) == {"f4"} or False))
    buttons = await off_loop(lambda: browser.find_elements("css selector", "button.choice"))
    assert [await off_loop(lambda b=b: b.text) for b in buttons] == ["d2-f2"]
    await off_loop(lambda: click("f4"))
    status = shown_text("p.status")
    await off_loop(lambda: until(browser, lambda d: "to move (Black)" in status(d)))
    assert [r.text for r in await db.matches.moves(match_id)][-1] == "d2-f2-f4"
