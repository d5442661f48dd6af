"""A Spanish-speaking member on a German server (issue #46): what they alone read is Spanish,
what the server reads is German, through a whole match under simcord.

Two German servers: one whose managers chose ``/gamut-settings language:de`` (its Community
language left at Discord's default, English), and one whose Community language is German with
no setting.  The two players' clients are Spanish (``es-ES``).  The key sentences are written
here by hand; besides, no text either player reads may hold an English sentence of the
catalogue (a piece of an English message its translation does not have), so that a text
someone forgot to pass through the reader's language is caught wherever it comes from.
"""

from __future__ import annotations

import logging
from typing import Any

import simcord

from bot.i18n.messages import english, localise
from bot.markup import t
from bot.service import PrivateMessage, Reply
from games.core.notation import squares_in
from tests.discord.conftest import World
from tests.discord.languages import (
    Read,
    custom_ids,
    english_in,
    labels,
    speak_spanish,
    translated_sentences,
)
from tests.discord.locales import Locales
from tests.discord.test_move_picker import components, pick, select_id
from tests.viewers import local_viewer

MOVES = 2  # moves played before the draw offer and the resignation


async def whole_match(
    env: simcord.Env,
    channel: simcord.ChannelHandle,
    ana: simcord.MemberActor,
    beto: simcord.MemberActor,
    bot: Any,
) -> Read:
    """Ana challenges Beto to Crossings, Beto accepts, they play, Ana offers a draw that Beto
    declines, Beto resigns; every text each one reads privately and the server reads."""
    read = Read([], [])
    read.heard(await ana.slash(channel, "play", game="crossings", opponent=beto, colour="white"))
    challenge = channel.last_message
    (accept,) = custom_ids(challenge, "gamut:b:accept:")
    not_hers = read.heard(await ana.click(challenge, custom_id=accept))
    assert not_hers.response.content == f"Esto le toca responderlo a <@{beto.id}>, no a ti."
    read.heard(await beto.click(challenge, custom_id=accept))
    thread = channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    assert thread.name == f"{ana.name} gegen {beto.name} · Crossings #{match_id}"
    assert labels(thread.last_message) == ["Ziehen", "Aufgeben", "Remis anbieten"]
    for _ in range(MOVES):
        match = await bot.service.get_match(match_id)
        player = ana if match.to_move_id == ana.id else beto
        legal = await bot.service.legal_moves_for(local_viewer(player.id), match_id)
        read.heard(await player.slash(thread, "move", move=legal[0]))
        assert labels(thread.last_message) == ["Ziehen", "Aufgeben", "Remis anbieten"]
    helped = read.heard(await ana.slash(thread, "help"))
    assert helped.response.content.startswith(
        "**Gamut** ofrece cinco juegos abstractos poco comunes para dos jugadores: "
    )
    assert "En el hilo de una partida también puedes escribir la jugada" not in (
        helped.response.content  # the test bot has no Message Content intent
    )
    assert "(Las jugadas escritas están desactivadas en este bot: usa /mover)." in (
        helped.response.content
    )
    read.heard(await ana.slash(thread, "draw"))
    offer = thread.last_message
    (decline,) = custom_ids(offer, "gamut:b:draw-decline:")
    read.heard(await beto.click(offer, custom_id=decline))
    asked = read.heard(await beto.slash(thread, "resign"))
    question = asked.followups[0] if asked.followups else asked.response
    (confirm,) = custom_ids(question, "gamut:b:resign:")
    read.heard(await beto.click(question, custom_id=confirm))
    assert (await bot.service.get_match(match_id)).status == "finished"
    assert labels(thread.last_message) == ["Revanche"]
    read.public += [challenge.content, thread.name, *(m.content for m in thread.history())]
    read.public += [label for m in thread.history() for label in labels(m)]
    # Both played in Spanish: their later DMs (the clock's, a tournament's) will be Spanish.
    for player in (ana, beto):
        assert await bot.service.players.language_of(player.id) == "es-ES"
    await bot.delivery.deliver(
        Reply(private=(PrivateMessage(beto.id, t("discord-play-here", link="https://x.test")),))
    )
    assert beto.user.dm_channel.last_message.content == "Juega aquí: https://x.test"
    return read


async def test_a_server_set_to_german_reads_german_and_its_spanish_members_spanish(
    world: World, locales: Locales
) -> None:
    setting = await world.manager.slash(world.channel, "gamut-settings", language="de")
    assert "• language: Deutsch" in setting.response.content  # the manager's client: English
    speak_spanish(locales, world.alice, world.bob)
    read = await whole_match(world.env, world.channel, world.alice, world.bob, world.bot)
    assert english_in(read.private, "es-ES") == []
    assert english_in(read.public, "de") == []


