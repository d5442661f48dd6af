"""Settings read from the environment (and a ``.env`` file), each documented in .env.example.

Every value is checked here, at start-up, so that a typing mistake stops the bot with one line
naming the setting (``SystemExit``: exit status 1, no traceback) instead of surfacing later as a
traceback in the middle of a game, or as a silently absurd value (a NaN time limit, a thousand
AI processes).

The refusals are messages of ``startup.ftl``, read in the language of the person starting
Gamut: GAMUT_LANGUAGE if it names one, else the system's locale.  Setting names and values stay
as they are typed.
"""

from __future__ import annotations

import ipaddress
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

from bot.ai_queue import DEFAULT_MIN_BUDGET
from bot.i18n import ENGLISH, PSEUDO, match_language, shared_translator
from bot.markup import plain, t
from bot.service import ServiceSettings
from storage.bounds import Bounds
from storage.postgres import is_url

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("text", "json")
MAX_PORT = 65535
_HOST_NAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?")
MAX_AI_WORKERS = 32  # each is a process running a CPU-bound search
MAX_SNOWFLAKE = 2**63 - 1  # Discord ids are 64-bit
MAX_SHARDS = 10_000  # far beyond any bot Gamut serves; a typo of a huge number stops here


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: str | Path  # an SQLite file, or a postgresql:// URL (kept as text)
    board_dir: Path
    dev_guild_id: int | None
    service: ServiceSettings
    log_level: str
    ai_workers: int = 1
    ai_min_budget: float = DEFAULT_MIN_BUDGET  # floor of a hard move's budget under load
    log_format: str = "text"
    metrics_port: int | None = None  # None: no metrics endpoint; 0: any free port (logged)
    metrics_host: str = "127.0.0.1"
    # Sharding (several bot processes on one PostgreSQL database): the bot's total number of
    # shards and the ones this process runs; None: one unsharded process, as before.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # PostgreSQL's bounds on every database call (storage.bounds); SQLite ignores them.
    database_bounds: Bounds = Bounds()
    # The console's language (a catalogue language): GAMUT_LANGUAGE, else the system's.
    language: str = ENGLISH
    # The web companion (bot/web): on unless GAMUT_WEB_PORT is "off"; its port (None: not
    # set, which the console reads as WEB_CONSOLE_PORT and Discord as off; 0: any free port),
    # the address it listens on, and the public address links are written with (None: the
    # address it listens on).
    web_enabled: bool = True
    web_port: int | None = None
    web_host: str = "127.0.0.1"
    web_url: str | None = None


def _refuse(name: str, what: str, raw: str) -> SystemExit:
    """The refusal of a setting's value (markup: :func:`load_settings` localises it); ``what``
    is the message saying what the value must be."""
    return SystemExit(t("startup-refused", name=name, what=what, raw=repr(raw)))


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
        raise _refuse(name, t("startup-a-number"), raw) from None
    if not math.isfinite(value):
        raise _refuse(name, t("startup-a-finite-number"), raw)
    if whole and not value.is_integer():
        raise _refuse(name, t("startup-a-whole-number"), raw)
    if value < 0 or (value == 0 and not zero_ok):
        raise _refuse(name, t("startup-zero-or-more" if zero_ok else "startup-positive"), raw)
    if value > maximum:  # as the operator types it: no thousands separator
        raise _refuse(name, t("startup-at-most", maximum=f"{maximum:g}"), raw)
    return value


def _path(name: str, default: str) -> Path:
    """A path setting; blank means the default (an empty path would be the current folder)."""
    return Path(_raw(name) or default)


def _database() -> str | Path:
    """GAMUT_DATABASE: a ``postgresql://`` URL stays text (a Path would fold its ``//``), any
    other value is the path of an SQLite file."""
    raw = _raw("GAMUT_DATABASE")
    return raw if is_url(raw) else Path(raw or "data/gamut.sqlite3")


