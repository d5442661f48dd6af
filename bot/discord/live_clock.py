"""Live clocks on Discord (issue #48): time measured on Discord's own clock, the countdown and
the "+15 s" button under a live game's post.

Why Discord's clock: every message and interaction carries a snowflake whose top bits are the
millisecond Discord received it (``discord.utils.snowflake_time``).  A turn runs from the
snowflake of the post that showed it (:func:`report_shown` moves the stored turn start there,
so the bot's rendering and upload never cost the player time) to the snowflake of the
interaction or message that moved (bot.discord.move_timing, with the lag no snowflake
sees).

The "+15 s" button is built here, apart from the board's other buttons, so the board's
components stay as they were for a game without a clock.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord.components import ActionButton
from bot.markup import t
from bot.service import Match
from bot.service.live_clock import moved_sides
from bot.service.replies import Reply
from games import clock
from storage.status import MatchStatus

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

log = logging.getLogger("gamut.discord")

GIVE_TIME_ACTION = "give-time"


def running(match: Match | None) -> bool:
    """Whether ``match`` is a live game whose clock is running (a turn is under way)."""
    return (
        match is not None
        and match.clock is not None
        and match.clock.turn_started_at is not None
        and match.status == MatchStatus.ACTIVE
        and match.to_move_id is not None
    )


def shows_turn(reply: Reply, match: Match | None) -> bool:
    """Whether ``reply`` is the post that shows a running live game's side to move its turn
    (the board after a change pings them; a board asked for later does not)."""
    return (
        running(match)
        and match is not None
        and reply.image is not None
        and match.to_move_id in reply.mentions
    )


def countdown_line(match: Match, now: float) -> str | None:
    """The side to move's deadline as Discord's live countdown (``<t:UNIX:R>``, which every
    reader's client counts down in their own language): its time left from ``now`` (the
    moment of the post), or its first move's window; None when no clock runs."""
    stored = match.clock
    if not running(match) or stored is None or stored.turn_started_at is None:
        return None
    assert match.to_move_id is not None
    side = match.side_of(match.to_move_id) or "white"
    started = stored.turn_started_at
    if side not in moved_sides(match.meta):
        deadline = started + clock.FIRST_MOVE_S
    else:
        left_ms = clock.remaining_at(
            clock.SideClock(stored.remaining_ms(side), stored.quota_ms(side)),
            max(0, round((now - started) * 1000)),
        )
        deadline = now + left_ms / 1000
    return t(
        "discord-clock-countdown",
        player=f"<@{match.to_move_id}>",
        when=f"<t:{int(deadline)}:R>",
    )


def with_give_time(
    view: discord.ui.View | None, match: Match | None, language: str
) -> discord.ui.View | None:
    """``view`` with the "+15 s" button (anyone may press it; the service lets only a player
    give their opponent time) under a running live game's post."""
    if match is None or not running(match):
        return view
    view = view or discord.ui.View(timeout=None)
    label = t("discord-button-give-time", seconds=str(clock.MORE_TIME_MS // 1000))
    button = ActionButton(GIVE_TIME_ACTION, None, match.id, "", label, language)
    rows = [item.row or 0 for item in view.children]
    last = max(rows, default=0)
    button.row = last if rows.count(last) < 5 else last + 1
    view.add_item(button)
    return view


async def report_shown(bot: GamutBot, match: Match | None, message: discord.Message) -> None:
    """Tell the service that ``message`` showed ``match``'s turn: the turn runs from its
    snowflake time.  A failure costs the player at most the bot's own work, so it is logged
    and nothing more."""
    if match is None or not running(match):
        return
    shown_at = discord.utils.snowflake_time(message.id).timestamp()
    try:
        await bot.service.turn_shown(match.id, match.ply, shown_at)
    except Exception as exc:  # noqa: BLE001 - the post is out; the stored start stands
        log.warning("match %s: turn start not moved to its post: %s", match.id, exc)
