"""The legend of a board image's marks, in its reader's language (pictures.ftl).

The renderer's module says which marks an image shows (:func:`renderers.legend.legend_keys`);
here each becomes a message, so that "Marks: bars = a trapped piece." reads in Spanish or
German to a Spanish or German reader.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.markup import t
from renderers.legend import legend_keys

# Each mark's message, by the key renderers.legend gives it.
MARK_MESSAGES = {
    "captured": "picture-mark-captured",
    "sent-home": "picture-mark-sent-home",
    "trapped": "picture-mark-trapped",
    "crossed": "picture-mark-crossed",
    "hidden": "picture-mark-hidden",
    "home": "picture-mark-home",
    "goal": "picture-mark-goal",
    "home-space": "picture-mark-home-space",
    "castle": "picture-mark-castle",
    "choice": "picture-mark-choice",
}


def marks_legend(
    view: Mapping[str, Any], *, captured: Iterable[str] = (), sent_home: Iterable[str] = ()
) -> str:
    """``Marks: a cross = a piece taken there; ...`` as markup, or ``''`` when no mark shows."""
    keys = legend_keys(view, captured=captured, sent_home=sent_home)
    if not keys:
        return ""
    return t("picture-legend", marks="; ".join(t(MARK_MESSAGES[key]) for key in keys))


def with_legend(text: str, view: Mapping[str, Any], **marked: Iterable[str]) -> str:
    """``text`` followed by the legend of ``view``'s marks, if it has any."""
    legend = marks_legend(view, **marked)
    return f"{text} {legend}" if legend else text
