"""The slash commands in the players' languages: discord.py's ``app_commands.Translator``.

discord.py asks, at every command sync, for each name, description and choice of every
command in each of Discord's locales; Discord then shows a member's client the version in
its language.  Each string's message id follows from where it stands in the tree, so the
cogs keep declaring their commands in English and a new command or game option needs only
its lines in ``bot/i18n/locales/*/commands.ftl``:

- a command or group: ``command-<path>`` (its name), ``command-<path>.description``;
- an option: ``option-<path>-<option>``, ``option-<path>-<option>.description``;
- a game's option, offered alike by ``/play`` and ``/tournament create``:
  ``game-option-<option>``, ``game-option-<option>.description``;
- a choice: ``choice-<value>`` (a value means the same wherever it is offered), but for a
  catalogue language's, which is its own name for every reader (so a new language's folder
  needs nothing in the other folders).

``<path>`` is the command's qualified name with ``-`` for spaces (``tournament-create``).
English is the commands' own text, so English locales get no localisation; a language that
lacks a message leaves Discord to show the English one.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import games
from bot.i18n import ENGLISH, Translator, shared_translator


def _path(command: Any) -> str:
    return str(command.qualified_name).replace(" ", "-")


@cache
def _game_option_names() -> frozenset[str]:
    return frozenset(spec.name for game_id in games.ids() for spec in games.get(game_id).options)


def option_message_id(path: str, option: str) -> str:
    """The id of option ``option`` of the command at ``path`` (``tournament-create``): a
    game's option has one id wherever it is offered; any other option is its command's own.
    (A command's own option named like a game's would get the game's English, which
    tests/i18n, holding each id's English to the code's, would refuse.)"""
    if option in _game_option_names():
        return f"game-option-{option}"
    return f"option-{path}-{option}"


def _option_id(parameter: app_commands.Parameter) -> str:
    return option_message_id(_path(parameter.command), parameter.name)


def command_message_id(context: app_commands.TranslationContext[Any, Any]) -> str | None:
    """The catalogue id of the string discord.py is translating, None for any other."""
    data = context.data
    location = context.location
    if location in (Where.command_name, Where.group_name):
        return f"command-{_path(data)}"
    if location in (Where.command_description, Where.group_description):
        return f"command-{_path(data)}.description"
    if location is Where.parameter_name:
        return _option_id(data)
    if location is Where.parameter_description:
        return f"{_option_id(data)}.description"
    if location is Where.choice_name:
        if data.value in shared_translator().languages:
            return None  # a language's own name (cogs.settings.language_name), for every reader
        return f"choice-{data.value}"
    return None


class CommandTranslator(app_commands.Translator):
    """Looks each command string up in the catalogue, for each of Discord's locales."""

    def __init__(self, translator: Translator | None = None) -> None:
        self.catalogue = translator or shared_translator()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        message_id = command_message_id(context)
        language = self.catalogue.language(locale.value)
        if message_id is None or language == ENGLISH:
            return None
        return self.catalogue.translation(language, message_id)
