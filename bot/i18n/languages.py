"""The catalogue's fixed points: where it lives, its source language, its pseudo-language."""

from __future__ import annotations

from pathlib import Path

from babel import Locale, UnknownLocaleError

LOCALES_DIR = Path(__file__).with_name("locales")
"""``<language>/<area>.ftl``: one folder per language, named by its Discord locale code."""

ENGLISH = "en"
"""The source language: every other language has exactly its message ids, and any message
a language lacks is shown in English."""

PSEUDO = "en-XA"
"""The generated pseudo-language (accented, 40 % longer, bracketed), as Android names its
own: never a folder, built from the English when a Translator is asked for it."""


def own_name(code: str) -> str:
    """``es-ES`` -> ``español``: the language's name in itself, Babel's (CLDR's) words, so a
    language added as a folder of ``.ftl`` files is named without a line of code; a code
    Babel does not know (the pseudo-language ``en-XA``) is its own name."""
    try:
        locale = Locale.parse(code, sep="-")
    except (ValueError, UnknownLocaleError):
        return code
    name = locale.get_language_name(locale)
    return str(name) if name else code
