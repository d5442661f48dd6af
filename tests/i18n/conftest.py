"""The i18n tests' fixtures: the shipped catalogue, a catalogue written by a test, and the
Discord tests' simcord world (the real bot, whose command sync carries the localisations)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import Translator, shared_translator
from tests.discord.conftest import bots, db_path, simcord_bot, world  # noqa: F401 - fixtures
from tests.discord.discord_limits import discord_limits  # noqa: F401 - autouse: Discord's limits
from tests.discord.locales import locales  # noqa: F401 - autouse: members' and servers' locales


@pytest.fixture
def catalogue() -> Translator:
    """The catalogue as shipped, with the pseudo-language."""
    return shared_translator()


@pytest.fixture
def written(tmp_path: Path) -> Callable[[dict[str, str]], Translator]:
    """A Translator over a catalogue the test writes: ``{"de/area.ftl": text, ...}``."""

    def write(files: dict[str, str]) -> Translator:
        for name, text in files.items():
            path = tmp_path / "locales" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return Translator(tmp_path / "locales")

    return write
