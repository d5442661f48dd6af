"""A sentence for a player in English and as a catalogue message: an id and its arguments.

The games layer cannot reach the bot's catalogue (bot/i18n), yet what an engine says to a
player (a refused move, an unreadable one) must reach them in their language.  So an engine
says each sentence as a :class:`Phrase`: its English (what ``str()`` reads, word for word what
the engines have always said) and the message that says it in every language
(``refusal-trapped``) with the values it fills in: squares and moves as they are written,
pieces and sides by a key (``"man"``, ``"crowned-diagonal"``, ``"white"``), numbers as numbers,
and parts of a sentence as nested phrases.  The service turns a phrase into its markup
(``t(id, **args)``); tests/i18n check that the catalogue's English reads as ``english``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Union

PhraseArgument = Union[str, int, "Phrase"]


@dataclass(frozen=True)
class Phrase:
    """Message ``id`` of the catalogue with ``args`` (name, value) in order; ``english`` is
    the same sentence in English.  A phrase without an id has no words to translate (a list
    of moves): every language shows its ``english`` as it is."""

    id: str
    english: str
    args: tuple[tuple[str, PhraseArgument], ...] = ()

    @classmethod
    def of(cls, message_id: str, english: str, /, **args: PhraseArgument) -> Phrase:
        return cls(message_id, english, tuple(args.items()))

    @property
    def arguments(self) -> Mapping[str, PhraseArgument]:
        return dict(self.args)

    def __str__(self) -> str:
        return self.english


def noun_key(noun: str) -> str:
    """A piece's English name as a catalogue key: ``"crowned orthogonal"`` ->
    ``"crowned-orthogonal"`` (each language's ``refusal-noun`` selects on it)."""
    return noun.replace(" ", "-")


def piece(noun: str) -> Phrase:
    """The piece ``noun`` on its own (``man``)."""
    return Phrase.of("refusal-noun", noun, piece=noun_key(noun))


def the_piece(noun: str) -> Phrase:
    """``the man``: the piece with the definite article."""
    return Phrase.of("refusal-the-noun", f"the {noun}", piece=noun_key(noun))


def the_piece_first(noun: str) -> Phrase:
    """``The man``: the piece with the definite article, starting a sentence."""
    return Phrase.of("refusal-the-noun-first", f"The {noun}", piece=noun_key(noun))


def a_piece(noun: str) -> Phrase:
    """``a man``: the piece with the indefinite article (as the English has always said it:
    "a orthogonal man" too)."""
    return Phrase.of("refusal-a-noun", f"a {noun}", piece=noun_key(noun))


def side(name: str) -> Phrase:
    """``White`` or ``Black``, by the side's key."""
    return Phrase.of("refusal-side", name.capitalize(), side=name)
