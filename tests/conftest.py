"""Fixtures every test folder may use: the databases Gamut runs on.

``database_url`` is a fresh, empty database on each backend in turn (a test asking for it runs
twice: ``[sqlite]`` with a file path, ``[postgres]`` with a URL), ready for
``Database.open``.  ``postgres_url`` is a fresh PostgreSQL database alone (``postgres_server``
has ``create_database()`` for the rare test that needs a real one).  The PostgreSQL
databases live on ONE throwaway server per test session (tests/pg_server.py), started the
first time a test needs it and stopped at the end.

``migrated_database_url`` is, on each backend in turn, a database as ``Database.open`` leaves
a new one (Gamut's latest schema, no rows), made once per session and handed out again: an
SQLite file copied from one migrated at the start, a PostgreSQL schema emptied between tests
(tests/pg_server.py's ``PreparedSchemas``).  It is for the tests of what Gamut does with a
database (the ``db`` fixtures); how one is made and migrated is proved on ``database_url`` and
``postgres_url`` (tests/storage).

Where no server can be started the PostgreSQL cases are skipped, saying why, except with
``CI=true``, where that fails them: CI must prove both backends.
"""

from __future__ import annotations

import gc
import os
import shutil
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from storage import Database
from storage.dialect import VERSION_TABLE
from tests.pg_server import PostgresServer, PreparedSchemas, ServerUnavailable, run_sync

# Where PYTHONDONTWRITEBYTECODE is set (as on some CI machines) no process writes bytecode, so
# every process of the suite (each xdist worker, and the dozens of bot and console processes the
# process tests start) compiles the whole project and rewrites every test module's asserts again.
# The suite lets the first process write the caches (gitignored __pycache__ folders) and the rest
# read them: set here, before the workers and subprocesses start, it is inherited by all of them.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# --cpu-durations=N: the tests of most processor seconds (tests/cpu_durations.py).
pytest_plugins = ("tests.cpu_durations",)

BACKENDS = ("sqlite", pytest.param("postgres", marks=pytest.mark.postgres))


