"""``python -m bot`` in Discord mode, for the tests of tests/ops/test_discord_process.py,
with one thing replaced: there is no network here, so ``GamutBot.start`` (the login and the
gateway connection) waits until the bot is closed instead of connecting.  Everything else is
the real entry point: settings, logging, the database check, the metrics server, the signal
handlers, the graceful shutdown and the exit status."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.gc_pause import collector_paused  # noqa: E402

with collector_paused():  # imported as main() imports the rest (bot.gc_pause)
    from bot.__main__ import main
    from bot.discord.app import GamutBot


async def start_offline(self: GamutBot, token: str, *, reconnect: bool = True) -> None:
    print("offline bot started", file=sys.stderr, flush=True)
    while not self.is_closed():
        await asyncio.sleep(0.05)


GamutBot.start = start_offline  # type: ignore[method-assign]

if __name__ == "__main__":
    main()
