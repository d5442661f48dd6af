"""A board picture's caption in its reader's language (pictures.ftl).

A renderer cannot reach the catalogue, so the service words the caption (the title, who
decides what, the last move) and hands the renderer the finished words
(:class:`renderers.caption.CaptionWords`): in the place's language for a public board, in its
owner's for a private one.  The game's name is never translated; an ending's reason is the
message stored with the match (a host rule's, an engine's), worded here like the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.lessons.telling import GAME_KINDS
from bot.markup import plain, t
from renderers.caption import MAX_CHARS, CaptionWords
from renderers.status import is_private, status_parts

# Each status's message, by the key renderers.status gives it.
STATUS_MESSAGES = {
    "won": "picture-status-won",
    "draw": "picture-status-draw",
    "place": "picture-status-place",
    "drop-boss": "picture-status-drop-boss",
    "drop-bosses": "picture-status-drop-bosses",
    "shift": "picture-status-shift",
    "must-cross": "picture-status-must-cross",
    "move": "picture-status-move",
}


def _title(view: Mapping[str, Any], move_number: int | None) -> str:
    game = str(view.get("title") or view.get("game") or "")
    title = t("picture-private-view") if is_private(view) else game
    if move_number is None:
        return title
    if move_number == 0:
        return t("picture-title-start", title=title)
    return t("picture-title-after", title=title, number=str(move_number))


def status_markup(view: Mapping[str, Any]) -> tuple[str, str]:
    """Who decides what now (or who won) as markup, and the outcome's reason ('' if none):
    shared by the pictures' captions and the console's text board."""
    _side, key, values, reason = status_parts(view)
    args: dict[str, str | int] = {}
    if "side" in values:
        args["side"] = t("play-side", side=values["side"])
    if "piece" in values:
        kind = str(values["piece"])
        kind = GAME_KINDS.get((str(view.get("game", "")), kind), kind)
        args["piece"] = t("refusal-a-noun", piece=kind)
    if "kind" in values:
        args["kind"] = t("refusal-kind", kind=str(values["kind"]))
    if "count" in values:
        args["count"] = int(values["count"])
    return t(STATUS_MESSAGES[key], **args), reason


def caption_markup(
    view: Mapping[str, Any], move_number: int | None, last_move: str | None
) -> tuple[str, str, str, str]:
    """The caption's title, status, reason and last-move words as the service's markup."""
    status, reason = status_markup(view)
    last = t("picture-last", move=last_move[:MAX_CHARS]) if last_move else ""
    return _title(view, move_number), status, reason, last


def caption_words(
    view: Mapping[str, Any],
    move_number: int | None,
    last_move: str | None,
    language: str | None,
) -> CaptionWords:
    """The caption of the picture of ``view`` in ``language`` (a locale code; None: English)."""
    title, status, reason, last = caption_markup(view, move_number, last_move)
    return CaptionWords(
        plain(title, language),
        plain(status, language),
        plain(reason, language),
        plain(last, language),
    )
