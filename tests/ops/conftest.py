"""Fixtures shared with the other suites: the Discord tests' world (the real bot under
simcord on a real SQLite file) and the console process of tests/bot."""

from tests.bot.test_console_process import console  # noqa: F401
from tests.discord.conftest import (  # noqa: F401
    bots,
    db_path,
    pytest_configure,
    simcord_bot,
    world,
)
