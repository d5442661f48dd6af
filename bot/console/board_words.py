"""The console's text board in its reader's language: the renderer draws the cells, the words
of its legend and status line come from the catalogue (console.ftl, pictures.ftl)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.lessons.telling import GAME_KINDS
from bot.markup import plain, t
from bot.service.captions import status_markup
from renderers.text_board import text_board


def legend_word(key: str, language: str | None, game_id: str = "") -> str:
    """One word of the legend (``sides``, ``kind:knight``, ``flag:boss``, ``mark:home``,
    ``captured``) in ``language``, a piece named as ``game_id``'s players name it."""
    group, _, name = key.partition(":")
    if group == "kind":
        kind = GAME_KINDS.get((game_id, name), name)
        return plain(t("console-board-kind", kind=kind), language)
    if group == "flag":
        return plain(t("console-board-flag", flag=name), language)
    if group == "mark":
        return plain(t("console-board-mark", mark=name), language)
    return plain(t(f"console-board-{key}"), language)


def status_line(view: Mapping[str, Any], language: str | None) -> str:
    """Who decides now, or how the game ended, as the board's last line."""
    status, reason = status_markup(view)
    if view.get("outcome"):
        if reason:
            return plain(t("console-board-over-because", status=status, reason=reason), language)
        return plain(t("console-board-over", status=status), language)
    if view.get("to_move"):
        return plain(t("console-board-status", status=status), language)
    return ""


def board_text(view: Mapping[str, Any], perspective: str, language: str | None) -> str:
    """The board as the console prints it, turned as its image is."""
    return text_board(
        view,
        perspective,
        words=lambda key: legend_word(key, language, str(view.get("game", ""))),
        status_line=status_line(view, language),
    )
