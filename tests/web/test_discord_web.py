"""The web companion inside the Discord bot (simcord): started by ``setup_hook`` where
GAMUT_WEB_PORT is set, and a move played on a seat's page (posted as a form, and clicked in
headless Chromium) lands in the match's thread as if it had been played there."""

from __future__ import annotations

import re
from typing import Any

import aiohttp
import pytest

from bot.web.guard import csrf_token
from bot.web.hosting import WebPlace
from tests.discord import conftest as discord_fixtures
from tests.discord.conftest import World
from tests.viewers import local_viewer
from tests.web.browsing import off_loop, shown_text, until

# The Discord tests' fixtures (a simcord server and the bot under test), here too.
bots, db_path = discord_fixtures.bots, discord_fixtures.db_path
simcord_bot, world = discord_fixtures.simcord_bot, discord_fixtures.world


@pytest.mark.bot(web=WebPlace(port=0))
async def test_a_move_on_the_web_lands_in_the_discord_thread(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    web = world.bot.web
    assert web is not None and web.url.startswith("http://127.0.0.1:")
    legal = await world.legal(match_id)
    minted = await world.bot.service.web_links.links(local_viewer(world.alice.id), match_id)
    assert minted.seat is not None
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as browser:
        async with browser.get(web.seat_link(minted.seat)) as opened:
            assert opened.status == 200
        async with browser.post(
            f"{web.url}/seat/{match_id}/move",
            data={"move": legal[0], "csrf": csrf_token(minted.seat)},
            allow_redirects=False,
        ) as played:
            assert played.status == 303
    posted = thread.last_message
    assert re.search(rf"\b{re.escape(legal[0])}\b", posted.content), posted.content
    assert f"<@{world.bob.id}>" in posted.content  # who decides next is told, as after /move
    assert [r.text for r in await world.bot.db.matches.moves(match_id)] == [legal[0]]


async def test_without_the_setting_the_bot_serves_no_web(world: World) -> None:
    assert world.bot.web is None


@pytest.mark.bot(web=WebPlace(port=0))
async def test_a_move_clicked_in_a_browser_lands_in_the_discord_thread(
    world: World, browser: Any
) -> None:
    """End to end: Alice opens her seat link in headless Chromium, clicks a piece and one of
    the destinations the page lights up; the bot posts the move in the match's thread."""
    match_id, thread = await world.start_match("crossings")
    web = world.bot.web
    assert web is not None
    move = next(m for m in await world.legal(match_id) if "-" in m)
    origin, target = move.split("-")[0], move.split("-")[-1]
    minted = await world.bot.service.web_links.links(local_viewer(world.alice.id), match_id)
    assert minted.seat is not None
    seat = web.seat_link(minted.seat)
    before = thread.last_message.id

    def click(square: str) -> None:
        browser.find_element("css selector", f'g.square[data-square="{square}"]').click()

    try:
        await off_loop(lambda: browser.get(seat))
        await off_loop(
            lambda: until(browser, lambda d: d.find_elements("css selector", "form.play"))
        )
        await off_loop(lambda: click(origin))
        lit = f'g.square.next[data-square="{target}"]'
        await off_loop(lambda: until(browser, lambda d: d.find_elements("css selector", lit)))
        await off_loop(lambda: click(target))
        status = shown_text("p.status")
        await off_loop(lambda: until(browser, lambda d: "to move (Black)" in status(d)))
    finally:
        await off_loop(lambda: browser.get("about:blank"))  # its stream closes
    posted = thread.last_message
    assert posted.id != before
    assert re.search(rf"\b{re.escape(move)}\b", posted.content), posted.content
    assert f"<@{world.bob.id}>" in posted.content
    assert [r.text for r in await world.bot.db.matches.moves(match_id)] == [move]
