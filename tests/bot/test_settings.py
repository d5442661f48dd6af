"""Settings from the environment: defaults, overrides, clear refusals, and .env.example
documenting every variable the bot reads."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import settings as settings_module
from bot.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("DISCORD_TOKEN", "DEV_GUILD_ID", "GAMUT_DATABASE", "GAMUT_BOARD_DIR",
         "GAMUT_CHALLENGE_MINUTES", "GAMUT_TIME_LIMIT_HOURS", "GAMUT_MOVE_LIMIT",
         "GAMUT_AI_WORKERS", "GAMUT_AI_SECONDS", "LOG_LEVEL",
         "GAMUT_SHARD_COUNT", "GAMUT_SHARD_IDS", "GAMUT_AI_MIN_SECONDS", "LOG_FORMAT",
         "GAMUT_METRICS_PORT", "GAMUT_METRICS_HOST", "GAMUT_DB_STATEMENT_SECONDS",
         "GAMUT_DB_IDLE_TRANSACTION_SECONDS", "GAMUT_DB_KEEPALIVE_SECONDS",
         "GAMUT_LANGUAGE", "GAMUT_WEB_PORT", "GAMUT_WEB_HOST", "GAMUT_WEB_URL",
         "GAMUT_WEB_SECRET")  # fmt: skip


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # setenv first: deleting a variable that is absent records nothing to restore, and a
    # test's .env file writes straight into os.environ.
    for name in NAMES:
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


def test_defaults_need_no_setting_at_all() -> None:
    settings = load_settings(env_file=None)
    assert settings.token is None and settings.dev_guild_id is None
    assert settings.database == Path("data/gamut.sqlite3")
    assert settings.service.challenge_ttl == 15 * 60
    assert settings.service.time_limit == 72 * 3600
    assert settings.service.move_limit == 1000
    assert settings.service.ai_budget == 2.0 and settings.ai_workers == 1
    bounds = settings.database_bounds
    assert (bounds.statement_s, bounds.idle_in_transaction_s, bounds.keepalive_s) == (4, 15, 10)


def test_the_environment_overrides_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", " abc ")
    monkeypatch.setenv("DEV_GUILD_ID", "1234")
    monkeypatch.setenv("GAMUT_TIME_LIMIT_HOURS", "1.5")
    monkeypatch.setenv("GAMUT_AI_WORKERS", "0")
    monkeypatch.setenv("GAMUT_AI_SECONDS", "0.5")
    monkeypatch.setenv("GAMUT_DB_STATEMENT_SECONDS", "2.5")
    monkeypatch.setenv("GAMUT_DB_KEEPALIVE_SECONDS", "0")
    settings = load_settings(env_file=None)
    assert settings.token == "abc" and settings.dev_guild_id == 1234
    assert settings.service.time_limit == 5400 and settings.service.ai_budget == 0.5
    assert settings.ai_workers == 0
    bounds = settings.database_bounds
    assert (bounds.statement_s, bounds.answer_s, bounds.keepalive_s) == (2.5, 3.5, 0)


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("GAMUT_MOVE_LIMIT", "lots", "must be a number"),
        ("GAMUT_MOVE_LIMIT", "inf", "must be a finite number"),
        ("GAMUT_MOVE_LIMIT", "12.5", "must be a whole number"),
        ("GAMUT_MOVE_LIMIT", "1e9", "must be at most 100000"),
        ("GAMUT_CHALLENGE_MINUTES", "0", "must be positive"),
        ("GAMUT_CHALLENGE_MINUTES", "nan", "must be a finite number"),
        ("GAMUT_TIME_LIMIT_HOURS", "-1", "must be positive"),
        ("GAMUT_TIME_LIMIT_HOURS", "1e300", "must be at most 8760"),
        ("GAMUT_AI_WORKERS", "-1", "must be zero or more"),
        ("GAMUT_AI_WORKERS", "1.5", "must be a whole number"),
        ("GAMUT_AI_WORKERS", "1000", "must be at most 32"),
        ("GAMUT_AI_SECONDS", "-inf", "must be a finite number"),
        ("DEV_GUILD_ID", "my server", "must be a server id"),
        ("DEV_GUILD_ID", "\u00b2", "must be a server id"),  # isdigit() says yes, int() says no
        ("DEV_GUILD_ID", "9" * 30, "must be a server id"),
        ("DEV_GUILD_ID", "0", "must be a server id"),
        ("LOG_LEVEL", "LOUD", "must be DEBUG, INFO, WARNING or ERROR"),
        ("DISCORD_TOKEN", "abc def", "one word"),
        ("GAMUT_DB_STATEMENT_SECONDS", "-1", "must be zero or more"),
        ("GAMUT_DB_KEEPALIVE_SECONDS", "soon", "must be a number"),
        ("GAMUT_DB_IDLE_TRANSACTION_SECONDS", "1e9", "must be at most 3600"),
    ],
)
def test_a_malformed_setting_stops_start_up_naming_it(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str, says: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as stopped:
        load_settings(env_file=None)
    message = str(stopped.value)
    assert message.startswith(name) and says in message and "\n" not in message


def test_log_level_is_read_in_any_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOG_LEVEL", " debug ")
    assert load_settings(env_file=None).log_level == "DEBUG"


def test_blank_paths_mean_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GAMUT_DATABASE", " ")
    monkeypatch.setenv("GAMUT_BOARD_DIR", "")
    settings = load_settings(env_file=None)
    assert settings.database == Path("data/gamut.sqlite3") and settings.board_dir == Path("boards")


def test_an_unreadable_env_file_stops_start_up_naming_it(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_bytes(b"LOG_LEVEL=\xff\xfe\n")
    with pytest.raises(SystemExit) as stopped:
        load_settings(env_file=str(env_file))
    assert str(env_file) in str(stopped.value) and "cannot be read" in str(stopped.value)


def test_the_env_file_sets_what_the_environment_does_not(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("GAMUT_MOVE_LIMIT=300\nLOG_LEVEL=ERROR\n")
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    settings = load_settings(env_file=str(env_file))
    assert settings.service.move_limit == 300 and settings.log_level == "WARNING"


def test_env_example_documents_every_setting_read() -> None:
    source = Path(settings_module.__file__).read_text()
    read = set(re.findall(r'"((?:DISCORD|DEV|GAMUT|LOG)_[A-Z_]+)"', source))
    example = (ROOT / ".env.example").read_text()
    documented = set(re.findall(r"^([A-Z_]+)=", example, flags=re.M))
    assert read == documented == set(NAMES)


def test_the_web_companion_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = load_settings(env_file=None)
    assert settings.web_enabled and settings.web_port is None
    assert settings.web_host == "127.0.0.1" and settings.web_url is None
    assert settings.service.web_secrets == ()
    monkeypatch.setenv("GAMUT_WEB_PORT", "off")
    assert not load_settings(env_file=None).web_enabled
    monkeypatch.setenv("GAMUT_WEB_PORT", "0")
    monkeypatch.setenv("GAMUT_WEB_URL", "https://gamut.example.org/play/")
    monkeypatch.setenv("GAMUT_WEB_SECRET", "a-new-key-of-20-chars, an-older-key-16ch")
    settings = load_settings(env_file=None)
    assert settings.web_enabled and settings.web_port == 0
    assert settings.web_url == "https://gamut.example.org/play"
    assert settings.service.web_secrets == ("a-new-key-of-20-chars", "an-older-key-16ch")


def test_the_discord_bot_serves_the_companion_where_a_port_or_the_public_address_is_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.web.hosting import WebPlace, web_place

    assert web_place(load_settings(env_file=None)) is None  # nothing asked: no companion
    monkeypatch.setenv("GAMUT_WEB_URL", "https://gamut.example.org")
    # The port the proxy examples of docs/web.md forward to (8765), and no other.
    assert web_place(load_settings(env_file=None)) == WebPlace(
        "127.0.0.1", 8765, "https://gamut.example.org"
    )
    monkeypatch.setenv("GAMUT_WEB_PORT", "9000")
    assert web_place(load_settings(env_file=None)) == WebPlace(
        "127.0.0.1", 9000, "https://gamut.example.org"
    )
    monkeypatch.setenv("GAMUT_WEB_PORT", "off")
    assert web_place(load_settings(env_file=None)) is None


@pytest.mark.parametrize(
    ("name", "raw", "said"),
    [
        ("GAMUT_WEB_PORT", "70000", "GAMUT_WEB_PORT must be at most 65535"),
        ("GAMUT_WEB_PORT", "web", "GAMUT_WEB_PORT must be a number"),
        ("GAMUT_WEB_URL", "gamut.example.org", "GAMUT_WEB_URL must be an http:// or https://"),
        ("GAMUT_WEB_URL", "https://x.org/?a=<b>", "GAMUT_WEB_URL must be an http:// or https://"),
        ("GAMUT_WEB_SECRET", "short", "GAMUT_WEB_SECRET must be keys of 16 characters or more"),
        ("GAMUT_WEB_HOST", "not a host!", "GAMUT_WEB_HOST must be an IP address or a host name"),
    ],
)
def test_bad_web_settings_are_refused_naming_them(
    monkeypatch: pytest.MonkeyPatch, name: str, raw: str, said: str
) -> None:
    monkeypatch.setenv(name, raw)
    with pytest.raises(SystemExit) as stopped:
        load_settings(env_file=None)
    assert str(stopped.value.code).startswith(said)
    assert "short" not in str(stopped.value.code) or name != "GAMUT_WEB_SECRET"
