"""A plain-text board drawn from a view, for the console and for logs.

Like the PNG renderer it reads only the view (never a state), so it can never show more than
the seat may know.
"""

from __future__ import annotations

from typing import Any

from renderers.status import status

_MARK_GLYPHS = {"castle": "#", "home-space": "@", "home": "^", "choice": "?"}


def _cell(piece: dict[str, Any] | None, mark: str | None) -> str:
    if piece is None:
        return f" {_MARK_GLYPHS.get(mark or '', '.')} "
    flags = set(piece.get("flags", ()))
    prefix = "*" if "boss" in flags else "+" if flags & {"crowned", "crossed"} else " "
    letter = piece["letter"]
    suffix = " "
    if piece.get("hp") is not None:
        suffix = str(piece["hp"])
    elif "trapped" in flags:
        suffix = "x"
    elif "hidden" in flags:
        suffix = "?"
    return f"{prefix}{letter}{suffix}"


def text_board(view: dict[str, Any], perspective: str = "white") -> str:
    """Rows of three-character cells with file letters and rank numbers, plus a legend."""
    files, ranks = view["board"]["files"], view["board"]["ranks"]
    marks: dict[str, str] = {}
    for mark in view.get("marks", ()):
        if mark["kind"] in ("goal",):
            continue
        for square in mark["squares"]:
            marks.setdefault(square, mark["kind"])
    file_names = [chr(ord("a") + f) for f in range(files)]
    rank_order = range(ranks, 0, -1) if perspective == "white" else range(1, ranks + 1)
    file_order = file_names if perspective == "white" else file_names[::-1]
    header = "    " + "".join(f" {f} " for f in file_order)
    lines = [header]
    for rank in rank_order:
        cells = "".join(
            _cell(view["pieces"].get(f"{f}{rank}"), marks.get(f"{f}{rank}")) for f in file_order
        )
        lines.append(f"{rank:>3} {cells} {rank}")
    lines.append(header)
    used = {kind for kind in marks.values()}
    legend = [f"{_MARK_GLYPHS[k]} {k}" for k in _MARK_GLYPHS if k in used]
    legend.append("WHITE black · + crowned/crossed · * boss(hp) · x trapped · ? hidden")
    lines.append("    " + " · ".join(legend))
    to_move = view.get("to_move")
    if view.get("outcome"):
        outcome = view["outcome"]
        who = f"{outcome['winner'].capitalize()} wins" if outcome["winner"] else "Draw"
        lines.append(f"    Game over: {who} ({outcome['reason']}).")
    elif to_move:
        lines.append(f"    {status(view)[1]}.")
    return "\n".join(lines)
