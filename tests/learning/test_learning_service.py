"""The tutorial through the service: a lesson as a player sees it, answers judged by the
engine, progress stored per player (on both databases) and continued where they stopped."""

from __future__ import annotations

import pytest

from bot.lessons import tutorial
from bot.markup import plain
from bot.service import NotFound, ServiceError
from storage import Database
from storage.lessons import LessonProgress
from tests.learning.conftest import ALICE, BOB


async def test_a_lesson_shows_its_rule_task_and_board(service):
    reply = await service.tutor.show(ALICE, "kings-crossing")
    text = plain(reply.notice)
    assert text.startswith("King's Crossing, lesson 1 of 6: Slides")
    assert "Slide the man on b2 forward, straight up its file to b7" in text
    assert "Answer with 'learn kings-crossing MOVE'" in text
    assert reply.notice_image.filename == "lesson-kings-crossing-1.png"
    assert reply.notice_image.data.startswith(b"\x89PNG")
    assert reply.notice_image.view["pieces"]["b2"]["kind"] == "man"


async def test_a_right_answer_moves_on_and_is_remembered(service, db):
    reply = await service.tutor.answer(ALICE, "kings-crossing", "B2–B7")  # lenient input
    text = plain(reply.notice)
    assert "✓ b2-b7. Right: one slide, five squares forward." in text
    assert "lesson 2 of 6: Jump captures" in text
    assert reply.notice_image.filename == "lesson-kings-crossing-2.png"
    assert await db.lessons.get(ALICE, "kings-crossing") == LessonProgress(
        ALICE, "kings-crossing", 1, 1
    )
    again = await service.tutor.show(ALICE, "kings-crossing")  # /learn continues here
    assert "lesson 2 of 6" in plain(again.notice)
    other = await service.tutor.show(BOB, "kings-crossing")  # progress is per player
    assert "lesson 1 of 6" in plain(other.notice)


async def test_a_wrong_legal_move_is_explained_and_nothing_changes(service, db):
    await service.tutor.answer(ALICE, "kings-crossing", "b2-b7")
    reply = await service.tutor.answer(ALICE, "kings-crossing", "a2xa4")
    text = plain(reply.notice)
    assert "✗ a2xa4 is legal, but it captures on a3." in text
    assert "c4xc6 jumps it" in text and "Try again with 'learn kings-crossing MOVE'" in text
    assert reply.notice_image is None
    assert (await db.lessons.get(ALICE, "kings-crossing")).current == 1


async def test_input_that_is_no_legal_move_gets_the_engines_error(service):
    with pytest.raises(ServiceError) as caught:
        await service.tutor.answer(ALICE, "kings-crossing", "b2-c3")
    assert plain(str(caught.value)).startswith("King's Crossing, lesson 1: 'b2-c3' is not a legal")
    with pytest.raises(ServiceError, match="not part of a move"):
        await service.tutor.answer(ALICE, "kings-crossing", "hello")


async def test_the_suggestions_are_the_lessons_legal_moves(service):
    moves = await service.tutor.moves(ALICE, "crossings")
    assert moves == ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]


async def test_the_whole_tutorial_can_be_passed_and_revisited(service, db):
    lessons = tutorial("charing-cross").lessons
    for lesson in lessons:
        reply = await service.tutor.answer(ALICE, "charing-cross", lesson.answers[0])
    assert "That was the last lesson: the Charing Cross course is complete." in plain(reply.notice)
    assert (await db.lessons.get(ALICE, "charing-cross")).reached == len(lessons)
    back = await service.tutor.show(ALICE, "charing-cross", 2)
    assert "lesson 2 of 5: Jumping" in plain(back.notice)
    assert "(You have completed the Charing Cross course.)" in plain(back.notice)


async def test_a_passed_lesson_says_so_until_the_course_is_complete(service):
    await service.tutor.answer(ALICE, "crossings", "d4-e5")
    back = await service.tutor.show(ALICE, "crossings", 1)
    assert "(You passed this lesson already.)" in plain(back.notice)
    assert "course" not in plain(back.notice)


async def test_lessons_ahead_are_closed_and_unknown_games_refused(service):
    with pytest.raises(ServiceError, match="Lesson 3 is not open to you yet: choose 1 to 1"):
        await service.tutor.show(ALICE, "crossings", 3)
    with pytest.raises(NotFound, match="chess") as unknown:
        await service.tutor.show(ALICE, "chess")
    # A message, read in the learner's language (written here by hand).
    assert plain(unknown.value.markup, "es-ES").startswith("No hay ningún juego 'chess'. ")


async def test_progress_is_stored_on_both_backends(database_url):
    async with await Database.open(database_url) as db:
        assert await db.lessons.get(ALICE, "crossings") == LessonProgress(ALICE, "crossings")
        await db.lessons.save(LessonProgress(ALICE, "crossings", 3, 4), now=5.0)
        await db.lessons.save(LessonProgress(ALICE, "crossings", 2, 4), now=6.0)
    async with await Database.open(database_url) as db:
        assert await db.lessons.get(ALICE, "crossings") == LessonProgress(ALICE, "crossings", 2, 4)
        assert await db.lessons.get(BOB, "crossings") == LessonProgress(BOB, "crossings")


