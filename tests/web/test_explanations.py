"""The match page explains what the bot explains: the legend of the board's marks (compared
with the text of the Discord post for the same position), the key of the game's pieces
(compared with the console board's legend), the hidden choices revealed once the match is
over (compared with the Discord final post) and never before, and a seat's draw buttons as
the standing offer has them.

Every expected text is read from another front end's output (the service's replies, which
the Discord layer posts as they are, and the console's text board), never from the page code.
"""

from __future__ import annotations

import json
import random
import re
from html import unescape

import games
from bot.console.board_words import board_text
from bot.markup import plain
from bot.web.guard import csrf_token
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import links, start_match
from tests.web.test_live import blocks, next_event, stealth_pair
from tests.web.test_routes import open_seat

MARKS = re.compile(r"(?:Marks|Marcas|Markierungen)[^.]*\.")


def page_text(page: str) -> str:
    """What a reader reads of ``page``: its tags dropped, its entities read."""
    return unescape(re.sub(r"<[^>]+>", "", page))


def marks_of(page: str) -> str:
    """The text of the page's marks legend (``<p class="marks">``), or '' without one."""
    found = re.search(r'<p class="marks">(.*?)</p>', page)
    return page_text(found[1]) if found else ""


def key_of(page: str) -> list[str]:
    """The page's key of the pieces, one entry a line: its letter and words as read."""
    found = re.search(r'<ul class="pieces">(.*?)</ul>', page)
    assert found, "no key of the pieces"
    return [page_text(item).strip() for item in re.findall(r"<li>(.*?)</li>", found[1])]


def legend_line(view: dict, language: str | None) -> str:
    """The console's text board legend line (the one after the cells and file letters)."""
    return board_text(view, "white", language).splitlines()[-2].strip()


async def test_the_marks_legend_is_the_one_the_discord_board_post_gives(service, client) -> None:
    """King's Crossing shows each side's Home space: the board post says so in words, and
    the page says the same words, in English and in Spanish."""
    match_id = await start_match(service, "kings-crossing")
    watch, _ = await links(service, ALICE, match_id)
    posted = (await service.board(local_viewer(ALICE), match_id)).text
    shown = {}
    for language in ("en", "es-ES"):
        said = MARKS.search(plain(posted, language))
        assert said, plain(posted, language)
        page = await (await client.get(f"/w/{watch}?lang={language}")).text()
        shown[language] = marks_of(page)
        assert shown[language] == said[0]
    assert "house = a Home space" in shown["en"] and shown["es-ES"] != shown["en"]


async def test_a_captures_legend_is_the_one_of_the_discord_move_post(service, client) -> None:
    """Checkers with Bosses, a seeded playout up to the first move whose post names a cross
    (a piece taken there): the page of that position names it too, in the post's words; the
    page of the position before it, whose post named none, names none."""
    match_id = await start_match(service, "checkers-bosses")
    watch, _ = await links(service, ALICE, match_id)
    rng = random.Random(3)
    ply, posted = 0, ""
    for _ in range(80):
        match = await service.get_match(match_id)
        legal = await service.legal_moves_for(local_viewer(match.to_move_id), match_id)
        reply = await service.move(
            local_viewer(match.to_move_id), match_id, legal[rng.randrange(len(legal))]
        )
        ply += 1
        posted = plain(reply.text or "")
        if "cross =" in posted:
            break
    said = MARKS.search(posted)
    assert said and "cross =" in said[0], posted
    page = await (await client.get(f"/w/{watch}?ply={ply}")).text()
    assert marks_of(page) == said[0]
    before = await (await client.get(f"/w/{watch}?ply={ply - 1}&part=live")).text()
    assert "cross =" not in marks_of(before)


async def test_the_piece_key_names_the_pieces_as_the_console_legend_does(service, client) -> None:
    """Every piece letter of the console's legend with its word, and every sign's word, is
    an entry of the page's key, each beside a drawing; in German too."""
    match_id = await start_match(service, "checkers-bosses")
    watch, _ = await links(service, ALICE, match_id)
    game = games.get("checkers-bosses")
    view = game.view(game.start(), None)
    for language in ("en", "de"):
        page = await (await client.get(f"/w/{watch}?lang={language}")).text()
        key = key_of(page)
        console = legend_line(view, language).split(" · ")[1:]  # past the sides' words
        lettered = [entry for entry in console if re.match(r"[A-Z] ", entry)]
        signs = [entry.split(" ", 1)[1] for entry in console if entry not in lettered]
        assert key == lettered + signs, (key, console)
        assert len(lettered) == 3 and signs  # three kinds of men; crowned, boss
        samples = re.search(r'<ul class="pieces">(.*?)</ul>', page)
        assert samples and samples[1].count('<svg class="sample"') == len(key)


