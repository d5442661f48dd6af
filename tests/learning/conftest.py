"""Fixtures for the learning tests: a service on a real SQLite file whose coach (hints and
reviews) thinks in this process under node limits, so every answer is reproducible."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from bot.service import MatchService, ServiceSettings
from bot.service.hints import Hints
from bot.service.review import Reviewer
from storage import Database
from tests.discord.conftest import bots, db_path, simcord_bot, world  # noqa: F401 - simcord

T = TypeVar("T")
ALICE, BOB, BOT = 1, 2, 999
HINT_NODES = 3000
REVIEW_NODES = 1500


class InlineCoach:
    """The coach runner's interface, thinking in this process; counts the jobs it ran."""

    def __init__(self) -> None:
        self.jobs: list[str] = []

    async def run(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        self.jobs.append(function.__name__)
        return function(*args, **kwargs)


CHEAP_REVIEW_NODES = 40  # per weighed move: a review whose words are what is checked


def cheap_reviews(service: Any) -> InlineCoach:
    """``service``'s reviews thought in this process, each weighed move limited to
    CHEAP_REVIEW_NODES nodes instead of the review's 20-second budget: the Discord tests check a
    review's words and pages, not its judgement, and a budget spent in full kept a short
    session waiting 20 s.  The coach, to count its jobs or answer hints too."""
    coach = InlineCoach()
    service.reviewer = Reviewer(service.matches, coach, budget=None, max_nodes=CHEAP_REVIEW_NODES)
    return coach


class NoAI:
    """An AI runner for a service that plays the bot: present (so the bot is a player) but
    the tests here never let it move."""

    async def choose(self, *args: Any, **kwargs: Any) -> str:
        raise AssertionError("the bot's AI is not asked in these tests")


@pytest.fixture
async def db(tmp_path):
    database = await Database.open(tmp_path / "gamut.sqlite3")
    yield database
    await database.close()


def make_service(db: Database, **kwargs: Any) -> tuple[MatchService, InlineCoach]:
    names = {ALICE: "alice", BOB: "bob", BOT: "gamut"}
    service = MatchService(
        db,
        settings=ServiceSettings(),
        mention=lambda uid: f"@{names.get(uid, uid)}",
        rng=random.Random(7),
        **kwargs,
    )
    coach = InlineCoach()
    service.coach = coach
    service.hints = Hints(service.matches, service.boards, coach, budget=None, max_nodes=HINT_NODES)
    service.reviewer = Reviewer(service.matches, coach, budget=None, max_nodes=REVIEW_NODES)
    return service, coach


@pytest.fixture
async def service(db):
    svc, _ = make_service(db)
    yield svc
    svc.close()


@pytest.fixture
def coach(service) -> InlineCoach:
    return service.coach
