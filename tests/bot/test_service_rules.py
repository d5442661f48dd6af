"""The rules of a game as one reply every front end shows: the summary first, the start
position as the image, the options, and where the full rules page is."""

from __future__ import annotations

import pytest

import games
from bot.service import NotFound
from bot.service.text import code, plain


@pytest.mark.parametrize("game_id", games.ids())
async def test_rules_show_the_summary_the_start_diagram_the_options_and_the_page(service, game_id):
    game = games.get(game_id)
    reply = await service.rules(game_id)
    lines = plain(reply.notice).splitlines()
    assert lines[0] == f"{game.name} ({game.id})"
    assert lines[1] == game.summary.splitlines()[0]
    assert all(f"• {spec.name} (default" in plain(reply.notice) for spec in game.options)
    assert code(f"docs/rules/{game_id}.md") in reply.notice
    assert reply.notice_image.data.startswith(b"\x89PNG")
    assert reply.notice_image.view == game.view(game.start(), None)


async def test_an_unknown_game_is_not_found_with_the_known_ids(service):
    with pytest.raises(NotFound) as info:
        await service.rules("chess")
    assert "crossings" in str(info.value)
