"""The engines' sentences (games/phrase.py) as the service's markup, for each reader's language.

An engine cannot reach the catalogue, so it names the message and its values; here each
phrase becomes ``t(id, **args)``, nested phrases nested messages.  An argument whose name
starts with ``typed`` holds what a member typed (quoted by the engine): it is marked
:func:`~bot.service.text.typed`, so that no front end shows it as formatting or a mention.
"""

from __future__ import annotations

from bot.service.text import clean, t, typed
from games.errors import MoveError
from games.phrase import Phrase


def said(phrase: Phrase) -> str:
    """``phrase`` as a message of the service's markup (one without words as it is)."""
    if not phrase.id:
        return clean(phrase.english)
    args: dict[str, str | int] = {}
    for name, value in phrase.args:
        if isinstance(value, Phrase):
            args[name] = said(value)
        elif name.startswith("typed") and isinstance(value, str):
            args[name] = typed(value)
        else:
            args[name] = value
    return t(phrase.id, **args)


def move_refusal(error: MoveError) -> str:
    """Why a typed move was refused, as markup: the engine's phrase, else its English (an
    engine's sentence no player was meant to read, passed on cleaned)."""
    return said(error.phrase) if error.phrase is not None else clean(str(error))
