"""Lessons show the rule that refuses a typed move, as matches do (issue 28): a lesson is where
a player learns the rules, and the refusal is the engine's own reason."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import ServiceError
from tests.learning.conftest import ALICE


async def test_a_lesson_says_which_rule_refuses_a_move(service):
    """King's Crossing lesson 1: a man on b2; slides go along ranks and files."""
    with pytest.raises(ServiceError) as caught:
        await service.tutor.answer(ALICE, "kings-crossing", "b2-c3")
    assert plain(str(caught.value)) == (
        "King's Crossing, lesson 1: 'b2-c3' is not a legal move here: pieces move along ranks "
        "and files, never diagonally. Its moves: b2-a2, b2-b3, b2-b4, b2-b5, b2-b6, b2-b7, "
        "b2-b8, b2-c2 and 1 more."
    )


async def test_a_lesson_refuses_an_x_on_a_plain_slide(service):
    with pytest.raises(ServiceError, match="'x' marks a capture, and b2-b7 captures nothing"):
        await service.tutor.answer(ALICE, "kings-crossing", "b2xb7")
