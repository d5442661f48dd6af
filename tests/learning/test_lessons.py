"""Every lesson of every tutorial, played through the engine: the listed answers do what the
lesson says, no other legal move does, and a wrong move is explained by what it did."""

from __future__ import annotations

import pytest

import games
from bot.i18n.messages import english
from bot.lessons import EFFECT_KEYS, effects_of, judge, tutorial

LESSONS = [(game_id, lesson) for game_id in games.ids() for lesson in tutorial(game_id).lessons]


def lesson_id(case: tuple[str, object]) -> str:
    game_id, lesson = case
    return f"{game_id}-{lesson.number}"  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", games.ids())
def test_each_game_has_five_to_eight_lessons_of_distinct_titles(game_id):
    lessons = tutorial(game_id).lessons
    assert 5 <= len(lessons) <= 8
    assert len({lesson.title for lesson in lessons}) == len(lessons)
    assert [lesson.number for lesson in lessons] == list(range(1, len(lessons) + 1))


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_the_answers_are_exactly_the_legal_moves_with_the_effect(case):
    game_id, lesson = case
    game = games.get(game_id)
    state = game.load(lesson.position)
    assert game.dump(state) == lesson.position, "positions are written in canonical form"
    assert set(lesson.effect) <= set(EFFECT_KEYS)
    legal = game.legal_moves(state)
    with_effect = [move for move in legal if effects_of(game, state, move).holds(lesson.effect)]
    assert sorted(with_effect) == sorted(lesson.answers), "answers and engine disagree"
    for answer in lesson.answers:
        assert judge(game, lesson, answer).right


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_the_answer_really_does_what_the_lesson_says(case):
    """The effect read back in plain terms: a capture removes the pieces, a win ends the game
    for the mover, a trap flags the pieces, a crossing adds one crossed counter."""
    game_id, lesson = case
    game = games.get(game_id)
    state = game.load(lesson.position)
    mover = game.to_move(state)
    after = game.play(state, lesson.answers[0])
    pieces = game.view(after, mover)["pieces"]
    effect = lesson.effect
    for square in effect.get("captures", ()):
        assert square not in pieces or pieces[square]["side"] == mover
    if effect.get("wins"):
        assert game.outcome(after).winner == mover
    else:
        assert game.outcome(after) is None
    for square in effect.get("traps", ()):
        assert "trapped" in pieces[square]["flags"] and pieces[square]["side"] != mover
    if effect.get("crosses"):
        crossed = game.view(after, mover)["info"]["crossed"][mover]
        assert crossed == game.view(state, mover)["info"]["crossed"][mover] + 1
    for square in effect.get("hits", ()):
        assert pieces[square]["hp"] < game.view(state, mover)["pieces"][square]["hp"]
    for key in ("reaches", "crowns", "drops"):
        if key in effect:
            assert pieces[effect[key]]["side"] == mover


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_wrong_legal_moves_are_explained(case):
    game_id, lesson = case
    game = games.get(game_id)
    state = game.load(lesson.position)
    wrong = [m for m in game.legal_moves(state) if m not in lesson.answers]
    for move in lesson.wrong:
        assert move in wrong, f"{move} is given an explanation but is not a wrong legal move"
    for move in wrong:
        verdict = judge(game, lesson, move)
        assert not verdict.right
        told = english(verdict.message)
        assert told.startswith(f"{move} is legal, but")
        expected = lesson.wrong.get(move) or lesson.why
        assert english(expected) in told


def test_a_wrong_capture_is_told_what_it_took_and_the_rule():
    game = games.get("kings-crossing")
    lesson = tutorial("kings-crossing").lessons[1]  # jump captures: c4xc6 is the answer
    verdict = judge(game, lesson, "a2xa4")
    assert english(verdict.message) == (
        "a2xa4 is legal, but it captures on a3. The white man on c4 touches the black man on "
        "c5 and c6 beyond it is empty: c4xc6 jumps it."
    )
