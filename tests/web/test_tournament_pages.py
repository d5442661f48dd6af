"""A tournament's web page through aiohttp's test client: standings, pairings with links to the
games, results, the winner, the TRF download, the refusals, escaping and languages.

The pairings and every figure are worked out by hand from the results the test plays (Dutch
system C.04.3 for the pairings, as tests/bot/test_service_tournaments.py works them; C.07 for
Buchholz and Sonneborn-Berger), never read back from the code that ranks them.
"""

from __future__ import annotations

import io
import re
from html import unescape

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.console.app import Console
from bot.service import MatchService, NotFound
from bot.web import WebCompanion
from storage import Database
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.bot.test_service_tournaments import DAVE, enter, games_of, me, pairs, win
from tests.viewers import viewer_in

NAME = "<script>alert(2)</script> cup"


async def started(service) -> int:
    """Four players, two rounds: everyone unrated, so the names number them alice 1, bob 2,
    carol 3, dave 4, and round 1 is alice–carol, dave–bob."""
    created = await service.tournaments.create(me(ALICE), game_id="crossings", rounds=2,
                                               name=NAME)
    tid = created.tournament_id
    await enter(service, tid, ALICE, BOB, CAROL, DAVE)
    await service.tournaments.start(me(ALICE), tid)
    assert await pairs(service, tid, 1) == [(ALICE, CAROL), (DAVE, BOB)]
    return tid


async def page_of(service, client, tid: int, user: int = ALICE, **query: str) -> tuple[str, str]:
    token = await service.web_links.tournament_link(me(user), service.tournaments, tid)
    answer = await client.get(f"/t/{token}", params=query)
    assert answer.status == 200
    return token, await answer.text()


def rows(page: str) -> list[list[str]]:
    """The standings table's cells, row by row, as a reader reads them."""
    table = page.split('<table class="standings">', 1)[1].split("</table>", 1)[0]
    found = []
    for row in re.findall(r'<tr class="standing">(.*?)</tr>', table):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        found.append([unescape(re.sub(r"<[^>]+>", "", cell)) for cell in cells])
    return found


async def test_standings_pairings_results_and_the_winner_as_worked_by_hand(service, client):
    tid = await started(service)
    token, page = await page_of(service, client, tid)
    # The name the organiser typed is shown, never run.
    assert "&lt;script&gt;alert(2)&lt;/script&gt; cup" in page and "<script>alert" not in page
    assert re.findall(r"<script[^>]*>", page) == ['<script src="/static/web.js" defer>']
    assert 'http-equiv="refresh"' in page  # running: it asks again
    assert page.count('class="pairing"') == 2 and "playing" in page

    first = await games_of(service, tid, 1)
    await win(service, first[0].match_id, ALICE)
    _, page = await page_of(service, client, tid)
    assert "1–0" in page  # alice's win is on the page now; board 2 still plays
    await win(service, first[1].match_id, DAVE)
    # Round 2, as the Dutch rules pair it: alice 1 and dave 1 meet (dave white), bob–carol.
    assert await pairs(service, tid, 2) == [(DAVE, ALICE), (BOB, CAROL)]
    second = await games_of(service, tid, 2)
    await win(service, second[0].match_id, DAVE)
    await win(service, second[1].match_id, BOB)

    _, page = await page_of(service, client, tid)
    assert 'http-equiv="refresh"' not in page  # finished: nothing more to ask for
    assert "Winner: 4" in page  # dave (named by his number here): 2 points, alone on top
    # Points: dave 1+1 = 2, alice 1+0 = 1, bob 0+1 = 1, carol 0.  Buchholz (BH, the
    # opponents' points): dave bob 1 + alice 1 = 2, alice carol 0 + dave 2 = 2, bob dave 2 +
    # carol 0 = 2, carol alice 1 + bob 1 = 2; BH-C1 drops the lowest: 1, 2, 2, 1.  SB (the
    # points of those beaten): dave 1 + 1 = 2, alice carol's 0, bob carol's 0, carol 0.
    table = rows(page)
    assert table[0][1:4] == ["4", "2", "1"] and table[3][1:4] == ["3", "0", "1"]
    # alice and bob: 1 point and BH-C1 2 each, in the order their later tie-breaks set.
    assert {row[1] for row in table[1:3]} == {"alice", "bob <script>alert(1)</script>"}
    assert all(row[2:4] == ["1", "2"] for row in table[1:3])
    by_name = {row[1]: row for row in table}
    assert by_name["4"][4:6] == ["2", "2"] and by_name["alice"][4:6] == ["2", "0"]
    assert "Standings after round 2" in page
    assert page.count('class="round"') == 2
    results = re.findall(r'<strong class="result">(.*?)</strong>', page)
    assert results == ["1–0", "1–0", "1–0", "1–0"]  # round 2's boards first, then round 1's
    # Every pairing links to its game's page under the tournament's link.
    for game in (*first, *second):
        assert f'href="/t/{token}/m/{game.match_id}"' in page


