"""The web companion: a third front end over the match service, served by the bot's own
process (:mod:`bot.web.app`); see docs/web.md."""

from bot.web.app import WebCompanion

__all__ = ["WebCompanion"]
