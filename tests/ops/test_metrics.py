"""The operator's view: /metrics and /healthz served over real HTTP on localhost by the bot
under simcord, scraped with an HTTP client, and parsed as Prometheus parses them."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.metrics import METRICS, ErrorCounter, MetricsServer
from tests.discord.conftest import World
from tests.discord.test_against_the_bot import challenge_the_bot


@pytest.fixture
async def server(world: World) -> AsyncIterator[MetricsServer]:
    served = MetricsServer(
        "127.0.0.1", 0, world.bot.health_checks(), refresh=world.bot.refresh_metrics
    )
    await served.start()
    yield served
    await served.stop()


async def scrape(server: MetricsServer) -> dict[tuple[str, tuple], float]:
    """Every sample of /metrics, by name and labels."""
    async with (
        aiohttp.ClientSession() as http,
        http.get(f"http://127.0.0.1:{server.port}/metrics") as response,
    ):
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        text = await response.text()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def health(server: MetricsServer) -> tuple[int, dict]:
    async with (
        aiohttp.ClientSession() as http,
        http.get(f"http://127.0.0.1:{server.port}/healthz") as response,
    ):
        return response.status, await response.json()


def delta(before: dict, after: dict, name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


async def test_metrics_count_moves_renders_matches_and_the_ais_answers(world: World, server):
    before = await scrape(server)
    match_id, thread = await world.start_match("crossings")
    for player in (world.alice, world.bob):
        await player.slash(thread, "move", move=(await world.legal(match_id))[0])
    bot_match, bot_thread = await challenge_the_bot(world, "crossings")
    await world.alice.slash(bot_thread, "move", move=(await world.legal(bot_match))[0])
    await world.bot.ai_idle()
    after = await scrape(server)
    assert delta(before, after, "gamut_moves_total", player="human") == 3
    assert delta(before, after, "gamut_moves_total", player="ai") == 1
    assert delta(before, after, "gamut_move_seconds_count") == 4
    assert after[("gamut_active_matches", ())] == 2  # read from this test's database
    assert delta(before, after, "gamut_renders_total", kind="png") >= 4
    assert delta(before, after, "gamut_ai_answer_seconds_count") == 1
    assert delta(before, after, "gamut_ai_wait_seconds_count") == 1
    assert after[("gamut_ai_queue_length", ())] == 0


async def test_healthz_passes_while_everything_runs_and_names_what_fails(world: World, server):
    status, body = await health(server)
    assert (status, body) == (
        200,
        {"status": "ok", "checks": {"database": True, "gateway": True, "clock": True}},
    )
    world.bot.get_cog("ClockCog").ticker.cancel()  # the clock has stopped
    status, body = await health(server)
    assert status == 503 and body["status"] == "failing"
    assert body["checks"] == {"database": True, "gateway": True, "clock": False}


async def test_the_server_listens_on_loopback_only_by_default(server):
    assert server.host == "127.0.0.1" and server.port and server.port != 0


def test_errors_logged_are_counted_by_kind() -> None:
    logger = logging.getLogger("tests.ops.errors")
    counter = ErrorCounter()
    logger.addHandler(counter)
    kind = METRICS.errors.labels(kind="ZeroDivisionError")
    plain = METRICS.errors.labels(kind="tests.ops.errors")
    counted, plain_counted = kind._value.get(), plain._value.get()
    try:
        try:
            1 / 0  # noqa: B018
        except ZeroDivisionError:
            logger.exception("a failure the bot survives")
        logger.error("an error without an exception")
        logger.warning("a warning is not an error")
    finally:
        logger.removeHandler(counter)
    assert kind._value.get() == counted + 1
    assert plain._value.get() == plain_counted + 1
