"""A plain-text board drawn from a view, for the console and for logs.

Like the PNG renderer it reads only the view (never a state), so it can never show more than
the seat may know.  A cell is three characters: a prefix (``+`` crowned or crossed, ``*`` boss,
``×`` hit by the last move), the piece's letter (upper case White, lower case Black) and a
suffix (a boss's hit points, ``x`` trapped, ``?`` a hidden King its owner sees).  An empty
cell shows its square's marker, or ``×`` where the last move took a piece.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from renderers import style
from renderers.status import status

_MARK_GLYPHS = {"castle": "#", "home-space": "@", "home": "^", "choice": "?"}
_MARK_WORDS = {
    "castle": "castle",
    "home-space": "home space",
    "home": "home square",
    "choice": "square to choose",
}
CAPTURED = "×"
# Each flag's place in a cell and what the legend says of it, in legend order.
_FLAG_LEGEND = {
    "crowned": "+ crowned",
    "crossed": "+ crossed",
    "boss": "* boss (hit points)",
    "trapped": "x trapped",
    "hidden": "? hidden king (only you see it)",
}


def _cell(piece: Mapping[str, Any] | None, mark: str | None, captured: bool) -> str:
    if piece is None:
        return f" {CAPTURED if captured else _MARK_GLYPHS.get(mark or '', '.')} "
    flags = set(piece.get("flags", ()))
    prefix = "*" if "boss" in flags else "+" if flags & {"crowned", "crossed"} else " "
    if captured:
        prefix = CAPTURED  # a boss that lost a hit point: its hit points still show it is one
    letter = piece["letter"]
    suffix = " "
    if piece.get("hp") is not None:
        suffix = str(piece["hp"])
    elif "trapped" in flags:
        suffix = "x"
    elif "hidden" in flags:
        suffix = "?"
    return f"{prefix}{letter}{suffix}"


def legend(view: Mapping[str, Any], marks: Iterable[str] = (), captured: bool = False) -> str:
    """What the symbols of this game's board mean: its letters, the flags its pieces can
    carry (whether or not a piece carries one now: the legend describes the game), the
    markers on the board and the capture cross when one is shown.

    A game's letters and flags come from :data:`renderers.style.GAME_PIECES`; a kind, letter
    or flag the view shows that the table does not know is explained too, so nothing on the
    board goes unexplained.  A private-only flag (the Stealth King's ``hidden``) is listed only
    in a seat's view of a game that has it.
    """
    known = style.GAME_PIECES.get(str(view.get("game")), style.GamePieces({}))
    letters = dict(known.letters)
    flags = list(known.flags)
    info = view.get("info") or {}
    if view.get("seat") and (info.get("stealth") or _shown_flags(view) & {"hidden"}):
        flags += known.private_flags
    for piece in (view.get("pieces") or {}).values():
        letters.setdefault(str(piece["letter"]).upper(), str(piece["kind"]))
    flags += sorted(_shown_flags(view) - set(flags))
    parts = ["WHITE black"]
    parts += [f"{letter} {kind}" for letter, kind in letters.items()]
    parts += [_FLAG_LEGEND.get(flag, flag) for flag in flags]
    used = set(marks)
    parts += [f"{_MARK_GLYPHS[kind]} {_MARK_WORDS[kind]}" for kind in _MARK_GLYPHS if kind in used]
    if captured:
        parts.append(f"{CAPTURED} taken by the last move")
    return " · ".join(parts)


def _shown_flags(view: Mapping[str, Any]) -> set[str]:
    return {str(flag) for piece in (view.get("pieces") or {}).values() for flag in piece["flags"]}


def text_board(
    view: Mapping[str, Any], perspective: str = "white", captured: Iterable[str] = ()
) -> str:
    """Rows of three-character cells with file letters and rank numbers, this game's legend
    and the status line.  ``captured`` are the squares where the last move took a piece (as
    for :func:`renderers.render_png`)."""
    files, ranks = view["board"]["files"], view["board"]["ranks"]
    marks: dict[str, str] = {}
    for mark in view.get("marks", ()):
        if mark["kind"] in ("goal",):
            continue
        for square in mark["squares"]:
            marks.setdefault(square, mark["kind"])
    taken = {square.strip().lower() for square in captured}
    file_names = [chr(ord("a") + f) for f in range(files)]
    rank_order = range(ranks, 0, -1) if perspective == "white" else range(1, ranks + 1)
    file_order = file_names if perspective == "white" else file_names[::-1]
    header = "    " + "".join(f" {f} " for f in file_order)
    lines = [header]
    for rank in rank_order:
        cells = "".join(
            _cell(view["pieces"].get(f"{f}{rank}"), marks.get(f"{f}{rank}"), f"{f}{rank}" in taken)
            for f in file_order
        )
        lines.append(f"{rank:>3} {cells} {rank}")
    lines.append(header)
    shown = {f"{f}{r}" for f in file_names for r in range(1, ranks + 1)}
    lines.append("    " + legend(view, marks.values(), bool(taken & shown)))
    to_move = view.get("to_move")
    if view.get("outcome"):
        outcome = view["outcome"]
        who = f"{outcome['winner'].capitalize()} wins" if outcome["winner"] else "Draw"
        lines.append(f"    Game over: {who} ({outcome['reason']}).")
    elif to_move:
        lines.append(f"    {status(view)[1]}.")
    return "\n".join(lines)
