"""The rules of a game as one reply every front end shows: a summary a player reads in half a
minute first, then the tutorial, the options, and where the full rules page is (which keeps
Gamut's readings of the original and the position keys), with the start position as the image.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games
from bot.service import NotFound
from bot.service.text import code, command, plain

SUMMARY_LIMIT = 900  # characters: about half a minute of reading
# Notes for the full page, not the summary: Gamut's readings, position keys and strings, the
# lost diagrams of the original texts.
PAGE_NOTES = re.compile(r"interpretation|quiet|\w+=|position (key|string)|lost|diagram", re.I)
PAGES = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.parametrize("game_id", games.ids())
async def test_rules_show_the_summary_the_start_diagram_the_options_and_the_page(service, game_id):
    game = games.get(game_id)
    reply = await service.rules(game_id)
    lines = plain(reply.notice).splitlines()
    assert lines[0] == f"{game.name} ({game.id})"
    assert lines[1] == game.summary.splitlines()[0]
    learn = f"New to it? Try {command('learn', game_id)}: one short lesson per rule."
    summary_end = reply.notice.index(game.summary) + len(game.summary)
    assert reply.notice[summary_end:].startswith("\n" + learn), "the tutorial comes next"
    assert plain(learn) == f"New to it? Try 'learn {game_id}': one short lesson per rule."
    assert all(f"• {spec.name} (default" in plain(reply.notice) for spec in game.options)
    assert code(f"docs/rules/{game_id}.md") in reply.notice
    assert reply.notice_image.data.startswith(b"\x89PNG")
    assert reply.notice_image.view == game.view(game.start(), None)


async def test_an_unknown_game_is_not_found_with_the_known_ids(service):
    with pytest.raises(NotFound) as info:
        await service.rules("chess")
    assert "crossings" in str(info.value)


@pytest.mark.parametrize("game_id", games.ids())
def test_the_summary_is_short_and_keeps_the_notes_for_the_full_page(game_id):
    summary = games.get(game_id).summary
    assert 200 <= len(summary) <= SUMMARY_LIMIT, len(summary)
    assert PAGE_NOTES.search(summary) is None, PAGE_NOTES.search(summary)
    page = (PAGES / f"{game_id}.md").read_text(encoding="utf-8")
    assert "## How Gamut reads the original" in page


def test_the_notes_pattern_finds_what_the_summaries_used_to_carry():
    for note in ("(interpretation)", "quiet=N", "position key crowned=<squares>", "lost diagrams"):
        assert PAGE_NOTES.search(note), note
