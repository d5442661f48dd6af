"""What the marks on a board image mean, in words, for the text sent with it.

A board marks more than pieces: where a piece was taken (a cross), where one was sent home (a
return arrow), trapped pieces (bars), home squares, goals, castles, crossed counters, one's own
hidden King.  A player new to a rare game cannot guess these, so every image that shows one is
sent with a short legend naming just the marks it shows (:func:`marks_legend`), in the same
words for every game and front end.  Like the renderer, it reads the view only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

# (what is shown, what it means), in the order a legend lists them.
CAPTURED = ("cross", "a piece taken there (or a boss hit)")
SENT_HOME = ("return arrow", "a piece sent home from there")
FLAGS: dict[str, tuple[str, str]] = {
    "trapped": ("bars", "a trapped piece"),
    "crossed": ("padlock", "a crossed counter"),
    "hidden": ("dashed ring", "your hidden King (only you see it)"),
}
MARKS: dict[str, tuple[str, str]] = {
    "home": ("framed square, emblem in its corner", "that piece's home square"),
    "goal": ("band or hatching with emblems", "that piece's goal"),
    "home-space": ("house", "a Home space"),
    "castle": ("tower square", "a castle"),
    "choice": ("green ring", "a square you may choose"),
}


ENTRIES: dict[str, tuple[str, str]] = {
    "captured": CAPTURED,
    "sent-home": SENT_HOME,
    **FLAGS,
    **MARKS,
}


def legend_keys(
    view: Mapping[str, Any], *, captured: Iterable[str] = (), sent_home: Iterable[str] = ()
) -> list[str]:
    """The marks the image of ``view`` shows (with ``captured`` and ``sent_home`` as given to
    the renderer), by key (``captured``, ``sent-home``, a flag or a mark's kind), in the order
    a legend lists them: a host words them in its reader's language."""
    keys: list[str] = []
    if any(True for _ in captured):
        keys.append("captured")
    if any(True for _ in sent_home):
        keys.append("sent-home")
    flags = {
        flag for piece in (view.get("pieces") or {}).values() for flag in piece.get("flags") or ()
    }
    keys += [flag for flag in FLAGS if flag in flags]
    kinds = {mark.get("kind") for mark in view.get("marks") or ()}
    keys += [kind for kind in MARKS if kind in kinds]
    return keys


def marks_legend(
    view: Mapping[str, Any], *, captured: Iterable[str] = (), sent_home: Iterable[str] = ()
) -> str:
    """``Marks: a cross = a piece taken there; …`` in English for the marks the image of
    ``view`` shows, or ``''`` when none (bot/service/legend.py says it in the reader's)."""
    entries = [ENTRIES[key] for key in legend_keys(view, captured=captured, sent_home=sent_home)]
    if not entries:
        return ""
    return "Marks: " + "; ".join(f"{shown} = {meaning}" for shown, meaning in entries) + "."


def with_legend(text: str, view: Mapping[str, Any], **marked: Iterable[str]) -> str:
    """``text`` followed by the legend of ``view``'s marks, if it has any (``marked``: the
    ``captured`` and ``sent_home`` squares given to the renderer)."""
    legend = marks_legend(view, **marked)
    return f"{text} {legend}" if legend else text
