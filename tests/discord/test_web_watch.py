"""The web companion from Discord (bot/discord/cogs/web.py): a match post's "Watch on the
web" button and ``/watch`` give the asker their links by the one visibility rule, a player's
seat link privately; ``/web revoke`` asks first, then makes every old link refused by the
companion itself (opened over HTTP, as a browser would); ``/gamut-settings web:public`` is a
manager's, and posts watch links openly where everyone reads the match."""

from __future__ import annotations

import re

import aiohttp
import discord
import pytest
import simcord

from bot.web.hosting import WebPlace
from tests.discord.conftest import World
from tests.discord.locales import Locales

WEB = pytest.mark.bot(web=WebPlace(port=0))
LINK = re.compile(r"<(http://127\.0\.0\.1:\d+/([ws])/[A-Za-z0-9_.\-]+)>")
MISSING = 999


def answer(result) -> str:
    """The ephemeral answer to a deferred command or button."""
    assert result.response is not None and result.response.ephemeral
    return result.response.content


def links(text: str) -> dict[str, str]:
    """The links of an answer by kind: ``w`` the watch link, ``s`` the seat link."""
    found = {kind: url for url, kind in LINK.findall(text)}
    assert len(found) == len(LINK.findall(text)), text  # one of each at most
    return found


SEAT_PAGE = re.compile(r'href="(/seat/\d+)"')


async def opened(url: str) -> tuple[int, str]:
    """What a browser gets for a link: the status and the page (a seat link's first page
    sets the cookie and links on to the seat, which is followed)."""
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as browser:
        async with browser.get(url) as page:
            status, text = page.status, await page.text()
        onward = SEAT_PAGE.search(text)
        if status != 200 or onward is None:
            return status, text
        async with browser.get(str(page.url.join(aiohttp.client.URL(onward[1])))) as seat:
            return seat.status, await seat.text()


async def let_use_settings(world: World, member: simcord.MemberActor) -> None:
    """The server lets ``member`` see /gamut-settings (Server Settings > Integrations), as a
    server may, without giving them Manage Server: the bot itself still refuses them."""
    commands = await world.bot.tree.fetch_commands()
    settings = next(c for c in commands if c.name == "gamut-settings")
    world.guild.set_command_permissions(settings, {member: True})


def hidden_channel(world: World, *members: simcord.MemberActor) -> simcord.ChannelHandle:
    """A channel of the club that only ``members`` (and the bot) can read."""
    guild = world.guild
    allowed = discord.PermissionOverwrite(view_channel=True)
    readers = {member: allowed for member in (world.bot_member(), *members)}
    overwrites = {guild.default_role: discord.PermissionOverwrite(view_channel=False), **readers}
    return guild.create_text_channel("secret", overwrites=overwrites)


@WEB
async def test_a_spectator_who_reads_the_thread_gets_a_watch_link_and_no_seat(
    world: World,
) -> None:
    match_id, thread = await world.start_match("crossings")
    post = thread.last_message
    pressed = await world.carol.click(post, label="Watch on the web")
    text = answer(pressed)
    assert text.startswith(f"Watch match #{match_id} on the web: <http://127.0.0.1:")
    found = links(text)
    assert set(found) == {"w"}
    status, page = await opened(found["w"])
    assert status == 200 and f"#{match_id}" in page
    assert thread.last_message.id == post.id  # nothing was posted for everyone
    # /watch from the match's thread answers the same, with a link of its own.
    asked = links(answer(await world.carol.slash(thread, "watch")))
    assert set(asked) == {"w"} and (await opened(asked["w"]))[0] == 200


@pytest.mark.bot(web=WebPlace(port=0, url="https://gamut.example.org"))
async def test_with_a_public_address_the_button_gives_links_written_with_it(
    world: World,
) -> None:
    """GAMUT_WEB_URL (a reverse proxy's address): the posts carry the button, and every link
    is written with that address, never the one the companion listens on."""
    match_id, thread = await world.start_match("crossings")
    post = thread.last_message
    labels = [child.label for row in post.components for child in row.children]
    assert "Watch on the web" in labels
    text = answer(await world.alice.click(post, label="Watch on the web"))
    public = re.findall(r"<(https://gamut\.example\.org/([ws])/[A-Za-z0-9_.\-]+)>", text)
    assert sorted(kind for _, kind in public) == ["s", "w"], text
    assert "127.0.0.1" not in text
    # The token is the companion's own: opened where it listens, it shows the match.
    watch = next(url for url, kind in public if kind == "w")
    web = world.bot.web
    assert web is not None
    local = watch.replace("https://gamut.example.org", f"http://127.0.0.1:{web.port}")
    status, page = await opened(local)
    assert status == 200 and f"Match #{match_id}" in page