def _shards() -> tuple[int | None, tuple[int, ...] | None]:
    """GAMUT_SHARD_COUNT and GAMUT_SHARD_IDS (``0,1`` or ranges ``0-3,8``): every id below
    the count, none twice.  Ids without a count are refused: discord.py needs the count to
    know which servers a shard serves, and guessing it would split them wrongly."""
    raw_ids = _raw("GAMUT_SHARD_IDS")
    if not _raw("GAMUT_SHARD_COUNT"):
        if raw_ids:
            raise _refuse("GAMUT_SHARD_IDS", t("startup-with-shard-count"), raw_ids)
        return None, None
    count = int(_number("GAMUT_SHARD_COUNT", 1, maximum=MAX_SHARDS, whole=True))
    if not raw_ids:
        return count, None
    what = t("startup-shard-ids", last=str(count - 1))
    ids: list[int] = []
    for part in raw_ids.split(","):
        found = re.fullmatch(r"\s*([0-9]+)\s*(?:-\s*([0-9]+)\s*)?", part)
        if found is None:
            raise _refuse("GAMUT_SHARD_IDS", what, raw_ids)
        first, last = int(found[1]), int(found[2] or found[1])
        if first > last or last >= count:
            raise _refuse("GAMUT_SHARD_IDS", what, raw_ids)
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise _refuse("GAMUT_SHARD_IDS", what, raw_ids)
    return count, tuple(ids)


def _database_bounds() -> Bounds:
    """GAMUT_DB_STATEMENT_SECONDS, GAMUT_DB_IDLE_TRANSACTION_SECONDS and
    GAMUT_DB_KEEPALIVE_SECONDS (0 switches one off; at most an hour)."""
    default = Bounds()
    return Bounds(
        statement_s=_number(
            "GAMUT_DB_STATEMENT_SECONDS", default.statement_s, maximum=3600, zero_ok=True
        ),
        idle_in_transaction_s=_number(
            "GAMUT_DB_IDLE_TRANSACTION_SECONDS",
            default.idle_in_transaction_s,
            maximum=3600,
            zero_ok=True,
        ),
        keepalive_s=_number(
            "GAMUT_DB_KEEPALIVE_SECONDS", default.keepalive_s, maximum=3600, zero_ok=True
        ),
    )


def _token() -> str | None:
    raw = _raw("DISCORD_TOKEN")
    if raw and any(char.isspace() or not char.isprintable() for char in raw):
        raise SystemExit(t("startup-token"))
    return raw or None


def _dev_guild() -> int | None:
    raw = _raw("DEV_GUILD_ID")
    if not raw:
        return None
    # ASCII digits only: str.isdigit() accepts '²', which int() then rejects with a traceback.
    if not re.fullmatch(r"[0-9]+", raw) or not 0 < int(raw) <= MAX_SNOWFLAKE:
        raise _refuse("DEV_GUILD_ID", t("startup-server-id"), raw)
    return int(raw)


def _either(words: tuple[str, ...]) -> str:
    """``A, B or C``: the values a setting takes, as typed (never translated)."""
    return t("startup-either", first=", ".join(words[:-1]), last=words[-1])


def _log_level() -> str:
    raw = _raw("LOG_LEVEL")
    level = raw.upper() or "INFO"
    if level not in LOG_LEVELS:
        raise _refuse("LOG_LEVEL", _either(LOG_LEVELS), raw)
    return level


def _log_format() -> str:
    raw = _raw("LOG_FORMAT")
    fmt = raw.lower() or "text"
    if fmt not in LOG_FORMATS:
        raise _refuse("LOG_FORMAT", _either(LOG_FORMATS), raw)
    return fmt


def _metrics_port() -> int | None:
    """Blank: no metrics endpoint; 0: any free port (the bot logs which)."""
    if not _raw("GAMUT_METRICS_PORT"):
        return None
    return int(_number("GAMUT_METRICS_PORT", 0, maximum=MAX_PORT, zero_ok=True, whole=True))


def _host(name: str) -> str:
    """An address or host name to listen on; loopback unless the operator opens it up."""
    raw = _raw(name)
    if not raw:
        return "127.0.0.1"
    try:
        ipaddress.ip_address(raw)
    except ValueError:
        if not _HOST_NAME.fullmatch(raw):
            raise _refuse(name, t("startup-host"), raw) from None
    return raw


SYSTEM_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")  # POSIX's order of precedence


def system_language(environ: dict[str, str] | os._Environ[str], available: tuple[str, ...]) -> str:
    """The language the system's locale names (``de_DE.UTF-8`` -> ``de``), if the catalogue
    has it, else English: the first of LC_ALL, LC_MESSAGES and LANG that is set decides, as
    it does for every program (``C`` and ``POSIX`` are English)."""
    for variable in SYSTEM_LOCALE_VARIABLES:
        value = environ.get(variable, "").strip()
        if value:
            code = value.split(".", 1)[0].split("@", 1)[0]
            if code in ("C", "POSIX"):
                return ENGLISH
            return match_language(code, available) or ENGLISH
    return ENGLISH


