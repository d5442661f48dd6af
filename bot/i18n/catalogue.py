"""The Fluent catalogue: every language's messages, and ``Translator.format``.

Isolation marks are off: Fluent would otherwise wrap every argument in Unicode FSI/PDI
marks, which break Discord's mentions (``<@123>``), channel links and code spans.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import tempfile
from collections.abc import Iterator, Mapping
from functools import cache
from importlib.metadata import version
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

PARSER_VERSION = version("fluent.syntax")
"""Part of each parse cache's name: a new parser parses again."""

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
        resources[path.stem] = parsed_resource(path, parser)
    return resources


def parsed_resource(path: Path, parser: FluentParser) -> ftl.Resource:
    """One ``.ftl`` file parsed, from its cache when the file's bytes are those cached.

    fluent.syntax reads character by character: the whole catalogue took 1.6 s of processor
    in every process that started (the console, each Discord shard, each worker a test
    starts).  So, as Python does with ``.pyc``, the parsed tree is kept in ``__pycache__``
    beside the file, named after a digest of the file's bytes and the parser's version; a
    folder that cannot be written (an installed read-only package) only means parsing each
    time.  A cache entry that cannot be read is parsed again and rewritten.
    """
    source = path.read_bytes()
    digest = hashlib.sha256(source + PARSER_VERSION.encode()).hexdigest()[:24]
    cached = path.parent / "__pycache__" / f"{path.stem}.{digest}.pickle"
    try:
        resource = pickle.loads(cached.read_bytes())
        if isinstance(resource, ftl.Resource):
            return resource
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError):
        pass
    resource = parser.parse(source.decode("utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
    if junk:
        first = (junk[0].content or "").strip().splitlines()[:1]
        raise CatalogueError(f"{path}: {len(junk)} unreadable entries, first: {first!r}")
    _write_cache(cached, resource)
    return resource


def _write_cache(cached: Path, resource: ftl.Resource) -> None:
    """Write atomically (a process starting beside this one reads the old entry or the new,
    never half of one); any failure leaves only the cost of parsing again next time."""
    try:
        cached.parent.mkdir(exist_ok=True)
        for stale in cached.parent.glob(f"{cached.name.split('.')[0]}.*.pickle"):
            stale.unlink(missing_ok=True)
        with tempfile.NamedTemporaryFile(dir=cached.parent, delete=False) as out:
            out.write(pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(out.name, cached)
    except OSError:
        log.debug("the parsed catalogue cannot be cached at %s", cached)


class LanguageResources(Mapping[str, dict[str, ftl.Resource]]):
    """Each language's parsed resources, by area.  Every folder is read at once (through the
    parse cache, a few milliseconds each), so a broken translation fails at start-up rather
    than when its first reader comes; the pseudo-language, which only tests and translators
    ask for, is generated from English the first time it is asked for."""

    def __init__(self, root: Path, *, pseudo: bool) -> None:
        self._folders = {
            folder.name: folder
            for folder in sorted(root.iterdir())
            if folder.is_dir() and any(folder.glob("*.ftl"))
        }
        self._pseudo = pseudo
        self._read: dict[str, dict[str, ftl.Resource]] = {
            language: read_resources(folder) for language, folder in self._folders.items()
        }

    def __getitem__(self, language: str) -> dict[str, ftl.Resource]:
        if language not in self._read:
            if self._pseudo and language == PSEUDO:
                self._read[language] = {
                    area: pseudo_resource(resource) for area, resource in self[ENGLISH].items()
                }
            else:
                raise KeyError(language)
        return self._read[language]

    def __iter__(self) -> Iterator[str]:
        yield from self._folders
        if self._pseudo and PSEUDO not in self._folders:
            yield PSEUDO

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __contains__(self, language: object) -> bool:
        return language in self._folders or (self._pseudo and language == PSEUDO)


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
        self.resources = LanguageResources(root, pseudo=pseudo)
        if ENGLISH not in self.resources:
            raise CatalogueError(f"{root} has no {ENGLISH}/ folder: English is the source")
        self._bundles: dict[str, FluentBundle] = {}
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

    def _bundle_of(self, language: str) -> FluentBundle:
        bundle = self._bundles.get(language)
        if bundle is None:
            bundle = self._bundles[language] = self._bundle(language, self.resources[language])
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
        bundle = self._bundle_of(language)
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
        text, errors = self._bundle_of(language).format_pattern(
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
