"""What the i18n tests read out of a catalogue's Fluent syntax trees, independently of
bot/i18n: each message's id (``id`` and ``id.attribute``), its variables, its comment."""

from __future__ import annotations

from typing import Any

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor


class _Variables(Visitor):
    """Every ``$variable`` of a pattern."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)


def patterns(resource: ftl.Resource) -> dict[str, tuple[ftl.Pattern, ftl.Message]]:
    """Every message pattern of a resource, by id (attributes as ``id.attribute``)."""
    found: dict[str, tuple[ftl.Pattern, ftl.Message]] = {}
    for entry in resource.body:
        if isinstance(entry, ftl.Message):
            if entry.value is not None:
                found[entry.id.name] = (entry.value, entry)
            for attribute in entry.attributes:
                found[f"{entry.id.name}.{attribute.id.name}"] = (attribute.value, entry)
    return found


def language_patterns(resources: dict[str, ftl.Resource]) -> dict[str, ftl.Pattern]:
    return {
        message_id: pattern
        for resource in resources.values()
        for message_id, (pattern, _message) in patterns(resource).items()
    }


def variables(pattern: ftl.Pattern) -> set[str]:
    visitor = _Variables()
    visitor.visit(pattern)
    return visitor.names


def sample_arguments(pattern: ftl.Pattern) -> dict[str, Any]:
    """A value for each variable: the number 7 (a number selects plurals and formats in
    every language, and no digit is a letter that the pseudo-language check would flag)."""
    return dict.fromkeys(variables(pattern), 7)
