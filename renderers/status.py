"""The status words under a board and in the console: who decides now and what, or who won.

Pure text from the view, shared by the PNG caption and the console's text board so both say
the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def status(view: Mapping[str, Any]) -> tuple[str | None, str, str]:
    """(side shown by the disc, the status words, the outcome's reason or '')."""
    outcome = view.get("outcome")
    if outcome:
        winner = outcome.get("winner")
        words = f"{winner.capitalize()} wins" if winner else "Draw"
        return winner, words, str(outcome.get("reason") or "")
    side = view.get("to_move") or view.get("turn")
    return side, f"{str(side).capitalize()} {_task(view)}", ""


def _task(view: Mapping[str, Any]) -> str:
    """What the side to move must do now, when it is not an ordinary move: "to move" would
    have a player look for a move on the board instead of the decision the rules ask for.

    A Charing Cross piece jumped with two free home squares waits for its owner to place it
    (``info.place_kind``); a Checkers with Bosses turn starts with the boss drops owed
    (``info.dropping``) and may end with a different-bindings shift (``info.shift``); a
    Crossings side with fewer crossings may only cross (``info.must_cross``).
    """
    info = view.get("info") or {}
    if info.get("place_kind"):
        return f"to place a {info['place_kind']} at home"
    dropping = info.get("dropping") or []
    if len(dropping) == 1:
        return f"to drop the {dropping[0]} boss"
    if dropping:
        return f"to drop {len(dropping)} bosses"
    if info.get("shift") and info.get("shift") == view.get("to_move"):
        return "to shift (different bindings)"
    if info.get("must_cross"):
        return "to move, and must cross"
    return "to move"


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