async def test_a_lesson_is_played_through_in_spanish(service):
    shown = plain((await service.tutor.show(ALICE, "kings-crossing")).notice, "es-ES")
    assert shown.splitlines()[:4] == [
        "King's Crossing, lección 1 de 6: Deslizamientos",
        "Toda pieza, ficha o Rey, se desliza cualquier distancia por casillas vacías: hacia "
        "delante, subiendo por su columna hacia el lado rival, o de lado, a lo largo de su "
        "fila. Nunca hacia atrás ni en diagonal.",
        "Tu tarea (juegan las blancas): Desliza la ficha de b2 hacia delante, recta por su "
        "columna hasta b7, en una sola jugada.",
        "Responde con 'learn kings-crossing JUGADA', escribiendo la jugada como en una partida.",
    ]
    wrong = await service.tutor.answer(ALICE, "kings-crossing", "b2-b8")
    assert plain(wrong.notice, "es-ES") == (
        "King's Crossing, lección 1: ✗ b2-b8 es legal, pero no es la jugada: se pasa una "
        "casilla: la tarea es llegar a b7. Vuelve a intentarlo con 'learn kings-crossing JUGADA'."
    )
    other = await service.tutor.answer(ALICE, "kings-crossing", "b2-c2")
    assert plain(other.notice, "es-ES") == (
        "King's Crossing, lección 1: ✗ b2-c2 es legal, pero solo mueve la ficha de b2 a c2. "
        "Un deslizamiento puede recorrer cualquier número de casillas vacías: desde b2 la "
        "ficha puede ir a a2, b3, b4, b5, b6, b7, b8, c2 o d2, así que llega a b7 de una vez. "
        "Vuelve a intentarlo con 'learn kings-crossing JUGADA'."
    )
    right = plain((await service.tutor.answer(ALICE, "kings-crossing", "b2-b7")).notice, "es-ES")
    assert right.startswith(
        "King's Crossing, lección 1: ✓ b2-b7. Correcto: un solo deslizamiento, cinco casillas "
        "hacia delante. De lado funciona igual, a lo largo de la fila.\n"
        "King's Crossing, lección 2 de 6: Capturas por salto\n"
    )
    english_reply = await service.tutor.show(ALICE, "kings-crossing")  # the English unchanged
    assert plain(english_reply.notice).startswith("King's Crossing, lesson 2 of 6: Jump captures")


async def test_a_lesson_is_played_through_in_german(service):
    await service.tutor.answer(ALICE, "charing-cross", "a4-b5")
    shown = plain((await service.tutor.show(ALICE, "charing-cross")).notice, "de")
    assert shown.splitlines()[:3] == [
        "Charing Cross, Lektion 2 von 5: Springen",
        "Statt eines Schritts kann eine Figur über jede Figur, gleich welcher Farbe, auf einem "
        "der acht Felder um sie herum auf das leere Feld direkt dahinter springen. Ein Sprung "
        "pro Zug.",
        "Deine Aufgabe (Weiß am Zug): Springe mit deinem Springer auf c4 über deinen Turm auf "
        "d4 nach e4.",
    ]
    wrong = await service.tutor.answer(ALICE, "charing-cross", "d4-b4")
    assert plain(wrong.notice, "de") == (
        "Charing Cross, Lektion 2: ✗ d4-b4 ist legal, aber er zieht den Turm von d4 nach b4, "
        "und der Springer auf c4 bleibt neben dem Brett, bis sein Besitzer ihn zurücksetzt. Der "
        "Springer auf c4 hat auf d4 eine Figur neben sich, und e4 dahinter ist leer: c4-e4 "
        "überspringt sie. Versuch es noch einmal mit 'learn charing-cross ZUG'."
    )
    await service.tutor.answer(ALICE, "charing-cross", "c4-e4")
    await service.tutor.answer(ALICE, "charing-cross", "c4-e4")
    right = plain((await service.tutor.answer(ALICE, "charing-cross", "@a5")).notice, "de")
    assert right.startswith(
        "Charing Cross, Lektion 4: ✓ @a5. Richtig: Der Springer steht wieder auf a5. Mit "
        "seinem Sprung hat Schwarz seinen Zug beendet, also ist jetzt Weiß am Zug.\n"
    )
    with pytest.raises(ServiceError) as refused:
        await service.tutor.show(BOB, "charing-cross", 3)
    assert plain(refused.value.markup, "de") == (
        "Lektion 3 ist für dich noch nicht freigeschaltet: Wähle 1 bis 1 (es gibt 5)."
    )
    assert str(refused.value) == "Lesson 3 is not open to you yet: choose 1 to 1 (there are 5)."
