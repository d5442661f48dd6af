"""Each member's own locale and each server's Community language in the interactions simcord
sends, as Discord sends them.

simcord 3.2.1 writes ``locale: "en-US"`` and ``guild_locale: "en-US"`` into every
interaction, whoever the member and whatever the server.  Discord sends the member's client
language and the server's Community language (``preferred_locale``), and Gamut chooses its
languages from them (bot.discord.languages).  So the interactions built here carry the locale
a test gave each member (``locales.speak(actor, "es-ES")``; by default Discord's ``en-US``)
and the ``preferred_locale`` the server was created with
(``env.create_guild(..., preferred_locale="de")``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord.interactions as interactions

DISCORD_DEFAULT = "en-US"


@dataclass
class Locales:
    """The client language of each member, by user id."""

    members: dict[int, str] = field(default_factory=dict)

    def speak(self, actor: Any, locale: str) -> None:
        self.members[actor.id] = locale


@pytest.fixture(autouse=True)
def locales(monkeypatch: pytest.MonkeyPatch) -> Iterator[Locales]:
    """The members' locales for this test (autouse: every interaction carries them)."""
    chosen = Locales()
    built = interactions.base_payload

    def with_locales(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = built(backend, **kwargs)
        payload["locale"] = chosen.members.get(kwargs["user_id"], DISCORD_DEFAULT)
        guild_id = kwargs.get("guild_id")
        if guild_id is not None:
            payload["guild_locale"] = backend.get_guild(guild_id).preferred_locale
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", with_locales)
    yield chosen