async def test_a_pairing_link_opens_the_game_and_no_other_match(service, client):
    tid = await started(service)
    token, page = await page_of(service, client, tid)
    game = (await games_of(service, tid, 1))[0]
    answer = await client.get(f"/t/{token}/m/{game.match_id}")
    assert answer.status == 200
    assert f"Match #{game.match_id} · Crossings" in await answer.text()
    other = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    accepted = await service.accept(me(BOB), other.challenge_id)
    answer = await client.get(f"/t/{token}/m/{accepted.match_id}")
    assert answer.status == 403 and "This link is not valid" in await answer.text()
    answer = await client.get(f"/t/{token}/m/nonsense")
    assert answer.status == 403


async def test_the_trf_download_is_the_desks_export(service, client):
    tid = await started(service)
    token, page = await page_of(service, client, tid)
    assert f'href="/t/{token}/trf"' in page
    answer = await client.get(f"/t/{token}/trf")
    assert answer.status == 200
    assert f'filename="tournament-{tid}.trf"' in answer.headers["Content-Disposition"]
    body = await answer.text()
    assert body.startswith("012 ")  # TRF: the tournament's name line first
    assert len(re.findall(r"^001 ", body, re.M)) == 4  # one player line per entrant


async def test_a_link_for_someone_who_may_not_see_it_is_refused_like_a_missing_one(
    service, client
):
    tid = await started(service)
    stranger = viewer_in(77, 5, reads=[1, 2, 3])  # another server's member, no entrant
    with pytest.raises(NotFound) as hidden:
        await service.web_links.tournament_link(stranger, service.tournaments, tid)
    with pytest.raises(NotFound) as missing:
        await service.web_links.tournament_link(stranger, service.tournaments, 9999)
    assert str(hidden.value) == str(missing.value).replace("9999", str(tid))
    # A tournament link opens no match page, a match link no tournament page.
    token = await service.web_links.tournament_link(me(ALICE), service.tournaments, tid)
    assert (await client.get(f"/w/{token}")).status == 403
    match_id = (await games_of(service, tid, 1))[0].match_id
    watch = (await service.web_links.links(me(ALICE), match_id)).watch
    answer = await client.get(f"/t/{watch}")
    assert answer.status == 403 and "This link is not valid" in await answer.text()
    await service.web_links.revoke(me(ALICE))
    answer = await client.get(f"/t/{token}")
    assert answer.status == 403 and "revoked" in await answer.text()


async def test_the_page_in_spanish_and_german_and_english_unchanged(service, client):
    tid = await started(service)
    first = await games_of(service, tid, 1)
    await win(service, first[0].match_id, ALICE)
    await win(service, first[1].match_id, DAVE)
    _, english = await page_of(service, client, tid)
    assert "Standings after round 1" in english and "Round 2" in english
    _, spanish = await page_of(service, client, tid, lang="es-ES")
    assert "Clasificación tras la ronda 1" in spanish
    assert "Ronda 2" in spanish and "Mesa 1: 4 – alice" in spanish and "en juego" in spanish
    assert "Descargar el archivo TRF" in spanish
    _, german = await page_of(service, client, tid, lang="de")
    assert "Tabelle nach Runde 1" in german
    assert "Runde 2" in german and "Brett 1: 4 – alice" in german and "läuft" in german
    assert "Die TRF-Datei herunterladen" in german


async def test_the_consoles_web_command_prints_a_tournaments_link_that_opens_it(tmp_path):
    out = io.StringIO()
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        console: Console
        service = MatchService(db, mention=lambda uid: console.mention(uid))
        console = await Console.open(service, tmp_path / "boards", out)
        console.web = WebCompanion(service, url="http://gamut.example")
        await console.run(['tournament create crossings name="Web cup"', "web tournament 1",
                           "web tournament 7"])
        said = out.getvalue()
        link = re.search(r"Follow Tournament #1 \(Web cup\) in a browser: (\S+)", said)
        assert link and link[1].startswith("http://gamut.example/t/"), said
        assert "There is no tournament #7" in said  # refused as /tournament refuses it
        async with TestClient(TestServer(console.web.app)) as client:
            answer = await client.get(link[1].removeprefix("http://gamut.example"))
            page = await answer.text()
            assert answer.status == 200 and "Tournament #1 (Web cup)" in page
            assert "There are no standings until the tournament starts." in page
        console.web.hub.close()
        service.close()
    finally:
        await db.close()
