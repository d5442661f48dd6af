"""A long answer for one person as pages: one message per command, and a way to the rest.

A review of a long match marks dozens of moves; sent whole, as consecutive messages, it came
to 36 of them for one command, burying everything else the player had open.  Instead one
command shows one page (its first by default), cut between lines to fit a message with room
for a last line that says which page this is and which command shows the next.  The pages
are cut the same way each time from the same text, so ``page:3`` asked later is the page
that was announced.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.discord.delivery import CONTENT_LIMIT, chunks
from bot.discord.markup import to_discord
from bot.i18n import ENGLISH
from bot.markup import t
from bot.service import ServiceError

FOOTER_ROOM = 120  # characters kept free on each page for its page line


def paged(
    text: str, page: int, command_for: Callable[[int], str], language: str = ENGLISH
) -> str:
    """Page ``page`` (from 1) of ``text`` (rendered), with a line in ``language`` naming the
    page and, before the last, ``command_for(page + 1)`` (markup), the command that shows
    the next.  A text that fits one message is returned whole, without a page line.  Raises
    ServiceError (shown to the user) for a page past the last."""
    if page == 1 and len(text) <= CONTENT_LIMIT:
        return text
    pages = chunks(text, CONTENT_LIMIT - FOOTER_ROOM)
    if page > len(pages) == 1:
        raise ServiceError(t("discord-page-only-one"))
    if page > len(pages):
        raise ServiceError(t("discord-page-past-last", count=len(pages)))
    if page < len(pages):
        line = t("discord-page-next", page=page, count=len(pages), next=command_for(page + 1))
    else:
        line = t("discord-page-last", page=page, count=len(pages))
    return f"{pages[page - 1]}\n-# {to_discord(line, language)}"
