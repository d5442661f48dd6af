"""Fixtures for the service and console tests: a real database and a controllable clock.

``db`` (and ``service`` on it) is a fresh database on each backend in turn (the top-level
conftest's ``database_url``: an SQLite file, then a PostgreSQL database on the throwaway
server), so every service test proves its rule on both.  Tests that open an SQLite file
themselves (the console's sessions, ``python -m bot``) stay on files.
"""

from __future__ import annotations

import random

import pytest

from bot.service import MatchService, ServiceSettings
from storage import Database

ALICE, BOB, CAROL = 1, 2, 3


class FakeClock:
    """Time that moves only when a test says so (no sleeping, no timed assertions)."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def db(database_url: str):
    database = await Database.open(database_url)
    yield database
    await database.close()


@pytest.fixture
async def service(db, clock):
    names = {ALICE: "alice", BOB: "bob", CAROL: "carol"}
    svc = MatchService(
        db,
        settings=ServiceSettings(),
        mention=lambda uid: f"@{names.get(uid, uid)}",
        clock=clock,
        rng=random.Random(7),
    )
    yield svc
    svc.close()
