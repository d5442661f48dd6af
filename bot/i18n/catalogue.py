"""The Fluent catalogue: every language's messages, and ``Translator.format``.

Isolation marks are off: Fluent would otherwise wrap every argument in Unicode FSI/PDI
marks, which break Discord's mentions (``<@123>``), channel links and code spans.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime import resolver as fluent_resolver
from fluent.runtime.resolver import Pattern
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.i18n.languages import ENGLISH, LOCALES_DIR, PSEUDO
from bot.i18n.negotiation import match_language
from bot.i18n.pseudo import pseudo_resource
from bot.i18n.values import fluent_argument

log = logging.getLogger(__name__)

# fluent.runtime refuses any argument longer than 2,500 characters (a guard against a hostile
# catalogue blowing up its output).  Gamut's catalogue ships with it, and its arguments are the
# bot's own texts, which may be long: the entrants of a 1,000-player tournament, the move list
# of a 1,000-move match.  Front ends still cut what they send to each platform's limits.
ARGUMENT_LIMIT = 1_000_000
fluent_resolver.MAX_PART_LENGTH = max(fluent_resolver.MAX_PART_LENGTH, ARGUMENT_LIMIT)

MATCHED_CODES = 512
"""The most locale codes a Translator remembers the match of (Discord has 32)."""


class CatalogueError(Exception):
    """A catalogue that cannot be used: a file Fluent cannot parse, or no English."""


def read_resources(folder: Path) -> dict[str, ftl.Resource]:
    """Every ``<area>.ftl`` of one language's folder, parsed, by area; a syntax error (what
    Fluent calls junk) is refused with its file and the text it could not read."""
    parser = FluentParser()
    resources: dict[str, ftl.Resource] = {}
    for path in sorted(folder.glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
        if junk:
            first = (junk[0].content or "").strip().splitlines()[:1]
            raise CatalogueError(f"{path}: {len(junk)} unreadable entries, first: {first!r}")
        resources[path.stem] = resource
    return resources


def split_id(message_id: str) -> tuple[str, str | None]:
    """``"command-play.description"`` -> ``("command-play", "description")``."""
    name, _, attribute = message_id.partition(".")
    return name, attribute or None


class Translator:
    """Formats message ids in any language of the catalogue.

    Built once (parsing is the slow part) and shared; ``format`` only looks up and
    resolves.  ``pseudo`` adds the generated pseudo-language ``en-XA``.
    """

    def __init__(self, root: Path = LOCALES_DIR, *, pseudo: bool = True) -> None:
        self.root = root
        self.resources: dict[str, dict[str, ftl.Resource]] = {
            folder.name: read_resources(folder)
            for folder in sorted(root.iterdir())
            if folder.is_dir() and any(folder.glob("*.ftl"))
        }
        if ENGLISH not in self.resources:
            raise CatalogueError(f"{root} has no {ENGLISH}/ folder: English is the source")
        if pseudo:
            self.resources[PSEUDO] = {
                area: pseudo_resource(resource)
                for area, resource in self.resources[ENGLISH].items()
            }
        self._bundles = {
            language: self._bundle(language, resources)
            for language, resources in self.resources.items()
        }
        # A catalogue never changes once read: a message without arguments (every command
        # name and description, asked for in each of Discord's locales at every command sync)
        # is formatted once, and a locale code matched once.
        self._plain: dict[tuple[str, str], str | None] = {}
        self._matched: dict[str | None, str] = {}

    @staticmethod
    def _bundle(language: str, resources: Mapping[str, ftl.Resource]) -> FluentBundle:
        # Babel knows no "en-XA": its plural rules and numbers are English ones.
        locales = [language, ENGLISH] if language == PSEUDO else [language]
        bundle = FluentBundle(locales, use_isolating=False)
        for resource in resources.values():
            bundle.add_resource(resource)
        return bundle

    @property
    def languages(self) -> tuple[str, ...]:
        """The catalogue's languages, English first."""
        return (ENGLISH, *sorted(name for name in self.resources if name != ENGLISH))

    def language(self, code: str | None) -> str:
        """The catalogue's language for a Discord or BCP 47 locale code, English if none."""
        matched = self._matched.get(code)
        if matched is None:
            matched = match_language(code, self.languages) or ENGLISH
            if len(self._matched) < MATCHED_CODES:  # codes may come from a browser's header
                self._matched[code] = matched
        return matched

    def message_ids(self, language: str) -> set[str]:
        """Every id the language has: messages, and ``id.attribute`` for their attributes."""
        ids: set[str] = set()
        for resource in self.resources[language].values():
            for entry in resource.body:
                if isinstance(entry, ftl.Message):
                    if entry.value is not None:
                        ids.add(entry.id.name)
                    ids.update(f"{entry.id.name}.{a.id.name}" for a in entry.attributes)
        return ids

    def _pattern(self, language: str, message_id: str) -> Pattern | None:
        bundle = self._bundles[language]
        name, attribute = split_id(message_id)
        if not bundle.has_message(name):
            return None
        message = bundle.get_message(name)
        if attribute is None:
            return message.value
        return message.attributes.get(attribute)

    def translation(self, language: str, message_id: str, **args: Any) -> str | None:
        """The message in exactly this catalogue language, or None if it lacks the message
        or cannot format it (a translation's error is logged: English then stands in)."""
        if args:
            return self._formatted(language, message_id, args)
        key = (language, message_id)
        if key not in self._plain:
            self._plain[key] = self._formatted(language, message_id, {})
        return self._plain[key]

    def _formatted(self, language: str, message_id: str, args: Mapping[str, Any]) -> str | None:
        pattern = self._pattern(language, message_id)
        if pattern is None:
            return None
        text, errors = self._bundles[language].format_pattern(
            pattern,
            {name: fluent_argument(value, language == PSEUDO) for name, value in args.items()},
        )
        if errors:
            log.warning("%s %s cannot be formatted: %s", language, message_id, errors)
            return None
        return str(text)

    def format(self, locale: str | None, message_id: str, /, **args: Any) -> str:
        """``message_id`` in the language that reads ``locale``, with ``args`` (numbers and
        dates by Fluent, durations and lists by Babel), falling back to English.

        An id English lacks, or English that cannot be formatted with ``args``, is a bug in
        the caller (tests/i18n checks every id the code uses): it raises KeyError.
        """
        language = self.language(locale)
        if language != ENGLISH:
            text = self.translation(language, message_id, **args)
            if text is not None:
                return text
        text = self.translation(ENGLISH, message_id, **args)
        if text is None:
            raise KeyError(f"{message_id!r} is not an English message (or lacks arguments)")
        return text


@cache
def shared_translator() -> Translator:
    """The catalogue as shipped, parsed once per process: every bot and front end reads it,
    and nothing changes it while the process runs."""
    return Translator()
