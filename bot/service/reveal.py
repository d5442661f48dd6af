"""Hidden pieces shown once nothing is hidden any more: each piece as its owner sees it.

A Stealth King is a man to everyone but its owner while the game goes on.  When the rules end
the game the engine shows the Kings itself; a match ended by a host rule (a resignation, a
draw, a time-out, the move limit) is over too, but the engine, which knows nothing of those,
still hides them, so the final board, its picture and a replay's last frame showed every
piece as a man while the text named the Kings.  Read from the owners' own views, this needs
no engine's help and tells nothing the owners could not see.  Only for what is over: while a
match goes on the public view is the only one a public answer is made from.
"""

from __future__ import annotations

from typing import Any

from games.core.engine import Game
from games.core.geometry import SIDES


def owners_view(game: Game, state: Any, view: dict[str, Any]) -> dict[str, Any]:
    """``view`` with each of its pieces as that piece's owner sees it in ``state``, the
    "hidden" flag dropped (nothing is hidden from everyone now); ``view`` itself when no
    piece is hidden from anyone."""
    owners = {side: game.view(state, side)["pieces"] for side in SIDES}
    if not any("hidden" in p["flags"] for pieces in owners.values() for p in pieces.values()):
        return view
    pieces = {}
    for square, piece in view["pieces"].items():
        own = owners.get(piece["side"], {}).get(square, piece)
        pieces[square] = {**own, "flags": [f for f in own["flags"] if f != "hidden"]}
    return {**view, "pieces": pieces}