# The suite's longest tests, run first: pytest-xdist (--dist worksteal) hands each worker a
# share of the tests and lets an idle one take the queued tests of a busy one, but nobody can
# take over a test that has begun, so one of a minute begun last would keep its worker busy a
# minute after the other finished.  The figures are processor seconds (the worker's plus the
# processes the test started, all parameters together: --cpu-durations=N; on a loaded machine,
# where wall-clock times say little); a test that mostly waits on processes (kills, restarts,
# relays) keeps its quiet-machine wall seconds, marked "wall".  An entry is a test's id
# without its parameters (a file's path for all its tests); a name no longer collected only
# orders nothing (tests/docs/test_suite_order.py keeps them real).
LONGEST_FIRST = (
    "tests/discord/test_thousand_player_swiss.py::"
    "test_a_swiss_of_a_thousand_players_from_join_to_final_standings",  # 38 (longest wall)
    "tests/games/test_refusal_consistency.py::"
    "test_every_refused_pair_says_a_reason_that_holds",  # 79 (40 cases of ~2 s)
    "tests/ai/test_claims.py::test_every_claim_of_the_coach_holds_over_the_corpus",  # 46 (5)
    "tests/ai/test_lone_boss_edge.py::"
    "test_the_duels_the_evaluation_reads_are_those_a_fresh_solve_finds",  # 34 (8)
    "tests/ops/test_install.py::test_the_documented_upgrade_installs_exactly_the_new_release",  # 32
    "tests/multiprocess/test_processes.py::"
    "test_racing_players_on_four_processes_apply_each_turn_once_despite_a_kill",  # 25 wall
    "tests/discord/test_full_games.py::test_full_game_through_slash_commands",  # 17 (5 games)
    "tests/discord/test_against_the_bot.py::test_a_complete_game_against_the_bot",  # 15 (5)
    "tests/bot/test_service_ai.py::test_a_complete_game_against_the_bot",  # 15 (10)
    "tests/bot/test_console_process.py::"
    "test_ctrl_c_during_a_command_cancels_it_and_exits_cleanly",  # 16 wall
    "tests/multiprocess/test_tournaments.py",  # 40 wall (14 + 13 + 8 + 5)
    "tests/bot/test_service_bad_input.py::"
    "test_every_call_refuses_bad_values_in_its_own_words_and_changes_nothing",  # 14 (8)
    "tests/bot/test_console_process.py::test_a_start_up_fault_is_one_line_naming_the_setting",
    # 14 (5 processes)
    "tests/games/test_king_of_the_castle_reference.py::"
    "test_engine_agrees_with_the_literal_reading",  # 13 (3)
    "tests/ops/test_backup.py::"
    "test_a_backup_during_a_stream_of_moves_restores_into_a_working_bot",  # 13 wall
    "tests/renderers/test_replay_limit.py",  # 8 + 8
    "tests/discord/test_settings_limits.py::"
    "test_a_manager_sets_the_tournament_limit_and_a_member_meets_it",  # 10
    "tests/discord/test_payload_limits.py::"
    "test_every_payload_of_a_long_session_is_within_discords_limits",  # 10
    "tests/docs/test_readme.py::test_the_readmes_console_example_plays_as_it_says",  # 8 wall
    "tests/multiprocess/test_network_faults.py",  # 25 wall (one server for the file)
    "tests/discord/test_refusals.py::test_a_refused_move_says_why_in_discord",  # 11
    "tests/ai/test_search.py::"
    "test_a_node_limited_search_returns_no_move_its_finished_depth_refutes",  # 11 (3)
    "tests/bot/test_console_process.py::"
    "test_ctrl_c_while_waiting_for_a_line_exits_at_once_and_cleanly",  # 11 (2)
    "tests/bot/test_console_session.py::"
    "test_the_picture_folder_holds_one_file_per_match_and_purpose",  # 11 (2)
    "tests/ops/test_ai_queue.py::test_a_hung_worker_is_replaced_and_the_move_asked_again",  # 10
    "tests/games/test_kings_crossing_stealth.py::"
    "test_games_differing_only_in_a_hidden_kings_square_look_the_same",  # 8
    "tests/ai/test_solved_tables.py::"
    "test_the_stored_lone_boss_wins_of_a_pair_are_a_fresh_solve_s",  # 8 (3 pairs)
    "tests/games/test_crossings_reference.py::"
    "test_generator_agrees_with_a_literal_reading_of_the_rules",  # 8
    "tests/bot/test_console_session.py::"
    "test_a_new_console_process_knows_the_players_current_match",  # 8
    "tests/ai/test_search.py::test_the_issue_30_position_is_not_thrown_away_at_any_node_limit",  # 7
    "tests/ai/test_boss_hunts.py::"
    "test_each_distance_is_the_shortest_forced_hit_the_engine_allows",  # 7 (6)
    "tests/discord/test_clock_and_text_moves.py::"
    "test_a_server_time_limit_reminds_at_half_time_then_lets_the_waiting_player_claim",  # 13 wall
    "tests/bot/test_replay_worker.py::"
    "test_a_hung_worker_is_given_up_and_the_next_replay_gets_a_new_one",  # 5 wall
    "tests/discord/test_pseudo_session.py",  # 5 wall (every slash command)
    "tests/storage/test_crash.py::test_sigkilled_writers_lose_no_committed_move",  # 4 wall
    "tests/ops/test_ai_thinking.py::test_a_long_think_shows_the_bot_typing_in_the_match",  # 4
    "tests/ops/test_worker_orphans.py::test_every_worker_ends_when_its_host_is_killed",  # 3
)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core.  A third of the suite's test time is spent waiting (on
    the bot, console and PostgreSQL processes the process tests start, on the network-fault
    relays' bounds), not computing: with one worker a core the cores idle through those waits;
    with two, another test computes meanwhile (on 2 cores the suite went from 325 s to 288 s)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return 2 * (cores or 1)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Iterator[None]:
    """Collect with the cyclic garbage collector paused.  Every test process collects the
    whole suite, importing the project and its libraries (hundreds of thousands of objects
    that live as long as the process): the collector's full passes over them, which free
    nothing, took a fifth of the collection's processor time (0.9 of 5 s a process).  Objects
    without cycles are still freed at once; the collector runs again from the first test."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return (yield)
    finally:
        if was_enabled:
            gc.enable()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: needs the throwaway PostgreSQL server (deselect: -m 'not postgres')"
    )


def longest_first_rank(nodeid: str) -> int:
    """Where a test goes in the run: the place of its LONGEST_FIRST entry, else after them."""
    for rank, entry in enumerate(LONGEST_FIRST):
        if nodeid == entry or nodeid.startswith((f"{entry}[", f"{entry}::")):
            return rank
    return len(LONGEST_FIRST)


# How long simcord waits for the bot to settle after an action before it calls the bot stuck
# (its default is 5 s).  A bound against a hang, never what a test decides: on a machine
# loaded twentyfold a restart's catch-up took longer than 5 s and failed a correct test.
SIMCORD_SETTLE_BOUND = 60.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The LONGEST_FIRST tests first, in that order; the others as collected (a stable sort:
    each file's tests stay together, and every worker collects the same order).  Every test
    of a simcord world waits for the bot with the generous bound above."""
    items.sort(key=lambda item: longest_first_rank(item.nodeid))
    for item in items:
        if "simcord_env" in getattr(item, "fixturenames", ()) and not item.get_closest_marker(
            "simcord"
        ):
            item.add_marker(pytest.mark.simcord(settle_timeout=SIMCORD_SETTLE_BOUND))


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


