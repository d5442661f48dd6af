"""bot.discord.pages: a long answer as pages that fit a message and lose nothing."""

from __future__ import annotations

import pytest

from bot.discord.pages import paged
from bot.service import ServiceError


def command(page: int) -> str:
    return f"`/review match:7 page:{page}`"


def test_a_text_that_fits_is_one_message_without_a_page_line() -> None:
    text = "line\n" * 100
    assert paged(text, 1, command) == text
    with pytest.raises(ServiceError, match="^There is only one page: leave the page out.$"):
        paged(text, 2, command)


def test_a_long_text_is_pages_of_whole_lines_each_naming_the_next() -> None:
    lines = [
        f"• Move {n}: a mark with its reason, long enough to take some room." for n in range(300)
    ]
    text = "\n".join(lines)
    shown = []
    page = 1
    while True:
        part = paged(text, page, command)
        assert len(part) <= 2000
        body, footer = part.rsplit("\n-# ", 1)
        shown.append(body)
        if footer.endswith("the last."):
            break
        assert footer.endswith(f"{command(page + 1)} shows the next.")
        page += 1
    assert footer == f"Page {page} of {page}, the last."
    assert all(line in lines for body in shown for line in body.split("\n"))  # no line cut
    assert "\n".join(shown) == text
    with pytest.raises(ServiceError, match=f"only {page} pages"):
        paged(text, page + 1, command)
