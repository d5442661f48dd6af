"""The match service's settings and the few constants and words its collaborators share.

Several bot processes may serve one PostgreSQL database (a sharded bot): the per-match lock
holds across them (:meth:`bot.service.matches.Matches.lock`), and the clock's alarms
(:meth:`bot.service.matches.Matches.alarms`) live in the database, where one process claims
each duty; nothing about a match is kept only in one process's memory.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n.messages import t

SIDES = ("white", "black")
# An AI turn still unplayed this long after it fell due (its process restarted or died while
# the AI thought) is resumed by the clock of whichever process claims it.
AI_RESUME_SECONDS = 90.0
# Rows a clock duty claims per statement; it claims again until fewer come back.
CLAIM_BATCH = 200


@dataclass(frozen=True)
class ServiceSettings:
    """Host rules; per-guild settings may override ``time_limit`` at match creation."""

    challenge_ttl: float = 15 * 60
    time_limit: float = 72 * 3600
    move_limit: int = 1000
    ai_budget: float = 2.0  # seconds per move of the bot's hard level
    # The web companion's signing keys (GAMUT_WEB_SECRET; the first signs), none: generated
    # once and stored (bot.service.web_links); how long a link lasts.
    web_secrets: tuple[str, ...] = ()
    web_link_s: float = 7 * 24 * 3600


def default_mention(user_id: int) -> str:
    return f"<@{user_id}>"


def side_name(side: str | None) -> str:
    """The side in English, for what is stored (an ending's reason) and logged."""
    return side.capitalize() if side else "Nobody"


def side_word(side: str | None) -> str:
    """The side as a player reads it (``White``), in their language."""
    return t("play-side", side=side or "none")


def side_lower(side: str) -> str:
    """The side in a parenthesis (``(white)``), in the reader's language."""
    return t("play-side-lower", side=side)