@WEB
async def test_a_player_gets_their_seat_link_privately(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    before = [m.id for m in thread.history()]
    text = answer(await world.alice.slash(world.channel, "watch", match=match_id))
    found = links(text)
    assert set(found) == {"w", "s"}
    assert "keep it to yourself" in text
    status, page = await opened(found["s"])
    assert status == 200 and f"#{match_id}" in page
    # The seat link went to Alice alone: nothing new in the thread or the channel.
    assert [m.id for m in thread.history()] == before
    assert all(found["s"] not in m.content for m in world.channel.history())


@WEB
async def test_a_match_in_a_channel_one_cannot_read_is_answered_as_a_missing_one(
    world: World,
) -> None:
    secret = hidden_channel(world, world.alice, world.bob)
    await world.alice.slash(secret, "play", game="crossings", opponent=world.bob)
    await world.bob.click(secret.last_message, label="Accept")
    match_id = int(secret.threads[-1].name.rsplit("#", 1)[1])
    hidden = answer(await world.carol.slash(world.channel, "watch", match=match_id))
    missing = answer(await world.carol.slash(world.channel, "watch", match=MISSING))
    assert f"#{MISSING}" in missing
    assert hidden == missing.replace(f"#{MISSING}", f"#{match_id}")
    assert LINK.search(hidden) is None
    # Bob reads the channel: he gets his links.
    assert set(links(answer(await world.bob.slash(world.channel, "watch", match=match_id))))


@WEB
async def test_revoking_asks_first_then_old_links_are_refused(world: World) -> None:
    match_id, _ = await world.start_match("crossings")
    old = links(answer(await world.alice.slash(world.channel, "watch", match=match_id)))
    asked = await world.alice.slash(world.channel, "web revoke")
    question = asked.response
    assert question is not None and question.ephemeral
    assert question.content.startswith("Revoke every web link you were given?")
    # Its one button is Alice's alone, and names her (Discord shows it to her only anyway).
    (button,) = [child for row in question.components for child in row["components"]]
    assert button["custom_id"] == f"gamut:b:web-revoke:{world.alice.id}:{world.alice.id}:"
    # Asked, nothing is revoked yet.
    assert (await opened(old["w"]))[0] == 200
    confirmed = await world.alice.click(question, label="Revoke all my links")
    said = [m.content for m in (confirmed.response, *confirmed.followups) if m is not None]
    assert any(s.startswith("Every web link you were given so far") for s in said), said
    for url in old.values():
        status, page = await opened(url)
        assert status == 403
        assert "This link was revoked by the player it was made for." in page
    # A new link works at once.
    new = links(answer(await world.alice.slash(world.channel, "watch", match=match_id)))
    assert (await opened(new["w"]))[0] == 200


@WEB
async def test_the_web_setting_is_a_managers_and_public_posts_the_watch_link(
    world: World,
) -> None:
    await let_use_settings(world, world.carol)
    refused = answer(await world.carol.slash(world.channel, "gamut-settings", web="public"))
    assert refused == "Only members who may manage this server can change settings."
    assert await world.bot.service.server_settings.of(world.guild.id) == {}
    set_up = answer(await world.manager.slash(world.channel, "gamut-settings", web="public"))
    assert "• web: public (watch links posted where everyone can read the match)" in set_up
    match_id, thread = await world.start_match("crossings")
    pressed = answer(await world.carol.click(thread.last_message, label="Watch on the web"))
    assert pressed == (
        "The watch link is posted here for everyone (this server's web setting is public)."
    )
    posted = thread.last_message.content
    assert posted.startswith(f"Watch match #{match_id} on the web: <http://127.0.0.1:")
    assert (await opened(links(posted)["w"]))[0] == 200
    # Back to private (the default, stored as no setting): the answer is the asker's again.
    back = answer(await world.manager.slash(world.channel, "gamut-settings", web="private"))
    assert "• web: private (links for the asker alone)" in back
    assert await world.bot.service.server_settings.of(world.guild.id) == {}
    again = answer(await world.carol.click(thread.history()[0], label="Watch on the web"))
    assert again.startswith(f"Watch match #{match_id} on the web:")


@WEB
async def test_public_never_posts_a_link_in_a_channel_not_everyone_reads(world: World) -> None:
    await world.manager.slash(world.channel, "gamut-settings", web="public")
    secret = hidden_channel(world, world.alice, world.bob)
    await world.alice.slash(secret, "play", game="crossings", opponent=world.bob)
    await world.bob.click(secret.last_message, label="Accept")
    thread = secret.threads[-1]
    before = [m.id for m in thread.history()]
    text = answer(await world.bob.click(thread.last_message, label="Watch on the web"))
    assert set(links(text)) == {"w", "s"}
    assert [m.id for m in thread.history()] == before


@WEB
async def test_spanish_and_german_members_read_their_links_in_their_language(
    world: World, locales: Locales
) -> None:
    match_id, thread = await world.start_match("crossings")
    locales.speak(world.alice, "es-ES")
    locales.speak(world.carol, "de")
    spanish = answer(await world.alice.slash(thread, "watch"))
    lines = spanish.split("\n")
    assert lines[0].startswith(f"Sigue la partida n.º {match_id} en la web: <http://")
    assert lines[1].startswith(
        "Tu puesto, para jugar desde el navegador (no lo compartas: quien lo abra juega por ti):"
    )
    german = answer(await world.carol.click(thread.last_message, label="Watch on the web"))
    assert german.startswith(f"Partie Nr. {match_id} im Web ansehen: <http://")
    asked = (await world.carol.slash(world.channel, "web revoke")).response
    assert asked is not None
    assert asked.content.startswith("Alle Web-Links widerrufen, die du bekommen hast?")
    await let_use_settings(world, world.carol)
    refused = answer(await world.carol.slash(world.channel, "gamut-settings", web="public"))
    assert refused == (
        "Nur Mitglieder, die diesen Server verwalten dürfen, können die Einstellungen ändern."
    )
    # English is unchanged for Bob.
    english = answer(await world.bob.slash(thread, "watch"))
    assert english.startswith(f"Watch match #{match_id} on the web: <http://")


async def test_without_the_companion_there_is_no_button_and_watch_says_why(
    world: World,
) -> None:
    match_id, thread = await world.start_match("crossings")
    labels = [child.label for row in thread.last_message.components for child in row.children]
    assert "Resign" in labels and "Watch on the web" not in labels
    said = answer(await world.alice.slash(world.channel, "watch", match=match_id))
    assert said == (
        "This bot has no web pages: its operator has not switched the web companion on."
    )


TOURNAMENT_LINK = re.compile(r"<(http://127\.0\.0\.1:\d+/t/[A-Za-z0-9_.\-]+)>")


@WEB
async def test_tournament_web_gives_a_link_only_to_who_may_see_the_tournament(
    world: World,
) -> None:
    secret = hidden_channel(world, world.alice, world.bob)
    made = answer(
        await world.alice.slash(secret, "tournament create", game="crossings", name="Quiet Cup")
    )
    number = int(re.search(r"Tournament #(\d+) created", made)[1])
    # Alice reads its channel: her link, for her alone, opens the page.
    given = answer(await world.alice.slash(world.channel, "tournament web", tournament=number))
    assert given.startswith(
        f"Follow Tournament #{number} (Quiet Cup) on the web: <http://127.0.0.1:"
    ), given
    (url,) = TOURNAMENT_LINK.findall(given)
    async with aiohttp.ClientSession() as browser, browser.get(url) as page:
        assert page.status == 200
        assert f"<h1>Tournament #{number} (Quiet Cup)</h1>" in await page.text()
    assert world.channel.history() == [] and url not in secret.last_message.content
    # Carol cannot read it: refused as a tournament that does not exist, no link.
    hidden = answer(await world.carol.slash(world.channel, "tournament web", tournament=number))
    missing = answer(await world.carol.slash(world.channel, "tournament web", tournament=MISSING))
    assert f"#{MISSING}" in missing
    assert hidden == missing.replace(f"#{MISSING}", f"#{number}")
    assert TOURNAMENT_LINK.search(hidden) is None


async def test_tournament_web_without_the_companion_says_why_to_who_may_see_it(
    world: World,
) -> None:
    made = answer(await world.alice.slash(world.channel, "tournament create", game="crossings"))
    number = int(re.search(r"Tournament #(\d+) created", made)[1])
    said = answer(await world.alice.slash(world.channel, "tournament web", tournament=number))
    assert said == (
        "This bot has no web pages: its operator has not switched the web companion on."
    )


@WEB
async def test_public_posts_a_tournaments_link_in_its_channel_everyone_reads(
    world: World,
) -> None:
    """``web:public`` opens tournaments' links as it opens matches': asked in the
    tournament's channel everyone reads, the link is posted there; asked elsewhere, or for a
    tournament in a channel some cannot read, it stays the asker's."""
    await world.manager.slash(world.channel, "gamut-settings", web="public")
    made = answer(
        await world.alice.slash(world.channel, "tournament create", game="crossings", name="Open")
    )
    number = int(re.search(r"Tournament #(\d+) created", made)[1])
    before = world.channel.last_message.id if world.channel.history() else None
    said = answer(await world.carol.slash(world.channel, "tournament web", tournament=number))
    assert said == (
        "The tournament's link is posted here for everyone (this server's web setting is public)."
    )
    posted = world.channel.last_message
    assert posted.id != before
    (url,) = TOURNAMENT_LINK.findall(posted.content)
    async with aiohttp.ClientSession() as browser, browser.get(url) as page:
        assert page.status == 200 and f"Tournament #{number} (Open)" in await page.text()
    # Asked in another channel: the asker's alone.
    elsewhere = world.guild.create_text_channel("elsewhere")
    own = answer(await world.carol.slash(elsewhere, "tournament web", tournament=number))
    assert TOURNAMENT_LINK.search(own) and elsewhere.history() == []
    # A tournament in a channel not everyone reads: never posted.
    secret = hidden_channel(world, world.alice, world.bob)
    quiet = answer(
        await world.alice.slash(secret, "tournament create", game="crossings", name="Quiet")
    )
    hidden = int(re.search(r"Tournament #(\d+) created", quiet)[1])
    last = secret.last_message.id
    given = answer(await world.alice.slash(secret, "tournament web", tournament=hidden))
    assert TOURNAMENT_LINK.search(given) and secret.last_message.id == last
