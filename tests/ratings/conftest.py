"""Fixtures of the rating tests (an open database on each backend, ``db``, is the top-level
conftest's): the simcord world of the Discord tests (imported, so /leaderboard and /profile
are driven exactly as the other commands are).  tests.ratings.helpers plays rated matches
through storage.
"""

from __future__ import annotations

from tests.discord.conftest import (  # noqa: F401 - fixtures used by the simcord tests
    bots,
    db_path,
    simcord_bot,
    world,
)
from tests.discord.conftest import pytest_configure as discord_markers

pytest_configure = discord_markers
