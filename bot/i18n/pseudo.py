"""The pseudo-language: English made visibly foreign, to find what escapes the catalogue.

Every message of the English catalogue becomes ``[Çĥåļļéñĝé šöméöñé ţö å ĝåɱé·······]``:
its letters accented (so English left outside the catalogue stands out), each run of text at
least 40 % longer (so layouts are tried at a translation's length: German runs about a third
longer than English) and the whole message in brackets (so a cut-off or a text glued together
from pieces shows).  Discord markup is left as it is so that it still works: code spans in
backticks and ``<...>`` mentions, channel links and timestamps.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass

from fluent.syntax import ast as ftl

ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
VOWELS = frozenset("aeiouyAEIOUY")
FILLER = "·"
GROWTH = 1.4


@dataclass
class _Markup:
    """Where a pattern's walk stands: inside a code span, inside ``<...>``, or neither."""

    code: bool = False
    angle: bool = False


def stretch(text: str) -> str:
    """Plain text accented, its vowels doubled, padded to at least 40 % longer (the padding
    before any trailing spaces, so words stay apart from what follows)."""
    core = text.rstrip()
    trailing = text[len(core) :]
    if not core:
        return text
    longer = "".join(c * 2 if c in VOWELS else c for c in core).translate(ACCENTS)
    target = math.ceil(len(core) * GROWTH)
    return longer + FILLER * max(0, target - len(longer)) + trailing


def _pseudo_text(text: str, state: _Markup) -> str:
    """Stretch the prose of one text element, leaving code spans and ``<...>`` markup."""
    out: list[str] = []
    prose: list[str] = []

    def flush() -> None:
        if prose:
            out.append(stretch("".join(prose)))
            prose.clear()

    for char in text:
        if state.code or state.angle:
            out.append(char)
            if char == "`" and state.code:
                state.code = False
            elif char == ">" and state.angle:
                state.angle = False
        elif char in "`<":
            flush()
            out.append(char)
            state.code, state.angle = char == "`", char == "<"
        else:
            prose.append(char)
    flush()
    return "".join(out)


def _pseudo_pattern(pattern: ftl.Pattern, state: _Markup) -> None:
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            element.value = _pseudo_text(element.value, state)
        elif isinstance(element.expression, ftl.SelectExpression):
            for variant in element.expression.variants:
                _pseudo_pattern(variant.value, _Markup(state.code, state.angle))


def _bracketed(pattern: ftl.Pattern) -> None:
    _pseudo_pattern(pattern, _Markup())
    pattern.elements.insert(0, ftl.TextElement("["))
    pattern.elements.append(ftl.TextElement("]"))


def pseudo_resource(english: ftl.Resource) -> ftl.Resource:
    """The pseudo-language's version of an English resource (which is left unchanged):
    every message value and attribute stretched and bracketed; terms stretched alone, since
    they appear inside messages that already carry brackets."""
    resource = copy.deepcopy(english)
    for entry in resource.body:
        if isinstance(entry, ftl.Message):
            if entry.value is not None:
                _bracketed(entry.value)
            for attribute in entry.attributes:
                _bracketed(attribute.value)
        elif isinstance(entry, ftl.Term):
            _pseudo_pattern(entry.value, _Markup())
            for attribute in entry.attributes:
                _pseudo_pattern(attribute.value, _Markup())
    return resource
