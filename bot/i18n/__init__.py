"""Gamut in the players' languages: Fluent catalogues, Babel formatting, locale negotiation.

The catalogues are ``locales/<language>/<area>.ftl`` beside this file, one folder per
language (``en``, ``es-ES``, ``de``), English the source every other language follows.
``Translator.format`` turns a message id and its arguments into text in a language, falling
back message by message to English; ``reader_language`` picks that language for a reader;
``pseudo_resource`` builds the pseudo-language the tests run everything in.  See
docs/translating.md.
"""

from bot.i18n.catalogue import CatalogueError, Translator, shared_translator
from bot.i18n.languages import ENGLISH, LOCALES_DIR, PSEUDO
from bot.i18n.negotiation import match_language, reader_language
from bot.i18n.pseudo import pseudo_resource

__all__ = [
    "ENGLISH",
    "LOCALES_DIR",
    "PSEUDO",
    "CatalogueError",
    "Translator",
    "match_language",
    "pseudo_resource",
    "reader_language",
    "shared_translator",
]
