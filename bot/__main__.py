"""``python -m bot``: the Discord bot when DISCORD_TOKEN is set, otherwise the local console."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.settings import load_settings


async def run_console() -> None:
    from bot.ai_runner import AIRunner
    from bot.console import AI_USER_ID, Console
    from bot.service import MatchService
    from storage import Database

    settings = load_settings()
    settings.database.parent.mkdir(parents=True, exist_ok=True)
    db = await Database.open(settings.database)
    interactive = sys.stdin.isatty()
    ai = AIRunner(max_workers=settings.ai_workers) if settings.ai_workers else None
    try:
        console: Console
        service = MatchService(
            db,
            settings=settings.service,
            mention=lambda u: console.mention(u),
            ai=ai,
            ai_user_id=AI_USER_ID if ai else None,
        )
        console = Console(service, settings.board_dir)
        console.say(
            f"Gamut console — database {settings.database}, boards in "
            f"{settings.board_dir}/. Type 'help'."
        )
        if interactive:
            print(f"[{console.mention(console.user)}]> ", end="", flush=True)
        await console.run(sys.stdin, interactive=interactive)
        service.close()
    finally:
        if ai is not None:
            ai.close()
        await db.close()


def main() -> None:
    settings = load_settings()
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if settings.token:
        from bot.discord import run_discord

        run_discord(settings)
    else:
        asyncio.run(run_console())


if __name__ == "__main__":
    main()
