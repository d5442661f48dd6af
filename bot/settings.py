"""Settings read from the environment (and a ``.env`` file), each documented in .env.example."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from bot.service import ServiceSettings


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: Path
    board_dir: Path
    dev_guild_id: int | None
    service: ServiceSettings
    log_level: str
    ai_workers: int = 1


def _number(name: str, default: float, *, zero_ok: bool = False) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SystemExit(f"{name} must be a number, not {raw!r} (see .env.example).") from None
    if value < 0 or (value == 0 and not zero_ok):
        raise SystemExit(f"{name} must be positive, not {raw!r} (see .env.example).")
    return value


def load_settings(env_file: str | None = ".env") -> Settings:
    """Read the settings; a malformed value stops start-up with a message naming it."""
    if env_file:
        from dotenv import load_dotenv

        load_dotenv(env_file, override=False)
    dev_guild = os.environ.get("DEV_GUILD_ID", "").strip()
    if dev_guild and not dev_guild.isdigit():
        raise SystemExit(f"DEV_GUILD_ID must be a server id (digits), not {dev_guild!r}.")
    return Settings(
        token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
        database=Path(os.environ.get("GAMUT_DATABASE", "data/gamut.sqlite3")),
        board_dir=Path(os.environ.get("GAMUT_BOARD_DIR", "boards")),
        dev_guild_id=int(dev_guild) if dev_guild else None,
        service=ServiceSettings(
            challenge_ttl=_number("GAMUT_CHALLENGE_MINUTES", 15) * 60,
            time_limit=_number("GAMUT_TIME_LIMIT_HOURS", 72) * 3600,
            move_limit=int(_number("GAMUT_MOVE_LIMIT", 1000)),
            ai_budget=_number("GAMUT_AI_SECONDS", 2.0),
        ),
        log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        ai_workers=int(_number("GAMUT_AI_WORKERS", 1, zero_ok=True)),
    )
