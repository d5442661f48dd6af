"""A lesson's checkable claims, and its texts written from them.

Whatever a lesson says about its board that a program can check is written once, as data, in
the lesson's ``[lesson.claims]`` table, and the texts name it by a placeholder instead of
repeating it: ``from a4 that is {destinations.a4}`` is shown as ``from a4 that is b3, b4 or
b5``.  The test suite checks every claim against the engine's legal moves and views
(tests/learning/test_lesson_claims.py), so a square list or a turn a lesson names cannot drift
from the rules.

Claims about the lesson's position, and under ``after`` about the position after a right
answer (every listed answer):

- ``destinations = { a4 = ["b3", "b4", "b5"] }``: exactly the squares the piece on a4 may end a
  move on;
- ``on = { d4 = "white rook", d8 = "empty" }``: what stands on a square (side and kind, as the
  views name them), or nothing;
- ``hp = { d4 = 2 }``: a boss's hit points;
- ``to_move = "white"``: who must decide;
- ``moves = ["d2-c1", ...]``: exactly the legal moves.

A placeholder is the claim's path: ``{destinations.a4}``, ``{after.to_move}``,
``{after.on.d8}``.  Lists read as ``b3, b4 or b5``, sides as ``White``.
"""

from __future__ import annotations

import re
from typing import Any

CLAIM_KEYS = ("destinations", "on", "hp", "to_move", "moves")
_PLACEHOLDER = re.compile(r"\{([a-z_]+(?:\.[a-z0-9_]+)*)\}")


class ClaimError(ValueError):
    """A lesson file whose claims or placeholders do not fit together."""


def check_shape(claims: dict[str, Any], where: str) -> None:
    """Refuse unknown claim keys (a typo would silently check nothing)."""
    unknown = set(claims) - set(CLAIM_KEYS) - {"after"}
    unknown |= set(claims.get("after", {})) - set(CLAIM_KEYS)
    if unknown:
        raise ClaimError(f"{where}: unknown claims {sorted(unknown)}.")


def _or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _spoken(value: Any) -> str:
    if isinstance(value, list):
        return _or([str(v) for v in value])
    if value in ("white", "black"):
        return str(value).capitalize()
    return str(value)


def fill(text: str, claims: dict[str, Any], where: str) -> str:
    """``text`` with each placeholder replaced by the claim it names."""

    def replace(found: re.Match[str]) -> str:
        value: Any = claims
        for part in found.group(1).split("."):
            if not isinstance(value, dict) or part not in value:
                raise ClaimError(f"{where}: no claim {found.group(1)!r} for its placeholder.")
            value = value[part]
        return _spoken(value)

    filled = _PLACEHOLDER.sub(replace, text)
    if "{" in filled or "}" in filled:
        raise ClaimError(f"{where}: a brace that is no placeholder in {text!r}.")
    return filled
