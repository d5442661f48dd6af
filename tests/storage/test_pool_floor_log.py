"""A PostgreSQL server that goes away (a restart, a failover) is one line in the operator's
log per attempt asyncpg makes to reopen the pool's standing connection, not a traceback each.

The server is reached through the test relay (tests/pg_relay.py), which cuts every connection
and refuses new ones, as a server that is down does; the test waits for asyncpg's attempt to
be logged (an event, within a bound), then lets the server back and the database serves."""

from __future__ import annotations

import asyncio
import logging

import pytest

from storage import Database
from storage.postgres import POOL_FLOOR_MESSAGE, POOL_LOG
from tests.multiprocess.test_network_faults import tcp_server  # noqa: F401 (a fixture)
from tests.pg_relay import Relay
from tests.pg_server import PostgresServer

pytestmark = pytest.mark.postgres

WAIT_S = 60.0  # a safety net against a hang; the first attempt comes at once


class Lines(logging.Handler):
    """The records logged, formatted as the operator's log would show them."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
        self.lines: list[str] = []
        self.arrived = asyncio.Event()

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))
        self.arrived.set()


async def test_each_attempt_to_reopen_the_pool_is_one_line(
    tcp_server: PostgresServer,  # noqa: F811
) -> None:
    schema_url = tcp_server.create_schema()
    relay = await Relay(tcp_server.port or 0).start()
    lines = Lines()
    POOL_LOG.addHandler(lines)
    try:
        db = await Database.open(tcp_server.tcp_url(schema_url, relay.port))
        try:
            assert await db.settings.get(1) == {}
            relay.refuse()
            assert relay.cut() >= 1
            await asyncio.wait_for(lines.arrived.wait(), WAIT_S)
            relay.flow()
            assert await db.settings.get(1) == {}  # back without a restart
        finally:
            await db.close()
    finally:
        POOL_LOG.removeHandler(lines)
        relay.flow()
        await relay.close()
        tcp_server.drop(schema_url)
    first = lines.lines[0]
    assert "\n" not in first and "Traceback" not in first
    assert first.startswith(
        "WARNING asyncpg.pool PostgreSQL pool: cannot reopen its standing connection ("
    ) and first.endswith("); retrying")
    assert POOL_FLOOR_MESSAGE not in first
