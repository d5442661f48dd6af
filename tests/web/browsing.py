"""Driving the web companion in a real browser: headless Chromium through selenium, for
tests/web/test_browser.py and the Discord end-to-end test of tests/web/test_discord_web.py.

Every blocking browser call runs in a thread (the companion under test is served by this
process's event loop meanwhile), and every wait is WebDriverWait on the page's DOM, bounded
by WAIT_S: never a wait for time.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import pytest

WAIT_S = 30.0
CHROMIUM, DRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
T = TypeVar("T")


def chromium() -> Iterator[Any]:
    """Headless Chromium through its chromedriver, for the session (tests/web/conftest.py's
    ``browser``): skipped where it cannot start, except under CI=true, where that fails."""
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or CHROMIUM
    driver_path = shutil.which("chromedriver") or DRIVER
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=900,1000",
        "--lang=en-GB",
    ):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except (WebDriverException, OSError) as exc:
        if os.environ.get("CI") == "true":
            pytest.fail(f"Chromium cannot start under CI: {exc}")
        pytest.skip(f"no Chromium to drive ({type(exc).__name__})")
    driver.set_page_load_timeout(WAIT_S)
    yield driver
    driver.quit()


async def off_loop(call: Callable[[], T]) -> T:
    """A blocking browser call, while the loop goes on serving the pages it asks for."""
    return await asyncio.to_thread(call)


def until(browser: Any, condition: Callable[[Any], Any]) -> Any:
    """``condition`` once true.  No element going stale is forgiven: a stream sends a page
    only what changed since it was drawn (``?last=``), so an element is replaced only by a
    real change, and a condition that expects one reads the page in one script call."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, WAIT_S).until(condition)


def shown_text(selector: str) -> Callable[[Any], str]:
    """The text of the first element ``selector`` finds now ("" if none), read in one script
    call: a page replaced by a change or a navigation between finding and reading cannot
    leave a stale element behind."""

    def read(driver: Any) -> str:
        script = "const e = document.querySelector(arguments[0]); return e ? e.innerText : '';"
        return str(driver.execute_script(script, selector))

    return read


def section_at(ply: int) -> Callable[[Any], Any]:
    def shown(driver: Any) -> Any:
        found = driver.find_elements("css selector", f'section.match[data-ply="{ply}"]')
        return found[0] if found else False

    return shown
