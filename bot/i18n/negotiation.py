"""Which of the catalogue's languages a reader gets.

Discord names languages by its own locale codes (``es-ES``, ``es-419``, ``de``, ``en-US``,
``pt-BR``); the catalogue has one folder per language.  A code matches its folder exactly,
or else by its language alone (``es-419`` reads ``es-ES``, ``en-GB`` reads ``en``), because a
Latin American player reads Spain's Spanish far better than English.  The pseudo-language
matches only when asked for by its own code, never as a stand-in for English.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.i18n.languages import ENGLISH, PSEUDO


def _language(code: str) -> str:
    return code.replace("_", "-").split("-", 1)[0].lower()


def match_language(code: str | None, available: Collection[str]) -> str | None:
    """The available language that reads ``code`` (a Discord or BCP 47 locale), or None.

    An exact match (case and ``_``/``-`` aside) wins; then a folder named by the language
    alone (``de`` for ``de-AT``); then the first, in sorted order, of the same language.
    """
    if not code:
        return None
    wanted = code.replace("_", "-").lower()
    for name in available:
        if name.lower() == wanted:
            return name
    language = _language(code)
    same = sorted(name for name in available if name != PSEUDO and _language(name) == language)
    for name in same:
        if name.lower() == language:
            return name
    return same[0] if same else None


def reader_language(
    available: Collection[str],
    *,
    member: str | None,
    server_setting: str | None,
    community: str | None,
) -> str:
    """The language a text is shown in.

    ``member`` is the reader's own Discord locale, given only for what that one member sees
    (an ephemeral reply, a DM, a picker) and None for a post everyone in a channel or thread
    reads.  Then come the server's ``/gamut-settings language`` setting, the server's
    Community language (Discord's ``guild_locale``), and English: the first that the
    catalogue has (exactly or by its language) is the answer.
    """
    for code in (member, server_setting, community):
        found = match_language(code, available)
        if found is not None:
            return found
    return ENGLISH
