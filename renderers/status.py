"""The status words under a board and in the console: who decides now and what, or who won.

Pure text from the view, shared by the PNG caption and the console's text board so both say
the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# The status words in English, by key: what the console's text board and a caption drawn
# without words of its reader's language say.  A host words the same keys in its reader's
# language (pictures.ftl ``picture-status-<key>``) from :func:`status_parts`.
ENGLISH: dict[str, str] = {
    "won": "{side} wins",
    "draw": "Draw",
    "place": "{side} to place a {piece} at home",
    "drop-boss": "{side} to drop the {kind} boss",
    "drop-bosses": "{side} to drop {count} bosses",
    "shift": "{side} to shift (different bindings)",
    "must-cross": "{side} to move, and must cross",
    "move": "{side} to move",
}


def status_parts(view: Mapping[str, Any]) -> tuple[str | None, str, dict[str, Any], str]:
    """(side shown by the disc, the status's key in :data:`ENGLISH`, its values (``side``
    by its key, ``white`` or ``black``), the outcome's reason or '')."""
    outcome = view.get("outcome")
    if outcome:
        winner = outcome.get("winner")
        reason = str(outcome.get("reason") or "")
        if winner:
            return winner, "won", {"side": winner}, reason
        return None, "draw", {}, reason
    side = view.get("to_move") or view.get("turn")
    key, values = _task(view)
    return side, key, {"side": str(side), **values}, ""


def status(view: Mapping[str, Any]) -> tuple[str | None, str, str]:
    """(side shown by the disc, the status words in English, the outcome's reason or '')."""
    side, key, values, reason = status_parts(view)
    if "side" in values:
        values = {**values, "side": values["side"].capitalize()}
    return side, ENGLISH[key].format(**values), reason


def _task(view: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """What the side to move must do now, when it is not an ordinary move: "to move" would
    have a player look for a move on the board instead of the decision the rules ask for.

    A Charing Cross piece jumped with two free home squares waits for its owner to place it
    (``info.place_kind``); a Checkers with Bosses turn starts with the boss drops owed
    (``info.dropping``) and may end with a different-bindings shift (``info.shift``); a
    Crossings side with fewer crossings may only cross (``info.must_cross``).
    """
    info = view.get("info") or {}
    if info.get("place_kind"):
        return "place", {"piece": info["place_kind"]}
    dropping = info.get("dropping") or []
    if len(dropping) == 1:
        return "drop-boss", {"kind": dropping[0]}
    if dropping:
        return "drop-bosses", {"count": len(dropping)}
    if info.get("shift") and info.get("shift") == view.get("to_move"):
        return "shift", {}
    if info.get("must_cross"):
        return "must-cross", {}
    return "move", {}


def is_private(view: Mapping[str, Any]) -> bool:
    """Whether the view shows something only its seat may see: a hidden piece drawn as what
    it is (the owner's own Stealth King).  Such an image is labelled, so a player never posts
    it thinking it is the public board."""
    if not view.get("seat"):
        return False
    return any(
        "hidden" in piece.get("flags", ()) and piece.get("kind") == "king"
        for piece in (view.get("pieces") or {}).values()
    )
