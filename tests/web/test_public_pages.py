"""The public pages through aiohttp's test client: a game's everywhere leaderboard in the order
of the ratings the test stored (worked by hand: established players first, highest first,
then the provisional), player pages linked from it, the rules of docs/rules with their
diagrams, the refusals, escaping and languages."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from bot.web.markdown import to_html
from storage.rating_rules import Standing
from storage.ratings import _INSERT_STANDING, _standing_values
from tests.bot.conftest import ALICE, BOB, CAROL

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"


async def store(db, now: float) -> None:
    """alice 1700 and bob 1600, both established (deviation 60); carol 1800 but provisional
    (deviation 300, over the 110 that makes a rating provisional)."""
    standings = [
        Standing(ALICE, "crossings", 1700.0, 60.0, 0.06, 30, 20, 8, 2, 1, now),
        Standing(BOB, "crossings", 1600.0, 60.0, 0.06, 30, 10, 18, 2, -2, now),
        Standing(CAROL, "crossings", 1800.0, 300.0, 0.06, 3, 3, 0, 0, 3, now),
    ]
    async with db._write() as tx:
        await tx.executemany(_INSERT_STANDING, [_standing_values(s) for s in standings])


def board_rows(page: str) -> list[list[str]]:
    found = []
    for row in re.findall(r'<tr class="entry">(.*?)</tr>', page):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        found.append([unescape(re.sub(r"<[^>]+>", "", cell)) for cell in cells])
    return found


async def test_the_leaderboard_is_in_the_order_of_the_stored_ratings(db, clock, client):
    await store(db, clock())
    answer = await client.get("/leaderboard/crossings")
    assert answer.status == 200
    page = await answer.text()
    assert board_rows(page) == [
        ["1", "alice", "1700", "30"],
        ["2", "bob <script>alert(1)</script>", "1600", "30"],
        ["3", "3", "1800?", "3"],  # carol (named by her number here) is provisional: last
    ]
    assert "bob &lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert" not in page
    for user in (ALICE, BOB, CAROL):
        assert f'href="/player/{user}"' in page
    assert 'rel="next"' not in page and 'rel="prev"' not in page  # one page of three
    # By name or alias as well as by id; the list of every game links to each board.
    assert (await client.get("/leaderboard/Crossings")).status == 200
    index = await (await client.get("/leaderboard")).text()
    assert 'href="/leaderboard/crossings"' in index


async def test_a_player_page_shows_what_the_board_shows_of_them(db, clock, client):
    await store(db, clock())
    page = await (await client.get(f"/player/{ALICE}")).text()
    assert "Crossings (correspondence): rank 1, rating 1700 (20 won, 8 lost, 2 drawn)" in page
    assert 'href="/leaderboard/crossings?pool=correspondence"' in page
    page = await (await client.get(f"/player/{CAROL}")).text()
    assert "Crossings (correspondence): rank 3, rating 1800? (3 won, 0 lost, 0 drawn)" in page


async def test_bad_addresses_get_a_plain_refusal(db, clock, client):
    await store(db, clock())
    for path, words in (
        ("/leaderboard/tiddlywinks", "There is no game called tiddlywinks."),
        ("/leaderboard/crossings?page=-1", "That is not a page of the leaderboard."),
        ("/leaderboard/crossings?page=99999999999", "That is not a page of the leaderboard."),
        ("/player/424242", "Gamut knows no such player."),
        ("/player/abc", "Gamut knows no such player."),
        ("/rules/no-such-game", "There is no such rules page."),
        ("/rules/images/nothing.png", "There is no such rules page."),
        ("/rules/..%2Fweb", "There is no such rules page."),
    ):
        answer = await client.get(path)
        assert answer.status == 404, path
        assert words in unescape(await answer.text()), path
    page = await (await client.get("/leaderboard/crossings?page=5")).text()
    assert "Nobody is on this page of the leaderboard." in page
    assert 'rel="prev" href="?pool=correspondence&amp;page=4"' in page
    answer = await client.get("/leaderboard/crossings?pool=blitz")
    assert answer.status == 404
    assert "The pool is live or correspondence, not 'blitz'." in unescape(await answer.text())


async def test_the_rules_pages_with_their_diagrams(client):
    page = await (await client.get("/rules/crossings")).text()
    assert '<h1 id="crossings">Crossings</h1>' in page
    assert '<img src="/rules/images/crossings-start.png" alt="The start of Crossings">' in page
    assert '<a href="#captures">Captures</a>' in page and '<h2 id="captures">' in page
    assert "<strong>single counter</strong>" in page and "<code>a1-a3</code>" in page
    answer = await client.get("/rules/images/crossings-start.png")
    assert answer.headers["Content-Type"] == "image/png"
    assert await answer.read() == (RULES / "images" / "crossings-start.png").read_bytes()
    index = await (await client.get("/rules")).text()
    for name in ("kings-crossing", "checkers-bosses", "crossings", "charing-cross"):
        assert f'href="/rules/{name}"' in index
    csp = answer.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp


def test_the_markdown_subset_escapes_everything_and_links_only_where_it_may() -> None:
    source = (
        "# A <b>title</b>\n\nText with <script>alert(3)</script> and "
        "[a link](javascript:evil) and ![a picture](https://elsewhere.example/x.png) "
        "and [the rules](crossings.md#captures).\n\n| a | b |\n|---|---|\n| `<i>` | **x** |\n"
    )
    assert to_html(source) == (
        '<h1 id="a-btitleb">A &lt;b&gt;title&lt;/b&gt;</h1>'
        "<p>Text with &lt;script&gt;alert(3)&lt;/script&gt; and a link and a picture and "
        '<a href="/rules/crossings#captures">the rules</a>.</p>'
        "<table><thead><tr><th>a</th><th>b</th></tr></thead>"
        "<tbody><tr><td><code>&lt;i&gt;</code></td><td><strong>x</strong></td></tr></tbody>"
        "</table>"
    )


async def test_the_leaderboard_in_spanish_and_german_and_english_unchanged(db, clock, client):
    await store(db, clock())
    english = await (await client.get("/leaderboard/crossings")).text()
    assert "Crossings leaderboard (correspondence, everywhere)" in english
    assert "<th>Rating</th>" in english and "The live leaderboard" in english
    spanish = await (await client.get("/leaderboard/crossings?lang=es-ES")).text()
    assert "Ranking de Crossings (por correspondencia, en todas partes)" in spanish
    assert "<th>Puesto</th>" in spanish and "<th>Puntuación</th>" in spanish
    assert "El ranking en vivo" in spanish
    german = await (await client.get("/leaderboard/crossings?lang=de")).text()
    assert "Rangliste für Crossings (Fernpartien, überall)" in german
    assert "<th>Platz</th>" in german and "<th>Wertung</th>" in german
    player = await (await client.get(f"/player/{ALICE}?lang=de")).text()
    assert "Crossings (Fernpartien): Platz 1, Wertung 1700 (20 gewonnen, 8 verloren, 2 remis)" in (
        player
    )


async def test_the_live_board_and_a_player_page_name_the_live_pool(db, clock, client):
    """Bob also has a live rating (1550, established): the live board lists him alone, and
    his page has a line per pool, each linking to its board."""
    await store(db, clock())
    async with db._write() as tx:
        await tx.execute(
            "INSERT INTO ratings (player_id, game_id, pool, rating, deviation, volatility, "
            "games, wins, losses, draws, streak, rated_at, provisional) "
            "VALUES (?, 'crossings', 'live', 1550, 60, 0.06, 12, 7, 5, 0, 1, ?, 0)",
            (BOB, clock()),
        )
    page = await (await client.get("/leaderboard/crossings?pool=live")).text()
    assert "Crossings leaderboard (live, everywhere)" in page
    assert board_rows(page) == [["1", "bob <script>alert(1)</script>", "1550", "12"]]
    assert '<a href="?pool=correspondence">The correspondence leaderboard</a>' in page
    player = unescape(await (await client.get(f"/player/{BOB}")).text())
    assert "Crossings (correspondence): rank 2, rating 1600 (10 won, 18 lost, 2 drawn)" in player
    assert "Crossings (live): rank 1, rating 1550 (7 won, 5 lost, 0 drawn)" in player
    assert 'href="/leaderboard/crossings?pool=live"' in player


async def test_the_front_page_leads_to_the_public_pages(client):
    """The address the console prints, typed into a browser: it says how a match is opened
    and links to the pages public without a link, each of which opens."""
    answer = await client.get("/")
    assert answer.status == 200
    page = await answer.text()
    assert "Open a match through a link the bot gives you" in unescape(page)
    targets = re.findall(r'<a href="(/[^"]*)">', page)
    assert targets == ["/leaderboard", "/rules"]
    for target in targets:
        assert (await client.get(target)).status == 200, target


async def test_a_spanish_or_german_reader_gets_the_committed_translation(client):
    """docs/rules holds Spanish and German translations: each reader gets their language's
    page (its headings as written there, its diagrams from its own folder, no note that the
    text is English), and the English reader's page is unchanged.  (One client: its cookie
    keeps the language last chosen, so each visit names its own.)"""
    spanish = await (await client.get("/rules/crossings?lang=es-ES")).text()
    assert '<article class="rules" lang="es-ES">' in spanish
    assert ">El tablero y las piezas</h2>" in spanish
    assert 'src="/rules/es-ES/images/crossings-start.png"' in spanish
    assert '<p class="note">' not in spanish
    german = await (await client.get("/rules?lang=de")).text()
    assert '<article class="rules" lang="de">' in german and '<p class="note">' not in german
    english = await (await client.get("/rules/crossings?lang=en")).text()  # the switch back
    assert '<p class="note">' not in english and '<article class="rules" lang="en">' in english
    assert ">The board and the pieces</h2>" in english
