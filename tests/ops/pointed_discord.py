"""``python -m bot`` with discord.py's REST base URL pointed at ``GAMUT_TEST_DISCORD_API``
(a local stand-in for Discord, or a closed port for an unreachable one), for the tests of
tests/ops/test_first_run.py.  Nothing else is replaced: settings, logging, the database
check, the login with its explanations and retries, the signals and the exit status are the
real entry point's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord.http  # noqa: E402

from bot.__main__ import main  # noqa: E402

discord.http.Route.BASE = os.environ["GAMUT_TEST_DISCORD_API"]

if __name__ == "__main__":
    main()
