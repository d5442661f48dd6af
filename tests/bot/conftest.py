"""Fixtures for the service and console tests: a real database and a controllable clock.

``db`` (the top-level conftest's; ``service`` on it) is a new database on each backend in turn
(an SQLite file, then a PostgreSQL schema on the throwaway server), so every service test
proves its rule on both.  Tests that open an SQLite file themselves (the console's sessions,
``python -m bot``) stay on files.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.service import MatchService, ServiceSettings
from renderers.replay import Replay

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


class Recorder:
    """Stands in for the renderer and keeps what each image was asked to show."""

    def __init__(self) -> None:
        self.pngs: list[dict[str, Any]] = []
        self.gifs: list[list[Any]] = []

    def png(self, view, **kwargs) -> bytes:
        self.pngs.append({"view": view, **kwargs})
        return b"\x89PNG"

    def gif(self, frames, **kwargs) -> Replay:
        self.gifs.append(list(frames))
        return Replay(b"GIF89a", tuple(range(len(self.gifs[-1]))), 1, True)

    @property
    def last(self) -> dict[str, Any]:
        return self.pngs[-1]


def named_service(db, clock, **extra: Any) -> MatchService:
    """A service over ``db`` and ``clock`` that mentions alice and bob by name, with the
    seeded randomness every test of it expects; ``extra``: more of its arguments."""
    names = {ALICE: "alice", BOB: "bob"}
    return MatchService(
        db,
        settings=ServiceSettings(),
        mention=lambda uid: f"@{names.get(uid, uid)}",
        clock=clock,
        rng=random.Random(7),
        **extra,
    )


def recording_service(db, clock, recorder: Recorder) -> MatchService:
    return named_service(db, clock, render_png=recorder.png, fit_replay=recorder.gif)


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
async def recorded(db, clock, recorder):
    service = recording_service(db, clock, recorder)
    yield service
    service.close()
