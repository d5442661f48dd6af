"""Fixtures of the web companion's tests: a service on SQLite (the PostgreSQL test asks for
its backend itself), the companion over it, and aiohttp's test client on its routes."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

import games
from bot.service import MatchService, Reply, ServiceSettings
from bot.web import WebCompanion
from bot.web.guard import RateLimit
from tests.bot.conftest import ALICE, BOB, FakeClock
from tests.viewers import local_viewer
from tests.web import browsing

NAMES = {ALICE: "alice", BOB: "bob <script>alert(1)</script>"}


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the session's browser tests (tests/web/browsing.py)."""
    yield from browsing.chromium()


@pytest.fixture
def database_backend(request: pytest.FixtureRequest) -> str:
    """SQLite unless a test names PostgreSQL (``indirect`` parametrisation)."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def service(db: Any, clock: FakeClock) -> AsyncIterator[MatchService]:
    svc = MatchService(
        db,
        settings=ServiceSettings(),
        mention=lambda uid: NAMES.get(uid, str(uid)),
        clock=clock,
        rng=random.Random(7),
    )
    yield svc
    svc.close()


class Delivered:
    """The host's side: every reply a decision made on the web handed over."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []

    async def __call__(self, reply: Reply) -> None:
        self.replies.append(reply)


@pytest.fixture
def delivered() -> Delivered:
    return Delivered()


@pytest.fixture
async def companion(service: MatchService, delivered: Delivered) -> AsyncIterator[WebCompanion]:
    web = WebCompanion(
        service,
        deliver=delivered,
        name=lambda uid: NAMES.get(uid, str(uid)),
        limit=RateLimit(burst=1000, per_second=1000),
        poll_s=0.5,
    )
    yield web
    web.hub.close()


@pytest.fixture
async def client(companion: WebCompanion) -> AsyncIterator[TestClient[Any, Any]]:
    server = TestServer(companion.app)
    await server.start_server(**companion.runner_options)  # its access log, as in production
    async with TestClient(server) as test_client:
        yield test_client


async def start_match(
    service: MatchService,
    game: str = "crossings",
    *,
    rated: bool = False,
    time: str | None = None,
    **options: Any,
) -> int:
    """Alice (White) against Bob, accepted: the match's number.  Casual unless ``rated``: a
    rated match's spectators see it some moves behind (tests/web/test_delay.py), which the
    other tests of what a page shows would have to count in.  ``time``: a live control
    (``10+5``); none, correspondence."""
    reply = await service.challenge(
        ALICE, game, opponent=BOB, colour="white", options=options, rated=rated, time=time
    )
    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    assert started.match_id is not None
    return started.match_id


async def links(service: MatchService, user: int, match_id: int) -> tuple[str, str | None]:
    """The watch token and the seat token ``user`` is given for ``match_id``."""
    minted = await service.web_links.links(local_viewer(user), match_id)
    return minted.watch, minted.seat


async def both_first_moves(service: MatchService, match_id: int) -> None:
    """Alice's and Bob's first moves of a Crossings match (the first of each legal list):
    a live match's clock runs from then on (each side's first decision is untimed)."""
    game = games.get("crossings")
    state = game.start()
    for user in (ALICE, BOB):
        move = game.legal_moves(state)[0]
        await service.move(local_viewer(user), match_id, move)
        state = game.play(state, move)


def pytest_configure(config: pytest.Config) -> None:
    # The Discord bot's settings marker (tests/discord/conftest.py), for test_discord_web.py
    # when tests/web runs alone.
    config.addinivalue_line("markers", "bot(**settings): settings for the test bot (create_bot)")
