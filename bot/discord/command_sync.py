"""The slash commands sent to Discord at start-up, their translated payload built once per
process for each command tree and catalogue.

discord.py's ``CommandTree.sync`` asks the translator for every name, description and choice
of every command in each of Discord's 32 locales (about 9,000 look-ups for Gamut's tree) at
every sync.  The answer depends only on the commands as declared (their untranslated payload:
names, options, choices, nesting) and the catalogue, so a process that starts several bots
(a restart after a lost connection, the tests' hundreds of bots) builds it once: the
untranslated payload, cheap to make, is the key.  Each sync gets its own copy, so nothing
that reads or changes what was sent can reach the next one.
"""

from __future__ import annotations

import json
from typing import Any

import discord
from discord import app_commands

from bot.discord.translator import CommandTranslator

# (id of the catalogue, untranslated payload as JSON): the catalogue (held, so that its id is
# never another's) and the translated payload as JSON.
_BUILT: dict[tuple[int, str], tuple[object, str]] = {}


async def translated_payload(
    tree: app_commands.CommandTree[Any], commands: list[Any]
) -> list[dict[str, Any]]:
    """What ``tree.sync`` sends for ``commands``: translated by the tree's translator, or as
    declared without one.  Built once for each set of commands and catalogue (see above)."""
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    if not isinstance(translator, CommandTranslator):  # another translator may read anything
        return [await command.get_translated_payload(tree, translator) for command in commands]
    catalogue = translator.catalogue
    plain = json.dumps([command.to_dict(tree) for command in commands], sort_keys=True)
    key = (id(catalogue), plain)
    built = _BUILT.get(key)
    if built is None:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
        built = _BUILT[key] = (catalogue, json.dumps(payload))
    copy: list[dict[str, Any]] = json.loads(built[1])
    return copy


async def sync_commands(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[app_commands.AppCommand]:
    """``tree.sync(guild=guild)`` (discord.py 2.7's, step for step: the same request, the same
    errors), its payload from :func:`translated_payload`."""
    application_id = tree.client.application_id
    if application_id is None:
        raise app_commands.MissingApplicationID
    commands = tree._get_all_commands(guild=guild)
    payload = await translated_payload(tree, commands)
    http = tree._http
    try:
        if guild is None:
            data = await http.bulk_upsert_global_commands(application_id, payload=payload)
        else:
            data = await http.bulk_upsert_guild_commands(application_id, guild.id, payload=payload)
    except discord.HTTPException as exc:
        if exc.status == 400 and exc.code == 50035:
            raise app_commands.CommandSyncFailure(exc, commands) from None
        raise
    return [app_commands.AppCommand(data=entry, state=tree._state) for entry in data]
