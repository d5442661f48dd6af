"""A played move's announcement in every language: what it captured or did to other pieces
and what moved with it (play.ftl, lessons.ftl).

The games layer words those changes in English (games.core.changes: ``summary``,
``MovedGroup.describe``) from two views alone.  Over seeded random playouts of every game the
catalogue's English must read exactly as those words, and Spanish, German and the
pseudo-language must format every one; then a capture and a phalanx are checked word for word
against Spanish and German written here by hand.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

import games
from bot.i18n.messages import english, localise
from bot.lessons.telling import changes_told, group_told
from bot.markup import plain, t
from games.core.changes import changes, moved_group, summary
from tests.helpers import random_states


def _moves(game_id: str) -> list[tuple[dict[str, Any], dict[str, Any], str]]:
    """(public view before, after, move) of every move of a few seeded playouts."""
    game = games.get(game_id)
    found = []
    for index, options in enumerate(game.option_variants()[:3]):
        before = None
        for state, move in random_states(game_id, options, seed=index, max_moves=300):
            if before is not None and move is not None:
                found.append((game.view(before, None), game.view(state, None), move))
            before = state
    return found


@pytest.mark.parametrize("game_id", games.ids())
def test_the_catalogue_says_what_every_move_did_as_the_games_layer_does(
    game_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    told = groups = 0
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for before, after, move in _moves(game_id):
            found = changes(before, after, move)
            said = changes_told(game_id, found)
            assert plain(said) == summary(found), move
            group = moved_group(before, after, move)
            if group is not None:
                assert plain(group_told(group)) == group.describe(), move
                groups += 1
                said += group_told(group)
            if said:
                told += 1
                for language in ("es-ES", "de", "en-XA"):
                    assert localise(said, language) != english(said), (language, said)
    assert caplog.records == []
    assert told > 10
    if game_id == "crossings":
        assert groups > 0


def _announced(game_id: str, moves: str, language: str, **options: Any) -> str:
    """The announcement of the last of ``moves`` from the start, in ``language``."""
    game = games.get(game_id)
    state = game.start(**options)
    *earlier, last = moves.split()
    for move in earlier:
        state = game.play(state, move)
    before, after = game.view(state, None), game.view(game.play(state, last), None)
    group = moved_group(before, after, last)
    told = changes_told(game_id, changes(before, after, last))
    markup = t(
        "play-move-played",
        match="#1",
        player="Ana",
        side=t("play-side-lower", side=before["to_move"]),
        move=last,
        carried=f" ({group_told(group)})" if group else "",
        changed=f", {told}" if told else "",
    )
    return plain(markup, language)


def test_a_capture_in_spanish_and_german() -> None:
    moves = "a2-a5 a7-a6 a5xa7"
    assert _announced("kings-crossing", moves, "en") == (
        "#1: Ana (white) played a5xa7, capturing the man on a6."
    )
    assert _announced("kings-crossing", moves, "es-ES") == (
        "#1: Ana (blancas) ha jugado a5xa7, capturando la ficha de a6."
    )
    assert _announced("kings-crossing", moves, "de") == (
        "#1: Ana (Weiß) spielte a5xa7, wobei der Stein auf a6 geschlagen wird."
    )
