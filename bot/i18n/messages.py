"""Messages inside the service's neutral markup: an id and its arguments, formatted late.

The service does not know who will read what it says, nor in which language: a reply's public
text is read in the server's language, its notice in the asker's, a DM in the recipient's.  So
it writes :func:`t` ``("move-played", move=strong("c2-c6"))`` where it used to write an English
sentence, and each front end calls :func:`localise` with the reader's language just before
rendering the rest of the markup (bold, code, commands) its own way.

A message is ``MESSAGE_OPEN id MESSAGE_SEPARATOR json-arguments MESSAGE_CLOSE``: private-use
characters no keyboard produces (``bot.markup.clean`` strips them from anything a
member typed, so no one can forge a message).  The arguments are JSON with every non-ASCII
character escaped, so a message nested in an argument (``side=t("side-white")``) or any other
markup inside one holds no raw marker: the outer message's extent is found by one regular
expression, and its arguments are localised recursively after decoding.

Argument values: ``str`` (markup allowed, nested messages too), ``int`` and ``float`` (Fluent
formats them by locale and selects plurals on them: pass ids such as a match number as text, so
that #1234 is not written #1.234), ``timedelta`` (a duration in words), ``datetime`` (a date),
and lists or tuples of texts (a list in the language's words: "a, b and c").
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from typing import Any

from bot.i18n.catalogue import Translator, shared_translator
from bot.i18n.languages import ENGLISH

MESSAGE_OPEN, MESSAGE_SEPARATOR, MESSAGE_CLOSE = "\ue00b", "\ue00c", "\ue00d"
MESSAGE_MARKERS = MESSAGE_OPEN + MESSAGE_SEPARATOR + MESSAGE_CLOSE
_MESSAGE = re.compile(
    f"{MESSAGE_OPEN}([^{MESSAGE_MARKERS}]+){MESSAGE_SEPARATOR}([^{MESSAGE_MARKERS}]*){MESSAGE_CLOSE}"
)
_ID = re.compile(r"^[a-zA-Z][a-zA-Z0-9_-]*(\.[a-zA-Z][a-zA-Z0-9_-]*)?$")

# How the values JSON has no type for travel inside a message.
_DURATION, _DATE, _LIST = "$duration", "$date", "$list"

Argument = str | int | float | timedelta | datetime | list[str] | tuple[str, ...]


def _encoded(value: Argument) -> Any:
    if isinstance(value, bool):
        raise TypeError("a message argument is never a bool: choose between two messages")
    if isinstance(value, str | int | float):
        return value
    if isinstance(value, timedelta):
        return {_DURATION: value.total_seconds()}
    if isinstance(value, datetime):
        return {_DATE: value.isoformat()}
    if isinstance(value, list | tuple):
        return {_LIST: [str(item) for item in value]}
    raise TypeError(f"a message argument cannot be a {type(value).__name__}")


def t(message_id: str, /, **args: Argument) -> str:
    """The message ``message_id`` with ``args``, as markup a front end localises for its
    reader.  ``message_id`` is an English catalogue id (``id`` or ``id.attribute``)."""
    if not _ID.match(message_id):
        raise ValueError(f"{message_id!r} is not a message id")
    return f"{MESSAGE_OPEN}{message_id}{MESSAGE_SEPARATOR}{_arguments(args)}{MESSAGE_CLOSE}"


# What ``json.dumps(..., ensure_ascii=True, separators=(",", ":"))`` writes, made by parts: a
# page or a reply formats dozens of messages, and ``json.dumps`` with its own separators builds
# a new encoder each call, several times the work of the text itself.  Strings (nearly every
# argument, and every name) go straight through the C escaper json uses; the rest through one
# encoder kept for it.
_ESCAPED = json.encoder.encode_basestring_ascii
_COMPACT = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"))


def _arguments(args: dict[str, Argument]) -> str:
    """The arguments as JSON, byte for byte as ``json.dumps`` writes them compact in ASCII."""
    if not args:
        return "{}"
    parts = []
    for name, value in args.items():
        encoded = _encoded(value)
        written = _ESCAPED(encoded) if isinstance(encoded, str) else _COMPACT.encode(encoded)
        parts.append(f"{_ESCAPED(name)}:{written}")
    return "{" + ",".join(parts) + "}"


def _decoded(value: Any, language: str, translator: Translator) -> Any:
    if isinstance(value, str):
        return localise(value, language, translator)
    if isinstance(value, dict):
        if _DURATION in value:
            return timedelta(seconds=value[_DURATION])
        if _DATE in value:
            return datetime.fromisoformat(value[_DATE])
        if _LIST in value:
            return [localise(item, language, translator) for item in value[_LIST]]
    return value


def localise(text: str, language: str | None, translator: Translator | None = None) -> str:
    """``text`` with every message in it formatted in ``language`` (a catalogue language or
    any locale code; English where the language lacks a message).  Other markup is left for
    the front end to render; text without messages comes back as it is."""
    if MESSAGE_OPEN not in text:
        return text
    catalogue = translator or shared_translator()
    code = catalogue.language(language)

    def formatted(found: re.Match[str]) -> str:
        message_id, encoded = found.groups()
        args = {
            name: _decoded(value, code, catalogue)
            for name, value in json.loads(encoded).items()
        }
        return catalogue.format(code, message_id, **args)

    return _MESSAGE.sub(formatted, text)


def message_ids(text: str) -> list[str]:
    """The ids of the messages in ``text``, outermost first, nested ones after (for tests
    and the scan that checks every id the code sends exists)."""
    found: list[str] = []
    for match in _MESSAGE.finditer(text):
        found.append(match.group(1))
        for value in json.loads(match.group(2)).values():
            items = value.get(_LIST, []) if isinstance(value, dict) else [value]
            for item in items:
                if isinstance(item, str):
                    found += message_ids(item)
    return found


def english(text: str) -> str:
    """``text`` localised in English: what tests and operators' logs read."""
    return localise(text, ENGLISH)