def _language() -> str:
    """GAMUT_LANGUAGE: a locale code the catalogue has a language for (``es-ES``, ``es``,
    ``de-AT``); blank: the system's language (see :func:`system_language`)."""
    available = shared_translator().languages
    raw = _raw("GAMUT_LANGUAGE")
    if not raw:
        return system_language(os.environ, available)
    found = match_language(raw, available)
    if found is None:
        offered = [code for code in available if code != PSEUDO]  # en-XA is for tests
        raise _refuse("GAMUT_LANGUAGE", t("startup-one-of", choices=", ".join(offered)), raw)
    return found


def _metrics_host() -> str:
    return _host("GAMUT_METRICS_HOST")


def _web_port() -> tuple[bool, int | None]:
    """GAMUT_WEB_PORT: ``off``, blank (the front end's default), or a port (0: any free)."""
    raw = _raw("GAMUT_WEB_PORT")
    if raw.lower() == "off":
        return False, None
    if not raw:
        return True, None
    return True, int(_number("GAMUT_WEB_PORT", 0, maximum=MAX_PORT, zero_ok=True, whole=True))


def _web_url() -> str | None:
    """GAMUT_WEB_URL: the public address of the companion (a reverse proxy's https://...),
    without a query or fragment; blank: the address it listens on."""
    raw = _raw("GAMUT_WEB_URL")
    if not raw:
        return None
    found = re.fullmatch(r"https?://[A-Za-z0-9.\-\[\]:]+(/[A-Za-z0-9._~/%-]*)?", raw)
    if found is None:
        raise _refuse("GAMUT_WEB_URL", t("startup-web-url"), raw)
    return raw.rstrip("/")


def _web_secrets() -> tuple[str, ...]:
    """GAMUT_WEB_SECRET: keys that sign the web links, comma-separated, the first signing
    (blank: a key generated once and kept in the database)."""
    raw = _raw("GAMUT_WEB_SECRET")
    keys = tuple(key.strip() for key in raw.split(",") if key.strip())
    if any(len(key) < 16 for key in keys):
        raise _refuse("GAMUT_WEB_SECRET", t("startup-web-secret"), "…")
    return keys


def _load_env_file(env_file: str) -> None:
    """Read ``env_file`` into the environment (never overriding it); an unreadable file is a
    start-up fault like a bad value, not a traceback."""
    from dotenv import load_dotenv

    try:
        load_dotenv(env_file, override=False)
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SystemExit(t("startup-env-file", path=env_file, reason=reason)) from None


def starter_language() -> str:
    """The language a refusal of the settings is written in: GAMUT_LANGUAGE's if it names
    one, else the system's."""
    try:
        return _language()
    except SystemExit:
        return system_language(os.environ, shared_translator().languages)


def load_settings(env_file: str | None = ".env") -> Settings:
    """Read the settings; a malformed value stops start-up with a message naming it, in the
    language of the person starting Gamut."""
    try:
        return _read(env_file)
    except SystemExit as refused:
        if not isinstance(refused.code, str):
            raise
        raise SystemExit(plain(refused.code, starter_language())) from None


def _read(env_file: str | None) -> Settings:
    if env_file:
        _load_env_file(env_file)
    shard_count, shard_ids = _shards()
    web_enabled, web_port = _web_port()
    return Settings(
        token=_token(),
        database=_database(),
        board_dir=_path("GAMUT_BOARD_DIR", "boards"),
        dev_guild_id=_dev_guild(),
        service=ServiceSettings(
            challenge_ttl=_number("GAMUT_CHALLENGE_MINUTES", 15, maximum=7 * 24 * 60) * 60,
            time_limit=_number("GAMUT_TIME_LIMIT_HOURS", 72, maximum=365 * 24) * 3600,
            move_limit=int(_number("GAMUT_MOVE_LIMIT", 1000, maximum=100_000, whole=True)),
            ai_budget=_number("GAMUT_AI_SECONDS", 2.0, maximum=60),
            web_secrets=_web_secrets(),
        ),
        log_level=_log_level(),
        ai_workers=int(
            _number("GAMUT_AI_WORKERS", 1, maximum=MAX_AI_WORKERS, zero_ok=True, whole=True)
        ),
        ai_min_budget=_number("GAMUT_AI_MIN_SECONDS", DEFAULT_MIN_BUDGET, maximum=60),
        log_format=_log_format(),
        metrics_port=_metrics_port(),
        metrics_host=_metrics_host(),
        shard_count=shard_count,
        shard_ids=shard_ids,
        database_bounds=_database_bounds(),
        language=_language(),
        web_enabled=web_enabled,
        web_port=web_port,
        web_host=_host("GAMUT_WEB_HOST"),
        web_url=_web_url(),
    )
