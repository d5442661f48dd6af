"""Fixtures of the rating tests: an open database on each backend (``db``), the simcord world
of the Discord tests (imported, so /leaderboard and /profile are driven exactly as the other
commands are).  tests.ratings.helpers plays rated matches through storage.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from storage import Database
from tests.discord.conftest import (  # noqa: F401 - fixtures used by the simcord tests
    bots,
    db_path,
    simcord_bot,
    world,
)
from tests.discord.conftest import pytest_configure as discord_markers

pytest_configure = discord_markers


@pytest.fixture
async def db(database_url: str) -> AsyncIterator[Database]:
    database = await Database.open(database_url)
    yield database
    await database.close()
