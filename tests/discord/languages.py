"""What a member reads, sorted by who reads it, and the check that no English sentence of the
catalogue is in it: shared by the tests that follow a Spanish-speaking member on a German
server through a match, a lesson, a review and a tournament (issue #46)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import simcord
from fluent.syntax import ast as ftl

from bot.i18n import ENGLISH, shared_translator
from tests.discord.locales import Locales
from tests.i18n.messages import language_patterns


def _pieces_lacking(shown: dict[str, ftl.Pattern], other: dict[str, ftl.Pattern]) -> frozenset[str]:
    """Pieces of the ``shown`` messages (their text between variables, two words or more)
    that the ``other`` language's text of the same message lacks."""
    pieces: set[str] = set()
    for message_id, pattern in shown.items():
        theirs = " ".join(
            element.value
            for element in other[message_id].elements
            if isinstance(element, ftl.TextElement)
        )
        for element in pattern.elements:
            if not isinstance(element, ftl.TextElement):
                continue
            for piece in re.split(r"[\n`*]|[.;:!?](?:\s|$)", element.value):
                piece = piece.strip(" .,;:()¿¡")
                if len(piece.split()) >= 2 and len(piece) >= 10 and piece not in theirs:
                    pieces.add(piece)
    return frozenset(pieces)


@cache
def english_sentences(language: str) -> frozenset[str]:
    """Pieces of English messages that the message's ``language`` translation lacks: any of
    them in a text means English was shown where ``language`` was due.  Messages that read
    the same in both (a game's name, a language's own name) have no such piece."""
    catalogue = shared_translator()
    return _pieces_lacking(
        language_patterns(catalogue.resources[ENGLISH]),
        language_patterns(catalogue.resources[language]),
    )


@cache
def translated_sentences(language: str) -> frozenset[str]:
    """Pieces of ``language``'s messages that the English of the same message lacks: any of
    them in a text means ``language`` was shown where English was due (an operator's log)."""
    catalogue = shared_translator()
    return _pieces_lacking(
        language_patterns(catalogue.resources[language]),
        language_patterns(catalogue.resources[ENGLISH]),
    )


def english_in(texts: list[str], language: str) -> list[tuple[str, str]]:
    pieces = english_sentences(language)
    return [(piece, text) for text in texts for piece in pieces if piece in text]


def labels(message: Any) -> list[str]:
    return [c.label for row in message.components for c in row.children]


def custom_ids(message: Any, prefix: str) -> list[str]:
    """The custom_ids starting with ``prefix`` (a message's rows, or an ephemeral answer's
    raw component payloads)."""
    found = []
    for row in message.components:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            custom_id = child.get("custom_id") if isinstance(child, dict) else child.custom_id
            if (custom_id or "").startswith(prefix):
                found.append(custom_id)
    return found


@dataclass
class Read:
    """What the two Spanish players read privately, and what the server read."""

    private: list[str]
    public: list[str]

    def heard(self, result: simcord.InteractionResult) -> simcord.InteractionResult:
        """Sort what an interaction answered: ephemeral for the asker, the rest (a button's
        message edited in place) for the channel."""
        for message in [result.response, *result.followups]:
            if message is not None and message.content:
                (self.private if message.ephemeral else self.public).append(message.content)
        return result


def speak_spanish(locales: Locales, *actors: simcord.MemberActor) -> None:
    for actor in actors:
        locales.speak(actor, "es-ES")


def dms(actor: simcord.MemberActor) -> list[str]:
    """Every direct message the bot sent ``actor``, oldest first."""
    channel = actor.user.dm_channel
    return [] if channel is None else [m.content for m in channel.history()]
