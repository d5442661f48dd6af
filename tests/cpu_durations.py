"""``--cpu-durations=N``: the N tests that cost the most processor time, for ordering
LONGEST_FIRST (tests/conftest.py) and finding what to make cheaper.

On a machine shared with other work, ``--durations`` (wall-clock) says more about the load
than about a test; processor seconds do not change with it.  Each test's figure is its
worker's processor time from setup to teardown plus that of the processes it started and
waited for (``RUSAGE_CHILDREN``), so a test of bot processes counts their work too.  The
workers put the figure in the teardown report; the controller ranks them at the end.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Generator

import pytest

KEY = "cpu_seconds"
_started = pytest.StashKey[float]()
_seconds: dict[str, float] = {}


def _processor() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cpu-durations",
        type=int,
        default=0,
        metavar="N",
        help="show the N tests of most processor seconds (worker plus its child processes)",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[_started] = _processor()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, None, None]:
    if call.when == "teardown" and _started in item.stash:
        item.user_properties.append((KEY, _processor() - item.stash[_started]))
    yield


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name == KEY and report.when == "teardown" and isinstance(value, float):
            _seconds[report.nodeid] = value


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    count = config.getoption("cpu_durations")
    if not count or not _seconds:
        return
    terminalreporter.write_sep("=", f"{count} tests of most processor seconds")
    ranked = sorted(_seconds.items(), key=lambda pair: pair[1], reverse=True)
    for nodeid, seconds in ranked[:count]:
        terminalreporter.write_line(f"{seconds:8.2f}s  {nodeid}")
    terminalreporter.write_line(f"{sum(_seconds.values()):8.2f}s  in all ({len(_seconds)} tests)")
