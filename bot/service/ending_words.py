"""An ending's English sentence read back into its catalogue message (endings.ftl).

The AI's analysis says a move that ends the game "wins at once: <the ending>", with the
ending in the engine's English (``Outcome.reason``), because the games layer knows no
catalogue; a stored review keeps those words.  Every ending an engine writes is one message
of endings.ftl whose English is exactly the engine's sentence (tests/i18n/test_endings.py), so
the sentence can be read back: each English message is unfolded into one pattern per variant
of its selectors (the side, the piece), its placeables (a square, a count) becoming groups.
The message and arguments found are then told in the reader's language like any other.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.i18n.languages import ENGLISH, LOCALES_DIR
from bot.i18n.messages import t

ENDINGS_FILE = LOCALES_DIR / ENGLISH / "endings.ftl"
# The messages that wrap a reason ("White wins (...)"), not reasons themselves.
WRAPPERS = frozenset({"ending-win", "ending-draw"})


@dataclass(frozen=True)
class _Reading:
    """One variant of an ending message as a pattern: the selector keys it fixes."""

    pattern: re.Pattern[str]
    message_id: str
    fixed: tuple[tuple[str, str], ...]


Unfolded = tuple[str, tuple[tuple[str, str], ...], tuple[str, ...]]


def _unfold(elements: list[ftl.PatternElement]) -> Iterator[Unfolded]:
    """Every reading of a pattern: (regular expression, selector keys fixed, groups named)."""
    if not elements:
        yield "", (), ()
        return
    first, rest = elements[0], elements[1:]
    heads: list[Unfolded]
    if isinstance(first, ftl.TextElement):
        heads = [(re.escape(first.value), (), ())]
    elif isinstance(first, ftl.Placeable) and isinstance(first.expression, ftl.VariableReference):
        name = first.expression.id.name
        heads = [(f"(?P<{name}>.+?)", (), (name,))]
    elif isinstance(first, ftl.Placeable) and isinstance(first.expression, ftl.SelectExpression):
        select = first.expression
        if not isinstance(select.selector, ftl.VariableReference):
            return
        name = select.selector.id.name
        heads = []
        for variant in select.variants:
            key = variant.key.name if isinstance(variant.key, ftl.Identifier) else None
            if key is None:
                continue
            for text, fixed, groups in _unfold(list(variant.value.elements)):
                heads.append((text, ((name, key), *fixed), groups))
    else:
        return
    for head, fixed, groups in heads:
        for tail, more_fixed, more_groups in _unfold(rest):
            if set(groups) & set(more_groups):
                continue  # a variable placed twice: no ending does that
            yield head + tail, fixed + more_fixed, groups + more_groups


@cache
def _readings() -> tuple[_Reading, ...]:
    resource = FluentParser(with_spans=False).parse(ENDINGS_FILE.read_text(encoding="utf-8"))
    found = []
    for entry in resource.body:
        if not isinstance(entry, ftl.Message) or entry.value is None:
            continue
        if entry.id.name in WRAPPERS:
            continue
        for text, fixed, _ in _unfold(list(entry.value.elements)):
            found.append(_Reading(re.compile(text), entry.id.name, fixed))
    return tuple(found)


def _value(text: str) -> str | int:
    """A group's value as the engine gave it: a count as a number, a square as text."""
    return int(text) if text.isascii() and text.isdigit() else text


def ending_said(reason: str) -> str | None:
    """``reason`` (an engine's ending in English) as the message that says it, or None when
    it is no ending endings.ftl knows (a host's own ending, text from elsewhere)."""
    for reading in _readings():
        if found := reading.pattern.fullmatch(reason):
            args: dict[str, str | int] = dict(reading.fixed)
            args.update({name: _value(value) for name, value in found.groupdict().items()})
            return t(reading.message_id, **args)
    return None
