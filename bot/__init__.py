"""Gamut's bot: the platform-free match service, the console and the Discord front end.

``create_bot`` is imported lazily so that ``import bot.service`` (the console, the tests of
the service) never imports discord.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.discord.app import GamutBot


def create_bot(database: Any, **settings: Any) -> GamutBot:
    """The fully configured Discord bot (see :func:`bot.discord.app.create_bot`)."""
    from bot.discord.app import create_bot as create

    return create(database, **settings)


__all__ = ["create_bot"]
