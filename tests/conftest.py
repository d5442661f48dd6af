"""Fixtures every test folder may use: the databases Gamut runs on.

``database_url`` is a fresh, empty database on each backend in turn (a test asking for it runs
twice: ``[sqlite]`` with a file path, ``[postgres]`` with a URL), ready for
``Database.open``.  ``postgres_url`` is a fresh PostgreSQL database alone (``postgres_server``
has ``create_database()`` for the rare test that needs a real one).  The PostgreSQL
databases live on ONE throwaway server per test session (tests/pg_server.py), started the
first time a test needs it and stopped at the end.

Where no server can be started the PostgreSQL cases are skipped, saying why, except with
``CI=true``, where that fails them: CI must prove both backends.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg_server import PostgresServer, ServerUnavailable

BACKENDS = ("sqlite", pytest.param("postgres", marks=pytest.mark.postgres))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: needs the throwaway PostgreSQL server (deselect: -m 'not postgres')"
    )


def start_server(*, tcp: bool = False) -> PostgresServer:
    """A server (the session's, or with ``tcp`` one of the network-fault tests); without one,
    skip saying why (fail under CI=true)."""
    try:
        return PostgresServer.start(tcp=tcp)
    except ServerUnavailable as exc:
        reason = f"PostgreSQL: {exc}"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: both backends must be tested)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    server = start_server()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A URL of a new, empty PostgreSQL database on the session's server (a schema of its own
    in a shared database, see tests/pg_server.py), dropped after the test."""
    url = postgres_server.create_schema()
    try:
        yield url
    finally:
        postgres_server.drop(url)


@pytest.fixture(params=BACKENDS)
def database_backend(request: pytest.FixtureRequest) -> str:
    """'sqlite' or 'postgres': the backend this run of the test uses."""
    return str(request.param)


@pytest.fixture
def database_url(database_backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A new, empty database of ``database_backend``: an SQLite file path, or a URL."""
    if database_backend == "sqlite":
        return str(tmp_path / "gamut.sqlite3")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture(autouse=True)
def tournament_work_in_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every service made in a test computes its tournaments in a thread of this process
    (tests.helpers.ThreadWorker: off the event loop, through a pickle), not in a worker
    process spawned per service; tests of the worker process make one themselves, and bot
    processes a test starts have their own."""
    import bot.service
    from tests.helpers import ThreadWorker

    monkeypatch.setattr(bot.service, "ProcessWorker", ThreadWorker)
