"""Settings read from the environment (and a ``.env`` file), each documented in .env.example.

Every value is checked here, at start-up, so that a typing mistake stops the bot with one line
naming the setting (``SystemExit``: exit status 1, no traceback) instead of surfacing later as a
traceback in the middle of a game, or as a silently absurd value (a NaN time limit, a thousand
AI processes).
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

from bot.service import ServiceSettings

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
MAX_AI_WORKERS = 32  # each is a process running a CPU-bound search
MAX_SNOWFLAKE = 2**63 - 1  # Discord ids are 64-bit


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: Path
    board_dir: Path
    dev_guild_id: int | None
    service: ServiceSettings
    log_level: str
    ai_workers: int = 1


def _refuse(name: str, what: str, raw: str) -> SystemExit:
    return SystemExit(f"{name} must be {what}, not {raw!r} (see .env.example).")


def _raw(name: str) -> str:
    return os.environ.get(name, "").strip()


def _number(
    name: str,
    default: float,
    *,
    maximum: float,
    zero_ok: bool = False,
    whole: bool = False,
) -> float:
    """The setting as a finite number in (0, maximum] ([0, maximum] with ``zero_ok``); blank
    means ``default``.  NaN and infinity are refused: they pass every comparison or overflow
    when converted, far from here."""
    raw = _raw(name)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise _refuse(name, "a number", raw) from None
    if not math.isfinite(value):
        raise _refuse(name, "a finite number", raw)
    if whole and not value.is_integer():
        raise _refuse(name, "a whole number", raw)
    if value < 0 or (value == 0 and not zero_ok):
        raise _refuse(name, "zero or more" if zero_ok else "positive", raw)
    if value > maximum:
        raise _refuse(name, f"at most {maximum:g}", raw)
    return value


def _path(name: str, default: str) -> Path:
    """A path setting; blank means the default (an empty path would be the current folder)."""
    return Path(_raw(name) or default)


def _token() -> str | None:
    raw = _raw("DISCORD_TOKEN")
    if raw and any(char.isspace() or not char.isprintable() for char in raw):
        raise SystemExit(
            "DISCORD_TOKEN must be the bot token as copied from the developer portal: one word "
            "without spaces (see .env.example)."
        )
    return raw or None


def _dev_guild() -> int | None:
    raw = _raw("DEV_GUILD_ID")
    if not raw:
        return None
    # ASCII digits only: str.isdigit() accepts '²', which int() then rejects with a traceback.
    if not re.fullmatch(r"[0-9]+", raw) or not 0 < int(raw) <= MAX_SNOWFLAKE:
        raise _refuse("DEV_GUILD_ID", "a server id (digits)", raw)
    return int(raw)


def _log_level() -> str:
    raw = _raw("LOG_LEVEL")
    level = raw.upper() or "INFO"
    if level not in LOG_LEVELS:
        raise _refuse("LOG_LEVEL", " or ".join([", ".join(LOG_LEVELS[:-1]), LOG_LEVELS[-1]]), raw)
    return level


def _load_env_file(env_file: str) -> None:
    """Read ``env_file`` into the environment (never overriding it); an unreadable file is a
    start-up fault like a bad value, not a traceback."""
    from dotenv import load_dotenv

    try:
        load_dotenv(env_file, override=False)
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SystemExit(
            f"The settings file {env_file} cannot be read ({reason}); fix or remove it."
        ) from None


def load_settings(env_file: str | None = ".env") -> Settings:
    """Read the settings; a malformed value stops start-up with a message naming it."""
    if env_file:
        _load_env_file(env_file)
    return Settings(
        token=_token(),
        database=_path("GAMUT_DATABASE", "data/gamut.sqlite3"),
        board_dir=_path("GAMUT_BOARD_DIR", "boards"),
        dev_guild_id=_dev_guild(),
        service=ServiceSettings(
            challenge_ttl=_number("GAMUT_CHALLENGE_MINUTES", 15, maximum=7 * 24 * 60) * 60,
            time_limit=_number("GAMUT_TIME_LIMIT_HOURS", 72, maximum=365 * 24) * 3600,
            move_limit=int(_number("GAMUT_MOVE_LIMIT", 1000, maximum=100_000, whole=True)),
            ai_budget=_number("GAMUT_AI_SECONDS", 2.0, maximum=60),
        ),
        log_level=_log_level(),
        ai_workers=int(
            _number("GAMUT_AI_WORKERS", 1, maximum=MAX_AI_WORKERS, zero_ok=True, whole=True)
        ),
    )
