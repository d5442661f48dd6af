"""The web companion's routes through aiohttp's test client: links, pages, replay, playing
from a seat, languages, and every refusal as a plain page that changes nothing.

Expectations are worked by hand from the rules (Crossings starts with two full rows of
counters per side: 32 pieces) or read from the engine directly, never from the page code.
"""

from __future__ import annotations

import random
import re
from html import unescape
from typing import Any

import games
from bot.web.guard import csrf_token
from storage.status import MatchStatus
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import links, start_match

WEEK = 7 * 24 * 3600


def pieces_on(page: str) -> int:
    return page.count('class="piece"')


async def test_a_watch_link_shows_the_position_players_and_turn(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    answer = await client.get(f"/w/{watch}")
    assert answer.status == 200
    page = await answer.text()
    assert f"Match #{match_id} · Crossings" in page
    assert pieces_on(page) == 32  # two full rows of counters each
    # Bob's name is shown as typed, never run: escaped once, and no script of the page's own.
    assert "bob &lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>alert" not in page
    assert re.findall(r"<script[^>]*>", page) == ['<script src="/static/web.js" defer>']
    assert "alice to move (White)" in page
    assert 'name="move"' not in page  # a spectator gets no form to play


async def test_every_answer_carries_the_safety_headers(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    for path in (f"/w/{watch}", "/w/nonsense", "/no/such/page", "/static/web.js"):
        answer = await client.get(path)
        csp = answer.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp, path
        assert answer.headers["Referrer-Policy"] == "no-referrer", path
        assert answer.headers["X-Frame-Options"] == "DENY", path


async def test_now_is_the_services_clock_in_milliseconds_never_cached(client, clock) -> None:
    """What a page's countdown subtracts (web.js): the service's clock, not the reader's."""
    clock.now = 1_800_000_123.4567
    answer = await client.get("/now")
    assert answer.status == 200 and await answer.json() == {"ms": 1_800_000_123_457}
    assert answer.headers["Cache-Control"] == "no-store"
    assert "script-src 'self'" in answer.headers["Content-Security-Policy"]


async def test_bad_expired_and_revoked_links_get_a_plain_page(service, client, clock, db) -> None:
    match_id = await start_match(service)
    watch, seat = await links(service, ALICE, match_id)
    before = await db.matches.get(match_id)

    answer = await client.get(f"/w/{watch[:-3]}xyz")
    assert answer.status == 403
    assert "This link is not valid" in await answer.text()
    answer = await client.get(f"/w/{seat}")  # a seat link is no watch link
    assert "This link is not valid" in await answer.text()

    clock.advance(WEEK + 5)
    answer = await client.get(f"/w/{watch}")
    assert answer.status == 403 and "This link has expired" in await answer.text()

    clock.advance(-WEEK - 5)
    assert (await client.get(f"/w/{watch}")).status == 200
    await service.web_links.revoke(local_viewer(ALICE))
    answer = await client.get(f"/w/{watch}")
    assert answer.status == 403 and "revoked" in await answer.text()
    fresh, _ = await links(service, ALICE, match_id)
    assert (await client.get(f"/w/{fresh}")).status == 200
    assert await db.matches.get(match_id) == before


async def test_links_are_minted_only_for_who_may_see_the_match(service) -> None:
    from bot.service import NotFound
    from tests.viewers import viewer_in

    match_id = await start_match(service)
    stranger = viewer_in(77, 5, reads=[1, 2, 3])  # another server: the match is not theirs
    try:
        await service.web_links.links(stranger, match_id)
    except NotFound as refused:
        assert str(refused) == f"There is no match #{match_id}."
    else:
        raise AssertionError("a link was minted for someone who may not see the match")
    watch, seat = await links(service, 999, match_id)  # at the console: watches, no seat
    assert watch and seat is None


async def test_replay_positions_are_links_that_work_without_script(service, client) -> None:
    match_id = await start_match(service)
    game = games.get("crossings")
    state = game.start()
    played = []
    for user in (ALICE, BOB):
        move = game.legal_moves(state)[0]
        await service.move(local_viewer(user), match_id, move)
        state = game.play(state, move)
        played.append(move)
    watch, _ = await links(service, ALICE, match_id)
    page = await (await client.get(f"/w/{watch}?ply=1")).text()
    assert f"Move 1: {played[0]}" in page
    assert re.search(r'<a data-ply="1" href="[^"]*ply=1[^"]*" aria-current="step">', page)
    # The board of position 1 is the engine's position after the first move.
    svg = await (await client.get(f"/w/{watch}/board.svg?ply=1")).text()
    after_first = game.view(game.play(game.start(), played[0]), None)
    shown = set(re.findall(r'<g class="square" data-square="(\w+)"', svg))
    assert len(shown) == 64
    centres = re.findall(r'class="piece" data-side="(\w+)"', svg)
    assert len(centres) == len(after_first["pieces"])
    assert f"Move 2: {played[1]}" in await (await client.get(f"/w/{watch}?ply=2")).text()
    # Beyond the last position, the last; nonsense, the last too.
    last = await (await client.get(f"/w/{watch}?ply=99")).text()
    assert f"Move 2: {played[1]}</p>" in last
    assert "Move 2:" in await (await client.get(f"/w/{watch}?ply=-1")).text()
    fragment = await (await client.get(f"/w/{watch}?ply=0&part=live")).text()
    assert fragment.startswith('<section class="match" data-ply="0"') and "<html" not in fragment


async def open_seat(client, seat: str, match_id: int) -> str:
    answer = await client.get(f"/s/{seat}")
    assert answer.status == 200
    cookie = answer.headers["Set-Cookie"]
    assert f"gamut_seat_{match_id}=" in cookie
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert f"Path=/seat/{match_id}" in cookie
    assert f'url=/seat/{match_id}"' in await answer.text()
    page = await (await client.get(f"/seat/{match_id}")).text()
    return page


async def test_a_seat_plays_through_the_service(service, client, delivered, db) -> None:
    match_id = await start_match(service)
    _, seat = await links(service, ALICE, match_id)
    page = await open_seat(client, seat, match_id)
    game = games.get("crossings")
    legal = game.legal_moves(game.start())
    offered = [unescape(v) for v in re.findall(r'<option value="([^"]*)"', page)]
    assert offered == legal
    assert "Your move (White)" in page
    move = legal[0]
    answer = await client.post(
        f"/seat/{match_id}/move",
        data={"move": move, "csrf": csrf_token(seat)},
        allow_redirects=False,
    )
    assert answer.status == 303 and answer.headers["Location"] == f"/seat/{match_id}"
    stored = await db.matches.moves(match_id)
    assert [record.text for record in stored] == [move]
    assert len(delivered.replies) == 1 and move in delivered.replies[0].text
    after = await (await client.get(f"/seat/{match_id}")).text()
    assert "bob &lt;script&gt;alert(1)&lt;/script&gt; to move (Black)" in after
    assert 'name="move"' not in after  # not Alice's decision now


async def test_a_seat_form_without_its_token_or_with_a_bad_move_changes_nothing(
    service, client, db, delivered
) -> None:
    match_id = await start_match(service)
    _, seat = await links(service, ALICE, match_id)
    await open_seat(client, seat, match_id)
    legal = games.get("crossings").legal_moves(games.get("crossings").start())
    answer = await client.post(f"/seat/{match_id}/move", data={"move": legal[0]})
    assert answer.status == 403 and "This form has expired" in await answer.text()
    answer = await client.post(
        f"/seat/{match_id}/move", data={"move": "z9-z10", "csrf": csrf_token(seat)}
    )
    assert answer.status == 409
    assert await db.matches.moves(match_id) == [] and delivered.replies == []
    answer = await client.post(
        f"/seat/{match_id}/resign", data={"csrf": csrf_token(seat)}, allow_redirects=False
    )
    assert "Tick the box to confirm that you resign." in await answer.text()
    assert (await db.matches.get(match_id)).status == MatchStatus.ACTIVE


async def test_a_seat_page_needs_its_cookie(service, client) -> None:
    match_id = await start_match(service)
    answer = await client.get(f"/seat/{match_id}")
    assert answer.status == 403
    assert "This seat is not open in this browser" in await answer.text()


async def test_resigning_from_a_seat_ends_the_match(service, client, db) -> None:
    match_id = await start_match(service)
    _, seat = await links(service, BOB, match_id)
    await open_seat(client, seat, match_id)
    answer = await client.post(
        f"/seat/{match_id}/resign",
        data={"confirm": "yes", "csrf": csrf_token(seat)},
        allow_redirects=False,
    )
    assert answer.status == 303
    match = await db.matches.get(match_id)
    assert match.status == MatchStatus.FINISHED and match.winner == "white"
    page = await (await client.get(f"/seat/{match_id}")).text()
    assert "alice (White) wins: Black resigned" in page


async def test_pages_speak_the_readers_language(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)

    async def page(**headers: Any) -> str:
        return await (await client.get(f"/w/{watch}", headers=headers)).text()

    german = await page(**{"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"})
    assert f"Partie Nr. {match_id} · Crossings" in german
    assert "alice ist am Zug (Weiß)" in german and '<html lang="de">' in german
    spanish = await page(**{"Accept-Language": "es-419"})
    assert f"Partida n.º {match_id} · Crossings" in spanish and "Juega alice (blancas)" in spanish
    english = await page(**{"Accept-Language": "fr, en;q=0.1"})
    assert f"Match #{match_id} · Crossings" in english and "alice to move (White)" in english
    switched = await client.get(f"/w/{watch}?lang=de", headers={"Accept-Language": "es"})
    assert "Partie Nr." in await switched.text()
    assert "gamut_lang=de" in switched.headers["Set-Cookie"]
    client.session.cookie_jar.clear()
    refused = await client.get("/w/broken", headers={"Accept-Language": "es"})
    assert "Este enlace no es válido" in await refused.text()


async def test_a_client_asking_too_often_is_answered_429(service, companion, client) -> None:
    companion.limit.burst, companion.limit.per_second = 3, 0.001
    companion.limit._buckets.clear()
    statuses = [(await client.get("/")).status for _ in range(5)]
    assert statuses[:3] == [200, 200, 200] and statuses[3:] == [429, 429]
    answer = await client.get("/")
    assert answer.headers["Retry-After"] and "Too many requests" in await answer.text()


async def test_tokens_never_reach_the_log(service, client, caplog) -> None:
    match_id = await start_match(service)
    watch, seat = await links(service, ALICE, match_id)
    caplog.set_level("INFO", logger="gamut.web")
    await client.get(f"/w/{watch}?ply=0")
    await client.get(f"/s/{seat}")
    await client.get(f"/w/{watch}tampered")
    lines = [record.getMessage() for record in caplog.records]
    assert any("GET /w/… 200" in line for line in lines)
    assert any("GET /s/… 200" in line for line in lines)
    assert not any(watch in line or seat in line for line in lines)


async def test_bad_requests_get_plain_refusals_and_change_nothing(service, client, db) -> None:
    match_id = await start_match(service)
    watch, seat = await links(service, ALICE, match_id)
    await open_seat(client, seat, match_id)
    huge = {"move": "a" * 10_000, "csrf": csrf_token(seat)}
    assert (await client.post(f"/seat/{match_id}/move", data=huge)).status == 413
    assert (await client.get(f"/w/{'x' * 1000}")).status == 403
    assert (await client.get("/seat/not-a-number")).status == 403
    assert (await client.get(f"/w/{watch}?ply=99999999999999")).status == 200
    answer = await client.post(
        f"/seat/{match_id}/draw", data={"answer": "<b>maybe</b>", "csrf": csrf_token(seat)}
    )
    assert answer.status == 409 and "<b>maybe" not in await answer.text()
    answer = await client.post(
        f"/seat/{match_id}/move", data={"move": "\x00\ue000<script>", "csrf": csrf_token(seat)}
    )
    text = await answer.text()
    assert answer.status == 409 and "<script>" not in text.split("</head>")[1]
    assert (await client.get(f"/seat/{match_id + 1}")).status == 403  # another match's seat
    assert await db.matches.moves(match_id) == []


async def test_a_seat_chooses_its_hidden_king_through_the_service(
    service, client, db, delivered
) -> None:
    """King's Crossing's rules: White's King starts on one of its eight men's squares (ranks
    1 and 2), chosen in secret; the seat page offers those squares, and the choice goes
    through the same service call as the console's ``choose``."""
    match_id = await start_match(service, "kings-crossing", stealth=True)
    _, seat = await links(service, ALICE, match_id)
    page = await open_seat(client, seat, match_id)
    assert f'action="/seat/{match_id}/choose"' in page
    offered = re.findall(r'<option value="([^"]*)"', page)
    assert offered == [f"{f}{r}" for f in "abcd" for r in "12"] + ["random"]
    before = await db.matches.get(match_id)
    wrong = {"move": "c5", "csrf": csrf_token(seat)}  # not a square of White's men
    assert (await client.post(f"/seat/{match_id}/choose", data=wrong)).status == 409
    assert await db.matches.get(match_id) == before and delivered.replies == []
    answer = await client.post(
        f"/seat/{match_id}/choose",
        data={"move": "c1", "csrf": csrf_token(seat)},
        allow_redirects=False,
    )
    assert answer.status == 303
    assert (await db.matches.secrets(match_id))["square:white"] == "c1"
    assert len(delivered.replies) == 1
    after = await (await client.get(f"/seat/{match_id}")).text()
    assert "/choose" not in after  # chosen once: nothing more to choose
    assert re.findall(r"<title>(\w\d): King \((\w+)\)", after) == [("c1", "White")]
    # Bob still chooses his, from Black's men's squares (ranks 7 and 8).
    _, bob_seat = await links(service, BOB, match_id)
    bobs = await open_seat(client, bob_seat, match_id)
    assert re.findall(r'<option value="([^"]*)"', bobs)[:-1] == [
        f"{f}{r}" for f in "abcd" for r in "78"
    ]


async def test_a_draw_offered_on_one_seat_is_accepted_on_the_other(
    service, client, db, delivered
) -> None:
    match_id = await start_match(service)
    _, alices = await links(service, ALICE, match_id)
    _, bobs = await links(service, BOB, match_id)
    await open_seat(client, alices, match_id)
    offer = {"answer": "offer", "csrf": csrf_token(alices)}
    answer = await client.post(f"/seat/{match_id}/draw", data=offer, allow_redirects=False)
    assert answer.status == 303
    assert (await db.matches.get(match_id)).status == MatchStatus.ACTIVE  # only offered
    await open_seat(client, bobs, match_id)
    accept = {"answer": "accept", "csrf": csrf_token(alices)}  # Alice's token on Bob's seat
    assert (await client.post(f"/seat/{match_id}/draw", data=accept)).status == 403
    accept["csrf"] = csrf_token(bobs)
    answer = await client.post(f"/seat/{match_id}/draw", data=accept, allow_redirects=False)
    assert answer.status == 303
    match = await db.matches.get(match_id)
    assert match.status == MatchStatus.FINISHED and match.winner is None
    assert len(delivered.replies) == 2  # the offer and the draw, each to the host's thread


async def test_the_board_marks_the_squares_a_move_captured_on(service, client) -> None:
    """Checkers with Bosses, a seeded playout through the service up to the first move that
    takes pieces (the engine's own count of the other side's pieces falls): the board of that
    position crosses out each piece taken (two bars in the capture colour each), the board
    before it none."""
    from renderers.style import STANDARD

    game = games.get("checkers-bosses")
    match_id = await start_match(service, "checkers-bosses")
    rng = random.Random(3)
    state, ply, taken = game.start(), 0, 0
    while not taken:
        mover = game.to_move(state)
        other = "black" if mover == "white" else "white"
        before = sum(p["side"] == other for p in game.view(state, None)["pieces"].values())
        move = rng.choice(game.legal_moves(state))
        user = ALICE if mover == "white" else BOB
        await service.move(local_viewer(user), match_id, move)
        state, ply = game.play(state, move), ply + 1
        after = sum(p["side"] == other for p in game.view(state, None)["pieces"].values())
        taken = before - after
    watch, _ = await links(service, ALICE, match_id)
    colour = "#{:02x}{:02x}{:02x}".format(*STANDARD.captured)

    async def bars(at: int) -> int:
        svg = await (await client.get(f"/w/{watch}/board.svg?ply={at}")).text()
        return len(re.findall(rf'<line [^>]*stroke="{colour}"', svg, flags=re.I))

    assert await bars(ply) == 2 * taken
    assert await bars(ply - 1) == 0


async def test_an_address_with_no_page_is_refused_in_the_readers_language(client) -> None:
    """A mistyped address (404) or a form's address opened as a page (405) reads as Gamut's
    other refusals do, in the reader's language, never as aiohttp's English "404: Not
    Found", and keeps the safety headers.  Expected words written here by hand."""
    german = await client.get("/no-such-page", headers={"Accept-Language": "de"})
    assert german.status == 404 and german.headers["X-Content-Type-Options"] == "nosniff"
    assert "Unter dieser Adresse gibt es keine Seite." in unescape(await german.text())
    spanish = await client.get("/seat/1/move", headers={"Accept-Language": "es-ES"})
    assert spanish.status == 405
    page = unescape(await spanish.text())
    assert "No hay ninguna página en esta dirección." in page and "Not Found" not in page
    english = await client.get("/w/x/board.svg/nothing")
    assert english.status == 404
    assert "There is no page at this address." in unescape(await english.text())
