"""The "Take back" button under a casual game's board (issue #48).

Built apart from the board's other buttons (as the "+15 s" button is), so a rated game's
components stay as they were: a rated game never offers a takeback.  The press goes to the
service (``takeback`` in bot.discord.buttons), which re-checks everything (a tournament game,
a game against the bot, a move that is not the presser's) and refuses in its words, to the
presser alone; the opponent gets the Accept/Decline buttons of the service's prompt.
"""

from __future__ import annotations

import discord

from bot.discord.components import ActionButton
from bot.markup import t
from bot.service import Match
from storage.status import MatchStatus

TAKEBACK_ACTION = "takeback"
BUTTONS_PER_ROW = 5
MAX_ROWS = 5


def offers_takeback(match: Match | None) -> bool:
    """Whether ``match``'s board carries "Take back": a casual game under way past its first
    move, between two people (the service refuses the bot's games all the same)."""
    return (
        match is not None
        and not match.rated
        and match.status == MatchStatus.ACTIVE
        and match.ply > 0
        and match.white_id != match.black_id
    )


def with_takeback(
    view: discord.ui.View | None, match: Match | None, language: str
) -> discord.ui.View | None:
    """``view`` with the "Take back" button on its last row (a row of its own when that one
    is full; left out when the view has no room), under a casual game's running board."""
    if match is None or not offers_takeback(match):
        return view
    view = view or discord.ui.View(timeout=None)
    rows = [item.row or 0 for item in view.children]
    last = max(rows, default=0)
    row = last if rows.count(last) < BUTTONS_PER_ROW else last + 1
    if row >= MAX_ROWS:
        return view
    button = ActionButton(
        TAKEBACK_ACTION, None, match.id, "", t("discord-button-takeback"), language
    )
    button.row = row
    view.add_item(button)
    return view
