"""Arguments that Fluent has no type for, formatted by Babel in the reader's language.

fluent.runtime formats numbers and dates itself (through Babel); a ``timedelta`` becomes a
duration ("3 hours", "3 Stunden") and a list or tuple of texts a list ("Ana, Ben and Cleo",
"Ana, Ben y Cleo"), so that no caller puts English words round its values.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from babel import Locale
from babel.dates import format_timedelta
from babel.lists import format_list
from fluent.runtime.types import FluentType

from bot.i18n.pseudo import stretch


class FluentDuration(FluentType):
    """A length of time, in Babel's words for the locale (rounded as Babel rounds); in the
    pseudo-language, Babel's English made foreign like every other word of it."""

    def __init__(self, value: timedelta, pseudo: bool = False) -> None:
        self.value = value
        self.pseudo = pseudo

    def format(self, locale: Locale) -> str:
        words = str(format_timedelta(self.value, locale=locale, threshold=1.5))
        return stretch(words) if self.pseudo else words


class FluentList(FluentType):
    """Texts joined as the language joins a list ("a, b and c")."""

    def __init__(self, items: Sequence[str]) -> None:
        self.items = [str(item) for item in items]

    def format(self, locale: Locale) -> str:
        return str(format_list(self.items, locale=locale)) if self.items else ""


def fluent_argument(value: Any, pseudo: bool = False) -> Any:
    """``value`` as fluent.runtime takes it (durations and lists wrapped, the rest as given;
    ``pseudo``: for the pseudo-language)."""
    if isinstance(value, timedelta):
        return FluentDuration(value, pseudo)
    if isinstance(value, list | tuple):
        return FluentList(value)
    return value
