"""The settings for several processes: a PostgreSQL URL in GAMUT_DATABASE stays a URL, and
the shard settings are read whole or refused with one line naming the setting."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.app import GamutBot, ShardedGamutBot, create_bot
from bot.settings import load_settings

NAMES = ("GAMUT_DATABASE", "GAMUT_SHARD_COUNT", "GAMUT_SHARD_IDS")
SOCKET_URL = "postgresql://gamut@/gamut?host=/var/run/postgresql"


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in NAMES:
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


@pytest.mark.parametrize(
    "url", [SOCKET_URL, "postgresql://gamut:pw@db.example:5432/gamut", "postgres://u@h/d"]
)
def test_a_postgresql_url_is_kept_as_text(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    monkeypatch.setenv("GAMUT_DATABASE", url)
    assert load_settings(env_file=None).database == url  # a Path would fold '//' into '/'


def test_anything_else_is_the_path_of_an_sqlite_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GAMUT_DATABASE", "var/games.sqlite3")
    assert load_settings(env_file=None).database == Path("var/games.sqlite3")


def test_no_shard_setting_is_one_unsharded_process() -> None:
    settings = load_settings(env_file=None)
    assert (settings.shard_count, settings.shard_ids) == (None, None)
    assert type(create_bot("x.sqlite3", ai_workers=0)) is GamutBot


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [("4", "", None), ("4", "0,1", (0, 1)), ("8", " 2-4, 7 ", (2, 3, 4, 7)), ("1", "0", (0,))],
)
def test_shard_settings_are_read(
    monkeypatch: pytest.MonkeyPatch, count: str, ids: str, expected: tuple[int, ...] | None
) -> None:
    monkeypatch.setenv("GAMUT_SHARD_COUNT", count)
    monkeypatch.setenv("GAMUT_SHARD_IDS", ids)
    settings = load_settings(env_file=None)
    assert (settings.shard_count, settings.shard_ids) == (int(count), expected)
    bot = create_bot(SOCKET_URL, shard_count=settings.shard_count, shard_ids=settings.shard_ids)
    assert isinstance(bot, ShardedGamutBot)
    assert bot.shard_count == int(count)
    assert bot.shard_ids == (list(expected) if expected is not None else None)


@pytest.mark.parametrize(
    ("count", "ids", "named"),
    [
        ("", "0", "GAMUT_SHARD_IDS"),  # ids without a count
        ("0", "", "GAMUT_SHARD_COUNT"),
        ("2.5", "", "GAMUT_SHARD_COUNT"),
        ("two", "", "GAMUT_SHARD_COUNT"),
        ("2", "2", "GAMUT_SHARD_IDS"),  # out of range
        ("4", "1,1", "GAMUT_SHARD_IDS"),  # twice
        ("4", "0-1,1-2", "GAMUT_SHARD_IDS"),
        ("4", "3-1", "GAMUT_SHARD_IDS"),
        ("4", "-1", "GAMUT_SHARD_IDS"),
        ("4", "0,,1", "GAMUT_SHARD_IDS"),
        ("4", "²", "GAMUT_SHARD_IDS"),
    ],
)
def test_bad_shard_settings_stop_start_up_naming_the_setting(
    monkeypatch: pytest.MonkeyPatch, count: str, ids: str, named: str
) -> None:
    monkeypatch.setenv("GAMUT_SHARD_COUNT", count)
    monkeypatch.setenv("GAMUT_SHARD_IDS", ids)
    with pytest.raises(SystemExit) as stopped:
        load_settings(env_file=None)
    message = str(stopped.value)
    assert message.startswith(named) and "\n" not in message


def test_shard_ids_without_a_count_are_refused_when_building_a_bot() -> None:
    with pytest.raises(ValueError, match="shard_count"):
        create_bot("x.sqlite3", shard_ids=[0])