async def test_a_seat_alone_has_its_hidden_king_in_its_key(service, client) -> None:
    one, _ = await stealth_pair(service)
    watch, _ = await links(service, ALICE, one)
    _, seat = await links(service, BOB, one)
    hidden = "hidden king (only you see it)"
    spectator = await (await client.get(f"/w/{watch}")).text()
    assert hidden not in key_of(spectator)
    assert "dashed ring" not in marks_of(spectator)
    own = await open_seat(client, seat, one)
    assert hidden in key_of(own)
    assert "dashed ring = your hidden King (only you see it)" in marks_of(own)


async def test_the_hidden_choices_are_revealed_after_the_end_only(service, client) -> None:
    """While the match runs no page tells a King's square or salt; once Bob resigns, the
    watch page shows the lines the Discord final post reveals them in, each one."""
    one, _ = await stealth_pair(service)
    watch, _ = await links(service, ALICE, one)
    secrets = await service.db.matches.secrets(one)
    running = await (await client.get(f"/w/{watch}")).text()
    assert "Revealed" not in running and secrets["salt:white"] not in running
    assert secrets["salt:black"] not in running
    final = plain((await service.resign(local_viewer(BOB), one, confirmed=True)).text or "")
    revealed = [line for line in final.splitlines() if line.startswith("• ")]
    assert len(revealed) == 2 and "✓ verified" in revealed[0], final
    assert "Revealed hidden choices:" in final
    ended = page_text(await (await client.get(f"/w/{watch}")).text())
    assert "Revealed hidden choices:" in ended
    for line in revealed:
        assert line[2:] in ended
    # The replay's earlier positions are of a match that is over: the reveal stays with them.
    earlier = page_text(await (await client.get(f"/w/{watch}?ply=1&part=live")).text())
    assert revealed[0][2:] in earlier


def draw_buttons(page: str) -> list[str]:
    found = re.search(r'<form class="draw".*?</form>', page, re.S)
    assert found, "no draw form"
    return re.findall(r'name="answer" value="(\w+)"', found[0])


async def test_the_draw_buttons_follow_the_standing_offer(service, client) -> None:
    """No offer: Offer a draw alone.  Alice offers: her page waits, Bob's open page is sent
    Accept and Decline (live), and his page has them; Bob declines: Offer again for both."""
    match_id = await start_match(service)
    _, alices = await links(service, ALICE, match_id)
    _, bobs = await links(service, BOB, match_id)
    assert draw_buttons(await open_seat(client, bobs, match_id)) == ["offer"]
    stream = await client.get(f"/seat/{match_id}/events")
    events = blocks(stream)
    first = json.loads((await next_event(events))["data"])["html"]
    assert draw_buttons(first) == ["offer"]
    await service.offer_draw(local_viewer(ALICE), match_id)
    offered = json.loads((await next_event(events))["data"])["html"]
    assert draw_buttons(offered) == ["accept", "decline"]
    stream.close()
    assert draw_buttons(await (await client.get(f"/seat/{match_id}")).text()) == [
        "accept",
        "decline",
    ]
    alice_page = await open_seat(client, alices, match_id)
    assert draw_buttons(alice_page) == []
    assert "Your draw offer waits for your opponent's answer." in page_text(alice_page)
    await open_seat(client, bobs, match_id)
    decline = {"answer": "decline", "csrf": csrf_token(bobs)}
    answer = await client.post(f"/seat/{match_id}/draw", data=decline, allow_redirects=False)
    assert answer.status == 303
    assert draw_buttons(await (await client.get(f"/seat/{match_id}")).text()) == ["offer"]
    assert draw_buttons(await open_seat(client, alices, match_id)) == ["offer"]


async def test_the_key_draws_its_pieces_in_the_readers_colours(service, client) -> None:
    """The samples of the key are White's pieces in the palette the board is drawn in: the
    standard cream, or the colour-blind set's yellow (tests/web/test_palette.py's colours)."""
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    for palette, white in (("standard", "#f7f3e9"), ("colour-blind", "#f0e442")):
        page = await (await client.get(f"/w/{watch}?palette={palette}")).text()
        samples = re.search(r'<ul class="pieces">(.*?)</ul>', page)
        assert samples, page
        fills = set(re.findall(r'<circle[^>]* r="[\d.]+" fill="(#[0-9a-f]{6})"', samples[1]))
        assert fills == {white}, fills
