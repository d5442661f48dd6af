"""A lesson's checkable claims, and the arguments its texts are written with.

Whatever a lesson says about its board that a program can check is written once, as data, in
the lesson's ``[lesson.claims]`` table, and the texts (messages of the catalogue,
``bot/i18n/locales/<language>/lessons-<game>.ftl``) name it by a variable instead of
repeating it: ``from a4 that is { $destinations-a4 }`` is shown as ``from a4 that is b3, b4
or b5`` (``b3, b4 o b5`` in Spanish).  The test suite checks every claim against the engine's
legal moves and views (tests/learning/test_lesson_claims.py), and that every language's
text uses exactly the English variables, so a square list or a turn a lesson names cannot
drift from the rules in any language.

Claims about the lesson's position, and under ``after`` about the position after a right
answer (every listed answer):

- ``destinations = { a4 = ["b3", "b4", "b5"] }``: exactly the squares the piece on a4 may end a
  move on;
- ``on = { d4 = "white rook", d8 = "empty" }``: what stands on a square (side and kind, as the
  views name them), or nothing;
- ``hp = { d4 = 2 }``: a boss's hit points;
- ``to_move = "white"``: who must decide;
- ``moves = ["d2-c1", ...]``: exactly the legal moves.

A variable is the claim's path with ``-`` for ``.`` and ``_``: ``$destinations-a4``,
``$after-to-move``, ``$after-hp-d4``.  Lists read as ``b3, b4 or b5`` (message
``lesson-either``), sides as the language names them (``lesson-side-white``); what stands on
a square (``on``) is checked but never said through a variable, as its words are English.
"""

from __future__ import annotations

from typing import Any

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.i18n.messages import Argument, t

CLAIM_KEYS = ("destinations", "on", "hp", "to_move", "moves")
SAID_KEYS = ("destinations", "hp", "to_move", "moves")  # claims a text may name


class ClaimError(ValueError):
    """A lesson file whose claims or placeholders do not fit together."""


def check_shape(claims: dict[str, Any], where: str) -> None:
    """Refuse unknown claim keys (a typo would silently check nothing)."""
    unknown = set(claims) - set(CLAIM_KEYS) - {"after"}
    unknown |= set(claims.get("after", {})) - set(CLAIM_KEYS)
    if unknown:
        raise ClaimError(f"{where}: unknown claims {sorted(unknown)}.")


def variable(path: str) -> str:
    """The Fluent variable naming the claim at ``path`` (``after.to_move``: ``after-to-move``)."""
    return path.replace(".", "-").replace("_", "-")


def either(items: list[str]) -> str:
    """Squares or moves to choose from, as the reader's language lists them ("b3, b4 or b5")."""
    if len(items) == 1:
        return items[0]
    return t("lesson-either", items=", ".join(items[:-1]), last=items[-1])


def _spoken(value: Any) -> Argument:
    if isinstance(value, list):
        return either([str(v) for v in value])
    if value in ("white", "black"):
        return t(f"lesson-side-{value}")
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return str(value)


def _paths(claims: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Every sayable claim by its path (``after.destinations.d2``)."""
    found: dict[str, Any] = {}
    for key, value in claims.items():
        if key == "after" and not prefix:
            found.update(_paths(value, "after."))
        elif key in ("destinations", "hp"):
            found.update({f"{prefix}{key}.{square}": v for square, v in value.items()})
        elif key in SAID_KEYS:
            found[f"{prefix}{key}"] = value
    return found


def arguments(claims: dict[str, Any]) -> dict[str, Argument]:
    """The message arguments of a lesson's texts: each sayable claim by its variable."""
    return {variable(path): _spoken(value) for path, value in _paths(claims).items()}


def check_variables(used: set[str], claims: dict[str, Any], where: str) -> None:
    """Refuse a text naming a variable no claim fills (it would say nothing checked)."""
    missing = used - set(arguments(claims))
    if missing:
        raise ClaimError(f"{where}: no claim for the variables {sorted(missing)}.")


class _Variables(Visitor):
    """Every ``$variable`` of a Fluent pattern."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def pattern_variables(resource: ftl.Resource) -> dict[str, set[str]]:
    """The variables of every message and attribute of a resource, by id (``id.attribute``)."""
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if not isinstance(entry, ftl.Message):
            continue
        named = [(entry.id.name, entry.value)] + [
            (f"{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes
        ]
        for message_id, pattern in named:
            if pattern is not None:
                visitor = _Variables()
                visitor.visit(pattern)
                found[message_id] = visitor.names
    return found
