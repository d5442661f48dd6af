"""The console's languages as a person choosing one reads them: each by its own name.

``language`` lists ``Deutsch (de), English (en), español (es-ES)``: a reader who does not
understand the current language still finds their own, written as they write it, and the code
beside it is what they type.  The names are Babel's (CLDR's), so a language added as a folder
of ``.ftl`` files is named without a line of code.
"""

from __future__ import annotations

from bot.i18n import PSEUDO, Translator
from bot.i18n.languages import own_name


def language_names(catalogue: Translator) -> dict[str, str]:
    """Every language of the catalogue, by code, as ``name (code)`` (the pseudo-language as
    its code alone); ordered as the catalogue orders them, English first."""
    return {
        code: code if code == PSEUDO else f"{own_name(code)} ({code})"
        for code in catalogue.languages
    }


def listed(names: dict[str, str]) -> list[str]:
    """The languages a person is offered: every one but the pseudo-language, which is there
    for the tests (``language en-XA`` still switches to it)."""
    return [name for code, name in names.items() if code != PSEUDO]