async def test_a_german_community_server_without_a_setting_reads_german(
    world: World, locales: Locales
) -> None:
    guild = world.env.create_guild("Spieleabend", preferred_locale="de")
    channel = guild.create_text_channel("partien")
    ana = guild.add_member(world.env.create_user("ana"))
    beto = guild.add_member(world.env.create_user("beto"))
    speak_spanish(locales, ana, beto)
    read = await whole_match(world.env, channel, ana, beto, world.bot)
    assert english_in(read.private, "es-ES") == []
    assert english_in(read.public, "de") == []


async def test_a_manager_sees_the_language_and_can_go_back_to_the_servers_own(
    world: World, locales: Locales
) -> None:
    locales.speak(world.manager, "de")
    chosen = await world.manager.slash(world.channel, "gamut-settings", language="es-ES")
    assert "• Sprache: español (España)" in chosen.response.content
    back = await world.manager.slash(world.channel, "gamut-settings", language="default")
    assert "• Sprache: English (die Community-Sprache des Servers)" in back.response.content
    assert await world.bot.service.server_settings.language(world.guild.id) is None


async def test_english_members_read_what_they_read_before(world: World) -> None:
    """No locale given: Discord's en-US, and English exactly as before the catalogue."""
    refused = await world.alice.slash(world.channel, "rematch")
    said = refused.followups[0] if refused.followups else refused.response
    assert said.content == "Name the finished match: `/rematch match:<number>`."
    match_id, thread = await world.start_match("crossings")
    assert labels(thread.last_message) == ["Move", "Resign", "Offer draw"]
    assert thread.name == f"alice vs bob · Crossings #{match_id}"


async def test_the_languages_are_worked_out_once_and_kept_on_the_interaction(
    world: World, locales: Locales
) -> None:
    """The viewer the service gets names both languages (pictures are drawn in them)."""
    locales.speak(world.alice, "es-419")  # Latin American Spanish reads Spain's
    seen: list[Any] = []
    original = world.bot.service.matches_of

    async def matches_of(viewer: Any) -> Any:
        seen.append(viewer)
        return await original(viewer)

    world.bot.service.matches_of = matches_of  # type: ignore[method-assign]
    await world.alice.slash(world.channel, "games")
    (viewer,) = seen
    assert (viewer.language, viewer.place_language) == ("es-ES", "en")


def test_the_english_check_finds_english_and_passes_the_translation() -> None:
    failure = t("discord-failure-busy")
    found = {piece for piece, _ in english_in([english(failure)], "es-ES")}
    # Its own sentences are found (and pieces other messages share with it, such as
    # "nothing was changed", may be found too).
    assert found >= {
        "The game database is busy right now, so nothing was changed",
        "Please try again in a moment",
    }
    assert all(piece in english(failure) for piece in found)
    assert english_in([localise(failure, "es-ES")], "es-ES") == []
    assert english_in([localise(failure, "de")], "de") == []


async def test_the_operators_log_stays_english_whatever_the_players_read(
    world: World, locales: Locales, caplog: Any
) -> None:
    """Issue #46: "Operator-facing logs stay English".  The whole match of the first test,
    Spanish members on a German server, then a move whose post Discord fails (500) and a
    direct message it refuses (403), which the bot logs: every line logged, at every level,
    holds no sentence of a Spanish or German message that the English lacks, while the
    players read theirs."""
    caplog.set_level(logging.DEBUG)
    await world.manager.slash(world.channel, "gamut-settings", language="de")
    speak_spanish(locales, world.alice, world.bob)
    read = await whole_match(world.env, world.channel, world.alice, world.bob, world.bot)
    await world.alice.slash(
        world.channel, "play", game="crossings", opponent=world.bob, colour="white"
    )
    (accept,) = custom_ids(world.channel.last_message, "gamut:b:accept:")
    await world.bob.click(world.channel.last_message, custom_id=accept)
    thread = world.channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=500)
    legal = await world.bot.service.legal_moves_for(local_viewer(world.alice.id), match_id)
    failed = await world.alice.slash(thread, "move", move=legal[0])
    read.private.append(failed.response.content)
    dm = world.bob.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007)
    await world.bot.delivery.deliver(
        Reply(
            private=(PrivateMessage(world.bob.id, t("discord-play-here", link="https://x.test")),)
        )
    )
    lines = [record.getMessage() for record in caplog.records]
    lines += [record.exc_text or "" for record in caplog.records]
    ours = [r.getMessage() for r in caplog.records if r.name.startswith("gamut")]
    assert any("not delivered" in line for line in ours), ours  # the bot's own lines are read
    assert len(ours) >= 2, ours
    for language, heard in (("es-ES", read.private), ("de", read.public)):
        pieces = translated_sentences(language)
        assert any(piece in text for text in heard for piece in pieces)  # the check can see
        found = sorted({piece for piece in pieces for line in lines if piece in line})
        assert found == [], f"{language} in the operator's log: {found}"


