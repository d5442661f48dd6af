"""Logs an operator can search: the match, server and user of each event as fields, one line
per event, JSON lines with LOG_FORMAT=json; and the settings that switch these on."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Iterator

import pytest

from bot.logging_setup import bind, configure
from bot.settings import load_settings

OPS_SETTINGS = ("LOG_FORMAT", "GAMUT_METRICS_PORT", "GAMUT_METRICS_HOST", "GAMUT_AI_MIN_SECONDS")


@pytest.fixture
def root_logging() -> Iterator[None]:
    """configure() replaces the root logger's handlers: put pytest's back afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)


async def test_json_lines_carry_the_ids_each_task_bound(root_logging) -> None:
    out = io.StringIO()
    configure("INFO", "json", out)
    log = logging.getLogger("gamut.test")

    async def handle(match_id: int, guild_id: int, user_id: int) -> None:
        bind(match_id=match_id, guild_id=guild_id, user_id=user_id)
        await asyncio.sleep(0)  # the two tasks interleave
        log.info("moved")

    await asyncio.gather(handle(1, 10, 100), handle(2, 20, 200))
    log.warning("outside any match")
    try:
        raise ValueError("bad")
    except ValueError:
        log.exception("failed", extra={"match_id": 3})
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [
        (r["message"], r.get("match_id"), r.get("guild_id"), r.get("user_id")) for r in records
    ] == [
        ("moved", 1, 10, 100),
        ("moved", 2, 20, 200),
        ("outside any match", None, None, None),
        ("failed", 3, None, None),
    ]
    assert records[0]["level"] == "INFO" and records[0]["logger"] == "gamut.test"
    assert "ValueError: bad" in records[3]["exception"]


def test_text_lines_end_with_the_ids_as_fields(root_logging) -> None:
    out = io.StringIO()
    configure("INFO", "text", out)
    logging.getLogger("gamut.test").info("moved", extra={"match_id": 7, "user_id": 70})
    (line,) = out.getvalue().splitlines()
    assert line.endswith("INFO gamut.test: moved match_id=7 user_id=70")


def test_unknown_fields_are_refused() -> None:
    with pytest.raises(TypeError, match="unknown log fields: channel"):
        bind(channel=1)


@pytest.fixture
def ops_environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in OPS_SETTINGS:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_the_operating_settings_default_to_off_and_loopback(ops_environment) -> None:
    settings = load_settings(env_file=None)
    assert settings.metrics_port is None and settings.metrics_host == "127.0.0.1"
    assert settings.log_format == "text" and settings.ai_min_budget == 0.1


def test_the_operating_settings_are_read(ops_environment) -> None:
    for name, value in zip(OPS_SETTINGS, ("JSON", "9108", "::1", "0.25"), strict=True):
        ops_environment.setenv(name, value)
    settings = load_settings(env_file=None)
    assert (settings.log_format, settings.metrics_port, settings.metrics_host) == (
        "json",
        9108,
        "::1",
    )
    assert settings.ai_min_budget == 0.25


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("LOG_FORMAT", "xml"),
        ("GAMUT_METRICS_PORT", "70000"),
        ("GAMUT_METRICS_PORT", "80.5"),
        ("GAMUT_METRICS_HOST", "my host"),
        ("GAMUT_AI_MIN_SECONDS", "0"),
    ],
)
def test_a_bad_operating_setting_is_one_line_naming_it(ops_environment, name, value) -> None:
    """The settings check; that a refused setting ends ``python -m bot`` with this line alone
    and status 1 is tests/bot/test_console_process.py's (one process per kind of fault)."""
    ops_environment.setenv(name, value)
    ops_environment.setenv("GAMUT_LANGUAGE", "en")  # whatever the machine's locale
    with pytest.raises(SystemExit) as stopped:
        load_settings(env_file=None)
    line = stopped.value.code
    assert isinstance(line, str) and "\n" not in line and line.startswith(f"{name} must be"), line
