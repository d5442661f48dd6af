"""The slash commands' translated payload, built once per process (bot.discord.command_sync),
is exactly what discord.py's own ``CommandTree.sync`` builds, and each sync gets its own copy."""

from __future__ import annotations

from pathlib import Path

from bot.discord.command_sync import translated_payload
from bot.discord.translator import CommandTranslator
from bot.i18n import Translator
from tests.discord.conftest import World
from tests.discord.discord_limits import Traffic


def command_puts(traffic: Traffic) -> list[object]:
    """The command lists the bots sent (``PUT .../commands``), in order."""
    puts = [sent for sent in traffic.sent if sent.method == "PUT"]
    return [sent.json for sent in puts if sent.path.endswith("/commands")]


async def test_what_each_bot_sends_is_discord_py_s_own_payload_and_a_copy(
    world: World, discord_limits: Traffic
) -> None:
    tree = world.bot.tree
    translator = tree.translator
    assert isinstance(translator, CommandTranslator)
    commands = tree._get_all_commands()
    expected = [await command.get_translated_payload(tree, translator) for command in commands]
    assert any(entry.get("name_localizations") for entry in expected)  # translated, not plain

    # The bot's own sync, then a bot started again in the same process (the payload cached).
    await world.restart()
    assert command_puts(discord_limits) == [expected, expected]

    first = await translated_payload(tree, commands)
    first[0]["name"] = "changed"
    first[0].setdefault("name_localizations", {})["de"] = "geändert"
    assert await translated_payload(tree, commands) == expected  # a copy, not the cached one


async def test_another_catalogue_gets_its_own_translations(world: World, tmp_path: Path) -> None:
    shipped = await translated_payload(world.bot.tree, world.bot.tree._get_all_commands())
    locales = tmp_path / "locales"
    for language in ("en", "de"):
        (locales / language).mkdir(parents=True)
    (locales / "en" / "commands.ftl").write_text("command-play = play\n", encoding="utf-8")
    (locales / "de" / "commands.ftl").write_text("command-play = spielen\n", encoding="utf-8")
    tree = world.bot.tree
    await tree.set_translator(CommandTranslator(Translator(locales)))
    payload = await translated_payload(tree, tree._get_all_commands())
    (play,) = [entry for entry in payload if entry["name"] == "play"]
    (shipped_play,) = [entry for entry in shipped if entry["name"] == "play"]
    assert play["name_localizations"] == {"de": "spielen"}
    assert shipped_play["name_localizations"] != {"de": "spielen"}
