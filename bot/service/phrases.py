"""The engines' sentences (games/phrase.py) as the service's markup, for each reader's language.

An engine cannot reach the catalogue, so it names the message and its values; here each
phrase becomes ``t(id, **args)``, nested phrases nested messages.  An argument whose name
starts with ``typed`` holds what a member typed (quoted by the engine): it is marked
:func:`~bot.markup.typed`, so that no front end shows it as formatting or a mention.
"""

from __future__ import annotations

from bot.lessons.telling import GAME_KINDS
from bot.markup import clean, t, typed
from games.errors import PhrasedError
from games.phrase import Phrase

# The messages that name a piece by its kind: their key is the game's own where two games
# share a view's kind under different names (The King o' the Castle's knight is no chess
# knight), as the lessons name pieces (bot.lessons.telling.GAME_KINDS).
PIECE_NAMES = frozenset(
    {"refusal-noun", "refusal-the-noun", "refusal-the-noun-first", "refusal-a-noun"}
)


def said(phrase: Phrase, game_id: str | None = None) -> str:
    """``phrase`` as a message of the service's markup (one without words as it is), its
    pieces named as ``game_id``'s players name them."""
    if not phrase.id:
        return clean(phrase.english)
    args: dict[str, str | int] = {}
    for name, value in phrase.args:
        if isinstance(value, Phrase):
            args[name] = said(value, game_id)
        elif name.startswith("typed") and isinstance(value, str):
            args[name] = typed(value)
        elif name == "piece" and phrase.id in PIECE_NAMES and isinstance(value, str):
            args[name] = GAME_KINDS.get((game_id or "", value), value)
        else:
            args[name] = value
    return t(phrase.id, **args)


def engine_refusal(error: PhrasedError, game_id: str | None = None) -> str:
    """Why an engine refused what a player gave it (a typed move of ``game_id``, a start
    option), as markup: the engine's phrase, else its English (a sentence no player was meant
    to read, passed on cleaned)."""
    return said(error.phrase, game_id) if error.phrase is not None else clean(str(error))