async def test_the_picker_and_the_secret_choice_are_the_members_language(
    world: World, locales: Locales
) -> None:
    """Issue #46: "a reply only one member sees (ephemeral, DM, the picker) is in that member's
    language".  On a server set to German, Ana (Spanish) presses the board's German "Ziehen"
    and reads every screen of the picker in Spanish, down to its placeholder and its Back
    button, while the move lands in the thread in German; then, in a Stealth King match, she
    makes her secret choice through the same picker in Spanish (the King in the glossary's
    word, Rey).  Expected words written here by hand."""
    await world.manager.slash(world.channel, "gamut-settings", language="de")
    speak_spanish(locales, world.alice, world.bob)
    ana, beto = world.alice, world.bob
    await ana.slash(world.channel, "play", game="crossings", opponent=beto, colour="white")
    (accept,) = custom_ids(world.channel.last_message, "gamut:b:accept:")
    await beto.click(world.channel.last_message, custom_id=accept)
    thread = world.channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    board = thread.last_message
    assert labels(board)[0] == "Ziehen"
    screen = (await ana.click(board, label="Ziehen")).response
    assert screen.ephemeral
    assert screen.content == f"Partida n.º {match_id}: ¿desde qué casilla mueves?"
    (menu,) = [c for c in components(screen) if hasattr(c, "options")]
    assert menu.placeholder == "Casilla desde la que mueves"
    move = (await world.legal(match_id))[0]
    first = squares_in(move)[0]
    onward = (await ana.select(screen, [first], custom_id=select_id(screen, first))).response
    assert onward.content == f"Partida n.º {match_id}: {first}. ¿Y la siguiente casilla?"
    assert "Atrás" in [c.label for c in components(onward) if not hasattr(c, "options")]
    back = (await ana.click(onward, label="Atrás")).response
    done = await pick(world, ana, back, move)
    assert done.response.content == f"Has jugado {move}."
    assert f"spielte **{move}**" in thread.last_message.content

    await ana.slash(world.channel, "play", game="kings-crossing", opponent=beto, stealth=True)
    (accept,) = custom_ids(world.channel.last_message, "gamut:b:accept:")
    await beto.click(world.channel.last_message, custom_id=accept)
    stealth = world.channel.threads[-1]
    stealth_id = int(stealth.name.rsplit("#", 1)[1])
    setup_board = next(m for m in reversed(stealth.history()) if custom_ids(m, "gamut:pm:"))
    (opener,) = custom_ids(setup_board, "gamut:pm:")
    asked = (await ana.click(setup_board, custom_id=opener)).response
    assert asked.ephemeral and asked.content == (
        f"Partida n.º {stealth_id}: ¿en cuál de tus casillas de salida se oculta tu Rey? "
        "Solo tú lo ves."
    )
    (menu,) = [c for c in components(asked) if hasattr(c, "options")]
    assert menu.placeholder == "Casilla de tu Rey oculto"
    square = menu.options[0].value
    chosen = await ana.select(asked, [square], custom_id=menu.custom_id)
    assert chosen.response.content == f"Tu Rey se oculta en {square}."


async def test_the_clocks_reminder_is_a_dm_in_the_language_the_player_last_used(
    world: World, locales: Locales
) -> None:
    """Issue #46: "The clock's ... DMs use the language the player last used".  On a server
    set to German with a two-hour limit per decision, Ana (Spanish) challenges and does
    nothing more: the half-time reminder the clock sends her, outside any command of hers, is
    Spanish; the thread's notice that Beto may claim is German.  Written here by hand."""
    await world.manager.slash(world.channel, "gamut-settings", language="de")
    await world.manager.slash(world.channel, "gamut-settings", time_limit_hours=2.0)
    speak_spanish(locales, world.alice, world.bob)
    ana, beto = world.alice, world.bob
    await ana.slash(world.channel, "play", game="crossings", opponent=beto, colour="white")
    (accept,) = custom_ids(world.channel.last_message, "gamut:b:accept:")
    await beto.click(world.channel.last_message, custom_id=accept)
    thread = world.channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    await world.env.advance_time(3600 + 120)  # past half time
    reminder = ana.user.dm_channel.last_message.content
    assert reminder == (  # sent at half time: an hour of the two is left
        f"Recordatorio: Partida n.º {match_id} (Crossings) espera tu decisión; te quedan "
        "60 minutos antes de que tu rival pueda reclamar la victoria."
    )
    await world.env.advance_time(3600)  # past the limit
    assert labels(thread.last_message) == ["Sieg beanspruchen"]
