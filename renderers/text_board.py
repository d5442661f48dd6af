"""A plain-text board drawn from a view, for the console and for logs.

Like the PNG renderer it reads only the view (never a state), so it can never show more than
the seat may know.  A cell is three characters: a prefix (``+`` crowned or crossed, ``*`` boss,
``×`` hit by the last move), the piece's letter (upper case White, lower case Black) and a
suffix (a boss's hit points, ``x`` trapped, ``?`` a hidden King its owner sees).  An empty
cell shows its square's marker, or ``×`` where the last move took a piece.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from renderers import style
from renderers.status import status

_MARK_GLYPHS = {"castle": "#", "home-space": "@", "home": "^", "choice": "?"}
CAPTURED = "×"
# Each flag's glyph in a cell, in legend order.
_FLAG_GLYPHS = {"crowned": "+", "crossed": "+", "boss": "*", "trapped": "x", "hidden": "?"}
# The legend's words by key (``sides``, ``kind:K``, ``flag:F``, ``mark:M``, ``captured``), in
# English: a front end with a catalogue passes its own (the renderer cannot reach it).
ENGLISH_WORDS = {
    "sides": "WHITE black",
    "flag:crowned": "crowned",
    "flag:crossed": "crossed",
    "flag:boss": "boss (hit points)",
    "flag:trapped": "trapped",
    "flag:hidden": "hidden king (only you see it)",
    "mark:castle": "castle",
    "mark:home-space": "home space",
    "mark:home": "home square",
    "mark:choice": "square to choose",
    "captured": "taken by the last move",
}
Words = Callable[[str], str]


def english_word(key: str) -> str:
    """The legend's English for ``key``; a piece's kind or an unknown flag as it is named."""
    return ENGLISH_WORDS.get(key, key.partition(":")[2] or key)


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


def pieces_key(view: Mapping[str, Any]) -> tuple[dict[str, str], list[str]]:
    """The pieces part of :func:`legend`: this game's letters with their kinds, and the flags
    its pieces can carry, in legend order (the web page's key shows these beside their
    drawings).  Read from the view alone: a private-only flag only for a seat that has it."""
    known = style.GAME_PIECES.get(str(view.get("game")), style.GamePieces({}))
    letters = dict(known.letters)
    flags = list(known.flags)
    info = view.get("info") or {}
    if view.get("seat") and (info.get("stealth") or _shown_flags(view) & {"hidden"}):
        flags += known.private_flags
    for piece in (view.get("pieces") or {}).values():
        letters.setdefault(str(piece["letter"]).upper(), str(piece["kind"]))
    flags += sorted(_shown_flags(view) - set(flags))
    return letters, flags


def legend(
    view: Mapping[str, Any],
    marks: Iterable[str] = (),
    captured: bool = False,
    words: Words = english_word,
) -> str:
    """What the symbols of this game's board mean: its letters, the flags its pieces can
    carry (whether or not a piece carries one now: the legend describes the game), the
    markers on the board and the capture cross when one is shown.

    A game's letters and flags come from :data:`renderers.style.GAME_PIECES`; a kind, letter
    or flag the view shows that the table does not know is explained too, so nothing on the
    board goes unexplained.  A private-only flag (the Stealth King's ``hidden``) is listed only
    in a seat's view of a game that has it.
    """
    letters, flags = pieces_key(view)
    parts = [words("sides")]
    parts += [f"{letter} {words(f'kind:{kind}')}" for letter, kind in letters.items()]
    parts += [
        f"{_FLAG_GLYPHS[flag]} {words(f'flag:{flag}')}" if flag in _FLAG_GLYPHS else flag
        for flag in flags
    ]
    used = set(marks)
    shown = [(kind, glyph) for kind, glyph in _MARK_GLYPHS.items() if kind in used]
    parts += [f"{glyph} {words(f'mark:{kind}')}" for kind, glyph in shown]
    if captured:
        parts.append(f"{CAPTURED} {words('captured')}")
    return " · ".join(parts)


def _shown_flags(view: Mapping[str, Any]) -> set[str]:
    return {str(flag) for piece in (view.get("pieces") or {}).values() for flag in piece["flags"]}


def text_board(
    view: Mapping[str, Any],
    perspective: str = "white",
    captured: Iterable[str] = (),
    *,
    words: Words = english_word,
    status_line: str | None = None,
) -> str:
    """Rows of three-character cells with file letters and rank numbers, this game's legend
    and the status line.  ``captured`` are the squares where the last move took a piece (as
    for :func:`renderers.render_png`); ``words`` the legend's words and ``status_line`` the
    last line, in the reader's language (English when not given)."""
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
    lines.append("    " + legend(view, marks.values(), bool(taken & shown), words))
    to_move = view.get("to_move")
    if status_line is not None:
        if status_line:
            lines.append(f"    {status_line}")
    elif view.get("outcome"):
        outcome = view["outcome"]
        who = f"{outcome['winner'].capitalize()} wins" if outcome["winner"] else "Draw"
        lines.append(f"    Game over: {who} ({outcome['reason']}).")
    elif to_move:
        lines.append(f"    {status(view)[1]}.")
    return "\n".join(lines)