async def open_and_close(url: str) -> None:
    """What Gamut's start-up does to a database: check it, migrate it, prove a write."""
    database = await Database.open(url)
    await database.close()


@pytest.fixture(scope="session")
def migrated_sqlite_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite file opened once by Gamut (migrated, closed), for the tests to copy."""
    path = tmp_path_factory.mktemp("migrated") / "gamut.sqlite3"
    run_sync(lambda: open_and_close(str(path)))
    return path


@pytest.fixture(scope="session")
def prepared_schemas(postgres_server: PostgresServer) -> PreparedSchemas:
    """The session's PostgreSQL schemas opened once by Gamut, lent to a test at a time; the
    migrations' version row is kept (and checked) while the rest is emptied."""
    return PreparedSchemas(postgres_server, open_and_close, keep=(VERSION_TABLE,))


@pytest.fixture
def migrated_database_url(
    database_backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[str]:
    """A database of ``database_backend`` as Gamut's start-up leaves a new one: a copy of
    ``migrated_sqlite_file`` (file mode included), or a schema of ``prepared_schemas`` given
    back after the test."""
    if database_backend == "sqlite":
        path = tmp_path / "prepared.sqlite3"  # not database_url's file: a test may take both
        shutil.copy(request.getfixturevalue("migrated_sqlite_file"), path)
        yield str(path)
        return
    schemas: PreparedSchemas = request.getfixturevalue("prepared_schemas")
    url = schemas.lend()
    try:
        yield url
    finally:
        schemas.give_back(url)


@pytest.fixture
async def db(database_backend: str, request: pytest.FixtureRequest) -> AsyncIterator[Database]:
    """Gamut's database of ``database_backend`` (named here, so that a test taking ``db`` runs
    on each) open on ``migrated_database_url``; on ``database_url`` instead when the test asks
    for that too (it reaches the same database by its URL, to plant a row or read one behind
    the storage layer's back)."""
    by_url = "database_url" in request.fixturenames
    url = request.getfixturevalue("database_url" if by_url else "migrated_database_url")
    database = await Database.open(str(url))
    yield database
    await database.close()


@pytest.fixture(autouse=True)
def tournament_work_in_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every service made in a test computes its tournaments in a thread of this process
    (tests.helpers.ThreadWorker: off the event loop, through a pickle), not in a worker
    process spawned per service; tests of the worker process make one themselves, and bot
    processes a test starts have their own."""
    import bot.service
    from tests.helpers import ThreadWorker

    monkeypatch.setattr(bot.service, "ProcessWorker", ThreadWorker)
