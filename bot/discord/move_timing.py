"""When a move was made, on Discord's clock (issue #48; see bot.discord.live_clock).

Every interaction and message carries a snowflake whose top bits are the millisecond Discord
received it (``discord.utils.snowflake_time``): a move is made then, whatever the bot's own
delays after.  What no snowflake sees (the post reaching the player's screen, the click
travelling back to Discord) is claimed as :data:`HOP_LAG_MS` of lag a move, which the service
compensates within the side's quota (Lichess's lag allowance, games.clock).
"""

from __future__ import annotations

import discord

from bot.service.live_clock import MoveTiming

# The lag a move claims for the two hops no snowflake sees: Lichess's gain a move (one second
# for every control offered), so a player on a slow line keeps a steady second a move and the
# quota stays at its start.
HOP_LAG_MS = 1_000


def snowflake_timing(snowflake: int) -> MoveTiming:
    """The timing of a move made by the interaction or message ``snowflake``: made when
    Discord received it, its turn from the stored start (the post's snowflake time)."""
    moved_at = discord.utils.snowflake_time(snowflake).timestamp()
    return MoveTiming(moved_at, lag_ms=HOP_LAG_MS)


def request_timing(key: str) -> MoveTiming | None:
    """The timing of the interaction a request key names (``discord:<interaction id>``,
    bot.discord.feedback.request_key); None for a key of another shape."""
    _, _, snowflake = key.rpartition(":")
    return snowflake_timing(int(snowflake)) if snowflake.isdigit() else None
