"""The slash commands in Spanish and German, as the real bot syncs them under simcord.

What a member's client shows is the command payload the bot synced: Discord picks each
name, description and choice from its ``*_localizations`` by the member's locale.  So the
payloads simcord registered are checked against Discord's rules, for completeness in es-ES
and de, and against names written out here by hand; and every id the code asks the
catalogue for is checked to exist in English with the English the code gives Discord.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where

from bot.discord.translator import command_message_id
from bot.i18n import ENGLISH, Translator
from tests.discord.conftest import World
from tests.i18n.messages import patterns

ROOT = Path(__file__).resolve().parents[2]
NAME = re.compile(r"^[-_\w]{1,32}$")
SUB = (1, 2)  # Discord's option types for a subcommand and a subcommand group
LANGUAGES = ("es-ES", "de")
OWN_NAMES = {"en": "English", "de": "Deutsch", "es-ES": "español (España)"}  # Babel's autonyms
COMMAND_SIZE = 4000  # one command's combined size: the stricter figure Discord has documented


def synced(world: World) -> list[dict[str, Any]]:
    """The command payloads Discord holds for the bot, as a member of the server sees them."""
    return world.env.backend.visible_commands(user_id=world.manager.id, channel_id=world.channel.id)


Payload = dict[str, Any]


def items(commands: list[Payload]) -> Iterator[tuple[str, Payload, list[Payload]]]:
    """Every command, subcommand and option (where, itself, its siblings)."""

    def walk(node: Payload, where: str, siblings: list[Payload]) -> Iterator[Any]:
        yield where, node, siblings
        for option in node.get("options") or []:
            yield from walk(option, f"{where} {option['name']}", node["options"])

    for command in commands:
        yield from walk(command, f"/{command['name']}", commands)


def localised(item: dict[str, Any], field: str, locale: str) -> str:
    return str(item.get(f"{field}_localizations", {}).get(locale, item[field]))


async def test_every_localised_name_description_and_choice_keeps_discords_rules(
    world: World,
) -> None:
    problems: list[tuple[str, ...]] = []
    for where, item, siblings in items(synced(world)):
        locales = {*item.get("name_localizations", {}), *item.get("description_localizations", {})}
        for locale in locales:
            name = localised(item, "name", locale)
            if not NAME.match(name) or name != name.lower():
                problems.append((where, locale, "name", name))
            if not 1 <= len(localised(item, "description", locale)) <= 100:
                problems.append((where, locale, "description"))
            same = [s for s in siblings if localised(s, "name", locale) == name]
            if len(same) > 1:
                problems.append((where, locale, "name not unique", name))
        for choice in item.get("choices") or []:
            for locale, name in choice.get("name_localizations", {}).items():
                if not 1 <= len(name) <= 100:
                    problems.append((where, locale, "choice", name))
    assert problems == []


async def test_spanish_and_german_are_complete_and_english_is_the_base(world: World) -> None:
    """Every name, description and choice has its Spanish and German, but the languages of
    /gamut-settings language:, which every client lists by their own names (so that a new
    language's folder needs nothing in the other folders, docs/translating.md)."""
    missing = []
    languages_seen: set[str] = set()
    counted = 0
    for where, item, _siblings in items(synced(world)):
        for field in ("name", "description"):
            localisations = item.get(f"{field}_localizations") or {}
            counted += 1
            missing += [(where, field, lang) for lang in LANGUAGES if lang not in localisations]
            assert "en-US" not in localisations and "en-GB" not in localisations
        for choice in item.get("choices") or []:
            localisations = choice.get("name_localizations") or {}
            if choice["value"] in OWN_NAMES:  # a language, by its own name for every reader
                assert (choice["name"], localisations) == (OWN_NAMES[choice["value"]], {})
                languages_seen.add(choice["value"])
                continue
            missing += [
                (where, choice["value"], lang) for lang in LANGUAGES if lang not in (localisations)
            ]
    assert counted > 200 and missing == []
    assert languages_seen == set(OWN_NAMES)  # /gamut-settings language: offers all three


def by_name(commands: list[dict[str, Any]], *path: str) -> dict[str, Any]:
    node: dict[str, Any] = {"options": commands}
    for name in path:
        node = next(o for o in node["options"] if o["name"] == name)
    return node


async def test_a_spanish_members_client_shows_spanish_and_a_german_ones_german(
    world: World,
) -> None:
    commands = synced(world)
    play = by_name(commands, "play")
    assert play["name_localizations"]["es-ES"] == "jugar"
    assert play["description_localizations"]["es-ES"] == "Desafía a alguien a una partida"
    assert play["name_localizations"]["de"] == "spielen"
    assert play["name_localizations"]["es-419"] == "jugar"  # Latin America reads Spain's
    assert "ja" not in play["name_localizations"]  # no Japanese: Discord shows the English
    game = by_name(commands, "play", "game")
    assert game["name_localizations"] == game["name_localizations"] | {"es-ES": "juego"}
    colour = by_name(commands, "play", "colour")
    white = next(c for c in colour["choices"] if c["value"] == "white")
    assert (white["name_localizations"]["es-ES"], white["name_localizations"]["de"]) == (
        "blancas",
        "Weiß",
    )
    crossings = next(c for c in game["choices"] if c["value"] == "crossings")
    assert crossings["name_localizations"]["de"] == "Crossings"  # the designer's name, kept
    create = by_name(commands, "tournament", "create")
    assert (create["name_localizations"]["es-ES"], create["name_localizations"]["de"]) == (
        "crear",
        "erstellen",
    )
    tiebreaks = by_name(commands, "tournament", "create", "tiebreaks")
    assert tiebreaks["name_localizations"]["de"] == "feinwertungen"
    swap = by_name(commands, "tournament", "create", "castle_swap")
    assert (
        swap["name_localizations"]["de"]
        == by_name(commands, "play", "castle_swap")["name_localizations"]["de"]
        == "burgtausch"
    )  # a game's option is one message wherever it is offered


Context = TranslationContext[Any, Any]


def contexts(tree: app_commands.CommandTree[Any]) -> Iterator[tuple[Context, str]]:
    """Every string discord.py translates in the tree, with the English the code gives it."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Group):
            yield TranslationContext(Where.group_name, command), command.name
            yield TranslationContext(Where.group_description, command), command.description
            continue
        yield TranslationContext(Where.command_name, command), command.name
        yield TranslationContext(Where.command_description, command), command.description
        for parameter in command.parameters:
            yield TranslationContext(Where.parameter_name, parameter), parameter.display_name
            yield (
                TranslationContext(Where.parameter_description, parameter),
                str(parameter.description),
            )
            for choice in parameter.choices:
                yield TranslationContext(Where.choice_name, choice), choice.name


PACKAGES = ("bot", "games", "renderers", "storage", "tournaments")


def literal_ids() -> set[str]:
    """Ids that the code passes as literals to ``format`` or ``translation`` (``x.format(
    locale, "some-id", ...)``) or to ``t`` (``t("some-id", ...)``), found in every module of
    the packages."""
    found = set()
    # The project's own packages only: a checkout may hold a virtual environment (.ci/run
    # makes .ci-venv inside it) whose libraries call ``format`` with literals of their own.
    paths = [path for package in PACKAGES for path in (ROOT / package).rglob("*.py")]
    assert paths, "no source found"
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in {"format", "translation"}
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
                and re.fullmatch(r"[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)?", node.args[1].value)
            ):
                found.add(node.args[1].value)
            elif (  # the service's messages: t("some-id", ...) (bot.i18n.messages.t)
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "t"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def string_constants() -> set[str]:
    """Every string literal of the packages' modules (the ids the service's ``t`` and the
    engines' phrases are given among them)."""
    paths = [path for package in PACKAGES for path in (ROOT / package).rglob("*.py")]
    return {
        node.value
        for path in paths
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


async def test_every_id_the_code_uses_is_english_and_says_what_the_code_says(
    world: World, catalogue: Translator
) -> None:
    english = catalogue.message_ids(ENGLISH)
    texts: dict[str, set[str]] = {}
    for context, text in contexts(world.bot.tree):
        message_id = command_message_id(context)
        if context.location is Where.choice_name and context.data.value in OWN_NAMES:
            assert message_id is None and text == OWN_NAMES[context.data.value]
            continue
        assert message_id is not None
        texts.setdefault(message_id, set()).add(text)
    assert len(texts) > 100
    disagree = {
        message_id: (said, catalogue.translation(ENGLISH, message_id))
        for message_id, said in texts.items()
        if said != {catalogue.translation(ENGLISH, message_id)}
    }
    assert disagree == {}  # one English text per id, and it is the code's
    assert sorted(literal_ids() - english) == []
    commands = set(patterns(catalogue.resources[ENGLISH]["commands"]))  # other areas: t()
    assert sorted(commands - set(texts) - literal_ids()) == []  # and no id left unused


async def test_english_members_get_no_localisation_and_other_contexts_none(world: World) -> None:
    translator = world.bot.tree.translator
    assert translator is not None
    play = world.bot.tree.get_command("play")
    assert isinstance(play, app_commands.Command)
    context: Context = TranslationContext(Where.command_name, play)
    string = app_commands.locale_str("play")
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    assert await translator.translate(string, discord.Locale.spain_spanish, context) == "jugar"
    other: Context = TranslationContext(Where.other, None)
    assert await translator.translate(string, discord.Locale.german, other) is None


def command_size(node: dict[str, Any]) -> int:
    """Discord's size of a command: its name, description and value fields and its options'
    and choices', each counted at its longest localisation ("When localization fields are
    present, only the longest localization for each field (including the default value) is
    counted towards the size limit", Discord's application-commands page)."""

    def longest(item: dict[str, Any], field: str) -> int:
        texts = [str(item.get(field) or ""), *(item.get(f"{field}_localizations") or {}).values()]
        return max(len(text) for text in texts)

    size = longest(node, "name") + longest(node, "description") + len(str(node.get("value", "")))
    for choice in node.get("choices") or []:
        size += longest(choice, "name") + len(str(choice["value"]))
    return size + sum(command_size(option) for option in node.get("options") or [])


async def test_every_command_with_its_localisations_fits_discords_combined_size(
    world: World,
) -> None:
    sizes = {command["name"]: command_size(command) for command in synced(world)}
    assert max(sizes.values()) > 2000  # /tournament, the largest, is measured
    assert {name: size for name, size in sizes.items() if size > COMMAND_SIZE} == {}
